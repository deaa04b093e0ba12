/**
 * What the table looks like once an outcome's effects are carried out: a new snapshot, the one
 * given left untouched. A card resolves its steps one after another, and each step must see the
 * table as the earlier steps left it (a Vortex Token placed at step 2 is there at step 3).
 *
 * It mirrors what the actions do to their own working copies; the table stays the truth, so an
 * adapter reads the real table again rather than keep this result between actions.
 */
import { Effect, JUKAS, Snapshot } from "./model";
import { addInstability, mageOf, roomNamed, workingCopy } from "./outcome";

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
