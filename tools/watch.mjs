#!/usr/bin/env node
// `npm run watch`: push, then rebuild and push again on every change under src/, mod/ and
// assets/ (see tools/dev/watch.ts). Ctrl-C stops.
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/dev/watch.ts", process.argv.slice(2));
