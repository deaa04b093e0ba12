#!/usr/bin/env node
// Builds the Tabletop Playground package into dist/ttpg (see tools/ttpg/build.ts for options).
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/ttpg/build.ts", process.argv.slice(2));
