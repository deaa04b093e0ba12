/**
 * Issue #39 item 2 on Tabletop Simulator: the test's action "poke", added by its one row and its
 * words (test/controller/poke.ts), in the Avatar Card's script as TSTL builds it
 * (test/tts/poke-entry.ts: dist/lua/poke.lua, the row added before src/tts/avatar.ts loads). The
 * built save runs on the fake TTS host with that script on the card, on fengari and, in the
 * moonsharp tier, on MoonSharp: the panel's button, the script API, Undo's name and the log take
 * "poke" from the row, as test/controller/added-action.test.ts shows on the TypeScript controller.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FakeTTS } from "../../hosts/fake-tts";
import { controllerWords } from "../../src/words/controller";
import { POKE_ROOM, pokeWords } from "../controller/poke";
import { SAVE, gameOf, withMagesInCells, type Game } from "./game";

const POKE_BUNDLE = "dist/lua/poke.lua";
const LOG = "Jukas's log";

/** The save with the Avatar Card's script (dist/tts/avatar.lua) replaced by the poke bundle. */
function pokeSave(): string {
  const data = JSON.parse(withMagesInCells(readFileSync(SAVE, "utf8"))) as { ObjectStates: { Tags?: string[]; LuaScript?: string }[] };
  const cards = data.ObjectStates.filter((o) => (o.Tags ?? []).includes("BRW:Avatar"));
  expect(cards).toHaveLength(1);
  cards[0].LuaScript = readFileSync(POKE_BUNDLE, "utf8");
  return JSON.stringify(data);
}

function loadPoke(): Game {
  const tts = FakeTTS.load(pokeSave(), { players: [{ color: "White", host: true }, { color: "Red" }] });
  tts.start();
  tts.runUntilIdle();
  return gameOf(tts);
}

const vortexIn = (g: Game, room: string) => g.state().rooms.find((r) => r.name === room)!.vortex;

/** The entries of Jukas's log in the card's memo (docs/log.md). */
const entries = (g: Game) =>
  g.avatar.memo
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { action: string; by?: string; headline?: string });

/** The plain lines of the log's Notebook tab. */
const logLines = (g: Game) => g.tts.notebook.find((t) => t.title === LOG)!.body.split("\n");

describe("issue #39: an action added by one row and its words, in the built Lua on the fake TTS host", () => {
  it("the shipped script has no poke; the poke bundle's card has its panel control and answers its script call", () => {
    // Neither the row's name nor the test's modules (a word such as "spoke" in a sentence is no poke).
    const shipped = readFileSync("dist/tts/avatar.lua", "utf8");
    expect(shipped).not.toContain('"poke"');
    expect(shipped).not.toContain("test.controller.poke");
    expect(readFileSync(POKE_BUNDLE, "utf8")).toContain('"test.controller.poke"');
    const g = loadPoke();
    g.tts.assertNoErrors();
    // The card's short set (ON_CARD) has no Poke: the panel has it, in the place its row gives.
    expect(g.tts.buttons(g.avatar).some((b) => b.click_function === "jukasPoke")).toBe(false);
    while (g.tts.ui.loading(g.tts.frame)) g.tts.tick(1);
    expect(g.tts.ui.find("jukasPanelPoke")).toBeDefined();
    const refused = g.act("poke", { room: "Nowhere" });
    expect(refused.ok).toBe(false);
    expect(refused.error).toBe(pokeWords.noRoom);
  });

  it("R6 Poke on the panel places a token in its Room, says its headline and is logged; Undo names the Poke and takes it back", () => {
    const g = loadPoke();
    expect(vortexIn(g, POKE_ROOM)).toBe(0);
    const before = g.table();
    g.tts.clearMessages();
    g.click("jukasPoke", "White");
    g.tts.assertNoErrors();
    expect(vortexIn(g, POKE_ROOM)).toBe(1);
    expect(g.tts.announcements()[0]).toBe(pokeWords.headline(POKE_ROOM));
    const last = entries(g)[entries(g).length - 1];
    expect([last.action, last.by, last.headline]).toEqual(["poke", "White", pokeWords.headline(POKE_ROOM)]);
    expect(logLines(g)[logLines(g).length - 1]).toMatch(
      new RegExp("^\\d+\\. White: " + pokeWords.headline(POKE_ROOM).replace(".", "\\.") + "$"),
    );
    g.tts.clearMessages();
    g.click("jukasUndo", "White");
    g.tts.assertNoErrors();
    expect(vortexIn(g, POKE_ROOM)).toBe(0);
    expect(g.tts.announcements()[0]).toBe(controllerWords.undoing(pokeWords.undoName(), 1, undefined));
    expect(g.table()).toBe(before);
  });

  it("R6 poke as another script's call: a token into a bare Room, no second where one lies", () => {
    const g = loadPoke();
    g.act("setup");
    const room = g.state().rooms.find((r) => r.vortex === 0 && r.name !== POKE_ROOM)!.name;
    const r = g.act("poke", { room });
    expect(r.ok).toBe(true);
    expect(vortexIn(g, room)).toBe(1);
    expect(entries(g)[entries(g).length - 1].action).toBe("poke");
    const table = g.table();
    expect(g.act("poke", { room }).ok).toBe(true);
    expect(vortexIn(g, room)).toBe(1);
    expect(g.table()).toBe(table);
    g.tts.assertNoErrors();
  });
});
