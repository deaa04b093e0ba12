/**
 * What any tabletop can tell about one object, as plain data. Each platform adapter's only
 * reading job is to turn its objects into these; everything after that is shared (docs/development.md).
 * Positions follow TTS's convention: y is up, the table plane is x/z.
 */
import { BLACK_ROSE, JUKAS } from "../core/model";
import { shown } from "../words/text";
import { trimSpaces } from "../core/strings";
import { ROOM_NAME_TAG } from "./contract";

/** A bounding box on the table plane (TTS `getBounds`, TTPG `getExtent`). */
export interface Footprint {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/** One object held by a container (a bag's or a deck's content). */
export interface ContentItem {
  id: string;
  name: string;
  /**
   * As the table spells them (a bag holds many pieces: the one reader of their tags,
   * instability.ts, matches them without regard to case itself).
   */
  tags: string[];
  /** Its GM Notes, when it has any (a Jukas card's id: `{"card":"c-07"}`); read for the cards of Jukas's piles, an adapter may leave it out elsewhere. */
  notes?: string;
  /** Its description, when it has one: a card's steps as a player writes them (src/core/card-line.ts); read for the cards of Jukas's piles. */
  description?: string;
}

export interface Piece {
  /** TTS GUID or TTPG id: how the adapter finds the object again to act on it. */
  id: string;
  /** The nickname (TTS) or name (TTPG); "" when none. */
  name: string;
  tags: string[];
  x: number;
  y: number;
  z: number;
  /**
   * Rotation about the vertical axis, in degrees. Read for Jukas's card piles (a card drawn lies
   * along its pile); an adapter may leave it 0 for other pieces (a piece the mod moves keeps its
   * turn, read as it moves: StepDone.rotY).
   */
  rotY: number;
  /**
   * Read for the areas a piece can lie in (Rooms, Cells, Mage Cards) and Jukas's card piles,
   * which every reader of a footprint is; an adapter may leave it out for any other piece (its
   * point is all that is read of it). `wellFormed` gives every piece one.
   */
  footprint?: Footprint;
  /** Read for Room tiles (Rebuilt when face down); an adapter may leave it false for other pieces. */
  faceDown: boolean;
  /**
   * How many game pieces this object stands for: 1 for a single piece, the stack size for a
   * stack of identical pieces (not a container: a stack lies somewhere and counts there), the
   * content count for a container. A whole number, never negative, in a read's pieces
   * (`wellFormed` makes it so; an adapter read with `readWellFormed` gives it so).
   */
  quantity: number;
  /** A counter's value, when the object is a counter. */
  value?: number;
  /** GM Notes (TTS) or saved description (TTPG) of a Room tile; may hold JSON overrides. */
  notes?: string;
  /** The description (TTS) of a card of Jukas's piles: its steps as a player writes them (src/core/card-line.ts). */
  description?: string;
  /** A bag or a deck: it is never "in a Room", its content is supply (docs/rules.md). */
  container: boolean;
  /** A container's content; an adapter may leave it out for any other piece (`itemsOf`). */
  contents?: ContentItem[];
}

/** docs/rules.md tags, spelled once. */
export const TAG = {
  room: "BRW:Room",
  cell: "BRW:Cell",
  mage: "BRW:Mage",
  jukas: "BRW:Jukas",
  mageCard: "BRW:MageCard",
  vortex: "BRW:Vortex",
  vortexPool: "BRW:VortexPool",
  instability: "BRW:Instability",
  blackRose: "BRW:BlackRose",
  power: "BRW:Power",
  damage: "BRW:Damage",
  crown: "BRW:Crown",
  forgottenSpells: "BRW:ForgottenSpells",
  avatar: "BRW:Avatar",
  // This mod's own tags, not docs/rules.md's (docs/save.md): Jukas's card decks, on the deck and on each card.
  jukasCommand: "BRW:JukasCommand",
  jukasEvocation: "BRW:JukasEvocation",
  jukasEvent: "BRW:JukasEvent",
};

/** Seat colours in seat order (docs/rules.md): the order every per-colour list follows. */
export const COLOURS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"];

/**
 * Tags match without regard to case, as TTS's do (its API, Tag Functions: "An individual tag is a
 * string and is case-insensitive"; docs/rules.md): `brw:room` is `BRW:Room`, `red` is `Red`. Each
 * adapter turns a piece's tags into the spelling this file gives once, as it reads the piece
 * (`canonicalTags`), so that every comparison after it stays an exact one; the pieces inside a
 * container keep the table's spelling (ContentItem.tags). `SPELT`: true for each tag the mod
 * knows, as the mod spells it.
 */
export const SPELT: { readonly [tag: string]: boolean } = {};
const CANONICAL = SPELT as { [tag: string]: boolean };
const BY_LOWER: { [lower: string]: string } = {};
function spell(tag: string): void {
  CANONICAL[tag] = true;
  BY_LOWER[tag.toLowerCase()] = tag;
}
/** Every tag the mod knows, in its spelling: docs/rules.md's, the mod's own, the colours. */
export const KNOWN_TAGS: string[] = [];
for (const key in TAG) KNOWN_TAGS.push((TAG as { [key: string]: string })[key]);
for (const colour of COLOURS) KNOWN_TAGS.push(colour);
for (const tag of KNOWN_TAGS) spell(tag);
const ROOM_NAME_LOWER = ROOM_NAME_TAG.toLowerCase();
const ROOM_NAME_LENGTH = ROOM_NAME_TAG.length;

/** One tag in the mod's spelling: a known tag whatever its case, a Room's name tag with its prefix so; any other as it is. */
export function canonicalTag(tag: string): string {
  if (CANONICAL[tag] === true) return tag;
  const lower = tag.toLowerCase();
  const known = BY_LOWER[lower];
  // typeof: a JS object answers inherited names ("constructor") with functions.
  if (typeof known === "string") return known;
  if (lower.length > ROOM_NAME_LENGTH && lower.substring(0, ROOM_NAME_LENGTH) === ROOM_NAME_LOWER)
    return ROOM_NAME_TAG + tag.substring(ROOM_NAME_LENGTH);
  return tag;
}

/**
 * A piece's tags in the mod's spelling (`canonicalTag`): the same list when every tag is spelt so
 * already (one lookup a tag, what a table tagged by the mod costs), else a new one.
 */
export function canonicalTags(tags: string[]): string[] {
  let same = true;
  for (const t of tags) if (CANONICAL[t] !== true && typeof t === "string" && canonicalTag(t) !== t) same = false;
  if (same) return tags;
  const out: string[] = [];
  for (const t of tags) out.push(typeof t === "string" ? canonicalTag(t) : t);
  return out;
}

/** Tags as a list even when an adapter (or a Lua caller) left them out. */
export function tagsOf(tags: string[] | undefined): string[] {
  return typeof tags === "object" && tags !== null ? tags : [];
}

/**
 * A Room or Cell tile: the floor pieces lie on, never in the way of a spot (occupied.ts
 * `pointsOn`, src/tts/read.ts `readOver`). A tile a player also tagged BRW:Instability, not a
 * container, is Instability lying where it is to the table build (kinds.ts `sortKinds`): no floor.
 */
export function isFloor(tags: string[], container: boolean): boolean {
  let tile = false;
  let instability = false;
  for (const tag of tags) {
    if (tag === TAG.room || tag === TAG.cell) tile = true;
    else if (tag === TAG.instability) instability = true;
  }
  return tile && !(instability && !container);
}

export function hasTag(piece: { tags: string[] }, tag: string): boolean {
  const tags = piece.tags;
  if (typeof tags !== "object" || tags === null) return false;
  // A plain loop: Array.indexOf is a general lualib function in Lua, several times dearer.
  for (const t of tags) if (t === tag) return true;
  return false;
}

/** Whether `own` (an object's tags) holds any of `asked`: what a query for those tags finds. */
export function hasAnyTag(own: string[], asked: string[]): boolean {
  for (const t of own) if (asked.indexOf(t) >= 0) return true;
  return false;
}

/** Seat order by colour, for colourOf's one pass over a piece's tags. */
const SEAT: { [colour: string]: number } = {};
for (let i = 0; i < COLOURS.length; i++) SEAT[COLOURS[i]] = i;

/** The piece's seat colour tag, the first in seat order; undefined when it has none. */
export function colourOf(piece: { tags: string[] }): string | undefined {
  let best = -1;
  for (const tag of tagsOf(piece.tags)) {
    const seat = SEAT[tag];
    // typeof: a JS object answers inherited names ("constructor") with functions.
    if (typeof seat === "number" && (best < 0 || seat < best)) best = seat;
  }
  if (best < 0) return undefined;
  return COLOURS[best];
}

/** A container's content ([] for a piece that holds nothing, whose content an adapter may leave out). */
export function itemsOf(piece: Piece): ContentItem[] {
  const c = piece.contents;
  return c !== undefined ? c : [];
}

/** The piece's footprint: its own, or its point (an adapter may leave out a point piece's: Piece.footprint). */
export function footprintOf(piece: Piece): Footprint {
  const f = piece.footprint;
  return f !== undefined ? f : { minX: piece.x, maxX: piece.x, minZ: piece.z, maxZ: piece.z };
}

/** How many game pieces an object stands for; never negative (an infinite bag says -1 in TTS). */
export function countOf(piece: Piece): number {
  const q = piece.quantity;
  if (typeof q !== "number" || q !== q || q < 0) return 0;
  return Math.floor(q);
}

/** How a warning names a piece: its nickname, else its first BRW tag and its id (docs/rules.md). */
export function pieceLabel(piece: { id: string; name: string; tags: string[] }): string {
  const name = typeof piece.name === "string" ? trimSpaces(piece.name) : "";
  if (name !== "") return shown(name);
  let tag = "piece";
  for (const t of tagsOf(piece.tags)) {
    if (t.indexOf("BRW:") === 0) {
      tag = t;
      break;
    }
  }
  return tag + " " + piece.id;
}

/** Owners of Instability in their fixed order: seat colours, then Jukas, then the Black Rose. */
export const OWNERS: string[] = [];
// Pushed, not spread: a spread is a lualib helper the script would carry for this line alone.
for (const c of COLOURS) OWNERS.push(c);
OWNERS.push(JUKAS);
OWNERS.push(BLACK_ROSE);

const OWNER_AT: { [owner: string]: number } = {};
for (let i = 0; i < OWNERS.length; i++) OWNER_AT[OWNERS[i]] = i;

/** Position of an owner in OWNERS, or -1 (OWNERS.indexOf, without the search). */
export function ownerIndex(owner: string): number {
  const i = OWNER_AT[owner];
  return typeof i === "number" ? i : -1;
}

/** OWNERS position of each tag that names an owner. */
const OWNER_OF_TAG: { [tag: string]: number } = {};
for (let i = 0; i < COLOURS.length; i++) OWNER_OF_TAG[COLOURS[i]] = i;
OWNER_OF_TAG[TAG.jukas] = OWNER_AT[JUKAS];
OWNER_OF_TAG[TAG.blackRose] = OWNER_AT[BLACK_ROSE];
const JUKAS_AT = OWNER_AT[JUKAS];
const BLACK_ROSE_AT = OWNER_AT[BLACK_ROSE];

/**
 * Who an Instability piece belongs to (docs/rules.md), as an OWNERS position (-1: nobody), in one pass over the tags with one
 * lookup each (this runs for every Instability piece): the Black Rose first, then Jukas, then
 * the first colour in seat order.
 */
export function instabilityOwnerIndex(tags: string[]): number {
  let jukas = false;
  let best = -1;
  for (const tag of tags) {
    const i = OWNER_OF_TAG[tag];
    // Lua cannot compare nil with a number; in JS an inherited name answers a function, which
    // compares false with every number below (OWNERS: the colours, then Jukas, then the Black
    // Rose). No `continue`: this runs for each tag of every Instability piece.
    if (i !== undefined) {
      if (i < JUKAS_AT) {
        if (best < 0 || i < best) best = i;
      } else if (i === JUKAS_AT) jukas = true;
      else if (i === BLACK_ROSE_AT) return i;
    }
  }
  return jukas ? JUKAS_AT : best;
}

/** Jukas's own pieces (model, Cell, counter) carry BRW:Jukas; others a colour. */
export function jukasOrColour(piece: { tags: string[] }): string | undefined {
  return hasTag(piece, TAG.jukas) ? JUKAS : colourOf(piece);
}

function listOr<T>(x: T[] | undefined): T[] {
  return typeof x === "object" && x !== null ? x : [];
}

function contentsOf(raw: ContentItem[] | undefined): ContentItem[] {
  const out: ContentItem[] = [];
  if (typeof raw !== "object" || raw === null) return out;
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const copy: ContentItem = {
      id: typeof item.id === "string" ? item.id : "?",
      name: typeof item.name === "string" ? item.name : "",
      tags: listOr(item.tags),
    };
    if (typeof item.notes === "string") copy.notes = item.notes;
    if (typeof item.description === "string") copy.description = item.description;
    out.push(copy);
  }
  return out;
}

/**
 * A piece with every field of the right type, whatever an adapter (or another script calling
 * through Lua) passed: a missing number would make Lua's comparisons throw where JS's are false.
 * Undefined for something that is not an object, or has no position on the table.
 */
export function wellFormed(raw: unknown): Piece | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const p = raw as Piece;
  // Written out field by field, without helpers: this runs for every piece of every read.
  const x = p.x;
  const z = p.z;
  if (typeof x !== "number" || x !== x || typeof z !== "number" || z !== z) return undefined;
  const y = p.y;
  const rotY = p.rotY;
  const quantity = p.quantity;
  const tags = p.tags;
  const piece: Piece = {
    id: typeof p.id === "string" ? p.id : "?",
    name: typeof p.name === "string" ? p.name : "",
    tags: typeof tags === "object" && tags !== null ? canonicalTags(tags) : [],
    x,
    y: typeof y === "number" && y === y ? y : 0,
    z,
    rotY: typeof rotY === "number" && rotY === rotY ? rotY : 0,
    footprint: { minX: x, maxX: x, minZ: z, maxZ: z },
    faceDown: p.faceDown === true,
    // A whole count, never negative (countOf's): the tallies then add it as it is.
    quantity: typeof quantity === "number" && quantity === quantity ? (quantity >= 0 ? Math.floor(quantity) : 0) : 1,
    container: p.container === true,
    contents: contentsOf(p.contents),
  };
  const f = p.footprint;
  if (typeof f === "object" && f !== null) {
    const f0 = piece.footprint!;
    if (typeof f.minX === "number" && f.minX === f.minX) f0.minX = f.minX;
    if (typeof f.maxX === "number" && f.maxX === f.maxX) f0.maxX = f.maxX;
    if (typeof f.minZ === "number" && f.minZ === f.minZ) f0.minZ = f.minZ;
    if (typeof f.maxZ === "number" && f.maxZ === f.maxZ) f0.maxZ = f.maxZ;
  }
  if (typeof p.value === "number") piece.value = p.value;
  if (typeof p.notes === "string") piece.notes = p.notes;
  if (typeof p.description === "string") piece.description = p.description;
  return piece;
}
