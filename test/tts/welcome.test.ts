/**
 * The welcome a new player meets in TTS (issue 38): the line said at load and the save's Note,
 * the locked Room tiles, Mage Cards and Avatar Card (the mod unlocks what it moves and locks it
 * again), and New Lodge (L1): the 17 Rooms at random around the Black Rose Room and the Throne
 * Room, before Setup only, undone by Undo. The built save and its Lua on the fake TTS host.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { Game, SAVE, loadGame, roomOf } from "./game";
import { welcomeWords } from "../../src/words/welcome";
import { lodgeWords } from "../../src/words/lodge";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const HEART = ["Black Rose Room", "Throne Room"];

/** Each Room's spot, by name, rounded. */
function spots(g: Game): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of g.all("BRW:Room")) out[o.nickname] = [o.position.x, o.position.y, o.position.z].map((n) => n.toFixed(2)).join(",");
  return out;
}

describe("the welcome", () => {
  it("at load, the host reads one line: what to press first, where the panel, the guide and the hotkeys are", () => {
    game = loadGame();
    const line = welcomeWords.line();
    expect(game.tts.messages.filter((m) => m.text === line)).toHaveLength(1);
    expect(line).toContain("Press Setup first");
    expect(line).toContain("Notebook");
    expect(line).toContain("Options → Game Keys");
  });

  it("the save's Note says the same line", () => {
    const save = JSON.parse(readFileSync(SAVE, "utf8"));
    expect(save.Note).toBe(welcomeWords.line());
  });

  it("the Room tiles, the Mage Cards and the Avatar Card are locked in the save", () => {
    game = loadGame();
    const rooms = game.all("BRW:Room");
    expect(rooms).toHaveLength(19);
    for (const o of [...rooms, ...game.all("BRW:MageCard"), game.avatar]) expect(o.locked, o.nickname).toBe(true);
  });

  it("R11c a locked Room tile Jukas rebuilds is turned over, and locked again", () => {
    game = loadGame();
    game.click("jukasSetup");
    const crypt = game.room("Crypt");
    expect(crypt.locked).toBe(true);
    game.act("roomRebuilt", { room: "Crypt" });
    expect(crypt.isFaceDown).toBe(true);
    expect(crypt.locked).toBe(true);
    game.act("undo");
    expect(crypt.isFaceDown).toBe(false);
    expect(crypt.locked).toBe(true);
  });
});

describe("New Lodge (L1)", () => {
  it("L1 lays the 17 Rooms in a new order on the same spots around the Black Rose Room and the Throne Room; Undo puts each back", () => {
    game = loadGame();
    const before = spots(game);
    const table = game.table();
    const out = game.act("newLodge");
    expect(out).toMatchObject({ ok: true });
    expect(game.said()).toContain(lodgeWords.headline(17));
    const after = spots(game);
    // The heart stays; the other 17 trade places: the same spots, not all where they were.
    for (const name of HEART) expect(after[name]).toBe(before[name]);
    const others = Object.keys(before).filter((n) => !HEART.includes(n));
    expect(others).toHaveLength(17);
    expect(others.map((n) => after[n]).sort()).toEqual(others.map((n) => before[n]).sort());
    expect(others.filter((n) => after[n] !== before[n]).length).toBeGreaterThanOrEqual(2);
    for (const o of game.all("BRW:Room")) expect(o.locked, o.nickname).toBe(true);
    expect(game.tts.overlaps()).toEqual([]);
    // Setup reads the new Lodge: Jukas in the Throne Room, which has not moved.
    expect(game.act("undo")).toMatchObject({ ok: true });
    expect(spots(game)).toEqual(before);
    expect(game.table()).toBe(table);
  });

  it("is on the panel, and each press gives another order", () => {
    game = loadGame();
    const before = spots(game);
    game.click("jukasNewLodge");
    const first = spots(game);
    expect(first).not.toEqual(before);
    game.click("jukasSetup");
    expect(roomOf(game, game.one("BRW:Mage", "BRW:Jukas"))).toBe("Throne Room");
  });

  it("R4 R5 is refused after Setup (Jukas and Vortex Tokens lie on the Lodge), moving nothing", () => {
    game = loadGame();
    game.click("jukasSetup");
    const table = game.table();
    const out = game.act("newLodge");
    expect(out).toMatchObject({ ok: false, error: lodgeWords.afterSetup() });
    expect(game.table()).toBe(table);
  });
});
