/**
 * Jukas's cards as players meet them in TTS: the built save (its decks built from
 * cards/example.json, the descriptions in the Avatar Card's GM Notes), its built Lua, on the fake
 * TTS host. Each scenario draws a card with the Avatar Card's buttons (or its script API) and
 * asserts where the real pieces end up, what was announced, and that no script failed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, gameOf, loadGame, roomOf } from "./game";
import {
  COMMAND,
  EVOCATION,
  EVENT,
  model,
  jukas,
  notesOf,
  choices,
  deckOf,
  cardOnTable,
  idsIn,
  putOnTop,
  expectDiscarded,
  onlyJukas,
  withoutDeck,
  redInstability,
} from "./card-decks";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

describe("the card decks in the save", () => {
  it("lays Jukas's three decks face down beside his Avatar Card, each card named and carrying its id; the Avatar Card carries the descriptions", () => {
    game = loadGame();
    const command = deckOf(game, COMMAND);
    expect(command.isFaceDown).toBe(true);
    expect(command.nickname).toBe("Jukas Command Cards");
    expect(idsIn(command)).toEqual(["example-1", "example-2", "example-3", "example-6"]);
    expect(command.contents![0].Nickname).toBe("Example: teleport by Priority 1, then the Avatar Effect");
    // The example file has one Evocation and one Event card: each deck is that one card.
    expect(game.one(EVOCATION).gmNotes).toBe(notesOf("example-4"));
    expect(game.one(EVENT).gmNotes).toBe(notesOf("example-5"));
    const definitions = JSON.parse(game.avatar.gmNotes);
    expect(definitions.format).toBe(1);
    expect(definitions.cards.map((c: { id: string }) => c.id)).toEqual([
      "example-1",
      "example-2",
      "example-3",
      "example-4",
      "example-5",
      "example-6",
    ]);
  });
});

describe("Resolve top card on the fake host", () => {
  it("R17 a card whose target needs the Crown's choice pauses; a wrong colour is refused; the Crown's pick finishes the card", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    const pile = { ...deckOf(game, COMMAND).position };
    game.click("jukasCommandCard");
    expect(choices(game)).toEqual(["Crypt", "Forge"]);
    expectDiscarded(cardOnTable(game, "example-1"), pile);
    expect(idsIn(deckOf(game, COMMAND))).toEqual(["example-2", "example-3", "example-6"]);
    expect(game.state().jukas.cell).toBe("Jukas");
    expect(game.said()).toEqual(
      expect.arrayContaining([
        "Command card example-1: Example: teleport by Priority 1, then the Avatar Effect (2 steps).",
        "Command card example-1, step 1: Teleportation, Priority 1 (R12).",
        "Command card example-1, step 1 waits for the Choice of the Crown.",
      ]),
    );
    // Other actions wait for the choice.
    game.click("jukasSetup");
    expect(game.state().jukas.cell).toBe("Jukas");

    game.click("jukasChoose1", "Red");
    const toRed = game.tts.messages.filter((m) => m.to === "Red").map((m) => m.text);
    expect(toRed).toContain(
      'Command card example-1, step 1: Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
    );
    expect(choices(game)).toEqual(["Crypt", "Forge"]);
    expect(game.state().jukas.cell).toBe("Jukas");

    game.click("jukasChoose2", "White");
    expect(roomOf(game, jukas(game))).toBe("Forge");
    const forge = game.state().rooms.find((r) => r.name === "Forge")!;
    expect(forge).toMatchObject({ vortex: 1, instability: { Jukas: 1 } });
    expect(game.said()).toEqual(
      expect.arrayContaining([
        "Command card example-1, step 1 goes on: White chose Forge.",
        "Jukas teleports to Forge (R12).",
        "Command card example-1, step 2: Avatar Effect (R11).",
        "Command card example-1 is resolved.",
      ]),
    );
    expect(choices(game)).toEqual([]);
    expect(game.one("BRW:VortexPool").contents).toHaveLength(11);
    expect(game.tts.overlaps()).toEqual([]);
  });

  it("R11 R13 I8 a card whose Avatar Effect cascades into rebuilds flips both tiles and gives Jukas 2 Power per Vortex Room", () => {
    game = loadGame();
    game.click("jukasSetup"); // Vortex Tokens in the Throne Room and its six neighbours, Crypt and Treasure Room among them
    redInstability(game, "Crypt", 5); // 5 of 6 Slots: the Priority 2 target
    redInstability(game, "Treasure Room", 3); // 3 of 4
    putOnTop(game, COMMAND, "example-2");
    game.click("jukasCommandCard");
    expect(game.room("Crypt").isFaceDown).toBe(true);
    expect(game.room("Treasure Room").isFaceDown).toBe(true);
    expect(
      game
        .state()
        .rooms.filter((r) => r.rebuilt)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Crypt", "Treasure Room"]);
    expect(game.one("BRW:Power", "BRW:Jukas").counter).toBe(4);
    const said = game.said();
    expect(said).toEqual(
      expect.arrayContaining([
        "Command card example-2, step 1: target by Priority 2.",
        "Jukas, Priority 2: Crypt (most Instability not placed by the Black Rose: 5)",
        "Crypt already has a Vortex Token: none is placed (R6).",
        "Vortices of Power: Crypt had a Vortex Token; Jukas gains 2 Power Points (R13), now 2.",
        "Vortices of Power: Treasure Room had a Vortex Token; Jukas gains 2 Power Points (R13), now 4.",
        "Command card example-2 is resolved.",
      ]),
    );
    expect(said.some((s) => s.startsWith("Crypt is Rebuilt (R11c, rebuild 1)"))).toBe(true);
    expect(said.some((s) => s.startsWith("Treasure Room is Rebuilt (R11c, rebuild 2)"))).toBe(true);
    expect(cardOnTable(game, "example-2").isFaceDown).toBe(false);
    expect(game.tts.overlaps()).toEqual([]);
  });

  it("a card whose target does not exist follows its otherwise: the card stops, and only the drawn card moves", () => {
    game = loadGame();
    onlyJukas(game);
    putOnTop(game, COMMAND, "example-3");
    const pile = { ...deckOf(game, COMMAND).position };
    const before = withoutDeck(game, COMMAND);
    const out = game.act("resolveCard", {});
    expect(out).toMatchObject({ ok: true, card: "example-3", deck: "command", status: "stopped" });
    expect(game.said()).toContain(
      "Command card example-3, step 1: target by Priority 3; the card stops here: no target exists (there is no Mage but Jukas).",
    );
    expect(game.said()).not.toContain("Command card example-3 is resolved.");
    expectDiscarded(cardOnTable(game, "example-3"), pile);
    expect(idsIn(deckOf(game, COMMAND))).toEqual(["example-1", "example-2", "example-6"]);
    expect(withoutDeck(game, COMMAND)).toBe(before);
  });

  it("R12 a teleport card from the Evocation deck (a pile of one card) moves Jukas to the target Mage's Room and lays the card face up beside it", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Garden");
    game.one("BRW:Power", "Red").counter = 2; // Priority 3: the most Power Points
    const pile = { ...game.one(EVOCATION).position };
    game.click("jukasEvocationCard");
    expect(roomOf(game, jukas(game))).toBe("Garden");
    const garden = game.state().rooms.find((r) => r.name === "Garden")!;
    expect(garden.vortex).toBe(1);
    expect(game.said()).toEqual(
      expect.arrayContaining([
        "Evocation card example-4, step 1: Teleportation, Priority 3 (R12).",
        "Jukas teleports to Garden (R12).",
        "Players: place 1 of Jukas's Instability in Garden: 1 of its 4 Slots will be taken.",
        "Players: Red takes 1 Damage from Jukas.",
        "Evocation card example-4 is resolved.",
      ]),
    );
    expectDiscarded(cardOnTable(game, "example-4"), pile);
    expect(game.all(EVOCATION).filter((o) => o.isFaceDown)).toEqual([]);
    // Nothing left to draw: refused with a message, nothing moves.
    const before = game.table();
    game.click("jukasEvocationCard");
    // Issue 41: a refusal is the presser's alone.
    expect(game.tts.messages.filter((m) => m.to === "White").map((m) => m.text)).toContain(
      "Jukas's Evocation deck has no card to draw (no face-down card in it); nothing was drawn.",
    );
    expect(game.table()).toBe(before);
  });

  it('the Avatar Event deck through the script API: resolveCard { deck = "event" }', () => {
    game = loadGame();
    const out = game.act("resolveCard", { deck: "event" });
    expect(out).toMatchObject({ ok: true, card: "example-5", deck: "event", status: "done" });
    expect(game.said()).toContain(
      "Avatar Event card example-5, step 1: for the players: Example text: the players carry out what the printed card says here.",
    );
    expect(game.state().rooms.find((r) => r.name === "Throne Room")).toMatchObject({ vortex: 1, instability: { Jukas: 1 } });
    expect(cardOnTable(game, "example-5").isFaceDown).toBe(false);
    expect(game.act("resolveCard", { deck: "spells" })).toMatchObject({
      ok: false,
      error: 'resolveCard: deck must be "command", "evocation" or "event" (got "spells").',
    });
  });

  it("a second card drawn goes on top of the first, face up", () => {
    game = loadGame();
    onlyJukas(game);
    putOnTop(game, COMMAND, "example-3");
    game.click("jukasCommandCard");
    putOnTop(game, COMMAND, "example-6");
    game.click("jukasCommandCard");
    const first = cardOnTable(game, "example-3");
    const second = cardOnTable(game, "example-6");
    expect(second.isFaceDown).toBe(false);
    expect([second.position.x, second.position.z]).toEqual([first.position.x, first.position.z]);
    expect(second.position.y).toBeGreaterThan(first.position.y);
  });

  it("a card with no description is refused with a message naming its id, and nothing is drawn", () => {
    game = loadGame();
    deckOf(game, COMMAND).contents![0].GMNotes = notesOf("c-99");
    const before = game.table();
    const out = game.act("resolveCard");
    expect(out.ok).toBe(false);
    expect(out.error).toBe(
      "Command card c-99 has no description in the card file on the Avatar Card (its GM Notes): add it to your card file; the save must be built again with your card file (the project's card guide says how); nothing was drawn.",
    );
    expect(game.said()).toContain(out.error);
    expect(game.table()).toBe(before);
    expect(deckOf(game, COMMAND).contents).toHaveLength(4);
  });

  it("a card whose GM Notes name no card and whose description is no steps is refused, naming the word; nothing is drawn", () => {
    game = loadGame();
    deckOf(game, COMMAND).contents![0].GMNotes = "";
    const before = game.table();
    // The save's example card describes itself in words, which are no steps.
    // The description's first word that is no step is named: the example's own words are no steps.
    const error = game.act("resolveCard").error!;
    expect(error).toMatch(
      /^"Example: teleport by Priority 1, then the Avatar Effect" on top of Jukas's Command deck: its description says "[^"]+", which is no step, so nothing was drawn\./,
    );
    expect(error).toContain('Write its steps as "Teleport 2, Avatar Effect"');
    expect(game.table()).toBe(before);
  });
});

/** The top card of the Command deck as a player's own card: no id in its GM Notes, its steps in its description. */
function ownCard(g: Game, name: string, description: string): void {
  const card = deckOf(g, COMMAND).contents![0];
  card.GMNotes = "";
  card.Nickname = name;
  card.Description = description;
}

describe("a card given its steps in TTS, in its description", () => {
  it("R12 R11 `Teleport 2, Avatar Effect` resolves both steps: Jukas teleports to the Room of most Instability, then its Avatar Effect", () => {
    game = loadGame();
    redInstability(game, "Crypt", 2); // Priority 2: the most Instability not placed by the Black Rose
    ownCard(game, "Dark Pact", "Teleport 2, Avatar Effect");
    const pile = { ...deckOf(game, COMMAND).position };
    const out = game.act("resolveCard");
    expect(out).toMatchObject({ ok: true, card: "Dark Pact", deck: "command", status: "done" });
    expect(roomOf(game, jukas(game))).toBe("Crypt");
    expect(game.said()).toEqual(
      expect.arrayContaining([
        "Command card Dark Pact: teleport 2, avatar effect (2 steps).",
        "Command card Dark Pact, step 1: Teleportation, Priority 2 (R12).",
        "Jukas teleports to Crypt (R12).",
        "Command card Dark Pact, step 2: Avatar Effect (R11).",
        "Command card Dark Pact is resolved.",
      ]),
    );
    const drawn = game.tts.tableObjects().filter((o) => o.nickname === "Dark Pact");
    expect(drawn).toHaveLength(1);
    expectDiscarded(drawn[0], pile);
    expect(game.tts.overlaps()).toEqual([]);
  });

  it("the line is read case-insensitively, with any spacing, commas, semicolons or line breaks between steps", () => {
    game = loadGame();
    redInstability(game, "Crypt", 2);
    ownCard(game, "", "  tELEPORT   2 ;\n\n AVATAR effect , ");
    const out = game.act("resolveCard");
    expect(out).toMatchObject({ ok: true, status: "done" });
    expect(roomOf(game, jukas(game))).toBe("Crypt");
    expect(game.said()).toContain("Command card " + out.card + ": teleport 2, avatar effect (2 steps).");
  });

  it("a long description is read to its end on both VMs (no Lua pattern: MoonSharp's limit is about 64 characters)", () => {
    game = loadGame();
    redInstability(game, "Crypt", 2);
    ownCard(game, "Long", "Teleport 2" + ",".repeat(300) + " ".repeat(300) + "Avatar Effect" + " ".repeat(300));
    expect(game.act("resolveCard")).toMatchObject({ ok: true, status: "done" });
    expect(game.said()).toContain("Command card Long, step 2: Avatar Effect (R11).");
  });

  it("R17 a line card that waits for the Crown survives a save and reload, then goes on to the end; undo puts the whole card back", () => {
    game = loadGame();
    game.putIn(model(game, "Red"), "Crypt");
    game.putIn(model(game, "White"), "Forge");
    ownCard(game, "Hunt", "Teleport 1, Avatar Effect");
    const before = game.table();
    game.click("jukasCommandCard");
    expect(choices(game)).toEqual(["Crypt", "Forge"]);
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    game.click("jukasChoose2", "White");
    expect(roomOf(game, jukas(game))).toBe("Forge");
    expect(game.said()).toEqual(
      expect.arrayContaining(["Command card Hunt, step 2: Avatar Effect (R11).", "Command card Hunt is resolved."]),
    );
    expect(game.act("undo")).toMatchObject({ ok: true });
    expect(game.table()).toBe(before);
  });

  it("a card with no steps (no id, no description) resolves nothing and says how to give it some", () => {
    game = loadGame();
    ownCard(game, "Dark Pact", "");
    const before = game.table();
    game.click("jukasCommandCard");
    // A refusal is told to the presser alone (issue 41).
    const said = game.tts.messages.map((m) => m.text);
    const told = said.find((line) =>
      line.startsWith('"Dark Pact" on top of Jukas\'s Command deck has no steps yet, so nothing was drawn or resolved.'),
    );
    expect(told, said.join("\n")).toBeDefined();
    expect(told).toContain('"Teleport 2, Avatar Effect"');
    expect(game.table()).toBe(before);
  });

  it("an unknown word or a priority out of range refuses the whole card: nothing is drawn, nothing moves", () => {
    game = loadGame();
    ownCard(game, "Typo", "Teleport 2, Avatar Efect");
    const before = game.table();
    expect(game.act("resolveCard").error).toContain('its description says "efect", which is no step, so nothing was drawn.');
    ownCard(game, "Typo", "Teleport 4");
    expect(game.act("resolveCard").error).toContain('"teleport 4" needs a number from 1 to 3, so nothing was drawn.');
    ownCard(game, "Typo", "Teleport 2 now");
    expect(game.act("resolveCard").error).toContain('its description says "now", which is no step');
    expect(game.table()).toBe(before);
  });
});
