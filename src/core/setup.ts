/** R4, R5: Jukas's part of Step 3 of the Avatar Setup. */
import { Effect, Outcome, Snapshot } from "./model";
import { THRONE_ROOM } from "./lodge";
import { done, headline, refuse, roomNamed, workingCopy } from "./outcome";
import { placeVortex, placeVortexIn } from "./vortex";
import { moveJukas } from "./teleport";
import { text } from "../words/text";
import { errors } from "../words/errors";

export function setup(snap: Snapshot): Outcome {
  if (snap.jukas === undefined) return refuse(errors.noJukas("Setup"));
  const throne = roomNamed(snap, THRONE_ROOM);
  if (throne === undefined) return refuse(errors.noThrone());
  const work = workingCopy(snap);
  const effects: Effect[] = [];
  headline(effects, text.setupModel(throne.name));
  moveJukas(work, throne.name, effects, true); // R4, announced above
  placeVortex(work, throne.name, "R5", effects); // R5: the Throne Room…
  // (Its neighbours' names as keys, "#" + name: no name can be a key every object has.)
  const adjacent: { [key: string]: boolean } = {};
  for (const name of throne.neighbours) if (typeof name === "string") adjacent["#" + name] = true;
  for (const room of work.rooms) {
    // …and each Room adjacent to it, in Room order (names are unique: `validate` refuses twins).
    if (adjacent["#" + room.name] === true) placeVortexIn(work, room, "R5", effects);
  }
  return done(effects);
}
