/**
 * The screen panel's labels fit (#28: the card's tie buttons cut a label past 13 characters).
 * TTS measures text with its own font, which no script can ask: src/tts/panel-layout.ts estimates
 * a label's width from its letters, capitals and broad letters at their widest, and each label the
 * panel can show is held to its element's width at its type size.
 */
import { describe, expect, it } from "vitest";
import { PanelView, panelControls, panelGroups } from "../../src/controller/panel-view";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { COLOURS } from "../../src/table/pieces";
import { settingButtons } from "../../src/controller/buttons";
import { DEFAULT_SETTINGS, SETTINGS } from "../../src/core/settings";
import { panelWords } from "../../src/words/panel";
import { PANEL, buttonWidth, fits, innerWidth, linesOf, textWidth } from "../../src/tts/panel-layout";
import {
  MAX_PANEL_CHOICES,
  SIDE_ID,
  choiceCellWidth,
  controlId,
  choiceFont,
  foldId,
  panelHeight,
  panelXml,
  sectionId,
  sectionKeys,
  sideHeight,
  stubId,
} from "../../src/tts/panel-xml";
import { UiElement, parseXml } from "../../hosts/fake-tts/ui";
import { CHOICE_FIT, CHOICE_FONT, fitFont } from "../../src/tts/ui";

const ROOMS = LODGE_CATALOGUE.map((r) => r.name);
/** Every colour a Crown holder or host can have, TTS's spectator and GM colours too. */
const ALL = [...COLOURS, "Grey", "Black"];

function view(candidates: string[], figures: string[]): PanelView {
  const s = settingButtons(DEFAULT_SETTINGS)[0];
  return {
    state: "waiting",
    status: "",
    candidates,
    figures,
    settings: [{ id: s.id, label: s.label, tooltip: s.tooltip, call: "settings", params: {} }],
    hold: "choosing",
  };
}

describe("the screen panel's layout", () => {
  it("each control's label fits its button, side by side with the others of its row", () => {
    const tight: string[] = [];
    for (const g of panelGroups()) {
      expect(linesOf(g.heading, PANEL.headingFont, innerWidth()), g.heading).toBe(1);
      for (const row of g.rows) for (const c of row) if (!fits(c.label, PANEL.buttonFont, buttonWidth(row.length))) tight.push(c.label);
    }
    expect(tight).toEqual([]);
  });

  it("R17 every Room's and every colour's name fits a candidate's cell of the grid, on at most two lines it has room for", () => {
    const names = [...ROOMS, ...ALL];
    const room = choiceCellWidth() - 2 * PANEL.buttonInset;
    expect(names.filter((n) => linesOf(n, choiceFont(n), room) > 2)).toEqual([]);
    expect(Math.min(...names.map(choiceFont))).toBeGreaterThanOrEqual(10);
    // Two lines of the largest type (Unity's line is about 1.15 times the type size) fit the cell's height.
    expect(2 * 1.15 * PANEL.choiceFont).toBeLessThanOrEqual(PANEL.choiceHeight);
    // The longest, measured: "Alchemical Laboratory" is 21 characters.
    expect(Math.max(...names.map((n) => n.length))).toBe(21);
  });

  it("I1 I2 I3 I5 I11 each setting's label fits, on and off; Hide and Show fit theirs", () => {
    const all = { ...DEFAULT_SETTINGS };
    for (const s of SETTINGS) all[s.name] = !DEFAULT_SETTINGS[s.name];
    const labels = [...settingButtons(DEFAULT_SETTINGS), ...settingButtons(all)].map((b) => b.label);
    expect(labels).toHaveLength(2 * SETTINGS.length);
    for (const w of labels) expect(fits(w, PANEL.settingFont, innerWidth()), w).toBe(true);
    expect(fits(panelWords.hide(), PANEL.buttonFont, PANEL.hideWidth)).toBe(true);
    expect(fits(panelWords.show(), PANEL.buttonFont, PANEL.hideWidth + 20)).toBe(true);
  });

  it("I6 I11 Jukas's state fits its lines, whichever colours hold the Crown and host the game", () => {
    const said: string[] = [panelWords.ready(), panelWords.working()];
    for (const a of ALL) {
      said.push(panelWords.holderChooses(a), panelWords.anyoneChooses(a), panelWords.hostChooses(a, undefined));
      for (const b of ALL) said.push(panelWords.hostChooses(a, b));
    }
    const over = said.filter((s) => linesOf(s, PANEL.textFont, innerWidth()) > PANEL.statusLines);
    expect(over).toEqual([]);
  });

  it("with every Room a candidate, the panel fits the 1080-pixel reference screen below its offset", () => {
    const figures = ["most Mages: 1", "most Vortex Tokens: 0", "most Instability: 0", "fewest Power Points: 3"];
    const tallest = panelHeight(panelGroups(), view(ROOMS.slice(0, MAX_PANEL_CHOICES), figures), true);
    expect(tallest).toBeLessThanOrEqual(1080 - PANEL.offsetY - 20);
  });
});

/** The host's settings as the panel shows them. */
const SETTINGS_SHOWN = settingButtons(DEFAULT_SETTINGS).map((b) => ({
  id: b.id,
  label: b.label,
  tooltip: b.tooltip,
  call: b.call,
  params: {},
}));
const FIGURES = ["most Mages: 1", "most Vortex Tokens: 0", "most Instability: 0", "fewest Power Points: 3"];

/** The panel's XML for `view`, nobody having folded anything, parsed strictly (saxes: an attribute written twice throws). */
function parsed(v: PanelView): UiElement {
  const none = { open: "", folded: "" };
  const sections: { [key: string]: { open: string; folded: string } } = {};
  for (const key of sectionKeys(panelGroups())) sections[key] = none;
  const top = parseXml(panelXml("abc123", panelGroups(), v, { panel: none, sections }));
  expect(top).toHaveLength(1);
  return top[0];
}

const attr = (el: UiElement, name: string) => el.attrs.find(([k]) => k === name)?.[1];
function all(el: UiElement, tag?: string): UiElement[] {
  const out: UiElement[] = [];
  for (const c of el.children) {
    if (tag === undefined || c.tag === tag) out.push(c);
    out.push(...all(c, tag));
  }
  return out;
}
/** The element with this id and its parent. */
function byId(root: UiElement, id: string): { el: UiElement; parent: UiElement } | undefined {
  for (const c of root.children) {
    if (attr(c, "id") === id) return { el: c, parent: root };
    const deeper = byId(c, id);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
}

/** Screen rectangles on TTS's 1920 x 1080 reference screen, y from the top. */
interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where TTS's own UI stands, generously: TTS's docs give no sizes, so these are estimates that err
 * wide. The player list (upper right) below the top menu bar, a row per colour for all twelve; the
 * chat window (lower left) at its default size.
 */
const PLAYER_LIST: Rect = { left: 1920 - 320, top: 0, right: 1920, bottom: 40 + 12 * 32 };
const CHAT: Rect = { left: 0, top: 1080 - 340, right: 560, bottom: 1080 };
const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The panel's rectangle as its anchor (`rectAlignment`, `offsetXY`, attributes.md) places it at this height. */
function placed(panel: UiElement, height: number): Rect {
  expect(attr(panel, "rectAlignment")).toBe("LowerRight");
  const [x, y] = attr(panel, "offsetXY")!.split(" ").map(Number);
  const width = Number(attr(panel, "width"));
  const right = 1920 + x;
  const bottom = 1080 - y;
  return { left: right - width, top: bottom - height, right, bottom };
}

/** The choice's column, anchored to the panel's lower left corner and offset from it (attributes.md). */
function placedSide(panel: UiElement, height: number): Rect {
  const r = placed(panel, height);
  const side = byId(panel, SIDE_ID)!.el;
  expect(attr(side, "rectAlignment")).toBe("LowerLeft");
  const [x, y] = attr(side, "offsetXY")!.split(" ").map(Number);
  const left = r.left + x;
  const bottom = r.bottom - y;
  return { left, top: bottom - Number(attr(side, "height")), right: left + Number(attr(side, "width")), bottom };
}

describe("a panel that stays out of the way", () => {
  const ready = view([], []);
  ready.settings = SETTINGS_SHOWN;
  const tie = view(ROOMS.slice(0, MAX_PANEL_CHOICES), FIGURES);
  tie.settings = SETTINGS_SHOWN;

  it("is at most 600 pixels tall at 1080p, ready and with all 19 Rooms a candidate beside it, every control and the host's settings shown too", () => {
    expect(ROOMS).toHaveLength(19);
    for (const v of [ready, tie]) {
      const h = panelHeight(panelGroups(), v, true);
      expect(h).toBeLessThanOrEqual(PANEL.maxHeight);
      const doc = parsed(v);
      expect(Number(attr(doc, "height"))).toBe(h);
      // The choice's column stands beside the panel, no taller: the two together stay within 600.
      expect(Number(attr(byId(doc, SIDE_ID)!.el, "height"))).toBe(sideHeight(panelGroups(), v));
      expect(sideHeight(panelGroups(), v)).toBeLessThanOrEqual(h);
      // Every round control stays on the panel, the choice waiting or not (issue 41).
      for (const c of panelControls()) expect(byId(doc, controlId(c.id)), c.id).toBeDefined();
      for (const key of sectionKeys(panelGroups()).slice(0, panelGroups().length))
        expect(attr(byId(doc, sectionId(key))!.el, "active"), key).toBeUndefined();
    }
    expect(sideHeight(panelGroups(), ready)).toBe(0);
    expect(attr(byId(parsed(ready), SIDE_ID)!.el, "active")).toBe("false");
    expect(PANEL.maxHeight).toBeLessThanOrEqual(600);
  });

  it("lays the candidates in a grid of cells, three to a row, not a list", () => {
    const grid = all(parsed(tie), "GridLayout");
    expect(grid).toHaveLength(1);
    expect(attr(grid[0], "constraint")).toBe("FixedColumnCount");
    expect(attr(grid[0], "constraintCount")).toBe("3");
    expect(attr(grid[0], "cellSize")).toBe(choiceCellWidth() + " " + PANEL.choiceHeight);
    const buttons = all(grid[0], "Button");
    expect(buttons).toHaveLength(MAX_PANEL_CHOICES);
    expect(buttons.filter((b) => attr(b, "active") !== "false")).toHaveLength(19);
  });

  it("stands clear of TTS's player list (upper right) and chat (lower left) at its tallest, the choice's column too", () => {
    for (const v of [ready, tie]) {
      const r = placed(parsed(v), PANEL.maxHeight);
      expect(overlap(r, PLAYER_LIST), JSON.stringify(r)).toBe(false);
      expect(overlap(r, CHAT), JSON.stringify(r)).toBe(false);
      expect(r.top).toBeGreaterThanOrEqual(0);
    }
    const side = placedSide(parsed(tie), PANEL.maxHeight);
    expect(side.right).toBeLessThanOrEqual(placed(parsed(tie), PANEL.maxHeight).left);
    expect(overlap(side, PLAYER_LIST), JSON.stringify(side)).toBe(false);
    expect(overlap(side, CHAT), JSON.stringify(side)).toBe(false);
    expect(side.top).toBeGreaterThanOrEqual(1080 - PANEL.offsetY - PANEL.maxHeight);
  });

  it("issue 41 while the Crown chooses, each control that cannot run stays interactable, greyed by its colours, its tooltip saying why first", () => {
    const waiting = { ...tie, hold: "choosing" as const };
    const free = { ...tie, hold: "" as const };
    const held = parsed(waiting);
    const lit = parsed(free);
    for (const c of panelControls()) {
      const h = byId(held, controlId(c.id))!.el;
      const l = byId(lit, controlId(c.id))!.el;
      // A button that is not interactable takes no click (inputelements.md): the press must reach the controller.
      expect(attr(h, "interactable"), c.id).toBeUndefined();
      expect(attr(l, "tooltip"), c.id).toBe(c.tooltip);
      if (c.id === "Undo") {
        expect(attr(h, "colors")).toBe(attr(l, "colors"));
        expect(attr(h, "tooltip")).toBe(c.tooltip);
        continue;
      }
      expect(attr(h, "colors"), c.id).not.toBe(attr(l, "colors"));
      expect(attr(h, "textColor"), c.id).not.toBe(attr(l, "textColor"));
      expect(attr(h, "tooltip"), c.id).toBe(panelWords.notNowChoosing() + ". " + c.tooltip);
    }
  });

  it("is draggable and stays where it is dropped, on the screen (attributes.md, Dragging)", () => {
    const panel = parsed(ready);
    expect(panel.tag).toBe("Panel");
    expect(attr(panel, "allowDragging")).toBe("true");
    expect(attr(panel, "returnToOriginalPositionWhenReleased")).toBe("false");
    expect(attr(panel, "restrictDraggingToParentBounds")).toBe("true");
    // Dragging works on an element outside a layout group alone (attributes.md): the panel is a top element.
    expect(all(panel).some((el) => attr(el, "allowDragging") !== undefined)).toBe(false);
  });

  it("folds by section: each section has its own fold toggle, and a folded heading beside it that opens it", () => {
    const doc = parsed(tie);
    for (const key of sectionKeys(panelGroups())) {
      const section = byId(doc, sectionId(key))!;
      expect(section, key).toBeDefined();
      // The section's first child is its toggle; the folded heading stands after it, out of it.
      expect(attr(section.el.children[0], "id")).toBe(foldId(key));
      const siblings = section.parent.children;
      expect(attr(siblings[siblings.indexOf(section.el) + 1], "id")).toBe(stubId(key));
    }
    expect(sectionKeys(panelGroups())).toHaveLength(panelGroups().length + 2);
  });

  it("opens every tooltip towards the screen's middle (left of a panel at the right edge)", () => {
    const tips = all(parsed(tie), "Button").filter((b) => attr(b, "tooltip") !== undefined);
    expect(tips.length).toBeGreaterThan(30);
    for (const b of tips) expect(attr(b, "tooltipPosition"), attr(b, "id")).toBe("Left");
  });
});

describe("the estimate of a label's width", () => {
  it("a wide letter counts wider than a narrow one, so that a label of capitals cannot pass for one of i's", () => {
    expect(textWidth("WWWW", 10)).toBeGreaterThan(textWidth("iiii", 10) * 2);
    expect(linesOf("a b", 10, textWidth("a b", 10) + 0.01)).toBe(1);
    expect(linesOf("a b", 10, textWidth("a b", 10) - 1)).toBe(2);
  });

  it("R17 the card's Choice of the Crown buttons shrink a long Room's name to the width 13 characters take at their type size", () => {
    for (const name of ROOMS) {
      const font = fitFont(name, CHOICE_FONT, CHOICE_FIT);
      expect(name.length * font, name).toBeLessThanOrEqual(CHOICE_FIT * CHOICE_FONT);
      expect(font, name).toBeGreaterThanOrEqual(40);
    }
    expect(fitFont("Alchemical Laboratory", CHOICE_FONT, CHOICE_FIT)).toBe(43);
    expect(fitFont("Crypt", CHOICE_FONT, CHOICE_FIT)).toBe(CHOICE_FONT);
  });
});
