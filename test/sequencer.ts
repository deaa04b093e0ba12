/**
 * The order files start in, longest first, so that no long file starts last and runs alone: the
 * MoonSharp tier first, then each tier's files by vitest's record of the last run. Where there
 * is no record (a clean clone, as CI), by test/durations.json, the seconds each file took in a
 * measured whole run; a file in neither (a new one) that the MoonSharp tier also runs goes first
 * among its tier's: those run the built mod, the longest files of either tier.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** "project:path" → seconds, from a whole run; a clean clone has no record of its own. */
function measured(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(root, "test", "durations.json"), "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const table = measured(root);
    const onMoonSharp = new Set(files.filter((f) => f.project.name === "moonsharp").map((f) => f.moduleId));
    const tier = (f: TestSpecification) => (f.project.name === "moonsharp" ? 0 : 1);
    const key = (f: TestSpecification) => `${f.project.name}:${relative(root, f.moduleId)}`;
    const lasted = (f: TestSpecification) => this.ctx.cache.getFileTestResults(key(f))?.duration ?? recorded(f);
    const recorded = (f: TestSpecification) => (table[key(f)] === undefined ? undefined : table[key(f)] * 1000);
    const weight = (f: TestSpecification) => lasted(f) ?? (onMoonSharp.has(f.moduleId) ? Infinity : Number.MAX_VALUE);
    const keyed = files.map((f, at) => ({ f, at, tier: tier(f), weight: weight(f) }));
    keyed.sort((a, b) => a.tier - b.tier || (a.weight === b.weight ? a.at - b.at : b.weight > a.weight ? 1 : -1));
    return keyed.map((k) => k.f);
  }
}
