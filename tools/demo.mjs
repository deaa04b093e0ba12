#!/usr/bin/env node
// `npm start`: build, then play a scripted solo round with the real built Lua on the fake TTS
// host, printing each announcement and drawing the Lodge after each step into dist/demo/ (see
// tools/demo/demo.ts). `npm start -- --replay FILE`: replay Jukas's log instead (tools/replay/replay.ts).
import { runTs } from "./run-ts.mjs";

const HELP = `usage: npm start -- [--out DIR] [--no-build] [--save FILE] [--no-png]
       npm start -- --replay FILE [--lua]
       npm start -- --help

Plays a scripted solo round of Jukas with the built Lua on a fake Tabletop Simulator table,
prints each announcement and draws the Lodge after each step into dist/demo/ (or --out DIR).
  --no-build     use the build already in dist/ (else it builds first)
  --save FILE    play on this TTS save instead of dist/tts/Jukas.json
  --no-png       draw no pictures
  --replay FILE  replay Jukas's log (copied from the game's Notebook) and say where a decision differs
  --lua          with --replay: decide with the built Lua, not the TypeScript
`;

const argv = process.argv.slice(2);
if (argv.includes("--help") || argv.includes("-h")) {
  process.stdout.write(HELP);
  process.exit(0);
}
const tool = argv.includes("--replay") ? "tools/replay/replay.ts" : "tools/demo/demo.ts";
process.exitCode = await runTs(tool, argv);
