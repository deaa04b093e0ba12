/**
 * The TableReader: all that is known about the table between two presses, and the one way to
 * read it. An action names the parts of the table its rules use (src/core/reads.ts); the reader
 * asks the tabletop for the pieces of those tags only, and reads them into a snapshot. What it
 * keeps from read to read (the tiles and their board, where each piece was last found) only
 * saves work: a read is the same as a fresh full read of the same pieces.
 *
 * A press that finds the tiles moved since the last read makes the board anew, which costs as
 * much as the rest of the press: `prepare` says so ("wait"), and the action runs in the next
 * frame on the pieces already read, so that neither frame carries both (docs/performance.md).
 */
import { EVERY_PART, ReadPart } from "../core/reads";
import { Settings } from "../core/model";
import { Piece, TAG } from "./pieces";
import { ReadContext, TableRead } from "./snapshot";
import { TableIndex } from "./table-index";
import { emptyReadMemo, ReadMemo } from "./tiles";

/** What the reader needs of a tabletop (the controller's Host is one). */
export interface PieceSource {
  /** The pieces carrying any of these tags, as plain data (a fresh read every call). */
  readPieces(this: void, tags: string[]): Piece[];
  /** The table layer's reader for these pieces (readWellFormed or readTable: the adapter names it). */
  read(this: void, pieces: Piece[], ctx: ReadContext): TableRead;
  /** Seats, host and turns, afresh. */
  context(this: void): ReadContext;
}

export interface TableReader {
  source: PieceSource;
  /** The index of the last read: the adapter's upkeep (e.g. which models carry its menu item) reads no table of its own. */
  lastIndex?: TableIndex;
  /** Kept from read to read (tiles.ts, board.ts): unchanged tiles are not read again, nor unmoved pieces located again. */
  memo: ReadMemo;
  /** A press's pieces read by `prepare`, with its read when the board stood. */
  prepared?: { tags: string[]; pieces: Piece[]; read?: TableRead };
}

/** Every action reads these: the Lodge, the models (I10), the Crown (I6), the Avatar Cards. */
export const ALWAYS_READ = [TAG.room, TAG.cell, TAG.mageCard, TAG.mage, TAG.crown, TAG.avatar];

const PART_TAGS: { [part: string]: string[] } = {
  vortex: [TAG.vortex, TAG.vortexPool],
  instability: [TAG.instability],
  counters: [TAG.power, TAG.damage],
  spells: [TAG.forgottenSpells],
  piles: [TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent],
};

/** The tags whose pieces these parts are, with what every action reads, in a fixed order. */
export function tagsFor(parts: ReadPart[]): string[] {
  const out = [...ALWAYS_READ];
  for (const part of parts) for (const tag of PART_TAGS[part]) out.push(tag);
  return out;
}

/** Every tag the mod reads: what `state` reads, and a read at load. */
export const EVERY_TAG = tagsFor(EVERY_PART);

export function createReader(source: PieceSource): TableReader {
  return { source, memo: emptyReadMemo() };
}

/**
 * A press's first hop: reads the pieces of `tags`, and the table when its board stands ("now":
 * the action runs in this frame, on this read). "wait": the board was made anew; run the action
 * in the next frame, where `readFor` reads these same pieces on it.
 */
export function prepare(reader: TableReader, tags: string[], settings: Settings): "now" | "wait" {
  const pieces = reader.source.readPieces(tags);
  const read = readPieces(reader, tags, pieces, settings, true);
  if (read.later === true) {
    reader.prepared = { tags, pieces };
    return "wait";
  }
  reader.prepared = { tags, pieces, read };
  return "now";
}

/** The table as these tags' pieces lie: a press's own read (prepare's), else a fresh one. */
export function readFor(reader: TableReader, tags: string[], settings: Settings): TableRead {
  const kept = reader.prepared;
  reader.prepared = undefined;
  if (kept !== undefined && sameTags(kept.tags, tags)) {
    if (kept.read !== undefined) return kept.read;
    return readPieces(reader, tags, kept.pieces, settings, false);
  }
  return readPieces(reader, tags, reader.source.readPieces(tags), settings, false);
}

function readPieces(reader: TableReader, tags: string[], pieces: Piece[], settings: Settings, boardFirst: boolean): TableRead {
  const ctx = reader.source.context();
  ctx.settings = settings;
  ctx.memo = reader.memo;
  ctx.boardFirst = boardFirst;
  ctx.partial = tags !== EVERY_TAG;
  const read = reader.source.read(pieces, ctx);
  reader.lastIndex = read.index;
  return read;
}

function sameTags(a: string[], b: string[]): boolean {
  // Most often the same list (EVERY_TAG): no walk.
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
