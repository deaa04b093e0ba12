import fc from "fast-check";
import { spread } from "../props/numbers";
import { adjacent, closest, tileWidth } from "../../src/table/geometry";
import { locate } from "./locate";
import { median, sortedBy } from "../../src/table/order";
import { readTable } from "../../src/table/snapshot";
import { NAMES } from "../core/fixtures";
import { CONTEXT, W, box, expectedEntrances, expectedNeighbours, fullTable, lodge, lodgeJitter, piece } from "./layout";

describe("tile width", () => {
  it("is the median nearest-neighbour distance of Room centres", () => {
    const layout = lodge();
    const rooms = layout.pieces
      .filter((p) => p.tags.includes("BRW:Room"))
      .map((p) => ({ centre: { x: p.x, z: p.z }, footprint: p.footprint! }));
    expect(tileWidth(rooms)).toBeCloseTo(W, 9);
  });

  it("ignores one stray Room far away (a median, not a mean)", () => {
    const rooms = [0, 1, 2, 3].map((i) => ({ centre: { x: i * W, z: 0 }, footprint: box({ x: i * W, z: 0 }, 5, 5) }));
    rooms.push({ centre: { x: 500, z: 0 }, footprint: box({ x: 500, z: 0 }, 5, 5) });
    expect(tileWidth(rooms)).toBe(W);
  });

  it("falls back on the footprint with a single Room, and 0 with none", () => {
    expect(tileWidth([{ centre: { x: 0, z: 0 }, footprint: box({ x: 0, z: 0 }, 4, 6) }])).toBe(8);
    expect(tileWidth([])).toBe(0);
  });
});

describe("adjacency (L1, L3)", () => {
  it("L1 hex neighbours are adjacent, the next ring is not", () => {
    expect(adjacent({ x: 0, z: 0 }, { x: W, z: 0 }, W)).toBe(true);
    expect(adjacent({ x: 0, z: 0 }, { x: W * 1.5, z: W * 0.866 }, W)).toBe(false);
    expect(adjacent({ x: 0, z: 0 }, { x: W, z: 0 }, 0)).toBe(false);
  });

  it("L1 Room neighbours and L3 Cell entrances survive hand placement (offsets up to 10%, any rotation)", () => {
    fc.assert(
      fc.property(lodgeJitter, (jitter) => {
        const read = readTable(fullTable(lodge(jitter)), CONTEXT);
        expect(read.ok).toBe(true);
        for (const room of read.snapshot!.rooms) expect(room.neighbours).toEqual(expectedNeighbours(room.name));
        for (const cell of read.snapshot!.cells) expect(cell.entrances).toEqual(expectedEntrances(cell.owner));
        expect(read.index.tileWidth).toBeGreaterThan(0.8 * W);
        expect(read.index.tileWidth).toBeLessThan(1.2 * W);
      }),
      { numRuns: 300 },
    );
  });
});

describe("locating a point", () => {
  const a = { centre: { x: 0, z: 0 }, footprint: box({ x: 0, z: 0 }, 6, 6) };
  const b = { centre: { x: 10, z: 0 }, footprint: box({ x: 10, z: 0 }, 6, 6) };

  it("where footprints overlap, the nearest centre wins", () => {
    expect(locate({ x: 4.5, z: 0 }, [a, b], W)).toEqual({ area: 0, rival: -1 });
    expect(locate({ x: 5.6, z: 0 }, [a, b], W)).toEqual({ area: 1, rival: -1 });
  });

  it("a point in no footprint is loose", () => {
    expect(locate({ x: 30, z: 0 }, [a, b], W).area).toBe(-1);
  });

  it("distances within 10% of a tile width are ambiguous: the nearer wins, the other is named", () => {
    expect(locate({ x: 4.9, z: 0 }, [a, b], W)).toEqual({ area: 0, rival: 1 });
    expect(locate({ x: 5.1, z: 0 }, [a, b], W)).toEqual({ area: 1, rival: 0 });
  });

  it("ambiguity only counts the footprints the point lies in", () => {
    const far = { centre: { x: 0, z: 20 }, footprint: box({ x: 0, z: 20 }, 1, 1) };
    expect(locate({ x: 0, z: 9.5 }, [{ centre: { x: 0, z: 0 }, footprint: box({ x: 0, z: 0 }, 10, 10) }, far], W)).toEqual({
      area: 0,
      rival: -1,
    });
  });

  it("closest ignores footprints (the Crown's nearest Mage Card)", () => {
    expect(closest({ x: 100, z: 0 }, [a.centre, b.centre], W)).toEqual({ area: 1, rival: -1 });
    expect(closest({ x: 0, z: 0 }, [], W)).toEqual({ area: -1, rival: -1 });
  });

  it("pieces within 0.3 tile widths of a Room's centre are read there, unambiguously, however the tiles lie", () => {
    const spotArb = fc.record({
      room: fc.integer({ min: 0, max: NAMES.length - 1 }),
      r: spread(0, 0.3),
      angle: spread(0, 2 * Math.PI),
    });
    fc.assert(
      fc.property(lodgeJitter, fc.array(spotArb, { minLength: 1, maxLength: 8 }), (jitter, spots) => {
        const layout = lodge(jitter);
        const tokens = spots.map((s, i) => {
          const c = layout.room(NAMES[s.room]);
          return piece("v" + i, ["BRW:Vortex"], { x: c.x + s.r * W * Math.cos(s.angle), z: c.z + s.r * W * Math.sin(s.angle) });
        });
        const read = readTable([...fullTable(layout), ...tokens], CONTEXT);
        expect(read.warnings).toEqual([]);
        for (const room of read.snapshot!.rooms) {
          expect(room.vortex).toBe(spots.filter((s) => NAMES[s.room] === room.name).length);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("deterministic order", () => {
  it("sortedBy orders by key and keeps input order for equal keys", () => {
    const items = [
      { k: 2, i: 0 },
      { k: 1, i: 1 },
      { k: 2, i: 2 },
      { k: 1, i: 3 },
      { k: 0, i: 4 },
    ];
    expect(sortedBy(items, (a, b) => a.k - b.k).map((x) => x.i)).toEqual([4, 1, 3, 0, 2]);
    expect(items.map((x) => x.i)).toEqual([0, 1, 2, 3, 4]);
  });

  it("sortedBy agrees with a stable sort", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), (keys) => {
        const items = keys.map((k, i) => ({ k, i }));
        const expected = [...items].sort((a, b) => a.k - b.k || a.i - b.i);
        expect(sortedBy(items, (a, b) => a.k - b.k)).toEqual(expected);
      }),
    );
  });

  it("median is the middle of sortedBy's numeric order, NaN, infinities and signed zeros included", () => {
    const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double(), fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1, 2)), { maxLength: 25 }), (values) => {
        const sorted = sortedBy(values, byNumber);
        const n = values.length;
        const mid = Math.floor(n / 2);
        const expected = n === 0 ? 0 : mid * 2 === n ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[mid];
        expect(median(values)).toBe(expected);
      }),
    );
  });

  it("median of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
