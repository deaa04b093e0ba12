/**
 * Builds what the tests load before any test file runs, so `npm test` alone proves the build:
 * the Lua bundles (dist/lua, dist/tts), the TTS save the fake TTS host plays, and the bundled
 * TTPG scripts (dist/ttpg/Scripts), and the MoonSharp bridge where Mono is installed.
 */
import { execFileSync } from "node:child_process";
import { bridgeExe, moonsharpMissing } from "../hosts/moonsharp/setup";

function run(what: string, args: string[]): void {
  try {
    execFileSync(process.execPath, args, { stdio: "pipe", encoding: "utf8" });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    // eslint-disable-next-line preserve-caught-error -- the child's output is the whole cause (lib ES2020 has no Error cause)
    throw new Error(what + " failed:\n" + (err.stdout ?? "") + (err.stderr ?? ""));
  }
}

export default function setup(): void {
  run("The Lua build", ["tools/build-lua.mjs"]);
  run("The TTS save build", ["tools/build-save.mjs"]);
  run("The TTPG scripts build", ["tools/build-ttpg.mjs", "--scripts-only"]);
  // The MoonSharp tier's bridge, compiled once here rather than by each test worker.
  if (moonsharpMissing() === undefined) bridgeExe();
}
