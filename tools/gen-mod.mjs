#!/usr/bin/env node
// Writes mod/ afresh from tools/save/layout.ts (see tools/save/gen-mod.ts). mod/ is the source
// of truth afterwards: run this only to start the layout over, then review the diff.
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/save/gen-mod.ts", process.argv.slice(2));
