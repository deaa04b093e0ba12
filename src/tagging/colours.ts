/**
 * Whose piece an object is: a seat colour found in its name ("Red Mage"), in its tint (a pawn
 * tinted red), or in where it lies (before Red's seat). Each kind of evidence has a strength, so
 * that two pieces claiming one colour are told apart by the better evidence.
 */
import { COLOURS } from "../table/pieces";
import { SEAT_RGB } from "../table/colours";
import { Candidate, Seat, Tint } from "./candidate";

/** A tint further than this from every seat colour (RGB, 0 to 1) names none. */
export const TINT_REACH = 0.3;
/**
 * A tint this near white says nothing: white is every untinted object's tint, so a White piece
 * is known by its name or its seat, never by its tint.
 */
export const WHITE_REACH = 0.15;
/** The nearest seat names a colour only when the next is at least this much further (by ratio). */
export const SEAT_MARGIN = 1.25;

/** How strongly a colour is known: a name says it outright, a tint nearly, a seat only by where the piece lies. */
export const BY_NAME = 3;
export const BY_TINT = 2;
export const BY_SEAT = 1;

export interface Owner {
  owner: string;
  /** BY_NAME, BY_TINT or BY_SEAT. */
  by: number;
}

/** Each colour's word, and its possessive as folding leaves it ("Red's" → "reds"). */
const COLOUR_WORD: { [word: string]: string } = {};
for (const c of COLOURS) {
  COLOUR_WORD[c.toLowerCase()] = c;
  COLOUR_WORD[c.toLowerCase() + "s"] = c;
}

/** The one seat colour a name's words say ("red", "Red's"), or undefined for none or several. */
export function colourInWords(words: string[]): string | undefined {
  let found: string | undefined = undefined;
  for (const w of words) {
    const c = COLOUR_WORD[w];
    if (typeof c === "string") {
      if (found !== undefined && found !== c) return undefined;
      found = c;
    }
  }
  return found;
}

function distance3(a: Tint, b: Tint): number {
  const dr = a.r - b.r;
  const dg = a.g - b.g;
  const db = a.b - b.b;
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/** The seat colour a tint is, if near one (never White: see WHITE_REACH). */
export function colourOfTint(tint: Tint | undefined): string | undefined {
  if (tint === undefined || typeof tint.r !== "number" || typeof tint.g !== "number" || typeof tint.b !== "number") return undefined;
  if (distance3(tint, SEAT_RGB.White) < WHITE_REACH) return undefined;
  let best = -1;
  let bestD = 0;
  // COLOURS' order (White first, never a tint's answer): the nearest of the others.
  for (let i = 1; i < COLOURS.length; i++) {
    const d = distance3(tint, SEAT_RGB[COLOURS[i]]);
    if (best < 0 || d < bestD) {
      best = i;
      bestD = d;
    }
  }
  return bestD <= TINT_REACH ? COLOURS[best] : undefined;
}

/** The colour of the seat the object lies before, when one is clearly the nearest. */
export function colourOfSeat(c: Candidate, seats: Seat[]): string | undefined {
  let best: Seat | undefined = undefined;
  let bestD = 0;
  let second = -1;
  for (const seat of seats) {
    const dx = seat.x - c.x;
    const dz = seat.z - c.z;
    const d = Math.sqrt(dx * dx + dz * dz);
    if (best === undefined || d < bestD) {
      if (best !== undefined) second = bestD;
      best = seat;
      bestD = d;
    } else if (second < 0 || d < second) second = d;
  }
  if (best === undefined) return undefined;
  if (second >= 0 && second < bestD * SEAT_MARGIN) return undefined;
  return best.color;
}

/** Whose piece it is: by its name, else its tint, else its seat. */
export function ownerOf(c: Candidate, words: string[], seats: Seat[]): Owner | undefined {
  const named = colourInWords(words);
  if (named !== undefined) return { owner: named, by: BY_NAME };
  const tinted = colourOfTint(c.tint);
  if (tinted !== undefined) return { owner: tinted, by: BY_TINT };
  const seated = colourOfSeat(c, seats);
  if (seated !== undefined) return { owner: seated, by: BY_SEAT };
  return undefined;
}
