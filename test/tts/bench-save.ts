/**
 * The bench's full table (tools/bench/table.ts) as a save, its Avatar Card carrying the built,
 * script: what the TTS tests that need a crowded table load.
 */
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { runBuild, ROOT } from "../build/helpers";
import { FULL, benchSave, withScript } from "../../tools/bench/table";
import type { SaveFile } from "../../hosts/fake-tts";

/** Builds the save (into a temporary folder) and fills it as the bench does. */
export function builtBenchSave(): SaveFile {
  const run = runBuild([]);
  if (run.status !== 0) throw new Error(run.stderr);
  const script = readFileSync(join(ROOT, "dist/tts/avatar.lua"), "utf8");
  return benchSave(withScript(readFileSync(join(run.out, "Jukas.json"), "utf8"), script), FULL);
}
