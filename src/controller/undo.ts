/**
 * Undo (docs/rules.md, Undo): steps back one action at a time through undo's history, to the
 * start of the round (undo-stack.ts). Each puts back what its action moved, clear of what players
 * have put where those pieces lay since (`placeBack`, on the press's read), and says what it undid.
 * A pending choice is cancelled as a step of its own, or with the action that made it wait.
 */
import { PendingChoice } from "../core/model";
import { cardText } from "../words/text";
import { says } from "../words/controller";
import type { Controller } from "./controller-state";
import { entryOf, marksOf, record, warn } from "./carry";
import { placeBack } from "./plan";
import { Press, carrying, finish, journaling } from "./press";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { restoreRebuilds } from "./rebuilds";
import { lastUndo, popUndo } from "./undo-stack";
import { Journal } from "./session";
import { carryAll, missedSaid } from "./unput";

export function undoCall(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const warnings = read.warnings;
  const caller = p.caller;
  const pending = c.session.pending;
  const top = lastUndo(c);
  // A card waiting for the Crown stops there (its entry stays, for the next undo); a choice with no
  // entry that made it (an older save's) is cancelled alone. Either is one step back.
  if (pending !== undefined && (c.session.card !== undefined || top === undefined || top.steps.length > 0))
    return cancelChoice(c, pending, caller, warnings);
  if (c.busy) return refuseTo(c.host, says.busy(), [], caller);
  if (top === undefined) return refuseTo(c.host, says.nothingToUndo(c.session.undoFloor), warnings, caller);
  c.busy = true;
  const journal = popUndo(c)!;
  // An unread table gives no pieces to keep clear of: everything goes back where it lay.
  const back = placeBack(journal.steps, read.index, read.ok ? read.pieces : [], journal.beside);
  const choice = pending !== undefined && journal.pending === undefined ? "cancelled" : journal.pending !== undefined ? "again" : undefined;
  const headline = says.undoing(actionOf(journal), journal.steps.length, choice);
  c.host.broadcast(headline, false);
  // Issue 41: at most three chat lines: the headline, where pieces went instead and what Undo does next, the warnings.
  const aside: string[] = [];
  for (const a of back.asideTo) aside.push(says.movedAside(a.piece, a.area));
  const next = lastUndo(c);
  aside.push(says.undoNext(next === undefined ? undefined : actionOf(next), c.session.undoFloor));
  c.host.print(aside.join(" "), false);
  if (back.stacked > 0) warn(c, [says.stackedBack(back.stacked)], caller);
  c.host.highlight([]);
  const entry = entryOf({ action: "undo", by: caller }, c.host.now());
  entry.undone = journal.action;
  entry.headline = headline;
  carrying(c, p);
  // A step whose piece is gone is skipped (issue #37): the rest goes back, and undo names it.
  carryAll(c, back.steps, 0, [], [], (done, missed) => {
    journaling(p);
    c.busy = false;
    c.session.pending = journal.pending;
    restoreRebuilds(c, journal);
    c.session.card = undefined; // a card's entry puts back the whole card; no other entry is taken mid-card
    c.host.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
    c.host.showFigures(marksOf(journal.pending, read.index));
    const notBack = missedSaid(missed, read);
    if (notBack.length > 0) warn(c, notBack, caller);
    entry.choice = journal.pending;
    entry.steps = done;
    if (notBack.length > 0) entry.failure = notBack.join(" ");
    record(c, entry);
    finish(c, p);
  });
  return { ok: true, warnings };
}

/** The entry's action in players' words (an older save's entry names the call). */
function actionOf(journal: Journal): string {
  return journal.call === undefined ? says.undoName(journal.action) : journal.action;
}

/** A pending choice is cancelled (with the card waiting for it, if any): one step back. */
function cancelChoice(c: Controller, pending: PendingChoice, caller: string | undefined, warnings: string[]): ApiResult {
  const card = c.session.card;
  c.session.pending = undefined;
  c.session.card = undefined;
  c.host.showChoice([]);
  c.host.showFigures([]);
  c.host.highlight([]);
  const headline =
    card === undefined ? says.choiceCancelled(pending.candidates) : says.cardCancelled(cardText.deckName(card.deck), card.step);
  c.host.broadcast(headline, false);
  if (card !== undefined) c.host.print(says.cardCancelledNext(), false);
  const entry = entryOf({ action: "undo", by: caller, pending }, c.host.now());
  entry.undone = pending.why;
  entry.headline = headline;
  record(c, entry);
  return { ok: true, warnings };
}
