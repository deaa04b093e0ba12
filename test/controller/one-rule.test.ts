/**
 * Issue #37: one rule decides both where a piece may go and whether an old spot is free
 * (src/table/free-spot.ts `inTheWay`). A spot `freeSpot` chose clear of some pieces is never
 * found taken by undo (`placeBack`) for those same pieces: a piece the mod placed, or one it
 * placed a piece clear of, never sends a piece aside.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { freeSpot } from "../../src/table/free-spot";
import { placeBack } from "../../src/controller/plan";
import { emptyIndex } from "../../src/table/table-index";
import type { Piece } from "../../src/table/pieces";
import { fuzz, strength } from "../props/config";

function token(id: string, x: number, z: number): Piece {
  return { id, name: "", tags: ["BRW:Vortex"], x, y: 1, z, rotY: 0, faceDown: false, quantity: 1, container: false };
}

describe("issue #37: one rule for where a piece may go and whether its old spot is free", () => {
  it("a spot freeSpot chose clear of the pieces is never taken for undo by those pieces", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })), {
          maxLength: 30,
        }),
        (width, points) => {
          const index = emptyIndex();
          index.tileWidth = width;
          // The clearance placeBack uses (plan.ts clearanceOf), for freeSpot too.
          const clearance = width * 0.15;
          const half = width / 2;
          const occupied = points.map(([u, v]) => ({ x: u * half, z: v * half }));
          const area = { centre: { x: 0, z: 0 }, footprint: { minX: -half, maxX: half, minZ: -half, maxZ: half }, rivals: [], width };
          const spot = freeSpot(area, occupied, clearance);
          if (spot === undefined) return;
          const pieces = occupied.map((p, i) => token("t" + i, p.x, p.z));
          const back = placeBack(
            [{ op: "move", id: "jukas", to: { x: spot.x, y: 1, z: spot.z }, from: { x: 9, y: 1, z: 9 } }],
            index,
            pieces,
          );
          expect(back.aside).toBe(0);
          expect(back.stacked).toBe(0);
          expect(back.steps[0]).toEqual({ op: "move", id: "jukas", to: { x: spot.x, y: 1, z: spot.z }, from: { x: 9, y: 1, z: 9 } });
        },
      ),
      fuzz(strength(200, 2000)),
    );
  });

  it("a piece nearer the old spot than the clearance takes it: undo sets the piece beside it instead", () => {
    const index = emptyIndex();
    index.tileWidth = 2;
    const back = placeBack([{ op: "move", id: "jukas", to: { x: 0, y: 1, z: 0 }, from: { x: 9, y: 1, z: 9 } }], index, [
      token("t", 0.1, 0),
    ]);
    expect(back.aside).toBe(1);
  });
});
