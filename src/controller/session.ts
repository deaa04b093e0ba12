/**
 * What the controller keeps between actions, saved with the table (TTS `script_state`, TTPG
 * saved data): the Crown's pending choice, the card it belongs to when a card waits for it, and
 * the undo stack (undo-stack.ts). (No target Room is kept between actions: I1 uses only the current card's or
 * action's earlier step; a saved one from an older version is ignored.)
 * Saved state comes from outside (another mod, a hand edit), so reading it trusts nothing.
 */
import { PendingChoice, TargetResult } from "../core/model";
import { Settings, settingNamed } from "../core/settings";
import { CARD_DECKS } from "../core/card";
import { Beside, Step, Vec } from "./steps";
// Numbers are finite: JSON text may say 1e999, which decodes to infinity (a piece moved there is
// lost, and onSave cannot encode it).
import { isFiniteNumber } from "../core/numbers";
import { isTable } from "../core/values";
import { controllerWords } from "../words/controller";
import { COLOURS } from "../table/pieces";

export const SESSION_VERSION = 1;
const MARK = "brw-jukas";

export interface Journal {
  /** The action it undoes, in players' words, for the announcement (an older save: the call's name). */
  action: string;
  /** The call that made it ("cleanup" ends a round, "setup" starts a game: undo-stack.ts). */
  call?: string;
  steps: Step[];
  /** The session as it was before that action. */
  pending?: PendingChoice;
  /** The id of the card whose resolution it undoes: what the card does after a Choice of the Crown joins it. */
  card?: string;
  /** Pieces that lay near the spots it puts pieces back on, before the action (plan.ts `besideSpots`). */
  beside?: Beside[];
  /** I12: the Rooms known Rebuilt before that action (rebuilds.ts). */
  rebuilt?: string[];
}

/** A card paused at a Choice of the Crown (the choice is the session's `pending`): the core's cursor, less the choice. */
export interface PausedCard {
  id: string;
  deck: string;
  /** The step waiting for the Crown. */
  step: number;
  target?: TargetResult;
  /** The steps a player wrote on the card (src/core/card-line.ts), when the card file does not name it. */
  line?: string;
}

/** "round": the entry below was a Clean-up (R10); "bound": older entries were dropped for room. */
export type UndoFloor = "round" | "bound";

/** The settings a table changes from its defaults (docs/rules.md, Settings), saved with the game. */
export type SavedSettings = Partial<Settings>;

/** Tags on one object: a proposal's (not applied yet), or what a preparation added (to undo). */
export interface TagSet {
  id: string;
  tags: string[];
}

export interface Session {
  pending?: PendingChoice;
  /** Set while a card waits for the Crown: `choose` then goes on with the card. */
  card?: PausedCard;
  /** What Undo puts back, oldest first: the actions since the round's start (undo-stack.ts). */
  undo?: Journal[];
  /** Why Undo goes back no further than `undo`'s first entry: a Clean-up, or the stack's bound. */
  undoFloor?: UndoFloor;
  settings?: SavedSettings;
  /** The tagging assistant's proposal, waiting for the player's confirmation (docs/tagging.md). */
  proposal?: TagSet[];
  /** The tags the assistant added, and no other: what "Undo tagging" removes. */
  tagged?: TagSet[];
  /** I12: the Rooms this game knows Rebuilt, by Jukas or by a report (rebuilds.ts). */
  rebuilt?: string[];
  /** I12: the Rooms already pointed out as Rebuilt with a Vortex Token and never reported. */
  noticed?: string[];
}

export function toSaved(session: Session): unknown {
  const { pending, card, undo, undoFloor, settings, proposal, tagged, rebuilt, noticed } = session;
  return { mod: MARK, version: SESSION_VERSION, pending, card, undo, undoFloor, settings, proposal, tagged, rebuilt, noticed };
}

export interface Restored {
  session: Session;
  /** Set when the saved state could not be used and the controller starts clean. */
  warning?: string;
}

/**
 * Reads the saved text: nothing saved is a clean start; text that does not decode (garbage,
 * another format) or decodes to something foreign or malformed is a clean start with a warning.
 */
export function restore(text: string | undefined, decode: (this: void, text: string) => unknown): Restored {
  if (text === undefined || text === "") return { session: {} };
  const saved = decode(text);
  if (saved === undefined || saved === null) return { session: {}, warning: controllerWords.savedNotOurs() };
  return fromSaved(saved);
}

/** Reads a decoded saved state; anything foreign or malformed gives a clean session and a warning. */
export function fromSaved(saved: unknown): Restored {
  if (saved === undefined || saved === null || saved === "") return { session: {} };
  if (!isTable(saved) || saved.mod !== MARK || saved.version !== SESSION_VERSION) {
    return { session: {}, warning: controllerWords.savedNotOurs() };
  }
  const session: Session = {};
  const problems: string[] = [];
  if (saved.pending !== undefined) {
    if (isPending(saved.pending)) session.pending = saved.pending;
    else problems.push("pending choice");
  }
  if (saved.card !== undefined) {
    // A paused card without its choice cannot go on.
    if (isPausedCard(saved.card) && session.pending !== undefined) session.card = saved.card;
    else problems.push("paused card");
  }
  if (saved.undo !== undefined) {
    if (isListOf(saved.undo, isJournal) && (saved.undo as Journal[]).length > 0) session.undo = saved.undo as Journal[];
    else problems.push("undo history");
  }
  if (saved.undoFloor !== undefined) {
    if (saved.undoFloor === "round" || saved.undoFloor === "bound") session.undoFloor = saved.undoFloor;
    else if (problems.indexOf("undo history") < 0) problems.push("undo history");
  }
  // A save from before the stack kept one entry, as `journal`.
  if (saved.journal !== undefined && session.undo === undefined) {
    if (isJournal(saved.journal)) session.undo = [saved.journal];
    else problems.push("undo journal");
  }
  if (saved.settings !== undefined) {
    if (isSettings(saved.settings)) session.settings = saved.settings;
    else problems.push("settings");
  }
  if (saved.proposal !== undefined) {
    if (isListOf(saved.proposal, isTagSet)) session.proposal = saved.proposal as TagSet[];
    else problems.push("proposed tags");
  }
  if (saved.tagged !== undefined) {
    if (isListOf(saved.tagged, isTagSet)) session.tagged = saved.tagged as TagSet[];
    else problems.push("record of added tags");
  }
  if (saved.rebuilt !== undefined) {
    if (isStringList(saved.rebuilt)) session.rebuilt = saved.rebuilt;
    else problems.push("list of Rebuilt Rooms");
  }
  if (saved.noticed !== undefined) {
    if (isStringList(saved.noticed)) session.noticed = saved.noticed;
    else problems.push("list of Rooms pointed out");
  }
  if (problems.length === 0) return { session };
  return { session, warning: controllerWords.savedDropped(problems) };
}

/** A list whose every item passes `ok`. A JSON object is no list (and JS cannot walk it with `of`). */
function isListOf(x: unknown, ok: (this: void, item: unknown) => boolean): boolean {
  if (!Array.isArray(x)) return false;
  for (const item of x) if (!ok(item)) return false;
  return true;
}

function isStringList(x: unknown): x is string[] {
  return isListOf(x, isString);
}

function isString(x: unknown): x is string {
  return typeof x === "string";
}

function optionalString(x: unknown): boolean {
  return x === undefined || isString(x);
}

/** A turn a step may carry (a journal saved before turns were read as pieces move carries `fromRotY` too). */
function optionalNumber(x: unknown): boolean {
  return x === undefined || isFiniteNumber(x);
}

function isPending(x: unknown): x is PendingChoice {
  if (!isTable(x)) return false;
  return (
    (x.stage === "target" || x.stage === "entrance") &&
    (x.action === "target" || x.action === "teleport") &&
    (x.priority === 1 || x.priority === 2 || x.priority === 3) &&
    isStringList(x.candidates) &&
    isString(x.why) &&
    optionalString(x.crown) &&
    optionalString(x.mage) &&
    (x.figures === undefined || isStringList(x.figures))
  );
}

function isVec(x: unknown): x is Vec {
  return isTable(x) && isFiniteNumber(x.x) && isFiniteNumber(x.y) && isFiniteNumber(x.z);
}

function isStep(x: unknown): x is Step {
  if (!isTable(x)) return false;
  const op = x.op;
  if (op === "move")
    return (
      isString(x.id) &&
      isVec(x.to) &&
      isVec(x.from) &&
      optionalNumber(x.rotY) &&
      optionalNumber(x.fromRotY) &&
      (x.instant === undefined || x.instant === true)
    );
  if (op === "takeOut") return isString(x.container) && optionalString(x.item) && isVec(x.to) && optionalNumber(x.rotY);
  if (op === "putIn")
    return isString(x.id) && isString(x.container) && isVec(x.from) && optionalNumber(x.fromRotY) && optionalString(x.orInto);
  if (op === "flip") return isString(x.id);
  if (op === "setCounter") return isString(x.id) && isFiniteNumber(x.value) && isFiniteNumber(x.from);
  // No "deal": the journal holds undo steps (steps.ts `inverse`), and undoing never deals a card.
  if (op === "draw") {
    const where = isVec(x.to) && isFiniteNumber(x.rotY) && isVec(x.from) && isFiniteNumber(x.fromRotY);
    return isString(x.tag) && isString(x.pile) && isString(x.card) && where && optionalString(x.rest);
  }
  if (op === "undraw")
    return isString(x.id) && isString(x.tag) && isString(x.pile) && isVec(x.to) && isFiniteNumber(x.rotY) && optionalString(x.orInto);
  return false;
}

function isJournal(x: unknown): x is Journal {
  if (!isTable(x) || !isString(x.action) || !isListOf(x.steps, isStep) || !optionalString(x.call)) return false;
  const rebuilt = x.rebuilt === undefined || isStringList(x.rebuilt);
  return (
    (x.pending === undefined || isPending(x.pending)) &&
    optionalString(x.card) &&
    (x.beside === undefined || isBesideList(x.beside)) &&
    rebuilt
  );
}

function isBesideList(x: unknown): boolean {
  return isListOf(x, (b) => isTable(b) && isString(b.id) && isFiniteNumber(b.x) && isFiniteNumber(b.z));
}

/** Saved settings name only settings (docs/rules.md), each true or false. */
function isSettings(x: unknown): x is SavedSettings {
  if (!isTable(x)) return false;
  for (const key of Object.keys(x))
    if (typeof key !== "string" || settingNamed(key) === undefined || typeof x[key] !== "boolean") return false;
  return true;
}

/** Tags the assistant proposes are docs/rules.md's (BRW:…) and seat colours: a saved set with others is not its. */
function isTagSet(x: unknown): boolean {
  return isTable(x) && isString(x.id) && isListOf(x.tags, isOurTag);
}

function isOurTag(x: unknown): boolean {
  return isString(x) && (x.substring(0, 4) === "BRW:" || COLOURS.indexOf(x) >= 0);
}

function isTarget(x: unknown): x is TargetResult {
  return isTable(x) && (x.kind === "room" || x.kind === "mage") && isString(x.why) && optionalString(x.room) && optionalString(x.color);
}

function isPausedCard(x: unknown): x is PausedCard {
  if (!isTable(x) || !isString(x.id) || !isString(x.deck) || CARD_DECKS.indexOf(x.deck) < 0) return false;
  const step = x.step;
  return (
    typeof step === "number" &&
    step >= 1 &&
    Math.floor(step) === step &&
    (x.target === undefined || isTarget(x.target)) &&
    optionalString(x.line)
  );
}
