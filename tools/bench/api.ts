/**
 * TTS API calls against the fewest an action's reading can make, given what TTS tells a script
 * and what it does not (src/tts/read.ts). No event says that a tag changed, that physics moved a
 * piece, that a player clicked a counter or that a container's content changed hands: each read
 * asks for those. Names, GM Notes, bounds, sides, turns and the tiles' places are kept from the
 * object's last whole read, until an event touches it.
 *
 * A press (every piece already read whole, as by the read at load, and no event since):
 *
 *     press minimum = 1 + L + (O if the action places pieces) + V + C + B + 1 (+ 1 + H)
 *
 * 1: one `getObjectsWithAnyTags` of the tags the action reads (an object's own tags, its owner
 * among them, are kept from its last whole read: a player retags what the pointer is on or what
 * they selected, which touches it); L the located pieces (models,
 * Vortex Tokens, Instability, the Crown) their place; O the other pieces that are neither tiles
 * nor piles (counters, cards, bags) their place; V the Power and Damage pieces their value; C the
 * containers their count; B the containers whose content is read their content (bags, and the
 * decks with Need.cards); `Turns.enable`; a Teleport, which reads what its target's criteria use,
 * then casts over the Room it places Jukas in: 1 cast and H places, the pieces on that tile whose
 * place its read did not ask (neither located by its tags, nor a tile or pile). Seats and the
 * host are kept until a player changes seat.
 *
 * A whole read (`state`, "Check table": every object read as if new; measured by another
 * script's `avatar.call("state")`):
 *
 *     whole minimum = 1 + 6·T + A + 2·R + M + V + C + 4·P + N + 1
 *
 * T tagged pieces their tags, GUID, name, place, type and count; A areas (Rooms, Cells, Mage
 * Cards) and P piles their bounds; R Rooms their side and GM Notes;
 * M movers and P piles their turn; P piles their side and GM Notes; N Avatar Cards their GM Notes.
 * Untagged objects cost nothing. A call above its share is a defect.
 *
 * The action's own calls (the synchronous call less the reading) are its output: one
 * `broadcastToAll` per announcement or warning, `getObjectFromGUID` + `highlightOn/Off` per
 * highlighted piece, the log's Notebook tab, the Avatar Card's buttons, and the first step of
 * the moves (a step looks its piece up, `getObjectFromGUID` + `isDestroyed`, then moves it; the
 * later steps run in later frames, in the asynchronous part, with `Wait.condition` polling
 * `isDestroyed`, `isSmoothMoving` and `resting` each frame until the piece settles). Their count
 * depends on the action's effects, never on the pieces on the table: a call that grows with the
 * table is flagged.
 */
import type { Need } from "../../src/table/reader";
import type { Census } from "./table";

/** Calls that list objects on the table. */
export const QUERIES = ["getObjectsWithAnyTags", "getObjectsWithTag", "getObjectsWithAllTags", "getAllObjects", "getObjects"];

/** The table queries of a read, whatever its tags: one `getObjectsWithAnyTags` (src/tts/read.ts). */
export const READ_QUERIES = 1;

/** A whole read's minimum, by name, for the pieces of the census (`state`). */
export function readMinimum(c: Census): Record<string, number> {
  return {
    getObjectsWithAnyTags: READ_QUERIES,
    "Object.getTags": c.tagged,
    "Object.getGUID": c.tagged,
    "Object.getName": c.tagged,
    "Object.getPosition": c.tagged,
    "Object.type": c.tagged,
    "Object.getQuantity": c.tagged,
    "Object.getBounds": c.areas + c.piles,
    "Object.is_face_down": c.rooms + c.piles,
    "Object.getGMNotes": c.rooms + c.piles + c.avatars,
    "Object.getRotation": c.movers + c.piles,
    "Object.getValue": c.counters,
    "Object.getObjects": c.containers,
    "Turns.enable": 1,
  };
}

/**
 * A press's minimum, by name, for the pieces of its need (every piece read whole before, no event
 * since). `over`: the pieces on the tile of the Room a Teleport places Jukas in whose place its
 * read did not ask (`H`): one cast over that Room, and their places.
 */
export function pressMinimum(c: Census, need: Need, over?: number): Record<string, number> {
  const others = c.tagged - c.located - c.fixed;
  return {
    getObjectsWithAnyTags: READ_QUERIES,
    "Physics.cast": over === undefined ? 0 : 1,
    "Object.getPosition": c.located + (need.obstacles ? others : 0) + (over ?? 0),
    "Object.getValue": c.counters,
    "Object.getQuantity": c.containers,
    "Object.getObjects": c.containers - (need.cards ? 0 : c.decks),
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
  "Object.getObjects",
  "Object.registerCollisions",
  "getSeatedPlayers",
  "Player.getPlayers",
  "Player.host",
  "Player.color",
  "Turns.enable",
  "Turns.order",
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
