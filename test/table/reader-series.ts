/**
 * A tabletop's script, press after press, as plain data: reads over a list of tables, each by
 * one need. Built into the table layer's Lua test
 * bundle (test/table/lua-entry.ts), so the reader runs the same series on TypeScript and on Lua.
 */
import { DEFAULT_SETTINGS } from "../../src/core/model";
import { Footprint, Piece, hasAnyTag } from "../../src/table/pieces";
import { EVERY_NEED, EVERY_TAG, Need, PieceSource, readNow, targetNeed } from "../../src/table/reader";
import { ReadContext, TableRead, readTable } from "../../src/table/snapshot";

export interface SeriesStep {
  pieces: Piece[];
  /** "all" (`state`, every action that moves a piece) or a Target's priority. */
  need: string | number;
  /** The tabletop reads an area (`readOver`, TTS's cast): Priority 3 reads the cubes over the Mage Cards alone. */
  areas?: boolean;
}

/** A step's need: "all" reads every piece and card (`state`); a priority, what its Target reads. */
export function needOf(need: string | number): Need {
  if (need === "all") return EVERY_NEED;
  return targetNeed({ priority: need });
}

/** What a tag query finds among these pieces. */
export function withTags(pieces: Piece[], tags: string[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) if (hasAnyTag(p.tags, tags)) out.push(p);
  return out;
}

/** What a cast over an area finds: the pieces of the tag (else of every tag) near it, a margin beyond (hosts/paper-table.ts). */
export function piecesOver(pieces: Piece[], area: Footprint, tag: string | undefined): Piece[] {
  const out: Piece[] = [];
  const tags = tag === undefined ? EVERY_TAG : [tag];
  for (const p of withTags(pieces, tags))
    if (p.x >= area.minX - 1 && p.x <= area.maxX + 1 && p.z >= area.minZ - 1 && p.z <= area.maxZ + 1) out.push(p);
  return out;
}

export function readSeries(steps: SeriesStep[], context: ReadContext): TableRead[] {
  let current: Piece[] = [];
  const source: PieceSource = {
    readPieces: (need) => withTags(current, need.tags),
    read: (pieces, ctx) => readTable(pieces, ctx),
    context: () => ({ seated: context.seated, host: context.host }),
  };
  const areas: PieceSource = {
    readPieces: (need) => withTags(current, need.tags),
    read: (pieces, ctx) => readTable(pieces, ctx),
    context: () => ({ seated: context.seated, host: context.host }),
    readOver: (area, _floor, tag) => piecesOver(current, area, tag),
  };
  const out: TableRead[] = [];
  for (const step of steps) {
    current = step.pieces;
    out.push(readNow(step.areas === true ? areas : source, needOf(step.need), { ...DEFAULT_SETTINGS }));
  }
  return out;
}
