/**
 * What any tabletop can tell about one object, as plain data. Each platform adapter's only
 * reading job is to turn its objects into these; everything after that is shared (DESIGN.md).
 * Positions follow TTS's convention: y is up, the table plane is x/z.
 */
import { BLACK_ROSE, JUKAS } from "../core/model";
import { shown } from "../core/text";

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
  tags: string[];
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
  /** Rotation about the vertical axis, in degrees. */
  rotY: number;
  footprint: Footprint;
  faceDown: boolean;
  /**
   * How many game pieces this object stands for: 1 for a single piece, the stack size for a
   * stack of identical pieces (not a container: a stack lies somewhere and counts there), the
   * content count for a container.
   */
  quantity: number;
  /** A counter's value, when the object is a counter. */
  value?: number;
  /** GM Notes (TTS) or saved description (TTPG); may hold JSON overrides. */
  notes?: string;
  /** A bag or a deck: it is never "in a Room", its content is supply (TABLE.md). */
  container: boolean;
  contents: ContentItem[];
}

/** TABLE.md tags, spelled once. */
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
};

/** Seat colours in seat order (TABLE.md): the order every per-colour list follows. */
export const COLOURS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"];

/** Tags as a list even when an adapter (or a Lua caller) left them out. */
export function tagsOf(tags: string[] | undefined): string[] {
  return typeof tags === "object" && tags !== null ? tags : [];
}

export function hasTag(piece: { tags: string[] }, tag: string): boolean {
  return tagsOf(piece.tags).indexOf(tag) >= 0;
}

/** The piece's seat colour tag, the first in seat order; undefined when it has none. */
export function colourOf(piece: { tags: string[] }): string | undefined {
  for (const colour of COLOURS) {
    if (hasTag(piece, colour)) return colour;
  }
  return undefined;
}

/** How many game pieces an object stands for; never negative (an infinite bag says -1 in TTS). */
export function countOf(piece: Piece): number {
  const q = piece.quantity;
  if (typeof q !== "number" || q !== q || q < 0) return 0;
  return Math.floor(q);
}

/** How a warning names a piece: its nickname, else its first BRW tag and its id (TABLE.md). */
export function pieceLabel(piece: { id: string; name: string; tags: string[] }): string {
  const name = typeof piece.name === "string" ? piece.name.trim() : "";
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
export const OWNERS = [...COLOURS, JUKAS, BLACK_ROSE];

/** Who an Instability piece belongs to (TABLE.md): the Black Rose, Jukas, or a colour. */
export function instabilityOwner(piece: { tags: string[] }): string | undefined {
  if (hasTag(piece, TAG.blackRose)) return BLACK_ROSE;
  if (hasTag(piece, TAG.jukas)) return JUKAS;
  return colourOf(piece);
}

/** Jukas's own pieces (model, Cell, counter) carry BRW:Jukas; others a colour. */
export function jukasOrColour(piece: { tags: string[] }): string | undefined {
  return hasTag(piece, TAG.jukas) ? JUKAS : colourOf(piece);
}

export function withTag(pieces: Piece[], tag: string): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    if (hasTag(p, tag)) out.push(p);
  }
  return out;
}

function numberOr(x: unknown, fallback: number): number {
  return typeof x === "number" && x === x ? x : fallback;
}

function listOr<T>(x: T[] | undefined): T[] {
  return typeof x === "object" && x !== null ? x : [];
}

function contentsOf(raw: ContentItem[] | undefined): ContentItem[] {
  const out: ContentItem[] = [];
  for (const item of listOr(raw)) {
    if (typeof item !== "object" || item === null) continue;
    out.push({ id: typeof item.id === "string" ? item.id : "?", name: typeof item.name === "string" ? item.name : "", tags: listOr(item.tags) });
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
  if (numberOr(p.x, NaN) !== p.x || numberOr(p.z, NaN) !== p.z) return undefined;
  const x = p.x;
  const z = p.z;
  const piece: Piece = {
    id: typeof p.id === "string" ? p.id : "?",
    name: typeof p.name === "string" ? p.name : "",
    tags: listOr(p.tags),
    x,
    y: numberOr(p.y, 0),
    z,
    rotY: numberOr(p.rotY, 0),
    footprint: { minX: x, maxX: x, minZ: z, maxZ: z },
    faceDown: p.faceDown === true,
    quantity: numberOr(p.quantity, 1),
    container: p.container === true,
    contents: contentsOf(p.contents),
  };
  const f = p.footprint;
  if (typeof f === "object" && f !== null) {
    piece.footprint = { minX: numberOr(f.minX, x), maxX: numberOr(f.maxX, x), minZ: numberOr(f.minZ, z), maxZ: numberOr(f.maxZ, z) };
  }
  if (typeof p.value === "number") piece.value = p.value;
  if (typeof p.notes === "string") piece.notes = p.notes;
  return piece;
}
