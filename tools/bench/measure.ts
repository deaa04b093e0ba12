/**
 * One action on a freshly loaded bench table, measured in the built Lua (fengari, FakeTTS) and
 * natively: Lua VM instructions (exact, see FakeTTS.instructions), TTS API calls by name, wall
 * times. The synchronous part is the button press (or script call) itself, which TTS runs in one
 * frame; the asynchronous part is what perform's Wait callbacks run in later frames.
 */
import type { PlayerColor, SaveFile } from "../../hosts/fake-tts";
import { panelControls } from "../../src/controller/panel-view";
import { controlId } from "../../src/tts/panel-xml";
import { BenchTable, Census, loadBenchTable, type LuaVm } from "./table";
import { contextOf, piecesOf, runNative } from "./native";

export interface ActionSpec {
  id: string;
  /** The script API name and params (docs/rules.md), for the native run and the report. */
  action: string;
  params?: { [key: string]: unknown };
  /** The player who acts (the clicking colour). */
  caller: string;
  /** What a player does in TTS: a button of the Avatar Card, or a model's context menu item. */
  button?: string;
  menu?: { model: string; item: string };
  /** A script call (`avatar.call(action, params)`) instead of a click. */
  scriptCall?: boolean;
}

export const SPELL_ITEM = "Resolved a Spell here";

/** The actions of the issue, each as a player triggers it. */
export const ACTIONS: ActionSpec[] = [
  { id: "setup", action: "setup", caller: "White", button: "Setup" },
  { id: "target1", action: "target", params: { priority: 1 }, caller: "White", button: "Target 1" },
  { id: "target2", action: "target", params: { priority: 2 }, caller: "White", button: "Target 2" },
  { id: "target3", action: "target", params: { priority: 3 }, caller: "White", button: "Target 3" },
  { id: "teleport", action: "teleport", params: { priority: 1 }, caller: "White", button: "Teleport 1" },
  { id: "teleport3", action: "teleport", params: { priority: 3 }, caller: "White", button: "Teleport 3" },
  { id: "avatarEffect", action: "avatarEffect", caller: "White", button: "Avatar Effect" },
  { id: "spellPickup", action: "spellResolved", params: { color: "Blue" }, caller: "Blue", menu: { model: "Blue", item: SPELL_ITEM } },
  { id: "cleanup", action: "cleanup", caller: "White", button: "Clean-up" },
];

/** Reading the table and nothing else: another script's `avatar.call("state")`. */
export const READ: ActionSpec = { id: "read (state)", action: "state", caller: "White", scriptCall: true };

export interface LuaRun {
  /** `next`: the frame after the press's (where a player's press decides: src/controller/controller.ts); part of `async`. */
  instructions: { sync: number; async: number; maxFrame: number; next: number };
  /** Instructions by frame after the press's, from the first (index 0: the frame after the press's). */
  perFrame: number[];
  frames: number;
  syncMs: number;
  calls: { sync: Record<string, number>; async: Record<string, number> };
  /** Texts broadcast or told from the press to the end of its last move. */
  said: string[];
  census: Census;
  /** Where Jukas's model stands once the action has ended. */
  jukasAt?: { x: number; z: number };
}

/** A press of the control labelled so: the Avatar Card's button, else the screen panel's (the card keeps a short set). */
function clickControl(t: BenchTable, label: string, caller: PlayerColor): void {
  if (t.tts.buttons(t.avatar).some((b) => b.label === label)) return t.tts.clickButton(t.avatar, label, caller);
  const control = panelControls().find((c) => c.label === label);
  if (control === undefined) throw new Error("bench: no control labelled " + label);
  // A player clicks what the screen shows: the Global UI set as the save loaded shows frames later.
  while (t.tts.ui.loading(t.tts.frame)) t.tts.tick(1);
  t.tts.clickUi(controlId(control.id), caller);
}

export function trigger(t: BenchTable, spec: ActionSpec): void {
  if (spec.scriptCall) t.tts.call(t.avatar, spec.action, spec.params as never);
  else if (spec.button !== undefined) clickControl(t, spec.button, spec.caller as never);
  else if (spec.menu !== undefined) t.tts.contextMenu(t.models[spec.menu.model], spec.menu.item, spec.caller as never);
}

const SAID = new Set(["broadcastToAll", "broadcastToColor", "printToAll", "printToColor"]);

/** Loads the table and runs the action once, to the end of its last move. */
export function runLua(save: SaveFile, spec: ActionSpec, maxFrames = 3000, lua: LuaVm = "fengari"): LuaRun {
  const t = loadBenchTable(save, undefined, lua);
  const { tts, avatar } = t;
  tts.assertNoErrors();
  tts.clearMessages();
  tts.resetApiCalls();
  const i0 = tts.instructions(avatar);
  const t0 = performance.now();
  trigger(t, spec);
  const syncMs = performance.now() - t0;
  const i1 = tts.instructions(avatar);
  const sync = tts.apiCallSnapshot();
  tts.resetApiCalls();
  let maxFrame = 0;
  let frames = 0;
  let next = 0;
  const perFrame: number[] = [];
  while (!tts.isIdle()) {
    if (frames >= maxFrames) throw new Error(`bench: ${spec.id} still busy after ${maxFrames} frames`);
    const before = tts.instructions(avatar);
    tts.tick(1);
    frames++;
    const ran = tts.instructions(avatar) - before;
    if (frames === 1) next = ran;
    perFrame.push(ran);
    maxFrame = Math.max(maxFrame, ran);
  }
  const i2 = tts.instructions(avatar);
  tts.assertNoErrors();
  const said = tts.messages.filter((m) => SAID.has(m.kind)).map((m) => m.text);
  const jukas = tts.tableObjects().find((o) => o.tags.includes("BRW:Mage") && o.tags.includes("BRW:Jukas"));
  return {
    jukasAt: jukas === undefined ? undefined : { x: jukas.position.x, z: jukas.position.z },
    instructions: { sync: i1 - i0, async: i2 - i1, maxFrame, next },
    perFrame,
    frames,
    syncMs,
    calls: { sync, async: tts.apiCallSnapshot() },
    said,
    census: t.census,
  };
}

/** A step of a round as played: a press (as in ACTIONS), or a player moving a Mage's model into a Room. */
export type RoundStep = ActionSpec | { id: string; move: string; room: string };

/**
 * A round on one table, each press after the last one's moves have ended and after the players'
 * moves between: what a press costs in play, after the last action and the players moved,
 * flipped and added pieces.
 */
export const ROUND: RoundStep[] = [
  ACTIONS.find((a) => a.id === "teleport")!,
  { id: "Green moves to the Crypt", move: "Green", room: "Crypt" },
  ACTIONS.find((a) => a.id === "target2")!,
  ACTIONS.find((a) => a.id === "avatarEffect")!,
  ACTIONS.find((a) => a.id === "spellPickup")!,
  { id: "Yellow moves to the Forge", move: "Yellow", room: "Forge" },
  ACTIONS.find((a) => a.id === "cleanup")!,
  ACTIONS.find((a) => a.id === "target1")!,
  ACTIONS.find((a) => a.id === "teleport")!,
];

export interface RoundPress {
  id: string;
  /** Instructions of the press's synchronous call. */
  sync: number;
  /** Of the frame after it (where a player's press decides). */
  next: number;
  /** Objects that lie elsewhere, turned, new or gone since the press before read the table. */
  moved: number;
}

/** Runs the round's steps in order on one fresh table; the presses' costs. */
export function runRound(save: SaveFile, steps: RoundStep[] = ROUND, maxFrames = 3000): RoundPress[] {
  const t = loadBenchTable(save);
  const { tts, avatar } = t;
  const out: RoundPress[] = [];
  let last: Map<string, string> | undefined = undefined;
  for (const step of steps) {
    if ("move" in step) {
      const room = tts.tableObjects().find((o) => o.hasTag("BRW:Room") && o.nickname === step.room);
      if (room === undefined) throw new Error(`bench: no Room ${step.room}`);
      // Off the tile's centre, where the Room's own pieces begin: beside them, as a player sets a model down.
      tts.move(t.models[step.move], { x: room.position.x + 0.7, y: room.position.y + 1, z: room.position.z - 0.7 });
      continue;
    }
    const now = placesOf(tts);
    let moved = 0;
    if (last !== undefined) {
      for (const [guid, at] of now) if (last.get(guid) !== at) moved++;
      for (const guid of last.keys()) if (!now.has(guid)) moved++;
    }
    last = now;
    const i0 = tts.instructions(avatar);
    trigger(t, step);
    const i1 = tts.instructions(avatar);
    tts.tick(1);
    out.push({ id: step.id, sync: i1 - i0, next: tts.instructions(avatar) - i1, moved });
    let frames = 0;
    while (!tts.isIdle()) {
      if (frames++ >= maxFrames) throw new Error(`bench: round: ${step.id} still busy after ${maxFrames} frames`);
      tts.tick(1);
    }
    tts.assertNoErrors();
  }
  return out;
}

/** Where each object lies and which side is up, by GUID, as a string to compare. */
function placesOf(tts: BenchTable["tts"]): Map<string, string> {
  const out = new Map<string, string>();
  for (const o of tts.tableObjects()) out.set(o.guid, `${o.position.x},${o.position.z},${o.isFaceDown}`);
  return out;
}

export interface NativeTimes {
  callMs: number;
  coreMs: number;
  said: string[];
}

/** The native controller on the same table's pieces, `runs` times; medians. */
export function runNativeMedian(save: SaveFile, spec: ActionSpec, runs: number): NativeTimes {
  const t = loadBenchTable(save);
  const pieces = piecesOf(t.tts);
  const context = contextOf(t.tts);
  const calls: number[] = [];
  const cores: number[] = [];
  let said: string[] = [];
  // One warm-up run: V8 compiles the code first; TTS's Lua has no such step to hide.
  for (let i = 0; i <= runs; i++) {
    const r = runNative(structuredClone(pieces), context, spec.action, spec.params, spec.scriptCall ? undefined : spec.caller);
    if (i === 0) continue;
    calls.push(r.callMs);
    cores.push(r.coreMs);
    said = r.said;
  }
  return { callMs: median(calls), coreMs: median(cores), said };
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
