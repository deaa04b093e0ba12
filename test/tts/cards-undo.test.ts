/**
 * Jukas's cards in TTS across a save and reload, and undo of a card: the built save and its Lua
 * on the fake TTS host, as cards.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, gameOf, loadGame, roomOf } from "./game";
import { COMMAND, model, jukas, notesOf, choices, deckOf, cardOnTable, idsIn, putOnTop, onlyJukas, redInstability } from "./card-decks";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

describe("a card across a save, and undo", () => {
  it("R17 a card paused at the Crown's choice survives a save and reload, then goes on to the end", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    game.click("jukasCommandCard");
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    expect(choices(game)).toEqual(["Crypt", "Forge"]);
    expect(cardOnTable(game, "example-1").isFaceDown).toBe(false);
    game.click("jukasChoose1", "White");
    expect(roomOf(game, jukas(game))).toBe("Crypt");
    expect(game.said()).toContain("Command card example-1 is resolved.");
    expect(game.state().rooms.find((r) => r.name === "Crypt")).toMatchObject({ vortex: 1, instability: { Jukas: 1 } });
  });

  it("undo after a card puts back everything it moved, the drawn card on top of its deck; the same card is drawn again", () => {
    game = loadGame();
    game.click("jukasSetup");
    redInstability(game, "Crypt", 5);
    redInstability(game, "Treasure Room", 3);
    putOnTop(game, COMMAND, "example-2");
    const before = game.table();
    game.click("jukasCommandCard");
    expect(game.one("BRW:Power", "BRW:Jukas").counter).toBe(4);
    game.click("jukasUndo");
    // The draw, 7 pieces of Instability, 2 tiles flipped, the Power counter set twice.
    expect(game.said()).toContain("Undo: the Command card, 12 changes put back.");
    expect(game.table()).toBe(before);
    expect(idsIn(deckOf(game, COMMAND))[0]).toBe("example-2");
    expect(game.room("Crypt").isFaceDown).toBe(false);
    game.click("jukasCommandCard");
    expect(game.said()).toContain("Command card example-2 is resolved.");
    expect(cardOnTable(game, "example-2").isFaceDown).toBe(false);
  });

  it("R17 undo after a card that waited for the Crown puts back the whole card, across the save and the choice", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    const before = game.table();
    game.click("jukasCommandCard");
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    game.click("jukasChoose2", "White");
    expect(roomOf(game, jukas(game))).toBe("Forge");
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
    expect(idsIn(deckOf(game, COMMAND))[0]).toBe("example-1");
  });

  it("R17 issue 28's round: Setup, Avatar Effect, a card waiting for the Crown; each Undo steps back one, to the start", () => {
    game = loadGame();
    // Both Rooms are the Throne Room's neighbours: a Vortex Token and an Instability each, still tied.
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Treasure Room");
    const tables = [game.table()];
    game.click("jukasSetup");
    tables.push(game.table());
    game.click("jukasAvatarEffect");
    tables.push(game.table());
    game.click("jukasCommandCard");
    expect(choices(game)).toEqual(["Crypt", "Treasure Room"]);
    tables.push(game.table());
    const undo = () => {
      game.tts.clearMessages();
      game.click("jukasUndo");
      return game.tts.announcements();
    };
    expect(undo()[0]).toBe("Undo: the choice is cancelled; the Command card stops at step 1.");
    expect(choices(game)).toEqual([]);
    expect(game.table()).toBe(tables.pop());
    expect(undo()).toEqual(["Undo: the Command card, 1 change put back.", "Undo again to undo the Avatar Effect."]);
    expect(game.table()).toBe(tables.pop());
    expect(idsIn(deckOf(game, COMMAND))[0]).toBe("example-1");
    expect(undo()[1]).toBe("Undo again to undo the Setup.");
    expect(game.table()).toBe(tables.pop());
    expect(undo()).toEqual(["Undo: the Setup, 8 changes put back.", "That was the first action: there is nothing more to undo."]);
    expect(game.table()).toBe(tables.pop());
    // Issue 41: the refusal is the presser's alone, not the chat's.
    expect(undo()).toEqual([]);
  });

  it("a deck drawn down to its last card (TTS lays that card in its place): undo makes the two a deck again, the drawn card on top, and it is drawn first again", () => {
    game = loadGame();
    onlyJukas(game);
    putOnTop(game, COMMAND, "example-3");
    deckOf(game, COMMAND).contents!.splice(2); // example-3, then example-1
    game.click("jukasCommandCard");
    const faceDown = () => game.all(COMMAND).filter((o) => o.isFaceDown);
    expect(faceDown().map((o) => o.gmNotes)).toEqual([notesOf("example-1")]);
    game.click("jukasUndo");
    // As it was before the draw: one deck of two, tagged as Jukas's Command deck (as the paper table and TTPG keep it).
    expect(faceDown()).toHaveLength(1);
    expect(deckOf(game, COMMAND).contents!.map((d) => d.GMNotes)).toEqual([notesOf("example-3"), notesOf("example-1")]);
    game.tts.clearMessages();
    game.click("jukasCommandCard");
    // Nothing decided in it (no Mage is a target): the card's headline names it.
    expect(game.said()[0]).toBe("Command card Example: a Mage target that may not exist.");
    expect(cardOnTable(game, "example-3").isFaceDown).toBe(false);
    expect(faceDown().map((o) => o.gmNotes)).toEqual([notesOf("example-1")]);
  });

  it("R17 undo while a card waits for the Crown cancels the choice; undo again puts back the drawn card", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    const before = game.table();
    game.click("jukasCommandCard");
    game.click("jukasUndo");
    expect(game.said()).toContain("Undo: the choice is cancelled; the Command card stops at step 1.");
    expect(choices(game)).toEqual([]);
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
    expect(idsIn(deckOf(game, COMMAND))[0]).toBe("example-1");
  });
});
