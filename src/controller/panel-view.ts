/**
 * The screen panel as plain data, the same on every tabletop: the round's controls in play
 * order, Jukas's state, the Crown's candidates with their figures, and the settings. An adapter
 * draws it its own way (src/tts/panel.ts, src/ttpg/panel.ts); a click on it is a press of the
 * control's call, as a click on the card is.
 */
import { PendingChoice } from "../core/model";
import { SETTINGS } from "../core/settings";
import { panelWords } from "../words/panel";
import { ButtonSpec, callButtons, settingButtons } from "./buttons";
import { CALL_ROWS, PANEL_GROUPS } from "./calls";
import type { Controller } from "./controller";
import { TableContext } from "./tabletop";

export interface PanelControl {
  /** The card's button id (src/controller/buttons.ts): names the control on every tabletop. */
  id: string;
  label: string;
  tooltip: string;
  call: string;
  params?: { [key: string]: unknown };
  /** Pressed every round: TTS offers it as a hotkey. */
  hotkey: boolean;
}

export interface PanelGroup {
  heading: string;
  /** Rows of controls, side by side in a row. */
  rows: PanelControl[][];
}

export type JukasState = "ready" | "working" | "waiting";

export interface PanelSetting {
  id: string;
  label: string;
  tooltip: string;
  call: string;
  /** What a click asks for: the setting flipped. */
  params: { [key: string]: unknown };
}

export interface PanelView {
  state: JukasState;
  /** Jukas's state in words, naming whose choice a waiting Crown is. */
  status: string;
  /** The colour whose click settles the waiting choice (undefined: none waits, or anyone seated may). */
  chooser?: string;
  /** Why the Crown must choose (the tie, or the entrance to pick). */
  why?: string;
  candidates: string[];
  /** The same for every candidate: a tie is equal on each criterion (src/core/model.ts PendingChoice). */
  figures: string[];
  settings: PanelSetting[];
  /**
   * What holds the round's controls back now ("" nothing): they stay on the panel, a click still
   * reaches the controller (which refuses it to the presser, saying why), but each looks
   * unavailable and its tooltip says why first (issue 41; `whyNot`).
   */
  hold: PanelHold;
}

/**
 * "choosing": the Crown chooses, and every action but Undo is refused. Nothing else holds the
 * controls back in their look, for each change of look costs a UI call per control, at the press
 * that makes it (bench/baseline.json: a Target's 18 calls after its first frame). Pieces moving
 * are said by the state ("Working") for the few frames they move, a press meanwhile queued or
 * told to try again; "before Setup" is the table's to say (a press reads it), which the session
 * cannot tell: its guess, lit again at the first action, cost the bench's every action 12 calls.
 */
export type PanelHold = "" | "choosing";

/**
 * Button ids by group and row, in the order a round presses them (the save's guide, "Jukas: a
 * round"): each row of calls.ts places its own buttons.
 */
function order(): [() => string, string[][]][] {
  const out: [() => string, string[][]][] = [];
  for (const group of PANEL_GROUPS) {
    const rows: string[][] = [];
    for (const row of CALL_ROWS)
      for (const b of row.buttons ?? []) {
        if (b.panel[0] !== group) continue;
        while (rows.length <= b.panel[1]) rows.push([]);
        // By explicit index: a row's places come from several calls' rows.
        const ids = rows[b.panel[1]];
        while (ids.length <= b.panel[2]) ids.push("");
        ids[b.panel[2]] = b.id;
      }
    out.push([panelWords[group], rows]);
  }
  return out;
}

/** While the Crown chooses, every action is refused but Undo, which cancels the choice (src/core/actions.ts, src/controller/undo.ts). */
const WHILE_CHOOSING = ["Undo"];

/** The controls pressed every round, offered as hotkeys. */
const EVERY_ROUND = ["CommandCard", "EvocationCard", "EventCard", "AvatarEffect", "Cleanup", "Undo"];

function specById(buttons: ButtonSpec[], id: string): ButtonSpec | undefined {
  for (const b of buttons) if (b.id === id) return b;
  return undefined;
}

function controlOf(b: ButtonSpec): PanelControl {
  return { id: b.id, label: b.label, tooltip: b.tooltip, call: b.call, params: b.params, hotkey: EVERY_ROUND.indexOf(b.id) >= 0 };
}

/** The round's controls, grouped in play order; the same at every press. */
export function panelGroups(): PanelGroup[] {
  const out: PanelGroup[] = [];
  const buttons = callButtons();
  for (const [heading, ids] of order()) {
    const rows: PanelControl[][] = [];
    for (const rowIds of ids) {
      const row: PanelControl[] = [];
      for (const id of rowIds) {
        const b = specById(buttons, id);
        if (b !== undefined) row.push(controlOf(b));
      }
      rows.push(row);
    }
    out.push({ heading: heading(), rows });
  }
  return out;
}

/** Every control of the panel, in order (a click names one by id). */
export function panelControls(): PanelControl[] {
  const out: PanelControl[] = [];
  for (const g of panelGroups()) for (const row of g.rows) for (const c of row) out.push(c);
  return out;
}

/**
 * The settings as last shown, and whether each was on: every press shows the panel, few change a
 * setting, and each line's words (a tooltip built from the rule's text) cost more than the
 * comparison. The lines are shared between views: no one changes a view once it is made.
 */
const shown: { on: boolean[]; lines: PanelSetting[] } = { on: [], lines: [] };

/** The settings a click may change, as the `settings` call takes them, each showing its state. */
export function panelSettings(c: Controller): PanelSetting[] {
  const settings = c.settings;
  let same = shown.on.length === SETTINGS.length;
  for (let i = 0; i < SETTINGS.length; i++) if (same && shown.on[i] !== (settings[SETTINGS[i].name] === true)) same = false;
  if (same) return shown.lines;
  const out: PanelSetting[] = [];
  for (const b of settingButtons(settings))
    out.push({ id: b.id, label: b.label, tooltip: b.tooltip, call: b.call, params: b.params ?? {} });
  const on: boolean[] = [];
  for (const s of SETTINGS) on.push(settings[s.name] === true);
  shown.on = on;
  shown.lines = out;
  return out;
}

/** Who settles the waiting choice, and the sentence that says so (I6, I11). */
function waitingFor(pending: PendingChoice, anySeated: boolean, ctx: TableContext): { status: string; chooser?: string } {
  const holder = pending.crown;
  if (anySeated) return { status: panelWords.anyoneChooses(holder === undefined ? "?" : holder) };
  const seatEmpty = holder !== undefined && ctx.seated.indexOf(holder) < 0;
  if ((pending.crownIsHost === true || seatEmpty || holder === undefined) && ctx.host !== undefined) {
    return { status: panelWords.hostChooses(ctx.host, pending.crownIsHost === true ? undefined : holder), chooser: ctx.host };
  }
  return { status: panelWords.holderChooses(holder === undefined ? "?" : holder), chooser: holder };
}

/**
 * Why the control with this id cannot run in this view, in players' words; undefined when it can.
 * The same on every tabletop: each adapter dims the control and puts this first in its tooltip.
 */
export function whyNot(view: PanelView, id: string): string | undefined {
  if (view.hold === "choosing") return WHILE_CHOOSING.indexOf(id) >= 0 ? undefined : panelWords.notNowChoosing();
  return undefined;
}

/**
 * The panel as the controller stands now: working while a press is in flight, waiting while the
 * Crown must choose. `context` reads the seats: asked only when a choice waits (who chooses).
 */
export function panelView(c: Controller, context: (this: void) => TableContext): PanelView {
  const pending = c.session.pending;
  const view: PanelView = {
    state: "ready",
    status: panelWords.ready(),
    candidates: [],
    figures: [],
    settings: panelSettings(c),
    hold: "",
  };
  // A press makes its table over the frames after its read (press.ts `tableStage`), then carries out.
  if (c.busy || c.inFlight > 0 || c.waiting !== undefined) {
    view.state = "working";
    view.status = panelWords.working();
  } else if (pending !== undefined) {
    view.state = "waiting";
    const who = waitingFor(pending, c.settings.anySeatedSettles === true, context());
    view.status = who.status;
    view.chooser = who.chooser;
  }
  if (pending !== undefined) view.hold = "choosing";
  if (pending !== undefined) {
    for (const name of pending.candidates) view.candidates.push(name);
    view.why = pending.why;
    if (pending.figures !== undefined) for (const f of pending.figures) view.figures.push(f);
  }
  return view;
}
