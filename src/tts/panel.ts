/**
 * The screen panel on TTS: added to the table's own Global UI, never in its place (a Saved Object
 * dropped on another mod's table keeps that mod's UI), and kept current by attribute; the round's
 * hotkeys. `UI` is the Global UI from an object's script too (api.tabletopsimulator.com/ui).
 */
import { PanelControl, PanelGroup, PanelView, panelControls, panelGroups } from "../controller/panel-view";
import { panelWords } from "../words/panel";
import {
  BODY_ID,
  CHOICE_GRID_ID,
  FIGURES_ID,
  Folded,
  Folds,
  HIDE_ID,
  MAX_PANEL_CHOICES,
  PANEL_ID,
  SHOW_ID,
  SIDE_ID,
  STATUS_ID,
  choiceFont,
  choiceGridHeight,
  choiceId,
  controlId,
  controlLook,
  figuresHeight,
  figuresText,
  foldId,
  panelHeight,
  panelXml,
  sectionActive,
  sectionHeight,
  sectionId,
  sectionKeys,
  sectionShown,
  settingId,
  sideHeight,
  stubId,
  stubVisibility,
} from "./panel-xml";

declare const UI: UI;

/** Every colour TTS seats a player at (and spectators' Grey): the body's visibility lists those who keep it open. */
const ALL_COLOURS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink", "Grey", "Black"];

/** What the panel on the screen shows now, so that an update sets only what changed. */
interface Drawn {
  view: PanelView;
  folds: Folds;
}

let drawn: Drawn | undefined = undefined;
/** Colours that folded the whole panel, and each section by key (each player folds for themselves alone). */
const folded: { [colour: string]: boolean } = {};
const sectionFolds: { [key: string]: { [colour: string]: boolean } } = {};
/** The view to draw next: held while the Global UI loads (a setXml takes effect frames later). */
let waiting: PanelView | undefined = undefined;

const GROUPS: PanelGroup[] = panelGroups();
const KEYS: string[] = sectionKeys(GROUPS);
/** The round's controls, in the panel's order: their look changes with what holds them back. */
const CONTROLS: PanelControl[] = [];
for (const g of GROUPS) for (const r of g.rows) for (const c of r) CONTROLS.push(c);

function foldOf(by: { [colour: string]: boolean }): Folded {
  const open: string[] = [];
  const closed: string[] = [];
  for (const c of ALL_COLOURS) {
    if (by[c] === true) closed.push(c);
    else open.push(c);
  }
  return { open: closed.length === 0 ? "" : open.join("|"), folded: closed.join("|") };
}

/** The folds as `visibility` values: worked out again at a fold's click alone, not at every press. */
let foldsNow: Folds | undefined = undefined;

function foldsOf(): Folds {
  if (foldsNow !== undefined) return foldsNow;
  const sections: { [key: string]: Folded } = {};
  for (const key of KEYS) {
    if (sectionFolds[key] === undefined) sectionFolds[key] = {};
    sections[key] = foldOf(sectionFolds[key]);
  }
  foldsNow = { panel: foldOf(folded), sections };
  return foldsNow;
}

/**
 * The table's Global UI without a panel an earlier load of this script left in it: our Panel
 * runs from the tag that carries its id to the first `</Panel>` after it (it holds no other Panel).
 */
export function withoutPanel(xml: string): string {
  const at = xml.indexOf('id="' + PANEL_ID + '"');
  if (at < 0) return xml;
  let start = at;
  while (start > 0 && xml.substring(start - 1, start) !== "<") start = start - 1;
  start = start - 1;
  const close = xml.indexOf("</Panel>", at);
  if (start < 0 || close < 0) return xml;
  return withoutPanel(xml.substring(0, start) + xml.substring(close + "</Panel>".length));
}

/**
 * Seconds the panel waits for the Global UI to finish loading before it is drawn all the same
 * (`UI.loading` stays true while a custom asset of the table's UI has not loaded, ui.md).
 */
const LOADING_TIMEOUT = 10;

/** The Avatar Card whose script the panel's clicks call, once `mountPanel` has run. */
let cardGuid: string | undefined = undefined;
/** Whether a wait for `UI.loading` to turn false is pending (one at a time). */
let waitingForUi = false;

/**
 * Puts the panel beside the table's own Global UI (replacing only a panel of ours from before),
 * showing `view`, once the Global UI has loaded: until `UI.loading` is false, `getXml` answers
 * stale XML (ui.md, setXml: "Any attempt to query the contents of the XML will return stale
 * results until loading returns to false"), and writing it back would wipe the table's own UI.
 */
export function mountPanel(guid: string, view: PanelView): void {
  cardGuid = guid;
  drawn = undefined;
  showPanel(view);
}

/** Shows `view`; while the Global UI is loading, once it has loaded (a setXml's elements do not exist before). */
export function showPanel(view: PanelView): void {
  if (cardGuid === undefined) return;
  waiting = view;
  if (waitingForUi) return;
  if (!UI.loading) {
    draw();
    return;
  }
  waitingForUi = true;
  const go = () => {
    waitingForUi = false;
    draw();
  };
  Wait.condition(go, () => !UI.loading, LOADING_TIMEOUT, go);
}

/**
 * Draws the waiting view: by attribute while our panel is in the Global UI; else (the first
 * time, or another script's setXml took it away) the panel added anew to the UI as it is now.
 */
function draw(): void {
  const view = waiting;
  waiting = undefined;
  if (view === undefined || cardGuid === undefined) return;
  const got = UI.getXml();
  const xml = got === undefined || got === null ? "" : got;
  if (drawn !== undefined && xml.indexOf('id="' + PANEL_ID + '"') >= 0) {
    update(drawn, view);
    return;
  }
  const folds = foldsOf();
  UI.setXml(withoutPanel(xml) + panelXml(cardGuid, GROUPS, view, folds));
  drawn = { view, folds };
}

function update(d: Drawn, view: PanelView): void {
  const was = d.view;
  const f = foldsOf();
  if (f.panel.open !== d.folds.panel.open) {
    UI.setAttribute(BODY_ID, "visibility", f.panel.open);
    UI.setAttribute(SIDE_ID, "visibility", f.panel.open);
  }
  if (f.panel.folded !== d.folds.panel.folded)
    UI.setAttributes(SHOW_ID, { visibility: f.panel.folded, active: f.panel.folded !== "" } as never);
  // The sections change with a fold, the candidates, the figures or the settings' count alone: most presses touch none.
  const choice = was.candidates.length !== view.candidates.length || figuresText(was) !== figuresText(view);
  if (f !== d.folds || choice || was.settings.length !== view.settings.length)
    for (const key of KEYS) updateSection(key, was, view, d.folds.sections[key], f.sections[key]);
  d.folds = f;
  if (was.status !== view.status) UI.setValue(STATUS_ID, view.status);
  // A control's look changes with what holds the controls back: at most at a press's start and end.
  if (was.hold !== view.hold) for (const c of CONTROLS) updateControl(c, was, view);
  if (choice && figuresText(was) !== figuresText(view)) {
    UI.setValue(FIGURES_ID, figuresText(view));
    UI.setAttributes(FIGURES_ID, { preferredHeight: figuresHeight(view), active: view.figures.length > 0 } as never);
  }
  if (choice) {
    const rows = choiceGridHeight(view.candidates.length);
    if (rows !== choiceGridHeight(was.candidates.length)) UI.setAttribute(CHOICE_GRID_ID, "preferredHeight", rows);
    const side = sideHeight(GROUPS, view);
    if (side !== sideHeight(GROUPS, was)) UI.setAttributes(SIDE_ID, { height: side, active: side > 0 } as never);
  }
  if (was.candidates.length > 0 || view.candidates.length > 0)
    for (let n = 1; n <= MAX_PANEL_CHOICES; n++) updateChoice(n, was.candidates[n - 1], view.candidates[n - 1]);
  // One list while no setting changes (panelSettings): nothing to compare.
  if (was.settings !== view.settings)
    for (let i = 0; i < view.settings.length; i++) {
      const s = view.settings[i];
      const before = was.settings[i];
      if (before === undefined || before.label !== s.label) {
        UI.setValue(settingId(s.id), s.label);
        UI.setAttribute(settingId(s.id), "tooltip", s.tooltip);
      }
    }
  if (was.settings.length !== view.settings.length) {
    const height = panelHeight(GROUPS, view, true);
    if (height !== panelHeight(GROUPS, was, true)) UI.setAttribute(PANEL_ID, "height", height);
  }
  d.view = view;
}

/** A section's part of an update: only what its view or its folds changed (most presses change nothing here). */
function updateSection(key: string, was: PanelView, view: PanelView, before: Folded, now: Folded): void {
  const shown = sectionShown(key, view);
  const shownBefore = sectionShown(key, was);
  if (shown !== shownBefore || before.folded !== now.folded) {
    const active = sectionActive(key, shown, now);
    if (active !== sectionActive(key, shownBefore, before)) UI.setAttribute(sectionId(key), "active", active);
    UI.setAttributes(stubId(key), { visibility: stubVisibility(key, now), active: shown && now.folded !== "" } as never);
  }
  if (before.open !== now.open && stubVisibility(key, now) !== "Host") UI.setAttribute(sectionId(key), "visibility", now.open);
  if (shown) {
    const h = sectionHeight(key, GROUPS, view);
    if (h !== sectionHeight(key, GROUPS, was)) UI.setAttribute(sectionId(key), "preferredHeight", h);
  }
}

/** A round's control dimmed or lit again, its tooltip saying why it cannot run now or what it does. */
function updateControl(c: PanelControl, was: PanelView, view: PanelView): void {
  const before = controlLook(was, c);
  const now = controlLook(view, c);
  if (before.tooltip === now.tooltip && before.colors === now.colors) return;
  UI.setAttributes(controlId(c.id), { colors: now.colors, textColor: now.textColor, tooltip: now.tooltip } as never);
}

function updateChoice(n: number, was: string | undefined, now: string | undefined): void {
  if (was === now) return;
  if (now === undefined) {
    UI.setAttribute(choiceId(n), "active", false);
    return;
  }
  UI.setValue(choiceId(n), now);
  UI.setAttributes(choiceId(n), { active: true, tooltip: panelWords.candidateTooltip(now), fontSize: choiceFont(now) } as never);
}

/** Folds or opens the panel for one colour, leaving everyone else's as it is. */
function foldPanel(colour: string, fold: boolean): void {
  folded[colour] = fold;
  foldsNow = undefined;
  if (drawn !== undefined) showPanel(waiting === undefined ? drawn.view : waiting);
}

/** Folds or opens one section for one colour. */
function foldSection(key: string, colour: string, fold: boolean): void {
  if (sectionFolds[key] === undefined) sectionFolds[key] = {};
  sectionFolds[key][colour] = fold;
  foldsNow = undefined;
  if (drawn !== undefined) showPanel(waiting === undefined ? drawn.view : waiting);
}

/** What a click on the panel asks of the controller: a call, with its params. */
export interface PanelPress {
  call: string;
  params?: { [key: string]: unknown };
}

/**
 * A click on the panel's element `id` by `colour`: the press it asks for (a control, a candidate,
 * a setting), or undefined (the fold toggles act here: they concern the clicker's screen alone).
 */
export function panelClick(id: string, colour: string): PanelPress | undefined {
  if (id === HIDE_ID || id === SHOW_ID) {
    foldPanel(colour, id === HIDE_ID);
    return undefined;
  }
  for (const key of KEYS) {
    if (id === foldId(key) || id === stubId(key)) {
      foldSection(key, colour, id === foldId(key));
      return undefined;
    }
  }
  for (const c of CONTROLS) if (controlId(c.id) === id) return { call: c.call, params: c.params };
  if (drawn === undefined) return undefined;
  for (let n = 1; n <= MAX_PANEL_CHOICES; n++) {
    const pick = drawn.view.candidates[n - 1];
    if (choiceId(n) === id && pick !== undefined) return { call: "choose", params: { player: colour, pick } };
  }
  for (const s of drawn.view.settings) if (settingId(s.id) === id) return { call: s.call, params: s.params };
  return undefined;
}

/** The round's hotkeys (base.md addHotkey: added at every load, bindings kept by label); `press` runs a control as the colour asks. */
export function addHotkeys(
  press: (this: void, call: string, params: { [key: string]: unknown } | undefined, colour: string) => void,
): void {
  for (const c of panelControls()) {
    if (!c.hotkey) continue;
    addHotkey(panelWords.hotkey(c.label), (colour: string) => {
      press(c.call, c.params, colour);
    });
  }
}
