/**
 * Runs a generated case step by step: each step's request is made against the table as the
 * earlier steps left it (their effects applied with `apply`), the Crown's pending choice and the
 * last target Room kept between steps as the host keeps them.
 */
import { Outcome } from "../../src/core/model";
import { apply } from "./apply";
import { Case, playersMove, requestFor, State, Step } from "./arbitraries";

export interface StepRun {
  /** The case's first table (R2, R6 compare with it). */
  start: State;
  index: number;
  step: Step;
  before: State;
  request: unknown;
  outcome: Outcome;
  /** The table after the outcome's effects (the same table when refused). */
  after: State;
}

/** What the host keeps after an outcome: a refusal changes nothing, the pending choice included. */
export function nextState(before: State, outcome: Outcome): State {
  if (!outcome.ok) return before;
  const after: State = { snap: apply(before.snap, outcome) };
  if (outcome.pending !== undefined) after.pending = outcome.pending;
  const room = outcome.target?.kind === "room" ? outcome.target.room : undefined;
  const last = room ?? before.lastTargetRoom;
  if (last !== undefined) after.lastTargetRoom = last;
  return after;
}

export function runCase(c: Case, exec: (snap: State["snap"], request: unknown) => Outcome, visit: (run: StepRun) => void): void {
  let state = c.start;
  c.steps.forEach((step, index) => {
    if (step.kind === "players") {
      state = { ...state, snap: playersMove(step, state.snap) };
      return;
    }
    if (step.kind === "undo") {
      state = { ...state, pending: undefined };
      return;
    }
    const request = requestFor(step, state);
    const outcome = exec(state.snap, request);
    const after = nextState(state, outcome);
    visit({ start: c.start, index, step, before: state, request, outcome, after });
    state = after;
  });
}

/**
 * JSON for a failure message, exact enough to paste into a rule case: numbers JSON cannot hold
 * are written `{"$number":"NaN"}`, and long strings shortened (the seed replays them exactly).
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "number" && !Number.isFinite(v)) return { $number: String(v) };
    if (typeof v === "number" && Object.is(v, -0)) return { $number: "-0" };
    if (typeof v === "string" && v.length > 200) return { $string: v.slice(0, 20) + "…", length: v.length };
    return v;
  });
}

/** An Error whose message carries what failed and the case to reproduce it. */
export function caseError(what: string, snap: unknown, request: unknown, extra?: unknown): Error {
  let message = what + "\nsnapshot: " + toJson(snap) + "\nrequest: " + toJson(request);
  if (extra !== undefined) message += "\n" + toJson(extra);
  return new Error(message);
}

/**
 * The first place where two values of plain data differ (own keys, `Object.is` on leaves,
 * prototypes ignored), as a sentence naming the path; undefined when they are equal.
 */
export function firstDifference(a: unknown, b: unknown, path = "value", names: [string, string] = ["one", "other"]): string | undefined {
  if (Object.is(a, b)) return undefined;
  const isTable = (x: unknown) => typeof x === "object" && x !== null;
  if (!isTable(a) || !isTable(b) || Array.isArray(a) !== Array.isArray(b))
    return `${path}: ${names[0]} ${toJson(a)}, ${names[1]} ${toJson(b)}`;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const has = (x: object, k: string) => Object.prototype.hasOwnProperty.call(x, k);
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (has(ra, k) !== has(rb, k)) return `${path}.${k}: only ${names[has(ra, k) ? 0 : 1]} has it`;
    const d = firstDifference(ra[k], rb[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`, names);
    if (d !== undefined) return d;
  }
  return undefined;
}
