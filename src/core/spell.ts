/** R8, R9: a Mage who resolved a Spell in a Room with a Vortex Token takes it onto their Mage Card. */
import { Effect, JUKAS, Outcome, Snapshot } from "./model";
import { done, headline, refuse } from "./outcome";
import { mageOf, roomNamed } from "./working-copy";
import { headlineWords } from "../words/text";
import { errorWords } from "../words/errors";

export function spellResolved(snap: Snapshot, color: string): Outcome {
  if (color === JUKAS) return refuse(errorWords.jukasResolves());
  const mage = mageOf(snap, color);
  if (mage === undefined) return refuse(errorWords.unknownMage(color));
  const effects: Effect[] = [];
  const roomName = mage.at && mage.at.room;
  const room = roomName === undefined ? undefined : roomNamed(snap, roomName);
  if (room === undefined || room.vortex <= 0) {
    headline(effects, headlineWords.spellNone(color, room === undefined ? undefined : room.name));
    const none = done(effects);
    none.moved = 0;
    return none;
  }
  // R6 allows one token; a bad table with more hands them all over, so none is left behind (R9).
  effects.push({ kind: "takeVortex", color, room: room.name, count: room.vortex });
  headline(effects, headlineWords.spellTook(color, room.name, room.vortex));
  const out = done(effects);
  out.moved = room.vortex;
  return out;
}
