/**
 * The order files start in: the MoonSharp tier first, its files being the longest, then each
 * tier's longest first by vitest's record of the last run (a file it has no record of first).
 * A long file that starts last runs alone while the other workers sit idle.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const tier = (f: TestSpecification) => (f.project.name === "moonsharp" ? 0 : 1);
    const lasted = (f: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`)?.duration ?? Infinity;
    const keyed = files.map((f, at) => ({ f, at, tier: tier(f), lasted: lasted(f) }));
    keyed.sort((a, b) => a.tier - b.tier || (b.lasted === a.lasted ? a.at - b.at : b.lasted > a.lasted ? 1 : -1));
    return keyed.map((k) => k.f);
  }
}
