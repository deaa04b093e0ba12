/**
 * The journal and log stages (press.ts), once a press's steps have settled: the undo entry made
 * from what the carry stage reports (undo puts the session back instead), then Jukas's log.
 */
import { controllerWords } from "../words/controller";
import type { Controller } from "./controller-state";
import { Log, LogEntry, LOG_FORMAT, Asked, append, appendNote, isoTime, logFrom, logText, notesFrom, notesText, plainParams } from "./log";
import type { Press } from "./press-value";
import { restoreRebuilds } from "./rebuilds";
import { Journal } from "./session";
import { marksOf, warn } from "./say";
import { inverse } from "./steps";
import { pushUndo } from "./undo-stack";
import { missedSaid } from "./unput";
import { joined } from "./carry-out";

export function journalStage(c: Controller, p: Press): void {
  // A cancelled choice has no entry of its own, and Jukas was never busy with it.
  if (p.work!.cancels !== undefined) return;
  c.busy = false;
  const undoing = p.work!.undoing;
  if (undoing !== undefined) return putBack(c, p, undoing);
  pushUndo(c, undoEntry(p));
  if (p.failure !== undefined) warn(c, [p.failure], p.caller);
}

/** The press's undo entry: what was done, inverted, and the session before it, named as its decision asked. */
function undoEntry(p: Press): Journal {
  const as = p.work!.undo!;
  const before = p.before!;
  const steps = inverse(p.done!);
  const name = as.name !== undefined ? as.name : undoNameOf(p);
  const earlier = as.joins;
  if (earlier !== undefined) {
    // The entry stays the newest of undo's history: changed in place, not copied (undo-stack.ts pushUndo).
    earlier.steps = joined(steps, earlier.steps);
    earlier.beside = joined(before.beside ?? [], earlier.beside ?? []);
    return earlier;
  }
  // The Rooms known Rebuilt before the card (I12) go with its entry; the choice it waited for does not.
  if (as.fresh === true) return { action: name, call: as.call, card: as.card, steps, beside: before.beside, rebuilt: before.rebuilt };
  before.action = name;
  if (as.call !== undefined) before.call = as.call;
  if (as.card !== undefined) before.card = as.card;
  before.steps = steps;
  return before;
}

/** How Undo names what the press did: its row's words, else the call's name. */
function undoNameOf(p: Press): string {
  const named = p.spec!.undoName;
  return named !== undefined ? named(p.params) : controllerWords.undoName(p.name, p.params);
}

/** Undo's: the session as it was before the action it took back; the pieces it could not put back, named. */
function putBack(c: Controller, p: Press, journal: Journal): void {
  c.session.pending = journal.pending;
  restoreRebuilds(c, journal);
  c.session.card = undefined; // a card's entry puts back the whole card; no other entry is taken mid-card
  c.tabletop.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
  c.tabletop.showFigures(marksOf(journal.pending, p.read!.index));
  const notBack = missedSaid(p.missed!, p.read!);
  if (notBack.length > 0) {
    warn(c, notBack, p.caller);
    p.failure = notBack.join(" ");
  }
}

export function logStage(c: Controller, p: Press): void {
  const work = p.work!;
  const entry = entryOf(work.asked, p.at!);
  const undoing = work.undoing;
  if (work.cancels !== undefined) {
    entry.undone = work.cancels.pending.why;
    entry.headline = p.headline;
  } else if (undoing !== undefined) {
    entry.undone = undoing.action;
    entry.headline = p.headline;
    entry.choice = undoing.pending;
    entry.steps = p.done;
    if (p.failure !== undefined) entry.failure = p.failure;
  } else {
    const outcome = work.decided!;
    entry.snapshot = p.read!.snapshot;
    entry.headline = p.headline;
    entry.ranking = outcome.ranking;
    entry.effects = outcome.effects;
    entry.target = outcome.target;
    entry.choice = outcome.pending;
    entry.warnings = outcome.warnings;
    entry.steps = p.done;
    entry.failure = p.failure;
  }
  record(c, entry);
}

/** A log entry's first part: who asked for what, and when (`at`: seconds since 1970, UTC). */
export function entryOf(asked: Asked, at: number): LogEntry {
  const entry: LogEntry = { log: LOG_FORMAT, n: 0, at: isoTime(at), action: asked.action };
  const params = plainParams(asked.params);
  if (params !== undefined) entry.params = params;
  if (asked.by !== undefined) entry.by = asked.by;
  if (asked.pending !== undefined) entry.pending = asked.pending;
  if (asked.card !== undefined) entry.card = asked.card;
  if (asked.deck !== undefined) entry.deck = asked.deck;
  if (asked.cursor !== undefined) entry.cursor = asked.cursor;
  return entry;
}

/** Jukas's log, read from the game the first time it is needed. */
export function logOf(c: Controller): Log {
  if (c.log === undefined) {
    c.log = logFrom(c.tabletop.readLog(), c.tabletop.decode);
    if (c.tabletop.readNotes !== undefined) notesFrom(c.log, c.tabletop.readNotes());
  }
  return c.log;
}

/** Adds the entry to Jukas's log and keeps the log with the game. */
export function record(c: Controller, entry: LogEntry): void {
  const log = logOf(c);
  append(log, entry, c.tabletop.encode);
  c.tabletop.writeLog(logText(log));
  if (c.tabletop.writeNotes !== undefined) {
    appendNote(log, entry);
    c.tabletop.writeNotes(notesText(log));
  }
}
