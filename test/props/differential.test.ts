/**
 * Differential fuzzing: the same generated cases, single actions and sequences, run through the
 * TypeScript core and its Lua build (dist/lua/core.lua in fengari). Any difference in ok, effects
 * and their order, announcements, warnings, errors, targets or pending choices fails, printing the
 * shrunk case's snapshot and request as JSON. Fuzzing strength: config.ts.
 */
import fc from "fast-check";
import { describe } from "vitest";
import { ActionRequest, runAction } from "../../src/core/actions";
import { Outcome, Snapshot } from "../../src/core/model";
import { loadCore, normalise } from "../../hosts/lua-vm";
import { Case, sequenceCaseArb, singleCaseArb } from "./arbitraries";
import { fuzzIt, ON_MOONSHARP, strength, Tally } from "./config";
import { caseError, firstDifference, runCase } from "./run";

const lua = loadCore();

/**
 * Lua has no null: a null reaches it as nil, which the TS reads as undefined. Both sides get the
 * request with its nulls removed (from a list too, where a nil would make a hole).
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(withoutNulls);
  if (typeof value === "object" && value !== null) {
    const out: { [key: string]: unknown } = {};
    for (const [k, v] of Object.entries(value)) if (v !== null) out[k] = withoutNulls(v);
    return out;
  }
  return value === null ? undefined : value;
}

/** Runs one action on both cores; fails when they disagree. Returns the TS outcome (the sequence goes on with it). */
function agree(snap: Snapshot, rawRequest: unknown, tally: Tally): Outcome {
  tally.action();
  const request = withoutNulls(rawRequest);
  const ts = runAction(structuredClone(snap), structuredClone(request) as ActionRequest);
  let fromLua: unknown;
  try {
    fromLua = lua.call("runAction", snap, request);
  } catch (e) {
    throw caseError("the Lua build raised an error: " + String(e), snap, request);
  }
  const diff = firstDifference(normalise(ts), normalise(fromLua), "outcome", ["TS", "Lua"]);
  if (diff !== undefined) throw caseError("TS and Lua differ at " + diff, snap, request);
  tally.note(ts.ok ? "ok" : "refused");
  return ts;
}

function property(name: string, runs: number, cases: fc.Arbitrary<Case>): void {
  fuzzIt(name, runs, cases, (c, tally) =>
    runCase(
      c,
      (snap, request) => agree(snap, request, tally),
      () => undefined,
    ),
  );
}

/** The same Lua on both VMs: MoonSharp runs half of `npm test`'s cases, enough for what differs there. */
const runs = (quick: number, deep: number) => strength(ON_MOONSHARP ? Math.ceil(quick / 2) : quick, deep);

describe("the Lua build agrees with the TypeScript core", () => {
  property(
    "R4–R17 I1–I9 single actions on random tables, hostile params included: Lua gives exactly the TS outcome",
    runs(200, 800),
    singleCaseArb,
  );
  property("R2–R17 I1–I9 random action sequences: Lua gives exactly the TS outcome at every step", runs(80, 300), sequenceCaseArb(12));
});
