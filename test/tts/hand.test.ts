/**
 * `getHandTransform()` is asked one guarded way everywhere (src/tts/hand.ts): a colour without a
 * hand zone, or whose call raises, gets no card and a plain sentence, and the tagging assistant
 * still scans the table. On the fake TTS host: fengari, and MoonSharp in that tier.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FakeTTSOptions } from "../../hosts/fake-tts";
import { Game, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

/** Red resolves two Spells in Vortex Rooms, so Clean-up deals Red a Forgotten Spell (R10). */
function dealToRed(g: Game): void {
  g.click("jukasSetup");
  const model = g.one("BRW:Mage", "Red");
  for (const room of ["Crypt", "Arena"]) {
    g.putIn(model, room, 1.2);
    g.tts.contextMenu(model, "Resolved a Spell here", "Red");
    g.tts.runUntilIdle();
  }
  g.click("jukasCleanup");
}

describe.each<[string, FakeTTSOptions]>([
  ["has no hand zone", { handless: ["Red"] }],
  ["raises on getHandTransform", { handRaises: ["Red"] }],
])("a colour that %s", (_, options) => {
  it("R10 gets no card, the players are told why, and no script fails", () => {
    game = loadGame(options);
    dealToRed(game);
    expect(game.tts.handObjects("Red")).toHaveLength(0);
    expect(game.said()).toContain("Jukas: Red has no hand on this table; no card was dealt.");
  });

  it("the tagging assistant still scans the table", () => {
    game = loadGame(options);
    game.act("prepare");
    expect(game.said().some((s) => s.startsWith("Jukas, Prepare this table: "))).toBe(true);
  });
});
