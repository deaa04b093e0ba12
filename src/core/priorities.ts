/**
 * R14–R17: how Jukas picks a target. Each level is a list of criteria that reads like the
 * card's row; ranking is lexicographic (the first criterion ranks everyone, only those tied for
 * best go on), and a tie left after the last one goes to the Choice of the Crown.
 */
import { BLACK_ROSE, JUKAS, Mage, Priority, Room, Snapshot } from "./model";
import { count } from "../words/text";

export interface Criterion<C> {
  /** As the card's row reads it, e.g. "+Mage". */
  symbol: string;
  /** Why, for announcements: "most Mages". */
  label: string;
  /** Larger is better. undefined: the value is not on the table (a missing counter). */
  score: (this: void, candidate: C, snap: Snapshot) => number | undefined;
  /** How the winning figure reads, e.g. "most Mages: 2" or "no Vortex Token". */
  describe: (this: void, best: number) => string;
  /** `score` of every candidate at once, where one pass over the table does for all. */
  scoreAll?: (this: void, candidates: C[], snap: Snapshot) => (number | undefined)[];
}

function most<C>(symbol: string, label: string, score: (this: void, c: C, s: Snapshot) => number | undefined): Criterion<C> {
  return { symbol, label, score, describe: (best) => label + ": " + count(best) };
}

export function magesIn(room: Room, snap: Snapshot): number {
  let n = 0;
  for (const mage of snap.mages) {
    if (mage.at !== undefined && mage.at.room === room.name) n++;
  }
  // I3: by default Jukas is not one of "the Mages" a Room is ranked by.
  if (snap.settings.countJukasAsMage && snap.jukas !== undefined && snap.jukas.at.room === room.name) n++;
  return n;
}

export function instabilityOf(room: Room, excludeOwner?: string): number {
  let n = 0;
  for (const entry of room.instability) {
    if (entry.owner !== excludeOwner) n += entry.count;
  }
  return n;
}

/** R15(1): the Room's Instability but the Black Rose's; I2's setting counts Jukas's own as the Black Rose's too. */
export function notBlackRose(room: Room, snap: Snapshot): number {
  const n = instabilityOf(room, BLACK_ROSE);
  return snap.settings.jukasInstabilityIsBlackRose ? n - (instabilityOf(room) - instabilityOf(room, JUKAS)) : n;
}

/** magesIn of every Room, with one pass over the Mages (keys "#" + name: no name is a key every object has). */
function magesInAll(rooms: Room[], snap: Snapshot): number[] {
  const by: { [key: string]: number } = {};
  for (const mage of snap.mages) {
    const at = mage.at;
    if (at !== undefined && typeof at.room === "string") by["#" + at.room] = (by["#" + at.room] ?? 0) + 1;
  }
  const jukas = snap.settings.countJukasAsMage && snap.jukas !== undefined ? snap.jukas.at.room : undefined;
  const out: number[] = [];
  for (const room of rooms) {
    const n = by["#" + room.name] ?? 0;
    out.push(jukas !== undefined && jukas === room.name ? n + 1 : n);
  }
  return out;
}

const mostMages = most<Room>("+Mage", "most Mages", (room, snap) => magesIn(room, snap));
mostMages.scoreAll = magesInAll;
const mostInstability = most<Room>("+Instability", "most Instability", (room) => instabilityOf(room));
const mostNotBlackRose = most<Room>("+Instability ≠ Black Rose", "most Instability not placed by the Black Rose", (room, snap) =>
  notBlackRose(room, snap),
);
/** I4: Rooms without a token beat Rooms with one; when all tied Rooms have one, all stay tied. */
const noVortex: Criterion<Room> = {
  symbol: "−Vortex Token",
  label: "no Vortex Token",
  score: (room) => (room.vortex > 0 ? 0 : 1),
  describe: (best) => (best === 1 ? "no Vortex Token" : "every tied Room has a Vortex Token"),
};

const mostVortexOnCard = most<Mage>("+Vortex Token", "most Vortex Tokens on their Mage Card", (m) => m.vortexOnCard);
const mostPower = most<Mage>("+Power Points", "most Power Points", (m) => m.power);
const mostDamage = most<Mage>("+Damage", "most Damage", (m) => m.damage);

export const ROOM_LEVELS: { [level: number]: Criterion<Room>[] } = {
  1: [mostMages, noVortex, mostInstability], // R14
  2: [mostNotBlackRose, mostInstability, mostMages], // R15
};
export const MAGE_LEVEL: Criterion<Mage>[] = [mostVortexOnCard, mostPower, mostDamage]; // R16

export interface Ranking<C> {
  ok: boolean;
  /** Which candidate and which criterion lacked a value, when ok is false. */
  missing?: { candidate: C; criterion: Criterion<C> };
  /** Those tied for best after the last criterion that was needed, in input order. */
  best: C[];
  /** The criterion that left one candidate, with its sentence; absent when a tie remains. */
  decidedBy?: string;
  /** Every criterion applied, with its sentence (for the tie's announcement). */
  steps: string[];
  /** Every criterion applied: the candidates it ranked and each one's figure (Jukas's log). */
  rounds: { criterion: Criterion<C>; candidates: C[]; values: number[] }[];
}

/** Lexicographic ranking; keeps input order, so no sort (and no sort stability) is involved. */
export function rank<C>(candidates: C[], criteria: Criterion<C>[], snap: Snapshot): Ranking<C> {
  let best = candidates;
  const steps: string[] = [];
  const rounds: Ranking<C>["rounds"] = [];
  if (best.length === 1) return { ok: true, best, decidedBy: "the only candidate", steps, rounds };
  for (const criterion of criteria) {
    let top: number | undefined = undefined;
    let kept: C[] = [];
    const all = criterion.scoreAll === undefined ? undefined : criterion.scoreAll(best, snap);
    const values: number[] = [];
    rounds.push({ criterion, candidates: best, values });
    for (let k = 0; k < best.length; k++) {
      const candidate = best[k];
      const value = all === undefined ? criterion.score(candidate, snap) : all[k];
      if (value === undefined) return { ok: false, missing: { candidate, criterion }, best: [], steps, rounds };
      values.push(value);
      if (top === undefined || value > top) {
        top = value;
        kept = [candidate];
      } else if (value === top) {
        kept.push(candidate);
      }
    }
    best = kept;
    const sentence = criterion.describe(top === undefined ? 0 : top);
    steps.push(sentence);
    if (best.length <= 1) return { ok: true, best, decidedBy: sentence, steps, rounds };
  }
  return { ok: true, best, steps, rounds };
}

export function isRoomLevel(priority: Priority): boolean {
  return priority === 1 || priority === 2;
}
