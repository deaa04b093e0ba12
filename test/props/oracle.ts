/**
 * Who Jukas should target, recomputed from docs/rules.md alone (R14–R17, I3–I5), without the core's
 * priorities.ts: the property tests hold the core's answer against this one.
 */
import { BLACK_ROSE, JUKAS, Mage, Priority, Room, Snapshot } from "../../src/core/model";

interface Criterion<C> {
  /** "most": larger is better, and the announcement gives the figure. "none": R14(2), I4. */
  kind: "most" | "noVortex";
  label: string;
  value: (c: C) => number | undefined;
}

/** I3: the Mages' models in the Room; Jukas too only with the setting on. */
function magesIn(room: Room, snap: Snapshot): number {
  const others = snap.mages.filter((m) => m.at !== undefined && m.at.room === room.name).length;
  const jukas = snap.settings.countJukasAsMage && snap.jukas?.at.room === room.name ? 1 : 0;
  return others + jukas;
}

function instability(room: Room, skip?: string): number {
  return room.instability.filter((i) => i.owner !== skip).reduce((n, i) => n + i.count, 0);
}

function owned(room: Room, owner: string): number {
  return room.instability.filter((i) => i.owner === owner).reduce((n, i) => n + i.count, 0);
}

function roomCriteria(priority: 1 | 2, snap: Snapshot): Criterion<Room>[] {
  const mages: Criterion<Room> = { kind: "most", label: "Mages", value: (r) => magesIn(r, snap) };
  const all: Criterion<Room> = { kind: "most", label: "Instability", value: (r) => instability(r) };
  if (priority === 1) {
    // R14: (1) most Mages; (2) no Vortex Token (I4: all with one stay tied); (3) most Instability.
    return [mages, { kind: "noVortex", label: "no Vortex Token", value: (r) => (r.vortex === 0 ? 1 : 0) }, all];
  }
  // R15: (1) most Instability not placed by the Black Rose; (2) most Instability; (3) most Mages.
  // I2's setting: Jukas's own Instability counts as the Black Rose's.
  const notRose = (r: Room) => instability(r, BLACK_ROSE) - (snap.settings.jukasInstabilityIsBlackRose ? owned(r, JUKAS) : 0);
  return [{ kind: "most", label: "Instability not the Black Rose's", value: notRose }, all, mages];
}

/** R16: (1) most Vortex Tokens on their Mage Card; (2) most Power Points; (3) most Damage. */
const MAGE_CRITERIA: Criterion<Mage>[] = [
  { kind: "most", label: "Vortex Tokens on the Mage Card", value: (m) => m.vortexOnCard },
  { kind: "most", label: "Power", value: (m) => m.power },
  { kind: "most", label: "Damage", value: (m) => m.damage },
];

export type Expected =
  /** No target: no candidate, or a counter the ranking needs is missing (R16). */
  | { kind: "refused"; why: string }
  /**
   * One candidate is best; `decidedBy` is the criterion that left it alone (absent: the only
   * candidate); `best` the best figure of each criterion applied, in order.
   */
  | { kind: "target"; name: string; best: number[]; decidedBy?: { kind: "most" | "noVortex"; label: string; figure: number } }
  /** R17: tied after the last criterion, in the table's order, all with the `best` figures. */
  | { kind: "tie"; names: string[]; best: number[] };

function rankBy<C>(candidates: C[], criteria: Criterion<C>[], nameOf: (c: C) => string): Expected {
  if (candidates.length === 0) return { kind: "refused", why: "no candidate" };
  if (candidates.length === 1) return { kind: "target", name: nameOf(candidates[0]), best: [] };
  let left = candidates;
  const bests: number[] = [];
  for (const criterion of criteria) {
    const values = left.map((c) => criterion.value(c));
    const missing = values.findIndex((v) => v === undefined);
    if (missing >= 0) return { kind: "refused", why: nameOf(left[missing]) + " has no " + criterion.label + " counter" };
    const best = Math.max(...(values as number[]));
    bests.push(best);
    left = left.filter((_, i) => values[i] === best);
    if (left.length === 1) {
      const decidedBy = { kind: criterion.kind, label: criterion.label, figure: best };
      return { kind: "target", name: nameOf(left[0]), best: bests, decidedBy };
    }
  }
  return { kind: "tie", names: left.map(nameOf), best: bests };
}

/**
 * I5, I10: Room targets are the Lodge's Rooms; Mage targets every Mage in play (model in a Room
 * or a Cell) but Jukas; with I5's setting `cellMagesAreTargets` off, those in a Room only.
 */
export function expectedTarget(snap: Snapshot, priority: Priority): Expected {
  const mages = snap.settings.cellMagesAreTargets ? inPlay(snap) : inPlay(snap).filter((m) => m.at!.room !== undefined);
  if (priority === 3) return rankBy(mages, MAGE_CRITERIA, (m) => m.color);
  return rankBy(snap.rooms, roomCriteria(priority, snap), (r) => r.name);
}

/** I10: a colour is in play when its model stands in a Room or a Cell. */
export function inPlay(snap: Snapshot): Snapshot["mages"] {
  return snap.mages.filter((m) => m.at !== undefined && (m.at.room !== undefined || m.at.cell !== undefined));
}

/** The figures of one candidate on each criterion of the level (for messages). */
export function figures(snap: Snapshot, priority: Priority, name: string): (number | undefined)[] {
  if (priority === 3) {
    const mage = snap.mages.find((m) => m.color === name);
    return mage === undefined ? [] : MAGE_CRITERIA.map((c) => c.value(mage));
  }
  const room = snap.rooms.find((r) => r.name === name);
  return room === undefined ? [] : roomCriteria(priority, snap).map((c) => c.value(room));
}
