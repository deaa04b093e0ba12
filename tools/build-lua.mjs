#!/usr/bin/env node
// Transpiles each Lua bundle with TypeScriptToLua (one bundle per script owner) in as many
// processes as the machine has cores: the Avatar Card's bundle, the largest, alone in the first
// (the save's build waits for it), the others shared among the rest (tools/lua/transpile.mjs).
// The Avatar Card's script ships as TSTL writes it: its source map leads a TTS error line straight
// to TypeScript.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

const [avatar, ...others] = [
  "tstl.json",
  "tstl.core.json",
  "tstl.table.json",
  "tstl.tagging.json",
  "tstl.read.json",
  "tstl.poke.json",
].filter((p) => existsSync(p));

function lanes(count) {
  if (count < 2 || others.length === 0) return [[avatar, ...others]];
  const rest = Array.from({ length: Math.min(count - 1, others.length) }, () => []);
  others.forEach((p, i) => rest[i % rest.length].push(p));
  return [[avatar], ...rest];
}

function build(projects) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["tools/lua/transpile.mjs", ...projects], { stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`lua: ${projects.join(", ")} failed (exit ${code})`))));
  });
}

try {
  await Promise.all(lanes(availableParallelism()).map(build));
} catch (e) {
  console.error(e.message);
  process.exitCode = 1;
}
