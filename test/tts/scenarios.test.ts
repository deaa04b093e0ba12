/**
 * The shared scenarios (test/scenarios/scenarios.ts) on Tabletop Simulator: the fake TTS host
 * running the real built Avatar Card script (dist/tts/avatar.lua), its buttons clicked and the
 * models' context menu used as players, the script API called as another script.
 */
import { afterEach } from "vitest";
import type { FakeTTS } from "../../hosts/fake-tts";
import { ttsTable } from "../hosts/tts-driver";
import { runScenarios } from "../scenarios/scenarios";

let host: FakeTTS | undefined;

afterEach(() => {
  const tts = host;
  host = undefined;
  tts?.assertNoErrors();
});

runScenarios("TTS (the fake host, the built avatar.lua)", (pieces, context) => {
  const table = ttsTable(pieces, context);
  host = table.tts;
  return table.driver;
});
