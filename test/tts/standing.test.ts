/**
 * A colour nobody plays is warned about once, when it changes, not at every press (I10): a
 * two-player round on the shipped save names Blue and Green once each, in the chat (issue 41:
 * the presser reads it there, not twice); a colour that comes into play and leaves again is named again. On the fake
 * TTS host: fengari, and MoonSharp in that tier.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

/** Every message naming a colour as not in play, as [where, colour]. */
function notInPlay(g: Game): string[] {
  // Issue 41: an action's warnings are one chat line, each starting "Note: ".
  return g.tts.messages.flatMap((m) =>
    m.text
      .split("Note: ")
      .filter((w) => w.trim().endsWith(" is not in play."))
      .map((w) => (m.kind === "broadcastToColor" || m.kind === "Player.broadcast" ? "screen " : "chat ") + w.split("'")[0]),
  );
}

describe("a colour not in play", () => {
  it("I10 a two-player round on the shipped save warns of Blue and Green once each, at the first press", () => {
    game = loadGame();
    for (const fn of ["jukasSetup", "jukasTarget1", "jukasTeleport1", "jukasAvatarEffect", "jukasCleanup", "jukasUndo", "jukasUndo"])
      game.click(fn, "Red");
    // Once each, in the chat: the presser reads it there too (issue 41: no warning twice).
    expect(notInPlay(game).sort()).toEqual(["chat Blue", "chat Green"]);
  });

  it("I10 a colour that comes into play and leaves again is warned of again, once", () => {
    game = loadGame();
    game.click("jukasSetup");
    const blue = game.one("BRW:Mage", "Blue");
    const home = { ...blue.position };
    game.putIn(blue, "Crypt");
    game.click("jukasTarget1");
    game.click("jukasTarget1");
    game.tts.move(blue, home);
    game.click("jukasTarget1");
    game.click("jukasTarget1");
    expect(
      notInPlay(game)
        .filter((m) => m.startsWith("chat "))
        .sort(),
    ).toEqual(["chat Blue", "chat Blue", "chat Green"]);
  });
});
