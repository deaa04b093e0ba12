/**
 * The script API (docs/rules.md), one row per call: its name, what a press of it reads of the
 * table, how it decides, how Undo names what it did, and the buttons that press it. The core's
 * actions (src/core/actions.ts), the buttons (buttons.ts), the panel's order (panel-view.ts) and
 * Undo's names read these rows. Adding an action of the rules is a row there, a row here (`action`)
 * and its words in src/words/; `addAction` adds one with its rule inline, at load (a test's own action).
 */
import { ActionRule, addRule, removeRule, runAction } from "../core/actions";
import { controllerWords, undoWords } from "../words/controller";
import { buttonWords, type ButtonWords } from "../words/buttons";
import { lodgeWords } from "../words/lodge";
import { readinessWords } from "../words/table";
import { MAGE_LEVEL, ROOM_LEVELS, type Criterion } from "../core/priorities";
import { EVERY_NEED, Need, PIECES_NEED, targetNeed } from "../table/reader";
import { missingOf } from "../table/readiness";
import type { Controller } from "./controller-state";
import { continueTop, resolveTop } from "./card-calls";
import type { CallSpec, Press } from "./press-value";
import { ApiResult, StateResult, refusal, resultOf, stateOf } from "./results";
import { refuseTo } from "./refuse";
import { changeSettings } from "./settings";
import { tagCall } from "./tagging";
import { unverifiedBags } from "../tagging/unverified";
import { undoCall } from "./undo";
import { seeRebuilds, seenRebuilt } from "./rebuilds";
import { newLodgeCall } from "./new-lodge";

/** The screen panel's groups of controls, in play order (panel-view.ts; their headings: src/words/panel.ts). */
export const PANEL_GROUPS = ["beforeRound", "byHand", "eachTime", "cleanup", "mistake"] as const;
export type PanelGroupName = (typeof PANEL_GROUPS)[number];

/** A button that presses the call, on the card or the screen panel (buttons.ts). */
export interface ButtonRow {
  /** Names the button whatever its label says: TTS's click handler is "jukas" + id. */
  id: string;
  params?: { [key: string]: unknown };
  words: ButtonWords;
  /** Where the panel shows it: its group, the row in the group, the place in the row (from 0). */
  panel: [PanelGroupName, number, number];
}

export interface CallRow extends CallSpec {
  name: string;
  buttons?: ButtonRow[];
}

/**
 * A Target moves nothing: it reads what its criteria use (src/core/reads.ts). A Teleport reads the
 * same, and then what lies in the one Room Jukas goes to (look.ts `lookStage`). Every other action
 * reads every piece: what it moves goes on a free spot, clear of whatever lies there (plan.ts). The
 * cards in the decks are read by what draws, deals or puts back a card (`resolveCard`, a `choose`
 * that finishes one, `cleanup`'s Forgotten Spell, `undo`) and by `state`.
 */
const pieces = () => PIECES_NEED;
const everything = () => EVERY_NEED;

/** An action of the rules (src/core/actions.ts has its rule, by the same name): decided on a gated read, planned and carried out. */
function action(name: string, need: (this: void, params: unknown) => Need, undoName: CallRow["undoName"], buttons?: ButtonRow[]): CallRow {
  return { name, need, decide: actionCall, undoName, buttons };
}

/** A Priority's criteria as announcements name them, so the tooltip lists them in the order the core applies them. */
function labels<C>(criteria: Criterion<C>[]): string[] {
  const out: string[] = [];
  for (const c of criteria) out.push(c.label);
  return out;
}

/** Target 1 and 2 choose a Room (R14, R15), Target 3 a Mage (R16). */
function targetButton(level: number): ButtonRow {
  const words =
    level === 3
      ? buttonWords.target(3, "a Mage", labels(MAGE_LEVEL), "R16")
      : buttonWords.target(level, "a Room", labels(ROOM_LEVELS[level]), level === 1 ? "R14" : "R15");
  return { id: "Target" + level, params: { priority: level }, words, panel: ["byHand", 0, level - 1] };
}

function teleportButton(level: number): ButtonRow {
  return { id: "Teleport" + level, params: { priority: level }, words: buttonWords.teleport(level), panel: ["byHand", 1, level - 1] };
}

function deckButton(id: string, deck: string, row: number, at: number): ButtonRow {
  return { id, params: { deck }, words: buttonWords.deck(deck), panel: ["eachTime", row, at] };
}

/** In the order docs/rules.md lists them (a list: a table's keys come in no fixed order in Lua). */
const ROWS: CallRow[] = [
  {
    name: "setup",
    need: pieces,
    decide: (c, p) => gated(c, p, setupCall),
    undoName: undoWords.setup,
    buttons: [{ id: "Setup", words: buttonWords.setup, panel: ["beforeRound", 0, 1] }],
  },
  action("target", targetNeed, undoWords.target, [targetButton(1), targetButton(2), targetButton(3)]),
  { name: "choose", need: everything, decide: chooseCall, undoName: undoWords.choose },
  action("teleport", targetNeed, undoWords.teleport, [teleportButton(1), teleportButton(2), teleportButton(3)]),
  action("avatarEffect", pieces, undoWords.avatarEffect, [
    { id: "AvatarEffect", words: buttonWords.avatarEffect, panel: ["byHand", 2, 0] },
  ]),
  action("spellResolved", pieces, undoWords.spellResolved),
  action("cleanup", everything, undoWords.cleanup, [{ id: "Cleanup", words: buttonWords.cleanup, panel: ["cleanup", 0, 0] }]),
  action("roomRebuilt", pieces, undoWords.roomRebuilt),
  {
    name: "resolveCard",
    need: everything,
    decide: (c, p) => gated(c, p, resolveTop),
    buttons: [
      deckButton("CommandCard", "command", 0, 0),
      deckButton("EvocationCard", "evocation", 1, 0),
      deckButton("EventCard", "event", 1, 1),
    ],
  },
  // `state` returns no card: the piles are read without their cards.
  { name: "state", need: pieces, decide: (c, p) => withAvatarCard(c, p, stateCall) },
  {
    name: "undo",
    need: everything,
    decide: (c, p) => withAvatarCard(c, p, undoCall),
    buttons: [{ id: "Undo", words: buttonWords.undo, panel: ["mistake", 0, 0] }],
  },
  { name: "check", need: everything, decide: (c, p) => withAvatarCard(c, p, checkCall) },
  // L1: before Setup, the Lodge laid anew: what lies on each tile is read (none may).
  {
    name: "newLodge",
    need: everything,
    decide: (c, p) => gated(c, p, newLodgeCall),
    undoName: lodgeWords.undoName,
    buttons: [{ id: "NewLodge", words: lodgeWords.button, panel: ["beforeRound", 0, 0] }],
  },
  // The card's own calls read no table (the assistant reads every object itself: docs/tagging.md).
  { name: "settings", decide: (c, p) => changeSettings(c, p.params, p.caller) },
  { name: "prepare", decide: (c, p) => tagCall(c, "prepare", p.params, p.caller) },
  { name: "confirmTags", decide: (c, p) => tagCall(c, "confirmTags", p.params, p.caller) },
  { name: "cancelTags", decide: (c, p) => tagCall(c, "cancelTags", p.params, p.caller) },
  { name: "undoTags", decide: (c, p) => tagCall(c, "undoTags", p.params, p.caller) },
];

export const CALLS: { [name: string]: CallRow } = {};
export const API: string[] = [];
/** Every row, in order (buttons.ts and panel-view.ts read their buttons). */
export const CALL_ROWS: CallRow[] = [];

/** A row of a name already taken takes that row's place. */
function addRow(row: CallRow): void {
  let at = CALL_ROWS.length;
  for (let i = 0; i < CALL_ROWS.length; i++) if (CALL_ROWS[i].name === row.name) at = i;
  if (at === CALL_ROWS.length) API.push(row.name);
  CALL_ROWS[at] = row;
  CALLS[row.name] = row;
}

for (const row of ROWS) addRow(row);

/** An action's row with its rule inline: all an action added at load needs (a test's own action). */
export interface ActionRow extends Omit<CallRow, "decide"> {
  rule: ActionRule;
}

/**
 * One more action, in one row, by a new name: its rule joins the core's (src/core/actions.ts), the
 * rest the script API's rows; `callButtons` and the panel read them as they are called (BUTTONS:
 * as it loads). Returns what takes the action out again (a test's own action, gone after it).
 */
export function addAction(row: ActionRow): () => void {
  addRule(row.name, row.rule);
  addRow({ name: row.name, need: row.need, decide: actionCall, undoName: row.undoName, buttons: row.buttons });
  return () => {
    removeRule(row.name);
    // Not `delete`: TSTL brings lualib's descriptor walk and its Error classes, which call `debug` (docs/moonsharp.md).
    (CALLS as { [name: string]: CallRow | undefined })[row.name] = undefined;
    takeOut(API, (name) => name === row.name);
    takeOut(CALL_ROWS, (r) => r.name === row.name);
  };
}

/** Takes out the items `is` picks, in place; the rest keep their order (no splice in what ships as Lua). */
function takeOut<T>(list: T[], is: (this: void, x: T) => boolean): void {
  let kept = 0;
  for (let i = 0; i < list.length; i++) if (!is(list[i])) list[kept++] = list[i];
  while (list.length > kept) list.pop();
}

/** The card that carries the controller must itself be on the table (two are refused by the reader). */
function withAvatarCard(c: Controller, p: Press, run: CallSpec["decide"]): ApiResult | StateResult {
  const read = p.read!;
  if (read.ok && read.index.avatar === undefined) return refuseTo(c.tabletop, controllerWords.noAvatar(), read.warnings, p.caller);
  return run(c, p);
}

/** An action needs a readable table, and no other action's pieces still moving. */
function gated(c: Controller, p: Press, run: CallSpec["decide"]): ApiResult | StateResult {
  return withAvatarCard(c, p, () => {
    const read = p.read!;
    if (c.busy) return refuseTo(c.tabletop, controllerWords.busy(), [], p.caller);
    if (!read.ok || read.snapshot === undefined)
      return refuseTo(c.tabletop, read.error === undefined ? controllerWords.unreadable() : read.error, read.warnings, p.caller);
    seeRebuilds(c, read);
    return run(c, p);
  });
}

/** `choose` settles a card's choice when a card waits for the Crown, else the action's. */
function chooseCall(c: Controller, p: Press): ApiResult | StateResult {
  return gated(c, p, () => (c.session.card !== undefined ? continueTop(c, p) : decideAction(c, p)));
}

/** A second press of Setup within this many seconds carries it out (issue 41). */
export const SETUP_CONFIRM_SECONDS = 5;

/**
 * Setup with a game under way (Jukas's model read in a Lodge Room) asks a player for a second
 * press within SETUP_CONFIRM_SECONDS, saying what it would do: one mis-click must not cost the
 * round. Another script's call means it, and runs at once.
 */
function setupCall(c: Controller, p: Press): ApiResult | StateResult {
  const jukas = p.read!.snapshot!.jukas;
  const underWay = jukas !== undefined && jukas.at !== undefined && jukas.at.room !== undefined;
  const now = c.tabletop.now();
  const asked = c.setupAsked;
  c.setupAsked = undefined;
  if (!underWay || p.caller === undefined || (asked !== undefined && now - asked <= SETUP_CONFIRM_SECONDS)) return decideAction(c, p);
  c.setupAsked = now;
  return refuseTo(c.tabletop, controllerWords.setupAgain(SETUP_CONFIRM_SECONDS), [], p.caller);
}

function actionCall(c: Controller, p: Press): ApiResult | StateResult {
  return gated(c, p, decideAction);
}

/** An action of the rules core (src/core/actions.ts) on the press's read, planned and carried out. */
function decideAction(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const caller = p.caller;
  // I1: an action pressed on its own has no earlier step, so no target Room of one (cards pass theirs).
  const request = {
    action: p.name,
    params: p.params,
    pending: c.session.pending,
    rebuilt: c.session.rebuilt,
    seenRebuilt: seenRebuilt(c, read),
  };
  const outcome = runAction(read.snapshot!, request);
  // Told to the clicking player only (issue 41).
  if (!outcome.ok) return refuseTo(c.tabletop, outcome.error!, outcome.warnings, caller);
  const asked = { action: p.name, params: p.params, by: caller, pending: request.pending };
  p.work = { asked, decided: outcome, undo: { call: p.name } };
  return resultOf(outcome, outcome.warnings);
}

function stateCall(_c: Controller, p: Press): StateResult | ApiResult {
  const read = p.read!;
  if (!read.ok || read.snapshot === undefined) {
    const out = refusal(read.error === undefined ? controllerWords.unreadable() : read.error, read.warnings);
    out.missing = missingOf(read);
    return out;
  }
  return stateOf(read.snapshot, read.warnings, missingOf(read));
}

/**
 * "Check table": what each rule lacks, one line each, told to everyone (src/table/readiness.ts),
 * and what it could not verify: the pieces inside untagged bags, which the reader never sees.
 */
function checkCall(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const missing = missingOf(read);
  const unverified = c.tabletop.scan === undefined ? [] : unverifiedBags(c.tabletop.scan().candidates);
  if (missing.length > 0) {
    c.tabletop.broadcast(readinessWords.header(missing.length), true);
    for (const line of missing) c.tabletop.print(line, true);
  } else if (unverified.length > 0) c.tabletop.broadcast(readinessWords.readyButBags(unverified.length), true);
  else c.tabletop.broadcast(readinessWords.ready(), false);
  if (unverified.length > 0) c.tabletop.print(readinessWords.unverified(unverified), true);
  return { ok: true, warnings: read.warnings, missing, unverified };
}

/** What a press of this call reads of the table (undefined: none, or no such call). */
export function needOf(name: string, params: unknown): Need | undefined {
  const spec = CALLS[name];
  return spec === undefined || spec.need === undefined ? undefined : spec.need(params);
}
