/**
 * The plan stage (press.ts): where each piece the decision moves goes, on the press's read; and
 * the carry stage's parts: the session kept as the decision leaves it, then the steps carried out
 * a run at a time, each next free spot found as the run before it settles.
 */
import { occupiedNow, PIECES_NEED } from "../table/reader";
import { Piece, wellFormed } from "../table/pieces";
import { contains } from "../table/geometry";
import type { Controller } from "./controller-state";
import { Plan, besideArea, besideSpots, nextSpot, placeBack, placeNext, planEffects } from "./plan";
import type { Press } from "./press-value";
import { keepRebuilds, rememberRebuilds } from "./rebuilds";
import { refuseTo } from "./refuse";
import { warn } from "./say";
import { Step, StepDone, Vec } from "./steps";

/**
 * An undo's pieces go back clear of what players have put where they lay since. An action's or a
 * card's effects become steps on free spots; the first spot is found now, with the press (its
 * warning with the others), the rest as their steps come (performSteps). A plan that cannot be
 * carried out refuses the press.
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
  seeRooms(c, p, plan);
  const steps = work.first === undefined ? plan.steps : joined(work.first, plan.steps);
  const first = steps.length > 0 && toOf(steps[0]) === nextSpot(plan) ? placeNext(plan) : [];
  p.plan = plan;
  p.steps = steps;
  p.warnings = joined(joined(outcome.warnings, plan.warnings), first);
  // The call's answer carries every warning the press gives.
  p.result!.warnings = p.warnings;
}

/**
 * A plan made on a read that did not ask every piece its place (a Teleport): each Room it places
 * a piece in learns what lies on its tile now, before any spot there is found (`occupiedNow`).
 */
function seeRooms(c: Controller, p: Press, plan: Plan): void {
  if (p.need!.obstacles) return;
  const seen: { [id: string]: boolean } = {};
  for (const r of plan.spots) {
    const room = r.room;
    if (room !== undefined && seen[room.id] !== true) {
      seen[room.id] = true;
      room.occupied = occupiedNow(c.tabletop, room);
    }
  }
}

/**
 * Before the steps: the session as it was (the undo entry's start, with what lies beside the
 * spots), then as the decision leaves it: the Crown's choice, the Rooms known Rebuilt, a card's
 * place while it waits for the Crown. Jukas is busy until the steps settle.
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
      beside: besideSpots(steps, read.index, besidePieces(c, p, steps)),
    });
    c.session.pending = outcome.pending;
    rememberRebuilds(c, work.asked.action, outcome);
    if (work.card !== undefined) c.session.card = work.card.paused;
  }
  c.busy = true;
}

/**
 * The pieces `besideSpots` measures: the press's read, and when that read did not take every
 * piece (a Teleport's reads its criteria's tags), what lies round the spots now (issue #37: a piece
 * of Instability beside Jukas, unread by Teleport 3, took his old spot from him on Undo).
 */
function besidePieces(c: Controller, p: Press, steps: Step[]): Piece[] {
  const read = p.read!;
  if (p.need === undefined || p.need.obstacles) return read.pieces;
  const area = besideArea(steps, read.index);
  if (area === undefined) return read.pieces;
  // A tabletop that cannot read an area has every piece read instead (as `occupiedNow`).
  const readOver = c.tabletop.readOver;
  const near = readOver !== undefined ? readOver(area.box, area.floor) : c.tabletop.readPieces(PIECES_NEED);
  const out: Piece[] = [];
  const have: { [id: string]: boolean } = {};
  // Only a piece read inside the box can be one found there again: the others are not asked
  // their ids (an Instability piece's GUID is asked where used: src/tts/read.ts). A piece that
  // came into the box since the read is measured where it lies now.
  for (const piece of read.pieces) {
    out.push(piece);
    if (contains(area.box, piece)) have[piece.id] = true;
  }
  for (const raw of near) {
    const piece = wellFormed(raw);
    // `!== true`: a JS object answers inherited names ("constructor") with functions.
    if (piece !== undefined && have[piece.id] !== true) {
      have[piece.id] = true;
      out.push(piece);
    }
  }
  return out;
}

/** a's items, then b's, in a new list. */
export function joined<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (const x of a) out.push(x);
  for (const x of b) out.push(x);
  return out;
}

/** Where a step sets its piece down, for the steps that do. */
function toOf(step: Step): Vec | undefined {
  return (step as { to?: Vec }).to;
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
