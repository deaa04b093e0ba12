#!/usr/bin/env node
// `npm start`: build, then play a scripted solo round with the real built Lua on the fake TTS
// host, printing each announcement and drawing the Lodge after each step into dist/demo/ (see
// tools/demo/demo.ts). `npm start -- --replay FILE`: replay Jukas's log instead (tools/replay/replay.ts).
import { runTs } from "./run-ts.mjs";

const argv = process.argv.slice(2);
const tool = argv.includes("--replay") ? "tools/replay/replay.ts" : "tools/demo/demo.ts";
process.exitCode = await runTs(tool, argv);
