/**
 * The script API of the Avatar Card (docs/rules.md), the same on every tabletop. Each call is a
 * press (press.ts) that goes through its stages on the table as it lies: another script's call
 * runs them in its frame; a player's press reads in its frame, makes the table of its pieces a part
 * a frame over the next (press.ts `tableStage`) and decides in the last.
 */
import { welcomeWords } from "../words/welcome";
import { speaking } from "./standing";
import { EVERY_NEED, readNow, tableInFrames } from "../table/reader";
import { TableRead } from "../table/snapshot";
import { TableIndex } from "../table/table-index";
import { logOf } from "./journal";
import { marksOf } from "./say";
import { Tabletop } from "./tabletop";
import { Controller } from "./controller-state";
import { Press, drive } from "./press";
import { CALLS } from "./calls";
import { refuseTo } from "./refuse";
import { controllerWords } from "../words/controller";
import { ApiResult, StateResult } from "./results";
import { restore, toSaved } from "./session";
import { settingsOf, showCard } from "./settings";
import { markSaved } from "./tagging";

export { API } from "./calls";
export type { Controller } from "./controller-state";

/**
 * A controller with the state saved on the table; unreadable state starts clean, with a warning.
 * `pressChanged` hears a press start carrying out and end (act.ts refreshes the panel).
 */
export function createController(adapter: Tabletop, saved: string | undefined, pressChanged?: (this: void) => void): Controller {
  const tabletop = speaking(adapter);
  const restored = restore(saved, tabletop.decode);
  const c: Controller = {
    tabletop,
    standing: tabletop.standing!,
    session: restored.session,
    busy: false,
    settings: settingsOf(restored.session),
    inFlight: 0,
    pressChanged,
  };
  if (restored.warning !== undefined) tabletop.broadcast(restored.warning, true);
  if (c.session.pending !== undefined) tabletop.showChoice(c.session.pending.candidates);
  showCard(c);
  markSaved(c);
  return c;
}

/** What the host saves (TTS onSave runs every few seconds: this stays small and cheap). */
export function savedState(c: Controller): string {
  return c.tabletop.encode(toSaved(c.session));
}

/** A press of `name`, at its first stage; refused at once (done) for an unknown name or params that are no table. */
function newPress(c: Controller, name: unknown, params: unknown, caller: string | undefined): Press {
  const spec = typeof name === "string" ? CALLS[name] : undefined;
  const p: Press = { name: String(name), caller, stage: "decide" };
  // `=== undefined` is not enough: a JS object answers inherited names ("constructor") with functions.
  if (spec === undefined || typeof spec !== "object") return refused(c, p, controllerWords.unknownCall(String(name)));
  if (params !== undefined && (typeof params !== "object" || params === null)) return refused(c, p, controllerWords.paramsNotTable(p.name));
  p.spec = spec;
  p.params = params as { [key: string]: unknown } | undefined;
  if (spec.need !== undefined) {
    p.need = spec.need(params);
    p.stage = "read";
  }
  return p;
}

function refused(c: Controller, p: Press, error: string): Press {
  p.result = refuseTo(c.tabletop, error, [], p.caller);
  p.stage = "done";
  return p;
}

/** Another script's call (or a test's): every stage of the press in this frame; answers it. */
export function call(c: Controller, name: unknown, params: unknown, caller?: string): ApiResult | StateResult {
  const p = newPress(c, name, params, caller);
  drive(c, p);
  return p.result!;
}

/**
 * A player's press (a button, a choice, a menu item): a call that reads the table reads the pieces
 * in this frame, makes their table over the next frames (`nextFrame`: press.ts `tableStage`) and
 * decides in the frame of its last part, so that no frame carries the whole; presses that come
 * meanwhile follow, in order. Without `nextFrame` (a tabletop without frames) it goes at once.
 * `done` hears the press once it has decided.
 */
export function press(
  c: Controller,
  name: string,
  params: { [key: string]: unknown } | undefined,
  caller: string | undefined,
  nextFrame: ((this: void, fn: (this: void) => void) => void) | undefined,
  done?: (this: void, p: Press) => void,
): void {
  if (c.waiting !== undefined) {
    c.waiting.push(() => press(c, name, params, caller, nextFrame, done));
    return;
  }
  const p = newPress(c, name, params, caller);
  p.nextFrame = nextFrame;
  p.heard = done;
  drive(c, p);
}

/**
 * As the script loads: the table read once, for what shows on it (the Mage models' menu item, a
 * waiting choice's figures above its candidates: a saved game keeps no script's buttons), and
 * Jukas's log; the welcome line. Returns the read's index (undefined when it could not be read).
 * With `nextFrame`, the pieces are read now and their table made over the next frames, as a
 * press's (`press`): `then` hears the index, and this returns undefined.
 */
export function atLoad(
  c: Controller,
  nextFrame?: (this: void, fn: (this: void) => void) => void,
  then?: (this: void, index: TableIndex | undefined) => void,
): TableIndex | undefined {
  logOf(c);
  // The host's first line: what to press first, and where the guide is.
  c.tabletop.print(welcomeWords.line(), false);
  if (nextFrame !== undefined) {
    const pending = c.session.pending;
    tableInFrames(
      c.tabletop,
      c.tabletop.readPieces(EVERY_NEED),
      () => c.settings,
      nextFrame,
      (read) => {
        // A press meanwhile that settled or made a choice has shown its own figures.
        if (c.session.pending === pending) shownAtLoad(c, read);
        if (then !== undefined) then(read.index);
      },
    );
    return undefined;
  }
  return shownAtLoad(c, readNow(c.tabletop, EVERY_NEED, c.settings));
}

function shownAtLoad(c: Controller, read: TableRead): TableIndex | undefined {
  c.tabletop.showFigures(marksOf(c.session.pending, read.index));
  return read.index;
}
