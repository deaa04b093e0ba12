/**
 * Builds what the tests load before any test file runs, so `npm test` alone proves the build:
 * the Lua bundles (dist/lua, dist/tts), the TTS save the fake TTS host plays, and the bundled
 * TTPG scripts (dist/ttpg/Scripts), and the MoonSharp bridge where Mono is installed. Steps that
 * need nothing of each other run at once, to keep both cores busy.
 */
import { spawn } from "node:child_process";
import { bridgeExe, moonsharpMissing } from "../hosts/moonsharp/setup";

function run(what: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString("utf8")));
    child.stderr.on("data", (d: Buffer) => (output += d.toString("utf8")));
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(what + " failed:\n" + output))));
  });
}

async function build(): Promise<void> {
  // The save carries dist/tts/avatar.lua: it waits for the Lua; the TTPG scripts (esbuild) do not.
  const lua = run("The Lua build", ["tools/build-lua.mjs"]).then(() => run("The TTS save build", ["tools/build-save.mjs"]));
  const ttpg = run("The TTPG scripts build", ["tools/build-ttpg.mjs", "--scripts-only"]);
  await Promise.all([lua, ttpg]);
  // The MoonSharp tier's bridge, compiled once here rather than by each test worker.
  if (moonsharpMissing() === undefined) bridgeExe();
}

/**
 * Vitest runs a global setup once per project, and both tiers inherit this one: the build runs
 * once per test run, and the second project waits for the first's.
 */
const BUILD = Symbol.for("brw-jukas.test-build");
export default function setup(): Promise<void> {
  const held = globalThis as { [BUILD]?: Promise<void> };
  held[BUILD] ??= build();
  return held[BUILD];
}
