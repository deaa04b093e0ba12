/**
 * The TTPG adapter's own parts, on ttpg-mock: the coordinate conversion, reading objects into
 * Pieces, the saved session's chunks, the counters' script, and what only a TTPG table can do
 * (a piece deleted mid-flight, a card stack, a deck's last card, a player in no seat).
 */
import { logged } from "../scenarios/logged";
import { NAMES } from "../core/fixtures";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MockCard, MockCardDetails, MockCardHolder, MockContainer, MockGameObject, MockPlayer, mockWorld } from "ttpg-mock";
import { footprintOf, toPiece, toWorld } from "../../src/ttpg/coords";
import { CHUNK, readSaved, writeSaved } from "../../src/ttpg/persist";
import { readContext, readPieces } from "../../src/ttpg/read";
import { colourOfSlot, slotOfColour } from "../../src/ttpg/seats";
import { BUTTONS, CARD_BUTTONS, ON_CARD } from "../../src/controller/buttons";
import { settingLineWords } from "../../src/words/settings";
import { settingsView } from "../../src/controller/settings";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { REBUILT_ACTION_ID, buttonsIn } from "../../src/ttpg/ui";
import { CONTEXT, fullTable, lodge, offset, piece } from "../table/layout";
import { ttpgTable } from "../hosts/ttpg-driver";
import { runScript } from "../../hosts/ttpg-table";
import { mageModel } from "../scenarios/scenarios";
import { ANIMATION_MS } from "../../hosts/ttpg-limits";
import { controllerWords } from "../../src/words/controller";
import { welcomeWords } from "../../src/words/welcome";

afterEach(() => {
  vi.useRealTimers();
});

describe("coordinates (coords.ts)", () => {
  it("a piece's x is the world's y, its z the world's x, its height the world's z; there and back", () => {
    expect(toPiece({ x: 1, y: 2, z: 3 })).toEqual({ x: 2, y: 3, z: 1 });
    expect(toWorld({ x: 2, y: 3, z: 1 })).toEqual([1, 2, 3]);
  });

  it("a footprint spans the extent on the table plane", () => {
    expect(footprintOf({ x: 10, y: 20, z: 0 }, { x: 1, y: 2, z: 5 })).toEqual({ minX: 18, maxX: 22, minZ: 9, maxZ: 11 });
  });

  it("seat colours are slots 0–9 in docs/rules.md's seat order", () => {
    expect([slotOfColour("White"), slotOfColour("Red"), slotOfColour("Pink")]).toEqual([0, 2, 9]);
    expect([colourOfSlot(7), colourOfSlot(10), colourOfSlot(-1)]).toEqual(["Blue", undefined, undefined]);
  });
});

describe("reading objects (read.ts)", () => {
  it("reads tags, name, position, footprint, face, stacks, bags, decks and counters", () => {
    mockWorld._reset();
    const room = new MockCard({
      id: "r",
      name: "Crypt",
      tags: ["BRW:Room"],
      position: [5, 10, 1],
      _modelSize: [4, 6, 0.2],
      isFaceUp: false,
      description: '{"slots":3}',
    });
    const stack = new MockCard({
      id: "s",
      tags: ["BRW:Vortex"],
      position: [0, 0, 1],
      isFaceUp: true,
      cardDetails: [new MockCardDetails(), new MockCardDetails(), new MockCardDetails()],
    });
    const bag = new MockContainer({
      id: "b",
      tags: ["BRW:VortexPool"],
      items: [new MockCard({ id: "t1", tags: ["BRW:Vortex"] }), new MockCard({ id: "t2", tags: ["BRW:Vortex"] })],
    });
    const deck = new MockCard({ id: "d", tags: ["BRW:ForgottenSpells"], cardDetails: [new MockCardDetails(), new MockCardDetails()] });
    const counter = new MockGameObject({ id: "c", tags: ["BRW:Power", "Red"], savedData: { value: "4" } });
    const model = new MockGameObject({ id: "m", tags: ["BRW:Mage", "Red"], rotation: [0, 90, 180] });
    new MockGameObject({ id: "other", tags: ["Red"] });
    const pieces = readPieces(mockWorld);
    const byId = (id: string) => pieces.find((p) => p.id === id)!;
    expect(pieces.map((p) => p.id).sort()).toEqual(["b", "c", "d", "m", "r", "s"]);
    expect(byId("r")).toMatchObject({
      name: "Crypt",
      x: 10,
      y: 1,
      z: 5,
      faceDown: true,
      notes: '{"slots":3}',
      container: false,
      quantity: 1,
    });
    expect(byId("r").footprint).toEqual({ minX: 7, maxX: 13, minZ: 3, maxZ: 7 });
    expect(byId("s")).toMatchObject({ quantity: 3, container: false, faceDown: false });
    expect(byId("b")).toMatchObject({
      quantity: 2,
      container: true,
      contents: [
        { id: "t1", name: "", tags: ["BRW:Vortex"] },
        { id: "t2", name: "", tags: ["BRW:Vortex"] },
      ],
    });
    expect(byId("d")).toMatchObject({ quantity: 2, container: true });
    expect(byId("c").value).toBe(4);
    expect(byId("m")).toMatchObject({ faceDown: true, rotY: 90 });
    void [room, stack, bag, deck, counter, model];
  });

  it("reads Jukas's card piles: a stack lists its cards top first with their card metadata; a single card carries its own", () => {
    mockWorld._reset();
    const meta = (id: string) => new MockCardDetails({ name: "Card " + id, metadata: JSON.stringify({ card: id }) });
    // Face down: the back of the stack (its last card) is the top.
    new MockCard({ id: "pile", tags: ["BRW:JukasCommand"], isFaceUp: false, cardDetails: [meta("c-3"), meta("c-2"), meta("c-1")] });
    new MockCard({ id: "one", tags: ["BRW:JukasEvent"], isFaceUp: false, description: "ignored", cardDetails: [meta("e-1")] });
    const pieces = readPieces(mockWorld);
    const pile = pieces.find((p) => p.id === "pile")!;
    expect(pile).toMatchObject({ container: true, quantity: 3, faceDown: true });
    expect(pile.notes).toBeUndefined();
    expect(pile.contents!.map((c) => [c.id, c.name, c.notes])).toEqual([
      ["pile#2", "Card c-1", '{"card":"c-1"}'],
      ["pile#1", "Card c-2", '{"card":"c-2"}'],
      ["pile#0", "Card c-3", '{"card":"c-3"}'],
    ]);
    expect(pieces.find((p) => p.id === "one")).toMatchObject({ container: false, quantity: 1, notes: '{"card":"e-1"}' });
  });

  it("issue 30: a card a player takes off a stack by hand, without the stack's object tags, is found by its own (CardTags)", () => {
    mockWorld._reset();
    const own = (id: string) =>
      new MockCardDetails({ name: "Card " + id, metadata: JSON.stringify({ card: id }), tags: ["BRW:JukasCommand"] });
    const pile = new MockCard({ id: "pile", tags: ["BRW:JukasCommand"], isFaceUp: false, cardDetails: [own("c-2"), own("c-1")] });
    const token = () => new MockCardDetails({ tags: ["BRW:Vortex"] });
    const tokens = new MockCard({ id: "tokens", tags: ["BRW:Vortex"], isFaceUp: true, cardDetails: [token(), token(), token()] });
    // ttpg-mock's takeCards, as a hand takes them: a new object, its object tags empty.
    const card = pile.takeCards(1)!;
    const one = tokens.takeCards(1)!;
    expect([card.getTags(), one.getTags()]).toEqual([[], []]);
    const pieces = readPieces(mockWorld, ["BRW:JukasCommand", "BRW:Vortex"]);
    expect(pieces.find((p) => p.id === card.getId())).toMatchObject({ tags: ["BRW:JukasCommand"], notes: '{"card":"c-1"}' });
    expect(pieces.find((p) => p.id === one.getId())).toMatchObject({ tags: ["BRW:Vortex"], quantity: 1 });
    expect(pieces.find((p) => p.id === "tokens")).toMatchObject({ quantity: 2 });
  });

  it("leaves out what is not on the table: a bag's content, a card in a hand, a deleted piece", () => {
    mockWorld._reset();
    new MockContainer({ id: "b", tags: ["BRW:VortexPool"], items: [new MockCard({ id: "t1", tags: ["BRW:Vortex"] })] });
    const hand = new MockCardHolder({ id: "h" });
    const card = new MockCard({ id: "dealt", tags: ["BRW:ForgottenSpells"] });
    hand.insert(card, 0);
    new MockCard({ id: "gone", tags: ["BRW:Vortex"] }).destroy();
    expect(readPieces(mockWorld).map((p) => p.id)).toEqual(["b"]);
  });

  it("a counter without a readable value has none (the reader warns about it)", () => {
    mockWorld._reset();
    new MockGameObject({ id: "c", tags: ["BRW:Power", "Red"], savedData: { value: "lots" } });
    expect(readPieces(mockWorld)[0].value).toBeUndefined();
  });

  it("the context: seated colours by slot, the host's colour; a slot past Pink is no seat", () => {
    mockWorld._reset();
    new MockPlayer({ slot: 2 });
    new MockPlayer({ slot: 0, isHost: true });
    new MockPlayer({ slot: 14 });
    expect(readContext(mockWorld)).toEqual({ seated: ["Red", "White"], host: "White" });
  });
});

describe("the saved session (persist.ts)", () => {
  it("splits long text over keys of at most 1023 characters and reads it back whole", () => {
    mockWorld._reset();
    const card = new MockGameObject({ id: "a" });
    const text = JSON.stringify({ filler: "x".repeat(2500) });
    writeSaved(card, text);
    const data = (card as unknown as { _savedData: { [k: string]: string } })._savedData;
    expect(data["jukas.session.n"]).toBe("3");
    for (const [k, v] of Object.entries(data)) expect(v.length, k).toBeLessThanOrEqual(1023);
    expect(CHUNK).toBeLessThanOrEqual(1023);
    expect(readSaved(card)).toBe(text);
    writeSaved(card, "{}");
    expect(readSaved(card)).toBe("{}");
    expect(data["jukas.session.1"]).toBe("");
  });

  it("a lost chunk leaves text that does not decode: the script starts clean, with a warning", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    t.driver.act("setup");
    const data = (t.card() as unknown as { _savedData: { [k: string]: string } })._savedData;
    data["jukas.session.n"] = "2";
    data["jukas.session.1"] = "";
    data["jukas.session.0"] = data["jukas.session.0"].slice(0, 40);
    t.driver.reload();
    // The warning, then the welcome line atLoad says.
    expect(t.said.at(-2)!.text).toBe("Jukas: the saved state is not this mod's; starting clean (no pending choice, nothing to undo).");
    expect(t.driver.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
  });
});

describe("the counters' script (Scripts/counter.js)", () => {
  it("starts a counter at 0 with a label; R adds 1, Ctrl+R takes 1, a number key sets it", () => {
    mockWorld._reset();
    const counter = new MockGameObject({ id: "c", tags: ["BRW:Power", "Red"] });
    runScript("counter.js", counter);
    const value = () => counter.getSavedData("value");
    const label = () => (counter.getUIs()[0].widget as unknown as { getText(): string }).getText();
    expect([value(), label()]).toEqual(["0", "0"]);
    const player = new MockPlayer({ slot: 2 });
    counter._primaryActionAsPlayer(player);
    counter._primaryActionAsPlayer(player);
    counter._secondaryActionAsPlayer(player);
    expect([value(), label()]).toEqual(["1", "1"]);
    counter._numberActionAsPlayer(player, 7);
    expect([value(), label()]).toEqual(["7", "7"]);
    expect(counter.getUIs()).toHaveLength(1);
  });

  it("keeps a saved value when the game loads", () => {
    mockWorld._reset();
    const counter = new MockGameObject({ id: "c", tags: ["BRW:Power", "Red"], savedData: { value: "5" } });
    runScript("counter.js", counter);
    expect(counter.getSavedData("value")).toBe("5");
  });
});

describe("the Avatar Card on TTPG", () => {
  it("carries the short set every tabletop's card keeps (ON_CARD), Check table and the toggles; the panel has every other control; and exposes the script API on the global jukas", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const labels = t
      .card()
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .map((b) => b.getText());
    const all = [...BUTTONS, ...CARD_BUTTONS];
    const onCard = ON_CARD.map((id) => all.find((b) => b.id === id)!.label);
    expect(labels).toEqual([...onCard, "Check table", ...settingsView(DEFAULT_SETTINGS).map((line) => line.label)]);
    expect(labels).not.toContain("Target 1");
    // What the card leaves out, the screen panel has (issue 28).
    const panel = mockWorld.getScreenUIs().flatMap((ui) => buttonsIn(ui.widget).map((b) => b.getText()));
    for (const b of all) expect(panel, b.label).toContain(b.label);
    const jukas = (globalThis as unknown as { jukas: { [k: string]: (p?: unknown) => { ok: boolean } } }).jukas;
    for (const name of [
      "setup",
      "target",
      "choose",
      "teleport",
      "avatarEffect",
      "spellResolved",
      "cleanup",
      "roomRebuilt",
      "state",
      "undo",
    ]) {
      expect(typeof jukas[name], name).toBe("function");
    }
    expect(jukas.state().ok).toBe(true);
    expect(jukas.target({ priority: 1 })).toMatchObject({ ok: true, pending: true });
  });

  it("a read that fails as the script starts (an object going as it is read) does not stop the script: the next press reads again", () => {
    const world = mockWorld as unknown as { getAllObjects?: (...a: unknown[]) => unknown };
    const original = mockWorld.getAllObjects.bind(mockWorld) as (...a: unknown[]) => unknown;
    let calls = 0;
    // The script's second look at the world's objects (its read at start, after clearing old
    // rings) throws; every other call is answered as always.
    world.getAllObjects = (...a: unknown[]) => {
      calls++;
      if (calls === 2) throw new Error("an object went as it was read");
      return original(...a);
    };
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    delete world.getAllObjects;
    expect(calls).toBeGreaterThan(2);
    expect(t.card().getUIs().length).toBeGreaterThan(0);
    const jukas = (globalThis as unknown as { jukas: { [k: string]: (p?: unknown) => { ok: boolean } } }).jukas;
    expect(jukas.state().ok).toBe(true);
  });

  it("a piece deleted while it flies (after it was sent) stops the action with the same sentence as TTS", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    t.driver.press("Setup", "White");
    t.objects.get("jukas")!.destroy();
    t.driver.settle();
    expect(t.said.at(-1)!.text).toBe(
      "Note: Jukas: a piece was deleted while it moved; the action stopped there (undo puts back what moved).",
    );
    expect(t.driver.count("bag")).toBe(12);
    expect(t.driver.act("undo").ok).toBe(true);
  });

  it("issue 37: a choice clicked by a player in no seat colour is refused to that player, and the choice stays", () => {
    const t = ttpgTable(
      fullTable(lodge()).concat([mageModel("Red", lodge().room("Crypt")), mageModel("White", lodge().room("Forge"))]),
      CONTEXT,
    );
    t.driver.act("target", { priority: 1 });
    const stranger = new MockPlayer({ slot: 15, name: "Stranger" });
    const told: string[] = [];
    stranger.sendChatMessage = (text: string) => void told.push(text);
    const heard = t.said.length;
    const button = t
      .card()
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find((b) => b.getText() === "Crypt")!;
    (button as unknown as { _clickAsPlayer(p: MockPlayer): void })._clickAsPlayer(stranger);
    expect(told).toEqual([
      'Stranger (player slot 15) does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
    ]);
    expect(t.said.slice(heard)).toEqual([]);
    expect(t.driver.choice()).toEqual(["Crypt", "Forge"]);
  });

  it("I11 the host's toggle lets a seated player settle the Crown's choice; Check table lists what the table lacks", () => {
    const t = ttpgTable(
      fullTable(lodge()).concat([mageModel("Red", lodge().room("Crypt")), mageModel("White", lodge().room("Forge"))]),
      CONTEXT,
    );
    t.driver.press("Check table", "White");
    const said = t.said.map((s) => s.text);
    expect(said).toContain("Jukas, Check table: 2 things are missing:");
    // L5: with no Damage counter, the cubes on the Mage Card are the Damage: nothing is missing for it.
    expect(said.join("\n")).not.toContain("Damage");
    t.driver.act("target", { priority: 1 });
    t.driver.press(settingLineWords.toggle("anySeatedSettles", false), "White");
    t.driver.settle();
    const labels = t
      .card()
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .map((b) => b.getText());
    expect(labels).toContain(settingLineWords.toggle("anySeatedSettles", true));
    t.driver.choose("Crypt", "Red");
    expect(logged(t.driver.log())).toContain(
      "Jukas, Priority 1: Crypt (Choice of the Crown: Red, a seated player, for White: setting anySeatedSettles, I11)",
    );
  });

  it("I12 every Room tile carries 'Rebuilt (not by Jukas)': it reports its Room once, R13 paying 2 Power Points", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    t.driver.act("setup");
    const tiles = (mockWorld as unknown as { _gameObjects: MockGameObject[] })._gameObjects.filter((o) => o.getTags().includes("BRW:Room"));
    expect(tiles.length).toBe(NAMES.length);
    const throne = tiles.find((o) => o.getName() === "Throne Room")!;
    const power = () => (t.driver.act("state") as { jukas: { power?: number } }).jukas.power!;
    const before = power();
    throne._customActionAsPlayer(new MockPlayer({ slot: slotOfColour("Red") }), REBUILT_ACTION_ID);
    t.driver.settle();
    expect(power()).toBe(before + 2);
    throne._customActionAsPlayer(new MockPlayer({ slot: slotOfColour("Red") }), REBUILT_ACTION_ID);
    t.driver.settle();
    expect(power()).toBe(before + 2);
    expect(t.said.map((s) => s.text).join("\n")).toContain("Throne Room was already Rebuilt this game");
  });

  it("a Mage model put on the table after the script started gets 'Resolved a Spell here' too", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    t.driver.act("setup");
    const crypt = lodge().room("Crypt");
    new MockGameObject({ id: "late", tags: ["BRW:Mage", "Red"], position: toWorld({ x: crypt.x, y: 1, z: crypt.z }) });
    t.driver.spellResolved("Red");
    expect(t.said.some((s) => s.text === "Red takes 1 Vortex Token from the Crypt onto their Mage Card.")).toBe(true);
  });

  it("a card dealt to a seat with no hand stops the clean-up with a message", () => {
    const l = lodge();
    const pieces = [
      ...fullTable(l),
      mageModel("Blue", l.room("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(l.card("Blue"), -1, 0)),
      piece("v2", ["BRW:Vortex"], offset(l.card("Blue"), 1, 0)),
    ];
    const t = ttpgTable(pieces, CONTEXT);
    t.driver.act("cleanup");
    expect(t.said.at(-1)!.text).toBe("Note: Jukas: Blue has no hand on this table; no card was dealt.");
    expect(t.driver.count("deck")).toBe(5);
  });

  it("the deck's last card is dealt as the deck itself; undo lays it back where the deck lay", () => {
    const l = lodge();
    const pieces = [
      ...fullTable(l).map((p) => (p.id === "deck" ? { ...p, quantity: 1 } : p)),
      mageModel("Red", l.room("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
      piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
    ];
    const t = ttpgTable(pieces, CONTEXT);
    const deckAt = t.driver.where("deck");
    t.driver.act("cleanup");
    expect(t.driver.hand("Red")).toBe(1);
    expect(t.driver.where("deck")).toBeUndefined();
    t.driver.act("undo");
    expect(t.driver.hand("Red")).toBe(0);
    expect(t.driver.where("deck")).toEqual(deckAt);
  });

  it("issue 30: a clean-up deals the Forgotten Spell deck's top card as players see it (face down: the back); undo puts it back there", () => {
    const l = lodge();
    const pieces = [
      ...fullTable(l),
      mageModel("Red", l.room("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
      piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
    ];
    const t = ttpgTable(pieces, CONTEXT);
    const deck = t.objects.get("deck") as MockCard;
    // Index 0 is the face shown (the API): on a face-down deck, the bottom card.
    deck.getAllCardDetails().forEach((d, i) => ((d as { name: string }).name = "Spell " + i));
    const names = () => deck.getAllCardDetails().map((d) => d.name);
    expect(deck.isFaceUp()).toBe(false);
    const top = names()[names().length - 1];
    t.driver.act("cleanup");
    const hand = t.seats.get("Red")!.hand;
    expect(hand.getCards().map((c) => c.getCardDetails(0)!.name)).toEqual([top]);
    expect(names()).not.toContain(top);
    t.driver.act("undo");
    expect(names()[names().length - 1]).toBe(top);
  });

  it("issue 30: an undo that puts tokens back into the bag (animated) lasts until they are in", () => {
    const l = lodge();
    const t = ttpgTable([...fullTable(l), mageModel("Red", l.room("Crypt"))], CONTEXT);
    t.driver.act("setup");
    expect(t.driver.count("bag")).toBe(5);
    t.api().call("undo");
    // Jukas's move has settled; the first token is still flying into the bag.
    vi.advanceTimersByTime(ANIMATION_MS / 2);
    expect(t.driver.count("bag")).toBeLessThan(12);
    expect(t.api().call("target", { priority: 1 })).toMatchObject({ ok: false, error: controllerWords.busy() });
    t.driver.settle();
    expect(t.driver.count("bag")).toBe(12);
    expect(t.driver.act("target", { priority: 1 })).toMatchObject({ ok: true });
  });

  it("a loose stack of Vortex Tokens gives one token off its top, tagged as the stack", () => {
    const l = lodge();
    const pieces = [
      ...fullTable(l).map((p) => (p.id === "bag" ? { ...p, quantity: 0 } : p)),
      piece("loose", ["BRW:Vortex"], { x: 80, z: 80 }, { quantity: 3 }),
    ];
    const t = ttpgTable(pieces, CONTEXT);
    t.driver.act("avatarEffect", { room: "Crypt" });
    expect(t.driver.count("loose")).toBe(2);
    const crypt = t.driver.read().snapshot!.rooms.find((r) => r.name === "Crypt")!;
    expect(crypt.vortex).toBe(1);
  });

  it("highlights move with the target: the previous ring is removed", () => {
    const l = lodge();
    const t = ttpgTable(
      [...fullTable(l), mageModel("Red", l.room("Crypt")), piece("i", ["BRW:Instability", "Red"], offset(l.room("Forge"), 1, 0))],
      CONTEXT,
    );
    t.driver.act("target", { priority: 1 });
    const first = t.driver.highlighted();
    t.driver.act("target", { priority: 2 });
    expect(t.driver.highlighted()).not.toEqual(first);
    expect(t.driver.highlighted()).toHaveLength(1);
  });

  it("a ring a saved game kept is gone once the game is loaded (the new run cannot know it to clear it later)", () => {
    const l = lodge();
    const t = ttpgTable([...fullTable(l), mageModel("Red", l.room("Crypt"))], CONTEXT);
    t.driver.act("target", { priority: 1 });
    expect(t.driver.highlighted()).toEqual(["room" + NAMES.indexOf("Crypt")]);
    t.driver.reload();
    expect(t.driver.highlighted()).toEqual([]);
    // And the next target rings its own Room only.
    t.driver.act("target", { priority: 1 });
    expect(t.driver.highlighted()).toEqual(["room" + NAMES.indexOf("Crypt")]);
  });
});

describe("New Lodge and the welcome on TTPG (issue 38)", () => {
  /** Each Room's spot by its name, rounded. */
  const spots = (t: ReturnType<typeof ttpgTable>) => {
    const out: Record<string, string> = {};
    for (const o of t.objects.values()) {
      if (!o.getTags().includes("BRW:Room")) continue;
      const p = o.getPosition();
      out[o.getName()] = [p.x, p.y].map((n) => n.toFixed(2)).join(",");
    }
    return out;
  };

  it("L1 New Lodge lays the Rooms other than the Black Rose Room and the Throne Room on each other's spots; Undo puts them back", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    expect(t.said.map((s) => s.text)).toContain(welcomeWords.line());
    const before = spots(t);
    expect(t.driver.act("newLodge")).toMatchObject({ ok: true });
    const after = spots(t);
    for (const heart of ["Black Rose Room", "Throne Room"]) expect(after[heart]).toBe(before[heart]);
    const names = Object.keys(before);
    expect(names.map((n) => after[n]).sort()).toEqual(names.map((n) => before[n]).sort());
    expect(names.filter((n) => after[n] !== before[n]).length).toBeGreaterThanOrEqual(2);
    expect(t.driver.act("undo")).toMatchObject({ ok: true });
    expect(spots(t)).toEqual(before);
  });
});
