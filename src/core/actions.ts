/**
 * The action API of the rules: one entry point, plain data in and out, so that the TypeScript
 * and its Lua build can be run on the same cases. Parameters come from other scripts and are
 * checked here; nothing in this file throws.
 */
import { Effect, JUKAS, Outcome, PendingChoice, Snapshot } from "./model";
import { announce, done, doneWithTarget, lead, refuse } from "./outcome";
import { roomNamed } from "./working-copy";
import { validate } from "./validate";
import { setup } from "./setup";
import { chooseTarget, settledTarget } from "./target";
import { teleport, teleportTo, moveJukas } from "./teleport";
import { avatarEffect } from "./avatar-effect";
import { spellResolved } from "./spell";
import { cleanup } from "./cleanup";
import { rebuildRoom } from "./rebuild";
import { placeVortex } from "./vortex";
import { describeValue, headlineWords, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";
import { workingCopy } from "./working-copy";
import { isTable, priorityOf } from "./values";

export interface ActionRequest {
  action: string;
  params?: { [key: string]: unknown };
  /** The Crown's choice waiting to be settled, if any (kept by the caller between actions). */
  pending?: PendingChoice;
  /** The last target Room announced this turn: the Avatar Effect's Room when Jukas is in his Cell (I1). */
  lastTargetRoom?: string;
  /** I12: the Rooms this game knows Rebuilt, by Jukas or by a report (kept by the caller, saved with the game). */
  rebuilt?: string[];
  /**
   * I12: Rooms seen on their Rebuilt side with a Vortex Token that no report and no rebuild of
   * Jukas's explains (the caller's list, once per Room): R13 pays them before the action.
   */
  seenRebuilt?: string[];
}

/** One action of the rules: what it does on the table, with the request's params checked here. */
export type ActionRule = (this: void, snap: Snapshot, request: ActionRequest, params: { [key: string]: unknown }) => Outcome;

/**
 * The rules' actions, a row each, in the order docs/rules.md lists them; the script API's rows
 * (src/controller/calls.ts) name theirs. Adding an action is a row here (or `addRule`).
 */
const RULES: [string, ActionRule][] = [
  ["setup", (snap) => setup(snap)],
  ["target", (snap, _request, params) => targeted(snap, params, false)],
  ["choose", (snap, request, params) => choose(snap, request, params)],
  ["teleport", (snap, _request, params) => targeted(snap, params, true)],
  ["avatarEffect", (snap, request, params) => avatarEffectOf(snap, request, params)],
  ["placeVortex", (snap, _request, params) => placeVortexOf(snap, params)],
  ["spellResolved", (snap, _request, params) => spellOf(snap, params)],
  ["cleanup", (snap) => cleanup(snap)],
  ["roomRebuilt", (snap, request, params) => roomRebuilt(snap, params.room, request.rebuilt)],
];

/** The actions' names, in their rows' order. */
export const ACTIONS: string[] = [];
const RULE_OF: { [name: string]: ActionRule } = {};

/** One more action of the rules (a row's own), for a caller that adds it at load. */
export function addRule(name: string, rule: ActionRule): void {
  if (ACTIONS.indexOf(name) < 0) ACTIONS.push(name);
  RULE_OF[name] = rule;
}

/** Takes out an action `addRule` added (its caller's to undo). */
export function removeRule(name: string): void {
  // Shifted up by hand: no splice in what ships as Lua (test/table/lua-lint.test.ts).
  let kept = 0;
  for (let i = 0; i < ACTIONS.length; i++) if (ACTIONS[i] !== name) ACTIONS[kept++] = ACTIONS[i];
  while (ACTIONS.length > kept) ACTIONS.pop();
  // Not `delete`: TSTL brings lualib's descriptor walk and its Error classes, which call `debug` (docs/moonsharp.md).
  (RULE_OF as { [name: string]: ActionRule | undefined })[name] = undefined;
}

for (const [name, rule] of RULES) addRule(name, rule);

export function runAction(snap: Snapshot, request: ActionRequest): Outcome {
  if (typeof request !== "object" || request === null || typeof request.action !== "string") {
    return refuse(errorWords.badParam("Action", "the request", "a table with an action name"));
  }
  if (ACTIONS.indexOf(request.action) < 0) return refuse(errorWords.unknownAction(request.action));
  const check = validate(snap);
  const warnings: string[] = [];
  if (isTable(snap) && isTable(snap.warnings)) for (const w of snap.warnings) warnings.push(w);
  for (const w of check.warnings) warnings.push(w);
  if (check.errors.length > 0) return refuse(check.errors.join(" "), warnings);
  if (request.pending !== undefined && request.action !== "choose") {
    return refuse(errorWords.pendingChoice(request.pending.candidates.length), warnings);
  }
  const params = paramsOf(request);
  const seen = paySeen(snap, request, params);
  const outcome = dispatch(seen === undefined ? snap : seen.work, request, params);
  if (seen !== undefined && outcome.ok) {
    const effects: Effect[] = [];
    for (const e of seen.effects) effects.push(e);
    for (const e of outcome.effects) effects.push(e);
    outcome.effects = effects;
    const rebuilt: string[] = [];
    for (const r of seen.rooms) rebuilt.push(r);
    if (outcome.rebuilt !== undefined) for (const r of outcome.rebuilt) rebuilt.push(r);
    outcome.rebuilt = rebuilt;
  }
  return finalize(outcome, warnings);
}

/**
 * I12: a Room seen Rebuilt with a Vortex Token that nothing explains was rebuilt by another cause
 * (the base game rebuilds full Rooms at Clean-up, L2): R13 pays Jukas before the action runs, on
 * a working copy the action then reads. Not at Setup (a new game), nor for the Room a report names
 * (the report pays it).
 */
function paySeen(
  snap: Snapshot,
  request: ActionRequest,
  params: { [key: string]: unknown },
): { work: Snapshot; effects: Effect[]; rooms: string[] } | undefined {
  const seen = request.seenRebuilt;
  if (!isTable(seen) || seen.length === 0 || request.action === "setup") return undefined;
  const work = workingCopy(snap);
  const effects: Effect[] = [];
  const rooms: string[] = [];
  for (const name of seen) {
    const room = typeof name === "string" ? roomNamed(work, name) : undefined;
    const reported = request.action === "roomRebuilt" && params.room === name;
    if (room !== undefined && room.rebuilt && room.vortex > 0 && !reported) {
      if (rebuildRoom(work, room, ruleWords.rebuiltSeen(room.name), effects)) rooms.push(room.name);
    }
  }
  return rooms.length === 0 ? undefined : { work, effects, rooms };
}

function paramsOf(request: ActionRequest): { [key: string]: unknown } {
  const p = request.params;
  return isTable(p) ? p : {};
}

/** Moves mid-action warnings out of the effects, after the table's own warnings (`warnings`, this action's own list). */
function finalize(outcome: Outcome, warnings: string[]): Outcome {
  const effects: Effect[] = [];
  for (const e of outcome.effects) {
    if (e.kind === "warn") warnings.push(e.text);
    else effects.push(e);
  }
  for (const w of outcome.warnings) warnings.push(w);
  // The outcome is this action's own, made by `dispatch`: changed, not copied.
  outcome.effects = effects;
  outcome.warnings = warnings;
  return outcome;
}

function optionalString(params: { [key: string]: unknown }, key: string): { ok: boolean; value?: string } {
  const v = params[key];
  if (v === undefined) return { ok: true };
  return typeof v === "string" ? { ok: true, value: v } : { ok: false };
}

function dispatch(snap: Snapshot, request: ActionRequest, params: { [key: string]: unknown }): Outcome {
  return RULE_OF[request.action](snap, request, params);
}

/** Target and Teleport: the Priority the press names, on a Lodge Jukas stands on. */
function targeted(snap: Snapshot, params: { [key: string]: unknown }, teleporting: boolean): Outcome {
  // Issue 41: his model read on neither the Lodge nor his Cell (the table as it lies, not a memory of Setup).
  if (offLodge(snap)) return refuse(errorWords.setupFirst());
  const priority = priorityOf(params.priority);
  if (priority === undefined) return refuse(errorWords.badPriority(describeValue(params.priority)));
  if (teleporting) return teleport(snap, priority);
  const effects: Effect[] = [];
  const step = chooseTarget(snap, priority, "target", effects);
  if (!step.ok) return refuse(step.error!);
  const out = done(effects);
  out.target = step.target;
  out.pending = step.pending;
  out.ranking = step.ranking;
  return out;
}

function avatarEffectOf(snap: Snapshot, request: ActionRequest, params: { [key: string]: unknown }): Outcome {
  const room = optionalString(params, "room");
  if (!room.ok) return refuse(errorWords.badParam("avatarEffect", "room", "a Room name"));
  return avatarEffect(snap, { room: room.value, targetRoom: request.lastTargetRoom });
}

function spellOf(snap: Snapshot, params: { [key: string]: unknown }): Outcome {
  if (typeof params.color !== "string") return refuse(errorWords.badParam("spellResolved", "color", "a colour"));
  return spellResolved(snap, params.color);
}

function placeVortexOf(snap: Snapshot, params: { [key: string]: unknown }): Outcome {
  const by = optionalString(params, "by");
  if (!by.ok) return refuse(errorWords.badParam("placeVortex", "by", "a sentence naming the Effect"));
  return placeVortexIn(snap, params.room, by.value === undefined ? ruleWords.anEffect() : by.value);
}

/** Jukas's model lies on the table in no Lodge Room and not in his Cell. */
function offLodge(snap: Snapshot): boolean {
  const jukas = snap.jukas;
  if (jukas === undefined) return false;
  const at = jukas.at;
  return at === undefined || (at.room === undefined && at.cell !== JUKAS);
}

/** An Effect (a card's step) places a Vortex Token in a Room: R6 and R7 decide whether one goes there. */
function placeVortexIn(snap: Snapshot, name: unknown, by: string): Outcome {
  if (typeof name !== "string") return refuse(errorWords.badParam("placeVortex", "room", "a Room name"));
  if (roomNamed(snap, name) === undefined) return refuse(errorWords.unknownRoom(name));
  const effects: Effect[] = [];
  placeVortex(workingCopy(snap), name, by, effects, true);
  return done(effects);
}

/**
 * R13 by any cause, I12: a report that a Room was Rebuilt, before or after the players flipped
 * its tile. A Room is Rebuilt once (I9): one this game knows Rebuilt is refused, giving nothing.
 */
function roomRebuilt(snap: Snapshot, name: unknown, known: string[] | undefined): Outcome {
  if (typeof name !== "string") return refuse(errorWords.badParam("roomRebuilt", "room", "a Room name"));
  const work = workingCopy(snap);
  const room = roomNamed(work, name);
  if (room === undefined) return refuse(errorWords.unknownRoom(name));
  if (isTable(known) && known.indexOf(room.name) >= 0) return refuse(errorWords.alreadyRebuilt(room.name));
  const effects: Effect[] = [];
  const power = work.jukasPower;
  if (!rebuildRoom(work, room, ruleWords.roomRebuiltCall(room.name), effects)) return refuse(errorWords.missingJukasPower());
  if (room.vortex <= 0) effects.push({ kind: "announce", text: ruleWords.roomRebuiltNoVortex(room.name) });
  lead(effects, headlineWords.rebuiltReported(room.name, power === undefined ? 0 : work.jukasPower! - power));
  effects.push({ kind: "announce", text: headlineWords.rewards(1), chat: true });
  const out = done(effects);
  out.rebuilt = [room.name];
  return out;
}

/** I11: the player sits at a seat, and the setting that lets any seated player choose is on (the snapshot lists the seated only then). */
function isSeated(snap: Snapshot, player: string): boolean {
  const players = snap.players;
  if (!isTable(players)) return false;
  for (const p of players) if (p === player) return true;
  return false;
}

/** Settles the Crown's pending choice and finishes the action that waited for it. */
function choose(snap: Snapshot, request: ActionRequest, params: { [key: string]: unknown }): Outcome {
  const pending = request.pending;
  if (pending === undefined) return refuse(errorWords.nothingPending());
  const player = params.player;
  const pick = params.pick;
  if (typeof player !== "string") return refuse(errorWords.badParam("choose", "player", "a colour"));
  if (typeof pick !== "string") return refuse(errorWords.badParam("choose", "pick", "a Room name or a colour"));
  // R17, I6: only the Crown holder chooses, read afresh from this table (moving the Crown onto the
  // right card settles a stuck choice); the host chooses for a holder whose seat is empty, and
  // when there is no Crown (the table reader names the host then). I11: with the setting on, any
  // seated player chooses for the holder (the snapshot lists the seated then).
  const holder = snap.crown;
  const forEmptySeat = snap.crownSeatEmpty === true && snap.host !== undefined && player === snap.host;
  // I6 hot seat: the one person seated for several colours in play clicks for the holder.
  const hotSeat = holder !== undefined && player !== holder && snap.hotSeat === player;
  // I6: nobody can click as an empty seat (the host, or the hot seat's one person, clicks from
  // their own): a choose naming the holder's colour while nobody sits there is refused.
  if (holder !== undefined && player === holder && snap.crownSeatEmpty === true && !forEmptySeat) {
    return refuse(errorWords.emptySeat(player, snap.host));
  }
  const other = holder !== undefined && player !== holder && !forEmptySeat && !hotSeat;
  const seated = other && isSeated(snap, player);
  if (other && !seated) {
    const host = snap.crownSeatEmpty === true ? snap.host : undefined;
    if (snap.players !== undefined) return refuse(errorWords.notSeated(player, host === undefined ? holder! : host));
    return refuse(errorWords.notCrown(player, holder!, host));
  }
  if (pending.candidates.indexOf(pick) < 0) return refuse(errorWords.notCandidate(pick, pending.candidates));
  const effects: Effect[] = [];
  if (pending.stage === "entrance") {
    if (snap.jukas === undefined) return refuse(errorWords.noJukas("Teleport"));
    const work = workingCopy(snap);
    effects.push({ kind: "highlight", targets: [pick] });
    const why = ruleWords.crownChose(player, holder, seated, hotSeat);
    announce(effects, ruleWords.targetChosen("Jukas, Teleport: entrance Room", pick, why));
    const moved = moveJukas(work, pick, effects);
    lead(effects, headlineWords.entranceChosen(pick, headlineWords.crownChose(player, holder), moved));
    return doneWithTarget(effects, { kind: "room", room: pick, why });
  }
  const target = settledTarget(pending, pick, player, holder, seated, effects, hotSeat);
  if (pending.action === "teleport") return teleportTo(snap, pending.priority, target, effects, headlineWords.crownChose(player, holder));
  return doneWithTarget(effects, target);
}
