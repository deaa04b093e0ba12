/**
 * R10's play order from TTS's turns as its API documents them (src/tts/tabletop.ts): `Turns.type` 1
 * (automatic) is the seats' order (`Turns.getTurnOrder()`: the seated players), 2 (custom) is `Turns.order`, and `Turns.reverse_order` turns
 * either round; over the colours in play (White, Red and Blue here), started at the Crown holder
 * (L6). On the fake TTS host: the Lua on fengari, and on MoonSharp in its tier.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTSOptions } from "../../hosts/fake-tts";
import { Game, SAVE, loadGame, withMagesInCells } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const IN_PLAY = ["White", "Red", "Blue"];

function load(holder = "White", options: FakeTTSOptions = {}): Game {
  // Each colour in play seated: automatic turns list the seated players (Turns.getTurnOrder()).
  const seated = { players: [{ color: "White", host: true }, { color: "Red" }, { color: "Blue" }] } as FakeTTSOptions;
  const g = loadGame({ ...seated, ...options }, withMagesInCells(readFileSync(SAVE, "utf8"), IN_PLAY));
  if (holder !== "White") {
    const card = g.one("BRW:MageCard", holder);
    g.tts.move(g.one("BRW:Crown"), { x: card.position.x, y: card.position.y + 0.5, z: card.position.z + 1 });
    g.tts.runUntilIdle();
  }
  return g;
}

function playOrder(
  turns: { type: number; order?: string[]; reverse_order: boolean },
  holder = "White",
  options: FakeTTSOptions = {},
): string[] {
  game = load(holder, options);
  // The save's own turns (off) replace a host option's: set as a player would, after loading.
  game.tts.turns = { ...game.tts.turns, enable: true, order: [], ...turns };
  return (game.state() as unknown as { playOrder: string[] }).playOrder;
}

describe("R10 play order from TTS's turns", () => {
  it("R10 L6 automatic turns (type 1) follow the seats' order from the holder, whatever Turns.order holds", () => {
    expect(playOrder({ type: 1, order: ["Red", "White", "Blue"], reverse_order: false })).toEqual(["White", "Red", "Blue"]);
  });

  it("R10 L6 automatic turns reversed (reverse_order) run the seats backwards from the holder", () => {
    expect(playOrder({ type: 1, reverse_order: true })).toEqual(["White", "Blue", "Red"]);
  });

  it("R10 automatic turns follow the order TTS gives (issue #37): Red seated alone plays first, White and Blue (played hot seat) after", () => {
    expect(playOrder({ type: 1, reverse_order: false }, "White", { players: [{ color: "Red", host: true }] })).toEqual([
      "Red",
      "White",
      "Blue",
    ]);
  });

  it("R10 L6 custom turns (type 2) follow Turns.order, started at the holder", () => {
    expect(playOrder({ type: 2, order: ["Red", "Blue", "White"], reverse_order: false })).toEqual(["White", "Red", "Blue"]);
  });

  it("R10 L6 custom turns reversed run Turns.order backwards from the holder", () => {
    expect(playOrder({ type: 2, order: ["Red", "Blue", "White"], reverse_order: true })).toEqual(["White", "Blue", "Red"]);
  });

  it("R10 L6 with turns on and the Crown on Blue's card, Clean-up discards in the order from Blue", () => {
    game = load("Blue");
    game.tts.turns = { ...game.tts.turns, enable: true, type: 2, order: ["White", "Red", "Blue"], reverse_order: false };
    expect(game.state().crown).toBe("Blue");
    game.act("setup");
    // One token on each Mage Card, from the Rooms Setup filled (R5).
    const rooms = game.state().rooms.filter((r) => r.vortex > 0);
    const tokens = game.all("BRW:Vortex");
    for (let i = 0; i < IN_PLAY.length; i++) {
      const card = game.one("BRW:MageCard", IN_PLAY[i]);
      game.tts.move(tokens[i], { x: card.position.x, y: card.position.y + 0.4, z: card.position.z });
    }
    game.tts.runUntilIdle();
    expect(rooms.length).toBeGreaterThanOrEqual(3);
    game.act("cleanup");
    // The chat says the whole order in one line: the headline, or the line after a headline of counts.
    const line = game.said().find((s) => /^(Clean-up: )?\w+ discards .*;/.test(s))!;
    expect(line.split("; ").map((s) => s.replace("Clean-up: ", "").split(" ")[0])).toEqual(["Blue", "White", "Red"]);
  });
});
