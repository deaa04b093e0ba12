#!/usr/bin/env node
// `npm run build [-- OPTIONS]`: the Lua bundles, the TTS save, then the TTPG package.
// npm hands the options to one command only, so this passes each build the ones it takes:
// the save every option (--cards, --asset-base-url, …), the TTPG package --cards.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const ttpgArgs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--cards" && i + 1 < args.length) ttpgArgs.push("--cards", args[i + 1]);
}

function run(script, argv) {
  const r = spawnSync(process.execPath, [script, ...argv], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run("tools/build-lua.mjs", []);
run("tools/build-save.mjs", args);
run("tools/build-ttpg.mjs", ttpgArgs);
