/**
 * The tagging assistant on the Avatar Card (docs/tagging.md), on tables built the way other mods
 * build them (foreign.ts): "Prepare this table" proposes, "Confirm tags" tags, and the prepared
 * table plays Setup and a Teleport exactly as the project's own save; nothing of the player's is
 * renamed or moved; "Undo tagging" takes off exactly the tags it added. On the fake TTS host:
 * fengari, and MoonSharp in that tier.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { roomNameOf } from "../../src/table/room-name";
import { Game, clickLabel, gameOf, loadGame } from "./game";
import { SEAT_HANDS, STYLES, foreignSave } from "./foreign";
import { layoutProblems, tableFootprints } from "../build/footprints";

let game: Game | undefined;
afterEach(() => game?.tts.assertNoErrors());

function load(save?: string): Game {
  return save === undefined ? loadGame(SEAT_HANDS) : loadGame(SEAT_HANDS, save);
}

function press(g: Game, label: string, color = "White"): void {
  clickLabel(g.tts, g.avatar, label, color);
  g.tts.runUntilIdle();
}

function labels(g: Game): string[] {
  return g.tts.buttons(g.avatar).map((b) => b.label);
}

/** Every object's nickname, place and turn, by GUID: what the assistant must never change. */
function places(g: Game): string {
  return JSON.stringify(
    g.tts
      .tableObjects()
      .map((o) => [o.guid, o.nickname, o.position, o.rotation] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  );
}

function tagsOf(g: Game): Record<string, string[]> {
  return Object.fromEntries(g.tts.tableObjects().map((o) => [o.guid, [...o.tags]]));
}

/** The Room tile of this name, as the mod reads it (its nickname, or its BRW:Room:<name> tag). */
function roomTile(g: Game, name: string): FakeObject {
  const found = g.all("BRW:Room").filter((o) => roomNameOf({ name: o.nickname, tags: o.tags }) === name);
  expect(found, name).toHaveLength(1);
  return found[0];
}

/** What the rules see, and what was said, after each of: Setup; Red's model into the Crypt, then Teleport 1. */
function play(g: Game): unknown[] {
  const out: unknown[] = [];
  let from = g.tts.messages.length;
  const heard = () =>
    g.tts.messages
      .slice(from)
      .filter((m) => m.kind === "broadcastToAll" || m.kind === "printToAll")
      .map((m) => m.text);
  press(g, "Setup");
  out.push(heard(), g.state());
  const crypt = roomTile(g, "Crypt");
  g.tts.move(g.one("BRW:Mage", "Red"), { x: crypt.position.x + 1, y: crypt.position.y + 0.5, z: crypt.position.z });
  g.tts.runUntilIdle();
  from = g.tts.messages.length;
  press(g, "Teleport 1");
  out.push(heard(), g.state());
  return out;
}

/** The project's own save played as play() plays: the same for every style, so played once a file. */
let ownPlay: unknown[] | undefined;
function ownSavePlayed(): unknown[] {
  if (ownPlay === undefined) {
    game = load();
    ownPlay = play(game);
    game.tts.assertNoErrors();
  }
  return ownPlay;
}

describe.each(STYLES)("a table built with %s", (style) => {
  it("L1 R4 R5 R12 R14 prepared by the assistant, it plays Setup and a Teleport exactly as the project's own save; nothing is renamed or moved", () => {
    const own = ownSavePlayed();
    game = load(foreignSave(style));
    const where = places(game);
    const tags = tagsOf(game);
    press(game, "Prepare this table");
    // A proposal only: nothing is tagged yet, the buttons to settle it are shown, the pieces lit.
    expect(tagsOf(game)).toEqual(tags);
    expect(labels(game)).toEqual(expect.arrayContaining(["Confirm tags", "Cancel tags"]));
    expect(game.said().some((s) => s.startsWith("Jukas, Prepare this table: "))).toBe(true);
    // The Crypt's tile, where the project's save has it: proposed, so lit.
    const crypt = game.tts.tableObjects().find((o) => o.kind === "hexTile" && o.position.x === 2 && o.position.z === 3.464)!;
    expect(game.tts.highlights(crypt).length).toBeGreaterThan(0);
    press(game, "Confirm tags");
    expect(labels(game)).not.toContain("Confirm tags");
    expect(places(game)).toBe(where);
    expect(game.state().missing).toEqual([]);
    expect(play(game)).toEqual(own);
  });

  it("one press of Undo tagging takes off exactly the tags the preparation added, and no tag the player had", () => {
    game = load(foreignSave(style));
    const tags = tagsOf(game);
    press(game, "Prepare this table");
    press(game, "Confirm tags");
    expect(tagsOf(game)).not.toEqual(tags);
    press(game, "Undo tagging");
    expect(tagsOf(game)).toEqual(tags);
    expect(game.said().some((s) => s.startsWith("Jukas: the ") && s.endsWith("are removed."))).toBe(true);
  });
});

describe("the tagging assistant", () => {
  it("decoys are left alone; what looks like a piece but cannot be placed is listed in chat and lit orange", () => {
    game = load(foreignSave("decoys and partial tags"));
    press(game, "Prepare this table");
    expect(game.tts.buttons("dec004").map((b) => [b.click_function, b.label])).toEqual([["jukasMark", "?"]]);
    press(game, "Confirm tags");
    for (const guid of ["dec001", "dec002", "dec003", "dec004", "dec005"]) expect(game.tts.getObject(guid)!.tags).toEqual([]);
    const lines = game.said();
    expect(lines).toContain("? Crypt (dec004): its name is the Crypt's, but it lies away from the Lodge.");
    expect(game.tts.buttons("dec004")).toEqual([]);
    expect(
      lines.filter((l) => l.includes("(dec001)") || l.includes("(dec002)") || l.includes("(dec003)") || l.includes("(dec005)")),
    ).toEqual([]);
    // The players' Instability bags: tagged as their owners', so that what comes out of them is tagged too.
    expect(lines.filter((l) => l.endsWith("each piece taken out of it gets its tags."))).toHaveLength(5);
    expect(lines.some((l) => l.startsWith("+ Red Mage (") && l.endsWith(": Red, completes it as Red's Mage (by its name)."))).toBe(true);
  });

  it("zones are never proposed, whatever they are named (a tagged zone accepts only objects with matching tags)", () => {
    game = load(foreignSave("another mod"));
    const crypt = game.tts.tableObjects().find((o) => o.kind === "hexTile" && o.position.x === 2 && o.position.z === 3.464)!;
    const transform = (x: number, z: number, scaleX: number, scaleY: number) => ({
      posX: x,
      posY: 1.2,
      posZ: z,
      rotX: 0,
      rotY: 0,
      rotZ: 0,
      scaleX,
      scaleY,
      scaleZ: scaleX,
    });
    const zones = [
      game.tts.addObject({ GUID: "zon001", Name: "ScriptingTrigger", Nickname: "Red Instability", Transform: transform(30, 10, 0.6, 0.1) }),
      game.tts.addObject({
        GUID: "zon002",
        Name: "LayoutZone",
        Nickname: "Crypt",
        Transform: transform(crypt.position.x, crypt.position.z, 4, 0.2),
      }),
      game.tts.addObject({ GUID: "zon003", Name: "RandomizeTrigger", Nickname: "Vortex", Transform: transform(31, 12, 0.6, 0.1) }),
    ];
    const result = game.act("prepare") as { proposals: { id: string }[]; unplaced: { id: string }[] };
    const named = [...Object.values(result.proposals), ...Object.values(result.unplaced)].map((p) => p.id);
    expect(named.length).toBeGreaterThan(19);
    for (const z of zones) expect(named).not.toContain(z.guid);
    press(game, "Confirm tags");
    for (const z of zones) expect(z.tags).toEqual([]);
    expect(game.state().missing).toEqual([]);
  });

  it("the proposal's buttons, and the table row above them, lie on the table's surface clear of everything", () => {
    game = load(foreignSave("another mod"));
    press(game, "Prepare this table");
    expect(labels(game)).toEqual(expect.arrayContaining(["Confirm tags", "Cancel tags"]));
    // White's and Red's models stand in their Cells by design: untagged, nothing says so to the layout rule.
    const problems = layoutProblems(tableFootprints(game.tts.tableObjects())).filter(
      (p) => !/^Cell \(\w+\) and Mage \(\w+\) overlap/.test(p),
    );
    expect(problems).toEqual([]);
  });

  it("Cancel tags drops the proposal: nothing tagged, nothing lit", () => {
    game = load(foreignSave("another mod"));
    const tags = tagsOf(game);
    press(game, "Prepare this table");
    const lit = game.tts.tableObjects().filter((o) => game!.tts.highlights(o).length > 0);
    expect(lit.length).toBeGreaterThan(19);
    // Not by colour alone: each lit object carries the chat list's glyph, "+" to tag, "?" not placed.
    const glyphs = (o: FakeObject) =>
      game!.tts
        .buttons(o)
        .filter((b) => b.click_function === "jukasMark")
        .map((b) => b.label);
    for (const o of lit) expect(glyphs(o), o.nickname).toHaveLength(1);
    expect(lit.filter((o) => glyphs(o)[0] === "+").length).toBeGreaterThan(19);
    press(game, "Cancel tags");
    expect(tagsOf(game)).toEqual(tags);
    expect(lit.filter((o) => game!.tts.highlights(o).length > 0)).toEqual([]);
    expect(lit.filter((o) => glyphs(o).length > 0)).toEqual([]);
    expect(game.said()).toContain("Jukas: the proposed tags are dropped; nothing was tagged.");
  });

  it("a proposal survives a save and reload, and is confirmed after it", () => {
    game = load(foreignSave("typos and extra words"));
    press(game, "Prepare this table");
    const reloaded = game.tts.reloadAll();
    reloaded.start();
    reloaded.runUntilIdle();
    game = gameOf(reloaded);
    expect(labels(game)).toEqual(expect.arrayContaining(["Confirm tags", "Cancel tags"]));
    // The proposal is lit again: the Crypt's tile, where the project's save has it.
    const crypt = game.tts.tableObjects().find((o) => o.kind === "hexTile" && o.position.x === 2 && o.position.z === 3.464)!;
    expect(game.tts.highlights(crypt).length).toBeGreaterThan(0);
    press(game, "Confirm tags");
    expect(game.all("BRW:Room")).toHaveLength(19);
    expect(game.state().missing).toEqual([]);
  });

  it("on the project's own save every piece is tagged already: nothing is proposed", () => {
    game = load();
    const tags = tagsOf(game);
    press(game, "Prepare this table");
    expect(tagsOf(game)).toEqual(tags);
    expect(labels(game)).not.toContain("Confirm tags");
    expect(game.said().some((s) => s.startsWith("Jukas, Prepare this table: every piece found is tagged already"))).toBe(true);
  });
});

describe("Instability in bags (issue 28)", () => {
  it("R14 a piece taken out of a bag the assistant tagged as Red's Instability is Red's: five laid in the Crypt count there", () => {
    game = load(foreignSave("another mod"));
    press(game, "Prepare this table");
    press(game, "Confirm tags");
    const bag = game.one("BRW:Instability", "Red");
    expect(bag.contents!.length).toBeGreaterThan(5);
    const crypt = roomTile(game, "Crypt");
    for (let i = 0; i < 5; i++) {
      const piece = game.tts.takeOut(bag, { x: crypt.position.x - 1 + i * 0.5, y: crypt.position.y + 0.5, z: crypt.position.z + 0.8 })!;
      game.tts.runUntilIdle();
      expect(piece.tags).toEqual(["BRW:Instability", "Red"]);
    }
    const room = game.state().rooms.find((r) => r.name === "Crypt")!;
    expect(room.instability).toMatchObject({ Red: 5 });
  });

  it("Check table names the untagged bags whose pieces it could not verify, and says nothing of them once they are tagged", () => {
    game = load(foreignSave("another mod"));
    press(game, "Check table");
    const before = game.said();
    const line = before.find((l) => l.startsWith("Not verified: what lies inside "))!;
    expect(line).toContain("Red Instability Bag (" + game.tts.tableObjects().find((o) => o.nickname === "Red Instability Bag")!.guid + ")");
    expect(before).not.toContain("Jukas, Check table: every rule has what it needs.");
    press(game, "Prepare this table");
    press(game, "Confirm tags");
    game.tts.clearMessages();
    press(game, "Check table");
    expect(game.said()).toEqual(["Jukas, Check table: every rule has what it needs."]);
  });

  it("on the project's own save every bag is tagged: Check table verifies everything", () => {
    game = load();
    const result = game.act("check") as { ok: boolean; unverified: object };
    expect(result.ok).toBe(true);
    expect(Object.keys(result.unverified)).toEqual([]);
  });
});

describe("Check table", () => {
  it("R16 R17 lists what each rule lacks, one line each; state's missing says the same", () => {
    game = load();
    expect(game.state().missing).toEqual([]);
    press(game, "Check table");
    expect(game.said()).toContain("Jukas, Check table: every rule has what it needs.");
    game.tts.destroy(game.one("BRW:Crown"));
    game.tts.destroy(game.one("BRW:Power", "Green"));
    game.tts.runUntilIdle();
    const missing = [
      "R17, I6: there is no Crown (BRW:Crown): the host settles every tie.",
      "R16: Green has no Power source: an object tagged BRW:Power + Green that holds a number (a counter, a tile with a value, or a script's brwValue()).",
    ];
    expect(game.state().missing).toEqual(missing);
    press(game, "Check table");
    const said = game.said();
    expect(said.slice(said.indexOf("Jukas, Check table: 2 things are missing:") + 1)).toEqual(missing);
  });

  it("L1 a Room tile without a name: the check says which, and how to name it without renaming it", () => {
    game = load();
    const crypt = game.room("Crypt");
    crypt.nickname = "";
    expect(game.state().missing).toEqual([
      "Room tile BRW:Room " + crypt.guid + " has no name: name it after its Room (e.g. Crypt), or tag it BRW:Room:Crypt.",
    ]);
    crypt.tags.push("BRW:Room:Crypt");
    expect(game.state().missing).toEqual([]);
  });

  it("L1 a table not prepared yet: the check names the Rooms and pieces it lacks", () => {
    game = load(foreignSave("another mod"));
    const missing = game.state().missing;
    expect(missing[0]).toMatch(/^L1: the Lodge lacks Black Rose Room, Throne Room, Crypt, .*, Treasure Room \(no BRW:Room tile/);
    expect(missing).toContain("R17, I6: there is no Crown (BRW:Crown): the host settles every tie.");
    press(game, "Check table");
    expect(game.said()).toEqual(expect.arrayContaining(missing));
  });
});
