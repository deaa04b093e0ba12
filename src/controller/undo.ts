/**
 * Undo (docs/rules.md, Undo): steps back one action at a time through undo's history, to the
 * start of the round (undo-stack.ts). Each puts back what its action moved, clear of what players
 * have put where those pieces lay since (carry-out.ts `planStage`, on the press's read), and says what it undid.
 * A pending choice is cancelled as a step of its own, or with the action that made it wait.
 */
import { PendingChoice } from "../core/model";
import { controllerWords } from "../words/controller";
import type { Controller } from "./controller-state";
import type { Press } from "./press-value";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { lastUndo, popUndo } from "./undo-stack";

export function undoCall(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const warnings = read.warnings;
  const caller = p.caller;
  const pending = c.session.pending;
  const top = lastUndo(c);
  // A card waiting for the Crown stops there (its entry stays, for the next undo); a choice with no
  // entry that made it (an older save's) is cancelled alone. Either is one step back.
  if (pending !== undefined && (c.session.card !== undefined || top === undefined || top.steps.length > 0))
    return cancelChoice(c, p, pending, warnings);
  if (c.busy) return refuseTo(c.tabletop, controllerWords.busy(), [], caller);
  if (top === undefined) return refuseTo(c.tabletop, controllerWords.nothingToUndo(c.session.undoFloor), warnings, caller);
  // What it puts back, where, and what it says: the stages after this (press.ts).
  p.work = { asked: { action: "undo", by: caller }, undoing: popUndo(c)! };
  return { ok: true, warnings };
}

/** A pending choice is cancelled (with the card waiting for it, if any): one step back, nothing to carry out. */
function cancelChoice(c: Controller, p: Press, pending: PendingChoice, warnings: string[]): ApiResult {
  const card = c.session.card;
  c.session.pending = undefined;
  c.session.card = undefined;
  p.work = { asked: { action: "undo", by: p.caller, pending }, cancels: { pending, card } };
  return { ok: true, warnings };
}
