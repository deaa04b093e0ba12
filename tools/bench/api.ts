/**
 * TTS API calls against the fewest a fresh read can make (src/tts/read.ts): every press reads
 * each piece of the tags its action needs afresh, and nothing twice. The formula and what each
 * term counts: docs/performance.md ("How it is measured"). The action's own calls (the
 * synchronous call less the reading) are its output: announcements, highlights, moves.
 */
import type { Census } from "./table";
import { OWNER_TAGS } from "../../src/table/reader";

/** Calls that list objects on the table. */
export const QUERIES = ["getObjectsWithAnyTags", "getObjectsWithTag", "getObjectsWithAllTags", "getAllObjects", "getObjects"];

/** A read's one `getObjectsWithAnyTags`: the pieces, in the table's order (src/tts/read.ts). */
export const READ_QUERIES = 1;

/** The `getObjectsWithTag` of a read of these tags: one per tag, and one per owner tag (src/tts/read.ts). */
export function tagQueries(tags: string[]): number {
  return new Set([...tags, ...OWNER_TAGS]).size;
}

/** Every table query of a read of these tags. */
export function readQueries(tags: string[]): number {
  return READ_QUERIES + tagQueries(tags);
}

/**
 * A read's minimum, by name, for the pieces of the census; `cards`: the decks' cards are read too;
 * `tags`: the tags it reads. Kinds and owners come from the tag queries, so only a Room is asked
 * its tags (its name may be one) and its name; a GUID or another piece's name is asked only where
 * a rule uses it: at most one a piece.
 */
export function readMinimum(c: Census, cards: boolean, tags: string[]): Record<string, number> {
  const other = c.valued - c.counterObjects;
  return {
    getObjectsWithAnyTags: READ_QUERIES,
    getObjectsWithTag: tagQueries(tags),
    "Object.getTags": c.rooms,
    "Object.getGUID": c.tagged,
    "Object.getName": c.tagged,
    "Object.getPosition": c.tagged,
    "Object.getQuantity": c.counted,
    "Object.type": c.typed,
    "Object.getBounds": c.areas + c.piles,
    "Object.is_face_down": c.rooms + c.piles,
    "Object.getGMNotes": c.rooms + c.piles + c.avatars,
    "Object.getRotation": c.movers + c.piles,
    "Object.getValue": c.counterObjects,
    "Object.getLuaScript": other,
    "Object.getRotationValues": other,
    "Object.value": other,
    "Object.getObjects": c.containers - (cards ? 0 : c.decks),
    getSeatedPlayers: 1,
    "Player.getPlayers": 1,
    "Player.host": c.hostAt,
    "Player.color": 1,
    "Turns.enable": 1,
  };
}

/** Every name a read calls (src/tts/read.ts, src/tts/tabletop.ts): a press's reading is its calls of these. */
export const READ_NAMES = [
  "getObjectsWithAnyTags",
  "getObjectsWithTag",
  "Physics.cast",
  "Object.getGUID",
  "Object.getName",
  "Object.getPosition",
  "Object.type",
  "Object.getQuantity",
  "Object.getBounds",
  "Object.is_face_down",
  "Object.getGMNotes",
  "Object.getTags",
  "Object.getRotation",
  "Object.getValue",
  "Object.getLuaScript",
  "Object.getRotationValues",
  "Object.getRotationValue",
  "Object.value",
  "Object.call",
  "Object.getObjects",
  "getSeatedPlayers",
  "Player.getPlayers",
  "Player.host",
  "Player.color",
  "Turns.enable",
  "Turns.type",
  "Turns.order",
  "Turns.reverse_order",
];

/** The calls of `calls` that reading makes: a press's read, less what it does. */
export function readPart(calls: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(calls)) if (READ_NAMES.includes(name)) out[name] = n;
  return out;
}

export function total(calls: Record<string, number>): number {
  let n = 0;
  for (const v of Object.values(calls)) n += v;
  return n;
}

/** Calls above the minimum, by name (a name the minimum does not list counts whole). */
export function excess(calls: Record<string, number>, minimum: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(calls)) {
    const over = n - (minimum[name] ?? 0);
    if (over > 0) out[name] = over;
  }
  return out;
}

/** a − b by name, the positive parts (what an action calls beyond the reading). */
export function minus(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(a)) {
    const d = n - (b[name] ?? 0);
    if (d > 0) out[name] = d;
  }
  return out;
}

export function queries(calls: Record<string, number>): number {
  let n = 0;
  for (const q of QUERIES) n += calls[q] ?? 0;
  return n;
}

/** Names whose count differs between two runs of the same action (e.g. 1× and 8× unrelated objects). */
export function grown(small: Record<string, number>, large: Record<string, number>): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (const name of new Set([...Object.keys(small), ...Object.keys(large)])) {
    const a = small[name] ?? 0;
    const b = large[name] ?? 0;
    if (b > a) out[name] = [a, b];
  }
  return out;
}
