/**
 * The test's action "poke" (test/controller/poke.ts) added to the script API's rows, as this
 * module loads: test/tts/poke-entry.ts loads it before the Avatar Card's script.
 */
import { addAction } from "../../src/controller/calls";
import { POKE_ROW } from "../controller/poke";

addAction(POKE_ROW);
