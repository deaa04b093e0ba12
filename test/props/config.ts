/**
 * How hard the property tests fuzz: `npm test` at a quick strength, `npm run test:deep`
 * (TEST_DEEP=1) at the full one; FUZZ_RUNS overrides both:
 *
 *     FUZZ_RUNS=5000 npx vitest run test/props       # runs per property
 *     FUZZ_SEED=42 npx vitest run test/props         # replay a seed (fast-check prints it on failure)
 *     FUZZ_SEED=42 FUZZ_PATH="7:1:0" npx vitest ...  # replay the shrunk counterexample directly
 *     FUZZ_REPORT=1 npx vitest run test/props        # print how many actions each property ran
 */
import fc from "fast-check";
import { afterAll, it } from "vitest";

function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(name + " must be a whole number (got " + raw + ")");
  return n;
}

/** `npm run test:deep`: every property at its full strength (run before a release). */
export const DEEP = process.env.TEST_DEEP === "1";

/** The MoonSharp tier's run of a file (vitest.config.ts sets LUA_VM for it). */
export const ON_MOONSHARP = process.env.LUA_VM === "moonsharp";

/**
 * A property's runs: `quick` in `npm test`, `deep` under TEST_DEEP=1. The quick strength keeps
 * every property in the loop at fewer cases; the deep one is the strength a release is held to.
 */
export function strength(quick: number, deep: number): number {
  return DEEP ? deep : quick;
}

/** fast-check's parameters for one property: FUZZ_RUNS overrides `defaultRuns`. */
export function fuzz<T>(defaultRuns: number): fc.Parameters<T> {
  const runs = envInteger("FUZZ_RUNS");
  if (runs !== undefined && runs < 1) throw new Error("FUZZ_RUNS must be at least 1");
  // includeErrorInReport: the thrown error (with the case's JSON) is in the failure message.
  const params: fc.Parameters<T> = { numRuns: runs ?? defaultRuns, includeErrorInReport: true };
  const seed = envInteger("FUZZ_SEED");
  if (seed !== undefined) params.seed = seed;
  const path = process.env.FUZZ_PATH;
  if (path !== undefined && path !== "") params.path = path;
  return params;
}

/** A property's time limit: a minute in `npm test`, an hour when FUZZ_RUNS or TEST_DEEP is set. */
export function fuzzTimeout(): number {
  return envInteger("FUZZ_RUNS") === undefined && !DEEP ? 60_000 : 3_600_000;
}

/** Counts the actions a property ran, for FUZZ_REPORT (the report of how much was fuzzed). */
export class Tally {
  private runs = 0;
  private actions = 0;
  private readonly seen = new Map<string, number>();
  constructor(private readonly name: string) {}
  run(): void {
    this.runs++;
  }
  action(n = 1): void {
    this.actions += n;
  }
  /** Counts a kind of case met (e.g. "tie"), to see what the generators reach. */
  note(label: string): void {
    this.seen.set(label, (this.seen.get(label) ?? 0) + 1);
  }
  report(): void {
    if (!process.env.FUZZ_REPORT) return;
    const seen = [...this.seen].map(([k, n]) => `${k} ${n}`).join(", ");
    console.log(`${this.name}: ${this.runs} cases, ${this.actions} actions${seen === "" ? "" : "; " + seen}`);
  }
}

/**
 * A vitest test that checks `body` on `runs` generated cases (FUZZ_* as above), failing with the
 * shrunk case; `examples` first: the cases seeds found, kept (CONTRIBUTING.md, A fuzz seed that fails).
 */
export function fuzzIt<T>(
  name: string,
  runs: number,
  cases: fc.Arbitrary<T>,
  body: (c: T, tally: Tally) => void,
  examples: T[] = [],
): void {
  const tally = new Tally(name);
  afterAll(() => tally.report());
  it(
    name,
    () => {
      fc.assert(
        fc.property(cases, (c) => {
          tally.run();
          body(c, tally);
        }),
        { ...fuzz<[T]>(runs), examples: examples.map((e): [T] => [e]) },
      );
    },
    fuzzTimeout(),
  );
}
