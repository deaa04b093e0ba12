#!/usr/bin/env node
// npm run bench: builds the Lua and the save (unless --no-build), then runs tools/bench/main.ts
// through esbuild, as tools/run-ts.mjs does, with `require` for fengari (CommonJS) in the bundle.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { build } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./run-ts.mjs";

const argv = process.argv.slice(2);
if (!argv.includes("--no-build")) {
  for (const step of ["tools/build-lua.mjs", "tools/build-save.mjs"])
    execFileSync(process.execPath, [join(root, step)], { stdio: ["ignore", "ignore", "inherit"], cwd: root });
}
const out = await build({
  entryPoints: [join(root, "tools/bench/main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  write: false,
  logLevel: "silent",
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
});
const dir = join(root, "node_modules", ".cache", "brw-tools");
mkdirSync(dir, { recursive: true });
const code = out.outputFiles[0].text;
const file = join(dir, `bench-${createHash("sha1").update(code).digest("hex").slice(0, 12)}.mjs`);
writeFileSync(file, code);
const tool = await import(pathToFileURL(file).href);
process.exitCode = await tool.main({ root, argv });
