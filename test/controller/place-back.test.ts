/**
 * placeBack, the pure decision behind undo (src/controller/plan.ts): every piece back where it
 * lay, unless a piece the undo leaves in place now lies there; then the nearest free spot of the
 * same Room, Cell or Mage Card (around the spot when it lies in none), clear of everything.
 */
import { describe, expect, it } from "vitest";
import { besideSpots, placeBack } from "../../src/controller/plan";
import type { Step, Vec } from "../../src/controller/steps";
import type { Point } from "../../src/table/geometry";
import type { Piece } from "../../src/table/pieces";
import { readTable } from "../../src/table/snapshot";
import { CONTEXT, W, fullTable, lodge, offset, piece } from "../table/layout";

const CLEARANCE = 0.15 * W;
const l = lodge();
const at = (p: Point, y = 1): Vec => ({ x: p.x, y, z: p.z });
const move = (id: string, to: Point, from: Point): Step => ({ op: "move", id, to: at(to), from: at(from) });

function decide(extra: Piece[], steps: Step[]) {
  const pieces = [...fullTable(l), ...extra];
  const read = readTable(pieces, CONTEXT);
  const before = JSON.stringify(steps);
  const out = placeBack(steps, read.index, pieces);
  expect(JSON.stringify(steps), "the journal's steps are left as they were").toBe(before);
  const where = (id: string) => {
    const s = out.steps.find((x) => "id" in x && x.id === id) ?? out.steps.find((x) => x.op === "takeOut" && x.item === id);
    return s !== undefined && "to" in s ? s.to : undefined;
  };
  // Where a piece's point reads as lying, after the steps: a piece set there, read again.
  const areaOf = (p: Point) => {
    const r = readTable([...pieces, piece("probe", ["BRW:Mage", "Blue"], p)], CONTEXT);
    return r.snapshot!.mages.find((m) => m.color === "Blue")!.at;
  };
  return { out, where, areaOf };
}

const far = (a: Point, others: Point[]) => others.every((o) => Math.hypot(a.x - o.x, a.z - o.z) >= CLEARANCE);

describe("placeBack: where undo puts a piece whose old spot is taken", () => {
  it("nothing taken: the same steps, nothing moved aside", () => {
    const steps = [move("jukas", l.cell("Jukas"), l.room("Throne Room"))];
    const { out } = decide([], steps);
    expect(out).toEqual({ steps, aside: 0, asideTo: [], stacked: 0 });
  });

  it("a Mage on Jukas's old spot in his Cell: Jukas goes to the nearest free spot of that Cell, clear of the Mage", () => {
    const cell = l.cell("Jukas");
    const { out, where, areaOf } = decide([piece("modelRed", ["BRW:Mage", "Red"], cell)], [move("jukas", cell, l.room("Throne Room"))]);
    expect(out.aside).toBe(1);
    expect(out.asideTo, "named for players: which piece, and where it went").toEqual([{ piece: "Jukas's model", area: "Jukas's Cell" }]);
    expect(out.stacked).toBe(0);
    const to = where("jukas")!;
    expect(to.y).toBe(1);
    expect(far(to, [cell])).toBe(true);
    expect(areaOf(to)).toEqual({ cell: "Jukas" });
  });

  it("in a Room: the spot reads back as that Room, clear of what lies there and of the other pieces the undo sets down", () => {
    const crypt = l.room("Crypt");
    const lying = [piece("modelRed", ["BRW:Mage", "Red"], crypt), piece("i1", ["BRW:Instability", "Red"], offset(crypt, CLEARANCE, 0))];
    const steps = [move("v1", crypt, l.card("Red")), move("v2", offset(crypt, -CLEARANCE, 0), l.card("Red"))];
    const { out, where, areaOf } = decide(
      [...lying, piece("v1", ["BRW:Vortex"], l.card("Red")), piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 2, 0))],
      steps,
    );
    expect(out.aside).toBe(1);
    expect(out.asideTo).toEqual([{ piece: "a Vortex Token", area: "the Crypt" }]);
    expect(where("v2")).toEqual(steps[1].op === "move" ? steps[1].to : undefined);
    const to = where("v1")!;
    expect(far(to, [crypt, offset(crypt, CLEARANCE, 0), offset(crypt, -CLEARANCE, 0)])).toBe(true);
    expect(areaOf(to)).toEqual({ room: "Crypt" });
  });

  it("a piece the mod set down beside the spot, at the clearance (to rounding), leaves it free; a piece nearer takes it", () => {
    const crypt = l.room("Crypt");
    const steps = [move("v1", crypt, l.card("Red"))];
    // At the clearance as freeSpot puts a piece on its spiral (ring 2 of a half-clearance step), and just off it.
    const ring2 = { x: crypt.x + (CLEARANCE / 2) * 1, z: crypt.z + (CLEARANCE / 2) * 2 * (Math.sqrt(3) / 2) };
    for (const p of [offset(crypt, CLEARANCE, 0), ring2, offset(crypt, 0.995 * CLEARANCE, 0)]) {
      const { out } = decide([piece("jukas", ["BRW:Mage", "BRW:Jukas"], p), piece("v1", ["BRW:Vortex"], l.card("Red"))], steps);
      expect(out, `Jukas at ${JSON.stringify(p)}`).toEqual({ steps, aside: 0, asideTo: [], stacked: 0 });
    }
    const { out } = decide(
      [piece("modelRed", ["BRW:Mage", "Red"], offset(crypt, 0.95 * CLEARANCE, 0)), piece("v1", ["BRW:Vortex"], l.card("Red"))],
      steps,
    );
    expect(out.aside, "a model nearer than the clearance").toBe(1);
  });

  it("a piece the undo moves away itself does not take the spot", () => {
    const crypt = l.room("Crypt");
    const steps = [move("modelRed", l.room("Forge"), crypt), move("jukas", crypt, l.room("Throne Room"))];
    const { out } = decide([piece("modelRed", ["BRW:Mage", "Red"], crypt)], steps);
    expect(out).toEqual({ steps, aside: 0, asideTo: [], stacked: 0 });
  });

  it("a token taken back out of the bag onto a Mage Card: clear of what now lies on the card, still on it", () => {
    const spot = offset(l.card("Red"), -1, 0);
    const steps: Step[] = [{ op: "takeOut", container: "bag", item: "v1", to: at(spot), rotY: 40 }];
    const { out, where } = decide([piece("c1", ["BRW:Power", "Red"], spot, { value: 3 })], steps);
    expect(out.aside).toBe(1);
    const to = where("v1")!;
    expect(far(to, [spot])).toBe(true);
    expect(Math.abs(to.x - l.card("Red").x)).toBeLessThanOrEqual(5);
    expect(Math.abs(to.z - l.card("Red").z)).toBeLessThanOrEqual(3.5);
    expect(out.steps[0]).toMatchObject({ op: "takeOut", container: "bag", item: "v1", rotY: 40 });
  });

  it("a spot in no area: the nearest free point around it", () => {
    const spot = { x: 100, z: 100 };
    const { out, where } = decide([piece("jukas2", ["BRW:Instability", "Red"], spot)], [move("jukas", spot, l.room("Throne Room"))]);
    expect(out.aside).toBe(1);
    const to = where("jukas")!;
    expect(far(to, [spot])).toBe(true);
    expect(Math.hypot(to.x - spot.x, to.z - spot.z)).toBeLessThanOrEqual(3 * CLEARANCE);
  });

  it("no free spot near: put back where it lay all the same, counted to be warned about", () => {
    const cell = l.cell("Jukas");
    const crowd: Piece[] = [];
    for (let dx = -5; dx <= 5; dx += 1)
      for (let dz = -5; dz <= 5; dz += 1) crowd.push(piece(`x${dx}_${dz}`, ["BRW:Instability", "Red"], offset(cell, dx, dz)));
    const steps = [move("jukas", cell, l.room("Throne Room"))];
    const { out } = decide(crowd, steps);
    expect(out).toEqual({ steps, aside: 0, asideTo: [], stacked: 1 });
  });
});

describe("placeBack: a piece that lay beside the spot before the action", () => {
  // docs/rules.md: undo restores exactly. Only a piece that came there after the action pushes a returning one aside.
  it("stays where it lay: the returning piece goes back exactly; moved away and back nearer, it takes the spot", () => {
    const cell = l.cell("Jukas");
    const beside = offset(cell, 0.5 * CLEARANCE, 0);
    const steps = [move("jukas", cell, l.room("Throne Room"))];
    const lying = [
      piece("power", ["BRW:Instability", "BRW:Jukas"], beside),
      piece("jukas", ["BRW:Mage", "BRW:Jukas"], l.room("Throne Room")),
    ];
    const record = besideSpots([move("jukas", l.room("Throne Room"), cell)], readTable([...fullTable(l), ...lying], CONTEXT).index, [
      ...fullTable(l),
      ...lying,
    ]);
    expect(record).toEqual([{ id: "power", x: beside.x, z: beside.z }]);
    const pieces = [...fullTable(l), ...lying];
    const read = readTable(pieces, CONTEXT);
    expect(placeBack(steps, read.index, pieces, record)).toEqual({ steps, aside: 0, asideTo: [], stacked: 0 });
    // Without the record (a journal saved before it existed), the same piece reads as one that came since.
    expect(placeBack(steps, read.index, pieces).aside).toBe(1);
    const movedCloser = [piece("power", ["BRW:Instability", "BRW:Jukas"], offset(cell, 0.2 * CLEARANCE, 0)), lying[1]];
    const again = [...fullTable(l), ...movedCloser];
    expect(placeBack(steps, readTable(again, CONTEXT).index, again, record).aside).toBe(1);
  });
});
