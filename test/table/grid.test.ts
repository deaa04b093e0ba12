import fc from "fast-check";
import { Area, distance, distances, locate, locateAmong } from "../../src/table/geometry";
import { candidates, makeGrid } from "../../src/table/grid";
import { locateAll, makeBoard, spotOf } from "../../src/table/board";
import { piece } from "./layout";

const coord = fc.double({ min: -60, max: 60, noNaN: true });
const area = fc.record({ x: coord, z: coord, hx: fc.double({ min: 0, max: 12, noNaN: true }), hz: fc.double({ min: 0, max: 12, noNaN: true }) }).map(
  ({ x, z, hx, hz }): Area => ({ centre: { x, z }, footprint: { minX: x - hx, maxX: x + hx, minZ: z - hz, maxZ: z + hz } }),
);

describe("the area grid", () => {
  it("locating among the grid's candidates finds what testing every area finds", () => {
    fc.assert(
      fc.property(fc.array(area, { maxLength: 30 }), fc.array(fc.record({ x: coord, z: coord }), { minLength: 1, maxLength: 20 }), fc.double({ min: 0.5, max: 10, noNaN: true }), (areas, points, size) => {
        const grid = makeGrid(areas, size);
        for (const p of points) {
          const c = candidates(grid, p);
          for (let i = 1; i < c.length; i++) expect(c[i]).toBeGreaterThan(c[i - 1]);
          expect(locateAmong(p, areas, c, size)).toEqual(locate(p, areas, size));
        }
      }),
    );
  });

  it("a point on a footprint's very edge is found", () => {
    const a: Area = { centre: { x: 2, z: 2 }, footprint: { minX: 0, maxX: 4, minZ: 0, maxZ: 4 } };
    const grid = makeGrid([a], 4);
    for (const p of [{ x: 0, z: 0 }, { x: 4, z: 4 }, { x: 4, z: 0 }, { x: 0, z: 4 }]) expect(candidates(grid, p)).toEqual([0]);
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

describe("the distance matrix", () => {
  it("holds distance(a, b) for every ordered pair, to the last bit", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: coord, z: coord }), { maxLength: 25 }), (points) => {
        const d = distances(points);
        for (let i = 0; i < points.length; i++) for (let j = 0; j < points.length; j++) expect(d[i][j]).toBe(distance(points[i], points[j]));
      }),
    );
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
