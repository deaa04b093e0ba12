/**
 * The stages after the decision: say what was decided, show the Crown's choice, keep the session,
 * carry the steps out over the frames they take, then journal (the undo entry, Jukas's log).
 */
import { Effect, PendingChoice, RankRound, TargetResult } from "../core/model";
import { TableIndex } from "../table/table-index";
import { says } from "../words/controller";
import type { Controller } from "./controller-state";
import { Mark } from "./host";
import { Asked, Log, LogEntry, LOG_FORMAT, append, appendNote, isoTime, logFrom, logText, notesFrom, notesText, plainParams } from "./log";
import { Plan, besideArea, besideSpots, nextSpot, placeNext } from "./plan";
import { Piece, wellFormed } from "../table/pieces";
import { PIECES_NEED } from "../table/reader";
import { Press, carrying, finish, journaling } from "./press";
import { Journal } from "./session";
import { keepRebuilds, rememberRebuilds } from "./rebuilds";
import { Step, StepDone, Vec } from "./steps";
import { pushUndo } from "./undo-stack";
import { unsaid } from "./standing";

/** What the rules decided, from an action or a card. */
export interface Decided {
  effects: Effect[];
  warnings: string[];
  pending?: PendingChoice;
  target?: TargetResult;
  ranking?: RankRound[];
  /** roomRebuilt: the Room reported Rebuilt (I12). */
  rebuilt?: string[];
}

/**
 * Says what was decided (the headline in the middle of every screen, the details and warnings in
 * the chat, each warning on the presser's screen too), shows the Crown's choice, keeps the
 * session, and carries the steps out; once they are done, `journal` makes the undo entry from
 * what was done and the session before (it joins undo's history), and the action goes into Jukas's log. Returns the warnings.
 */
export function carryOut(
  c: Controller,
  p: Press,
  outcome: Decided,
  plan: Plan,
  steps: Step[],
  asked: Asked,
  journal: (this: void, done: StepDone[], before: Journal) => Journal,
): string[] {
  const read = p.read!;
  // The first spot now, with the press (its warning with the others); the rest as their steps come (performInTurn).
  const first = steps.length > 0 && toOf(steps[0]) === nextSpot(plan) ? placeNext(plan) : [];
  const warnings = joined(joined(outcome.warnings, plan.warnings), first);
  // In the order said: the headline (on every screen, and in the chat) where it falls among the details.
  // Issue 41: the headline, one line of what players carry out, one of warnings; the details go to the log.
  let headline: string | undefined = undefined;
  const chat: string[] = [];
  for (const e of outcome.effects) {
    if (e.kind !== "announce") continue;
    if (e.headline === true) {
      headline = e.text;
      c.host.broadcast(e.text, false);
    } else if (e.chat === true) chat.push(e.text);
  }
  if (chat.length > 0) c.host.print(chat.join(" "), false);
  warn(c, warnings, asked.by);
  c.host.highlight(plan.highlight);
  c.host.showChoice(outcome.pending === undefined ? [] : outcome.pending.candidates);
  c.host.showFigures(marksOf(outcome.pending, read.index));
  const before: Journal = keepRebuilds(c, {
    action: "",
    steps: [],
    pending: c.session.pending,
    beside: besideSpots(steps, read.index, besidePieces(c, p, steps)),
  });
  c.session.pending = outcome.pending;
  rememberRebuilds(c, asked.action, outcome);
  c.busy = true;
  carrying(c, p);
  // The log's entry is made once the pieces have settled, off the press's frame; its time is the press's.
  const at = c.host.now();
  performInTurn(c, plan, steps, 0, [], asked.by, (done, failure) => {
    journaling(p);
    c.busy = false;
    pushUndo(c, journal(done, before));
    if (failure !== undefined) warn(c, [failure], asked.by);
    const entry = entryOf(asked, at);
    entry.snapshot = read.snapshot;
    entry.headline = headline;
    entry.ranking = outcome.ranking;
    entry.effects = outcome.effects;
    entry.target = outcome.target;
    entry.choice = outcome.pending;
    entry.warnings = outcome.warnings;
    entry.steps = done;
    entry.failure = failure;
    record(c, entry);
    finish(c, p);
  });
  return warnings;
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
  const readOver = c.host.readOver;
  const near = readOver !== undefined ? readOver(area.box, area.floor) : c.host.readPieces(PIECES_NEED);
  const out: Piece[] = [];
  const have: { [id: string]: boolean } = {};
  for (const piece of read.pieces) {
    out.push(piece);
    have[piece.id] = true;
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

/**
 * Warnings go to every player's chat, each once, in one line that starts "Note:" (issue 41): the
 * presser reads them there with everyone (`_by`: who pressed, told nothing twice).
 */
export function warn(c: Controller, warnings: string[], _by: string | undefined): void {
  const fresh = unsaid(c.host, warnings);
  if (fresh.length > 0) c.host.print(says.notes(fresh), true);
}

/** Where a step sets its piece down, for the steps that do. */
function toOf(step: Step): Vec | undefined {
  return (step as { to?: Vec }).to;
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
  finishIt: (this: void, done: StepDone[], failure: string | undefined) => void,
): void {
  const next = nextSpot(plan);
  const run: Step[] = [];
  let end = from;
  while (end < steps.length && (end === from || next === undefined || toOf(steps[end]) !== next)) run.push(steps[end++]);
  c.host.perform(run, (result, failure) => {
    for (const d of result) done.push(d);
    if (failure !== undefined || end >= steps.length) return finishIt(done, failure);
    warn(c, placeNext(plan), by);
    performInTurn(c, plan, steps, end, done, by, finishIt);
  });
}

/**
 * What each candidate of a waiting choice shows above it: a Room above its tile, a Mage above
 * their Mage Card (else their model). None without a choice, or without a read to find them in.
 */
export function marksOf(pending: PendingChoice | undefined, index: TableIndex | undefined): Mark[] {
  const marks: Mark[] = [];
  if (pending === undefined || index === undefined) return marks;
  const lines = [says.crownFigures()];
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
    c.log = logFrom(c.host.readLog(), c.host.decode);
    if (c.host.readNotes !== undefined) notesFrom(c.log, c.host.readNotes());
  }
  return c.log;
}

/** Adds the entry to Jukas's log and keeps the log with the game. */
export function record(c: Controller, entry: LogEntry): void {
  const log = logOf(c);
  append(log, entry, c.host.encode);
  c.host.writeLog(logText(log));
  if (c.host.writeNotes !== undefined) {
    appendNote(log, entry);
    c.host.writeNotes(notesText(log));
  }
}
