/**
 * Cards through the shared controller on a paper table: the deck as pieces (face down: the draw
 * pile; face up: the discard pile), the descriptions in the Avatar Card's notes, the paused card
 * in the saved session, and what undo puts back.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { call, createController, savedState, Controller } from "../../src/controller/controller";
import { fromSaved, Session, toSaved } from "../../src/controller/session";
import { PendingChoice } from "../../src/core/model";
import { inverse } from "../../src/controller/steps";
import { readTable } from "../../src/table/snapshot";
import { Piece } from "../../src/table/pieces";
import { PaperTable } from "../../hosts/paper-table";
import { CONTEXT, fullTable, lodge, piece } from "../table/layout";
import { EVERY_NEED } from "../../src/table/reader";
import { topCard } from "../../src/controller/decks";

const EXAMPLES = readFileSync("cards/example.json", "utf8");
const TAG = "BRW:JukasCommand";
const notes = (id: string) => JSON.stringify({ card: id });
const item = (id: string) => ({ id: "obj-" + id, name: "Card " + id, tags: [TAG], notes: notes(id) });

/** A table whose Command deck holds these card ids, top first (one id: a single card). */
function game(ids: string[], extra: (l: ReturnType<typeof lodge>) => Piece[] = () => []) {
  const layout = lodge();
  const pieces = fullTable(layout).map((p) => (p.id === "avatar" ? { ...p, notes: EXAMPLES } : p));
  const deck =
    ids.length === 1
      ? piece("obj-" + ids[0], [TAG], { x: 80, z: 0 }, { faceDown: true, rotY: 90, notes: notes(ids[0]), name: "Card " + ids[0] })
      : piece(
          "commands",
          [TAG],
          { x: 80, z: 0 },
          { faceDown: true, rotY: 90, container: true, quantity: ids.length, contents: ids.map(item) },
        );
  const table = new PaperTable([...pieces, deck, ...extra(layout)], CONTEXT);
  const c: Controller = createController(table.tabletop, undefined);
  const act = (name: string, params?: unknown, caller?: string) => {
    const r = call(c, name, params, caller);
    table.settle();
    return r as unknown as Record<string, unknown>;
  };
  const read = () => readTable(table.tabletop.readPieces(EVERY_NEED), table.tabletop.context()).snapshot!;
  return { layout, table, c, act, read };
}

const mage = (colour: string, at: { x: number; z: number }) =>
  piece("model" + colour, ["BRW:Mage", colour], at, { name: colour + " Mage" });

describe("cards through the controller", () => {
  it("draws a single card (a pile of one) face up beside it, and undo lays it back face down", () => {
    const g = game(["example-5"]);
    const r = g.act("resolveCard", { deck: "command" });
    expect(r).toMatchObject({ ok: true, card: "example-5", status: "done" });
    const card = g.table.byId("obj-example-5")!;
    expect(card.faceDown).toBe(false);
    expect([card.x, card.z]).toEqual([80, expect.closeTo(1.2, 5)]); // 1.2 widths of a 1-wide pile along +z
    expect(g.read().rooms.find((room) => room.name === "Throne Room")!.vortex).toBe(1);
    expect(g.act("undo").ok).toBe(true);
    expect(g.table.byId("obj-example-5")).toMatchObject({ faceDown: true, x: 80, z: 0 });
    expect(g.read().rooms.find((room) => room.name === "Throne Room")!.vortex).toBe(0);
  });

  it("undo puts a card drawn from a deck back on top of it", () => {
    const g = game(["example-5", "example-3"]);
    g.act("resolveCard");
    expect(g.table.byId("commands")!.contents!.map((c) => c.id)).toEqual(["obj-example-3"]);
    g.act("undo");
    expect(g.table.byId("commands")!.contents!.map((c) => c.id)).toEqual(["obj-example-5", "obj-example-3"]);
    expect(g.table.byId("obj-example-5")).toBeUndefined();
  });

  it("R17 a card paused at the Crown's choice is kept in the saved session; the reloaded controller goes on with it", () => {
    const g = game(["example-1", "example-3"], (l) => [mage("Red", l.room("Crypt")), mage("White", l.room("Forge"))]);
    const r = g.act("resolveCard");
    expect(r).toMatchObject({ ok: true, card: "example-1", status: "paused", step: 1, pending: true, candidates: ["Crypt", "Forge"] });
    expect(g.c.session.card).toEqual({ id: "example-1", deck: "command", step: 1 });
    expect(g.act("resolveCard")).toMatchObject({ ok: false, error: expect.stringMatching(/^The Choice of the Crown waits/) });
    const reloaded = createController(g.table.tabletop, savedState(g.c));
    expect(reloaded.session.card).toEqual(g.c.session.card);
    const done = call(reloaded, "choose", { player: "White", pick: "Crypt" }, "White") as unknown as Record<string, unknown>;
    g.table.settle();
    expect(done).toMatchObject({ ok: true, card: "example-1", status: "done", room: "Crypt" });
    expect(reloaded.session.card).toBeUndefined();
    expect(g.read().jukas!.at.room).toBe("Crypt");
    // One undo entry for the whole card: the draw, the teleport and the Avatar Effect.
    expect(reloaded.session.undo!.length).toBe(1);
    expect(reloaded.session.undo![0].card).toBe("example-1");
    expect(reloaded.session.undo![0].steps.map((s) => s.op)).toEqual(["putIn", "putIn", "move", "undraw"]);
  });

  it("a saved list that is a JSON object instead is dropped with a warning, never thrown on (JS cannot walk an object with `of`)", () => {
    const pending = { stage: "target", action: "target", priority: 1, candidates: { a: "Crypt" }, why: "tie" };
    expect(fromSaved({ mod: "brw-jukas", version: 1, pending }).warning).toMatch(/pending choice/);
    // The figures each candidate shows: a list of sentences, or none.
    const figures = { ...pending, candidates: ["Crypt", "Forge"], figures: { a: "most Mages: 1" } };
    expect(fromSaved({ mod: "brw-jukas", version: 1, pending: figures }).warning).toMatch(/pending choice/);
    expect(fromSaved({ mod: "brw-jukas", version: 1, pending: { ...figures, figures: ["most Mages: 1"] } }).warning).toBeUndefined();
    for (const journal of [
      { action: "setup", steps: { a: 1 } },
      { action: "setup", steps: [], beside: { a: { id: "x", x: 0, z: 0 } } },
    ]) {
      expect(fromSaved({ mod: "brw-jukas", version: 1, journal }).warning).toMatch(/undo journal/);
    }
  });

  it("a saved paused card without its choice, or malformed, is dropped with a warning; draw and undraw steps survive the check", () => {
    expect(fromSaved({ mod: "brw-jukas", version: 1, card: { id: "c-1", deck: "command", step: 1 } })).toMatchObject({
      session: {},
      warning: "Jukas: the saved paused card could not be read and was dropped.",
    });
    const pending: PendingChoice = {
      stage: "target",
      action: "teleport",
      priority: 1,
      candidates: ["Crypt", "Forge"],
      crown: "White",
      why: "tie",
    };
    expect(fromSaved({ mod: "brw-jukas", version: 1, pending, card: { id: "c-1", deck: "spells", step: 1 } }).warning).toMatch(
      /paused card/,
    );
    const draw = {
      op: "draw",
      tag: TAG,
      pile: "commands",
      card: "c",
      to: { x: 1, y: 2, z: 3 },
      rotY: 90,
      from: { x: 0, y: 2, z: 0 },
      fromRotY: 90,
    } as const;
    const session: Session = {
      pending,
      card: { id: "c-1", deck: "command", step: 2, target: { kind: "room" as const, room: "Crypt", why: "most Mages: 1" } },
      undo: [{ action: "Command card c-1", call: "resolveCard", card: "c-1", steps: inverse([{ step: draw, id: "c" }]) }],
    };
    const back = fromSaved(JSON.parse(JSON.stringify(toSaved(session))));
    expect(back.warning).toBeUndefined();
    expect(back.session).toEqual(session);
    expect(back.session.undo![0].steps).toEqual([
      { op: "undraw", id: "c", tag: TAG, pile: "commands", to: { x: 0, y: 2, z: 0 }, rotY: 90 },
    ]);
  });

  it("refuses, drawing nothing: a deck param that is no deck, an empty deck, descriptions missing from the Avatar Card", () => {
    const g = game(["example-5", "example-3"]);
    const before = JSON.stringify(g.table.pieces);
    expect(g.act("resolveCard", { deck: 3 }).error).toBe('resolveCard: deck must be "command", "evocation" or "event" (got 3).');
    expect(g.act("resolveCard", { deck: "event" }).error).toBe(
      "The Avatar Event deck has no card to draw (no face-down card in it); nothing was drawn.",
    );
    g.table.byId("avatar")!.notes = "";
    expect(g.act("resolveCard").error).toMatch(/^The Avatar Card's GM Notes hold no card descriptions/);
    g.table.byId("avatar")!.notes = "{ not json";
    expect(g.act("resolveCard").error).toMatch(/^The Avatar Card's GM Notes are not a card file/);
    expect(JSON.stringify(g.table.pieces.map((p) => ({ ...p, notes: undefined })))).toBe(
      JSON.stringify(JSON.parse(before).map((p: Piece) => ({ ...p, notes: undefined }))),
    );
  });
});

describe("I13: the core game's Avatar Event deck, through the controller (TypeScript)", () => {
  const EVENT = "BRW:JukasEvent";
  /** The paper table with the core Avatar Event deck: a core card ("Storm of Ash", no notes, no tag) on Jukas's example-5. */
  function coreGame() {
    const g = game(["example-1", "example-3"], () => [
      piece(
        "events",
        [EVENT],
        { x: 80, z: 40 },
        {
          faceDown: true,
          rotY: 90,
          container: true,
          quantity: 2,
          contents: [
            { id: "core-1", name: "Storm of Ash", tags: [] },
            { id: "obj-example-5", name: "Card example-5", tags: [EVENT], notes: notes("example-5") },
          ],
        },
      ),
    ]);
    return g;
  }

  it("I13: a core card is drawn face up and announced as not Jukas's, nothing refused; undo puts it back on top; Jukas's card is resolved next", () => {
    const g = coreGame();
    const before = JSON.stringify(g.table.pieces);
    const r = g.act("resolveCard", { deck: "event" });
    expect(r).toMatchObject({ ok: true, deck: "event", status: "core" });
    expect(r.card).toBeUndefined();
    const said = g.table.said.map((s) => s.text);
    expect(said).toContain("Avatar Event: \"Storm of Ash\" is the core game's, not Jukas's: players resolve it.");
    const core = g.table.byId("core-1")!;
    expect(core.faceDown).toBe(false);
    expect([core.x, core.z]).toEqual([80, expect.closeTo(41.2, 5)]);
    expect(g.read().rooms.find((room) => room.name === "Throne Room")!.vortex).toBe(0);
    expect(g.act("undo").ok).toBe(true);
    expect(JSON.stringify(g.table.pieces)).toBe(before);
    g.act("resolveCard", { deck: "event" });
    const next = g.act("resolveCard", { deck: "event" });
    expect(next).toMatchObject({ ok: true, card: "example-5", deck: "event", status: "done" });
    expect(g.read().rooms.find((room) => room.name === "Throne Room")!.vortex).toBe(1);
  });

  it("I13: only the Avatar Event deck takes a card that names none as the core game's; the Command deck refuses it, with no steps in its description, drawing nothing", () => {
    const g = game(["example-1", "example-3"]);
    const deck = g.table.byId("commands")!;
    delete deck.contents![0].notes;
    const before = JSON.stringify(g.table.pieces);
    expect(g.act("resolveCard").error).toContain(
      '"Card example-1" on top of Jukas\'s Command deck has no steps yet, so nothing was drawn or resolved.',
    );
    expect(JSON.stringify(g.table.pieces)).toBe(before);
  });
});

describe("I13: several Avatar Event decks (topCard)", () => {
  const EVENT = "BRW:JukasEvent";
  const card = (id: string, name: string) => ({ id, name, tags: [] });
  const deck = (id: string, name: string, x: number, z: number) =>
    piece(
      id,
      [EVENT],
      { x, z },
      { name, faceDown: true, container: true, quantity: 2, contents: [card(id + "-1", "A"), card(id + "-2", "B")] },
    );
  const up = (id: string, x: number, z: number, y = 1) => piece(id, [EVENT], { x, z }, { name: "up", y });
  const pieces = [deck("m1", "Moon I", 0, 0), deck("m2", "Moon II", 10, 0), up("d2", 8, 0), up("d1", 2, 0)];

  it("I13 with two Event decks and none named, nothing is drawn and the players are asked which", () => {
    const out = topCard(pieces, "event");
    expect(out.top).toBeUndefined();
    expect(out.error).toBe('Which Avatar Event deck? Right-click it and choose "Jukas: draw the top card": "Moon I", "Moon II".');
  });

  it("I13 the deck named (by id or name) is drawn from, onto its own discard pile, never the other deck's", () => {
    const second = topCard(pieces, "event", "Moon II").top!;
    expect(second.draw).toMatchObject({ pile: "m2", card: "m2-1", to: { x: 8, z: 0 } });
    const first = topCard(pieces, "event", "m1").top!;
    expect(first.draw).toMatchObject({ pile: "m1", card: "m1-1", to: { x: 2, z: 0 } });
    // Without Moon I's discard pile, its card goes beside it, not onto Moon II's (though that one is higher).
    const alone = topCard([pieces[0], pieces[1], up("d2", 8, 0, 5)], "event", "Moon I").top!;
    expect((alone.draw as { to: { x: number } }).to.x).toBeLessThan(5);
    expect(topCard(pieces, "event", "Moon III").error).toBe('The Avatar Event deck has no face-down pile "Moon III"; nothing was drawn.');
  });
});
