import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { moonsharpMissing } from "./hosts/moonsharp/setup.ts";
import { LongestFirst } from "./test/sequencer.ts";

/**
 * Two tiers. "fengari": every test, the Lua in fengari (fast, in-process). "moonsharp": the tests
 * that run the built Lua, again, in MoonSharp 2.0.0.0 (TTS's own interpreter, through Mono):
 * where the two differ, the MoonSharp run fails. Run that tier alone with
 * `npx vitest run --project moonsharp`.
 */
const MOONSHARP_TIER = [
  "test/core/rules.test.ts",
  "test/core/apply.test.ts",
  "test/props/differential.test.ts",
  "test/cards/resolve.test.ts",
  "test/table/lua.test.ts",
  "test/table/reader.test.ts",
  "test/table/hot-seat.test.ts",
  "test/tagging/propose.test.ts",
  "test/table/room-name.test.ts",
  "test/tts/**/*.test.ts",
  "test/fuzz/**/*.test.ts",
  "test/tools/replay.test.ts",
];

const missing = moonsharpMissing();
if (missing !== undefined && process.env.MOONSHARP_REQUIRED === "1") {
  throw new Error(`The MoonSharp tier is required here (MOONSHARP_REQUIRED=1) and cannot run: ${missing} not found.`);
}
// Vitest reads this file more than once a run: say it once.
if (missing !== undefined && process.env.MOONSHARP_SKIP_SAID === undefined) {
  process.env.MOONSHARP_SKIP_SAID = "1";
  console.log(
    `MoonSharp tier skipped: ${missing} not found; the Lua ran on fengari only (docs/development.md, Testing, says how to enable it).`,
  );
}

export default defineConfig({
  // ttpg-mock stands in for TTPG's types-only API package (STACK-NOTES.md).
  resolve: { alias: { "@tabletop-playground/api": "ttpg-mock" } },
  test: {
    globals: true,
    // A host fuzz property or the bench outlasts vitest's default, more so on MoonSharp.
    testTimeout: 60_000,
    // A file's setup may play a whole game or build the save (the replay, the bench).
    hookTimeout: 120_000,
    // A worker per core: a MoonSharp worker and its Mono bridge share one CPU
    // (hosts/moonsharp/cpu.ts), each waiting while the other runs.
    maxWorkers: availableParallelism(),
    globalSetup: ["test/global-build.ts"],
    sequence: { sequencer: LongestFirst },
    setupFiles: ["test/setup-ttpg.ts"],
    // A tier's files share their worker (no fresh module graph per file): no file keeps state in
    // a module that another reads, and a MoonSharp worker keeps its one Mono bridge process.
    isolate: false,
    projects: [
      { extends: true as const, test: { name: "fengari", include: ["test/**/*.test.ts"] } },
      ...(missing === undefined
        ? [{ extends: true as const, test: { name: "moonsharp", include: MOONSHARP_TIER, env: { LUA_VM: "moonsharp" } } }]
        : []),
    ],
  },
});
