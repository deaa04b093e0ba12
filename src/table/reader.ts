/**
 * The TableReader: all that is known about the table between two presses, and the one way to
 * read it. An action names the parts of the table its rules use (src/core/reads.ts); the reader
 * asks the tabletop for the pieces of those tags only, and reads them into a snapshot. What it
 * keeps from read to read (the tiles and their board, where each piece was last found) only
 * saves work: a read is the same as a fresh full read of the same pieces. Below it, the TTS
 * adapter keeps what it knew of each object until an event touches it (src/tts/read.ts), and
 * asks TTS each read only for what changes unannounced.
 *
 * A press that finds the tiles moved since the last read makes the board anew, which costs as
 * much as the rest of the press: `prepare` says so ("wait"), and the action runs in the next
 * frame on the pieces already read, so that neither frame carries both (docs/performance.md).
 */
import { EVERY_PART, ReadPart, partsOfPriority, targetPriority } from "../core/reads";
import { Priority, Settings } from "../core/model";
import { Footprint, Piece, TAG } from "./pieces";
import { Point } from "./geometry";
import { pointsOn } from "./occupied";
import { RoomRef } from "./table-index";
import { ReadContext, TableRead } from "./snapshot";
import { TableIndex } from "./table-index";
import { emptyReadMemo, ReadMemo } from "./tiles";
import { sameStrings } from "../core/values";

/**
 * What a read takes: the pieces carrying any of `tags`, and with `cards` the cards in the decks
 * (Jukas's piles, the Forgotten Spell deck: read by what draws, deals or puts back a card; the
 * decks themselves are read with their tags, and a deck holds no other piece).
 */
export interface Need {
  tags: string[];
  cards: boolean;
  /**
   * The action places pieces on free spots (docs/rules.md, "Geometry"): where every piece read
   * lies matters, not only where the pieces its rules count lie (an adapter may keep the last
   * known place of a counter, a card or a bag for a Target: src/tts/read.ts).
   */
  obstacles: boolean;
}

/** What the reader needs of a tabletop (the controller's Host is one). */
export interface PieceSource {
  /** The pieces carrying any of the need's tags, as plain data, each field as the table has it now. */
  readPieces(this: void, need: Need): Piece[];
  /** The table layer's reader for these pieces (readWellFormed or readTable: the adapter names it). */
  read(this: void, pieces: Piece[], ctx: ReadContext): TableRead;
  /** Seats, host and turns, afresh. */
  context(this: void): ReadContext;
  /**
   * The pieces over an area of the table (`floor`: its height), of every tag the mod reads and
   * without the decks' cards, where they lie now: at least every piece whose point lies in the
   * area. Optional: a tabletop without it has every piece read instead (`occupiedNow`).
   */
  readOver?(this: void, area: Footprint, floor: number): Piece[];
}

export interface TableReader {
  source: PieceSource;
  /** The index of the last read: the adapter's upkeep (e.g. which models carry its menu item) reads no table of its own. */
  lastIndex?: TableIndex;
  /** Kept from read to read (tiles.ts, board.ts): unchanged tiles are not read again, nor unmoved pieces located again. */
  memo: ReadMemo;
  /** A press's pieces read by `prepare`, with its read when the board stood. */
  prepared?: { need: Need; pieces: Piece[]; read?: TableRead };
}

/** Every action reads these: the Lodge, the models (I10), the Crown (I6), the Avatar Cards. */
export const ALWAYS_READ = [TAG.room, TAG.cell, TAG.mageCard, TAG.mage, TAG.crown, TAG.avatar];

const PART_TAGS: { [part: string]: string[] } = {
  vortex: [TAG.vortex],
  // The game pool's bag: what takes a token from the pool or puts one back (no Target).
  pool: [TAG.vortexPool],
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

/** A Target's need by priority (R14–R16), made once: every press of one finds the same object. */
const TARGET_NEEDS: { [priority: number]: Need } = {};
for (const priority of [1, 2, 3] as Priority[])
  TARGET_NEEDS[priority] = { tags: tagsFor(partsOfPriority(priority)), cards: false, obstacles: false };
/** A priority that is none of 1–3 reads no more than every read takes: the rules refuse it before any criterion. */
const NO_PRIORITY: Need = { tags: tagsFor([]), cards: false, obstacles: false };

/** What a Target of these params reads: its criteria's parts (src/core/reads.ts), no cards. */
export function targetNeed(params: unknown): Need {
  const priority = targetPriority(params);
  if (priority === undefined) return NO_PRIORITY;
  return TARGET_NEEDS[priority];
}

/** Every tag the mod reads. */
export const EVERY_TAG = tagsFor(EVERY_PART);

/** Every piece, the decks' cards aside: what an action that places a piece anywhere reads. */
export const PIECES_NEED: Need = { tags: EVERY_TAG, cards: false, obstacles: true };

/** Everything, the piles' cards too: what `state` reads, and a read at load. */
export const EVERY_NEED: Need = { tags: EVERY_TAG, cards: true, obstacles: true };

export function createReader(source: PieceSource): TableReader {
  return { source, memo: emptyReadMemo() };
}

/**
 * A press's first hop: reads the pieces of the need, and the table when its board stands ("now":
 * the action runs in this frame, on this read). "wait": the board was made anew; run the action
 * in the next frame, where `readFor` reads these same pieces on it.
 */
export function prepare(reader: TableReader, need: Need, settings: Settings): "now" | "wait" {
  const pieces = reader.source.readPieces(need);
  const read = readPieces(reader, need, pieces, settings, true);
  if (read.later === true) {
    reader.prepared = { need, pieces };
    return "wait";
  }
  reader.prepared = { need, pieces, read };
  return "now";
}

/** The table as the pieces of this need lie: a press's own read (prepare's), else a fresh one. */
export function readFor(reader: TableReader, need: Need, settings: Settings): TableRead {
  const kept = reader.prepared;
  reader.prepared = undefined;
  if (kept !== undefined && sameNeed(kept.need, need)) {
    if (kept.read !== undefined) return kept.read;
    return readPieces(reader, need, kept.pieces, settings, false);
  }
  return readPieces(reader, need, reader.source.readPieces(need), settings, false);
}

function readPieces(reader: TableReader, need: Need, pieces: Piece[], settings: Settings, boardFirst: boolean): TableRead {
  const ctx = reader.source.context();
  ctx.settings = settings;
  ctx.memo = reader.memo;
  ctx.boardFirst = boardFirst;
  ctx.partial = need.tags !== EVERY_TAG;
  const read = reader.source.read(pieces, ctx);
  reader.lastIndex = read.index;
  return read;
}

function sameNeed(a: Need, b: Need): boolean {
  // Most often the same need (a constant): no walk.
  if (a === b) return true;
  return a.cards === b.cards && a.obstacles === b.obstacles && sameStrings(a.tags, b.tags);
}

/**
 * What lies on a Room's tile now, for a press whose read did not ask every piece its place
 * (Need.obstacles false: a Teleport, which places Jukas alone, in a Room it chooses): the points
 * a read of every piece holds for that Room (`pointsOn`), from the pieces over the tile (one cast
 * on TTS), or from every piece where the tabletop cannot read an area.
 */
export function occupiedNow(reader: TableReader, room: RoomRef): Point[] {
  const source = reader.source;
  const pieces = source.readOver !== undefined ? source.readOver(room.footprint, room.y) : source.readPieces(PIECES_NEED);
  return pointsOn(pieces, room.footprint);
}
