/**
 * I11, "Any seated player may settle ties", on the Avatar Card (hot-seat and solo play): off by
 * default, the refusal to a non-holder names the way out, the host turns it on, a seated player
 * then settles the Crown's choice for its holder, and the setting survives a save and reload.
 */
import { afterEach, describe, expect, it } from "vitest";
import { settingFn } from "../../src/tts/ui";
import { settingLineWords } from "../../src/words/settings";
import { Game, gameOf, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);

function toggle(g: Game): { label: string; index: number } {
  const b = g.tts.buttons(g.avatar).find((x) => x.click_function === settingFn("anySeatedSettles"));
  expect(b, "I11's toggle").toBeDefined();
  return { label: b!.label as string, index: b!.index };
}

function choose(g: Game, n: number, colour: string): void {
  g.click("jukasChoose" + String(n), colour);
}

const toRed = (g: Game) => g.tts.messages.filter((m) => m.to === "Red").map((m) => m.text);

/** A Priority 1 tie between the Crypt (Red) and the Forge (White), White holding the Crown. */
function tie(g: Game): void {
  g.putIn(model(g, "Red"), "Crypt");
  g.putIn(model(g, "White"), "Forge");
  g.click("jukasTeleport1");
}

describe("I11 any seated player may settle ties", () => {
  it("R17 off by default: Red's pick is refused, and the refusal says how to switch colour or turn the setting on", () => {
    game = loadGame();
    expect(toggle(game).label).toBe(settingLineWords.toggle("anySeatedSettles", false));
    tie(game);
    choose(game, 1, "Red");
    expect(toRed(game)).toContain('Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".');
  });

  it("I11 the host turns it on; then Red, seated, settles White's choice, announced as such", () => {
    game = loadGame();
    tie(game);
    game.tts.clickButton(game.avatar, toggle(game).index, "White");
    game.tts.runUntilIdle();
    expect(toggle(game).label).toBe(settingLineWords.toggle("anySeatedSettles", true));
    expect(game.said()).toContain('Jukas: "Any seated player may settle ties" is now on.');
    expect(game.said()).toContain(
      "On: whoever sits at any seat settles a Choice of the Crown, for its holder (one person playing several colours).",
    );
    choose(game, 1, "Red");
    expect(game.said()).toContain(
      "Jukas, Teleport (Priority 1): Crypt (Choice of the Crown: Red, a seated player, for White: setting anySeatedSettles, I11)",
    );
    expect(game.said()).toContain("Jukas teleports to Crypt (R12).");
  });

  it("I11 only the host changes it by a click", () => {
    game = loadGame();
    game.tts.clickButton(game.avatar, toggle(game).index, "Red");
    game.tts.runUntilIdle();
    expect(toggle(game).label).toBe(settingLineWords.toggle("anySeatedSettles", false));
    expect(toRed(game)).toContain("Only the host (White) changes Jukas's settings.");
  });

  it("I11 the setting survives a save and reload, and works after it; turned off again, Red is refused again", () => {
    game = loadGame();
    expect(game.act("settings", { anySeatedSettles: true })).toMatchObject({ ok: true, settings: { anySeatedSettles: true } });
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    expect(toggle(game).label).toBe(settingLineWords.toggle("anySeatedSettles", true));
    expect(game.act("settings", {})).toMatchObject({ ok: true, settings: { anySeatedSettles: true, countJukasAsMage: false } });
    tie(game);
    choose(game, 2, "Red");
    expect(game.said()).toContain("Jukas teleports to Forge (R12).");
    game.click("jukasUndo");
    game.tts.clickButton(game.avatar, toggle(game).index, "White");
    game.tts.runUntilIdle();
    expect(toggle(game).label).toBe(settingLineWords.toggle("anySeatedSettles", false));
    game.click("jukasTeleport1");
    choose(game, 1, "Red");
    expect(toRed(game).at(-1)).toMatch(/^Red does not hold the Crown: White chooses\./);
  });

  it("settings refuses a value that is not true or false", () => {
    game = loadGame();
    expect(game.act("settings", { anySeatedSettles: "yes" })).toMatchObject({
      ok: false,
      error: "settings: anySeatedSettles must be true or false; nothing was changed.",
    });
  });
});
