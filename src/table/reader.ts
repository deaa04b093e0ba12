/**
 * Reading the table for one press: an action names the parts of the table its rules use
 * (src/core/reads.ts), and the tabletop is asked for the pieces of those tags, afresh, and read
 * into a snapshot. Nothing read here outlives the press that read it.
 */
import { CUBES_ON_CARDS, EVERY_PART, ReadPart, partsOfPriority, targetPriority } from "../core/reads";
import { Priority, Settings } from "../core/model";
import { COLOURS, Footprint, Piece, TAG, canonicalTags, colourOf } from "./pieces";
import { Point, contains } from "./geometry";
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
  /**
   * L5 (R16's Damage): the Instability lying on the Mage Card of each Mage who keeps no Damage
   * counter, beside the pieces of `tags` (which hold no BRW:Instability), read in the same moment
   * (`readFor`): over each such card where the tabletop reads an area, else every Instability piece.
   */
  cubesOnCards?: boolean;
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
   * place at least (what `pointsOn` and the controller's `besideSpots` use). With `tag`, the pieces
   * there that carry it, each read as `readPieces` reads a piece of that tag (its count, whether it
   * holds pieces, its owner tags: what a tally of them needs; `readFor`). Optional: a tabletop
   * without it has every piece read instead (`occupiedNow`, `readFor`).
   */
  readOver?(this: void, area: Footprint, floor: number, tag?: string): Piece[];
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
  // No tag of its own: read over the Mage Cards (`readFor`).
  cubesOnCards: [],
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
for (const priority of [1, 2, 3] as Priority[]) {
  const parts = partsOfPriority(priority);
  const need: Need = { tags: tagsFor(parts), cards: false, obstacles: false };
  if (parts.indexOf(CUBES_ON_CARDS) >= 0) need.cubesOnCards = true;
  TARGET_NEEDS[priority] = need;
}
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
  return tableOf(source, readFor(source, need), settings);
}

/**
 * The pieces of this need as they lie now, in one moment (a press's read stage). With
 * `cubesOnCards` (L5, R16's Damage): beside them, the Instability lying on the Mage Card of each
 * colour that keeps no Damage counter the table build will use (mages.ts: the first such counter
 * of the colour, with a number), from one area read over each such card, asked what the tally
 * needs (`readOver` with its tag); the Instability in the Rooms is not read. A tabletop that cannot
 * read an area reads every Instability piece instead, as the need read before.
 */
export function readFor(source: PieceSource, need: Need): Piece[] {
  if (need.cubesOnCards !== true) return source.readPieces(need);
  const readOver = source.readOver;
  if (readOver === undefined) return source.readPieces(withInstability(need));
  const pieces = source.readPieces(need);
  const cards = cardsOfCubes(pieces);
  const read: Footprint[] = [];
  for (const card of cards) {
    const f = card.footprint;
    for (const hit of readOver(f, card.y, TAG.instability)) if (isCube(hit, need, f, read)) pieces.push(hit);
    read.push(f);
  }
  return pieces;
}

/** The need with every Instability piece too, in the order a need of that part lists its tags (tagsFor). */
function withInstability(need: Need): Need {
  const tags = [...need.tags];
  tags.push(TAG.instability);
  return { tags, cards: need.cards, obstacles: need.obstacles };
}

/** A Mage Card whose cubes are read: its footprint and height as the table build takes them (wellFormed). */
interface CardArea {
  footprint: Footprint;
  y: number;
}

/**
 * The Mage Cards of the colours without a Damage counter that the build uses (mages.ts
 * `readCounters`: the colour's first, not a container, with a number; readOwned), each as the
 * build will see it. A card of a colour not in play (I10) is read all the same: its cubes count
 * for no Mage, and the models are not located yet.
 */
function cardsOfCubes(pieces: Piece[]): CardArea[] {
  const counted: { [colour: string]: boolean } = {};
  const cards: Piece[] = [];
  for (const p of pieces) {
    if (!isPlaced(p) || p.container === true) continue;
    const tags = tagsOfRaw(p);
    let card = false;
    let damage = false;
    for (const tag of tags) {
      if (tag === TAG.mageCard) card = true;
      else if (tag === TAG.damage) damage = true;
    }
    if (damage) {
      const colour = colourOf({ tags });
      // The colour's first counter alone counts (readOwned): one without a number leaves the cubes to count.
      if (colour !== undefined && counted[colour] === undefined) counted[colour] = hasNumber(p.value);
    }
    if (card) cards.push(p);
  }
  const out: CardArea[] = [];
  for (const p of cards) {
    const colour = colourOf({ tags: tagsOfRaw(p) });
    if (colour !== undefined && counted[colour] !== true) out.push(areaOf(p));
  }
  return out;
}

/**
 * An Instability piece lying on this card (its point in the footprint: the build locates it
 * there, or in an area that holds the point nearer) and on none read before (one piece, once),
 * that the need's own tags did not find already; a container is Jukas's supply, never Damage,
 * and is left out (its place is read by no rule of these).
 */
function isCube(hit: Piece, need: Need, f: Footprint, read: Footprint[]): boolean {
  if (!isPlaced(hit) || hit.container === true) return false;
  if (!contains(f, hit)) return false;
  for (const g of read) if (contains(g, hit)) return false;
  let instability = false;
  for (const tag of tagsOfRaw(hit)) {
    if (tag === TAG.instability) instability = true;
    else for (const t of need.tags) if (t === tag) return false;
  }
  return instability;
}

/** wellFormed's test: a piece without a place is no piece. */
function isPlaced(p: Piece): boolean {
  if (typeof p !== "object" || p === null) return false;
  const x = p.x;
  const z = p.z;
  return typeof x === "number" && x === x && typeof z === "number" && z === z;
}

function hasNumber(v: unknown): boolean {
  return typeof v === "number" && v === v;
}

/** A piece's tags in the mod's spelling, as the build reads them (wellFormed). */
function tagsOfRaw(p: Piece): string[] {
  const tags = p.tags;
  if (typeof tags !== "object" || tags === null) return [];
  return canonicalTags(tags);
}

/** The card's footprint and height as wellFormed leaves them: each finite bound of its own, else its point. */
function areaOf(p: Piece): CardArea {
  const x = p.x;
  const z = p.z;
  const f: Footprint = { minX: x, maxX: x, minZ: z, maxZ: z };
  const g = p.footprint;
  if (typeof g === "object" && g !== null) {
    if (hasNumber(g.minX)) f.minX = g.minX;
    if (hasNumber(g.maxX)) f.maxX = g.maxX;
    if (hasNumber(g.minZ)) f.minZ = g.minZ;
    if (hasNumber(g.maxZ)) f.maxZ = g.maxZ;
  }
  const y = p.y;
  return { footprint: f, y: hasNumber(y) ? y : 0 };
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
