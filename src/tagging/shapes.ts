/**
 * What an object's shape says it can be (docs/tagging.md, "How a piece is recognised"): a Room
 * or a Cell is a flat tile, hexagonal when the platform says its outline, of the Lodge's size; a
 * Mage is a model standing up; a token is small and flat; a pool is a bag; a deck is a deck.
 * Each test answers undefined when the shape fits, else why not (a key of `shapeWords`).
 */
import { Candidate } from "./candidate";

/** A tile is flat: its height at most this share of its larger side. */
export const FLAT = 0.35;
/** A model stands: its height at least this share of its larger side. */
export const STANDING = 0.8;
/** A Room tile's larger side within these shares of the Lodge's (the median of the Room tiles found). */
export const ROOM_SIZE_MIN = 0.75;
export const ROOM_SIZE_MAX = 1.33;
/** A tile named like a Room, within these shares but not the above, is listed as not placed; further off, it is some other thing. */
export const ROOM_SIZE_NEAR_MIN = 0.5;
export const ROOM_SIZE_NEAR_MAX = 2;
/** A Cell is about a Room tile's size. */
export const CELL_SIZE_MIN = 0.6;
export const CELL_SIZE_MAX = 1.6;
/** A Mage Card is at least this share of a Room tile. */
export const CARD_SIZE_MIN = 0.4;
/** A token (Vortex, Instability, the Crown) is smaller than a Room tile by this share. */
export const TOKEN_SIZE_MAX = 0.8;

export function side(c: Candidate): number {
  return c.width > c.depth ? c.width : c.depth;
}

function isFlat(c: Candidate): boolean {
  return c.height <= FLAT * side(c);
}

function isStanding(c: Candidate): boolean {
  return c.height >= STANDING * side(c);
}

/** Forms that hold or show other things: never a piece of the Lodge's. */
function holdsOrShows(c: Candidate): boolean {
  return c.form === "bag" || c.form === "deck" || c.form === "text";
}

/** A flat tile (or a flat model or board), hexagonal or of an outline the platform does not say: a Room or Cell tile's shape. */
export function tileShape(c: Candidate): string | undefined {
  if (holdsOrShows(c) || c.form === "card" || c.form === "counter" || c.form === "model") return "notTile";
  if (!isFlat(c)) return "notFlat";
  if (c.shape !== undefined && c.shape !== "hex") return "notHex";
  return undefined;
}

/** Within [min, max] shares of the Lodge's tile size (`lodge` 0: not known yet, anything goes). */
export function sized(c: Candidate, lodge: number, min: number, max: number): string | undefined {
  if (lodge <= 0) return undefined;
  const s = side(c);
  if (s < min * lodge) return "tooSmall";
  if (s > max * lodge) return "tooLarge";
  return undefined;
}

/** A Mage model: a model, or another object standing up; never a card, a counter, a container or text. */
export function modelShape(c: Candidate): string | undefined {
  if (holdsOrShows(c) || c.form === "card" || c.form === "counter") return "notModel";
  if (c.form === "model") return undefined;
  return isStanding(c) ? undefined : "notModel";
}

/** A Mage Card: a card, a tile or a board, flat, not a small token. */
export function cardShape(c: Candidate, lodge: number): string | undefined {
  if (holdsOrShows(c) || c.form === "counter" || c.form === "model") return "notCard";
  if (!isFlat(c)) return "notFlat";
  return sized(c, lodge, CARD_SIZE_MIN, 1000);
}

/** Something that can show a number (a counter, a tile or token, a scripted object): not a card, a container or text. */
export function valueShape(c: Candidate): string | undefined {
  if (holdsOrShows(c) || c.form === "card") return "notValue";
  return undefined;
}

/** A small token (Vortex, Instability, the Crown): no container, card, counter, text or model; smaller than a Room tile. */
export function tokenShape(c: Candidate, lodge: number): string | undefined {
  if (holdsOrShows(c) || c.form === "card" || c.form === "counter" || c.form === "model") return "notToken";
  return sized(c, lodge, 0, TOKEN_SIZE_MAX);
}

export function bagShape(c: Candidate): string | undefined {
  return c.form === "bag" ? undefined : "notBag";
}

/** The Forgotten Spell deck: a deck (never a single card: one drawn into a hand is named alike). */
export function deckShape(c: Candidate): string | undefined {
  return c.form === "deck" ? undefined : "notDeck";
}
