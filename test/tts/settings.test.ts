/**
 * docs/rules.md's Settings on the TTS save (fake host; the Lua on fengari, and on MoonSharp in
 * its tier): the card's toggles show every setting and its state, only the host's click changes
 * one, `settings` and the toggles agree, unknown names and wrong types are refused by name with
 * nothing changed, the settings survive a save and reload, and the core applies them in the mod.
 */
import { plain } from "../../src/words/text";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, SETTINGS, Settings } from "../../src/core/settings";
import { settingLineWords } from "../../src/words/settings";
import { settingFn } from "../../src/tts/ui";
import { Game, gameOf, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

/** Each setting's toggle on the Avatar Card, as it reads now, in docs/rules.md's order. */
function toggles(g: Game): string[] {
  const buttons = g.tts.buttons(g.avatar);
  return SETTINGS.map((s) => {
    const b = buttons.find((x) => x.click_function === settingFn(s.name));
    expect(b, s.name + "'s toggle").toBeDefined();
    return b!.label as string;
  });
}

const labels = (on: Settings) => SETTINGS.map((s) => settingLineWords.toggle(s.name, on[s.name]));

describe("the settings' toggles on the Avatar Card", () => {
  it("I1 I2 I3 I5 I11 show every setting at its default, and settings {} answers the same", () => {
    game = loadGame();
    expect(toggles(game)).toEqual(labels(DEFAULT_SETTINGS));
    expect(game.act("settings", {})).toMatchObject({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it("I3 the host's click flips countJukasAsMage, announced; settings and the toggle agree", () => {
    game = loadGame();
    game.click(settingFn("countJukasAsMage"), "White");
    expect(toggles(game)[0]).toBe(settingLineWords.toggle("countJukasAsMage", true));
    expect(game.act("settings", {})).toMatchObject({ settings: { ...DEFAULT_SETTINGS, countJukasAsMage: true } });
    expect(game.said()).toContain('Jukas: "Count Jukas among a Room\'s Mages" is now on.');
    expect(game.said()).toContain(plain(settingLineWords.changedDetail("countJukasAsMage", "I3", true)));
  });

  it("I5 a player who is not the host changes nothing by a click, and is told so", () => {
    game = loadGame();
    game.click(settingFn("cellMagesAreTargets"), "Red");
    expect(toggles(game)).toEqual(labels(DEFAULT_SETTINGS));
    expect(game.tts.messages.filter((m) => m.to === "Red").map((m) => m.text)).toContain("Only the host (White) changes Jukas's settings.");
  });

  it("I2 unknown names and wrong types are refused by name, and nothing changes", () => {
    game = loadGame();
    const unknown = game.act("settings", { jukasInstabilityIsBlackRose: true, countJukas: true });
    expect(unknown).toMatchObject({ ok: false });
    expect(unknown.error).toContain('no setting is named "countJukas"');
    expect(game.act("settings", { effectInTargetRoom: "yes" })).toMatchObject({
      ok: false,
      error: "settings: effectInTargetRoom must be true or false; nothing was changed.",
    });
    expect(toggles(game)).toEqual(labels(DEFAULT_SETTINGS));
  });

  it("I1 I2 I3 I5 I11 I12 settings survive a save and reload", () => {
    game = loadGame();
    const changed: Settings = {
      countJukasAsMage: true,
      jukasInstabilityIsBlackRose: true,
      effectInTargetRoom: true,
      cellMagesAreTargets: false,
      anySeatedSettles: true,
      rebuildsByReportOnly: true,
    };
    expect(game.act("settings", { ...changed })).toMatchObject({ ok: true, settings: changed });
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    expect(toggles(game)).toEqual(labels(changed));
    expect(game.act("settings", {})).toMatchObject({ settings: changed });
  });

  it("I3 applied on the table: Jukas and Red in the Crypt, White in the Forge tie at Priority 1, until the setting is on", () => {
    game = loadGame();
    game.putIn(game.one("BRW:Mage", "BRW:Jukas"), "Crypt", -1);
    game.putIn(game.one("BRW:Mage", "Red"), "Crypt", 1);
    game.putIn(game.one("BRW:Mage", "White"), "Forge");
    expect(game.act("target", { priority: 1 })).toMatchObject({ ok: true, pending: true });
    game.act("undo");
    game.act("settings", { countJukasAsMage: true });
    expect(game.act("target", { priority: 1 })).toMatchObject({ ok: true, room: "Crypt" });
    expect(game.said()).toContain("Setting countJukasAsMage is on (I3): without it, a tie between Crypt, Forge.");
  });
});
