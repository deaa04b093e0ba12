#!/usr/bin/env node
// Prints vitest's record of the last run as test/durations.json, the seconds each test file took
// by tier, which test/sequencer.ts orders a clean clone's files by (docs/development.md, Testing):
//
//     npm test && node tools/test-durations.mjs > test/durations.json
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = join("node_modules", ".vite", "vitest");
const seconds = {};
for (const hash of readdirSync(dir)) {
  const { results } = JSON.parse(readFileSync(join(dir, hash, "results.json"), "utf8"));
  for (const [file, { duration }] of results) seconds[file] = Math.round(duration / 100) / 10;
}
const sorted = Object.entries(seconds).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
console.log(JSON.stringify(Object.fromEntries(sorted), null, 2));
