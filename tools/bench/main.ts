/**
 * `npm run bench [-- options]`: builds (unless --no-build), runs the bench, prints the tables,
 * writes dist/bench/bench.json, and compares with bench/baseline.json (exit 1 when a figure is
 * more than 20% worse). Options: --runs N, --scales 1,2,4,8 (or none), --profile,
 * --update-baseline, --no-build (docs/performance.md).
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { runBench } from "./bench";
import { Baseline, baselineOf, compare, formatRegressions, formatReport } from "./report";
import { readArgs, type Values } from "../args";

export const BASELINE = "bench/baseline.json";

const USAGE = "usage: npm run bench -- [--runs N] [--scales 1,2,4,8|none] [--profile] [--update-baseline] [--no-build]";

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  let v: Values;
  try {
    v = readArgs(
      argv,
      { runs: "string", scales: "string", profile: "boolean", "update-baseline": "boolean", "no-build": "boolean" },
      USAGE,
      (m) => new Error(m),
    );
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const runs = Number(v.runs ?? 5);
  const scalesArg = typeof v.scales === "string" ? v.scales : "1,2,4,8";
  const scales = scalesArg === "none" ? [] : scalesArg.split(",").map(Number);
  if (!(runs >= 1) || scales.some((k) => !(k >= 1))) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  const result = runBench({ root, runs, scales, profile: v.profile === true, log: (l) => process.stderr.write(`bench: ${l}\n`) });
  console.log(formatReport(result));
  const dir = join(root, "dist/bench");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "bench.json"), JSON.stringify(result, null, 2) + "\n");
  const now = baselineOf(result);
  const file = join(root, BASELINE);
  if (v["update-baseline"] === true) {
    mkdirSync(join(root, "bench"), { recursive: true });
    writeFileSync(file, JSON.stringify(now, null, 2) + "\n");
    console.log(`\nBaseline written: ${BASELINE}`);
  }
  console.log(`\nWrote dist/bench/bench.json (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  if (!existsSync(file)) {
    console.log(`No ${BASELINE} to compare with (write one with --update-baseline).`);
    return 0;
  }
  const base = JSON.parse(readFileSync(file, "utf8")) as Baseline;
  const regressions = compare(now, base);
  console.log(formatRegressions(regressions));
  if (now.moonsharpCompileMs !== undefined && base.moonsharpCompileMs !== undefined)
    console.log(
      `MoonSharp compiles the Avatar Card's script in ${now.moonsharpCompileMs.toFixed(1)} ms (the baseline's: ${base.moonsharpCompileMs.toFixed(1)} ms; time is reported, not compared: it varies by half on a shared machine).`,
    );
  return regressions.length > 0 ? 1 : 0;
}
