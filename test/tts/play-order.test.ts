/**
 * R10's play order from TTS's turns as its API documents them (src/tts/host.ts): the order TTS
 * gives, `Turns.getTurnOrder()` (`Turns.type` 1, automatic: the seated players in seat order; 2,
 * custom: `Turns.order`), and `Turns.reverse_order` turns it round; over the colours in play (White
 * and Red here), a colour in play that TTS's order lacks after them. On the fake TTS host: the Lua
 * on fengari, and on MoonSharp in its tier.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTSOptions } from "../../hosts/fake-tts";
import { Game, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

function playOrder(turns: { type: number; order?: string[]; reverse_order: boolean }, options: FakeTTSOptions = {}): string[] {
  game = loadGame(options);
  // The save's own turns (off) replace a host option's: set as a player would, after loading.
  game.tts.turns = { ...game.tts.turns, enable: true, order: [], ...turns };
  return (game.state() as unknown as { playOrder: string[] }).playOrder;
}

describe("R10 play order from TTS's turns", () => {
  it("R10 automatic turns (type 1) follow the seats' order, whatever Turns.order holds", () => {
    expect(playOrder({ type: 1, order: ["Red", "White"], reverse_order: false })).toEqual(["White", "Red"]);
  });

  it("R10 automatic turns reversed (reverse_order) run the seats backwards", () => {
    expect(playOrder({ type: 1, reverse_order: true })).toEqual(["Red", "White"]);
  });

  it("R10 automatic turns follow the order TTS gives (issue #37): Red seated alone plays first, White (played hot seat) after", () => {
    expect(playOrder({ type: 1, reverse_order: false }, { players: [{ color: "Red", host: true }] })).toEqual(["Red", "White"]);
  });

  it("R10 custom turns (type 2) follow Turns.order", () => {
    expect(playOrder({ type: 2, order: ["Red", "White"], reverse_order: false })).toEqual(["Red", "White"]);
  });

  it("R10 custom turns reversed run Turns.order backwards", () => {
    expect(playOrder({ type: 2, order: ["Red", "White"], reverse_order: true })).toEqual(["White", "Red"]);
  });
});
