/**
 * The shared controller on a paper table: the script API of TABLE.md end to end, asserting
 * where the pieces end up, not only what a call returned.
 */
import { describe, expect, it } from "vitest";
import { call, createController, savedState, Controller } from "../../src/controller/controller";
import { readTable } from "../../src/table/snapshot";
import { Piece } from "../../src/table/pieces";
import { PaperTable } from "../hosts/paper-table";
import { CONTEXT, fullTable, lodge, offset, piece } from "../table/layout";
import { THRONE_NEIGHBOURS } from "../core/fixtures";

function game(extra: (l: ReturnType<typeof lodge>) => Piece[] = () => [], context = CONTEXT) {
  const layout = lodge();
  const table = new PaperTable([...fullTable(layout), ...extra(layout)], context);
  const c: Controller = createController(table.host, undefined);
  const read = () => readTable(table.host.readPieces(), table.host.context());
  const act = (name: string, params?: unknown, caller?: string) => {
    const r = call(c, name, params, caller);
    table.settle();
    return r as unknown as Record<string, unknown>;
  };
  return { layout, table, c, read, act };
}

/** R2: the 12 Vortex Tokens are somewhere on the table: the bag, the Rooms, the Mage Cards. */
function vortexCount(table: PaperTable): number {
  return table.pieces.reduce((n, p) => n + (p.tags.includes("BRW:VortexPool") ? p.quantity : p.tags.includes("BRW:Vortex") ? p.quantity : 0), 0);
}

const mageModel = (colour: string, at: { x: number; z: number }) => piece("model" + colour, ["BRW:Mage", colour], at, { name: colour + " Mage" });
const counters = (colour: string, power: number, damage: number) => [
  piece("pow" + colour, ["BRW:Power", colour], { x: -80, z: 0 }, { value: power }),
  piece("dmg" + colour, ["BRW:Damage", colour], { x: -80, z: 5 }, { value: damage }),
];

describe("controller on a paper table", () => {
  it("R4 R5 setup moves Jukas into the Throne Room and lays 7 Vortex Tokens from the bag", () => {
    const g = game();
    const r = g.act("setup");
    expect(r.ok).toBe(true);
    const snap = g.read().snapshot!;
    expect(snap.jukas!.at.room).toBe("Throne Room");
    const withToken = snap.rooms.filter((room) => room.vortex === 1).map((room) => room.name);
    expect(withToken.sort()).toEqual(["Throne Room", ...THRONE_NEIGHBOURS].sort());
    expect(snap.pool).toBe(5);
    expect(vortexCount(g.table)).toBe(12);
    expect(g.table.said.map((s) => s.text).join("\n")).toContain("(R4)");
  });

  it("R14 a target is announced with its reason and highlighted", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", offset(l.room("Crypt"), 1.5, 0))]);
    const r = g.act("target", { priority: 1 });
    expect(r).toMatchObject({ ok: true, kind: "room", room: "Crypt", why: "most Mages: 2" });
    expect(g.table.said.some((s) => s.text === "Jukas, Priority 1: Crypt (most Mages: 2)")).toBe(true);
    const crypt = g.table.pieces.find((p) => p.name === "Crypt")!;
    expect(g.table.highlighted).toEqual([crypt.id]);
  });

  it("R17 I6 a tie waits for the Crown: a wrong player is told no, the holder's pick settles it", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]);
    const r = g.act("target", { priority: 1 });
    expect(r).toMatchObject({ ok: true, pending: true, candidates: ["Crypt", "Forge"] });
    expect(g.table.choice).toEqual(["Crypt", "Forge"]);
    expect(g.act("setup").ok).toBe(false);
    const wrong = g.act("choose", { player: "Red", pick: "Crypt" }, "Red");
    expect(wrong).toMatchObject({ ok: false });
    expect(g.table.said.at(-1)).toMatchObject({ to: "Red", text: "Red does not hold the Crown: White chooses." });
    const right = g.act("choose", { player: "White", pick: "Forge" }, "White");
    expect(right).toMatchObject({ ok: true, kind: "room", room: "Forge", why: "Choice of the Crown (White)" });
    expect(g.table.choice).toEqual([]);
  });

  it("R12 teleport from his Cell puts Jukas's model in the target Room", () => {
    const g = game((l) => [mageModel("Red", l.room("Garden"))]);
    expect(g.read().snapshot!.jukas!.at.cell).toBe("Jukas");
    g.act("teleport", { priority: 1 });
    expect(g.read().snapshot!.jukas!.at.room).toBe("Garden");
  });

  it("R11 R13 an Avatar Effect cascade places Jukas's Instability, flips the Room and adds 2 Power", () => {
    const g = game((l) => [
      ...[0, 1, 2].map((k) => piece("redInst" + k, ["BRW:Instability", "Red"], offset(l.room("Forge"), -2 + 2 * k, 2))),
      mageModel("Red", l.room("Forge")),
    ]);
    g.act("teleport", { priority: 1 });
    const r = g.act("avatarEffect");
    expect(r.ok).toBe(true);
    const forge = g.table.pieces.find((p) => p.name === "Forge")!;
    expect(forge.faceDown).toBe(true);
    expect(g.table.byId("jpow")!.value).toBe(2);
    const snap = g.read().snapshot!;
    const room = snap.rooms.find((x) => x.name === "Forge")!;
    expect(room.instability).toEqual(expect.arrayContaining([{ owner: "Red", count: 3 }, { owner: "Jukas", count: 1 }]));
    expect(room.instability).toHaveLength(2);
    expect(snap.jukasInstabilitySupply).toBe(19);
    expect(vortexCount(g.table)).toBe(12);
  });

  it("R8 a spell resolved in a Vortex Room puts the token on the Mage Card", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt"))]);
    g.act("setup");
    const r = g.act("spellResolved", { color: "Red" });
    expect(r).toMatchObject({ ok: true, moved: 1 });
    const snap = g.read().snapshot!;
    expect(snap.rooms.find((x) => x.name === "Crypt")!.vortex).toBe(0);
    expect(snap.mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(1);
    expect(vortexCount(g.table)).toBe(12);
  });

  it("R8 a token taken onto a Mage Card lands clear of what already lies on it", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), piece("v0", ["BRW:Vortex"], l.card("Red"))]);
    g.table.byId("bag")!.quantity = 11;
    g.act("setup");
    g.act("spellResolved", { color: "Red" });
    const card = g.layout.card("Red");
    const onCard = g.table.pieces.filter((p) => p.tags.includes("BRW:Vortex") && Math.abs(p.x - card.x) <= 5 && Math.abs(p.z - card.z) <= 3.5);
    expect(onCard).toHaveLength(2);
    const [a, b] = onCard;
    expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThanOrEqual(0.15 * 10);
  });

  it("R10 clean-up returns the tokens to the bag and deals a Forgotten Spell for two", () => {
    const g = game((l) => [
      mageModel("Red", l.room("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
      piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
    ]);
    const bag = g.table.byId("bag")!;
    bag.quantity = 10;
    g.act("cleanup");
    expect(g.table.byId("bag")!.quantity).toBe(12);
    expect(g.table.hands.Red).toHaveLength(1);
    expect(g.table.byId("deck")!.quantity).toBe(4);
  });

  it("R10 undo of a clean-up takes the card back and lays the tokens where they were, turned as they were", () => {
    const g = game((l) => [
      mageModel("Red", l.room("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0), { rotY: 40 }),
      piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0), { rotY: 130 }),
    ]);
    g.table.byId("bag")!.quantity = 10;
    const where = (id: string) => [g.table.byId(id)?.x, g.table.byId(id)?.z, g.table.byId(id)?.rotY];
    const before = [where("v1"), where("v2")];
    g.act("cleanup");
    expect(g.act("undo").ok).toBe(true);
    expect(g.table.hands.Red).toEqual([]);
    expect(g.table.byId("deck")!.quantity).toBe(5);
    expect(g.table.byId("bag")!.quantity).toBe(10);
    expect([where("v1"), where("v2")]).toEqual(before);
  });

  it("R5 undo puts back exactly what setup moved", () => {
    const g = game();
    const before = structuredClone(g.table.pieces).sort((a, b) => a.id.localeCompare(b.id));
    g.act("setup");
    const r = g.act("undo");
    expect(r.ok).toBe(true);
    const after = structuredClone(g.table.pieces).sort((a, b) => a.id.localeCompare(b.id));
    expect(after.map((p) => [p.id, p.x, p.z, p.quantity, p.faceDown, p.value])).toEqual(before.map((p) => [p.id, p.x, p.z, p.quantity, p.faceDown, p.value]));
    expect(g.act("undo").ok).toBe(false);
  });

  it("R17 a pending choice survives a save and reload", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]);
    g.act("teleport", { priority: 1 });
    const saved = savedState(g.c);
    const reloaded = createController(g.table.host, saved);
    expect(g.table.choice).toEqual(["Crypt", "Forge"]);
    const r = call(reloaded, "choose", { player: "White", pick: "Crypt" }, "White");
    g.table.settle();
    expect(r).toMatchObject({ ok: true, room: "Crypt" });
    expect(g.read().snapshot!.jukas!.at.room).toBe("Crypt");
  });

  it("R6 an action asked while pieces still move is refused", () => {
    const g = game();
    call(g.c, "setup", undefined);
    const r = call(g.c, "target", { priority: 1 }) as unknown as Record<string, unknown>;
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining("still moving") });
    g.table.settle();
  });

  it("I6 garbage saved state starts clean with a warning, never an error", () => {
    const g = game();
    for (const saved of ["{not json", JSON.stringify({ mod: "other" }), JSON.stringify({ mod: "brw-jukas", version: 1, pending: { stage: "x" } })]) {
      const c = createController(g.table.host, saved);
      expect(c.session.pending).toBeUndefined();
    }
    expect(g.table.said.filter((s) => s.warning).length).toBeGreaterThanOrEqual(2);
  });

  it("I6 saved text that does not decode at all is warned about too, once; nothing saved is no warning", () => {
    const g = game();
    for (const saved of ["{not json", "\u0001\u0002", "null", "]] os.exit() --[["]) {
      const before = g.table.said.length;
      const c = createController(g.table.host, saved);
      expect(c.session).toEqual({});
      expect(g.table.said.slice(before), saved).toEqual([
        { to: "all", text: "Jukas: the saved state is not this mod's; starting clean (no pending choice, nothing to undo).", warning: true },
      ]);
    }
    const before = g.table.said.length;
    createController(g.table.host, "");
    createController(g.table.host, undefined);
    expect(g.table.said.slice(before)).toEqual([]);
  });

  it("I6 a saved undo journal with an infinite position or a dealing step is dropped with a warning", () => {
    const g = game();
    const move = { op: "move", id: "jukas", to: { x: 1, y: 1, z: 0 }, rotY: 0, from: { x: 0, y: 1, z: 0 }, fromRotY: 0 };
    const saved = (steps: unknown[]) => JSON.stringify({ mod: "brw-jukas", version: 1, journal: { action: "teleport", steps } }).replace('"x":1,', '"x":1e999,');
    expect(createController(g.table.host, saved([move])).session.journal).toBeUndefined();
    expect(createController(g.table.host, saved([{ op: "deal", deck: "deck", color: "Nobody" }])).session.journal).toBeUndefined();
    expect(g.table.said.filter((s) => s.text === "Jukas: the saved undo journal could not be read and was dropped.")).toHaveLength(2);
    // The same journal with finite numbers is kept.
    expect(createController(g.table.host, saved([move]).replace("1e999", "1")).session.journal).toMatchObject({ action: "teleport" });
  });

  it("R2 bad params are refused with a sentence and nothing moves", () => {
    const g = game();
    const before = JSON.stringify(g.table.pieces);
    for (const [name, params] of [["target", { priority: 7 }], ["target", "x"], ["nope", {}], ["spellResolved", { color: 3 }]] as const) {
      const r = g.act(name, params);
      expect(r.ok).toBe(false);
      expect(typeof r.error).toBe("string");
    }
    expect(JSON.stringify(g.table.pieces)).toBe(before);
  });

  it("R16 state reports the table as the rules see it", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), ...counters("Red", 3, 1)]);
    const s = g.act("state");
    expect(s.ok).toBe(true);
    expect((s.rooms as unknown[]).length).toBe(19);
    expect(s.mages).toEqual(expect.arrayContaining([expect.objectContaining({ color: "Red", room: "Crypt", power: 3, damage: 1 })]));
  });
});
