/**
 * The script API of the Avatar Card (TABLE.md), the same on every tabletop: read the table
 * afresh, ask the rules, plan the physical steps, announce, carry out, journal for undo.
 * table → snapshot → rules → effects → steps → table; the host does only the first and last hops.
 */
import { DEFAULT_SETTINGS, Outcome, PendingChoice, Settings, Snapshot } from "../core/model";
import { runAction } from "../core/actions";
import { readTable, TableRead } from "../table/snapshot";
import { Host } from "./host";
import { Plan, planEffects } from "./plan";
import { inverse } from "./steps";
import { restore, Session, toSaved } from "./session";
import { ApiResult, refusal, resultOf, stateOf, StateResult } from "./results";
import { says } from "./says";

export interface Controller {
  host: Host;
  session: Session;
  /** True while the pieces of the last action are still moving. */
  busy: boolean;
  settings: Settings;
}

export const API = ["setup", "target", "choose", "teleport", "avatarEffect", "spellResolved", "cleanup", "roomRebuilt", "state", "undo"];

/** A controller with the state saved on the table; unreadable state starts clean, with a warning. */
export function createController(host: Host, saved: string | undefined): Controller {
  const restored = restore(saved, host.decode);
  const c: Controller = { host, session: restored.session, busy: false, settings: { ...DEFAULT_SETTINGS } };
  if (restored.warning !== undefined) host.broadcast(restored.warning, true);
  if (c.session.pending !== undefined) host.showChoice(c.session.pending.candidates);
  return c;
}

/** What the host saves (TTS onSave runs every few seconds: this stays small and cheap). */
export function savedState(c: Controller): string {
  return c.host.encode(toSaved(c.session));
}

/** One call of the script API. `caller` is the colour of the player who clicked, if any. */
export function call(c: Controller, name: unknown, params: unknown, caller?: string): ApiResult | StateResult {
  if (typeof name !== "string" || API.indexOf(name) < 0) return refuse(c, says.unknownCall(String(name)), [], caller);
  if (params !== undefined && (typeof params !== "object" || params === null)) {
    return refuse(c, says.paramsNotTable(name), [], caller);
  }
  const pieces = c.host.readPieces();
  const read = readTable(pieces, { ...c.host.context(), settings: c.settings });
  if (name === "state") return stateCall(read);
  if (name === "undo") return undo(c, read.warnings);
  if (c.busy) return refuse(c, says.busy(), [], caller);
  if (!read.ok || read.snapshot === undefined) return refuse(c, read.error === undefined ? says.unreadable() : read.error, read.warnings, caller);
  const request = { action: name, params: params as { [key: string]: unknown } | undefined, pending: c.session.pending, lastTargetRoom: c.session.lastTargetRoom };
  const outcome = runAction(read.snapshot, request);
  if (!outcome.ok) return refuse(c, outcome.error!, outcome.warnings, name === "choose" ? caller : undefined);
  const plan = planEffects(outcome.effects, read, pieces);
  if (plan.error !== undefined) return refuse(c, plan.error, [...outcome.warnings, ...plan.warnings], caller);
  return carryOut(c, name, read, outcome, plan);
}

function stateCall(read: TableRead): StateResult | ApiResult {
  if (!read.ok || read.snapshot === undefined) return refusal(read.error === undefined ? says.unreadable() : read.error, read.warnings);
  return stateOf(read.snapshot, read.warnings);
}

/** A refusal changes nothing on the table; it is told to the clicking player, else to everyone. */
function refuse(c: Controller, error: string, warnings: string[], caller: string | undefined): ApiResult {
  for (const w of warnings) c.host.broadcast(w, true);
  if (caller !== undefined) c.host.tell(caller, error);
  else c.host.broadcast(error, true);
  return refusal(error, warnings);
}

function carryOut(c: Controller, name: string, read: TableRead, outcome: Outcome, plan: Plan): ApiResult {
  const warnings = [...outcome.warnings, ...plan.warnings];
  for (const e of outcome.effects) if (e.kind === "announce") c.host.broadcast(e.text, false);
  for (const w of warnings) c.host.broadcast(w, true);
  c.host.highlight(plan.highlight);
  c.host.showChoice(outcome.pending === undefined ? [] : outcome.pending.candidates);
  const before = { pending: c.session.pending, lastTargetRoom: c.session.lastTargetRoom };
  c.session.pending = outcome.pending;
  const room = targetRoom(outcome, read.snapshot!);
  if (room !== undefined) c.session.lastTargetRoom = room;
  c.busy = true;
  c.host.perform(plan.steps, (done, failure) => {
    c.busy = false;
    c.session.journal = { action: name, steps: inverse(done), pending: before.pending, lastTargetRoom: before.lastTargetRoom };
    if (failure !== undefined) c.host.broadcast(failure, true);
  });
  return resultOf(outcome, warnings);
}

/** I1: the Room a card's later Avatar Effect falls back on when Jukas is in his Cell. */
function targetRoom(outcome: Outcome, snap: Snapshot): string | undefined {
  const t = outcome.target;
  if (t === undefined) return undefined;
  if (t.room !== undefined) return t.room;
  for (const m of snap.mages) {
    if (m.color === t.color && m.at !== undefined) return m.at.room;
  }
  return undefined;
}

/** Cancels a pending choice, else puts back what the last finished action moved (TABLE.md). */
function undo(c: Controller, warnings: string[]): ApiResult {
  if (c.session.pending !== undefined) {
    const pending: PendingChoice = c.session.pending;
    c.session.pending = undefined;
    c.host.showChoice([]);
    c.host.highlight([]);
    c.host.broadcast(says.choiceCancelled(pending.why), false);
    return { ok: true, warnings };
  }
  if (c.busy) return refuse(c, says.busy(), [], undefined);
  const journal = c.session.journal;
  if (journal === undefined) return refuse(c, says.nothingToUndo(), warnings, undefined);
  c.busy = true;
  c.session.journal = undefined;
  c.host.broadcast(says.undoing(journal.action, journal.steps.length), false);
  c.host.highlight([]);
  c.host.perform(journal.steps, (_done, failure) => {
    c.busy = false;
    c.session.pending = journal.pending;
    c.session.lastTargetRoom = journal.lastTargetRoom;
    c.host.showChoice(journal.pending === undefined ? [] : journal.pending.candidates);
    if (failure !== undefined) c.host.broadcast(failure, true);
  });
  return { ok: true, warnings };
}
