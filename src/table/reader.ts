/**
 * Reading the table for one press: an action names the parts of the table its rules use
 * (src/core/reads.ts), and the tabletop is asked for the pieces of those tags, afresh, and read
 * into a snapshot. Nothing read here outlives the press that read it.
 */
import { EVERY_PART, ReadPart, partsOfPriority, targetPriority } from "../core/reads";
import { Priority, Settings } from "../core/model";
import { COLOURS, Footprint, Piece, TAG } from "./pieces";
import { Point } from "./geometry";
import { pointsOn } from "./occupied";
import { RoomRef } from "./table-index";
import { PartRead, ReadContext, TableRead, nextPart } from "./snapshot";

/**
 * What a read takes: the pieces carrying any of `tags`, and with `cards` the cards in the decks
 * (Jukas's piles, the Forgotten Spell deck: read by what draws, deals or puts back a card; the
 * decks themselves are read with their tags, and a deck holds no other piece).
 */
export interface Need {
  tags: string[];
  cards: boolean;
  /**
   * The action places pieces on free spots in several places (docs/rules.md, "Geometry"): it
   * reads every piece. Without it, a Teleport reads what lies in the one Room it places Jukas in
   * once that Room is chosen (`occupiedNow`).
   */
  obstacles: boolean;
}

/** What the reader needs of a tabletop (the controller's Tabletop is one). */
export interface PieceSource {
  /** The pieces carrying any of the need's tags, as plain data, each field as the table has it now. */
  readPieces(this: void, need: Need): Piece[];
  /** The table layer's reader for these pieces (readWellFormed or readTable: the adapter names it). */
  read(this: void, pieces: Piece[], ctx: ReadContext): TableRead;
  /**
   * The same read made part by part (readWellFormed's `wellFormedInParts`), where the tabletop
   * spreads a press's work over frames (TTS). Optional: without it, `read` makes the table at once.
   */
  readInParts?(this: void, pieces: Piece[], ctx: ReadContext): PartRead;
  /** Seats, host and turns, afresh. */
  context(this: void): ReadContext;
  /**
   * The pieces over an area of the table (`floor`: its height), of every tag the mod reads, where
   * they lie now: at least every piece whose point lies in the area, read for their id, tags and
   * place at least (what `pointsOn` and the controller's `besideSpots` use). Optional: a tabletop without it has every piece read
   * instead (`occupiedNow`).
   */
  readOver?(this: void, area: Footprint, floor: number): Piece[];
}

/**
 * The tags that name a piece's owner (docs/rules.md: a seat colour, `BRW:Jukas`, `BRW:BlackRose`):
 * a reader that learns tags by query asks these beside the need's (src/tts/read.ts).
 */
export const OWNER_TAGS: string[] = [];
for (const c of COLOURS) OWNER_TAGS.push(c);
OWNER_TAGS.push(TAG.jukas);
OWNER_TAGS.push(TAG.blackRose);

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

/** A Target's need by priority (R14–R16). */
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

/** The table as the pieces of this need lie now. */
export function readNow(source: PieceSource, need: Need, settings: Settings): TableRead {
  return tableOf(source, source.readPieces(need), settings);
}

/** The table these pieces make, with the seats and turns as they are now. */
export function tableOf(source: PieceSource, pieces: Piece[], settings: Settings): TableRead {
  return source.read(pieces, contextNow(source, settings));
}

/** The seats, host and turns as they are now, with the game's settings: what a table is made with. */
export function contextNow(source: PieceSource, settings: Settings): ReadContext {
  const ctx = source.context();
  ctx.settings = settings;
  return ctx;
}

/**
 * The table of these pieces made over the frames after this one, a part a frame (the tabletop's
 * `readInParts`; one that makes it whole does so in the first), and `then` called with it in the
 * frame of the last part. The pieces were read in one frame: one moment of the table; the seats,
 * turns and `settings()` are asked as the first part is made. Nothing of it outlives the read.
 */
export function tableInFrames(
  source: PieceSource,
  pieces: Piece[],
  settings: (this: void) => Settings,
  nextFrame: (this: void, fn: (this: void) => void) => void,
  then: (this: void, read: TableRead) => void,
): void {
  nextFrame(() => {
    const ctx = contextNow(source, settings());
    if (source.readInParts === undefined) return then(source.read(pieces, ctx));
    partByFrame(source.readInParts(pieces, ctx), nextFrame, then);
  });
}

/** The read's next part made in this frame; `then` once it is made, else the rest in the next. */
function partByFrame(
  parts: PartRead,
  nextFrame: (this: void, fn: (this: void) => void) => void,
  then: (this: void, read: TableRead) => void,
): void {
  const read = nextPart(parts);
  if (read === undefined) nextFrame(() => partByFrame(parts, nextFrame, then));
  else then(read);
}

/**
 * What lies on a Room's tile now, for a press whose read did not ask every piece its place
 * (Need.obstacles false: a Teleport, which places Jukas alone, in a Room it chooses): the points
 * a read of every piece holds for that Room (`pointsOn`), from the pieces over the tile (one cast
 * on TTS), or from every piece where the tabletop cannot read an area.
 */
export function occupiedNow(source: PieceSource, room: RoomRef): Point[] {
  const pieces = source.readOver !== undefined ? source.readOver(room.footprint, room.y) : source.readPieces(PIECES_NEED);
  return pointsOn(pieces, room.footprint);
}
