/**
 * The screen panel as TTS Global UI XML (api.tabletopsimulator.com/ui/introUI): one Panel in the
 * screen's upper right whose elements carry ids, so that what changes (Jukas's state, the Crown's
 * candidates, a setting, who folded it) changes by `UI.setAttribute`/`setValue` without setting the
 * XML again. Every input calls the Avatar Card's script ("guid/function"), never Global's.
 */
import { PanelGroup, PanelView } from "../controller/panel-view";
import { panelWords } from "../words/panel";
import { PANEL, innerWidth, linesOf } from "./panel-layout";

export const PANEL_ID = "jukasPanel";
export const BODY_ID = PANEL_ID + "Body";
export const STATUS_ID = PANEL_ID + "Status";
export const HIDE_ID = PANEL_ID + "Hide";
export const SHOW_ID = PANEL_ID + "Show";
export const CHOICE_HEADING_ID = PANEL_ID + "ChoiceHeading";
export const FIGURES_ID = PANEL_ID + "Figures";
export const SETTINGS_ID = PANEL_ID + "Settings";
/** The one click function of the panel, in the Avatar Card's script: it tells controls apart by id. */
export const CLICK_FN = "jukasPanelClick";
/** At most this many candidates get a button (19 Rooms: every Room of the Lodge). */
export const MAX_PANEL_CHOICES = 19;

export const controlId = (id: string) => PANEL_ID + id;
export const choiceId = (n: number) => PANEL_ID + "Choice" + String(n);
/** The row of candidates that holds choice button n. */
export const choiceRowId = (n: number) => PANEL_ID + "ChoiceRow" + String(Math.ceil(n / PANEL.choicesPerRow));
export const settingId = (id: string) => PANEL_ID + "Setting" + id;

const BACKGROUND = "rgba(0.08,0.08,0.1,0.88)";
const TEXT = "#F0F0F0";
const HEADING = "#B8B8C8";
const STATUS = "#FFE08A";
const CHOICE_COLOURS = "#D9B333|#F0CC55|#B8962A|rgba(0.5,0.5,0.5,0.5)";

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

function heading(text: string, id?: string, active = true): string {
  const list: [string, string | number][] = [];
  if (id !== undefined) list.push(["id", id]);
  list.push(["preferredHeight", PANEL.headingHeight], ["fontSize", PANEL.headingFont], ["color", HEADING]);
  list.push(["alignment", "LowerLeft"], ["fontStyle", "Bold"]);
  if (!active) list.push(["active", "false"]);
  return element("Text", list, text);
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

/** The panel's height for this view: its padding, then each element shown and the gap after it. */
export function panelHeight(groups: PanelGroup[], view: PanelView, withSettings: boolean): number {
  const heights: number[] = [PANEL.buttonHeight, PANEL.statusLines * PANEL.lineHeight];
  for (const g of groups) {
    heights.push(PANEL.headingHeight);
    for (const _r of g.rows) heights.push(PANEL.buttonHeight);
  }
  if (view.candidates.length > 0) {
    heights.push(PANEL.headingHeight);
    if (view.figures.length > 0) heights.push(figuresHeight(view));
    const shown = Math.min(view.candidates.length, MAX_PANEL_CHOICES);
    for (let r = 0; r < Math.ceil(shown / PANEL.choicesPerRow); r++) heights.push(PANEL.buttonHeight);
  }
  if (withSettings) heights.push(PANEL.headingHeight + view.settings.length * (PANEL.buttonHeight + PANEL.gap));
  let total = 2 * PANEL.pad;
  for (const h of heights) total = total + h + PANEL.gap;
  return total - PANEL.gap;
}

function controlsXml(groups: PanelGroup[], onClick: string): string {
  let out = "";
  for (const g of groups) {
    out = out + heading(g.heading);
    for (const r of g.rows) {
      let inner = "";
      for (const c of r) inner = inner + button(controlId(c.id), onClick, c.label, c.tooltip, []);
      out = out + row(inner, PANEL.buttonHeight);
    }
  }
  return out;
}

function choiceXml(view: PanelView, onClick: string): string {
  const some = view.candidates.length > 0;
  let out = heading(panelWords.choiceHeading(), CHOICE_HEADING_ID, some);
  const figures: [string, string | number][] = [
    ["id", FIGURES_ID],
    ["preferredHeight", figuresHeight(view)],
    ["fontSize", PANEL.textFont],
  ];
  figures.push(["color", STATUS], ["horizontalOverflow", "Wrap"], ["alignment", "UpperLeft"]);
  if (view.figures.length === 0) figures.push(["active", "false"]);
  out = out + element("Text", figures, figuresText(view));
  let inner = "";
  for (let n = 1; n <= MAX_PANEL_CHOICES; n++) {
    const pick = view.candidates[n - 1];
    const extra: [string, string | number][] = [
      ["fontSize", PANEL.choiceFont],
      ["colors", CHOICE_COLOURS],
    ];
    if (pick === undefined) extra.push(["active", "false"]);
    inner =
      inner +
      button(choiceId(n), onClick, pick === undefined ? "" : pick, pick === undefined ? "" : panelWords.candidateTooltip(pick), extra);
    if (n % PANEL.choicesPerRow === 0 || n === MAX_PANEL_CHOICES) {
      const list: [string, string | number][] = [
        ["id", choiceRowId(n)],
        ["preferredHeight", PANEL.buttonHeight],
        ["spacing", PANEL.gap],
      ];
      if (view.candidates.length < n - ((n - 1) % PANEL.choicesPerRow)) list.push(["active", "false"]);
      out = out + "<HorizontalLayout" + attrs(list) + ">" + inner + "</HorizontalLayout>";
      inner = "";
    }
  }
  return out;
}

/** The settings, for the host alone (`visibility="Host"`): the controller refuses anyone else's click too. */
function settingsXml(view: PanelView, onClick: string): string {
  const height = PANEL.headingHeight + view.settings.length * (PANEL.buttonHeight + PANEL.gap);
  let inner = heading(panelWords.settingsHeading());
  for (const s of view.settings) {
    const extra: [string, string | number][] = [
      ["preferredHeight", PANEL.buttonHeight],
      ["fontSize", PANEL.settingFont],
    ];
    inner = inner + button(settingId(s.id), onClick, s.label, s.tooltip, extra);
  }
  const list: [string, string | number][] = [
    ["id", SETTINGS_ID],
    ["visibility", "Host"],
    ["preferredHeight", height],
  ];
  list.push(["spacing", PANEL.gap], ["childForceExpandHeight", "false"]);
  return "<VerticalLayout" + attrs(list) + ">" + inner + "</VerticalLayout>";
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

/** Who sees the panel open and who folded it: `visibility` values ("" is everyone). */
export interface Folded {
  /** The body's visibility: every colour but those who folded it, or "" when nobody did. */
  open: string;
  /** The colours who folded it ("" when nobody did: the Show button is then inactive). */
  folded: string;
}

/**
 * The whole panel for the card with this GUID, showing `view`; `host`: whether the settings'
 * rows count in its height (they show to the host alone).
 */
export function panelXml(guid: string, groups: PanelGroup[], view: PanelView, fold: Folded): string {
  const onClick = guid + "/" + CLICK_FN;
  const outer: [string, string | number][] = [
    ["id", PANEL_ID],
    ["rectAlignment", "UpperRight"],
    ["offsetXY", PANEL.offsetX + " " + PANEL.offsetY],
  ];
  outer.push(["width", PANEL.width], ["height", panelHeight(groups, view, true)]);
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
    controlsXml(groups, onClick) +
    choiceXml(view, onClick) +
    settingsXml(view, onClick) +
    "</VerticalLayout></Panel>"
  );
}
