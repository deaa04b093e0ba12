#!/usr/bin/env node
// Transpiles each Lua bundle with TypeScriptToLua (one bundle per script owner). The Avatar Card's
// script ships as TSTL writes it: its source map leads a TTS error line straight to TypeScript.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const tstl = require.resolve("typescript-to-lua/dist/tstl.js");
const projects = ["tstl.core.json", "tstl.table.json", "tstl.tagging.json", "tstl.read.json", "tstl.json"].filter((p) => existsSync(p));
for (const project of projects) {
  const started = Date.now();
  execFileSync(process.execPath, [tstl, "-p", project], { stdio: "inherit" });
  console.log(`lua: ${project} built in ${Date.now() - started} ms`);
}
