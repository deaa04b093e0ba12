/**
 * The screen panel on the fake TTS host (#28): added beside a table's own Global UI and never in
 * its place, once however often the script loads; its controls in play order; clicks pressed as
 * the clicking colour; Jukas's state, the Crown's candidates and figures; the host's settings;
 * each player folding it for themselves; the round's hotkeys. In the MoonSharp tier this is TTS's
 * own interpreter.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTS } from "../../hosts/fake-tts";
import { panelControls } from "../../src/controller/panel-view";
import { settingToggleId } from "../../src/controller/buttons";
import { panelWords } from "../../src/words/panel";
import {
  BODY_ID,
  HIDE_ID,
  PANEL_ID,
  SETTINGS_KEY,
  SHOW_ID,
  STATUS_ID,
  choiceId,
  controlId,
  foldId,
  settingId,
  stubId,
  xmlText,
} from "../../src/tts/panel-xml";
import { Game, SAVE, gameOf, loadGame, withMagesInCells } from "./game";

let game: Game | undefined;
afterEach(() => game?.tts.assertNoErrors());

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);
const value = (g: Game, id: string) => g.tts.ui.find(id)?.el.value;
const attrOf = (g: Game, id: string, name: string) => g.tts.ui.find(id)?.el.attrs.find(([k]) => k === name)?.[1];
/** The ids of every element of the panel that a click reaches, in document order. */
const panelIds = (g: Game) => g.tts.ui.ids().filter((id) => id.startsWith(PANEL_ID));
const count = (xml: string, s: string) => xml.split(s).length - 1;
const tooltipOf = (id: string) => panelControls().find((c) => c.id === id)!.tooltip;

function click(g: Game, id: string, colour = "White"): void {
  g.tts.clickUi(id, colour as never);
  g.tts.runUntilIdle();
}

/** Another mod's table: its own Global UI, whose button calls its Global script. */
const THEIRS = `<Defaults><Button fontSize="20" /></Defaults>
<Panel id="theirScore" rectAlignment="UpperLeft" width="200" height="40"><Button id="theirButton" onClick="theirClick">Score</Button></Panel>`;
const THEIR_SCRIPT = `clicks = 0
function theirClick(player, value, id) clicks = clicks + 1; print("theirs: " .. player.color .. " " .. id) end`;

function anotherModsTable(): string {
  const save = JSON.parse(withMagesInCells(readFileSync(SAVE, "utf8"))) as Record<string, unknown>;
  return JSON.stringify({ ...save, XmlUI: THEIRS, LuaScript: THEIR_SCRIPT });
}

describe("the screen panel", () => {
  it("is added to the Global UI as the save loads, with the round's controls in play order, each calling the Avatar Card", () => {
    game = loadGame();
    const ids = panelIds(game);
    const controls = panelControls().map((c) => controlId(c.id));
    expect(ids.filter((id) => controls.includes(id))).toEqual(controls);
    // New Lodge and Setup first, then the by-hand flow (Target N, Teleport N, Avatar Effect) before the card piles.
    expect(controls.slice(0, 3)).toEqual([controlId("NewLodge"), controlId("Setup"), controlId("Target1")]);
    expect(controls.indexOf(controlId("AvatarEffect"))).toBeLessThan(controls.indexOf(controlId("CommandCard")));
    expect(controls[controls.length - 1]).toBe(controlId("Undo"));
    for (const id of controls) expect(attrOf(game, id, "onClick"), id).toBe(game.avatar.guid + "/jukasPanelClick");
    expect(value(game, STATUS_ID)).toBe("Ready");
  });

  it("keeps another mod's Global UI and its clicks, and is there once after a reload of the script and of the save", () => {
    const tts = FakeTTS.load(anotherModsTable(), { players: [{ color: "White", host: true }, { color: "Red" }] });
    tts.start();
    tts.runUntilIdle();
    game = gameOf(tts);
    const once = (g: Game) => {
      const xml = g.tts.ui.xml();
      expect(count(xml, 'id="theirScore"')).toBe(1);
      expect(count(xml, 'id="theirButton"')).toBe(1);
      expect(count(xml, `id="${PANEL_ID}"`)).toBe(1);
      expect(xml).toContain("<Defaults>");
    };
    once(game);
    click(game, "theirButton", "Red");
    expect(game.tts.messages.map((m) => m.text)).toContain("theirs: Red theirButton");
    game.tts.reloadScript(game.avatar);
    game.tts.runUntilIdle();
    once(game);
    const reloaded = gameOf(game.tts.reloadAll());
    reloaded.tts.runUntilIdle();
    game = reloaded;
    once(game);
    click(game, controlId("Setup"));
    expect(game.state().jukas.room).toBe("Throne Room");
  });

  it("R17 I6 a tie: the state names whose choice it is, the candidates show with their figures, and only the holder's click counts", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.tts.clickUi(controlId("Target1"), "White");
    expect(value(game, STATUS_ID)).toMatch(/^Working/);
    game.tts.runUntilIdle();
    const crown = game.state().crown!;
    expect(value(game, STATUS_ID)).toBe(`Waiting for the Crown: ${crown} chooses`);
    const shown = [1, 2, 3].map((n) => (game!.tts.uiShownTo(choiceId(n), "White") ? value(game!, choiceId(n)) : undefined));
    expect(shown.slice(0, 2).sort()).toEqual(["Crypt", "Forge"]);
    expect(shown[2]).toBeUndefined();
    expect(value(game, PANEL_ID + "Figures")).toMatch(/Mage/);
    const other = crown === "White" ? "Red" : "White";
    game.tts.clearMessages();
    click(game, choiceId(1), other);
    expect(game.tts.messages.some((m) => m.kind === "broadcastToColor" && m.to === other)).toBe(true);
    expect(value(game, STATUS_ID)).toMatch(/^Waiting for the Crown/);
    click(game, choiceId(1), crown);
    expect(value(game, STATUS_ID)).toBe("Ready");
    expect(game.tts.uiShownTo(choiceId(1), "White")).toBe(false);
  });

  it("R17 what changes while a reloaded script's panel is still loading shows once it has loaded", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.tts.reloadScript(game.avatar);
    expect(game.tts.ui.loading(game.tts.frame)).toBe(true);
    game.tts.call(game.avatar, "target", { priority: 1 });
    game.tts.runUntilIdle();
    expect(value(game, STATUS_ID)).toMatch(/^Waiting for the Crown/);
    expect(game.tts.uiShownTo(choiceId(1), "White")).toBe(true);
  });

  it("I11 the settings show to the host alone; the host's click changes the setting and its label", () => {
    game = loadGame();
    const id = settingId(settingToggleId("anySeatedSettles"));
    expect(game.tts.uiShownTo(id, "White")).toBe(true);
    expect(game.tts.uiShownTo(id, "Red")).toBe(false);
    expect(() => game!.tts.clickUi(id, "Red")).toThrow();
    expect(value(game, id)).toMatch(/: off$/);
    click(game, id, "White");
    expect(game.act("settings", {}).settings).toMatchObject({ anySeatedSettles: true });
    expect(value(game, id)).toMatch(/: on$/);
  });

  it("each player folds and opens the panel for themselves alone", () => {
    game = loadGame();
    expect(game.tts.uiShownTo(SHOW_ID, "Red")).toBe(false);
    click(game, PANEL_ID + "Hide", "Red");
    expect(game.tts.uiShownTo(BODY_ID, "Red")).toBe(false);
    expect(game.tts.uiShownTo(BODY_ID, "White")).toBe(true);
    expect(game.tts.uiShownTo(SHOW_ID, "Red")).toBe(true);
    expect(game.tts.uiShownTo(SHOW_ID, "White")).toBe(false);
    click(game, SHOW_ID, "Red");
    expect(game.tts.uiShownTo(BODY_ID, "Red")).toBe(true);
    expect(game.tts.uiShownTo(SHOW_ID, "Red")).toBe(false);
  });

  it("each player folds each section for themselves alone, and opens it again; the host folds the settings", () => {
    game = loadGame();
    const key = "2";
    const target = controlId("Target1");
    click(game, foldId(key), "Red");
    expect(game.tts.uiShownTo(target, "Red")).toBe(false);
    expect(game.tts.uiShownTo(stubId(key), "Red")).toBe(true);
    expect(game.tts.uiShownTo(target, "White")).toBe(true);
    expect(game.tts.uiShownTo(stubId(key), "White")).toBe(false);
    // Another section stays open for Red.
    expect(game.tts.uiShownTo(controlId("Setup"), "Red")).toBe(true);
    click(game, stubId(key), "Red");
    expect(game.tts.uiShownTo(target, "Red")).toBe(true);
    expect(game.tts.uiShownTo(stubId(key), "Red")).toBe(false);
    const setting = settingId(settingToggleId("anySeatedSettles"));
    click(game, foldId(SETTINGS_KEY), "White");
    expect(game.tts.uiShownTo(setting, "White")).toBe(false);
    expect(game.tts.uiShownTo(stubId(SETTINGS_KEY), "White")).toBe(true);
    expect(game.tts.uiShownTo(stubId(SETTINGS_KEY), "Red")).toBe(false);
    click(game, stubId(SETTINGS_KEY), "White");
    expect(game.tts.uiShownTo(setting, "White")).toBe(true);
  });

  it("issue 41 R17 while the Crown chooses, the round's controls stay, dimmed, each tooltip saying why; a click still reaches the controller", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    // Undo can run before Setup: its look is a control's that can.
    const lit = attrOf(game, controlId("Undo"), "colors");
    expect(lit).toBeDefined();
    click(game, controlId("Target1"));
    expect(game.tts.uiShownTo(choiceId(1), "White")).toBe(true);
    const held = panelControls().filter((c) => c.id !== "Undo");
    for (const c of held) {
      expect(game.tts.uiShownTo(controlId(c.id), "White"), c.id).toBe(true);
      expect(attrOf(game, controlId(c.id), "tooltip"), c.id).toBe(panelWords.notNowChoosing() + ". " + c.tooltip);
      expect(attrOf(game, controlId(c.id), "colors"), c.id).not.toBe(lit);
      // Dimmed by its colours alone: a button that is not interactable takes no click (inputelements.md).
      expect(attrOf(game, controlId(c.id), "interactable"), c.id).toBeUndefined();
    }
    expect(attrOf(game, controlId("Undo"), "colors")).toBe(lit);
    expect(attrOf(game, controlId("Undo"), "tooltip")).toBe(tooltipOf("Undo"));
    // The choice's column beside the panel folds with it, for the player who hides it alone.
    click(game, HIDE_ID, "Red");
    expect(game.tts.uiShownTo(choiceId(1), "Red")).toBe(false);
    expect(game.tts.uiShownTo(choiceId(1), "White")).toBe(true);
    click(game, SHOW_ID, "Red");
    expect(game.tts.uiShownTo(choiceId(1), "Red")).toBe(true);
    // A press of a dimmed control reaches the controller, which tells the presser alone why not.
    game.tts.clearMessages();
    click(game, controlId("AvatarEffect"), "Red");
    expect(game.tts.messages.filter((m) => m.kind === "broadcastToColor").map((m) => m.to)).toEqual(["Red"]);
    expect(value(game, STATUS_ID)).toMatch(/^Waiting for the Crown/);
    click(game, choiceId(1), game.state().crown!);
    expect(game.tts.uiShownTo(choiceId(1), "White")).toBe(false);
    for (const c of panelControls()) {
      expect(attrOf(game, controlId(c.id), "colors"), c.id).toBe(lit);
      expect(attrOf(game, controlId(c.id), "tooltip"), c.id).toBe(c.tooltip);
    }
  });

  it("issue 41 pieces moving change no control's look (the state says Working); a table before its choice has every control lit", () => {
    game = loadGame();
    for (const c of panelControls()) expect(attrOf(game, controlId(c.id), "tooltip"), c.id).toBe(c.tooltip);
    const looks = () => panelControls().map((c) => [attrOf(game!, controlId(c.id), "colors"), attrOf(game!, controlId(c.id), "tooltip")]);
    const before = looks();
    game.tts.clickUi(controlId("Setup"), "White");
    expect(value(game, STATUS_ID)).toMatch(/^Working/);
    expect(looks()).toEqual(before);
    game.tts.runUntilIdle();
    expect(game.state().jukas.room).toBe("Throne Room");
    expect(looks()).toEqual(before);
  });

  it("R4 the round's hotkeys press their action as the colour that pressed the key", () => {
    game = loadGame();
    const labels = game.tts.hotkeys.map((h) => h.label);
    expect(labels).toEqual(
      panelControls()
        .filter((c) => c.hotkey)
        .map((c) => "Jukas: " + c.label),
    );
    click(game, controlId("Setup"));
    game.tts.pressHotkey("Jukas: Avatar Effect", "Red");
    game.tts.runUntilIdle();
    const log = game.avatar.memo.split("\n");
    const last = JSON.parse(log.filter((line) => line.startsWith("{")).pop()!) as { action: string; by?: string };
    expect(last).toMatchObject({ action: "avatarEffect", by: "Red" });
  });
});

describe("text in the panel's XML", () => {
  it("escapes &, <, > and the double quote, each where it stands, and leaves other text as it is", () => {
    expect(xmlText('Tom & "Jerry" <b>')).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
    expect(xmlText("&amp;")).toBe("&amp;amp;");
    expect(xmlText("Jukas teleports to the Crypt (R5).")).toBe("Jukas teleports to the Crypt (R5).");
    expect(xmlText("")).toBe("");
  });
});
