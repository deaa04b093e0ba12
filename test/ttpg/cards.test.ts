/**
 * Jukas's cards on Tabletop Playground (issue 5): ttpg-mock piles of cards whose card metadata
 * names each card's description (`{"card":"ID"}`), the descriptions in the Avatar Card's
 * description, and the bundled Avatar Card script drawing and resolving them with its buttons or
 * its script API. Mirrors the key cases of test/tts/cards.test.ts, asserting where the mock
 * objects end up.
 */
import { logged } from "../scenarios/logged";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Card, GameObject } from "@tabletop-playground/api";
import { MockGameObject, MockPlayer, mockWorld } from "ttpg-mock";
import { DRAW_ACTION_ID } from "../../src/ttpg/ui";
import { CARDS_KEY, readCardFile, writeCardFile } from "../../src/ttpg/card-file";
import { DESCRIPTION_MAX, SAVED_DATA_MAX } from "../../hosts/ttpg-limits";
import type { Piece } from "../../src/table/pieces";
import { toPiece } from "../../src/ttpg/coords";
import { CARD_COLOURS, CONTEXT, fullTable, lodge, piece } from "../table/layout";
import { counters, mageModel } from "../scenarios/scenarios";
import { ttpgTable } from "../hosts/ttpg-driver";

afterEach(() => {
  vi.useRealTimers();
});

const COMMAND = "BRW:JukasCommand";
const EVOCATION = "BRW:JukasEvocation";
const notes = (id: string) => JSON.stringify({ card: id });
const FILE = JSON.parse(readFileSync("cards/example.json", "utf8")) as {
  cards: { id: string; name: string; deck: string; steps: unknown }[];
};
/** The card file as the Avatar Card carries it (tools/save/cards.ts definitionsNote: notes left out). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the example file's cards as parsed JSON
const DEFINITIONS = JSON.stringify({ format: 1, cards: FILE.cards.map(({ id, name, deck, steps }: any) => ({ id, name, deck, steps })) });
/** A card's name in the example file; a card of another file (MANY) is named after its id. */
const nameOf = (id: string) => FILE.cards.find((c) => c.id === id)?.name ?? "Card " + id;

/** Where the Command pile lies (Piece frame); the pile is turned 90°, so the discard spot is 1.2 card widths along +z. */
const PILE = { x: 80, z: 0 };
const EVO = { x: 80, z: 20 };

/** A table with the Command pile holding `ids` (top first) and the Evocation pile its one example card. */
function table(ids: string[], extra: (l: ReturnType<typeof lodge>) => Piece[] = () => [], definitions = DEFINITIONS, onlyJukas = false) {
  const l = lodge();
  // With onlyJukas, no piece of a seat colour (Mage Cards…): there is no Mage but Jukas.
  const pieces = fullTable(l)
    .filter((p) => !onlyJukas || !CARD_COLOURS.some((c) => p.tags.includes(c)))
    .map((p) => (p.id === "avatar" ? { ...p, notes: definitions } : p));
  const item = (id: string) => ({ id: "card-" + id, name: nameOf(id), tags: [COMMAND], notes: notes(id) });
  pieces.push(
    piece("commands", [COMMAND], PILE, {
      name: "Jukas Command Cards",
      faceDown: true,
      rotY: 90,
      container: true,
      quantity: ids.length,
      contents: ids.map(item),
    }),
  );
  pieces.push(piece("evocation", [EVOCATION], EVO, { name: nameOf("example-4"), faceDown: true, rotY: 90, notes: notes("example-4") }));
  return { l, t: ttpgTable([...pieces, ...extra(l)], CONTEXT) };
}

const all = (): GameObject[] => mockWorld.getAllObjects().filter((o) => o.isValid());
const pileOf = (tag: string): Card => {
  const piles = all().filter((o) => o instanceof Card && o.getTags().includes(tag) && !o.isFaceUp()) as Card[];
  expect(piles, tag).toHaveLength(1);
  return piles[0];
};
/** A pile's card ids, top first (face down: the back of the stack is its top). */
const idsIn = (pile: Card) =>
  pile
    .getAllCardDetails()
    .map((d) => JSON.parse(d.metadata).card)
    .reverse();
/** The face-up card `id` on the table. */
function drawn(id: string): Card {
  const found = all().filter(
    (o) => o instanceof Card && o.isFaceUp() && o.getStackSize() === 1 && o.getCardDetails(0)!.metadata === notes(id),
  ) as Card[];
  expect(found, id).toHaveLength(1);
  return found[0];
}
/** A drawn card lies face up 1.2 card widths (1 cm in the mock) along +z of its pile. */
function expectDiscarded(card: Card, pile: { x: number; z: number }): void {
  const at = toPiece(card.getPosition());
  expect(card.isFaceUp()).toBe(true);
  expect(at.x).toBeCloseTo(pile.x, 5);
  expect(at.z - pile.z).toBeCloseTo(1.2, 5);
}
const jukasRoom = (t: ReturnType<typeof table>["t"]) => t.driver.read().snapshot!.jukas!.at.room;
/** The chat, then the details and warnings Jukas's log keeps (issue 41). */
const texts = (t: ReturnType<typeof table>["t"]) => [...t.said.map((s) => s.text), ...logged(t.driver.log())];

describe("Resolve top card on TTPG (ttpg-mock, the bundled Avatar Card script)", () => {
  it("R17 a card whose target needs the Crown's choice pauses with the candidates' buttons; the Crown's pick finishes it", () => {
    const { t } = table(["example-1", "example-2", "example-3", "example-6"], (l) => [
      mageModel("Red", l.room("Crypt")),
      mageModel("White", l.room("Forge")),
    ]);
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    expect(t.driver.choice()).toEqual(["Crypt", "Forge"]);
    expectDiscarded(drawn("example-1"), PILE);
    expect(drawn("example-1").getTags()).toEqual([COMMAND]);
    expect(idsIn(pileOf(COMMAND))).toEqual(["example-2", "example-3", "example-6"]);
    expect(texts(t)).toEqual(
      expect.arrayContaining([
        "Command card example-1: Example: teleport by Priority 1, then the Avatar Effect (2 steps).",
        "Command card example-1, step 1: Teleportation, Priority 1 (R12).",
        "Command card example-1, step 1 waits for the Choice of the Crown.",
      ]),
    );
    expect(jukasRoom(t)).toBeUndefined();
    t.driver.choose("Forge", "White");
    expect(jukasRoom(t)).toBe("Forge");
    expect(t.driver.read().snapshot!.rooms.find((r) => r.name === "Forge")).toMatchObject({
      vortex: 1,
      instability: [{ owner: "Jukas", count: 1 }],
    });
    expect(texts(t)).toEqual(
      expect.arrayContaining(["Command card example-1, step 1 goes on: White chose Forge.", "Command card example-1 is resolved."]),
    );
    expect(t.driver.choice()).toEqual([]);
    expect(t.driver.count("bag")).toBe(11);
  });

  it("a card whose target does not exist stops; only the drawn card moves", () => {
    const { t } = table(["example-3", "example-1"], () => [], DEFINITIONS, true);
    const out = t.driver.act("resolveCard", {});
    expect(out).toMatchObject({ ok: true, card: "example-3", deck: "command", status: "stopped" });
    expect(texts(t)).toContain(
      "Command card example-3, step 1: target by Priority 3; the card stops here: no target exists (there is no Mage but Jukas).",
    );
    expect(texts(t)).not.toContain("Command card example-3 is resolved.");
    expectDiscarded(drawn("example-3"), PILE);
    // The pile is down to one card: still the same object, now a pile of one.
    expect(idsIn(pileOf(COMMAND))).toEqual(["example-1"]);
    expect(pileOf(COMMAND).getId()).toBe("commands");
  });

  it("R12 a teleport card from the Evocation pile (one card) moves Jukas to the target Mage's Room; then the pile is empty", () => {
    const { t } = table(["example-1"], (l) => [
      mageModel("Red", l.room("Garden")),
      ...CARD_COLOURS.flatMap((c, i) => counters(c, c === "Red" ? 2 : 0, 0, -80 - 10 * i)),
    ]);
    t.driver.press("Top Evocation", "White");
    t.driver.settle();
    expect(jukasRoom(t)).toBe("Garden");
    expect(texts(t)).toEqual(
      expect.arrayContaining([
        "Evocation card example-4, step 1: Teleportation, Priority 3 (R12).",
        "Jukas teleports to Garden (R12).",
        "Evocation card example-4 is resolved.",
      ]),
    );
    const card = drawn("example-4");
    expect(card.getId()).toBe("evocation");
    expectDiscarded(card, EVO);
    t.driver.press("Top Evocation", "White");
    t.driver.settle();
    expect(texts(t)).toEqual(expect.arrayContaining([expect.stringMatching(/^Jukas's Evocation deck has no card to draw/)]));
    expect(toPiece(card.getPosition()).z).toBeCloseTo(EVO.z + 1.2, 5);
  });

  it("the next card drawn is laid on the first, face up", () => {
    const { t } = table(["example-3", "example-6", "example-1"], () => [], DEFINITIONS, true);
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    const first = drawn("example-3").getPosition();
    const second = drawn("example-6").getPosition();
    expect([second.x, second.y]).toEqual([first.x, first.y]);
    expect(second.z).toBeGreaterThan(first.z);
  });
});

describe("undo, reload and refusals", () => {
  it("R17 a card paused at the Crown's choice survives a reload of the Avatar Card's script, then goes on", () => {
    const { t } = table(["example-1", "example-2"], (l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]);
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    t.driver.reload();
    expect(t.driver.choice()).toEqual(["Crypt", "Forge"]);
    t.driver.choose("Crypt", "White");
    expect(jukasRoom(t)).toBe("Crypt");
    expect(texts(t)).toContain("Command card example-1 is resolved.");
    expectDiscarded(drawn("example-1"), PILE);
  });

  it("a pile deleted as the card is drawn stops the card with the same sentence as any piece", () => {
    const { t } = table(["example-5", "example-3"]);
    const find = mockWorld.getObjectById;
    t.driver.deleteWhileMoving("commands");
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    expect(texts(t)).toContain("Note: Jukas: a piece was deleted while it moved; the action stopped there (undo puts back what moved).");
    mockWorld.getObjectById = find;
    expect(t.driver.read().snapshot!.rooms.find((r) => r.name === "Throne Room")!.vortex).toBe(0);
  });

  it("undo after a card puts the drawn card back on top of its pile, and the same card is drawn again", () => {
    const { t } = table(["example-5", "example-3"]);
    const throne = () => t.driver.read().snapshot!.rooms.find((r) => r.name === "Throne Room")!;
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    expect(throne()).toMatchObject({ vortex: 1, instability: [{ owner: "Jukas", count: 1 }] });
    expect(idsIn(pileOf(COMMAND))).toEqual(["example-3"]);
    t.driver.press("Undo", "White");
    t.driver.settle();
    expect(throne()).toMatchObject({ vortex: 0 });
    expect(idsIn(pileOf(COMMAND))).toEqual(["example-5", "example-3"]);
    expect(all().filter((o) => o instanceof Card && o.getTags().includes(COMMAND) && o.isFaceUp())).toEqual([]);
    expect(t.driver.count("bag")).toBe(12);
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    // The card's own deck names it (example-5 is an Avatar Event card, here in the Command pile).
    expect(texts(t).filter((x) => x === "Avatar Event card example-5 is resolved.")).toHaveLength(2);
    expectDiscarded(drawn("example-5"), PILE);
  });

  it("undo after drawing a pile of one lays the card back face down where the pile lay", () => {
    const { t } = table(["example-1"]);
    t.driver.act("resolveCard", { deck: "evocation" });
    t.driver.act("undo");
    const pile = pileOf(EVOCATION);
    expect(pile.getId()).toBe("evocation");
    const at = toPiece(pile.getPosition());
    expect([at.x, at.z]).toEqual([EVO.x, EVO.z]);
  });

  it("a card with no description is refused naming its id, and nothing is drawn", () => {
    const { t } = table(["example-1", "example-2"]);
    const pile = pileOf(COMMAND);
    const details = pile.getAllCardDetails();
    (details[details.length - 1] as { metadata: string }).metadata = notes("c-99");
    const out = t.driver.act("resolveCard");
    expect(out.ok).toBe(false);
    expect(out.error).toMatch(/^Command card c-99 has no description in the card file on the Avatar Card/);
    expect(texts(t)).toContain(out.error);
    expect(pile.getStackSize()).toBe(2);
    expect(all().filter((o) => o instanceof Card && o.getTags().includes(COMMAND) && o.isFaceUp())).toEqual([]);
  });

  it("with no card descriptions on the Avatar Card, nothing is drawn", () => {
    const { t } = table(["example-1", "example-2"], () => [], "");
    const out = t.driver.act("resolveCard");
    expect(out.ok).toBe(false);
    expect(pileOf(COMMAND).getStackSize()).toBe(2);
  });
});

/** A card file of 36 Command cards (a real deck's size), each example-1's steps under its own id. */
const MANY = JSON.stringify({
  format: 1,
  cards: Array.from({ length: 36 }, (_, k) => ({
    id: "c-" + (k + 1),
    name: "Card c-" + (k + 1),
    deck: "command",
    steps: FILE.cards.find((c) => c.id === "example-1")!.steps,
  })),
});

describe("issue 30: a card file of 36 cards on TTPG", () => {
  it("is longer than a description holds, and round-trips through the Avatar Card's saved data in chunks TTPG keeps", () => {
    mockWorld._reset();
    const card = new MockGameObject({ id: "avatar" });
    expect(MANY.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(() => card.setDescription(MANY)).toThrow(/over TTPG's 2000/);
    writeCardFile(card, MANY);
    const data = (card as unknown as { _savedData: { [k: string]: string } })._savedData;
    const keys = Object.keys(data).filter((k) => k.startsWith(CARDS_KEY + "."));
    expect(keys.length).toBeGreaterThan(Math.ceil(MANY.length / SAVED_DATA_MAX));
    for (const k of keys) expect(data[k].length, k).toBeLessThanOrEqual(SAVED_DATA_MAX);
    expect(readCardFile(card)).toBe(MANY);
    // A shorter file replaces it whole.
    writeCardFile(card, DEFINITIONS);
    expect(readCardFile(card)).toBe(DEFINITIONS);
  });

  it("R17 the file's last card, on top of the Command pile, is drawn and resolved from it", () => {
    const { t } = table(["c-36", "c-1"], (l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))], MANY);
    t.driver.press("Resolve top card", "White");
    t.driver.settle();
    expect(texts(t)).toContain("Command card c-36: Card c-36 (2 steps).");
    expect(t.driver.choice()).toEqual(["Crypt", "Forge"]);
    t.driver.choose("Forge", "White");
    expect(jukasRoom(t)).toBe("Forge");
    expect(texts(t)).toContain("Command card c-36 is resolved.");
  });
});

describe("I13: the core game's Avatar Event deck on TTPG", () => {
  const EVENT = "BRW:JukasEvent";
  const EVENTS = { x: 80, z: 40 };
  /** The core deck (tagged BRW:JukasEvent), Jukas's example-5 among core cards with no metadata and no tag; top first. */
  function coreTable(order: string[]) {
    const item = (name: string, k: number) =>
      name === "jukas"
        ? { id: "card-example-5", name: nameOf("example-5"), tags: [EVENT], notes: notes("example-5") }
        : { id: "core-" + k, name, tags: [] };
    const deck = piece("events", [EVENT], EVENTS, {
      name: "Avatar Event Deck",
      faceDown: true,
      rotY: 90,
      container: true,
      quantity: order.length,
      contents: order.map(item),
    });
    return table(["example-1"], () => [deck]);
  }
  const names = (pile: Card) =>
    pile
      .getAllCardDetails()
      .map((d) => d.name)
      .reverse();
  const lying = (name: string) =>
    all().filter((o) => o instanceof Card && o.isFaceUp() && o.getStackSize() === 1 && o.getCardDetails(0)!.name === name) as Card[];

  it("I13: a core card drawn is announced as not Jukas's and left face up beside the deck; nothing is refused; Jukas's card under it is resolved next", () => {
    const { t } = coreTable(["Storm of Ash", "jukas", "Eclipse"]);
    const out = t.driver.act("resolveCard", { deck: "event" });
    expect(out).toMatchObject({ ok: true, deck: "event", status: "core" });
    expect(texts(t)).toContain(`Avatar Event: "Storm of Ash" is the core game's, not Jukas's: players resolve it.`);
    const core = lying("Storm of Ash");
    expect(core).toHaveLength(1);
    const at = toPiece(core[0].getPosition());
    expect(at.x).toBeCloseTo(EVENTS.x, 5);
    expect(at.z - EVENTS.z).toBeCloseTo(1.2, 5);
    expect(names(pileOf(EVENT))).toEqual([nameOf("example-5"), "Eclipse"]);
    expect(t.driver.read().snapshot!.rooms.find((r) => r.name === "Throne Room")!.vortex).toBe(0);
    t.driver.press("Top Event", "White");
    t.driver.settle();
    expect(texts(t)).toContain("Avatar Event card example-5 is resolved.");
    expect(t.driver.read().snapshot!.rooms.find((r) => r.name === "Throne Room")).toMatchObject({ vortex: 1 });
  });

  it("I13: undo of a core card's draw puts it back face down on top of the deck, and it is drawn again", () => {
    const { t } = coreTable(["Storm of Ash", "jukas", "Eclipse"]);
    t.driver.press("Top Event", "White");
    t.driver.settle();
    t.driver.press("Undo", "White");
    t.driver.settle();
    expect(texts(t)).toContain('Undo: the draw of "Storm of Ash" from the Avatar Event deck, 1 change put back.');
    expect(names(pileOf(EVENT))).toEqual(["Storm of Ash", nameOf("example-5"), "Eclipse"]);
    expect(lying("Storm of Ash")).toEqual([]);
    const at = toPiece(pileOf(EVENT).getPosition());
    expect([at.x, at.z]).toEqual([EVENTS.x, EVENTS.z]);
    t.driver.press("Top Event", "White");
    t.driver.settle();
    expect(lying("Storm of Ash")).toHaveLength(1);
  });

  it("I13 two piles tagged BRW:JukasEvent: Top Event asks which, and the pile's action draws from the one chosen", () => {
    const MOON2 = { x: 80, z: 60 };
    const second = piece("moon-2", [EVENT], MOON2, {
      name: "Moon II",
      faceDown: true,
      rotY: 90,
      container: true,
      quantity: 2,
      contents: ["Eclipse", "Comet"].map((name, k) => ({ id: "moon2-" + k, name, tags: [] })),
    });
    const deck = piece("events", [EVENT], EVENTS, {
      name: "Moon I",
      faceDown: true,
      rotY: 90,
      container: true,
      quantity: 2,
      contents: ["Storm of Ash", "Dawn"].map((name, k) => ({ id: "moon1-" + k, name, tags: [] })),
    });
    const { t } = table(["example-1"], () => [deck, second]);
    t.driver.press("Top Event", "White");
    t.driver.settle();
    expect(texts(t)).toContain('Which Avatar Event deck? Right-click it and choose "Jukas: draw the top card": "Moon II", "Moon I".');
    expect(lying("Storm of Ash")).toEqual([]);
    expect(lying("Eclipse")).toEqual([]);
    const moon2 = mockWorld.getObjectById("moon-2") as MockGameObject;
    moon2._customActionAsPlayer(new MockPlayer({ slot: 0 }), DRAW_ACTION_ID);
    t.driver.settle();
    expect(texts(t)).toContain(`Avatar Event: "Eclipse" is the core game's, not Jukas's: players resolve it.`);
    expect(lying("Eclipse")).toHaveLength(1);
    expect(lying("Storm of Ash")).toEqual([]);
    expect(names(mockWorld.getObjectById("events") as Card)).toEqual(["Storm of Ash", "Dawn"]);
  });
});
