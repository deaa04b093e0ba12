/** Builds the Lua once before any test file loads it, so `npm test` alone proves the build. */
import { execFileSync } from "node:child_process";

export default function setup(): void {
  try {
    execFileSync(process.execPath, ["tools/build-lua.mjs"], { stdio: "pipe", encoding: "utf8" });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    throw new Error("The Lua build failed:\n" + (err.stdout ?? "") + (err.stderr ?? ""));
  }
}
