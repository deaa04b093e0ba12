/** R4, R5: Jukas's part of Step 3 of the Avatar Setup. */
import { Effect, Outcome, Snapshot } from "./model";
import { THRONE_ROOM } from "./lodge";
import { announce, done, headline, refuse } from "./outcome";
import { roomNamed, workingCopy } from "./working-copy";
import { placeVortex, placeVortexIn } from "./vortex";
import { moveJukas } from "./teleport";
import { headlineWords, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";

export function setup(snap: Snapshot): Outcome {
  if (snap.jukas === undefined) return refuse(errorWords.noJukas("Setup"));
  const throne = roomNamed(snap, THRONE_ROOM);
  if (throne === undefined) return refuse(errorWords.noThrone());
  const work = workingCopy(snap);
  const effects: Effect[] = [];
  // The headline first; what it names (where the tokens went) is known at the end.
  headline(effects, "");
  announce(effects, ruleWords.setupModel(throne.name));
  moveJukas(work, throne.name, effects, true); // R4, announced above
  const placed: string[] = [];
  if (placeVortex(work, throne.name, "R5", effects)) placed.push(throne.name); // R5: the Throne Room…
  // (Its neighbours' names as keys, "#" + name: no name can be a key every object has.)
  const adjacent: { [key: string]: boolean } = {};
  for (const name of throne.neighbours) if (typeof name === "string") adjacent["#" + name] = true;
  for (const room of work.rooms) {
    // …and each Room adjacent to it, in Room order (names are unique: `validate` refuses twins).
    if (adjacent["#" + room.name] === true && placeVortexIn(work, room, "R5", effects)) placed.push(room.name);
  }
  effects[0] = { kind: "announce", text: headlineWords.setup(throne.name, placed), headline: true };
  return done(effects);
}
