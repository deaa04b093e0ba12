/**
 * Where to put a piece in a Room so that it lands on nothing: the first point of a fixed hex
 * spiral around the Room's centre that keeps a clearance from every occupied point. A fixed
 * spiral, not a random search, so a placement is the same on every run and every VM.
 */
import { AMBIGUOUS_SHARE, Area, Point, contains, distance } from "./geometry";

export interface SpotArea extends Area {
  /** The centres of every other tile: a spot must read as this area, and not ambiguously. */
  rivals: Point[];
  /** The Lodge's tile width (0 when unknown: the footprint then sets the scale). */
  width: number;
}

/** At most this many rings of candidates: bounds the work on a crowded Room. */
const MAX_RINGS = 24;
/** Spots stay within this share of a tile width from the centre: inside the hexagon itself, not just its bounding box. */
const REACH_SHARE = 0.4;
const HALF_SQRT3 = Math.sqrt(3) / 2;
/** Axial hex directions; walking them ring by ring lists lattice points nearest first. */
const DIRS: Point[] = [
  { x: 1, z: 0 },
  { x: 1, z: -1 },
  { x: 0, z: -1 },
  { x: -1, z: 0 },
  { x: -1, z: 1 },
  { x: 0, z: 1 },
];

/** A point in the area, near its centre, at least `clearance` from every occupied point; undefined when none fits. */
export function freeSpot(area: SpotArea, occupied: Point[], clearance: number): Point | undefined {
  const reach = reachOf(area);
  // Only what lies near the centre can turn a spot down: the rest is left out once here, not
  // tested again for every spot (see `near`).
  area = { centre: area.centre, footprint: area.footprint, rivals: near(area.rivals, area.centre, 2 * reach + AMBIGUOUS_SHARE * area.width), width: area.width };
  occupied = near(occupied, area.centre, reach + clearance);
  // Half the clearance between candidates: fine enough to find gaps, coarse enough to stay cheap.
  let step = clearance > 0 ? clearance / 2 : reach / 8;
  if (step < reach / MAX_RINGS) step = reach / MAX_RINGS;
  if (!(step > 0)) return fits(area.centre, area, occupied, clearance, reach) ? area.centre : undefined;
  for (let ring = 0; ring * step * HALF_SQRT3 <= reach; ring++) {
    const found = searchRing(area, ring, step, occupied, clearance, reach);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The points closer to the centre than `bound` (with a margin far above rounding). A rival
 * centre R turns down a spot p within `reach` of the centre C only when d(p,R) − d(p,C) <
 * share·width; since d(p,R) ≥ d(C,R) − d(p,C), that needs d(C,R) < 2·reach + share·width. An
 * occupied point O turns p down only when d(p,O) < clearance, so d(C,O) < reach + clearance.
 */
function near(points: Point[], centre: Point, bound: number): Point[] {
  const limit = bound + 1e-9 * (1 + Math.abs(bound));
  const out: Point[] = [];
  for (const q of points) {
    if (!(distance(q, centre) >= limit)) out.push(q);
  }
  return out;
}

function reachOf(area: SpotArea): number {
  if (area.width > 0) return REACH_SHARE * area.width;
  const f = area.footprint;
  return REACH_SHARE * Math.min(f.maxX - f.minX, f.maxZ - f.minZ);
}

function searchRing(area: SpotArea, ring: number, step: number, occupied: Point[], clearance: number, reach: number): Point | undefined {
  if (ring === 0) return fits(area.centre, area, occupied, clearance, reach) ? area.centre : undefined;
  let q = DIRS[4].x * ring;
  let r = DIRS[4].z * ring;
  for (let side = 0; side < 6; side++) {
    for (let k = 0; k < ring; k++) {
      const p = { x: area.centre.x + step * (q + r / 2), z: area.centre.z + step * r * HALF_SQRT3 };
      if (fits(p, area, occupied, clearance, reach)) return p;
      q += DIRS[side].x;
      r += DIRS[side].z;
    }
  }
  return undefined;
}

function fits(p: Point, area: SpotArea, occupied: Point[], clearance: number, reach: number): boolean {
  if (!contains(area.footprint, p)) return false;
  const own = distance(p, area.centre);
  if (own > reach) return false;
  for (const rival of area.rivals) {
    // The spot must read back as this area, and not be announced as ambiguous.
    if (distance(p, rival) - own < AMBIGUOUS_SHARE * area.width) return false;
  }
  for (const o of occupied) {
    if (distance(p, o) < clearance) return false;
  }
  return true;
}
