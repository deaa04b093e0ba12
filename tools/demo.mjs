#!/usr/bin/env node
// `npm start`: build, then play a scripted solo round with the real built Lua on the fake TTS
// host, printing each announcement and drawing the Lodge after each step into dist/demo/ (see
// tools/demo/demo.ts).
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/demo/demo.ts", process.argv.slice(2));
