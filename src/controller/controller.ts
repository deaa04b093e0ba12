/**
 * The script API of the Avatar Card (docs/rules.md), the same on every tabletop: read the table
 * afresh, ask the rules, plan the physical steps, announce, carry out, journal for undo.
 * table → snapshot → rules → effects → steps → table; the host does only the first and last hops.
 */
import { Effect, PendingChoice, RankRound, Settings, Snapshot, TargetResult } from "../core/model";
import { runAction } from "../core/actions";
import { CARD_DECKS, CardCursor, CardOutcome, CrownPick, continueCard, resolveCard } from "../core/card";
import { errors } from "../words/errors";
import { cardText, describeValue } from "../words/text";
import { TableRead } from "../table/snapshot";
import { Piece } from "../table/pieces";
import { EVERY_NEED, Need, PIECES_NEED, TableReader, createReader, occupiedNow, prepare, readFor, targetNeed } from "../table/reader";
import { TableIndex } from "../table/table-index";
import { Host, Mark } from "./host";
import { Asked, Log, LogEntry, LOG_FORMAT, append, isoTime, logFrom, logText, plainParams } from "./log";
import { Plan, besideSpots, nextSpot, placeBack, placeNext, planEffects } from "./plan";
import { inverse, Step, StepDone, Vec } from "./steps";
import { restore, Journal, Session, toSaved } from "./session";
import { ApiResult, refusal, resultOf, stateOf, StateResult } from "./results";
import { cardDefinitions, findCard, topCard } from "./decks";
import { says } from "../words/controller";
import { readiness } from "../words/table";
import { missingOf } from "../table/readiness";
import { refuseTo } from "./refuse";
import { TAG_CALLS, markSaved, tagCall } from "./tagging";
import { changeSettings, settingsOf, showCard } from "./settings";

export interface Controller {
  host: Host;
  session: Session;
  /** True while the pieces of the last action are still moving. */
  busy: boolean;
  settings: Settings;
  /** All that is known of the table between presses, and the one way to read it. */
  reader: TableReader;
  /** Jukas's log, read from the game at the first entry (`logOf`). */
  log?: Log;
}

export const API = [
  "setup",
  "target",
  "choose",
  "teleport",
  "avatarEffect",
  "spellResolved",
  "cleanup",
  "roomRebuilt",
  "resolveCard",
  "state",
  "undo",
  "check",
  "settings",
  "prepare",
  "confirmTags",
  "cancelTags",
  "undoTags",
];

/** API by name: one lookup a call (`=== true`: a JS object answers inherited names with functions). */
const IS_API: { [name: string]: boolean } = {};
for (const name of API) IS_API[name] = true;

/** A controller with the state saved on the table; unreadable state starts clean, with a warning. */
export function createController(host: Host, saved: string | undefined): Controller {
  const restored = restore(saved, host.decode);
  const c: Controller = {
    host,
    session: restored.session,
    busy: false,
    settings: settingsOf(restored.session),
    reader: createReader(host),
  };
  if (restored.warning !== undefined) host.broadcast(restored.warning, true);
  if (c.session.pending !== undefined) host.showChoice(c.session.pending.candidates);
  showCard(c);
  markSaved(c);
  return c;
}

/** What the host saves (TTS onSave runs every few seconds: this stays small and cheap). */
export function savedState(c: Controller): string {
  return c.host.encode(toSaved(c.session));
}

/**
 * Reads the whole table, and does nothing else (no word, no step): what the script does as it
 * loads, so that its first press finds the board made and every piece located, as every later
 * press does. The cost goes to the loading frame (docs/performance.md).
 */
export function readAhead(c: Controller): void {
  readFor(c.reader, EVERY_NEED, c.settings);
  // Jukas's log too: a press then only writes its entry.
  logOf(c);
}

/**
 * What an API call reads. A Target moves nothing: it reads what its criteria use
 * (src/core/reads.ts). A Teleport reads the same, and then what lies in the one Room Jukas goes
 * to (`seeRooms`). Every other action reads every piece: what it moves goes on a free spot, clear
 * of every piece that lies there, whatever its kind (plan.ts). The cards in the decks are read by
 * what draws, deals or puts back a card (`resolveCard`, a `choose` that finishes one, `cleanup`'s
 * Forgotten Spell, `undo`) and by `state`.
 */
export function readNeed(name: string, params: unknown): Need {
  if (name === "target" || name === "teleport") return targetNeed(params);
  if (CARD_CALLS[name] === true) return EVERY_NEED;
  return PIECES_NEED;
}

/**
 * A plan made on a read that did not ask every piece its place: each Room it places a piece in
 * learns what lies on its tile now, before any spot there is found (reader.ts `occupiedNow`).
 */
function seeRooms(c: Controller, need: Need, plan: Plan): void {
  if (need.obstacles) return;
  const seen: { [id: string]: boolean } = {};
  for (const r of plan.spots) {
    const room = r.room;
    if (room !== undefined && seen[room.id] !== true) {
      seen[room.id] = true;
      room.occupied = occupiedNow(c.reader, room);
    }
  }
}

const CARD_CALLS: { [name: string]: boolean } = { resolveCard: true, choose: true, cleanup: true, undo: true, state: true };

/**
 * A player's press, before `call`: reads the pieces `name` needs. "wait" when that read made the
 * board anew: `call` then belongs to the next frame (the reader keeps the pieces for it).
 */
export function prepareCall(c: Controller, name: string, params: unknown): "now" | "wait" {
  // No check of the name here: `call` refuses an unknown one, on this read as on any. The card's
  // own calls (settings, the tagging assistant's) read no table.
  if (name === "settings" || TAG_CALLS[name] === true) return "now";
  return prepare(c.reader, readNeed(name, params), c.settings);
}

/** One call of the script API. `caller` is the colour of the player who clicked, if any. */
export function call(c: Controller, name: unknown, params: unknown, caller?: string): ApiResult | StateResult {
  if (typeof name !== "string" || IS_API[name] !== true) return refuseCall(c, says.unknownCall(String(name)), [], caller);
  if (params !== undefined && (typeof params !== "object" || params === null)) {
    return refuseCall(c, says.paramsNotTable(name), [], caller);
  }
  // The card's own calls read no table (the assistant reads every object itself: docs/prepare.md).
  if (name === "settings") return changeSettings(c, params as { [key: string]: unknown } | undefined, caller);
  if (TAG_CALLS[name] === true) return tagCall(c, name, params as { [key: string]: unknown } | undefined, caller);
  const need = readNeed(name, params);
  const read = readFor(c.reader, need, c.settings);
  // Well formed, whichever the adapter: what the planner and the decks go through.
  const pieces = read.pieces;
  // The card that carries the controller must itself be on the table (two are refused by the reader).
  if (read.ok && read.index.avatar === undefined) return refuseCall(c, says.noAvatar(), read.warnings, caller);
  if (name === "state") return stateCall(read);
  if (name === "check") return checkCall(c, read);
  if (name === "undo") return undo(c, read, pieces, caller);
  if (c.busy) return refuseCall(c, says.busy(), [], caller);
  if (!read.ok || read.snapshot === undefined)
    return refuseCall(c, read.error === undefined ? says.unreadable() : read.error, read.warnings, caller);
  const given = params as { [key: string]: unknown } | undefined;
  if (name === "resolveCard") return resolveTop(c, given, read, pieces, caller);
  if (name === "choose" && c.session.card !== undefined) return continueTop(c, given, read, pieces, caller);
  // I1: an action pressed on its own has no earlier step, so no target Room of one (cards pass theirs).
  const request = { action: name, params: given, pending: c.session.pending };
  const outcome = runAction(read.snapshot, request);
  if (!outcome.ok) {
    // Told to the clicking player only when it is their choice that was refused.
    if (name !== "choose") caller = undefined;
    return refuseCall(c, outcome.error!, outcome.warnings, caller);
  }
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuseCall(c, plan.error, joined(outcome.warnings, plan.warnings), caller);
  seeRooms(c, need, plan);
  const asked: Asked = { action: name, params: given, by: caller, pending: request.pending };
  const warnings = carryOut(c, read, outcome, plan, plan.steps, asked, (done, before) => {
    before.action = name;
    before.steps = inverse(done);
    return before;
  });
  return resultOf(outcome, warnings);
}

/**
 * Draws the top card of a deck and resolves it (cards/README.md): the draw and every step up to
 * the end of the card, or up to a Choice of the Crown, are one action with one undo entry.
 * Nothing is drawn when the card cannot be resolved (no id, no description, a refusal).
 */
function resolveTop(
  c: Controller,
  params: { [key: string]: unknown } | undefined,
  read: TableRead,
  pieces: Piece[],
  caller: string | undefined,
): ApiResult {
  const deck = params === undefined || params.deck === undefined ? CARD_DECKS[0] : params.deck;
  if (typeof deck !== "string" || CARD_DECKS.indexOf(deck) < 0)
    return refuseCall(c, says.badDeck(describeValue(deck)), read.warnings, undefined);
  const pending = c.session.pending;
  if (pending !== undefined) return refuseCall(c, errors.pendingChoice(pending.why), read.warnings, undefined);
  const top = topCard(pieces, deck);
  if (top.top === undefined) return refuseCall(c, top.error!, read.warnings, undefined);
  const defs = cardDefinitions(pieces, c.host.decode);
  if (defs.cards === undefined) return refuseCall(c, defs.error!, read.warnings, undefined);
  const card = findCard(defs.cards, top.top.id);
  if (card === undefined) return refuseCall(c, says.noDefinition(cardText.deckName(deck) + " " + top.top.id), read.warnings, undefined);
  const outcome = withTableWarnings(resolveCard(read.snapshot!, card), read.warnings);
  if (!outcome.ok) return refuseCall(c, outcome.error!, outcome.warnings, undefined);
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuseCall(c, plan.error, joined(outcome.warnings, plan.warnings), undefined);
  const head = cardText.deckName(card.deck) + " " + card.id;
  pauseCard(c, outcome, card.id, deck);
  const asked: Asked = { action: "resolveCard", params, by: caller, card, deck };
  const warnings = carryOut(c, read, outcome, plan, joined([top.top.draw], plan.steps), asked, (done, before) => {
    before.action = head;
    before.card = card.id;
    before.steps = inverse(done);
    return before;
  });
  return cardResult(outcome, warnings, card.id, deck);
}

/** `choose` while a card waits for the Crown: settles the choice, then resolves the rest of the card. */
function continueTop(
  c: Controller,
  params: { [key: string]: unknown } | undefined,
  read: TableRead,
  pieces: Piece[],
  caller: string | undefined,
): ApiResult {
  const paused = c.session.card!;
  const pending = c.session.pending;
  if (pending === undefined) {
    c.session.card = undefined;
    return refuseCall(c, errors.nothingPending(), read.warnings, caller);
  }
  const defs = cardDefinitions(pieces, c.host.decode);
  const card = defs.cards && findCard(defs.cards, paused.id);
  if (card === undefined)
    return refuseCall(c, says.definitionGone(cardText.deckName(paused.deck) + " " + paused.id), read.warnings, caller);
  const head = cardText.deckName(card.deck) + " " + card.id;
  const cursor: CardCursor = { card: paused.id, step: paused.step, pending };
  if (paused.target !== undefined) cursor.target = paused.target;
  const pick = { player: params && params.player, pick: params && params.pick } as unknown as CrownPick;
  const outcome = withTableWarnings(continueCard(read.snapshot!, card, cursor, pick), read.warnings);
  if (!outcome.ok) return refuseCall(c, outcome.error!, outcome.warnings, caller);
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuseCall(c, plan.error, joined(outcome.warnings, plan.warnings), caller);
  // One undo puts back the whole card: what it did before the choice (the drawn card included) joins this.
  const earlier = c.session.journal !== undefined && c.session.journal.card === card.id ? c.session.journal : undefined;
  pauseCard(c, outcome, card.id, paused.deck);
  const asked: Asked = { action: "choose", params, by: caller, pending, card, deck: paused.deck, cursor };
  const warnings = carryOut(c, read, outcome, plan, plan.steps, asked, (done, before) => {
    if (earlier === undefined) return { action: head, card: card.id, steps: inverse(done), beside: before.beside };
    // The entry is the session's journal until this one replaces it: changed in place, not copied.
    earlier.steps = joined(inverse(done), earlier.steps);
    earlier.beside = joined(before.beside ?? [], earlier.beside ?? []);
    return earlier;
  });
  return cardResult(outcome, warnings, card.id, paused.deck);
}

/**
 * The table's warnings (the read's: the snapshot's), which a card of only `say` steps would not
 * pass on, first; each once. Jukas's log replays a card through this too (tools/replay/).
 */
export function withTableWarnings(outcome: CardOutcome, tableWarnings: string[]): CardOutcome {
  const warnings = joined(tableWarnings, []);
  for (const w of outcome.warnings) if (warnings.indexOf(w) < 0) warnings.push(w);
  outcome.warnings = warnings; // the outcome is the card's own, made for this call
  return outcome;
}

/** a's items, then b's, in a new list. */
function joined<T>(a: T[], b: T[]): T[] {
  const out: T[] = [];
  for (const x of a) out.push(x);
  for (const x of b) out.push(x);
  return out;
}

/** Keeps the card's place while it waits for the Crown; forgets it once the card is done. */
function pauseCard(c: Controller, outcome: CardOutcome, id: string, deck: string): void {
  const cursor = outcome.cursor;
  if (outcome.status !== "paused" || cursor === undefined) {
    c.session.card = undefined;
    return;
  }
  c.session.card = { id, deck, step: cursor.step };
  if (cursor.target !== undefined) c.session.card.target = cursor.target;
}

function cardResult(outcome: CardOutcome, warnings: string[], id: string, deck: string): ApiResult {
  const out = resultOf(outcome, warnings);
  out.card = id;
  out.deck = deck;
  out.status = outcome.status;
  if (outcome.cursor !== undefined) out.step = outcome.cursor.step;
  return out;
}

function stateCall(read: TableRead): StateResult | ApiResult {
  if (!read.ok || read.snapshot === undefined) {
    const out = refusal(read.error === undefined ? says.unreadable() : read.error, read.warnings);
    out.missing = missingOf(read);
    return out;
  }
  return stateOf(read.snapshot, read.warnings, missingOf(read));
}

/** "Check table": what each rule lacks, one line each, told to everyone (src/table/readiness.ts). */
function checkCall(c: Controller, read: TableRead): ApiResult {
  const missing = missingOf(read);
  if (missing.length === 0) c.host.broadcast(readiness.ready(), false);
  else {
    c.host.broadcast(readiness.header(missing.length), true);
    for (const line of missing) c.host.print(line, true);
  }
  return { ok: true, warnings: read.warnings, missing };
}

/**
 * A refusal changes nothing on the table; it is told to the clicking player, else to everyone
 * (its one broadcast); its warnings go to the chat.
 */
function refuseCall(c: Controller, error: string, warnings: string[], caller: string | undefined): ApiResult {
  return refuseTo(c.host, error, warnings, caller);
}

/** What the rules decided, from an action or a card. */
interface Decided {
  effects: Effect[];
  warnings: string[];
  pending?: PendingChoice;
  target?: TargetResult;
  ranking?: RankRound[];
}

/**
 * Says what was decided (the headline in the middle of every screen, the details and warnings in
 * the chat, each warning on the presser's screen too), shows the Crown's choice, keeps the
 * session, and carries the steps out; once they are done, `journal` makes the undo entry from
 * what was done and the session before, and the action goes into Jukas's log. Returns the warnings.
 */
function carryOut(
  c: Controller,
  read: TableRead,
  outcome: Decided,
  plan: Plan,
  steps: Step[],
  asked: Asked,
  journal: (this: void, done: StepDone[], before: Journal) => Journal,
): string[] {
  // The first spot now, with the press (its warning with the others); the rest as their steps come (performInTurn).
  const first = steps.length > 0 && toOf(steps[0]) === nextSpot(plan) ? placeNext(plan) : [];
  const warnings = joined(joined(outcome.warnings, plan.warnings), first);
  // In the order said: the headline (on every screen, and in the chat) where it falls among the details.
  let headline: string | undefined = undefined;
  for (const e of outcome.effects) {
    if (e.kind !== "announce") continue;
    if (e.headline === true) {
      headline = e.text;
      c.host.broadcast(e.text, false);
    } else c.host.print(e.text, false);
  }
  warn(c, warnings, asked.by);
  c.host.highlight(plan.highlight);
  c.host.showChoice(outcome.pending === undefined ? [] : outcome.pending.candidates);
  c.host.showFigures(marksOf(outcome.pending, read.index));
  const before: Journal = { action: "", steps: [], pending: c.session.pending, beside: besideSpots(steps, read.index, read.pieces) };
  c.session.pending = outcome.pending;
  c.busy = true;
  // The log's entry is made once the pieces have settled, off the press's frame; its time is the press's.
  const at = c.host.now();
  performInTurn(c, plan, steps, 0, [], asked.by, (done, failure) => {
    c.busy = false;
    c.session.journal = journal(done, before);
    if (failure !== undefined) warn(c, [failure], asked.by);
    const entry = entryOf(c, asked, at);
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
  });
  return warnings;
}

/** Warnings go to every player's chat, and to the middle of the presser's screen (a script's call has none). */
function warn(c: Controller, warnings: string[], by: string | undefined): void {
  for (const w of warnings) {
    c.host.print(w, true);
    if (by !== undefined) c.host.tell(by, w);
  }
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
  finish: (this: void, done: StepDone[], failure: string | undefined) => void,
): void {
  const next = nextSpot(plan);
  const run: Step[] = [];
  let end = from;
  while (end < steps.length && (end === from || next === undefined || toOf(steps[end]) !== next)) run.push(steps[end++]);
  c.host.perform(run, (result, failure) => {
    for (const d of result) done.push(d);
    if (failure !== undefined || end >= steps.length) return finish(done, failure);
    warn(c, placeNext(plan), by);
    performInTurn(c, plan, steps, end, done, by, finish);
  });
}

/**
 * Cancels a pending choice, else puts back what the last finished action moved (docs/rules.md),
 * clear of what players have put where those pieces lay since (`placeBack`, on a table read).
 */
function undo(c: Controller, read: TableRead, pieces: Piece[], caller: string | undefined): ApiResult {
  const warnings = read.warnings;
  if (c.session.pending !== undefined) {
    const pending: PendingChoice = c.session.pending;
    const card = c.session.card;
    c.session.pending = undefined;
    c.session.card = undefined;
    c.host.showChoice([]);
    c.host.showFigures([]);
    c.host.highlight([]);
    if (card === undefined) c.host.broadcast(says.choiceCancelled(pending.why), false);
    else c.host.broadcast(says.cardCancelled(cardText.deckName(card.deck) + " " + card.id, card.step), false);
    const entry = entryOf(c, { action: "undo", by: caller, pending }, c.host.now());
    entry.undone = pending.why;
    record(c, entry);
    return { ok: true, warnings };
  }
  if (c.busy) return refuseCall(c, says.busy(), [], undefined);
  const journal = c.session.journal;
  if (journal === undefined) return refuseCall(c, says.nothingToUndo(), warnings, undefined);
  c.busy = true;
  c.session.journal = undefined;
  // An unread table gives no pieces to keep clear of: everything goes back where it lay.
  const back = placeBack(journal.steps, read.index, read.ok ? pieces : [], journal.beside);
  c.host.broadcast(says.undoing(journal.action, journal.steps.length), false);
  if (back.aside > 0) c.host.print(says.movedAside(back.aside), false);
  if (back.stacked > 0) warn(c, [says.stackedBack(back.stacked)], caller);
  c.host.highlight([]);
  const entry = entryOf(c, { action: "undo", by: caller }, c.host.now());
  entry.undone = journal.action;
  c.host.perform(back.steps, (done, failure) => {
    c.busy = false;
    c.session.pending = journal.pending;
    c.session.card = undefined; // a card's entry puts back the whole card; no other entry is taken mid-card
    c.host.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
    c.host.showFigures(marksOf(journal.pending, read.index));
    if (failure !== undefined) warn(c, [failure], caller);
    entry.choice = journal.pending;
    entry.steps = done;
    entry.failure = failure;
    record(c, entry);
  });
  return { ok: true, warnings };
}

/**
 * As the script loads, after `readAhead`: the Crown's waiting choice shows its figures again
 * above its candidates (a saved game keeps no script's buttons), found in that read.
 */
export function showWaiting(c: Controller): void {
  c.host.showFigures(marksOf(c.session.pending, c.reader.lastIndex));
}

/**
 * What each candidate of a waiting choice shows above it: a Room above its tile, a Mage above
 * their Mage Card (else their model). None without a choice, or without a read to find them in.
 */
function marksOf(pending: PendingChoice | undefined, index: TableIndex | undefined): Mark[] {
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

/** A log entry's first part: who asked for what, and when. */
/** `at`: the time of the press, in seconds since 1970 (UTC). */
function entryOf(c: Controller, asked: Asked, at: number): LogEntry {
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
function logOf(c: Controller): Log {
  if (c.log === undefined) c.log = logFrom(c.host.readLog(), c.host.decode);
  return c.log;
}

/** Adds the entry to Jukas's log and keeps the log with the game. */
function record(c: Controller, entry: LogEntry): void {
  const log = logOf(c);
  append(log, entry, c.host.encode);
  c.host.writeLog(logText(log));
}
