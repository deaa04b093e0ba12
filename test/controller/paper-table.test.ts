/**
 * The shared controller on a paper table, beyond the shared scenarios: tokens laid on a Mage Card
 * clear of each other and turned back as they were on undo, and saved text that is not ours.
 */
import { welcomeWords } from "../../src/words/welcome";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atLoad, call, createController, press, Controller } from "../../src/controller/controller";
import type { Press } from "../../src/controller/press";
import { readTable } from "../../src/table/snapshot";
import { placeNext, planEffects } from "../../src/controller/plan";
import { Step } from "../../src/controller/steps";
import { runAction } from "../../src/core/actions";
import { Piece } from "../../src/table/pieces";
import { PaperTable } from "../../hosts/paper-table";
import { CONTEXT, fullTable, lodge, offset, piece } from "../table/layout";
import { NAMES } from "../core/fixtures";
import { fuzz } from "../props/config";
import { EVERY_NEED } from "../../src/table/reader";

function game(extra: (l: ReturnType<typeof lodge>) => Piece[] = () => [], context = CONTEXT) {
  const layout = lodge();
  const table = new PaperTable([...fullTable(layout), ...extra(layout)], context);
  const c: Controller = createController(table.tabletop, undefined);
  const read = () => readTable(table.tabletop.readPieces(EVERY_NEED), table.tabletop.context());
  const act = (name: string, params?: unknown, caller?: string) => {
    const r = call(c, name, params, caller);
    table.settle();
    return r as unknown as Record<string, unknown>;
  };
  return { layout, table, c, read, act };
}

/** R2: the 12 Vortex Tokens are somewhere on the table: the bag, the Rooms, the Mage Cards. */
function vortexCount(table: PaperTable): number {
  return table.pieces.reduce(
    (n, p) => n + (p.tags.includes("BRW:VortexPool") ? p.quantity : p.tags.includes("BRW:Vortex") ? p.quantity : 0),
    0,
  );
}

const mageModel = (colour: string, at: { x: number; z: number }) =>
  piece("model" + colour, ["BRW:Mage", colour], at, { name: colour + " Mage" });
const counters = (colour: string, power: number, damage: number) => [
  piece("pow" + colour, ["BRW:Power", colour], { x: -80, z: 0 }, { value: power }),
  piece("dmg" + colour, ["BRW:Damage", colour], { x: -80, z: 5 }, { value: damage }),
];

describe("controller on a paper table: hostile saves, tokens on a card", () => {
  it("R8 a token taken onto a Mage Card lands clear of what already lies on it", () => {
    const g = game((l) => [mageModel("Red", l.room("Crypt")), piece("v0", ["BRW:Vortex"], l.card("Red"))]);
    g.table.byId("bag")!.quantity = 11;
    g.act("setup");
    g.act("spellResolved", { color: "Red" });
    const card = g.layout.card("Red");
    const onCard = g.table.pieces.filter(
      (p) => p.tags.includes("BRW:Vortex") && Math.abs(p.x - card.x) <= 5 && Math.abs(p.z - card.z) <= 3.5,
    );
    expect(onCard).toHaveLength(2);
    const [a, b] = onCard;
    expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThanOrEqual(0.15 * 10);
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

  it("I6 saved text that does not decode at all is warned about too, once; nothing saved is no warning", () => {
    const g = game();
    for (const saved of ["{not json", "\u0001\u0002", "null", "]] os.exit() --[["]) {
      const before = g.table.said.length;
      const c = createController(g.table.tabletop, saved);
      expect(c.session).toEqual({});
      expect(g.table.said.slice(before), saved).toEqual([
        {
          to: "all",
          text: "Jukas: the saved state is not this mod's; starting clean (no pending choice, nothing to undo).",
          warning: true,
          screen: true,
        },
      ]);
    }
    const before = g.table.said.length;
    createController(g.table.tabletop, "");
    createController(g.table.tabletop, undefined);
    expect(g.table.said.slice(before)).toEqual([]);
  });

  it("the read at load says the welcome line alone and moves nothing; the actions after it come out as without it", () => {
    const ahead = game((l) => [mageModel("Red", l.room("Crypt"))]);
    const plain = game((l) => [mageModel("Red", l.room("Crypt"))]);
    const pieces = JSON.stringify(ahead.table.pieces);
    atLoad(ahead.c);
    expect(ahead.table.said.map((s) => s.text)).toEqual([welcomeWords.line()]);
    ahead.table.said.length = 0;
    expect(JSON.stringify(ahead.table.pieces)).toBe(pieces);
    expect(ahead.c.session).toEqual({});
    for (const [name, params] of [["setup"], ["target", { priority: 1 }], ["teleport"], ["undo"]] as [string, unknown?][]) {
      expect(ahead.act(name, params)).toEqual(plain.act(name, params));
    }
    expect(ahead.table.said).toEqual(plain.table.said);
    expect(JSON.stringify(ahead.table.pieces)).toBe(JSON.stringify(plain.table.pieces));
  });

  it("a player's press reads in its frame and decides in the next; a press meanwhile waits its turn; both do what plain calls do", () => {
    const pressed = game((l) => [mageModel("Red", l.room("Crypt"))]);
    const plain = game((l) => [mageModel("Red", l.room("Crypt"))]);
    const pieces = JSON.stringify(pressed.table.pieces);
    const frames: (() => void)[] = [];
    const decided: Press[] = [];
    const next = (fn: () => void) => void frames.push(fn);
    press(pressed.c, "setup", undefined, "White", next, (p) => decided.push(p));
    press(pressed.c, "target", { priority: 1 }, "White", next, (p) => decided.push(p));
    // The first frame read the table and nothing else: nothing said, nothing moved.
    expect(pressed.table.said).toEqual([]);
    expect(JSON.stringify(pressed.table.pieces)).toBe(pieces);
    expect(frames.length).toBe(1);
    frames.shift()!();
    // Setup decided and carries out its steps; the Target read in that frame and decides in the next.
    expect(decided.map((p) => p.name + ":" + p.stage)).toEqual(["setup:carry"]);
    pressed.table.settle();
    expect(decided[0].stage).toBe("done");
    expect(frames.length).toBe(1);
    frames.shift()!();
    pressed.table.settle();
    expect(decided.map((p) => p.name + ":" + p.stage)).toEqual(["setup:done", "target:done"]);
    plain.act("setup", undefined, "White");
    plain.act("target", { priority: 1 }, "White");
    expect(pressed.table.said).toEqual(plain.table.said);
    expect(JSON.stringify(pressed.table.pieces)).toBe(JSON.stringify(plain.table.pieces));
  });

  it("R4 R5 a press finds its first free spot only; each later one is found as the steps before it settle, the same spots as all at once", () => {
    const g = game();
    const host = g.table.tabletop;
    const runs: Step[][] = [];
    const c = createController({ ...host, perform: (steps, done) => (runs.push(steps), host.perform(steps, done)) }, undefined);
    // The spots of the plan all found at once, on the same read: what the runs must come to.
    const read = g.read();
    const outcome = runAction(read.snapshot!, { action: "setup" });
    const plan = planEffects(outcome.effects, read, read.pieces);
    while (plan.found < plan.spots.length) placeNext(plan);
    const expected = plan.steps.map((s) => ("to" in s ? s.to : undefined));
    expect(plan.spots.length).toBe(8);

    expect(call(c, "setup", undefined).ok).toBe(true);
    // The press: Jukas's move, its spot found; nothing else handed to the table yet.
    expect(runs.map((r) => r.length)).toEqual([1]);
    g.table.settle();
    // One run per spot: each begins with the step whose spot was found as the run before it settled.
    expect(runs).toHaveLength(8);
    const done = runs.flat();
    expect(done.map((s) => ("to" in s ? s.to : undefined))).toEqual(expected);
    expect(vortexCount(g.table)).toBe(12);
    // Undo takes every run back, as one action.
    expect((call(c, "undo", undefined) as unknown as { ok: boolean }).ok).toBe(true);
    g.table.settle();
    // Where every piece lies and how many it counts (the bag now names the tokens it holds back).
    const places = (t: PaperTable) => t.pieces.map((p) => [p.id, p.x, p.z, p.rotY, p.quantity]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
    expect(places(g.table)).toEqual(places(game().table));
  });

  // A Teleport reads what its target's criteria use, then the pieces over Jukas's Room alone
  // (reader.ts occupiedNow): where he lands must be where a read of every piece puts him.
  it("R12 R14 R15 R16 Jukas teleports to the spot a read of every piece finds, with or without a tabletop that reads an area", () => {
    // What may lie in a Room, beside the Red Mage (the one Mage in play: Priorities 1 and 3 pick his Room).
    const kinds = [
      ["BRW:Instability", "Red"],
      ["BRW:Instability", "BRW:BlackRose"],
      ["BRW:Vortex"],
      ["BRW:Power", "Red"],
      ["BRW:Vortex", "BRW:VortexPool"],
      ["BRW:ForgottenSpells"],
    ];
    const crowd = fc.array(
      fc.record({
        kind: fc.integer({ min: 0, max: kinds.length - 1 }),
        // Most in the Red Mage's Room, where Jukas goes; some elsewhere.
        room: fc.option(fc.integer({ min: 0, max: NAMES.length - 1 }), { freq: 3 }),
        dx: fc.integer({ min: -60, max: 60 }),
        dz: fc.integer({ min: -60, max: 60 }),
        bag: fc.boolean(),
      }),
      { maxLength: 30 },
    );
    let moved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: NAMES.length - 1 }),
        crowd,
        fc.constantFrom(1, 2, 3),
        fc.boolean(),
        (red, pieces, priority, readsAreas) => {
          const layout = lodge();
          const at = (room: number | null, dx: number, dz: number) => offset(layout.room(NAMES[room ?? red]), dx / 10, dz / 10);
          const extra = pieces.map((x, i) =>
            piece("x" + i, kinds[x.kind], at(x.room, x.dx, x.dz), {
              container: x.bag && x.kind === kinds.length - 1,
              value: 2,
            }),
          );
          const all = [...fullTable(layout), mageModel("Red", at(null, 7, -5)), ...counters("Red", 1, 0), ...extra];
          // What a read of every piece decides, and where it puts Jukas.
          const full = readTable(structuredClone(all), CONTEXT);
          const outcome = runAction(full.snapshot!, { action: "teleport", params: { priority } });
          const plan = planEffects(outcome.effects, full, full.pieces);
          placeNext(plan);
          const move = plan.steps.find((s) => s.op === "move") as Extract<Step, { op: "move" }> | undefined;
          if (priority !== 2) expect(move).toBeDefined();
          const table = new PaperTable(structuredClone(all), CONTEXT);
          const host = readsAreas ? table.tabletop : { ...table.tabletop, readOver: undefined };
          call(createController(host, undefined), "teleport", { priority });
          table.settle();
          const jukas = table.byId("jukas")!;
          const expected = move === undefined ? layout.cell("Jukas") : move.to;
          expect({ x: jukas.x, z: jukas.z }).toEqual({ x: expected.x, z: expected.z });
          if (move !== undefined) moved++;
        },
      ),
      fuzz(60),
    );
    expect(moved).toBeGreaterThan(0);
  });
});
