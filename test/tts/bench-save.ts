/**
 * The bench's full table (tools/bench/table.ts) as a save, its Avatar Card carrying the built,
 * script: what the TTS tests that need a crowded table load.
 */
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { ROOT } from "../build/helpers";
import { FULL, benchSave, withScript } from "../../tools/bench/table";
import type { SaveFile } from "../../hosts/fake-tts";

/**
 * The save the test run's build wrote (test/global-build.ts, no option: what `runBuild([])` would
 * build again), filled as the bench does; bench.test.ts reads the same file.
 */
export function builtBenchSave(): SaveFile {
  const script = readFileSync(join(ROOT, "dist/tts/avatar.lua"), "utf8");
  return benchSave(withScript(readFileSync(join(ROOT, "dist/tts/Jukas.json"), "utf8"), script), FULL);
}
