/**
 * The say stage (press.ts): what a press decided, told to the players before any piece moves: the
 * headline in the middle of every screen, one chat line of what players carry out, one of
 * warnings; the highlights and the Crown's choice. Undo says what it takes back.
 */
import { PendingChoice } from "../core/model";
import { TableIndex } from "../table/table-index";
import { controllerWords } from "../words/controller";
import { cardStepWords } from "../words/text";
import type { Controller } from "./controller-state";
import { Mark } from "./tabletop";
import type { Press } from "./press-value";
import { Journal, PausedCard } from "./session";
import { unsaid } from "./standing";
import { lastUndo } from "./undo-stack";

export function sayStage(c: Controller, p: Press): void {
  const work = p.work!;
  if (work.cancels !== undefined) return sayCancelled(c, p, work.cancels.pending, work.cancels.card);
  if (work.undoing !== undefined) return sayUndo(c, p, work.undoing);
  const outcome = work.decided!;
  // In the order said: the headline (on every screen, and in the chat) where it falls among the details.
  // Issue 41: the headline, one line of what players carry out, one of warnings; the details go to the log.
  const chat: string[] = [];
  for (const e of outcome.effects) {
    if (e.kind !== "announce") continue;
    if (e.headline === true) {
      p.headline = e.text;
      c.tabletop.broadcast(e.text, false);
    } else if (e.chat === true) chat.push(e.text);
  }
  if (chat.length > 0) c.tabletop.print(chat.join(" "), false);
  warn(c, p.warnings!, p.caller);
  c.tabletop.highlight(p.plan!.highlight);
  c.tabletop.showChoice(outcome.pending === undefined ? [] : outcome.pending.candidates);
  c.tabletop.showFigures(marksOf(outcome.pending, p.read!.index));
}

/** Undo: what it takes back, where pieces go instead, and what Undo does next (issue 41: at most three chat lines). */
function sayUndo(c: Controller, p: Press, journal: Journal): void {
  const back = p.back!;
  const pending = c.session.pending;
  const choice = pending !== undefined && journal.pending === undefined ? "cancelled" : journal.pending !== undefined ? "again" : undefined;
  p.headline = controllerWords.undoing(undoneName(journal), journal.steps.length, choice);
  c.tabletop.broadcast(p.headline, false);
  const aside: string[] = [];
  for (const a of back.asideTo) aside.push(controllerWords.movedAside(a.piece, a.area));
  const next = lastUndo(c);
  aside.push(controllerWords.undoNext(next === undefined ? undefined : undoneName(next), c.session.undoFloor));
  c.tabletop.print(aside.join(" "), false);
  if (back.stacked > 0) warn(c, [controllerWords.stackedBack(back.stacked)], p.caller);
  c.tabletop.highlight([]);
}

/** Undo while a choice waits: the choice (and the card waiting for it) cancelled; its marks gone. */
function sayCancelled(c: Controller, p: Press, pending: PendingChoice, card: PausedCard | undefined): void {
  c.tabletop.showChoice([]);
  c.tabletop.showFigures([]);
  c.tabletop.highlight([]);
  p.headline =
    card === undefined
      ? controllerWords.choiceCancelled(pending.candidates)
      : controllerWords.cardCancelled(cardStepWords.deckName(card.deck), card.step);
  c.tabletop.broadcast(p.headline, false);
  if (card !== undefined) c.tabletop.print(controllerWords.cardCancelledNext(), false);
}

/** An undo entry's action in players' words (an older save's entry names the call). */
export function undoneName(journal: Journal): string {
  return journal.call === undefined ? controllerWords.undoName(journal.action) : journal.action;
}

/**
 * Warnings go to every player's chat, each once, in one line that starts "Note:" (issue 41): the
 * presser reads them there with everyone (`_by`: who pressed, told nothing twice).
 */
export function warn(c: Controller, warnings: string[], _by: string | undefined): void {
  const fresh = unsaid(c.tabletop, warnings);
  if (fresh.length > 0) c.tabletop.print(controllerWords.notes(fresh), true);
}

/**
 * What each candidate of a waiting choice shows above it: a Room above its tile, a Mage above
 * their Mage Card (else their model). None without a choice, or without a read to find them in.
 */
export function marksOf(pending: PendingChoice | undefined, index: TableIndex | undefined): Mark[] {
  const marks: Mark[] = [];
  if (pending === undefined || index === undefined) return marks;
  const lines = [controllerWords.crownFigures()];
  if (pending.figures !== undefined) for (const f of pending.figures) lines.push(f);
  for (const name of pending.candidates) {
    let id: string | undefined = undefined;
    for (const room of index.rooms) if (id === undefined && room.name === name) id = room.id;
    for (const mage of index.mages) {
      if (id !== undefined || mage.color !== name) continue;
      id = mage.card !== undefined ? mage.card.id : mage.model;
    }
    if (id !== undefined) marks.push({ id, lines });
  }
  return marks;
}
