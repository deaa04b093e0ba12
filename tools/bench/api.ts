/**
 * TTS API calls against the minimum an action needs.
 *
 * Reading (every action; measured alone by another script's `avatar.call("state")`):
 *
 *     read minimum = 1 tag query + 6·T + A + 2·R + M + V + C + 4·P + N + (4 + S)
 *
 * T tagged pieces on the table (what the one `getObjectsWithAnyTags` returns), each read once:
 * its GUID, name, tags, position, type and quantity; the A
 * areas a piece can lie in (Rooms, Cells, Mage Cards) their bounds; the R Rooms their side
 * (`is_face_down`: Rebuilt) and GM Notes (Slots); the M pieces the mod may move (Mage models,
 * Vortex Tokens, Instability) their rotation; V counters their value; C containers their
 * contents; the P card piles (Jukas's decks) their bounds, side, rotation and GM Notes (a card's
 * id); the N Avatar Cards their GM Notes (the card descriptions); the context: `getSeatedPlayers`, `Player.getPlayers`, `Player.host` of at most each
 * of the S players (until the host), the host's `Player.color`, `Turns.enable`. Untagged
 * objects cost nothing. A call above its share is a defect: a piece read twice, a second query,
 * or a loop calling the API per piece per Room.
 *
 * The action's own calls (the synchronous call less the reading) are its output: one
 * `broadcastToAll` per announcement or warning, `getObjectFromGUID` + `highlightOn/Off` per
 * highlighted piece, the Avatar Card's buttons, and the first step of the moves (a step looks
 * its piece up, `getObjectFromGUID` + `isDestroyed`, then moves it; the later steps run in later
 * frames, in the asynchronous part, with `Wait.condition` polling `isDestroyed`, `isSmoothMoving`
 * and `resting` each frame until the piece settles). Their count depends on the action's
 * effects, never on the pieces on the table: a call that grows with the table is flagged.
 */
import type { Census } from "./table";

/** The members the reader (src/tts/read.ts) reads of every tagged piece. */
export const PIECE_MEMBERS = [
  "Object.getGUID",
  "Object.getName",
  "Object.getTags",
  "Object.getPosition",
  "Object.type",
  "Object.getQuantity",
];

/** Calls that list objects on the table: one per action, at most. */
export const QUERIES = ["getObjectsWithAnyTags", "getObjectsWithTag", "getObjectsWithAllTags", "getAllObjects", "getObjects"];

export function readMinimum(c: Census): Record<string, number> {
  const m: Record<string, number> = {
    getObjectsWithAnyTags: 1,
    "Object.getBounds": c.areas + c.piles,
    "Object.is_face_down": c.rooms + c.piles,
    "Object.getGMNotes": c.rooms + c.piles + c.avatars,
    "Object.getRotation": c.movers + c.piles,
    "Object.getValue": c.counters,
    "Object.getObjects": c.containers,
    getSeatedPlayers: 1,
    "Player.getPlayers": 1,
    "Player.host": c.seated,
    "Player.color": 1,
    "Turns.enable": 1,
  };
  for (const k of PIECE_MEMBERS) m[k] = c.tagged;
  return m;
}

/** The calls of `calls` that reading makes (the names the read minimum lists): a press's read, less what it does. */
export function readPart(calls: Record<string, number>, minimum: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(calls)) if (name in minimum) out[name] = n;
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
