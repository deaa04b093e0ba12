/** Builds the Lua once before any test file loads it, so `npm test` alone proves the build. */
import { execFileSync } from "node:child_process";

export default function setup(): void {
  execFileSync(process.execPath, ["tools/build-lua.mjs"], { stdio: "inherit" });
}
