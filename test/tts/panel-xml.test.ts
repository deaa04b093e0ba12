/**
 * Issue 37: the Global UI as TTS reads it. TTS parses XML UI with .NET: here the MoonSharp tier
 * reads every XML with `System.Xml` (in the bridge, on Mono), the fengari tier with saxes. The
 * save's and the mod's XML is well-formed in every state of the panel; the fake refuses what .NET
 * refuses and answers stale XML while the UI loads; the panel waits for the UI to load, keeps the
 * table's own UI, and comes back, once, after another script's setXml.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTS } from "../../hosts/fake-tts";
import { parseXml, type UiElement } from "../../hosts/fake-tts/ui";
import { luaVm } from "../../hosts/lua-vm";
import { parseXmlDotNet } from "../../hosts/moonsharp/xml";
import { settingToggleId } from "../../src/controller/buttons";
import { DEFAULT_SETTINGS, SETTINGS } from "../../src/core/settings";
import { MAX_PANEL_CHOICES, PANEL_ID, choiceId, controlId, settingId } from "../../src/tts/panel-xml";
import { Game, SAVE, gameOf } from "./game";

/** The tier's strict reader: .NET's on MoonSharp (TTS's runtime family), saxes on fengari. */
const parse = luaVm() === "moonsharp" ? parseXmlDotNet : parseXml;
const PARSER = luaVm() === "moonsharp" ? "System.Xml" : "saxes";

let game: Game | undefined;
afterEach(() => {
  game?.tts.assertNoErrors();
  game = undefined;
});

/** The table's own Global UI, and a Global script that replaces it as some tables' scripts do (no getXml first). */
const THEIRS = `<Defaults><Button fontSize="20" /></Defaults>
<Panel id="theirScore" rectAlignment="UpperLeft" width="200" height="40"><Button id="theirButton" onClick="theirClick">Score</Button></Panel>`;
const THEIR_SCRIPT = `
function theirClick(player, value, id) print("theirs: " .. id) end
function replaceUi(params) UI.setXml(params.xml) end
function clearUi() UI.setXml("") end
function setThenRead(params)
  local before = UI.getXml()
  UI.setXml(params.xml)
  return { loading = UI.loading, same = UI.getXml() == before }
end
function readNow() return { loading = UI.loading, xml = UI.getXml() } end`;

type Save = { XmlUI?: string; LuaScript?: string; ObjectStates: SaveObject[] };
type SaveObject = { XmlUI?: string; ContainedObjects?: SaveObject[] };

/** The built save with THEIR_SCRIPT as its Global script and `xml` as its Global UI (by default the save's own). */
function saveWith(xml?: string): string {
  const save = JSON.parse(readFileSync(SAVE, "utf8")) as Save;
  return JSON.stringify({ ...save, XmlUI: xml ?? save.XmlUI, LuaScript: THEIR_SCRIPT });
}

function load(xml = THEIRS): Game {
  const tts = FakeTTS.load(saveWith(xml), { players: [{ color: "White", host: true }, { color: "Red" }] });
  tts.runUntilIdle();
  return gameOf(tts);
}

/** Every XML UI a save ships: the Global UI's and each object's, inside containers too. */
function shippedXml(save: Save): string[] {
  const out: string[] = [];
  const walk = (objects: SaveObject[] | undefined) => {
    for (const o of objects ?? []) {
      if (typeof o.XmlUI === "string") out.push(o.XmlUI);
      walk(o.ContainedObjects);
    }
  };
  if (typeof save.XmlUI === "string") out.push(save.XmlUI);
  walk(save.ObjectStates);
  return out;
}

const count = (ids: string[], id: string) => ids.filter((x) => x === id).length;
const value = (g: Game, id: string) => g.tts.ui.find(id)?.el.value;

/** Another script's setXml drops the panel; the next press (here the script API's `settings`) mounts it again. */
function remount(g: Game): void {
  g.tts.call("Global", "clearUi");
  g.tts.runUntilIdle();
  expect(g.tts.ui.find(PANEL_ID)).toBeUndefined();
  g.act("settings", {});
}

function ids(els: UiElement[]): string[] {
  const out: string[] = [];
  for (const el of els) {
    for (const [k, v] of el.attrs) if (k === "id") out.push(v);
    out.push(...ids(el.children));
  }
  return out;
}

describe(`issue 37: the XML the save ships and the mod sets, read by ${PARSER}`, () => {
  it("is well-formed at load, with 19 choices waiting, and with each setting on and off; each panel has its ids once", () => {
    const shipped = shippedXml(JSON.parse(readFileSync(SAVE, "utf8")) as Save);
    expect(shipped.length).toBeGreaterThan(0);
    for (const xml of shipped) expect(() => parse(xml)).not.toThrow();
    // The table as saved: no Mage in play, so Target 1 ties all 19 Rooms (R17).
    const tts = FakeTTS.load(saveWith(), { players: [{ color: "White", host: true }, { color: "Red" }] });
    tts.runUntilIdle();
    game = gameOf(tts);
    expect(tts.ui.setXmlCalls).toHaveLength(1);
    // Every setting flipped from its default, then back: each one on and off in a mounted panel.
    const flipped: Record<string, boolean> = {};
    for (const s of SETTINGS) flipped[s.name] = DEFAULT_SETTINGS[s.name] !== true;
    for (const settings of [flipped, { ...DEFAULT_SETTINGS }]) {
      game.act("settings", settings);
      remount(game);
      for (const s of SETTINGS) expect(value(game, settingId(settingToggleId(s.name)))).toMatch(settings[s.name] ? /: on$/ : /: off$/);
    }
    game.tts.clickUi(controlId("Target1"), "White");
    game.tts.runUntilIdle();
    remount(game);
    expect(value(game, choiceId(MAX_PANEL_CHOICES))).not.toBe("");
    expect(game.tts.uiShownTo(choiceId(MAX_PANEL_CHOICES), "White")).toBe(true);
    // Load, the settings flipped and back, the tie: one setXml each, every one read by the tier's parser.
    expect(game.tts.ui.setXmlCalls.filter((x) => x.includes(PANEL_ID))).toHaveLength(1 + 2 + 1);
    for (const xml of game.tts.ui.setXmlCalls) {
      const els = parse(xml);
      const all = ids(els);
      expect(new Set(all).size, "ids once").toBe(all.length);
    }
  });
});

describe("issue 37: the fake's Global UI as TTS's docs have it", () => {
  it.each([
    ["a duplicate attribute", '<Panel id="p" width="1" width="2"></Panel>'],
    ["an unclosed tag", '<Panel id="p"><Text>x</Panel>'],
    ["a bare &", '<Panel id="p"><Text>Tom & Jerry</Text></Panel>'],
  ])("XML with %s changes nothing and is an error in the console", (_what, bad) => {
    game = load();
    const before = game.tts.ui.xml();
    game.tts.call("Global", "replaceUi", { xml: bad });
    game.tts.runUntilIdle();
    expect(game.tts.ui.xml()).toBe(before);
    expect(game.tts.errors.map((e) => e.where)).toEqual(["UI.setXml"]);
    expect(game.tts.errors[0].message).toMatch(/^XML: /);
    game.tts.errors.length = 0;
  });

  it("a save whose XmlUI is malformed loads no UI of its own and says so", () => {
    const tts = FakeTTS.load(saveWith('<Panel id="theirs" a="1" a="1" />'), { players: [{ color: "White", host: true }] });
    tts.runUntilIdle();
    expect(tts.errors.map((e) => e.where)).toEqual(["XmlUI"]);
    expect(tts.ui.find("theirs")).toBeUndefined();
    expect(tts.ui.find(PANEL_ID)).toBeDefined();
  });

  it("UI.loading is true from setXml until it has loaded; getXml answers the old XML meanwhile (ui.md, setXml)", () => {
    game = load();
    const r = game.tts.call("Global", "setThenRead", { xml: '<Panel id="fresh" />' }) as { loading: boolean; same: boolean };
    expect(r).toEqual({ loading: true, same: true });
    game.tts.tick(1);
    expect((game.tts.call("Global", "readNow") as { loading: boolean }).loading).toBe(true);
    game.tts.runUntilIdle();
    const after = game.tts.call("Global", "readNow") as { loading: boolean; xml: string };
    expect(after.loading).toBe(false);
    expect(after.xml).toContain('id="fresh"');
  });

  it("a save's XmlUI loads as the game loads: UI.loading is true in onLoad and getXml empty until it has loaded", () => {
    const tts = FakeTTS.load(saveWith(THEIRS), { players: [{ color: "White", host: true }] });
    expect(tts.ui.loading(tts.frame)).toBe(true);
    expect(tts.ui.find("theirScore")).toBeUndefined();
    tts.runUntilIdle();
    expect(tts.ui.find("theirScore")).toBeDefined();
    tts.assertNoErrors();
  });
});

describe("issue 37: the panel in the table's Global UI", () => {
  it("is mounted once UI.loading is false, beside the table's own UI, each id once", () => {
    game = load();
    const all = game.tts.ui.ids();
    expect(count(all, "theirScore")).toBe(1);
    expect(count(all, "theirButton")).toBe(1);
    expect(count(all, PANEL_ID)).toBe(1);
    expect(new Set(all).size).toBe(all.length);
    // The one setXml is the table's UI and the panel together.
    expect(game.tts.ui.setXmlCalls).toHaveLength(1);
    expect(game.tts.ui.setXmlCalls[0]).toContain('id="theirScore"');
  });

  it("comes back at the next press after another script's setXml took it away, beside that script's UI, once", () => {
    game = load();
    const NEW = '<Panel id="theirNew" rectAlignment="LowerLeft" width="100" height="30"><Text id="theirText">New</Text></Panel>';
    game.tts.call("Global", "replaceUi", { xml: NEW });
    game.tts.runUntilIdle();
    expect(game.tts.ui.find(PANEL_ID)).toBeUndefined();
    game.click("jukasSetup");
    const all = game.tts.ui.ids();
    expect(count(all, "theirNew")).toBe(1);
    expect(count(all, "theirText")).toBe(1);
    expect(count(all, PANEL_ID)).toBe(1);
    expect(count(all, "theirScore")).toBe(0);
    expect(new Set(all).size).toBe(all.length);
    expect(game.state().jukas.room).toBe("Throne Room");
    // Its controls answer again: a click on the panel presses as the clicking colour.
    game.tts.clickUi(controlId("Undo"), "White");
    game.tts.runUntilIdle();
    expect(game.state().jukas.room).toBeUndefined();
  });

  it("stays one copy when presses come while its setXml is still loading, and after a reload of the script", () => {
    game = load();
    game.tts.call("Global", "clearUi");
    game.tts.runUntilIdle();
    game.act("settings", {});
    game.tts.call(game.avatar, "settings", {});
    game.tts.call(game.avatar, "settings", {});
    game.tts.runUntilIdle();
    game.tts.reloadScript(game.avatar);
    game.tts.call(game.avatar, "settings", {});
    game.tts.runUntilIdle();
    const all = game.tts.ui.ids();
    expect(count(all, PANEL_ID)).toBe(1);
    expect(new Set(all).size).toBe(all.length);
  });
});
