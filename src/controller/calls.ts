/**
 * The script API (docs/rules.md), one entry per call: what a press of it reads of the table,
 * what it runs on that read, and whether a player's press may read in one frame and run in the
 * next. Adding an action is adding an entry here.
 */
import { runAction } from "../core/actions";
import { says } from "../words/controller";
import { readiness } from "../words/table";
import { EVERY_NEED, Need, PIECES_NEED, occupiedNow, targetNeed } from "../table/reader";
import { missingOf } from "../table/readiness";
import type { Controller } from "./controller-state";
import { continueTop, resolveTop } from "./card-calls";
import { carryOut, joined } from "./carry";
import { Asked } from "./log";
import { Plan, planEffects } from "./plan";
import { CallSpec, Press } from "./press";
import { ApiResult, StateResult, refusal, resultOf, stateOf } from "./results";
import { refuseTo } from "./refuse";
import { changeSettings } from "./settings";
import { inverse } from "./steps";
import { tagCall } from "./tagging";
import { unverifiedBags } from "../tagging/unverified";
import { undoCall } from "./undo";
import { seeRebuilds, seenRebuilt } from "./rebuilds";
import { newLodgeCall } from "./new-lodge";

/**
 * A Target moves nothing: it reads what its criteria use (src/core/reads.ts). A Teleport reads the
 * same, and then what lies in the one Room Jukas goes to (`seeRooms`). Every other action reads
 * every piece: what it moves goes on a free spot, clear of whatever lies there (plan.ts). The
 * cards in the decks are read by what draws, deals or puts back a card (`resolveCard`, a `choose`
 * that finishes one, `cleanup`'s Forgotten Spell, `undo`) and by `state`.
 */
const pieces = () => PIECES_NEED;
const everything = () => EVERY_NEED;

function table(need: (this: void, params: unknown) => Need, run: CallSpec["run"]): CallSpec {
  return { need, run, mayWait: true };
}

function card(run: CallSpec["run"]): CallSpec {
  return { run, mayWait: false };
}

/** In the order docs/rules.md lists them (a list: a table's keys come in no fixed order in Lua). */
const ENTRIES: [string, CallSpec][] = [
  ["setup", table(pieces, (c, p) => gated(c, p, setupCall))],
  ["target", table(targetNeed, actionCall)],
  ["choose", table(everything, chooseCall)],
  ["teleport", table(targetNeed, actionCall)],
  ["avatarEffect", table(pieces, actionCall)],
  ["spellResolved", table(pieces, actionCall)],
  ["cleanup", table(everything, actionCall)],
  ["roomRebuilt", table(pieces, actionCall)],
  ["resolveCard", table(everything, (c, p) => gated(c, p, resolveTop))],
  // `state` returns no card: the piles are read without their cards.
  ["state", table(pieces, (c, p) => readable(c, p, stateCall))],
  ["undo", table(everything, (c, p) => readable(c, p, undoCall))],
  ["check", table(everything, (c, p) => readable(c, p, checkCall))],
  // L1: before Setup, the Lodge laid anew: what lies on each tile is read (none may).
  ["newLodge", table(everything, (c, p) => gated(c, p, newLodgeCall))],
  // The card's own calls read no table (the assistant reads every object itself: docs/tagging.md).
  ["settings", card((c, p) => changeSettings(c, p.params, p.caller))],
  ["prepare", card((c, p) => tagCall(c, "prepare", p.params, p.caller))],
  ["confirmTags", card((c, p) => tagCall(c, "confirmTags", p.params, p.caller))],
  ["cancelTags", card((c, p) => tagCall(c, "cancelTags", p.params, p.caller))],
  ["undoTags", card((c, p) => tagCall(c, "undoTags", p.params, p.caller))],
];

export const CALLS: { [name: string]: CallSpec } = {};
export const API: string[] = [];
for (const [name, spec] of ENTRIES) {
  CALLS[name] = spec;
  API.push(name);
}

/** The card that carries the controller must itself be on the table (two are refused by the reader). */
function readable(c: Controller, p: Press, run: CallSpec["run"]): ApiResult | StateResult {
  const read = p.read!;
  if (read.ok && read.index.avatar === undefined) return refuseTo(c.host, says.noAvatar(), read.warnings, p.caller);
  return run(c, p);
}

/** An action needs a readable table, and no other action's pieces still moving. */
function gated(c: Controller, p: Press, run: CallSpec["run"]): ApiResult | StateResult {
  return readable(c, p, () => {
    const read = p.read!;
    if (c.busy) return refuseTo(c.host, says.busy(), [], p.caller);
    if (!read.ok || read.snapshot === undefined)
      return refuseTo(c.host, read.error === undefined ? says.unreadable() : read.error, read.warnings, p.caller);
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
  const now = c.host.now();
  const asked = c.setupAsked;
  c.setupAsked = undefined;
  if (!underWay || p.caller === undefined || (asked !== undefined && now - asked <= SETUP_CONFIRM_SECONDS)) return decideAction(c, p);
  c.setupAsked = now;
  return refuseTo(c.host, says.setupAgain(SETUP_CONFIRM_SECONDS), [], p.caller);
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
  if (!outcome.ok) return refuseTo(c.host, outcome.error!, outcome.warnings, caller);
  const plan = planEffects(outcome.effects, read, read.pieces);
  if (plan.error !== undefined) return refuseTo(c.host, plan.error, joined(outcome.warnings, plan.warnings), caller);
  seeRooms(c, p, plan);
  const asked: Asked = { action: p.name, params: p.params, by: caller, pending: request.pending };
  const warnings = carryOut(c, p, outcome, plan, plan.steps, asked, (done, before) => {
    before.action = says.undoName(p.name, p.params);
    before.call = p.name;
    before.steps = inverse(done);
    return before;
  });
  return resultOf(outcome, warnings);
}

/**
 * A plan made on a read that did not ask every piece its place (a Teleport): each Room it places
 * a piece in learns what lies on its tile now, before any spot there is found (`occupiedNow`).
 */
function seeRooms(c: Controller, p: Press, plan: Plan): void {
  if (p.need!.obstacles) return;
  const seen: { [id: string]: boolean } = {};
  for (const r of plan.spots) {
    const room = r.room;
    if (room !== undefined && seen[room.id] !== true) {
      seen[room.id] = true;
      room.occupied = occupiedNow(c.host, room);
    }
  }
}

function stateCall(_c: Controller, p: Press): StateResult | ApiResult {
  const read = p.read!;
  if (!read.ok || read.snapshot === undefined) {
    const out = refusal(read.error === undefined ? says.unreadable() : read.error, read.warnings);
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
  const unverified = c.host.scan === undefined ? [] : unverifiedBags(c.host.scan().candidates);
  if (missing.length > 0) {
    c.host.broadcast(readiness.header(missing.length), true);
    for (const line of missing) c.host.print(line, true);
  } else if (unverified.length > 0) c.host.broadcast(readiness.readyButBags(unverified.length), true);
  else c.host.broadcast(readiness.ready(), false);
  if (unverified.length > 0) c.host.print(readiness.unverified(unverified), true);
  return { ok: true, warnings: read.warnings, missing, unverified };
}

/** What a press of this call reads of the table (undefined: none, or no such call). */
export function needOf(name: string, params: unknown): Need | undefined {
  const spec = CALLS[name];
  return spec === undefined || spec.need === undefined ? undefined : spec.need(params);
}
