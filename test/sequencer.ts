/**
 * The order files start in, longest first, so that no long file starts last and runs alone: the
 * MoonSharp tier first, then each tier's files by vitest's record of the last run. Where there
 * is no record (a clean clone), a fengari file the MoonSharp tier also runs goes first: those run
 * the built mod, the longest files of either tier.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const onMoonSharp = new Set(files.filter((f) => f.project.name === "moonsharp").map((f) => f.moduleId));
    const tier = (f: TestSpecification) => (f.project.name === "moonsharp" ? 0 : 1);
    const lasted = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`)?.duration;
    const weight = (f: TestSpecification) => lasted(f) ?? (onMoonSharp.has(f.moduleId) ? Infinity : Number.MAX_VALUE);
    const keyed = files.map((f, at) => ({ f, at, tier: tier(f), weight: weight(f) }));
    keyed.sort((a, b) => a.tier - b.tier || (a.weight === b.weight ? a.at - b.at : b.weight > a.weight ? 1 : -1));
    return keyed.map((k) => k.f);
  }
}
