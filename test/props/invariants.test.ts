/**
 * "Never lose a piece", at the rules core: random tables, random action sequences (each step's
 * effects applied before the next, the Crown's pending choices threaded through), and the rules
 * that must hold after every step. Rule numbers: docs/rules.md. Fuzzing strength: config.ts.
 */
import fc from "fast-check";
import { describe } from "vitest";
import { Case, sequenceCaseArb, singleCaseArb } from "./arbitraries";
import { contractProblems, pendingProblems, priorityOf, runTs, targetProblems, teleportProblems, tokenProblems } from "./checks";
import { fuzzIt, strength, Tally } from "./config";
import { caseError, runCase, StepRun } from "./run";

const MAX_STEPS = 12;

/** Runs the case on the TS core, failing on the first step where `check` finds a problem. */
function property(name: string, runs: number, cases: fc.Arbitrary<Case>, check: (run: StepRun, tally: Tally) => string[]): void {
  fuzzIt(name, runs, cases, (c, tally) =>
    runCase(c, runTs, (run) => {
      tally.action();
      const problems = [...contractProblems(run.outcome), ...check(run, tally)];
      if (problems.length > 0) {
        const what = `step ${run.index + 1} (${run.step.kind}): ${problems.join("; ")}`;
        throw caseError(what, run.before.snap, run.request, { outcome: run.outcome });
      }
    }),
  );
}

describe("rules core properties (TypeScript)", () => {
  property(
    "R2 R6 R7 I2 I9 R10 random action sequences never lose or duplicate a Vortex Token, overfill a Room or unflip one",
    strength(100, 400),
    sequenceCaseArb(MAX_STEPS),
    (run, tally) => {
      for (const e of run.outcome.effects) if (e.kind !== "announce" && e.kind !== "highlight") tally.note(e.kind);
      return tokenProblems(run);
    },
  );

  property(
    "R14 R15 R16 R17 I3 I4 I5 the target is the best by its level's criteria, and a tie lists exactly those tied after the last",
    strength(100, 400),
    sequenceCaseArb(MAX_STEPS),
    (run, tally) => {
      const p = priorityOf(run);
      if (p !== undefined)
        tally.note(`P${p} ` + (!run.outcome.ok ? "refused" : run.outcome.pending?.stage === "target" ? "tie" : "target"));
      return targetProblems(run);
    },
  );

  property(
    "R4 R12 I5 a teleport puts Jukas in the target Room, the target Mage's Room or the entrance the Crown picks; nothing else moves him",
    strength(100, 400),
    sequenceCaseArb(MAX_STEPS),
    (run, tally) => {
      if (run.outcome.effects.some((e) => e.kind === "moveJukas")) tally.note("moved");
      if (run.outcome.pending?.stage === "entrance") tally.note("entrance tie");
      return teleportProblems(run);
    },
  );

  property(
    "R17 I6 while a choice is pending only the Crown holder's choose of a candidate is heard",
    strength(100, 400),
    sequenceCaseArb(MAX_STEPS),
    (run, tally) => {
      const r = run.request as { action?: unknown; pending?: unknown };
      if (r?.pending !== undefined)
        tally.note(r.action === "choose" ? (run.outcome.ok ? "choose heard" : "choose refused") : "other refused");
      return pendingProblems(run);
    },
  );

  property(
    "R4 R8 R10 R11 R12 R13 R14 R17 any request, hostile params included: a refusal has a sentence and no effects, nothing throws, same input same output",
    strength(400, 1500),
    singleCaseArb,
    (run, tally) => {
      tally.note(run.outcome.ok ? "ok" : "refused");
      return [];
    },
  );
});
