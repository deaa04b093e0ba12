/** R6, R7: placing a Vortex Token from the game pool into a Room. */
import { Effect, Room, Snapshot } from "./model";
import { announce, headline, warn } from "./outcome";
import { roomNamed } from "./working-copy";
import { headlineWords, ruleWords } from "../words/text";

/**
 * Places one token if the rules allow it; `rule` names why it is placed (e.g. "R5"). `head`:
 * what happened is the action's headline (the placeVortex action), else a detail.
 */
export function placeVortex(work: Snapshot, roomName: string, rule: string, effects: Effect[], head = false): boolean {
  const room = roomNamed(work, roomName);
  if (room === undefined) return false;
  return placeVortexIn(work, room, rule, effects, head);
}

/** `placeVortex`, in a Room of `work` already found. */
export function placeVortexIn(work: Snapshot, room: Room, rule: string, effects: Effect[], head = false): boolean {
  if (room.vortex > 0) {
    if (head) headline(effects, headlineWords.vortexAlready(room.name));
    announce(effects, ruleWords.vortexAlready(room.name)); // R6
    return false;
  }
  if (work.pool <= 0) {
    warn(effects, ruleWords.poolEmpty(room.name)); // R7
    if (head) headline(effects, headlineWords.vortexNone(room.name));
    return false;
  }
  room.vortex = 1;
  work.pool -= 1;
  effects.push({ kind: "placeVortex", room: room.name });
  // The placement's cause names no rule code when an Effect placed it (the action's `by`).
  if (head) headline(effects, headlineWords.vortexPlaced(room.name, rule));
  else announce(effects, ruleWords.vortexPlaced(room.name, rule));
  return true;
}
