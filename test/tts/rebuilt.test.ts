/**
 * I12 on the TTS save (fake host; the Lua on fengari, and on MoonSharp in its tier): every Room
 * tile carries "Rebuilt (not by Jukas)", which reports the Room (R13 by any cause); the game
 * remembers it, saved, refuses a second report giving nothing, and an undo takes a report back
 * exactly; a tile turned by hand with a Vortex Token and never reported is pointed out once.
 */
import { plain } from "../../src/words/text";
import { afterEach, describe, expect, it } from "vitest";
import { REBUILT_ITEM } from "../../src/tts/ui";
import { controllerWords } from "../../src/words/controller";
import { errorWords } from "../../src/words/errors";
import { ruleWords } from "../../src/words/text";
import { Game, gameOf, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const THRONE = "Throne Room";
const power = (g: Game) => g.state().jukas.power;
const rebuilt = (g: Game, room: string) => g.state().rooms.find((r) => r.name === room)!.rebuilt;

/** Setup lays a Vortex Token in the Throne Room (R5), then the item on its tile is chosen. */
function report(g: Game, room = THRONE, colour = "Red"): void {
  g.tts.contextMenu(g.room(room), REBUILT_ITEM, colour as never);
  g.tts.runUntilIdle();
}

function setUp(): Game {
  const g = loadGame();
  g.act("setup");
  return g;
}

describe("I12 a Room Rebuilt by another cause", () => {
  it("I12 every Room tile carries the menu item at load, and again after a reload", () => {
    game = loadGame();
    const tiles = game.all("BRW:Room");
    expect(tiles.length).toBe(19);
    for (const t of tiles) expect(game.tts.contextMenuItems(t).map((i) => i.label)).toContain(REBUILT_ITEM);
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    for (const t of game.all("BRW:Room")) expect(game.tts.contextMenuItems(t).map((i) => i.label)).toEqual([REBUILT_ITEM]);
  });

  it("I12 R13 a report turns the tile and gives 2 Power Points; a second is refused, saying so, and gives nothing", () => {
    game = setUp();
    const before = power(game)!;
    report(game);
    expect(rebuilt(game, THRONE)).toBe(true);
    expect(power(game)).toBe(before + 2);
    report(game);
    expect(power(game)).toBe(before + 2);
    expect(rebuilt(game, THRONE)).toBe(true);
    expect(game.tts.messages.map((m) => m.text).join("\n")).toContain("Throne Room was already Rebuilt this game");
  });

  it("I12 a report after the players turned the tile themselves gives the Power Points and turns nothing", () => {
    game = setUp();
    const before = power(game)!;
    game.tts.flip(game.room(THRONE));
    game.tts.runUntilIdle();
    report(game);
    expect(power(game)).toBe(before + 2);
    expect(rebuilt(game, THRONE)).toBe(true);
  });

  it("I12 undo takes a report back exactly: the tile, the Power, and the memory (a new report pays again)", () => {
    game = setUp();
    const table = game.table();
    const before = power(game)!;
    report(game);
    game.act("undo");
    expect(game.table()).toBe(table);
    expect(power(game)).toBe(before);
    report(game);
    expect(power(game)).toBe(before + 2);
  });

  it("I12 the memory is saved with the game: after a reload a second report is refused", () => {
    game = setUp();
    report(game);
    const after = power(game);
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    report(game);
    expect(power(game)).toBe(after);
  });

  it("I12 I9 R13 a Room Jukas rebuilt (his Avatar Effect, R11c) refuses a later report from its menu item, saying so, and gives nothing", () => {
    game = setUp(); // Vortex Tokens in the Throne Room and its neighbours, the Treasure Room (4 Slots) among them
    for (let i = 0; i < 3; i++) {
      const piece = game.tts.addObject({
        kind: "token",
        nickname: "Red Instability",
        tags: ["BRW:Instability", "Red"],
        position: { x: 0, y: 3, z: 0 },
      });
      game.putIn(piece, "Treasure Room", -1.2 + 0.6 * i, 1.1);
    }
    game.act("avatarEffect");
    expect(rebuilt(game, "Treasure Room")).toBe(true);
    expect(game.room("Treasure Room").isFaceDown).toBe(true);
    const paid = power(game)!;
    expect(paid).toBeGreaterThanOrEqual(2); // R13: Jukas's own rebuild paid already
    const table = game.table();
    game.tts.clearMessages();
    report(game, "Treasure Room");
    expect(game.tts.messages.map((m) => m.text)).toContain(errorWords.alreadyRebuilt("Treasure Room"));
    expect(power(game)).toBe(paid);
    expect(game.table()).toBe(table);
    expect(game.room("Treasure Room").isFaceDown).toBe(true);
  });

  it("I12 rebuildsByReportOnly: a tile turned by hand with a Vortex Token, never reported, is pointed out once, saying how to report it, and pays nothing", () => {
    game = setUp();
    game.act("settings", { rebuildsByReportOnly: true });
    const before = power(game)!;
    game.tts.flip(game.room(THRONE));
    game.tts.runUntilIdle();
    game.act("target", { priority: 1 });
    game.act("undo");
    game.act("target", { priority: 2 });
    // Issue 41: a warning is a "Note:" in the chat, its codes left out.
    const notes = game.tts.messages.filter((m) => m.text.includes(plain(controllerWords.unreportedRebuild(THRONE))));
    expect(notes).toHaveLength(1);
    expect(power(game)).toBe(before);
  });

  it("I12 R13 a tile turned to its Rebuilt side by hand with a Vortex Token pays 2 Power Points at the next press, once; Undo takes it back", () => {
    game = setUp();
    const before = power(game)!;
    game.tts.flip(game.room(THRONE));
    game.tts.runUntilIdle();
    // Each Avatar Effect adds one Instability to the Rooms with a token: none fills (R11c pays nothing).
    game.act("avatarEffect");
    expect(power(game)).toBe(before + 2);
    expect(game.said()).toContain(ruleWords.rebuiltSeen(THRONE));
    game.act("avatarEffect");
    expect(power(game)).toBe(before + 2);
    game.act("undo");
    expect(power(game)).toBe(before + 2);
    game.act("undo");
    expect(power(game)).toBe(before);
    // Once per Room: the next press does not pay it again unasked; a report still can.
    game.act("avatarEffect");
    expect(power(game)).toBe(before);
    report(game);
    expect(power(game)).toBe(before + 2);
  });

  it("I9 I12 the memory wins over the tile: turned face up again and filled, the next Avatar Effect does not rebuild it nor pay again", () => {
    game = setUp();
    game.tts.flip(game.room(THRONE));
    game.tts.runUntilIdle();
    game.act("cleanup");
    const paid = power(game)!;
    expect(paid).toBe(2);
    game.tts.flip(game.room(THRONE));
    game.tts.runUntilIdle();
    for (let i = 0; i < 10; i++) {
      const piece = game.tts.addObject({
        kind: "token",
        nickname: "Red Instability",
        tags: ["BRW:Instability", "Red"],
        position: { x: 0, y: 3, z: 0 },
      });
      game.putIn(piece, THRONE, -1.5 + 0.3 * i, 1.4 - 0.1 * i);
    }
    game.putIn(game.one("BRW:Mage", "BRW:Jukas"), THRONE, 0, -1.5);
    game.tts.clearMessages();
    const logged = game.said().length;
    game.act("avatarEffect");
    expect(game.room(THRONE).isFaceDown).toBe(false);
    // The Avatar Effect's chat and its log entry (issue 41: the details are in Jukas's log).
    const chat = game.tts.announcements().length;
    const said = game.said().filter((_, i) => i < chat || i >= chat + logged);
    expect(said).toContain(ruleWords.roomRebuiltNoSlots(THRONE));
    expect(said.join("\n")).not.toContain("Vortices of Power");
    // The Avatar Effect's other rebuilds aside, nothing for the Throne Room: its token gave no Instability either.
    expect(power(game)).toBe(paid);
  });
});
