/**
 * The screen panel's labels fit (#28: the card's tie buttons cut a label past 13 characters).
 * TTS measures text with its own font, which no script can ask: src/tts/panel-layout.ts estimates
 * a label's width from its letters, capitals and broad letters at their widest, and each label the
 * panel can show is held to its element's width at its type size.
 */
import { describe, expect, it } from "vitest";
import { PanelView, panelGroups } from "../../src/controller/panel-view";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { COLOURS } from "../../src/table/pieces";
import { settingButtons } from "../../src/controller/buttons";
import { DEFAULT_SETTINGS, SETTINGS } from "../../src/core/settings";
import { panelWords } from "../../src/words/panel";
import { PANEL, buttonWidth, fits, innerWidth, linesOf, textWidth } from "../../src/tts/panel-layout";
import { MAX_PANEL_CHOICES, panelHeight } from "../../src/tts/panel-xml";
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

  it("R17 every Room's and every colour's name fits a candidate's button", () => {
    const names = [...ROOMS, ...ALL];
    expect(names.filter((n) => !fits(n, PANEL.choiceFont, buttonWidth(PANEL.choicesPerRow)))).toEqual([]);
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
    expect(tallest).toBeLessThanOrEqual(1080 + PANEL.offsetY - 20);
  });

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
