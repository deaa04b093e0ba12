/**
 * freeSpot is written for speed (far points left out once, squared distances, the last piece in
 * the way tried first, the spiral's offsets made once per step, whole rings known to lie inside):
 * it must give exactly the spot that the plain search gives, which tests every rival and every
 * occupied point for every candidate with `distance` (kept here as the reference), to the last
 * bit, on every kind of Room, crowd and clearance.
 */
import fc from "fast-check";
import { spread } from "../props/numbers";
import { AMBIGUOUS_SHARE, Point, contains, distance } from "../../src/table/geometry";
import { SpotArea, freeSpot, rivalLimit } from "../../src/table/free-spot";
import { spotInRoom } from "./lookups";
import { readTable } from "../../src/table/snapshot";
import { NAMES } from "../core/fixtures";
import { CONTEXT, W as LODGE_W, fullTable, lodge, lodgeJitter, offset, piece } from "./layout";

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
const near = (reach: number) => fc.record({ x: spread(-reach, reach), z: spread(-reach, reach) });

describe("freeSpot leaves out what is too far to matter", () => {
  it("gives the spot the full search gives, on random Rooms, rivals and crowds", () => {
    fc.assert(
      fc.property(
        fc.array(near(2.5 * W), { maxLength: 30 }),
        fc.array(near(1.5 * W), { maxLength: 40 }),
        spread(0, 2),
        spread(0, 6),
        (rivals, occupied, clearance, width) => {
          const area: SpotArea = { centre: { x: 0.3, z: -0.2 }, footprint: { minX: -2, maxX: 2.5, minZ: -1.8, maxZ: 1.7 }, rivals, width };
          expect(freeSpot(area, occupied, clearance)).toEqual(reference(area, occupied, clearance));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("gives the same spot on crowded Rooms, at any scale and place, with or without a tile width", () => {
    const crowd = fc.array(fc.record({ x: spread(-1, 1), z: spread(-1, 1) }), {
      maxLength: 24,
    });
    fc.assert(
      fc.property(
        crowd,
        crowd,
        fc.constantFrom(0.01, 1, 4, 37.5),
        fc.constantFrom(0, 3.5, -120.25, 1e5),
        spread(0.05, 0.6),
        fc.boolean(),
        spread(0.3, 0.7),
        (pieces, placed, scale, at, share, widthKnown, half) => {
          const centre = { x: at + 0.37 * scale, z: -at / 3 - 0.11 * scale };
          const scaled = (ps: Point[]) => ps.map((p) => ({ x: centre.x + scale * p.x, z: centre.z + scale * p.z }));
          const footprint = {
            minX: centre.x - half * scale,
            maxX: centre.x + 0.5 * scale,
            minZ: centre.z - 0.45 * scale,
            maxZ: centre.z + half * scale,
          };
          const width = widthKnown ? scale : 0;
          const rivals = [
            { x: centre.x + scale, z: centre.z },
            { x: centre.x - 0.5 * scale, z: centre.z + 0.8 * scale },
          ];
          const area: SpotArea = { centre, footprint, rivals, width };
          const clearance = share * scale;
          const extra = scaled(placed);
          expect(freeSpot(area, scaled(pieces), clearance, extra)).toEqual(reference(area, [...scaled(pieces), ...extra], clearance));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a piece exactly a clearance from a candidate, or a rounding nearer or farther, is decided as `distance` decides it", () => {
    const centre = { x: 12.3, z: -4.1 };
    const area: SpotArea = { centre, footprint: { minX: 9, maxX: 15.6, minZ: -7.2, maxZ: -1 }, rivals: [], width: 4 };
    const clearance = 0.6;
    const step = clearance / 2;
    // Candidates of rings 1 to 3, as the plain search makes them.
    const candidates: Point[] = [];
    for (let ring = 1; ring <= 3; ring++) {
      let q = DIRS[4].x * ring;
      let r = DIRS[4].z * ring;
      for (let side = 0; side < 6; side++) {
        for (let k = 0; k < ring; k++) {
          candidates.push({ x: centre.x + step * (q + r / 2), z: centre.z + step * r * HALF_SQRT3 });
          q += DIRS[side].x;
          r += DIRS[side].z;
        }
      }
    }
    const nudges = [0, Number.EPSILON, -Number.EPSILON, 4 * Number.EPSILON, -4 * Number.EPSILON, 1e-12, -1e-12];
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: fc.nat(candidates.length - 1), a: fc.nat(7), n: fc.nat(nudges.length - 1) }), {
          minLength: 1,
          maxLength: 14,
        }),
        (picks) => {
          // Each piece sits at a clearance (nudged) from one candidate, in one of eight directions.
          const occupied = picks.map(({ c, a, n }) => {
            const p = candidates[c];
            const d = clearance * (1 + nudges[n]);
            const dir = [
              [1, 0],
              [0, 1],
              [-1, 0],
              [0, -1],
              [0.6, 0.8],
              [-0.8, 0.6],
              [-0.6, -0.8],
              [0.8, -0.6],
            ][a];
            return { x: p.x + d * dir[0], z: p.z + d * dir[1] };
          });
          expect(freeSpot(area, occupied, clearance)).toEqual(reference(area, occupied, clearance));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a piece whose squared distance is below the clearance's square, but whose distance rounds to the clearance, is not in the way", () => {
    const centre = { x: 12.3, z: -4.1 };
    const area: SpotArea = { centre, footprint: { minX: 9, maxX: 15.6, minZ: -7.2, maxZ: -1 }, rivals: [], width: 4 };
    const clearance = 0.6;
    const step = clearance / 2;
    // The spiral's first candidate after the centre.
    const p1 = { x: centre.x + step * (-1 + 1 / 2), z: centre.z + step * 1 * HALF_SQRT3 };
    let edge: Point | undefined = undefined;
    for (let a = 0; a < 200 && edge === undefined; a++) {
      for (let t = -60; t <= 60 && edge === undefined; t++) {
        const o = {
          x: p1.x + (clearance + t * 1e-16) * Math.cos(0.3 + a * 0.01),
          z: p1.z + (clearance + t * 1e-16) * Math.sin(0.3 + a * 0.01),
        };
        const dx = p1.x - o.x;
        const dz = p1.z - o.z;
        const d2 = dx * dx + dz * dz;
        if (d2 < clearance * clearance && !(Math.sqrt(d2) < clearance)) edge = o;
      }
    }
    expect(edge).toBeDefined();
    // A piece beyond the centre turns the centre down, and not p1; `edge` decides p1.
    const beyond = { x: centre.x - 1.5 * (p1.x - centre.x), z: centre.z - 1.5 * (p1.z - centre.z) };
    for (const occupied of [
      [edge!, beyond],
      [beyond, edge!],
    ]) {
      expect(reference(area, occupied, clearance)).toEqual(p1);
      expect(freeSpot(area, occupied, clearance)).toEqual(p1);
    }
  });

  it("odd clearances and points (none, negative, NaN, infinite, tiny, huge) give what the plain search gives", () => {
    const centre = { x: 0.5, z: 0.25 };
    const footprint = { minX: -2, maxX: 2.5, minZ: -1.8, maxZ: 1.7 };
    const odd = [0, -1, NaN, Infinity, -Infinity, 1e-200, 1e-160, 1e160, 1e300, 5e-324, 0.6, 3];
    const points: Point[][] = [
      [],
      [{ x: 0.5, z: 0.25 }],
      [
        { x: NaN, z: 0 },
        { x: 0.5, z: 0.3 },
      ],
      [
        { x: Infinity, z: 0.25 },
        { x: 0.7, z: 0.25 },
      ],
      [{ x: 0.5 + 1e-170, z: 0.25 }],
    ];
    for (const width of [0, 4, NaN, -3, Infinity]) {
      for (const clearance of odd) {
        for (const occupied of points) {
          for (const rivals of [[], [{ x: 1.2, z: 0.25 }], [{ x: NaN, z: 1 }]]) {
            const area: SpotArea = { centre, footprint, rivals, width };
            expect(freeSpot(area, occupied, clearance)).toEqual(reference(area, occupied, clearance));
          }
        }
      }
    }
    for (const c of [
      { x: NaN, z: 0 },
      { x: Infinity, z: 0 },
    ]) {
      const area: SpotArea = { centre: c, footprint, rivals: [{ x: 1, z: 1 }], width: 4 };
      expect(freeSpot(area, [{ x: 0, z: 0 }], 0.6)).toEqual(reference(area, [{ x: 0, z: 0 }], 0.6));
    }
  });

  it("calls with other clearances in between do not change a spot (the spiral's offsets are made per step)", () => {
    const area: SpotArea = { centre: { x: 1, z: 2 }, footprint: { minX: -1, maxX: 3, minZ: 0, maxZ: 4 }, rivals: [], width: 4 };
    const occupied = [
      { x: 1, z: 2 },
      { x: 1.4, z: 2.1 },
      { x: 0.7, z: 1.6 },
    ];
    for (const clearance of [0.6, 0.2, 0.6, 1.1, 0.05, 0.6]) {
      expect(freeSpot(area, occupied, clearance)).toEqual(reference(area, occupied, clearance));
    }
  });

  it("spotInRoom, which leaves out far tiles before freeSpot does, gives the spot the plain search gives with every other tile as a rival", () => {
    const crowdArb = fc.array(fc.record({ dx: spread(-0.5, 0.5), dz: spread(-0.5, 0.5) }), { maxLength: 12 });
    fc.assert(
      fc.property(lodgeJitter, fc.integer({ min: 0, max: NAMES.length - 1 }), crowdArb, spread(0.5, 3), (jitter, i, crowd, clearance) => {
        const layout = lodge(jitter);
        const name = NAMES[i];
        const stuff = crowd.map((c, k) => piece("x" + k, [], offset(layout.room(name), c.dx * LODGE_W, c.dz * LODGE_W)));
        const index = readTable([...fullTable(layout), ...stuff], CONTEXT).index;
        const room = index.rooms.find((r) => r.name === name)!;
        const rivals = [...index.rooms.filter((r) => r.id !== room.id).map((r) => r.centre), ...index.cells.map((c) => c.centre)];
        const area: SpotArea = { centre: room.centre, footprint: room.footprint, rivals, width: index.tileWidth };
        const extra = [offset(room.centre, 0.1, 0.2)];
        expect(spotInRoom(index, name, clearance, extra)).toEqual(reference(area, [...room.occupied, ...extra], clearance));
        expect(rivalLimit(area)).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it("a rival or an occupied point right at the bound still counts", () => {
    const reach = REACH_SHARE * W;
    const centre = { x: 0, z: 0 };
    const footprint = { minX: -3, maxX: 3, minZ: -3, maxZ: 3 };
    for (const d of [2 * reach + AMBIGUOUS_SHARE * W - 1e-6, 2 * reach + AMBIGUOUS_SHARE * W, reach + 0.6 - 1e-6, reach + 0.6]) {
      for (const at of [
        { x: d, z: 0 },
        { x: 0, z: -d },
        { x: d / Math.SQRT2, z: d / Math.SQRT2 },
      ]) {
        const area: SpotArea = { centre, footprint, rivals: [at], width: W };
        expect(freeSpot(area, [at, { x: 0, z: 0 }], 0.6)).toEqual(reference(area, [at, { x: 0, z: 0 }], 0.6));
      }
    }
  });
});
