/**
 * The script API of the Avatar Card (docs/rules.md), the same on every tabletop: read the table
 * afresh, ask the rules, plan the physical steps, announce, carry out, journal for undo.
 * table → snapshot → rules → effects → steps → table; the host does only the first and last hops.
 */
import { DEFAULT_SETTINGS, Effect, PendingChoice, Settings, Snapshot, TargetResult } from "../core/model";
import { runAction } from "../core/actions";
import { CARD_DECKS, CardCursor, CardOutcome, CrownPick, continueCard, resolveCard } from "../core/card";
import { errors } from "../words/errors";
import { cardText, describeValue } from "../words/text";
import { TableRead } from "../table/snapshot";
import { Piece } from "../table/pieces";
import { EVERY_TAG, TableReader, createReader, prepare, readFor, tagsFor } from "../table/reader";
import { targetParts } from "../core/reads";
import { Host } from "./host";
import { Plan, besideSpots, nextSpot, placeBack, placeNext, planEffects } from "./plan";
import { inverse, Step, StepDone, Vec } from "./steps";
import { restore, Journal, Session, toSaved } from "./session";
import { ApiResult, refusal, resultOf, stateOf, StateResult } from "./results";
import { cardDefinitions, findCard, topCard } from "./decks";
import { says } from "../words/controller";

export interface Controller {
  host: Host;
  session: Session;
  /** True while the pieces of the last action are still moving. */
  busy: boolean;
  settings: Settings;
  /** All that is known of the table between presses, and the one way to read it. */
  reader: TableReader;
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
];

/** API by name: one lookup a call (`=== true`: a JS object answers inherited names with functions). */
const IS_API: { [name: string]: boolean } = {};
for (const name of API) IS_API[name] = true;

/** A controller with the state saved on the table; unreadable state starts clean, with a warning. */
export function createController(host: Host, saved: string | undefined): Controller {
  const restored = restore(saved, host.decode);
  const c: Controller = { host, session: restored.session, busy: false, settings: { ...DEFAULT_SETTINGS }, reader: createReader(host) };
  if (restored.warning !== undefined) host.broadcast(restored.warning, true);
  if (c.session.pending !== undefined) host.showChoice(c.session.pending.candidates);
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
  readFor(c.reader, EVERY_TAG, c.settings);
}

/**
 * The tags of the pieces an API call reads. A Target moves nothing: it reads what its criteria
 * use (src/core/reads.ts). Every other action reads everything: what it moves goes on a free
 * spot, clear of every piece that lies there, whatever its kind (plan.ts), and `state`, `undo`,
 * cards and choices report or finish anything.
 */
export function readTags(name: string, params: unknown): string[] {
  return name === "target" ? tagsFor(targetParts(params)) : EVERY_TAG;
}

/**
 * A player's press, before `call`: reads the pieces `name` needs. "wait" when that read made the
 * board anew: `call` then belongs to the next frame (the reader keeps the pieces for it).
 */
export function prepareCall(c: Controller, name: string, params: unknown): "now" | "wait" {
  // No check of the name here: `call` refuses an unknown one, on this read as on any.
  return prepare(c.reader, readTags(name, params), c.settings);
}

/** One call of the script API. `caller` is the colour of the player who clicked, if any. */
export function call(c: Controller, name: unknown, params: unknown, caller?: string): ApiResult | StateResult {
  if (typeof name !== "string" || IS_API[name] !== true) return refuseCall(c, says.unknownCall(String(name)), [], caller);
  if (params !== undefined && (typeof params !== "object" || params === null)) {
    return refuseCall(c, says.paramsNotTable(name), [], caller);
  }
  const read = readFor(c.reader, readTags(name, params), c.settings);
  // Well formed, whichever the adapter: what the planner and the decks go through.
  const pieces = read.pieces;
  // The card that carries the controller must itself be on the table (two are refused by the reader).
  if (read.ok && read.index.avatar === undefined) return refuseCall(c, says.noAvatar(), read.warnings, caller);
  if (name === "state") return stateCall(read);
  if (name === "undo") return undo(c, read, pieces);
  if (c.busy) return refuseCall(c, says.busy(), [], caller);
  if (!read.ok || read.snapshot === undefined)
    return refuseCall(c, read.error === undefined ? says.unreadable() : read.error, read.warnings, caller);
  const given = params as { [key: string]: unknown } | undefined;
  if (name === "resolveCard") return resolveTop(c, given, read, pieces);
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
  const warnings = carryOut(c, read, outcome, plan, plan.steps, (done, before) => {
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
function resolveTop(c: Controller, params: { [key: string]: unknown } | undefined, read: TableRead, pieces: Piece[]): ApiResult {
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
  const outcome = withTableWarnings(resolveCard(read.snapshot!, card), read);
  if (!outcome.ok) return refuseCall(c, outcome.error!, outcome.warnings, undefined);
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuseCall(c, plan.error, joined(outcome.warnings, plan.warnings), undefined);
  const head = cardText.deckName(card.deck) + " " + card.id;
  pauseCard(c, outcome, card.id, deck);
  const warnings = carryOut(c, read, outcome, plan, joined([top.top.draw], plan.steps), (done, before) => {
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
  const outcome = withTableWarnings(continueCard(read.snapshot!, card, cursor, pick), read);
  if (!outcome.ok) return refuseCall(c, outcome.error!, outcome.warnings, caller);
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuseCall(c, plan.error, joined(outcome.warnings, plan.warnings), caller);
  // One undo puts back the whole card: what it did before the choice (the drawn card included) joins this.
  const earlier = c.session.journal !== undefined && c.session.journal.card === card.id ? c.session.journal : undefined;
  pauseCard(c, outcome, card.id, paused.deck);
  const warnings = carryOut(c, read, outcome, plan, plan.steps, (done, before) => {
    if (earlier === undefined) return { action: head, card: card.id, steps: inverse(done), beside: before.beside };
    // The entry is the session's journal until this one replaces it: changed in place, not copied.
    earlier.steps = joined(inverse(done), earlier.steps);
    earlier.beside = joined(before.beside ?? [], earlier.beside ?? []);
    return earlier;
  });
  return cardResult(outcome, warnings, card.id, paused.deck);
}

/** The table's warnings, which a card of only `say` steps would not pass on, first; each once. */
function withTableWarnings(outcome: CardOutcome, read: TableRead): CardOutcome {
  const warnings = joined(read.warnings, []);
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
  if (!read.ok || read.snapshot === undefined) return refusal(read.error === undefined ? says.unreadable() : read.error, read.warnings);
  return stateOf(read.snapshot, read.warnings);
}

/** A refusal changes nothing on the table; it is told to the clicking player, else to everyone. */
function refuseCall(c: Controller, error: string, warnings: string[], caller: string | undefined): ApiResult {
  for (const w of warnings) c.host.broadcast(w, true);
  if (caller !== undefined) c.host.tell(caller, error);
  else c.host.broadcast(error, true);
  return refusal(error, warnings);
}

/** What the rules decided, from an action or a card. */
interface Decided {
  effects: Effect[];
  warnings: string[];
  pending?: PendingChoice;
  target?: TargetResult;
}

/**
 * Announces, shows the Crown's choice, keeps the session, and carries the steps out; once they
 * are done, `journal` makes the undo entry from what was done and the session before. Returns
 * the warnings.
 */
function carryOut(
  c: Controller,
  read: TableRead,
  outcome: Decided,
  plan: Plan,
  steps: Step[],
  journal: (this: void, done: StepDone[], before: Journal) => Journal,
): string[] {
  // The first spot now, with the press (its warning with the others); the rest as their steps come (performInTurn).
  const first = steps.length > 0 && toOf(steps[0]) === nextSpot(plan) ? placeNext(plan) : [];
  const warnings = joined(joined(outcome.warnings, plan.warnings), first);
  for (const e of outcome.effects) if (e.kind === "announce") c.host.broadcast(e.text, false);
  for (const w of warnings) c.host.broadcast(w, true);
  c.host.highlight(plan.highlight);
  c.host.showChoice(outcome.pending === undefined ? [] : outcome.pending.candidates);
  const before: Journal = { action: "", steps: [], pending: c.session.pending, beside: besideSpots(steps, read.index, read.pieces) };
  c.session.pending = outcome.pending;
  c.busy = true;
  performInTurn(c, plan, steps, 0, [], (done, failure) => {
    c.busy = false;
    c.session.journal = journal(done, before);
    if (failure !== undefined) c.host.broadcast(failure, true);
  });
  return warnings;
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
  finish: (this: void, done: StepDone[], failure: string | undefined) => void,
): void {
  const next = nextSpot(plan);
  const run: Step[] = [];
  let end = from;
  while (end < steps.length && (end === from || next === undefined || toOf(steps[end]) !== next)) run.push(steps[end++]);
  c.host.perform(run, (result, failure) => {
    for (const d of result) done.push(d);
    if (failure !== undefined || end >= steps.length) return finish(done, failure);
    for (const w of placeNext(plan)) c.host.broadcast(w, true);
    performInTurn(c, plan, steps, end, done, finish);
  });
}

/**
 * Cancels a pending choice, else puts back what the last finished action moved (docs/rules.md),
 * clear of what players have put where those pieces lay since (`placeBack`, on a table read).
 */
function undo(c: Controller, read: TableRead, pieces: Piece[]): ApiResult {
  const warnings = read.warnings;
  if (c.session.pending !== undefined) {
    const pending: PendingChoice = c.session.pending;
    const card = c.session.card;
    c.session.pending = undefined;
    c.session.card = undefined;
    c.host.showChoice([]);
    c.host.highlight([]);
    if (card === undefined) c.host.broadcast(says.choiceCancelled(pending.why), false);
    else c.host.broadcast(says.cardCancelled(cardText.deckName(card.deck) + " " + card.id, card.step), false);
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
  if (back.aside > 0) c.host.broadcast(says.movedAside(back.aside), false);
  if (back.stacked > 0) c.host.broadcast(says.stackedBack(back.stacked), true);
  c.host.highlight([]);
  c.host.perform(back.steps, (_done, failure) => {
    c.busy = false;
    c.session.pending = journal.pending;
    c.session.card = undefined; // a card's entry puts back the whole card; no other entry is taken mid-card
    c.host.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
    if (failure !== undefined) c.host.broadcast(failure, true);
  });
  return { ok: true, warnings };
}
