/**
 * freeSpot leaves out, once, the rivals and occupied points too far from the centre to turn a
 * spot down: it must give exactly the spot that testing every one of them for every spot gives
 * (the search as it was written before, kept here as the reference).
 */
import fc from "fast-check";
import { AMBIGUOUS_SHARE, Point, contains, distance } from "../../src/table/geometry";
import { SpotArea, freeSpot } from "../../src/table/free-spot";

const MAX_RINGS = 24;
const REACH_SHARE = 0.4;
const HALF_SQRT3 = Math.sqrt(3) / 2;
const DIRS: Point[] = [
  { x: 1, z: 0 },
  { x: 1, z: -1 },
  { x: 0, z: -1 },
  { x: -1, z: 0 },
  { x: -1, z: 1 },
  { x: 0, z: 1 },
];

function reference(area: SpotArea, occupied: Point[], clearance: number): Point | undefined {
  const f = area.footprint;
  const reach = area.width > 0 ? REACH_SHARE * area.width : REACH_SHARE * Math.min(f.maxX - f.minX, f.maxZ - f.minZ);
  const fits = (p: Point): boolean => {
    if (!contains(area.footprint, p) || distance(p, area.centre) > reach) return false;
    const own = distance(p, area.centre);
    for (const rival of area.rivals) if (distance(p, rival) - own < AMBIGUOUS_SHARE * area.width) return false;
    for (const o of occupied) if (distance(p, o) < clearance) return false;
    return true;
  };
  let step = clearance > 0 ? clearance / 2 : reach / 8;
  if (step < reach / MAX_RINGS) step = reach / MAX_RINGS;
  if (!(step > 0)) return fits(area.centre) ? area.centre : undefined;
  for (let ring = 0; ring * step * HALF_SQRT3 <= reach; ring++) {
    if (ring === 0) {
      if (fits(area.centre)) return area.centre;
      continue;
    }
    let q = DIRS[4].x * ring;
    let r = DIRS[4].z * ring;
    for (let side = 0; side < 6; side++) {
      for (let k = 0; k < ring; k++) {
        const p = { x: area.centre.x + step * (q + r / 2), z: area.centre.z + step * r * HALF_SQRT3 };
        if (fits(p)) return p;
        q += DIRS[side].x;
        r += DIRS[side].z;
      }
    }
  }
  return undefined;
}

const W = 4;
const near = (spread: number) => fc.record({ x: fc.double({ min: -spread, max: spread, noNaN: true }), z: fc.double({ min: -spread, max: spread, noNaN: true }) });

describe("freeSpot leaves out what is too far to matter", () => {
  it("gives the spot the full search gives, on random Rooms, rivals and crowds", () => {
    fc.assert(
      fc.property(
        fc.array(near(2.5 * W), { maxLength: 30 }),
        fc.array(near(1.5 * W), { maxLength: 40 }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        (rivals, occupied, clearance, width) => {
          const area: SpotArea = { centre: { x: 0.3, z: -0.2 }, footprint: { minX: -2, maxX: 2.5, minZ: -1.8, maxZ: 1.7 }, rivals, width };
          expect(freeSpot(area, occupied, clearance)).toEqual(reference(area, occupied, clearance));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a rival or an occupied point right at the bound still counts", () => {
    const reach = REACH_SHARE * W;
    const centre = { x: 0, z: 0 };
    const footprint = { minX: -3, maxX: 3, minZ: -3, maxZ: 3 };
    for (const d of [2 * reach + AMBIGUOUS_SHARE * W - 1e-6, 2 * reach + AMBIGUOUS_SHARE * W, reach + 0.6 - 1e-6, reach + 0.6]) {
      for (const at of [{ x: d, z: 0 }, { x: 0, z: -d }, { x: d / Math.SQRT2, z: d / Math.SQRT2 }]) {
        const area: SpotArea = { centre, footprint, rivals: [at], width: W };
        expect(freeSpot(area, [at, { x: 0, z: 0 }], 0.6)).toEqual(reference(area, [at, { x: 0, z: 0 }], 0.6));
      }
    }
  });
});
