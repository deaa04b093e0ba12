/**
 * The Mage models' "Resolved a Spell here" item follows the model, not its GUID: a model that
 * comes back out of a bag, is reloaded or changes state is a new object, and gets the item again,
 * once (TTS-FACTS: a menu item belongs to one object instance). On the fake TTS host: fengari,
 * and MoonSharp in that tier.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { Game, loadGame } from "./game";

const ITEM = "Resolved a Spell here";
let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const red = (g: Game) => g.one("BRW:Mage", "Red");
const items = (g: Game, o: FakeObject) => g.tts.contextMenuItems(o).filter((i) => i.label === ITEM).length;

/** Setup, Red's model into the Crypt (a Vortex Room), then the item on this model resolves a Spell there (R8). */
function resolvesThere(g: Game, model: FakeObject): void {
  g.putIn(model, "Crypt", 1.2);
  g.tts.contextMenu(model, ITEM, "Red");
  g.tts.runUntilIdle();
  expect(g.state().mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(1);
}

describe("the Resolved a Spell here item", () => {
  it("R8 a model put into a bag and taken out again has the item once, and it works", () => {
    game = loadGame();
    game.click("jukasSetup");
    expect(items(game, red(game))).toBe(1);
    const bag = game.tts.addObject({ kind: "bag", nickname: "Spare models", position: { x: 40, y: 1, z: 40 } });
    game.tts.putInto(bag, red(game));
    const back = game.tts.takeOut(bag, { x: 38, y: 1, z: 40 })!;
    game.tts.runUntilIdle();
    expect(back.tags).toContain("BRW:Mage");
    expect(items(game, back)).toBe(1);
    resolvesThere(game, back);
    expect(items(game, back)).toBe(1);
  });

  it("R8 a reloaded model has the item once", () => {
    game = loadGame();
    game.click("jukasSetup");
    const again = game.tts.reloadObject(red(game));
    game.tts.runUntilIdle();
    expect(items(game, again)).toBe(1);
    resolvesThere(game, again);
  });

  it("R8 a model that changes state (a new object, a new GUID) has the item once", () => {
    game = loadGame();
    game.click("jukasSetup");
    const other = game.tts.changeState(red(game));
    game.tts.runUntilIdle();
    expect(items(game, other)).toBe(1);
    resolvesThere(game, other);
  });
});
