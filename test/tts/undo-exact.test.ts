/**
 * Issue #37: Undo is exact whenever no other piece moved onto the old spot since. A piece that lay
 * beside the spot before the action (whatever the action's read took) never takes it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, loadGame, roomOf } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const jukas = (g: Game) => g.one("BRW:Mage", "BRW:Jukas");

describe("issue #37: undo of a Teleport puts Jukas back exactly", () => {
  // Teleport 1 (most Mages) and 3 (most Power) go to Red in the Crypt: neither reads every piece.
  for (const priority of [1, 3] as const) {
    it(`Teleport ${priority} out of a Room where Instability and a Vortex Token lie close beside him: Undo sets him back where he lay, saying no spot is taken`, () => {
      game = loadGame();
      game.click("jukasSetup");
      game.putIn(game.one("BRW:Mage", "Red"), "Crypt", 1.2);
      game.one("BRW:Power", "Red").counter = 3;
      const model = jukas(game);
      const room = roomOf(game, model)!;
      expect(room).toBeDefined();
      // Players lay a piece of Instability and a Vortex Token closer to him than the mod sets pieces apart.
      const at = model.position;
      const taken = game.tts.takeOut(game.one("BRW:Instability", "Red"), { x: at.x + 0.25, y: at.y, z: at.z });
      expect(taken?.tags).toContain("BRW:Instability");
      game.tts.move(game.all("BRW:Vortex")[0], { x: at.x - 0.25, y: at.y, z: at.z });
      game.tts.runUntilIdle();
      const before = game.table();
      const heard = game.said().length;
      game.click(`jukasTeleport${priority}`);
      expect(roomOf(game, model)).toBe("Crypt");
      game.click("jukasUndo");
      const said = game.said().slice(heard);
      expect(said.filter((s) => /old spots? (is|are) taken/.test(s))).toEqual([]);
      expect(game.table()).toBe(before);
    });
  }
});
