/**
 * A tabletop's script, press after press, as plain data: reads over a list of tables, each by
 * one need. Built into the table layer's Lua test
 * bundle (test/table/lua-entry.ts), so the reader runs the same series on TypeScript and on Lua.
 */
import { DEFAULT_SETTINGS } from "../../src/core/model";
import { Piece, hasAnyTag } from "../../src/table/pieces";
import { EVERY_NEED, Need, PieceSource, readNow, targetNeed } from "../../src/table/reader";
import { ReadContext, TableRead, readTable } from "../../src/table/snapshot";

export interface SeriesStep {
  pieces: Piece[];
  /** "all" (`state`, every action that moves a piece) or a Target's priority. */
  need: string | number;
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

export function readSeries(steps: SeriesStep[], context: ReadContext): TableRead[] {
  let current: Piece[] = [];
  const source: PieceSource = {
    readPieces: (need) => withTags(current, need.tags),
    read: (pieces, ctx) => readTable(pieces, ctx),
    context: () => ({ seated: context.seated, host: context.host }),
  };
  const out: TableRead[] = [];
  for (const step of steps) {
    current = step.pieces;
    out.push(readNow(source, needOf(step.need), { ...DEFAULT_SETTINGS }));
  }
  return out;
}
