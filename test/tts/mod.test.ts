/**
 * The TTS mod as players meet it: the built save, its built Lua, on the fake TTS host. Each
 * scenario asserts where the real pieces end up, what was announced, and that no script failed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, gameOf, loadGame, roomOf } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);
const jukas = (g: Game) => g.one("BRW:Mage", "BRW:Jukas");
const vortexIn = (g: Game) =>
  g
    .all("BRW:Vortex")
    .map((v) => roomOf(g, v))
    .filter((r) => r !== undefined)
    .sort();

describe("TTS mod on the fake host", () => {
  it("R4 R5 Setup moves Jukas's model into the Throne Room and 7 Vortex Tokens out of the bag", () => {
    game = loadGame();
    game.click("jukasSetup");
    expect(roomOf(game, jukas(game))).toBe("Throne Room");
    expect(vortexIn(game)).toEqual([
      "Alchemical Laboratory",
      "Arena",
      "Black Rose Room",
      "Crypt",
      "The Abyss",
      "Throne Room",
      "Treasure Room",
    ]);
    expect(game.one("BRW:VortexPool").contents).toHaveLength(5);
    expect(game.said()).toContain("Vortex Token placed in Throne Room (R5).");
    expect(game.tts.overlaps()).toEqual([]);
  });

  it("R14 Target 1 names the Room with the most Mages, with its reason, and highlights it", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt", -0.8);
    game.putIn(model(game, "Blue"), "Crypt", 0.8);
    game.click("jukasTarget1");
    expect(game.said()).toContain("Jukas, Priority 1: Crypt (most Mages: 2)");
    expect(game.tts.highlights(game.room("Crypt")).length).toBeGreaterThan(0);
  });

  it("R17 I6 a tie asks the Crown: Red's click is refused to Red, White's choice settles it", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.click("jukasTarget1");
    const choices = game.tts
      .buttons(game.avatar)
      .filter((b) => b.click_function.startsWith("jukasChoose"))
      .map((b) => b.label);
    expect(choices).toEqual(["Crypt", "Forge"]);
    game.click("jukasChoose1", "Red");
    const toRed = game.tts.messages.filter((m) => m.to === "Red").map((m) => m.text);
    expect(toRed).toContain("Red does not hold the Crown: White chooses.");
    game.click("jukasChoose2", "White");
    expect(game.said()).toContain("Jukas, Priority 1: Forge (Choice of the Crown (White))");
    expect(game.tts.buttons(game.avatar).filter((b) => b.click_function.startsWith("jukasChoose"))).toEqual([]);
  });

  it("R12 Teleport 1 from his Cell puts Jukas's model in the target Room", () => {
    game = loadGame();
    expect(game.state().jukas.cell).toBe("Jukas");
    game.putIn(model(game, "Red"), "Garden");
    game.click("jukasTeleport1");
    expect(roomOf(game, jukas(game))).toBe("Garden");
    expect(game.said()).toContain("Jukas teleports to Garden (R12).");
  });

  it("R11 R13 an Avatar Effect fills Forge, flips its tile and gives Jukas 2 Power", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Forge");
    for (const dx of [-1, 0, 1]) {
      game.tts.addObject({ kind: "token", nickname: "Red Instability", tags: ["BRW:Instability", "Red"], position: { x: 0, y: 2, z: 0 } });
    }
    const reds = game.all("BRW:Instability", "Red").filter((o) => o.nickname === "Red Instability");
    reds.forEach((piece, i) => game.putIn(piece, "Forge", -1 + i, 1));
    game.click("jukasTeleport1");
    game.click("jukasAvatarEffect");
    expect(game.room("Forge").isFaceDown).toBe(true);
    expect(game.one("BRW:Power", "BRW:Jukas").counter).toBe(2);
    const forge = game.state().rooms.find((r) => r.name === "Forge")!;
    expect(forge).toMatchObject({ vortex: 1, rebuilt: true, instability: { Red: 3, Jukas: 1 } });
    expect(game.said().some((s) => s.startsWith("Forge is Rebuilt (R11c"))).toBe(true);
  });

  it("R8 R10 a spell resolved in a Vortex Room moves the token to the card; Clean-up returns it", () => {
    game = loadGame();
    game.click("jukasSetup");
    game.putIn(model(game, "Red"), "Crypt", 1.2);
    game.tts.contextMenu(model(game, "Red"), "Resolved a Spell here", "Red");
    game.tts.runUntilIdle();
    expect(game.state().mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(1);
    expect(game.state().rooms.find((r) => r.name === "Crypt")!.vortex).toBe(0);
    game.click("jukasCleanup");
    expect(game.one("BRW:VortexPool").contents).toHaveLength(6);
    expect(game.state().mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(0);
  });

  it("R10 two tokens on a Mage Card: Clean-up deals a Forgotten Spell into that hand", () => {
    game = loadGame();
    game.click("jukasSetup");
    game.putIn(model(game, "Red"), "Crypt", 1.2);
    game.tts.contextMenu(model(game, "Red"), "Resolved a Spell here", "Red");
    game.putIn(model(game, "Red"), "Arena", 1.2);
    game.tts.contextMenu(model(game, "Red"), "Resolved a Spell here", "Red");
    game.tts.runUntilIdle();
    game.click("jukasCleanup");
    expect(game.tts.handObjects("Red")).toHaveLength(1);
    expect(game.said()).toContain("Red discarded two or more: they draw a Forgotten Spell (R10).");
  });

  it("R5 Undo puts back exactly what Setup moved", () => {
    game = loadGame();
    const before = game.table();
    game.click("jukasSetup");
    expect(game.table()).not.toBe(before);
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
  });

  it("R5 Undo right after Setup puts Jukas back exactly, though a piece lay beside him in his Cell before", () => {
    game = loadGame();
    const j = jukas(game);
    // Within the clearance the mod keeps (0.15 of a tile width) of Jukas's spot, and there before Setup.
    game.tts.move(model(game, "Red"), { x: j.position.x + 0.2, y: j.position.y, z: j.position.z });
    game.tts.runUntilIdle();
    const before = game.table();
    game.click("jukasSetup");
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
    expect(game.said().filter((s) => s.includes("taken"))).toEqual([]);
  });

  it("I6 I10 two seated on the four-colour save: Priority 3 never names Blue or Green, even without their counters; a tie with the Crown on Blue's card goes to the nearest colour in play, and moving the Crown settles it", () => {
    game = loadGame();
    for (const c of ["Blue", "Green"]) for (const tag of ["BRW:Power", "BRW:Damage"]) game.tts.destroy(game.one(tag, c));
    game.tts.runUntilIdle();
    expect(game.state().mages.map((m) => m.color)).toEqual(["White", "Red"]);
    game.click("jukasTarget3");
    const named = game.said().filter((s) => s.startsWith("Jukas, Priority 3"));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((s) => /Blue|Green/.test(s))).toEqual([]);
    game.click("jukasUndo");
    const blueCard = game.one("BRW:MageCard", "Blue");
    game.tts.move(game.one("BRW:Crown"), { x: blueCard.position.x, y: 1.5, z: blueCard.position.z });
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.click("jukasTarget1");
    const holder = game.state().crown!;
    expect(["White", "Red"]).toContain(holder);
    expect(game.said()).toContain(
      `The Crown lies nearest Blue's Mage Card, but Blue is not in play: ${holder}, the nearest colour in play, holds it (I6, I10).`,
    );
    const other = holder === "White" ? "Red" : "White";
    game.click("jukasChoose1", other);
    expect(game.tts.messages.filter((m) => m.to === other).map((m) => m.text)).toContain(
      `${other} does not hold the Crown: ${holder} chooses.`,
    );
    const card = game.one("BRW:MageCard", other);
    game.tts.move(game.one("BRW:Crown"), { x: card.position.x, y: 1.5, z: card.position.z });
    game.tts.runUntilIdle();
    game.click("jukasChoose1", other);
    expect(game.said()).toContain(`Jukas, Priority 1: Crypt (Choice of the Crown (${other}))`);
  });

  it("a piece deleted in mid-move stops the action with a sentence, never a script error; undo puts back what moved", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Garden");
    const jukasGuid = jukas(game).guid;
    game.tts.call(game.avatar, "setup", {});
    game.tts.tick(3);
    const moving = game.tts.getObject(jukasGuid)!;
    expect(moving.isSmoothMoving()).toBe(true);
    game.tts.destroy(moving);
    game.tts.runUntilIdle();
    expect(game.said()).toContain(
      "Jukas: piece " + jukasGuid + " was deleted while it moved; the action stopped there (undo puts back what moved).",
    );
    // The model went first: nothing else of the setup was carried out.
    expect(game.one("BRW:VortexPool").contents).toHaveLength(12);
    expect(game.act("undo")).toMatchObject({ ok: true });
    expect(game.said()).toContain("Jukas: undo of setup (0 steps put back).");
  });

  it("R10 Undo of a Clean-up lays the tokens back on the Mage Card as they lay, turned as they were", () => {
    game = loadGame();
    const pool = game.one("BRW:VortexPool");
    const card = game.one("BRW:MageCard", "Red");
    [-1.2, 1.2].forEach((dx, i) => {
      const data = pool.contents!.shift()!;
      game.tts.addObject({
        ...data,
        Transform: { ...data.Transform!, posX: card.position.x + dx, posY: 1.4, posZ: card.position.z, rotY: 40 + 90 * i },
      });
    });
    game.tts.runUntilIdle();
    const before = game.table();
    game.click("jukasCleanup");
    expect(game.tts.handObjects("Red")).toHaveLength(1);
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
  });

  it("R17 a Crown choice survives a save and reload, then moves Jukas", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.click("jukasTeleport1");
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    const choices = game.tts
      .buttons(game.avatar)
      .filter((b) => b.click_function.startsWith("jukasChoose"))
      .map((b) => b.label);
    expect(choices).toEqual(["Crypt", "Forge"]);
    game.click("jukasChoose1", "White");
    expect(roomOf(game, jukas(game))).toBe("Crypt");
  });
});
