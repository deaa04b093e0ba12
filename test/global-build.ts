/**
 * Builds the Lua bundles and the TTS save once before any test file loads them, so `npm test`
 * alone proves the build (the fake TTS host plays the built save with its built scripts).
 */
import { execFileSync } from "node:child_process";

function run(script: string): void {
  try {
    execFileSync(process.execPath, [script], { stdio: "pipe", encoding: "utf8" });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error(`${script} failed:\n` + (err.stdout ?? "") + (err.stderr ?? ""));
  }
}

export default function setup(): void {
  run("tools/build-lua.mjs");
  run("tools/build-save.mjs");
}
