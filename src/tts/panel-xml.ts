/**
 * The screen panel as TTS Global UI XML (api.tabletopsimulator.com/ui/introUI): one Panel in the
 * screen's lower right, clear of TTS's player list (upper right) and chat (lower left), that a
 * player drags where they like (attributes.md, Dragging: `allowDragging`, and
 * `returnToOriginalPositionWhenReleased="false"` so that it stays where it is dropped; each
 * client drags its own copy of the Global UI, and `onEndDrag` passes the script no position, so
 * the spot is that player's own and lasts until the UI is set anew). Its elements carry ids, so that what changes (Jukas's state, the Crown's
 * candidates, a setting, who folded it) changes by `UI.setAttribute`/`setValue` without setting the
 * XML again. Every input calls the Avatar Card's script ("guid/function"), never Global's.
 */
import { PanelControl, PanelGroup, PanelView, whyNot } from "../controller/panel-view";
import { panelWords } from "../words/panel";
import { PANEL, innerWidth, linesOf } from "./panel-layout";

export const PANEL_ID = "jukasPanel";
export const BODY_ID = PANEL_ID + "Body";
export const STATUS_ID = PANEL_ID + "Status";
export const HIDE_ID = PANEL_ID + "Hide";
export const SHOW_ID = PANEL_ID + "Show";
/** The grid of the Crown's candidates (layoutgrouping.md, GridLayout). */
export const CHOICE_GRID_ID = PANEL_ID + "ChoiceGrid";
/** The column beside the panel, on its left, that holds the Crown's choice while one waits. */
export const SIDE_ID = PANEL_ID + "Side";
export const FIGURES_ID = PANEL_ID + "Figures";
export const SETTINGS_ID = PANEL_ID + "Settings";
/** The one click function of the panel, in the Avatar Card's script: it tells controls apart by id. */
export const CLICK_FN = "jukasPanelClick";
/** At most this many candidates get a button (19 Rooms: every Room of the Lodge). */
export const MAX_PANEL_CHOICES = 19;

export const controlId = (id: string) => PANEL_ID + id;
export const choiceId = (n: number) => PANEL_ID + "Choice" + String(n);
/** A section of the panel (a group of controls, the choice, the settings): it and its heading, shown to those who keep it open. */
export const sectionId = (key: string) => PANEL_ID + "Section" + key;
/** The heading of a folded section, shown to those who folded it: a click opens it again. */
export const stubId = (key: string) => PANEL_ID + "Folded" + key;
/** The open section's heading: a click folds it for the clicker alone. */
export const foldId = (key: string) => PANEL_ID + "Fold" + key;
/** The keys of the sections, in the panel's order: the round's groups by number, then the choice and the settings. */
export const CHOICE_KEY = "Choice";
export const SETTINGS_KEY = "Settings";
export const MISTAKE_KEY = "5";
export function sectionKeys(groups: PanelGroup[]): string[] {
  const out: string[] = [];
  for (let i = 1; i <= groups.length; i++) out.push(String(i));
  out.push(CHOICE_KEY, SETTINGS_KEY);
  return out;
}
export const settingId = (id: string) => PANEL_ID + "Setting" + id;

const BACKGROUND = "rgba(0.08,0.08,0.1,0.88)";
const TEXT = "#F0F0F0";
const HEADING = "#B8B8C8";
const STATUS = "#FFE08A";
const CHOICE_COLOURS = "#D9B333|#F0CC55|#B8962A|rgba(0.5,0.5,0.5,0.5)";
const HEADING_COLOURS = "rgba(0,0,0,0)|rgba(1,1,1,0.12)|rgba(1,1,1,0.2)|rgba(0,0,0,0)";
/** A control that can run: a button's colours as TTS gives them by default (inputelements.md, Button `colors`), dark text. */
const READY_COLOURS = "#FFFFFF|#FFFFFF|#C8C8C8|rgba(0.78,0.78,0.78,0.5)";
const READY_TEXT = "#323232";
/**
 * A control that cannot run now: grey and faded. It stays `interactable` (a non-interactable
 * button takes no click): a click still reaches the controller, which tells the presser why.
 */
const HELD_COLOURS = "rgba(0.42,0.42,0.45,0.6)|rgba(0.48,0.48,0.5,0.7)|rgba(0.4,0.4,0.42,0.7)|rgba(0.42,0.42,0.45,0.6)";
const HELD_TEXT = "rgba(0.88,0.88,0.88,0.6)";

/** How a round's control looks in this view: dimmed, and why first in its tooltip, when it cannot run now (controller's `whyNot`). */
export interface ControlLook {
  colors: string;
  textColor: string;
  tooltip: string;
}

export function controlLook(view: PanelView, c: PanelControl): ControlLook {
  const why = whyNot(view, c.id);
  if (why === undefined) return { colors: READY_COLOURS, textColor: READY_TEXT, tooltip: c.tooltip };
  return { colors: HELD_COLOURS, textColor: HELD_TEXT, tooltip: panelWords.unavailableTooltip(why, c.tooltip) };
}

/** Tooltips open towards the screen's middle: the panel stands at its right edge (attributes.md, Tooltips). */
const TOOLTIP_SIDE = "Left";

/** Text as XML carries it in a value or an attribute. */
export function xmlText(s: string): string {
  // Most values hold none of the four: they go out as they are, without four splits and joins.
  if (s.indexOf("&") < 0 && s.indexOf("<") < 0 && s.indexOf(">") < 0 && s.indexOf('"') < 0) return s;
  return s.split("&").join("&amp;").split("<").join("&lt;").split(">").join("&gt;").split('"').join("&quot;");
}

function attrs(list: [string, string | number][]): string {
  let out = "";
  for (const [k, v] of list) out = out + " " + k + '="' + xmlText(String(v)) + '"';
  return out;
}

function element(tag: string, list: [string, string | number][], value: string): string {
  return "<" + tag + attrs(list) + ">" + xmlText(value) + "</" + tag + ">";
}

/** A section's heading as a toggle: it folds (or, folded, opens) the section for the clicker. */
function heading(id: string, onClick: string, label: string, tooltip: string, extra: [string, string | number][]): string {
  const list: [string, string | number][] = [
    ["preferredHeight", PANEL.headingHeight],
    ["fontSize", PANEL.headingFont],
    ["textColor", HEADING],
  ];
  list.push(["colors", HEADING_COLOURS], ["textAlignment", "MiddleLeft"], ["fontStyle", "Bold"]);
  for (const e of extra) list.push(e);
  return button(id, onClick, label, tooltip, list);
}

/** A button; a `fontSize` in `extra` stands in for the buttons' own (XML refuses an attribute written twice). */
function button(id: string, onClick: string, label: string, tooltip: string, extra: [string, string | number][]): string {
  let font: string | number = PANEL.buttonFont;
  for (const e of extra) if (e[0] === "fontSize") font = e[1];
  const list: [string, string | number][] = [
    ["id", id],
    ["onClick", onClick],
    ["fontSize", font],
    ["tooltip", tooltip],
    ["tooltipPosition", TOOLTIP_SIDE],
  ];
  for (const e of extra) if (e[0] !== "fontSize") list.push(e);
  return element("Button", list, label);
}

function row(inner: string, height: number): string {
  return (
    "<HorizontalLayout" +
    attrs([
      ["preferredHeight", height],
      ["spacing", PANEL.gap],
    ]) +
    ">" +
    inner +
    "</HorizontalLayout>"
  );
}

/** The figures' text: as many lines as it wraps into across the panel. */
export function figuresText(view: PanelView): string {
  return view.figures.join("; ");
}

export function figuresHeight(view: PanelView): number {
  if (view.figures.length === 0) return 0;
  return linesOf(figuresText(view), PANEL.textFont, innerWidth()) * PANEL.lineHeight;
}

/** The width of a candidate's cell in the grid. */
export function choiceCellWidth(): number {
  return (innerWidth() - PANEL.gap * (PANEL.choicesPerRow - 1)) / PANEL.choicesPerRow;
}

/** The height of the grid holding `count` candidates (one row of cells per `choicesPerRow`). */
export function choiceGridHeight(count: number): number {
  const rows = Math.ceil(Math.min(count, MAX_PANEL_CHOICES) / PANEL.choicesPerRow);
  if (rows === 0) return 0;
  return rows * (PANEL.choiceHeight + PANEL.gap) - PANEL.gap;
}

/**
 * Whether section `key` shows at all in this view: the round's groups and the settings always
 * (a control that cannot run now stays, dimmed, saying why: issue 41); the choice while one
 * waits, in the column beside the panel.
 */
export function sectionShown(key: string, view: PanelView): boolean {
  if (key === CHOICE_KEY) return view.candidates.length > 0;
  return true;
}

/** The height of a section's content below its heading. */
function contentHeight(key: string, groups: PanelGroup[], view: PanelView): number {
  let h = 0;
  if (key === CHOICE_KEY) {
    if (view.figures.length > 0) h = figuresHeight(view) + PANEL.gap;
    return h + choiceGridHeight(view.candidates.length);
  }
  const rows = key === SETTINGS_KEY ? view.settings.length : groups[Number(key) - 1].rows.length;
  return rows * (PANEL.buttonHeight + PANEL.gap) - PANEL.gap;
}

/** A section's height, its heading with it. */
export function sectionHeight(key: string, groups: PanelGroup[], view: PanelView): number {
  return PANEL.headingHeight + PANEL.gap + contentHeight(key, groups, view);
}

/**
 * The panel's height, every section shown open: its padding, then each element and the gap after
 * it. The Crown's choice stands in the column beside it (`sideHeight`), so the panel's height
 * does not change with a choice. One XML serves every player, so a section one player folds
 * leaves its room empty at the panel's foot for them.
 */
export function panelHeight(groups: PanelGroup[], view: PanelView, withSettings: boolean): number {
  const heights: number[] = [PANEL.buttonHeight, PANEL.statusLines * PANEL.lineHeight];
  for (const key of sectionKeys(groups)) {
    if (key === SETTINGS_KEY && !withSettings) continue;
    if (key !== CHOICE_KEY && sectionShown(key, view)) heights.push(sectionHeight(key, groups, view));
  }
  let total = 2 * PANEL.pad;
  for (const h of heights) total = total + h + PANEL.gap;
  return total - PANEL.gap;
}

/** The column beside the panel while a choice waits: the choice's section and its padding (0: none waits). */
export function sideHeight(groups: PanelGroup[], view: PanelView): number {
  if (!sectionShown(CHOICE_KEY, view)) return 0;
  return sectionHeight(CHOICE_KEY, groups, view) + 2 * PANEL.pad;
}

function controlsXml(g: PanelGroup, view: PanelView, onClick: string): string {
  let out = "";
  for (const r of g.rows) {
    let inner = "";
    for (const c of r) {
      const look = controlLook(view, c);
      const extra: [string, string | number][] = [
        ["colors", look.colors],
        ["textColor", look.textColor],
      ];
      inner = inner + button(controlId(c.id), onClick, c.label, look.tooltip, extra);
    }
    out = out + row(inner, PANEL.buttonHeight);
  }
  return out;
}

/** The type size that fits a candidate's name in its cell on at most two lines. */
export function choiceFont(name: string): number {
  let font = PANEL.choiceFont;
  while (font > 9 && linesOf(name, font, choiceCellWidth() - 2 * PANEL.buttonInset) > 2) font = font - 1;
  return font;
}

function choiceXml(view: PanelView, onClick: string): string {
  const figures: [string, string | number][] = [
    ["id", FIGURES_ID],
    ["preferredHeight", figuresHeight(view)],
    ["fontSize", PANEL.textFont],
  ];
  figures.push(["color", STATUS], ["horizontalOverflow", "Wrap"], ["alignment", "UpperLeft"]);
  if (view.figures.length === 0) figures.push(["active", "false"]);
  const out = element("Text", figures, figuresText(view));
  let inner = "";
  for (let n = 1; n <= MAX_PANEL_CHOICES; n++) {
    const pick = view.candidates[n - 1];
    const extra: [string, string | number][] = [
      ["fontSize", pick === undefined ? PANEL.choiceFont : choiceFont(pick)],
      ["colors", CHOICE_COLOURS],
    ];
    if (pick === undefined) extra.push(["active", "false"]);
    inner =
      inner +
      button(choiceId(n), onClick, pick === undefined ? "" : pick, pick === undefined ? "" : panelWords.candidateTooltip(pick), extra);
  }
  const grid: [string, string | number][] = [
    ["id", CHOICE_GRID_ID],
    ["preferredHeight", choiceGridHeight(view.candidates.length)],
    ["cellSize", choiceCellWidth() + " " + PANEL.choiceHeight],
  ];
  grid.push(["spacing", PANEL.gap + " " + PANEL.gap], ["constraint", "FixedColumnCount"], ["constraintCount", PANEL.choicesPerRow]);
  return out + "<GridLayout" + attrs(grid) + ">" + inner + "</GridLayout>";
}

/** The settings' buttons, for the host alone (`visibility="Host"` on their section): the controller refuses anyone else's click too. */
function settingsXml(view: PanelView, onClick: string): string {
  let inner = "";
  for (const s of view.settings) {
    const extra: [string, string | number][] = [
      ["preferredHeight", PANEL.buttonHeight],
      ["fontSize", PANEL.settingFont],
    ];
    inner = inner + button(settingId(s.id), onClick, s.label, s.tooltip, extra);
  }
  return inner;
}

function titleXml(onClick: string): string {
  const title = element(
    "Text",
    [
      ["fontSize", PANEL.titleFont],
      ["fontStyle", "Bold"],
      ["color", TEXT],
      ["alignment", "MiddleLeft"],
      ["preferredWidth", innerWidth() - PANEL.hideWidth - PANEL.gap],
    ],
    panelWords.title(),
  );
  const hide = button(HIDE_ID, onClick, panelWords.hide(), panelWords.hideTooltip(), [["preferredWidth", PANEL.hideWidth]]);
  return (
    "<HorizontalLayout" +
    attrs([
      ["preferredHeight", PANEL.buttonHeight],
      ["spacing", PANEL.gap],
      ["childForceExpandWidth", "false"],
    ]) +
    ">" +
    title +
    hide +
    "</HorizontalLayout>"
  );
}

/** Who sees a part open and who folded it: `visibility` values ("" is everyone). */
export interface Folded {
  /** Every colour but those who folded it, or "" when nobody did. */
  open: string;
  /** The colours who folded it ("" when nobody did: its folded heading is then inactive). */
  folded: string;
}

/** Each section's fold, by key, and the whole panel's. */
export interface Folds {
  panel: Folded;
  sections: { [key: string]: Folded };
}

/** The heading a section shows. */
function headingOf(key: string, groups: PanelGroup[]): string {
  if (key === CHOICE_KEY) return panelWords.choiceHeading();
  if (key === SETTINGS_KEY) return panelWords.settingsHeading();
  return groups[Number(key) - 1].heading;
}

/**
 * Whether a section is active: shown in this view and, for the settings (which the host alone
 * sees, and so alone folds: a `visibility` cannot say "the host, but not if White"), not folded.
 */
export function sectionActive(key: string, shown: boolean, fold: Folded): boolean {
  return shown && (key !== SETTINGS_KEY || fold.folded === "");
}

/** Who sees a folded section's heading. */
export function stubVisibility(key: string, fold: Folded): string {
  return key === SETTINGS_KEY ? "Host" : fold.folded;
}

/**
 * A section: open, its heading (a fold toggle) over its content, shown to those who keep it
 * open; folded, its heading alone, shown to those who folded it. Each is a child of the body's
 * layout: one hidden from a player is out of that player's layout, so that the sections below
 * move up on their screen.
 */
function sectionXml(key: string, groups: PanelGroup[], view: PanelView, fold: Folded, onClick: string): string {
  const shown = sectionShown(key, view);
  const text = headingOf(key, groups);
  const list: [string, string | number][] = [
    ["id", sectionId(key)],
    ["preferredHeight", sectionHeight(key, groups, view)],
    ["spacing", PANEL.gap],
  ];
  // The settings show to the host alone, open or folded: the host folds them for themselves.
  const host = key === SETTINGS_KEY;
  list.push(["childForceExpandHeight", "false"], ["visibility", host ? "Host" : fold.open]);
  if (!sectionActive(key, shown, fold)) list.push(["active", "false"]);
  let content = "";
  if (key === CHOICE_KEY) content = choiceXml(view, onClick);
  else if (key === SETTINGS_KEY) content = settingsXml(view, onClick);
  else content = controlsXml(groups[Number(key) - 1], view, onClick);
  const open = heading(foldId(key), onClick, panelWords.openHeading(text), panelWords.foldTooltip(), []);
  let out = "<VerticalLayout" + attrs(list) + ">" + open + content + "</VerticalLayout>";
  const stub: [string, string | number][] = [["visibility", stubVisibility(key, fold)]];
  stub.push(["active", shown && fold.folded !== "" ? "true" : "false"]);
  out = out + heading(stubId(key), onClick, panelWords.foldedHeading(text), panelWords.openTooltip(), stub);
  return out;
}

/**
 * The whole panel for the card with this GUID, showing `view`, each section folded for whom
 * `folds` says. The settings' rows count in its height (they show to the host alone).
 */
export function panelXml(guid: string, groups: PanelGroup[], view: PanelView, folds: Folds): string {
  const onClick = guid + "/" + CLICK_FN;
  const fold = folds.panel;
  const outer: [string, string | number][] = [
    ["id", PANEL_ID],
    ["rectAlignment", "LowerRight"],
    ["offsetXY", PANEL.offsetX + " " + PANEL.offsetY],
  ];
  outer.push(["width", PANEL.width], ["height", panelHeight(groups, view, true)]);
  outer.push(["allowDragging", "true"], ["returnToOriginalPositionWhenReleased", "false"], ["restrictDraggingToParentBounds", "true"]);
  const show: [string, string | number][] = [
    ["rectAlignment", "UpperRight"],
    ["width", PANEL.hideWidth + 20],
    ["height", PANEL.buttonHeight],
  ];
  show.push(["visibility", fold.folded], ["active", fold.folded === "" ? "false" : "true"]);
  const body: [string, string | number][] = [
    ["id", BODY_ID],
    ["visibility", fold.open],
    ["color", BACKGROUND],
  ];
  body.push(
    ["padding", PANEL.pad + " " + PANEL.pad + " " + PANEL.pad + " " + PANEL.pad],
    ["spacing", PANEL.gap],
    ["childForceExpandHeight", "false"],
  );
  const status = element(
    "Text",
    [
      ["id", STATUS_ID],
      ["preferredHeight", PANEL.statusLines * PANEL.lineHeight],
      ["fontSize", PANEL.textFont],
      ["color", STATUS],
      ["horizontalOverflow", "Wrap"],
      ["alignment", "UpperLeft"],
    ],
    view.status,
  );
  let sections = "";
  for (const key of sectionKeys(groups))
    if (key !== CHOICE_KEY) sections = sections + sectionXml(key, groups, view, folds.sections[key], onClick);
  // The choice opens beside the panel, on its left (towards the screen's middle), its foot level
  // with the panel's: a child of the panel, it moves with it when dragged.
  const side: [string, string | number][] = [
    ["id", SIDE_ID],
    ["rectAlignment", "LowerLeft"],
    ["offsetXY", -(PANEL.width + PANEL.gap) + " 0"],
  ];
  side.push(["width", PANEL.width], ["height", sideHeight(groups, view)], ["visibility", fold.open], ["color", BACKGROUND]);
  side.push(
    ["padding", PANEL.pad + " " + PANEL.pad + " " + PANEL.pad + " " + PANEL.pad],
    ["spacing", PANEL.gap],
    ["childForceExpandHeight", "false"],
  );
  if (!sectionShown(CHOICE_KEY, view)) side.push(["active", "false"]);
  return (
    "<Panel" +
    attrs(outer) +
    ">" +
    button(SHOW_ID, onClick, panelWords.show(), panelWords.showTooltip(), show) +
    "<VerticalLayout" +
    attrs(body) +
    ">" +
    titleXml(onClick) +
    status +
    sections +
    "</VerticalLayout><VerticalLayout" +
    attrs(side) +
    ">" +
    sectionXml(CHOICE_KEY, groups, view, folds.sections[CHOICE_KEY], onClick) +
    "</VerticalLayout></Panel>"
  );
}
