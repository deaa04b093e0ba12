/**
 * TTS API calls against the fewest a fresh read can make (src/tts/read.ts): every press reads
 * each piece of the tags its action needs afresh, for what its tags ask, and nothing twice.
 *
 *     read minimum = 1 + 5·T + Y + (A + P) + (R + P) + (R + P + N) + P + V + C + seats + turns
 *
 * 1: one `getObjectsWithAnyTags` of the tags the action reads; T tagged pieces their tags, GUID,
 * name, place and count (`getQuantity`); Y the pieces whose count TTS gives (containers, stacks)
 * and the Power and Damage pieces their type; A areas (Rooms, Cells, Mage Cards) and P piles their
 * bounds; R Rooms and P piles their side; R, P and N Avatar Cards their GM Notes; P piles their
 * turn (a piece the mod moves is asked its turn as it moves, src/tts/perform.ts); V the Power
 * and Damage pieces their number (a Counter's `getValue`; any other its script, its rotation
 * values and its `value`); C the containers their content (a deck's only
 * when the action reads cards); the seats (`getSeatedPlayers`, the players until the host, and its
 * colour) and `Turns.enable`. A Teleport adds one cast over the Room it places Jukas in, whose hits
 * are asked their tags, and their place when they carry a tag the mod reads.
 *
 * The action's own calls (the synchronous call less the reading) are its output: announcements,
 * highlights, the log's Notebook tab, the Avatar Card's buttons, the moves.
 */
import type { Census } from "./table";

/** Calls that list objects on the table. */
export const QUERIES = ["getObjectsWithAnyTags", "getObjectsWithTag", "getObjectsWithAllTags", "getAllObjects", "getObjects"];

/** The table queries of a read, whatever its tags: one `getObjectsWithAnyTags` (src/tts/read.ts). */
export const READ_QUERIES = 1;

/** A read's minimum, by name, for the pieces of the census; `cards`: the decks' cards are read too. */
export function readMinimum(c: Census, cards: boolean): Record<string, number> {
  const other = c.valued - c.counterObjects;
  return {
    getObjectsWithAnyTags: READ_QUERIES,
    "Object.getTags": c.tagged,
    "Object.getGUID": c.tagged,
    "Object.getName": c.tagged,
    "Object.getPosition": c.tagged,
    "Object.getQuantity": c.tagged,
    "Object.type": c.typed,
    "Object.getBounds": c.areas + c.piles,
    "Object.is_face_down": c.rooms + c.piles,
    "Object.getGMNotes": c.rooms + c.piles + c.avatars,
    "Object.getRotation": c.piles,
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

/** Every name a read calls (src/tts/read.ts, src/tts/host.ts): a press's reading is its calls of these. */
export const READ_NAMES = [
  "getObjectsWithAnyTags",
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
