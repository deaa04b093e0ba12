/** R13 (Vortices of Power) and the flip of a Rebuilt Room (I7, I9). */
import { Effect, JUKAS, Room, Snapshot } from "./model";
import { announce } from "./outcome";
import { ruleWords } from "../words/text";

/**
 * Flips the Room if it is not yet Rebuilt, then applies R13. Returns false when R13 applies but
 * Jukas's Power counter is missing (the caller refuses the whole action). The rebuild is said as
 * a detail: the action's headline names the Rooms rebuilt (I7).
 */
export function rebuildRoom(work: Snapshot, room: Room, rebuildText: string, effects: Effect[]): boolean {
  if (room.vortex > 0 && work.jukasPower === undefined) return false;
  if (!room.rebuilt) {
    room.rebuilt = true;
    effects.push({ kind: "rebuildRoom", room: room.name });
  }
  // I7: the base game's rewards are the players' to resolve.
  announce(effects, rebuildText);
  if (room.vortex > 0) {
    // R13: the token stays in the Room.
    work.jukasPower = work.jukasPower! + 2;
    effects.push({ kind: "addPower", who: JUKAS, amount: 2 });
    announce(effects, ruleWords.vorticesOfPower(room.name, work.jukasPower));
  }
  return true;
}
