#!/usr/bin/env node
// Transpiles each Lua bundle with TypeScriptToLua (one bundle per script owner), then minifies
// the Avatar Card's script (tools/lua/minify-build.ts: same bytecode, checked).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { runTs } from "./run-ts.mjs";

const require = createRequire(import.meta.url);
const tstl = require.resolve("typescript-to-lua/dist/tstl.js");
const projects = ["tstl.core.json", "tstl.table.json", "tstl.json"].filter((p) => existsSync(p));
for (const project of projects) {
  const started = Date.now();
  execFileSync(process.execPath, [tstl, "-p", project], { stdio: "inherit" });
  console.log(`lua: ${project} built in ${Date.now() - started} ms`);
}
if (projects.includes("tstl.json")) {
  const code = await runTs("tools/lua/minify-build.ts", []);
  if (code !== 0) process.exit(code);
}
