/**
 * Undo (docs/rules.md): cancels a pending choice, else puts back what the last finished action
 * moved, clear of what players have put where those pieces lay since (`placeBack`, on the press's read).
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

export function undoCall(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const warnings = read.warnings;
  const caller = p.caller;
  if (c.session.pending !== undefined) return cancelChoice(c, c.session.pending, caller, warnings);
  if (c.busy) return refuseTo(c.host, says.busy(), [], undefined);
  const journal = c.session.journal;
  if (journal === undefined) return refuseTo(c.host, says.nothingToUndo(), warnings, undefined);
  c.busy = true;
  c.session.journal = undefined;
  // An unread table gives no pieces to keep clear of: everything goes back where it lay.
  const back = placeBack(journal.steps, read.index, read.ok ? read.pieces : [], journal.beside);
  c.host.broadcast(says.undoing(journal.action, journal.steps.length), false);
  if (back.aside > 0) c.host.print(says.movedAside(back.aside), false);
  if (back.stacked > 0) warn(c, [says.stackedBack(back.stacked)], caller);
  c.host.highlight([]);
  const entry = entryOf({ action: "undo", by: caller }, c.host.now());
  entry.undone = journal.action;
  carrying(c, p);
  c.host.perform(back.steps, (done, failure) => {
    journaling(p);
    c.busy = false;
    c.session.pending = journal.pending;
    restoreRebuilds(c, journal);
    c.session.card = undefined; // a card's entry puts back the whole card; no other entry is taken mid-card
    c.host.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
    c.host.showFigures(marksOf(journal.pending, read.index));
    if (failure !== undefined) warn(c, [failure], caller);
    entry.choice = journal.pending;
    entry.steps = done;
    entry.failure = failure;
    record(c, entry);
    finish(c, p);
  });
  return { ok: true, warnings };
}

/** A pending choice is cancelled (with the card waiting for it, if any): that is one undo. */
function cancelChoice(c: Controller, pending: PendingChoice, caller: string | undefined, warnings: string[]): ApiResult {
  const card = c.session.card;
  c.session.pending = undefined;
  c.session.card = undefined;
  c.host.showChoice([]);
  c.host.showFigures([]);
  c.host.highlight([]);
  if (card === undefined) c.host.broadcast(says.choiceCancelled(pending.why), false);
  else c.host.broadcast(says.cardCancelled(cardText.deckName(card.deck) + " " + card.id, card.step), false);
  const entry = entryOf({ action: "undo", by: caller, pending }, c.host.now());
  entry.undone = pending.why;
  record(c, entry);
  return { ok: true, warnings };
}
