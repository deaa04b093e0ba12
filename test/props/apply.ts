/**
 * The table the core expects after an action: an Outcome's effects applied to a Snapshot, the
 * way docs/rules.md says the mod carries them out. Test-side and pure (the snapshot given is not
 * changed). An effect that names no Room or Mage of the table is a bug in the outcome: it throws.
 * Counts are not clamped, so a token taken that was not there shows as a negative count.
 */
import { Effect, InstabilityCount, JUKAS, Mage, Outcome, Room, Snapshot } from "../../src/core/model";

/** R2: the Vortex Tokens of the game pool, the Rooms and the Mage Cards. */
export function vortexTotal(snap: Snapshot): number {
  return snap.pool + snap.rooms.reduce((n, r) => n + r.vortex, 0) + snap.mages.reduce((n, m) => n + m.vortexOnCard, 0);
}

export function totalInstability(entries: InstabilityCount[]): number {
  return entries.reduce((n, e) => n + e.count, 0);
}

function roomOf(snap: Snapshot, name: string, e: Effect): Room {
  const room = snap.rooms.find((r) => r.name === name);
  if (room === undefined) throw new Error("apply: " + JSON.stringify(e) + " names no Room of the table");
  return room;
}

function mageOf(snap: Snapshot, color: string, e: Effect): Mage {
  const mage = snap.mages.find((m) => m.color === color);
  if (mage === undefined) throw new Error("apply: " + JSON.stringify(e) + " names no Mage of the table");
  return mage;
}

export function applyEffect(s: Snapshot, e: Effect): void {
  switch (e.kind) {
    case "moveJukas":
      roomOf(s, e.room, e);
      if (s.jukas === undefined) throw new Error("apply: moveJukas without Jukas's model on the table");
      s.jukas.at = { room: e.room };
      return;
    case "placeVortex": // R2: from the game pool into the Room
      roomOf(s, e.room, e).vortex += 1;
      s.pool -= 1;
      return;
    case "takeVortex": // R8: from the Room onto the Mage Card
      roomOf(s, e.room, e).vortex -= e.count;
      mageOf(s, e.color, e).vortexOnCard += e.count;
      return;
    case "discardVortex": // R10: from the Mage Card back to the game pool
      mageOf(s, e.color, e).vortexOnCard -= e.count;
      s.pool += e.count;
      return;
    case "placeInstability": {
      const room = roomOf(s, e.room, e);
      const entry = room.instability.find((i) => i.owner === e.owner);
      if (entry !== undefined) entry.count += 1;
      else room.instability.push({ owner: e.owner, count: 1 });
      if (e.owner === JUKAS) s.jukasInstabilitySupply -= 1;
      return;
    }
    case "rebuildRoom":
      roomOf(s, e.room, e).rebuilt = true;
      return;
    case "addPower":
      if (e.who === JUKAS) {
        if (s.jukasPower === undefined) throw new Error("apply: addPower without Jukas's Power counter");
        s.jukasPower += e.amount;
      } else {
        const mage = mageOf(s, e.who, e);
        if (mage.power === undefined) throw new Error("apply: addPower without " + e.who + "'s Power counter");
        mage.power += e.amount;
      }
      return;
    case "drawForgottenSpell":
      mageOf(s, e.color, e);
      s.forgottenSpells -= 1;
      return;
    case "highlight":
    case "announce":
      return;
    default:
      // "warn" never reaches an Outcome's effects (runAction moves it to the warnings).
      throw new Error("apply: unexpected effect " + JSON.stringify(e));
  }
}

export function apply(snap: Snapshot, outcome: Outcome): Snapshot {
  const s = structuredClone(snap);
  for (const e of outcome.effects) applyEffect(s, e);
  return s;
}
