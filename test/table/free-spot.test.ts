import fc from "fast-check";
import { spread } from "../props/numbers";
import { freeSpot } from "../../src/table/free-spot";
import { contains, distance } from "../../src/table/geometry";
import { locate } from "./locate";
import { readTable } from "../../src/table/snapshot";
import { nextTake, takes } from "../../src/table/lookups";
import { poolTakes, spotInRoom, supplyTakes } from "./lookups";
import { NAMES } from "../core/fixtures";
import { CONTEXT, W, box, fullTable, lodge, lodgeJitter, offset, piece } from "./layout";

const CLEARANCE = 1.2;

/** Where a point reads as lying, through the same geometry readTable uses. */
function readsAs(read: ReturnType<typeof readTable>, p: { x: number; z: number }) {
  const areas = [...read.index.rooms, ...read.index.cells];
  const where = locate(p, areas, read.index.tileWidth);
  return { name: where.area < 0 ? undefined : (areas[where.area] as { name?: string; owner?: string }).name, ambiguous: where.rival >= 0 };
}

describe("freeSpot", () => {
  const area = { centre: { x: 0, z: 0 }, footprint: box({ x: 0, z: 0 }, 5, 5), rivals: [{ x: W, z: 0 }], width: W };

  it("an empty Room gives its centre", () => {
    expect(freeSpot(area, [], CLEARANCE)).toEqual({ x: 0, z: 0 });
  });

  it("is deterministic and keeps the clearance from what is there", () => {
    const occupied = [
      { x: 0, z: 0 },
      { x: 0.5, z: 0.3 },
    ];
    const a = freeSpot(area, occupied, CLEARANCE)!;
    expect(freeSpot(area, occupied, CLEARANCE)).toEqual(a);
    for (const o of occupied) expect(distance(a, o)).toBeGreaterThanOrEqual(CLEARANCE);
  });

  it("gives undefined when nothing fits", () => {
    const crowd: { x: number; z: number }[] = [];
    for (let x = -5; x <= 5; x += 0.5) for (let z = -5; z <= 5; z += 0.5) crowd.push({ x, z });
    expect(freeSpot(area, crowd, CLEARANCE)).toBeUndefined();
  });

  it("never chooses a spot that reads as a rival tile, or ambiguously, or outside the tile", () => {
    const pointArb = (min: number, max: number) =>
      fc.record({ r: spread(min, max), a: spread(0, 2 * Math.PI) }).map(({ r, a }) => ({ x: r * Math.cos(a), z: r * Math.sin(a) }));
    fc.assert(
      fc.property(
        fc.array(pointArb(0.5 * W, 1.2 * W), { maxLength: 6 }),
        fc.array(pointArb(0, 0.5 * W), { maxLength: 10 }),
        (rivals, occupied) => {
          const spot = freeSpot({ ...area, rivals }, occupied, CLEARANCE);
          if (spot === undefined) return;
          expect(contains(area.footprint, spot)).toBe(true);
          for (const r of rivals) expect(distance(spot, r) - distance(spot, area.centre)).toBeGreaterThanOrEqual(0.1 * W);
          for (const o of occupied) expect(distance(spot, o)).toBeGreaterThanOrEqual(CLEARANCE);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a placed token never lands on another piece, and reads back in its Room, however the tiles and pieces lie", () => {
    const crowdArb = fc.array(fc.record({ dx: spread(-0.5, 0.5), dz: spread(-0.5, 0.5) }), { maxLength: 12 });
    fc.assert(
      fc.property(
        lodgeJitter,
        fc.integer({ min: 0, max: NAMES.length - 1 }),
        crowdArb,
        fc.integer({ min: 1, max: 4 }),
        (jitter, i, crowd, n) => {
          const layout = lodge(jitter);
          const name = NAMES[i];
          const stuff = crowd.map((c, k) => piece("x" + k, [], offset(layout.room(name), c.dx * W, c.dz * W)));
          const read = readTable([...fullTable(layout), ...stuff], CONTEXT);
          const placed: { x: number; z: number }[] = [];
          for (let k = 0; k < n; k++) {
            const spot = spotInRoom(read.index, name, CLEARANCE, placed);
            if (spot === undefined) break;
            for (const s of stuff) expect(distance(spot, { x: s.x, z: s.z })).toBeGreaterThanOrEqual(CLEARANCE);
            for (const p of placed) expect(distance(spot, p)).toBeGreaterThanOrEqual(CLEARANCE);
            expect(contains(read.index.rooms[i].footprint, spot)).toBe(true);
            expect(readsAs(read, spot)).toEqual({ name, ambiguous: false });
            placed.push(spot);
          }
          // A Room with a dozen pieces on it still has room for a token or two.
          expect(placed.length).toBeGreaterThanOrEqual(Math.min(n, 1));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("spotInRoom of an unknown Room is undefined", () => {
    expect(spotInRoom(readTable(fullTable(), CONTEXT).index, "Ballroom", 1)).toBeUndefined();
  });
});

describe("taking from the pool and the supply (docs/rules.md)", () => {
  it("taking from the pool takes from the bag first, then loose tokens (a stack gives several)", () => {
    const base = fullTable().map((p) => (p.id === "bag" ? { ...p, quantity: 1 } : p));
    const read = readTable([...base, piece("v1", ["BRW:Vortex"], { x: 90, z: 90 }, { quantity: 2 })], CONTEXT);
    expect(poolTakes(read.index, 4)).toEqual([
      { from: "container", id: "bag" },
      { from: "loose", id: "v1" },
      { from: "loose", id: "v1" },
    ]);
    expect(poolTakes(read.index, 1)).toEqual([{ from: "container", id: "bag" }]);
  });

  it("nextTake gives takes' pieces one at a time, then nothing", () => {
    const counts = fc.array(
      fc.record({
        id: fc.constantFrom("a", "b", "c", "d"),
        count: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom(0.5, 2.5, NaN)),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(counts, counts, (containers, loose) => {
        const all = takes(containers, loose, 100);
        const at = { i: 0, k: 0 };
        const one: ReturnType<typeof nextTake>[] = [];
        for (let n = 0; n <= all.length + 2; n++) one.push(nextTake(containers, loose, at));
        expect(one).toEqual([...all, undefined, undefined, undefined]);
      }),
      { numRuns: 200 },
    );
  });

  it("an empty pool or supply gives nothing to take", () => {
    expect(takes([], [], 3)).toEqual([]);
    const read = readTable(
      fullTable().filter((p) => p.id !== "supply" && p.id !== "bag"),
      CONTEXT,
    );
    expect(poolTakes(read.index, 1)).toEqual([]);
    expect(supplyTakes(read.index, 1)).toEqual([]);
  });
});
