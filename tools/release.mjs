#!/usr/bin/env node
// `npm run release`: the Lua, then dist/release/Jukas.zip, the bundle a player unpacks into TTS's folder (tools/release/release.ts).
import { runTs } from "./run-ts.mjs";

process.exitCode = await runTs("tools/release/release.ts", process.argv.slice(2));
