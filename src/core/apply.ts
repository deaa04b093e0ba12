/**
 * The snapshot an outcome's effects leave, the given one untouched: each step of a card sees the
 * table as the earlier steps left it. The table stays the truth, so an adapter reads it again
 * rather than keep this result between actions.
 */
import { Effect, JUKAS, Snapshot } from "./model";
import { addInstability, mageOf, roomNamed, workingCopy } from "./working-copy";

export function applyEffects(snap: Snapshot, effects: Effect[]): Snapshot {
  const work = workingCopy(snap);
  for (const effect of effects) applyOne(work, effect);
  return work;
}

function applyOne(work: Snapshot, e: Effect): void {
  if (e.kind === "moveJukas") {
    if (work.jukas !== undefined) work.jukas.at = { room: e.room };
  } else if (e.kind === "placeVortex") {
    const room = roomNamed(work, e.room);
    if (room !== undefined) room.vortex += 1;
    work.pool = Math.max(0, work.pool - 1);
  } else if (e.kind === "takeVortex") {
    const room = roomNamed(work, e.room);
    if (room !== undefined) room.vortex = Math.max(0, room.vortex - e.count);
    const mage = mageOf(work, e.color);
    if (mage !== undefined) mage.vortexOnCard += e.count;
  } else if (e.kind === "discardVortex") {
    const mage = mageOf(work, e.color);
    if (mage !== undefined) mage.vortexOnCard = Math.max(0, mage.vortexOnCard - e.count);
    work.pool += e.count;
  } else if (e.kind === "drawForgottenSpell") {
    work.forgottenSpells = Math.max(0, work.forgottenSpells - 1);
  } else if (e.kind === "placeInstability") {
    const room = roomNamed(work, e.room);
    if (room !== undefined) addInstability(room, e.owner);
    if (e.owner === JUKAS) work.jukasInstabilitySupply = Math.max(0, work.jukasInstabilitySupply - 1);
  } else if (e.kind === "rebuildRoom") {
    // I7: the players return the Room's Instability; the next reading of the table shows it.
    const room = roomNamed(work, e.room);
    if (room !== undefined) room.rebuilt = true;
  } else if (e.kind === "addPower") {
    if (e.who === JUKAS) {
      if (work.jukasPower !== undefined) work.jukasPower += e.amount;
    } else {
      const mage = mageOf(work, e.who);
      if (mage !== undefined && mage.power !== undefined) mage.power += e.amount;
    }
  }
  // highlight, announce, warn: nothing moves.
}
