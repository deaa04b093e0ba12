#!/usr/bin/env node
// `npm run push`: build, then Save & Play the built save's scripts into a running Tabletop
// Simulator, and show what the game prints and its errors (see tools/dev/push.ts).
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/dev/push.ts", process.argv.slice(2));
