/**
 * Jukas's cards as players meet them in TTS: the built save (its decks built from
 * cards/example.json, the descriptions in the Avatar Card's GM Notes), its built Lua, on the fake
 * TTS host. Each scenario draws a card with the Avatar Card's buttons (or its script API) and
 * asserts where the real pieces end up, what was announced, and that no script failed.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { Game, SAVE, gameOf, loadGame, roomOf, withMagesInCells } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const COMMAND = "BRW:JukasCommand";
const EVOCATION = "BRW:JukasEvocation";
const EVENT = "BRW:JukasEvent";

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);
const jukas = (g: Game) => g.one("BRW:Mage", "BRW:Jukas");
const notesOf = (id: string) => JSON.stringify({ card: id });
const choices = (g: Game) =>
  g.tts
    .buttons(g.avatar)
    .filter((b) => b.click_function.startsWith("jukasChoose"))
    .map((b) => b.label);

/** The deck object of a deck tag (the face-down pile that holds cards). */
function deckOf(g: Game, tag: string): FakeObject {
  const decks = g.all(tag).filter((o) => o.contents !== undefined);
  expect(decks, tag).toHaveLength(1);
  return decks[0];
}

/** The card `id` lying on the table (not in a deck). */
function cardOnTable(g: Game, id: string): FakeObject {
  const found = g.tts.tableObjects().filter((o) => o.gmNotes === notesOf(id));
  expect(found, id).toHaveLength(1);
  return found[0];
}

/** The ids of a deck's cards, top first. */
const idsIn = (deck: FakeObject) => (deck.contents ?? []).map((d) => JSON.parse(d.GMNotes ?? "{}").card);

/** Stacks the deck as the test needs: `id` on top (a player's hand would do the same). */
function putOnTop(g: Game, tag: string, id: string): void {
  const deck = deckOf(g, tag);
  const i = (deck.contents ?? []).findIndex((d) => d.GMNotes === notesOf(id));
  expect(i, id).toBeGreaterThanOrEqual(0);
  const [card] = deck.contents!.splice(i, 1);
  deck.contents!.unshift(card);
}

/** A drawn card lies face up beside the draw pile: one card width and a fifth along +z, as the decks lie (rotY 90). */
function expectDiscarded(card: FakeObject, pile: { x: number; z: number }): void {
  expect(card.isFaceDown).toBe(false);
  expect(card.position.x).toBeCloseTo(pile.x, 2);
  expect(card.position.z - pile.z).toBeCloseTo(2.2 * 1.2, 2);
}

/** A table with no Mage but Jukas: every piece of a seat colour leaves it (models, Mage Cards, counters…). */
function onlyJukas(g: Game): void {
  for (const o of g.tts.tableObjects()) {
    if (["White", "Red", "Blue", "Green"].some((c) => o.tags.includes(c))) g.tts.destroy(o);
  }
  g.tts.runUntilIdle();
}

/** Every table object but a deck's cards, as `game.table()` shows them: equal before and after means unchanged. */
function withoutDeck(g: Game, tag: string, drawn?: string): string {
  const round = (v: { x: number; y: number; z: number }) => [v.x, v.y, v.z].map((n) => Math.round(n * 100) / 100);
  const rest = g.tts.tableObjects().filter((o) => !o.tags.includes(tag) && o.guid !== drawn);
  return JSON.stringify(
    rest.map((o) => [o.guid, round(o.position), round(o.rotation), o.value, o.counter, o.quantity, o.contents?.length]),
  );
}

/** Red Instability pieces laid in a Room, side by side. */
function redInstability(g: Game, room: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const piece = g.tts.addObject({
      kind: "token",
      nickname: "Red Instability",
      tags: ["BRW:Instability", "Red"],
      position: { x: 0, y: 3, z: 0 },
    });
    g.putIn(piece, room, -1.2 + 0.6 * i, 1.1);
  }
}

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

/**
 * The save as a table of the core game meets it (R3, I13): the core game's Avatar Event deck, a
 * Deck tagged BRW:JukasEvent, Jukas's Event card shuffled in among core cards, which name no card
 * in their GM Notes and carry no tag. `order`: top first, "jukas" for his card, else a core card's name.
 */
function withCoreEventDeck(save: string, order: string[]): string {
  const data = JSON.parse(save) as { ObjectStates: Record<string, unknown>[] };
  const i = data.ObjectStates.findIndex((o) => ((o.Tags as string[]) ?? []).includes(EVENT));
  const his = data.ObjectStates[i];
  const cards = order.map((name, k) =>
    name === "jukas" ? his : { ...his, GUID: "c0re0" + k, Nickname: name, Description: "", GMNotes: "", Tags: [] },
  );
  data.ObjectStates[i] = {
    GUID: "c0rede",
    Name: "Deck",
    Transform: his.Transform,
    Nickname: "Avatar Event Deck",
    Description: "",
    GMNotes: "",
    Tags: [EVENT],
    DeckIDs: cards.map((c) => c.CardID),
    CustomDeck: his.CustomDeck,
    ContainedObjects: cards,
  };
  return JSON.stringify(data);
}

const coreSaid = (name: string) => `Avatar Event: "${name}" is the core game's, not Jukas's: players resolve it.`;

describe("I13: the core game's Avatar Event deck", () => {
  it("R3 I13: the save's Event pile stands for the core deck and says so; Jukas's Event cards are marked as his in their GM Notes", () => {
    game = loadGame();
    const card = game.one(EVENT);
    expect(card.gmNotes).toBe(notesOf("example-5"));
    expect(card.description).toContain("Shuffle it into the core game's Avatar Event deck.");
    const save = JSON.parse(readFileSync(SAVE, "utf8")) as { ObjectStates: { Tags?: string[]; Nickname: string }[] };
    const pile = JSON.parse(readFileSync("mod/objects/cards-event.json", "utf8")) as { Nickname: string; Description: string };
    expect(pile.Nickname).toBe("Avatar Event Deck (stands for the core game's)");
    expect(pile.Description).toMatch(
      /^Stands for the core game's Avatar Event deck, into which Jukas's 3 Avatar Event Cards are shuffled\./,
    );
    expect(save.ObjectStates.filter((o) => (o.Tags ?? []).includes(EVENT))).toHaveLength(1);
  });

  it("I13: a core card drawn is announced as not Jukas's and left face up; nothing is refused, nothing else moves; Jukas's card under it is resolved next", () => {
    game = loadGame({}, withCoreEventDeck(withMagesInCells(readFileSync(SAVE, "utf8")), ["Storm of Ash", "jukas", "Eclipse"]));
    const pile = { ...deckOf(game, EVENT).position };
    const before = withoutDeck(game, EVENT);
    const out = game.act("resolveCard", { deck: "event" });
    expect(out).toMatchObject({ ok: true, deck: "event", status: "core" });
    expect(out.card).toBeUndefined();
    expect(game.said()).toContain(coreSaid("Storm of Ash"));
    const drawnCore = game.tts.tableObjects().filter((o) => o.nickname === "Storm of Ash");
    expect(drawnCore).toHaveLength(1);
    expectDiscarded(drawnCore[0], pile);
    expect((deckOf(game, EVENT).contents ?? []).map((d) => d.Nickname)).toEqual(["Example: an Avatar Event in a named Room", "Eclipse"]);
    // Nothing else moved: every object but the deck and the core card drawn is where it lay.
    expect(withoutDeck(game, EVENT, drawnCore[0].guid)).toBe(before);
    // The next press draws Jukas's card and resolves it, onto the core card.
    game.click("jukasEventCard");
    expect(game.said()).toContain("Avatar Event card example-5 is resolved.");
    expect(game.state().rooms.find((r) => r.name === "Throne Room")).toMatchObject({ vortex: 1, instability: { Jukas: 1 } });
    const his = cardOnTable(game, "example-5");
    expect(his.isFaceDown).toBe(false);
    // On the core card's spot (the core card carries no tag, so the spot is the one beside the deck, where it lies).
    expect([his.position.x, his.position.z]).toEqual([drawnCore[0].position.x, drawnCore[0].position.z]);
  });

  it("I13: undo of a core card's draw puts it back exactly, on top of the deck, and it is drawn again", () => {
    game = loadGame({}, withCoreEventDeck(withMagesInCells(readFileSync(SAVE, "utf8")), ["Storm of Ash", "jukas", "Eclipse"]));
    const before = game.table();
    game.click("jukasEventCard");
    expect(game.said()).toContain(coreSaid("Storm of Ash"));
    game.click("jukasUndo");
    expect(game.said()).toContain('Undo: the draw of "Storm of Ash" from the Avatar Event deck, 1 change put back.');
    expect(game.table()).toBe(before);
    expect((deckOf(game, EVENT).contents ?? []).map((d) => d.Nickname)[0]).toBe("Storm of Ash");
    game.tts.clearMessages();
    game.click("jukasEventCard");
    expect(game.said()).toContain(coreSaid("Storm of Ash"));
  });

  it("I13: a core deck drawn down to its last core card: that card keeps the deck's tag and is drawn next; undo makes the two a deck again", () => {
    game = loadGame({}, withCoreEventDeck(withMagesInCells(readFileSync(SAVE, "utf8")), ["Storm of Ash", "Eclipse"]));
    const faceDown = () => game.all(EVENT).filter((o) => o.isFaceDown);
    game.click("jukasEventCard");
    expect(faceDown().map((o) => o.nickname)).toEqual(["Eclipse"]);
    game.click("jukasUndo");
    expect(deckOf(game, EVENT).contents!.map((d) => d.Nickname)).toEqual(["Storm of Ash", "Eclipse"]);
    game.click("jukasEventCard");
    game.click("jukasEventCard");
    expect(game.said()).toContain(coreSaid("Eclipse"));
    game.tts.clearMessages();
    game.click("jukasEventCard");
    expect(game.tts.messages.filter((m) => m.to === "White").map((m) => m.text)).toContain(
      "The Avatar Event deck has no card to draw (no face-down card in it); nothing was drawn.",
    );
    game.click("jukasUndo");
    expect(faceDown().map((o) => o.nickname)).toEqual(["Eclipse"]);
    expect(game.tts.tableObjects().filter((o) => !o.isFaceDown && o.nickname === "Storm of Ash")).toHaveLength(1);
  });
});

/**
 * Two Avatar Event decks (R3: "the Avatar Event Card Decks of the core game"): "Moon I", the
 * save's Event pile made a deck of core cards with Jukas's card among them, and "Moon II", three
 * core cards, 6 units nearer. Both tagged BRW:JukasEvent.
 */
function withTwoEventDecks(save: string): string {
  const data = JSON.parse(withCoreEventDeck(save, ["Storm of Ash", "jukas"])) as { ObjectStates: Record<string, unknown>[] };
  const first = data.ObjectStates.find((o) => ((o.Tags as string[]) ?? []).includes(EVENT))!;
  first.Nickname = "Moon I";
  const cards = (first.ContainedObjects as Record<string, unknown>[])[0];
  const at = first.Transform as { posZ: number };
  const core = ["Eclipse", "Comet", "Dawn"].map((name, k) => ({ ...cards, GUID: "m00n2" + k, Nickname: name }));
  data.ObjectStates.push({
    ...first,
    GUID: "m00n2d",
    Nickname: "Moon II",
    Transform: { ...at, posZ: at.posZ - 6 },
    DeckIDs: core.map((c) => (c as Record<string, unknown>).CardID),
    ContainedObjects: core,
  });
  return JSON.stringify(data);
}

describe("I13: several Avatar Event decks", () => {
  const DRAW_ITEM = "Jukas: draw the top card";
  const moon = (g: Game, name: string) => g.all(EVENT).filter((o) => o.nickname === name)[0];
  const namesIn = (o: FakeObject) => (o.contents ?? []).map((d) => d.Nickname);

  it("I13 two piles tagged BRW:JukasEvent: Top Event asks which, and draws from the one chosen; undo puts it back there", () => {
    game = loadGame({}, withTwoEventDecks(withMagesInCells(readFileSync(SAVE, "utf8"))));
    const before = game.table();
    game.click("jukasEventCard");
    expect(game.tts.messages.filter((m) => m.to === "White").map((m) => m.text)).toContain(
      'Which Avatar Event deck? Right-click it and choose "Jukas: draw the top card": "Moon I", "Moon II".',
    );
    expect(game.table()).toBe(before);
    for (const name of ["Moon I", "Moon II"]) expect(game.tts.contextMenuItems(moon(game, name)).map((i) => i.label)).toContain(DRAW_ITEM);
    game.tts.contextMenu(moon(game, "Moon II"), DRAW_ITEM, "Red");
    game.tts.runUntilIdle();
    expect(game.said()).toContain(coreSaid("Eclipse"));
    expect(namesIn(moon(game, "Moon II"))).toEqual(["Comet", "Dawn"]);
    expect(namesIn(moon(game, "Moon I"))[0]).toBe("Storm of Ash");
    const drawn = game.tts.tableObjects().filter((o) => o.nickname === "Eclipse");
    expect(drawn).toHaveLength(1);
    expectDiscarded(drawn[0], moon(game, "Moon II").position);
    game.click("jukasUndo");
    expect(game.table()).toBe(before);
    expect(namesIn(moon(game, "Moon II"))).toEqual(["Eclipse", "Comet", "Dawn"]);
    // The other deck, chosen by name through the script API.
    const out = game.act("resolveCard", { deck: "event", pile: "Moon I" });
    expect(out).toMatchObject({ ok: true, deck: "event", status: "core" });
    expect(game.said()).toContain(coreSaid("Storm of Ash"));
  });
});
