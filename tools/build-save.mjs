#!/usr/bin/env node
// Builds the TTS save from mod/ and assets/ into dist/tts (see tools/save/build.ts for options).
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/save/build.ts", process.argv.slice(2));
