#!/usr/bin/env node
// npm run trace -- <action> [options]: builds the Lua and the save (unless --no-build), then runs
// tools/trace/main.ts (tools/run-ts.mjs), which prints the functions a press runs, file by file.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { root, runTs } from "./run-ts.mjs";

const argv = process.argv.slice(2);
if (!argv.includes("--no-build")) {
  for (const step of ["tools/build-lua.mjs", "tools/build-save.mjs"])
    execFileSync(process.execPath, [join(root, step)], { stdio: ["ignore", "ignore", "inherit"], cwd: root });
}
process.exitCode = await runTs("tools/trace/main.ts", argv);
