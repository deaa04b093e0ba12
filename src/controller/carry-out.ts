/**
 * The plan stage (press.ts): which steps move which pieces where, on the press's read; and
 * the carry stage's parts: the session kept as the decision leaves it, then the steps carried out
 * a run at a time, each next free spot found as the run before it settles.
 */
import type { Controller } from "./controller-state";
import { Plan, besideSpots, nextSpot, placeBack, placeNext, planEffects } from "./plan";
import type { Press } from "./press-value";
import { keepRebuilds, rememberRebuilds } from "./rebuilds";
import { refuseTo } from "./refuse";
import { warn } from "./say";
import { Step, StepDone, toOf } from "./steps";

/**
 * An undo's pieces go back clear of what players have put where they lay since. An action's or a
 * card's effects become steps on free spots, found by the look stage (look.ts: the first, with
 * the press) and as their steps come (performSteps). A plan that cannot be carried out refuses
 * the press.
 */
export function planStage(c: Controller, p: Press): void {
  const work = p.work!;
  const read = p.read!;
  const undoing = work.undoing;
  if (work.cancels !== undefined) {
    p.steps = [];
    return;
  }
  if (undoing !== undefined) {
    // An unread table gives no pieces to keep clear of: everything goes back where it lay.
    p.back = placeBack(undoing.steps, read.index, read.ok ? read.pieces : [], undoing.beside);
    p.steps = p.back.steps;
    return;
  }
  const outcome = work.decided!;
  const plan = planEffects(outcome.effects, read, read.pieces);
  if (plan.error !== undefined) {
    p.result = refuseTo(c.tabletop, plan.error, joined(outcome.warnings, plan.warnings), p.caller);
    p.stage = "done";
    return;
  }
  p.plan = plan;
  p.steps = work.first === undefined ? plan.steps : joined(work.first, plan.steps);
  p.warnings = joined(outcome.warnings, plan.warnings);
}

/**
 * Before the steps: the session as it was (the undo entry's start, with what lies beside the
 * spots: the look stage's pieces), then as the decision leaves it: the Crown's choice, the Rooms
 * known Rebuilt, a card's place while it waits for the Crown. Jukas is busy until the steps settle.
 */
export function keepStage(c: Controller, p: Press): void {
  const work = p.work!;
  if (work.undoing === undefined) {
    const read = p.read!;
    const steps = p.steps!;
    const outcome = work.decided!;
    p.before = keepRebuilds(c, {
      action: "",
      steps: [],
      pending: c.session.pending,
      beside: besideSpots(steps, read.index, p.beside!),
    });
    c.session.pending = outcome.pending;
    rememberRebuilds(c, work.asked.action, outcome);
    if (work.card !== undefined) c.session.card = work.card.paused;
  }
  c.busy = true;
}

/** a's items, then b's, in a new list. */
export function joined<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (const x of a) out.push(x);
  for (const x of b) out.push(x);
  return out;
}

/** Carries out the press's steps; `settled` hears what was done, and the failure that stopped them. */
export function performSteps(c: Controller, p: Press, settled: (this: void, done: StepDone[], failure: string | undefined) => void): void {
  performInTurn(c, p.plan!, p.steps!, 0, [], p.caller, settled);
}

/**
 * The steps from `from` on, a run at a time: each run ends before the next step whose spot is
 * still to find (plan.ts placeNext), found when the run before it has settled, in that frame.
 * A press thus searches one free spot, not every one its action places. `from`'s spot is found.
 */
function performInTurn(
  c: Controller,
  plan: Plan,
  steps: Step[],
  from: number,
  done: StepDone[],
  by: string | undefined,
  settled: (this: void, done: StepDone[], failure: string | undefined) => void,
): void {
  const next = nextSpot(plan);
  const run: Step[] = [];
  let end = from;
  while (end < steps.length && (end === from || next === undefined || toOf(steps[end]) !== next)) run.push(steps[end++]);
  c.tabletop.perform(run, (result, failure) => {
    for (const d of result) done.push(d);
    if (failure !== undefined || end >= steps.length) return settled(done, failure);
    warn(c, placeNext(plan), by);
    performInTurn(c, plan, steps, end, done, by, settled);
  });
}
