/** R6, R7: placing a Vortex Token from the game pool into a Room. */
import { Effect, Room, Snapshot } from "./model";
import { announce, warn, roomNamed } from "./outcome";
import { text } from "../words/text";

/** Places one token if the rules allow it; `rule` names why it is placed (e.g. "R5"). */
export function placeVortex(work: Snapshot, roomName: string, rule: string, effects: Effect[]): boolean {
  const room = roomNamed(work, roomName);
  if (room === undefined) return false;
  return placeVortexIn(work, room, rule, effects);
}

/** `placeVortex`, in a Room of `work` already found. */
export function placeVortexIn(work: Snapshot, room: Room, rule: string, effects: Effect[]): boolean {
  if (room.vortex > 0) {
    announce(effects, text.vortexAlready(room.name)); // R6
    return false;
  }
  if (work.pool <= 0) {
    warn(effects, text.poolEmpty(room.name)); // R7
    return false;
  }
  room.vortex = 1;
  work.pool -= 1;
  effects.push({ kind: "placeVortex", room: room.name });
  announce(effects, text.vortexPlaced(room.name, rule));
  return true;
}
