/**
 * Every control of the shipped save, pressed as a player or another script would, on the
 * whole-table save and on the Saved Object dropped onto a table: none may raise a Lua error or
 * a fault of the VM. In the MoonSharp tier this is TTS's own interpreter (docs/development.md, Testing).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTS } from "../../hosts/fake-tts";
import { BUTTONS, CARD_BUTTONS, SPELL_ACTION } from "../../src/controller/buttons";
import { Game, clickLabel, gameOf, loadGame, SAVE, withMagesInCells } from "./game";
import { CARD_ACTION_BUTTONS } from "../../src/tts/ui";
import { panelControls } from "../../src/controller/panel-view";
import { controlId } from "../../src/tts/panel-xml";

const COMPONENTS = "dist/tts/Jukas-components.json";

interface SaveObject {
  GUID: string;
  Transform: { posX: number; posZ: number };
}

/**
 * The whole table without Jukas's components, and the Saved Object dropped beside it: its
 * objects keep their places relative to one another, 12 units past the table's last object.
 */
function savedObjectTable(): string {
  const save = JSON.parse(readFileSync(SAVE, "utf8")) as { ObjectStates: SaveObject[] };
  const components = JSON.parse(readFileSync(COMPONENTS, "utf8")) as { ObjectStates: SaveObject[] };
  const ours = new Set(components.ObjectStates.map((o) => o.GUID));
  const rest = save.ObjectStates.filter((o) => !ours.has(o.GUID));
  const edge = Math.max(...rest.map((o) => o.Transform.posX));
  for (const o of components.ObjectStates) o.Transform.posX += edge + 12;
  return withMagesInCells(JSON.stringify({ ...save, ObjectStates: [...rest, ...components.ObjectStates] }));
}

const TABLES: [string, () => Game][] = [
  ["the whole-table save", () => loadGame()],
  ["the Saved Object on a table", () => loadGame({}, savedObjectTable())],
];

let game: Game | undefined;
afterEach(() => game?.tts.assertNoErrors());

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);

/** Clicks the Avatar Card's button with this label, else the screen panel's; every click is heard (an announcement or a warning). */
function press(g: Game, label: string, color = "White"): void {
  const before = g.tts.messages.length;
  clickLabel(g.tts, g.avatar, label, color);
  g.tts.runUntilIdle();
  g.tts.assertNoErrors();
  expect(g.tts.messages.length, `${label} said nothing`).toBeGreaterThan(before);
}

function choiceLabels(g: Game): string[] {
  return g.tts
    .buttons(g.avatar)
    .filter((b) => b.click_function.startsWith("jukasChoose"))
    .map((b) => b.label);
}

describe.each(TABLES)("every control on %s", (_name, load) => {
  it("R4 R5 R8 R10 R11 R12 R14 R15 R16 each button of the Avatar Card, pressed through a round, raises no error", () => {
    game = load();
    game.putIn(model(game, "Red"), "Crypt", -0.8);
    game.putIn(model(game, "Blue"), "Crypt", 0.8);
    game.putIn(model(game, "White"), "Forge");
    const labels = [...BUTTONS, ...CARD_BUTTONS].map((b) => b.label);
    for (const label of labels) {
      press(game, label);
      if (choiceLabels(game).length > 0) press(game, "Undo");
    }
    // The card keeps the short set (src/tts/ui.ts); the screen panel has every one.
    const shown = game.tts.buttons(game.avatar).map((b) => b.label);
    expect(CARD_ACTION_BUTTONS.map((b) => b.label).filter((l) => !shown.includes(l))).toEqual([]);
    expect(shown.filter((l) => labels.includes(l)).length).toBeLessThan(labels.length);
    const onPanel = panelControls().map((c) => game!.tts.ui.find(controlId(c.id))?.el.value);
    expect(labels.filter((l) => !onPanel.includes(l))).toEqual([]);
  });

  it("R8 'Resolved a Spell here' on a Mage model raises no error", () => {
    game = load();
    press(game, "Setup");
    const red = model(game, "Red");
    game.putIn(red, "Throne Room", 0.6);
    const before = game.tts.messages.length;
    game.tts.contextMenu(red, SPELL_ACTION.label, "Red");
    game.tts.runUntilIdle();
    game.tts.assertNoErrors();
    expect(game.tts.messages.length).toBeGreaterThan(before);
  });

  it("R17 I6 a Crown choice, pressed after a save and reload mid-choice, raises no error and moves Jukas", () => {
    game = load();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    press(game, "Teleport 1");
    expect(choiceLabels(game)).toEqual(["Crypt", "Forge"]);
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    expect(choiceLabels(game)).toEqual(["Crypt", "Forge"]);
    press(game, "Forge", "White");
    expect(game.said()).toContain("Jukas teleports to Forge (R12).");
  });

  it("every function of the script API answers a plain table and raises no error", () => {
    game = load();
    game.putIn(model(game, "Red"), "Crypt");
    const calls: [string, Record<string, unknown>][] = [
      ["state", {}],
      ["setup", {}],
      ["target", { priority: 1 }],
      ["target", { priority: 2 }],
      ["target", { priority: 3 }],
      ["teleport", { priority: 2 }],
      ["choose", { room: "Crypt", color: "White" }],
      ["avatarEffect", {}],
      ["spellResolved", { color: "Red" }],
      ["roomRebuilt", { room: "Crypt" }],
      ["resolveCard", { deck: "command" }],
      ["resolveCard", { deck: "evocation" }],
      ["resolveCard", { deck: "event" }],
      ["cleanup", {}],
      ["undo", {}],
      ["state", {}],
    ];
    for (const [name, params] of calls) {
      const out = game.act(name, params);
      game.tts.assertNoErrors();
      expect(typeof out?.ok, `${name} ${JSON.stringify(out)}`).toBe("boolean");
    }
  });
});

describe("text as long as a player makes it", () => {
  it("L1 a Room named with 10,000 characters (and a Slots override) is read, named and targeted without error", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "Blue"), "Crypt", 0.8);
    const tile = game.room("Crypt");
    game.tts.hover(tile);
    tile.nickname = "  " + "Crypt of the Long Name ".repeat(435).slice(0, 9_999) + "X  ";
    tile.gmNotes = '{"slots":6}';
    const out = game.act("target", { priority: 1 });
    expect(out).toMatchObject({ ok: true });
    expect(String(out.room).length).toBe(10_000);
    expect(game.state().rooms.some((r) => r.name.length === 10_000)).toBe(true);
    game.tts.assertNoErrors();
  });

  it("the shipped card file, and the same file wrapped in 10,000 spaces, resolve the top Command Card", () => {
    game = loadGame();
    const shipped = game.avatar.gmNotes;
    expect(shipped.length).toBeGreaterThan(64);
    for (const notes of [shipped, " ".repeat(5_000) + shipped + "\n".repeat(5_000)]) {
      game.avatar.gmNotes = notes;
      const out = game.act("resolveCard", { deck: "command" });
      expect(out, JSON.stringify(out)).toMatchObject({ ok: true });
      game.tts.assertNoErrors();
      game.act("undo");
    }
  });
});

// The host's own check that the tier runs what it says it runs.
describe("the Lua VM under these tests", () => {
  it("is the one LUA_VM names (MoonSharp keeps a bare local's loop table; fengari gives nil)", () => {
    const tts = new FakeTTS();
    tts.addObject({ name: "probe", kind: "token", script: "for _, v in ipairs({ 1 }) do local x; print(type(x)) end" });
    tts.start();
    expect(tts.messages.map((m) => m.text)).toEqual([process.env.LUA_VM === "moonsharp" ? "table" : "nil"]);
  });

  it("stops an endless loop at the instruction budget, as a script error", () => {
    const tts = new FakeTTS({ instructionLimit: 100_000 });
    const o = tts.addObject({ name: "spinner", kind: "token", script: "function spin() while true do end end" });
    tts.start();
    tts.call(o, "spin", {} as never);
    expect(tts.errors.map((e) => e.message)).toEqual([expect.stringContaining("endless loop")]);
  });
});
