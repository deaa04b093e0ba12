/**
 * Cards as data: the vocabulary of a card description (cards/README.md, cards/schema.json;
 * src/cards/ validates files against these lists) and the resolver that carries a card's steps
 * out through `runAction`. Pure and Lua-safe like the rest of the core: it pauses at a Choice
 * of the Crown (R17, I5) and hands back a cursor, plain data that survives a save.
 */
import { Effect, PendingChoice, RankRound, Snapshot, TargetResult } from "./model";
import { ActionRequest, runAction } from "./actions";
import { applyEffects } from "./apply";
import { hasCandidates } from "./target";
import { instabilityOf } from "./priorities";
import { mageOf, roomNamed, workingCopy } from "./working-copy";
import { cardStepWords, describeValue, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";
import { priorityOf } from "./values";

// ---------------------------------------------------------------------------------------------
// The format's vocabulary. cards/schema.json must agree (test/cards/schema.test.ts checks it).

/** The version of the description format; a file says `"format": 1`. */
export const CARD_FORMAT = 1;

export const CARD_DECKS = ["command", "evocation", "event"];

/** What a step's `when` may test, on the table as the card's earlier steps left it. */
export const CARD_CONDITIONS = ["targetExists", "noTarget", "targetIsRoom", "targetIsMage", "jukasInLodge", "jukasInCell"];

/** What a step does when its `when` is false or it needs a target that does not exist. */
export const CARD_OTHERWISE = ["skip", "stop"];

/** A `target` or `teleport` step's priority row (R14–R16). */
export const CARD_PRIORITIES = [1, 2, 3];

/** The least `amount` of a `damage` or `instability` step. */
export const CARD_AMOUNT_MIN = 1;

/** Where `placeVortex` puts its token (`in`); `avatarEffect`'s `room` also takes a Room name. */
export const CARD_PLACES = ["target", "jukas"];

/** Words a `say` step's text may hold, filled in when it is announced. */
export const SAY_PLACEHOLDERS = ["{target}", "{targetRoom}", "{jukasRoom}"];

export const FILE_FIELDS = { required: ["format", "cards"], optional: ["$schema", "note"] };
export const CARD_FIELDS = { required: ["id", "name", "deck", "steps"], optional: ["note"] };
/** Fields every step may have besides `step` and its own. */
export const STEP_COMMON_FIELDS = ["when", "otherwise", "note"];

export interface StepSpec {
  step: string;
  required: string[];
  optional: string[];
}

export const CARD_STEPS: StepSpec[] = [
  { step: "target", required: ["priority"], optional: [] },
  { step: "teleport", required: ["priority"], optional: [] },
  { step: "avatarEffect", required: [], optional: ["room"] },
  { step: "placeVortex", required: ["in"], optional: [] },
  { step: "damage", required: ["amount"], optional: [] },
  { step: "instability", required: ["amount"], optional: [] },
  { step: "say", required: ["text"], optional: [] },
];

// ---------------------------------------------------------------------------------------------
// A card, as the validator hands it over (plain data; TTS's JSON.decode gives the same tables).

export interface CardStep {
  step: string;
  /** target, teleport: 1, 2 or 3. */
  priority?: number;
  /** avatarEffect: "target", "jukas" or a Room name; absent: I1 decides. */
  room?: string;
  /** placeVortex: "target" or "jukas". */
  in?: string;
  /** damage, instability: a whole number, 1 or more. */
  amount?: number;
  /** say: what the players carry out; may hold SAY_PLACEHOLDERS. */
  text?: string;
  /** One condition, or a list that must all hold. */
  when?: string | string[];
  /** "skip" (the default) or "stop". */
  otherwise?: string;
  note?: string;
}

export interface Card {
  id: string;
  name: string;
  deck: string;
  steps: CardStep[];
  note?: string;
}

/** Where a card stands while the Crown chooses: plain data, kept in the save. */
export interface CardCursor {
  /** The card's id. */
  card: string;
  /** The step to resolve (1 = the first, as announced): the step waiting for the Crown. */
  step: number;
  /** The card's target so far (a Mage stays the target while the Crown picks their Cell's entrance). */
  target?: TargetResult;
  /** The Choice of the Crown the step waits for; absent, `resolveCard` starts at `step`. */
  pending?: PendingChoice;
}

export interface CrownPick {
  player: string;
  pick: string;
}

export interface CardOutcome {
  ok: boolean;
  /** Why nothing may be carried out, when ok is false (the call can be retried as it was). */
  error?: string;
  /** Every step's effects and announcements, in order: carry them all out. */
  effects: Effect[];
  warnings: string[];
  /** "done": every step resolved; "stopped": a step stopped the card; "paused": the Crown must choose. */
  status?: "done" | "stopped" | "paused";
  /** Paused: what `continueCard` needs. Refused: the cursor that was given, unchanged. */
  cursor?: CardCursor;
  /** Paused: the Choice of the Crown (the same as `cursor.pending`). */
  pending?: PendingChoice;
  /** The card's target when it paused or ended. */
  target?: TargetResult;
  /** Its target and teleport steps' criteria, each round with its step (Outcome.ranking). */
  ranking?: RankRound[];
}

// ---------------------------------------------------------------------------------------------
// The resolver.

interface Run {
  card: Card;
  head: string;
  /** The table as the steps so far left it. */
  work: Snapshot;
  target?: TargetResult;
  effects: Effect[];
  warnings: string[];
  /** The headlines of its steps' actions: what the card's own headline names (`headlined`). */
  decided: string[];
  /** The card's first announcement is its start (it was resolved from step 1). */
  started?: boolean;
  ranking: RankRound[];
}

type StepResult = { kind: "next" } | { kind: "stop" } | { kind: "paused"; pending: PendingChoice } | { kind: "refused"; error: string };

// Never changed: every step that goes on, or stops, hands back the same one.
const NEXT: StepResult = { kind: "next" };
const STOP: StepResult = { kind: "stop" };

function refusedAt(stepHead: string, error: string): StepResult {
  return { kind: "refused", error: stepHead + ": " + error };
}

/** Resolves a card from its first step, or from `cursor.step` when a cursor without a pending choice is given. */
export function resolveCard(snap: Snapshot, card: Card, cursor?: CardCursor): CardOutcome {
  const bad = checkCard(card);
  if (bad !== undefined) return refused(bad, [], cursor);
  if (cursor !== undefined) {
    const wrong = checkCursor(card, cursor);
    if (wrong !== undefined) return refused(wrong, [], cursor);
    if (cursor.pending !== undefined) return refused(errorWords.pendingChoice(cursor.pending.candidates.length), [], cursor);
  }
  const run = newRun(snap, card, cursor && cursor.target);
  const from = cursor === undefined ? 1 : cursor.step;
  if (from === 1) {
    announceTo(run, cardStepWords.start(run.head, card.name, card.steps.length));
    run.started = true;
  }
  return go(run, from, cursor);
}

/** Settles the Choice of the Crown the card waits for, then resolves the rest of the card. */
export function continueCard(snap: Snapshot, card: Card, cursor: CardCursor, choice: CrownPick): CardOutcome {
  const bad = checkCard(card);
  if (bad !== undefined) return refused(bad, [], cursor);
  const wrong = checkCursor(card, cursor);
  if (wrong !== undefined) return refused(wrong, [], cursor);
  const pending = cursor.pending;
  if (pending === undefined) return refused(errorWords.nothingPending(), [], cursor);
  if (typeof choice !== "object" || choice === null)
    return refused(errorWords.badParam("continueCard", "the choice", "{ player, pick }"), [], cursor);
  const run = newRun(snap, card, cursor.target);
  const stepHead = cardStepWords.stepHead(run.head, cursor.step);
  const out = runAction(run.work, { action: "choose", params: { player: choice.player, pick: choice.pick }, pending });
  if (!out.ok) return refused(stepHead + ": " + out.error!, out.warnings, cursor);
  announceTo(run, cardStepWords.goesOn(stepHead, choice.player, choice.pick));
  take(run, out.effects, out.warnings);
  // I5: the Crown picked the entrance Room of a target Mage's Cell; the Mage stays the target.
  if (pending.stage !== "entrance" && out.target !== undefined) run.target = out.target;
  if (out.pending !== undefined) return paused(run, cursor.step, out.pending);
  return go(run, cursor.step + 1, cursor);
}

function newRun(snap: Snapshot, card: Card, target: TargetResult | undefined): Run {
  const head = cardStepWords.deckName(card.deck) + " " + card.id;
  return { card, head, work: workingCopy(snap), target, effects: [], warnings: [], ranking: [], decided: [] };
}

function go(run: Run, from: number, given: CardCursor | undefined): CardOutcome {
  for (let i = from; i <= run.card.steps.length; i++) {
    const result = resolveStep(run, i, run.card.steps[i - 1]);
    if (result.kind === "refused") return refused(result.error, run.warnings, given);
    if (result.kind === "paused") return paused(run, i, result.pending);
    if (result.kind === "stop") return finished(run, "stopped");
  }
  announceTo(run, cardStepWords.resolved(run.head));
  return finished(run, "done");
}

function finished(run: Run, status: "done" | "stopped"): CardOutcome {
  const out: CardOutcome = { ok: true, effects: headlined(run), warnings: run.warnings, status };
  if (run.target !== undefined) out.target = run.target;
  if (run.ranking.length > 0) out.ranking = run.ranking;
  return out;
}

function paused(run: Run, step: number, pending: PendingChoice): CardOutcome {
  announceTo(run, cardStepWords.waits(cardStepWords.stepHead(run.head, step)));
  const cursor: CardCursor = { card: run.card.id, step, pending };
  if (run.target !== undefined) cursor.target = run.target;
  const out: CardOutcome = { ok: true, effects: headlined(run), warnings: run.warnings, status: "paused", cursor, pending };
  if (run.target !== undefined) out.target = run.target;
  if (run.ranking.length > 0) out.ranking = run.ranking;
  return out;
}

/**
 * The card's effects with its one headline: what its steps changed on the table (each step's own
 * headline, in order), first; else (nothing decided) its start, or its name when it did not start here.
 */
function headlined(run: Run): Effect[] {
  const line = cardStepWords.headline(run.card.deck, run.card.name, run.decided);
  const out: Effect[] = [{ kind: "announce", text: line, headline: true }];
  // The name or decisions a short headline left out: one line in the chat.
  if (line.indexOf(run.decided.join(" ")) < 0 || line.indexOf(run.card.name) < 0)
    out.push({ kind: "announce", text: cardStepWords.decisions(run.card.name, run.decided), chat: true });
  for (const e of run.effects) out.push(e);
  return out;
}

/** A refusal carries nothing out: not even the steps before it (the call can be made again). */
function refused(error: string, warnings: string[], cursor: CardCursor | undefined): CardOutcome {
  const out: CardOutcome = { ok: false, error, effects: [], warnings };
  if (cursor !== undefined) out.cursor = cursor;
  return out;
}

function announceTo(run: Run, sentence: string): void {
  run.effects.push({ kind: "announce", text: sentence });
}

/** What the players carry out: the chat's line after the card's headline (the controller joins them). */
function tellPlayers(run: Run, sentence: string): void {
  run.effects.push({ kind: "announce", text: sentence, chat: true });
}

/**
 * Keeps a step's effects and warnings, and moves the working table on by its effects. The step's
 * headline goes into the card's one headline, its own.
 */
function take(run: Run, effects: Effect[], warnings: string[]): void {
  // The card's headline says each step's (`headlined`): the chat need not say it twice.
  for (const e of effects) {
    if (e.kind === "announce" && e.headline === true) run.decided.push(e.text);
    else run.effects.push(e);
  }
  for (const w of warnings) {
    if (run.warnings.indexOf(w) < 0) run.warnings.push(w);
  }
  run.work = applyEffects(run.work, effects);
}

function resolveStep(run: Run, n: number, step: CardStep): StepResult {
  const stepHead = cardStepWords.stepHead(run.head, n);
  const kind = typeof step === "object" && step !== null ? step.step : undefined;
  if (typeof kind !== "string" || specOf(kind) === undefined) return refusedAt(stepHead, errorWords.badStep(describeValue(kind)));
  const stop = step.otherwise === "stop";
  const unmet = unmetCondition(run, step.when);
  if (unmet !== undefined) return skip(run, stepHead, summaryOf(run, step), unmet, stop);

  if (kind === "target" || kind === "teleport") {
    const priority = priorityOf(step.priority);
    if (priority === undefined) return refusedAt(stepHead, errorWords.badPriority(describeValue(step.priority)));
    const summary = kind === "target" ? cardStepWords.target(priority) : cardStepWords.teleport(priority);
    if (!hasCandidates(run.work, priority)) {
      run.target = undefined;
      return skip(run, stepHead, summary, cardStepWords.noCandidates(priority), stop);
    }
    return perform(run, n, summary, { action: kind, params: { priority } });
  }

  if (kind === "avatarEffect") {
    const summary = summaryOf(run, step);
    let room: string | undefined = undefined;
    if (step.room !== undefined) {
      const where = placeOf(run, step.room, "The Avatar Effect");
      if (where.error !== undefined) return refusedAt(stepHead, where.error);
      if (where.unmet !== undefined) return skip(run, stepHead, summary, where.unmet, stop);
      room = where.room;
    } else if (run.work.jukas !== undefined && run.work.jukas.at.room === undefined && targetRoom(run) === undefined) {
      return skip(run, stepHead, summary, cardStepWords.noEffectRoom(), stop); // I1: no Room to place it in
    }
    // I1: an explicit Room wins; else where Jukas stands; in his Cell, the card's target Room.
    const params: { [key: string]: unknown } = {};
    if (room !== undefined) params.room = room;
    return perform(run, n, summary, { action: "avatarEffect", params, lastTargetRoom: targetRoom(run) });
  }

  if (kind === "placeVortex") {
    const summary = summaryOf(run, step);
    const where = placeOf(run, step.in === undefined ? "" : step.in, "Placing a Vortex Token in Jukas's Room");
    if (where.error !== undefined) return refusedAt(stepHead, where.error);
    if (where.unmet !== undefined) return skip(run, stepHead, summary, where.unmet, stop);
    return perform(run, n, summary, { action: "placeVortex", params: { room: where.room, by: cardStepWords.deckName(run.card.deck) } });
  }

  if (kind === "damage") return damage(run, stepHead, step, stop);
  if (kind === "instability") return instability(run, stepHead, step, stop);
  return say(run, stepHead, step, stop);
}

/** Announces step n, runs its action on the working table, and keeps what the action did. */
function perform(run: Run, n: number, summary: string, request: ActionRequest): StepResult {
  const stepHead = cardStepWords.stepHead(run.head, n);
  announceTo(run, cardStepWords.stepDone(stepHead, summary));
  const out = runAction(run.work, request);
  if (!out.ok) return refusedAt(stepHead, out.error!);
  take(run, out.effects, out.warnings);
  if (out.ranking !== undefined)
    for (const round of out.ranking) {
      round.step = n;
      run.ranking.push(round);
    }
  // Only target and teleport settle on a target or wait for the Crown.
  if (out.target !== undefined) run.target = out.target;
  if (out.pending !== undefined) return { kind: "paused", pending: out.pending };
  return NEXT;
}

function skip(run: Run, stepHead: string, summary: string, reason: string, stop: boolean): StepResult {
  announceTo(run, stop ? cardStepWords.stepStops(stepHead, summary, reason) : cardStepWords.stepSkipped(stepHead, summary, reason));
  return stop ? STOP : NEXT;
}

/** Damage to the target: a Mage, or each Mage in the target Room. The players resolve it. */
function damage(run: Run, stepHead: string, step: CardStep, stop: boolean): StepResult {
  const summary = summaryOf(run, step);
  const amount = amountOf(step.amount);
  if (amount === undefined) return refusedAt(stepHead, errorWords.badParam("damage", "amount", "a whole number, 1 or more"));
  const target = run.target;
  if (target === undefined) return skip(run, stepHead, summary, cardStepWords.noTarget(), stop);
  announceTo(run, cardStepWords.stepDone(stepHead, summary));
  if (target.kind === "mage") {
    run.effects.push({ kind: "highlight", targets: [target.color!] });
    tellPlayers(run, cardStepWords.damageTo(amount, target.color!));
    return NEXT;
  }
  const colors: string[] = [];
  for (const mage of run.work.mages) {
    if (mage.at !== undefined && mage.at.room === target.room) colors.push(mage.color);
  }
  if (colors.length === 0) {
    tellPlayers(run, cardStepWords.damageNobody(target.room!));
    return NEXT;
  }
  run.effects.push({ kind: "highlight", targets: colors });
  tellPlayers(run, cardStepWords.damageInRoom(amount, target.room!, colors));
  return NEXT;
}

/** Instability in the target Room (a target Mage's Room), Jukas's own (as I2); the players place it. */
function instability(run: Run, stepHead: string, step: CardStep, stop: boolean): StepResult {
  const summary = summaryOf(run, step);
  const amount = amountOf(step.amount);
  if (amount === undefined) return refusedAt(stepHead, errorWords.badParam("instability", "amount", "a whole number, 1 or more"));
  const where = placeOf(run, "target", "");
  if (where.unmet !== undefined) return skip(run, stepHead, summary, where.unmet, stop);
  const room = roomNamed(run.work, where.room!);
  if (room === undefined) return refusedAt(stepHead, errorWords.unknownRoom(where.room!));
  announceTo(run, cardStepWords.stepDone(stepHead, summary));
  run.effects.push({ kind: "highlight", targets: [room.name] });
  if (room.rebuilt) {
    announceTo(run, ruleWords.roomRebuiltNoSlots(room.name)); // I9
    return NEXT;
  }
  const after = Math.min(room.slots, instabilityOf(room) + amount); // I2: a full Room receives no more
  tellPlayers(
    run,
    after >= room.slots
      ? cardStepWords.instabilityFills(amount, room.name, room.slots)
      : cardStepWords.instabilityIn(amount, room.name, after, room.slots),
  );
  return NEXT;
}

/** Free text for the players, with {target}, {targetRoom} and {jukasRoom} filled in. */
function say(run: Run, stepHead: string, step: CardStep, stop: boolean): StepResult {
  let message = typeof step.text === "string" ? step.text : "";
  if (message.indexOf("{target}") >= 0) {
    if (run.target === undefined) return skip(run, stepHead, cardStepWords.sayUnmet(), cardStepWords.noTarget(), stop);
    message = message.split("{target}").join(targetName(run.target));
  }
  if (message.indexOf("{targetRoom}") >= 0) {
    const where = placeOf(run, "target", "");
    if (where.unmet !== undefined) return skip(run, stepHead, cardStepWords.sayUnmet(), where.unmet, stop);
    message = message.split("{targetRoom}").join(where.room!);
  }
  if (message.indexOf("{jukasRoom}") >= 0) {
    const at = run.work.jukas && run.work.jukas.at.room;
    if (at === undefined) return skip(run, stepHead, cardStepWords.sayUnmet(), cardStepWords.jukasNotInLodge(), stop);
    message = message.split("{jukasRoom}").join(at);
  }
  announceTo(run, cardStepWords.stepDone(stepHead, cardStepWords.say(message)));
  tellPlayers(run, message);
  return NEXT;
}

function targetName(target: TargetResult): string {
  return target.kind === "room" ? target.room! : target.color!;
}

/** The Room of the card's target: the Room itself, or the Room the target Mage stands in (as R12). */
function targetRoom(run: Run): string | undefined {
  const target = run.target;
  if (target === undefined) return undefined;
  if (target.kind === "room") return target.room;
  const mage = mageOf(run.work, target.color!);
  return mage && mage.at && mage.at.room;
}

/** "target", "jukas" or a Room name, as a Room of the table; `unmet` says why there is none. */
function placeOf(run: Run, place: string, action: string): { room?: string; unmet?: string; error?: string } {
  if (place === "target") {
    if (run.target === undefined) return { unmet: cardStepWords.noTarget() };
    const room = targetRoom(run);
    if (room === undefined) return { unmet: cardStepWords.targetInNoRoom(targetName(run.target)) };
    return { room };
  }
  if (place === "jukas") {
    if (run.work.jukas === undefined) return { error: errorWords.noJukas(action) };
    const at = run.work.jukas.at.room;
    return at === undefined ? { unmet: cardStepWords.jukasNotInLodge() } : { room: at };
  }
  if (place === "") return { error: errorWords.badParam("placeVortex", "in", '"target" or "jukas"') };
  return { room: place };
}

function summaryOf(run: Run, step: CardStep): string {
  const kind = step.step;
  if (kind === "target") return cardStepWords.target(priorityOf(step.priority) ?? 0);
  if (kind === "teleport") return cardStepWords.teleport(priorityOf(step.priority) ?? 0);
  if (kind === "avatarEffect") return cardStepWords.avatarEffect(placeName(step.room));
  if (kind === "placeVortex") return cardStepWords.placeVortex(placeName(step.in) ?? "");
  if (kind === "damage") return cardStepWords.damage(amountOf(step.amount) ?? 0);
  if (kind === "instability") return cardStepWords.instability(amountOf(step.amount) ?? 0);
  return cardStepWords.sayUnmet();
}

function placeName(place: string | undefined): string | undefined {
  if (place === "target") return cardStepWords.theTargetRoom();
  if (place === "jukas") return cardStepWords.jukasRoom();
  return place;
}

/** The first condition of `when` that does not hold, as the reason the step is skipped. */
function unmetCondition(run: Run, when: string | string[] | undefined): string | undefined {
  if (when === undefined) return undefined;
  if (typeof when === "string") return unmetOne(run, when);
  for (const condition of when) {
    const reason = unmetOne(run, condition);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

function unmetOne(run: Run, condition: string): string | undefined {
  const target = run.target;
  const at = run.work.jukas && run.work.jukas.at;
  if (condition === "targetExists") return target === undefined ? cardStepWords.noTarget() : undefined;
  if (condition === "noTarget") return target !== undefined ? cardStepWords.aTarget() : undefined;
  if (condition === "targetIsRoom") return target === undefined || target.kind !== "room" ? cardStepWords.notRoom() : undefined;
  if (condition === "targetIsMage") return target === undefined || target.kind !== "mage" ? cardStepWords.notMage() : undefined;
  if (condition === "jukasInLodge") return at === undefined || at.room === undefined ? cardStepWords.jukasNotInLodge() : undefined;
  if (condition === "jukasInCell") return at === undefined || at.cell === undefined ? cardStepWords.jukasNotInCell() : undefined;
  return cardStepWords.unknownCondition(condition);
}

function amountOf(n: unknown): number | undefined {
  return typeof n === "number" && n >= CARD_AMOUNT_MIN && Math.floor(n) === n ? n : undefined;
}

function specOf(kind: string): StepSpec | undefined {
  for (const spec of CARD_STEPS) {
    if (spec.step === kind) return spec;
  }
  return undefined;
}

function checkCard(card: Card): string | undefined {
  if (typeof card !== "object" || card === null || typeof card.id !== "string" || typeof card.steps !== "object" || card.steps === null) {
    return errorWords.badCard();
  }
  return undefined;
}

function checkCursor(card: Card, cursor: CardCursor): string | undefined {
  if (typeof cursor !== "object" || cursor === null || typeof cursor.step !== "number") return errorWords.badCursor();
  if (cursor.card !== card.id) return errorWords.cursorOfOtherCard(describeValue(cursor.card), card.id);
  if (cursor.step < 1 || cursor.step > card.steps.length || Math.floor(cursor.step) !== cursor.step) return errorWords.badCursor();
  return undefined;
}
