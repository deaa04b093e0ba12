import fc from "fast-check";
import { spread } from "../props/numbers";
import { strength } from "../props/config";
import { Area, adjacent, adjacentAreas, distance, roomLayout, tileWidth } from "../../src/table/geometry";
import { locate, locateAmong } from "./locate";
import { median } from "../../src/table/order";
import { candidates, makeGrid } from "../../src/table/grid";
import { locateAll, makeBoard, spotOf } from "../../src/table/board";
import { piece } from "./layout";

const coord = spread(-60, 60);
const area = fc
  .record({ x: coord, z: coord, hx: spread(0, 12), hz: spread(0, 12) })
  .map(({ x, z, hx, hz }): Area => ({ centre: { x, z }, footprint: { minX: x - hx, maxX: x + hx, minZ: z - hz, maxZ: z + hz } }));

describe("the area grid", () => {
  it("locating among the grid's candidates finds what testing every area finds", () => {
    fc.assert(
      fc.property(
        fc.array(area, { maxLength: 30 }),
        fc.array(fc.record({ x: coord, z: coord }), { minLength: 1, maxLength: 20 }),
        spread(0.5, 10),
        (areas, points, size) => {
          const grid = makeGrid(areas, size);
          for (const p of points) {
            const c = candidates(grid, p);
            for (let i = 1; i < c.length; i++) expect(c[i]).toBeGreaterThan(c[i - 1]);
            expect(locateAmong(p, areas, c, size)).toEqual(locate(p, areas, size));
          }
        },
      ),
    );
  });

  it("a point on a footprint's very edge is found", () => {
    const a: Area = { centre: { x: 2, z: 2 }, footprint: { minX: 0, maxX: 4, minZ: 0, maxZ: 4 } };
    const grid = makeGrid([a], 4);
    for (const p of [
      { x: 0, z: 0 },
      { x: 4, z: 4 },
      { x: 4, z: 0 },
      { x: 0, z: 4 },
    ])
      expect(candidates(grid, p)).toEqual([0]);
  });

  it("an area too large, or with bounds that are not finite, is a candidate everywhere, in order", () => {
    const small: Area = { centre: { x: 0, z: 0 }, footprint: { minX: -1, maxX: 1, minZ: -1, maxZ: 1 } };
    const huge: Area = { centre: { x: 0, z: 0 }, footprint: { minX: -1e6, maxX: 1e6, minZ: -1e6, maxZ: 1e6 } };
    const odd: Area = { centre: { x: 0, z: 0 }, footprint: { minX: NaN, maxX: Infinity, minZ: 0, maxZ: 1 } };
    const grid = makeGrid([huge, small, odd], 4);
    expect(grid.everywhere).toEqual([0, 2]);
    expect(candidates(grid, { x: 0.5, z: 0.5 })).toEqual([0, 1, 2]);
    expect(candidates(grid, { x: 500, z: 500 })).toEqual([0, 2]);
  });

  it("without a size (no Lodge), every area is a candidate", () => {
    const a: Area = { centre: { x: 0, z: 0 }, footprint: { minX: -1, maxX: 1, minZ: -1, maxZ: 1 } };
    expect(candidates(makeGrid([a, a], 0), { x: 9, z: 9 })).toEqual([0, 1]);
  });
});

describe("the Room layout", () => {
  // The definitions, pair by pair: the median of each Room's nearest distance, and adjacent().
  function reference(areas: Area[]): { width: number; neighbours: string[][] } {
    let width = 0;
    if (areas.length === 1)
      width = Math.min(areas[0].footprint.maxX - areas[0].footprint.minX, areas[0].footprint.maxZ - areas[0].footprint.minZ);
    else if (areas.length > 1) {
      const nearest = areas.map((a, i) => {
        let best = -1;
        areas.forEach((b, j) => {
          const d = distance(a.centre, b.centre);
          if (i !== j && (best < 0 || d < best)) best = d;
        });
        return best;
      });
      width = median(nearest);
    }
    const neighbours = areas.map((a, i) => areas.flatMap((b, j) => (i !== j && adjacent(a.centre, b.centre, width) ? ["R" + j] : [])));
    return { width, neighbours };
  }

  const keyed = (areas: Area[]) => areas.map((a, i) => ({ ...a, key: "R" + i }));

  it("holds the tile width and the adjacent Rooms of every Room, to the last bit", () => {
    const lattice = fc.record({
      i: fc.integer({ min: -3, max: 3 }),
      j: fc.integer({ min: -3, max: 3 }),
      jx: spread(-0.2, 0.2),
      jz: spread(-0.2, 0.2),
    });
    const onLattice = lattice.map(({ i, j, jx, jz }): Area => {
      const x = 3 * (i + j / 2 + jx);
      const z = 3 * ((j * Math.sqrt(3)) / 2 + jz);
      return { centre: { x, z }, footprint: { minX: x - 1, maxX: x + 1, minZ: z - 1, maxZ: z + 1 } };
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(area, onLattice), { maxLength: 25 }), (areas) => {
        expect(roomLayout(keyed(areas))).toEqual(reference(areas));
        expect(tileWidth(areas)).toBe(reference(areas).width);
      }),
    );
  });

  it("takes infinite and coinciding centres as the pairwise definitions do", () => {
    const at = (x: number, z: number): Area => ({ centre: { x, z }, footprint: { minX: x - 1, maxX: x + 1, minZ: z - 1, maxZ: z + 1 } });
    for (const areas of [
      [at(Infinity, 0), at(Infinity, 0), at(0, 0), at(1, 0)],
      [at(0, 0), at(Infinity, 0), at(Infinity, 0), at(1, 0), at(2, 0)],
      [at(0, 0), at(0, 0), at(0, 0)],
      [at(0, 0), at(1e-200, 0), at(3e-200, 0)],
      [at(0, 0), at(1.3e-300, 0), at(0, 2e-300), at(5, 5)],
      [at(0, 0), at(1e150, 0), at(2e150, 0), at(0, 1e150)],
      [at(-Infinity, Infinity), at(0, 0), at(1e300, 0), at(-1e300, 0)],
    ]) {
      expect(roomLayout(keyed(areas))).toEqual(reference(areas));
    }
  });

  it("finds a Cell's entrances as adjacent() does", () => {
    fc.assert(
      fc.property(fc.array(area, { maxLength: 20 }), fc.record({ x: coord, z: coord }), spread(0, 20), (areas, p, width) => {
        expect(adjacentAreas(p, areas, width)).toEqual(areas.flatMap((a, j) => (adjacent(p, a.centre, width) ? [j] : [])));
      }),
    );
    const at = (x: number, z: number): Area => ({ centre: { x, z }, footprint: { minX: x, maxX: x, minZ: z, maxZ: z } });
    const odd = [at(0, 0), at(1.3e-300, 0), at(1e-200, 1e-200), at(Infinity, 0), at(0, -Infinity), at(1e200, 0), at(2e154, 0), at(NaN, 0)];
    for (const p of [
      { x: 0, z: 0 },
      { x: Infinity, z: 0 },
      { x: 1e200, z: 0 },
    ])
      for (const width of [1e-300, 1e-200, 1e-150, 1, 1e99, 1e150, 1e300, Infinity, NaN, 0]) {
        expect(adjacentAreas(p, odd, width)).toEqual(odd.flatMap((a, j) => (adjacent(p, a.centre, width) ? [j] : [])));
      }
  });
});

describe("spotOf, the board's own locate", () => {
  it("finds the area and the ambiguity that locate finds among every Room, Cell and Mage Card", () => {
    const spots = fc.array(area, { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(spots, spots, fc.array(fc.record({ x: coord, z: coord }), { minLength: 1, maxLength: 20 }), (rooms, cells, points) => {
        const asPiece = (a: Area, i: number, tag: string) => piece(`${tag}${i}`, [tag], a.centre, { footprint: a.footprint });
        const board = makeBoard(
          rooms.map((a, i) => ({ piece: asPiece(a, i, "BRW:Room"), name: `R${i}`, slots: 6, rank: i })),
          cells.map((a, i) => ({ owner: `C${i}`, piece: asPiece(a, i, "BRW:Cell") })),
          [],
        );
        for (const p of points) {
          const warnings: string[] = [];
          const found = spotOf(board, piece("x", ["BRW:Vortex"], p), warnings);
          const where = locate(p, board.all, board.width);
          expect(found === undefined ? -1 : board.all.indexOf(found)).toBe(where.area);
          expect(warnings.length).toBe(where.rival >= 0 ? 1 : 0);
        }
      }),
    );
  });
});

describe("the grid with a tiny cell", () => {
  it("files an area whose cells cannot be counted one by one everywhere (no endless loop)", () => {
    const a: Area = { centre: { x: 50, z: 50 }, footprint: { minX: 49, maxX: 51, minZ: 49, maxZ: 51 } };
    const grid = makeGrid([a], 1e-300);
    expect(grid.everywhere).toEqual([0]);
    expect(locateAmong({ x: 50, z: 50 }, [a], candidates(grid, { x: 50, z: 50 }), 1e-300)).toEqual(locate({ x: 50, z: 50 }, [a], 1e-300));
  });
});

describe("locateAll, then spotOf", () => {
  it("spotOf answers from locateAll for the same piece, and anew for another piece with its id", () => {
    const rooms = [0, 10].map((x, i) => {
      const a: Area = { centre: { x, z: 0 }, footprint: { minX: x - 5, maxX: x + 5, minZ: -5, maxZ: 5 } };
      return { piece: piece(`r${i}`, ["BRW:Room"], a.centre, { footprint: a.footprint }), name: `R${i}`, slots: 6, rank: i };
    });
    const board = makeBoard(rooms, [], []);
    const a = piece("same", ["BRW:Vortex"], { x: 1, z: 0 });
    const b = piece("same", ["BRW:Vortex"], { x: 9, z: 0 });
    const onTiles = locateAll(board, [a]);
    expect(onTiles.map((list) => list.length)).toEqual([1, 0]);
    expect(spotOf(board, a, [])!.key).toBe("R0");
    expect(spotOf(board, b, [])!.key).toBe("R1");
    const odd = piece("constructor", ["BRW:Vortex"], { x: 9, z: 0 });
    expect(spotOf(board, odd, [])!.key).toBe("R1");
  });
});

describe("the board's geometry kept between boards (issue #40)", () => {
  it("a board made after another, its areas moved, resized, renamed or dropped, is what its own areas say", () => {
    const spots = fc.array(area, { minLength: 1, maxLength: 10 });
    // A change to one figure or key of a board's areas, or none (the common case: nothing moved).
    const change = fc.record({ at: fc.nat(), dx: fc.constantFrom(0, 0.5, -3), grow: fc.constantFrom(0, 1), rename: fc.boolean() });
    fc.assert(
      fc.property(spots, spots, fc.array(change, { minLength: 1, maxLength: 4 }), (rooms0, cells0, changes) => {
        let rooms = rooms0;
        let names = rooms0.map((_, i) => `R${i}`);
        const cells = cells0;
        for (const c of [undefined, ...changes]) {
          if (c !== undefined) {
            const at = c.at % (rooms.length + 1);
            if (at === rooms.length) {
              // Drop the last Room (never the only one).
              if (rooms.length > 1) {
                rooms = rooms.slice(0, -1);
                names = names.slice(0, -1);
              }
            } else {
              const a = rooms[at];
              const x = a.centre.x + c.dx;
              const f = a.footprint;
              const moved: Area = {
                centre: { x, z: a.centre.z },
                footprint: { minX: f.minX + c.dx, maxX: f.maxX + c.dx + c.grow, minZ: f.minZ, maxZ: f.maxZ },
              };
              rooms = rooms.map((r, i) => (i === at ? moved : r));
              if (c.rename) names = names.map((n, i) => (i === at ? n + "'" : n));
            }
          }
          const board = makeBoard(
            rooms.map((a, i) => ({
              piece: piece(`r${i}`, ["BRW:Room"], a.centre, { footprint: a.footprint }),
              name: names[i],
              slots: 6,
              rank: i,
            })),
            cells.map((a, i) => ({ owner: `C${i}`, piece: piece(`c${i}`, ["BRW:Cell"], a.centre, { footprint: a.footprint }) })),
            [],
          );
          const width = tileWidth(rooms);
          expect(board.width).toBe(width);
          const layout = roomLayout(rooms.map((a, i) => ({ ...a, key: names[i] })));
          expect(board.roomNeighbours).toEqual(layout.neighbours);
          expect(board.cellEntrances).toEqual(cells.map((c) => adjacentAreas(c.centre, rooms, width).map((j) => names[j])));
          // The grid files these areas: a point on each area's corner is found where testing every area finds it.
          for (const a of [...rooms, ...cells]) {
            const p = { x: a.footprint.maxX, z: a.footprint.minZ };
            const found = spotOf(board, piece("x", ["BRW:Vortex"], p), []);
            expect(found === undefined ? -1 : board.all.indexOf(found)).toBe(locate(p, board.all, board.width).area);
          }
        }
      }),
      { numRuns: strength(30, 200) },
    );
  });
});
