/**
 * I13: the Avatar Event decks in TTS, the core game's deck and several decks: the built save and
 * its Lua on the fake TTS host, as cards.test.ts.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { Game, SAVE, loadGame, withMagesInCells } from "./game";
import { EVENT, notesOf, deckOf, cardOnTable, expectDiscarded, withoutDeck } from "./card-decks";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

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
