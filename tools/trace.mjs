#!/usr/bin/env node
// npm run trace -- <action> [options]: builds the Lua and the save (unless --no-build), then runs
// tools/trace/main.ts (TTS) or, with --ttpg, tools/trace/ttpg-main.ts, bundled by esbuild as
// tools/run-ts.mjs does; it prints the functions a press runs, file by file (docs/development.md,
// Seeing a press).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { root } from "./run-ts.mjs";

const argv = process.argv.slice(2);
const ttpg = argv.includes("--ttpg");
if (!argv.includes("--no-build")) {
  for (const step of ["tools/build-lua.mjs", "tools/build-save.mjs"])
    execFileSync(process.execPath, [join(root, step)], { stdio: ["ignore", "ignore", "inherit"], cwd: root });
}
if (ttpg) {
  // As test/setup-ttpg.ts does for the tests: `@tabletop-playground/api` (types only) is
  // ttpg-mock, for the bundled script's require too; ttpg-mock's own `process` is put back.
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return resolve.call(this, request === "@tabletop-playground/api" ? "ttpg-mock" : request, ...rest);
  };
  const load = Module._load;
  Module._load = function (request, ...rest) {
    const nodeProcess = globalThis.process;
    const loaded = load.call(this, request, ...rest);
    if (globalThis.process !== nodeProcess) globalThis.process = nodeProcess;
    return loaded;
  };
  // ttpg-mock registers a reset after each test where a test runner's `afterEach` exists; here none does.
  globalThis.afterEach ??= undefined;
}
const out = await build({
  entryPoints: [join(root, ttpg ? "tools/trace/ttpg-main.ts" : "tools/trace/main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: ttpg ? { "@tabletop-playground/api": "ttpg-mock" } : {},
  write: false,
  logLevel: "silent",
  // `require` for the CommonJS packages (fengari, ttpg-mock); `__dirname` for hosts/ttpg-table.ts,
  // whose default scripts folder the trace does not use (it runs its own bundle).
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url); const __dirname = import.meta.dirname;',
  },
});
const dir = join(root, "node_modules", ".cache", "brw-tools");
mkdirSync(dir, { recursive: true });
const code = out.outputFiles[0].text;
const file = join(dir, `trace-${createHash("sha1").update(code).digest("hex").slice(0, 12)}.mjs`);
writeFileSync(file, code);
const tool = await import(pathToFileURL(file).href);
process.exitCode = await tool.main({ root, argv });
