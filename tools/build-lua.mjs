#!/usr/bin/env node
// Transpiles each Lua bundle with TypeScriptToLua (one bundle per script owner), as many at once as
// the machine has cores. The Avatar Card's script ships as TSTL writes it: its source map leads a
// TTS error line straight to TypeScript.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";

const require = createRequire(import.meta.url);
const tstl = require.resolve("typescript-to-lua/dist/tstl.js");
// The Avatar Card's bundle first: it is the largest, and the save's build waits for it.
const projects = ["tstl.json", "tstl.core.json", "tstl.table.json", "tstl.tagging.json", "tstl.read.json"].filter((p) => existsSync(p));

function build(project) {
  return new Promise((done, fail) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tstl, "-p", project], { stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code !== 0) return fail(new Error(`lua: ${project} failed (exit ${code})`));
      console.log(`lua: ${project} built in ${Date.now() - started} ms`);
      done();
    });
  });
}

const queue = [...projects];
async function worker() {
  while (queue.length > 0) await build(queue.shift());
}
try {
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker));
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
}
