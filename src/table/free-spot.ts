/**
 * Where a piece lands on nothing in a Room: the first point of a fixed hex spiral round the
 * centre clear of every occupied point, so a placement is the same on every run and VM. Written
 * for the Lua VM's cost (docs/performance.md); every decision equals the plain search's, which
 * test/table/free-spot-same.test.ts keeps as the reference.
 */
import { AMBIGUOUS_SHARE, Area, Point } from "./geometry";
import { Footprint } from "./pieces";
import { INFINITY } from "../core/numbers";

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
/** Axial hex directions (q, r); walking them ring by ring lists lattice points nearest first. */
const DQ = [1, 1, 0, -1, -1, 0];
const DR = [0, -1, -1, 0, 1, 1];
/** Relative slack far above rounding: what is decided outside it is decided exactly. */
const SLACK = 1e-9;
/** Squared distances: s < c²·(1 − TIGHT) means √s < c, and s > c²·(1 + TIGHT) means √s > c, after rounding. */
const TIGHT = 1e-12;

/**
 * A point in the area, near its centre, at least `clearance` from every occupied point (and
 * from every point of `extra`); undefined when none fits.
 *
 * Most candidates lie in the crowd, turned down by the piece that turned down the one before
 * (the spiral's neighbour): that piece is tried first, the others only when it lets one by.
 */
export function freeSpot(area: SpotArea, occupied: Point[], clearance: number, extra?: Point[]): Point | undefined {
  const f = area.footprint;
  const reach = reachOf(area);
  const centre = area.centre;
  const cx = centre.x;
  const cz = centre.z;
  const share = AMBIGUOUS_SHARE * area.width;
  const slack = SLACK * (1 + Math.abs(cx) + Math.abs(cz) + Math.abs(reach));
  // Only what lies near the centre can turn a spot down: the rest is left out once here.
  const rivals: Point[] = [];
  if (area.rivals.length > 0) keepNear(area.rivals, cx, cz, limitOf(2 * reach + share, slack), rivals);
  // A distance is never below a clearance ≤ 0 (nor a NaN one): then nothing is in the way.
  const near = clearance > 0 ? nearOf(occupied, extra, cx, cz, limitOf(reach + clearance, slack)) : [];
  // Where the clearance's square is a normal number, squared distances decide (see TIGHT).
  const sane = clearance >= 1e-150 && clearance <= 1e150;
  const lo = sane ? clearance * clearance * (1 - TIGHT) : -1;
  const hi = sane ? clearance * clearance * (1 + TIGHT) : INFINITY;
  const s: Search = { cx, cz, footprint: f, reach, share, rivals, near, clearance, lo, hi };
  // Half the clearance between candidates: fine enough to find gaps, coarse enough to stay cheap.
  let step = clearance > 0 ? clearance / 2 : reach / 8;
  if (step < reach / MAX_RINGS) step = reach / MAX_RINGS;
  if (!(step > 0)) return fits(s, cx, cz) ? centre : undefined;
  const h = HALF_SQRT3;
  if (!(0 * step * h <= reach)) return undefined;
  // Ring k's candidates lie within k·step of the centre: while that is surely inside the reach
  // and the footprint (and no rival is near), only the occupied points are tested.
  const clear = rivals.length > 0 || near.length === 0 ? -1 : Math.min(reach, cx - f.minX, f.maxX - cx, cz - f.minZ, f.maxZ - cz);
  // The piece that turned the last candidate down (to begin with, the first one, in the way of the centre if any is).
  let first: Point | undefined = undefined;
  if (slack <= clear) first = blocker(s, cx, cz);
  if (first === undefined && fits(s, cx, cz)) return centre;
  let bx = first !== undefined ? first.x : near.length > 0 ? near[0].x : 0;
  let bz = first !== undefined ? first.z : near.length > 0 ? near[0].z : 0;
  // No `continue` in these loops (a flag per turn in Lua): they test every candidate spot.
  for (let ring = 1; ring * step * h <= reach; ring++) {
    const units = ring < UNIT.length ? UNIT[ring] : unitRing(ring);
    if (!(ring * step + slack <= clear)) {
      for (const o of units) {
        const px = cx + step * o.u;
        const pz = cz + step * o.r * h;
        if (fits(s, px, pz)) return { x: px, z: pz };
      }
    } else {
      for (const o of units) {
        // The plain search's candidate, to the last bit: centre + step·(q + r/2), centre + step·r·√3/2.
        const px = cx + step * o.u;
        const pz = cz + step * o.r * h;
        const dx = px - bx;
        const dz = pz - bz;
        // Within `lo` of the last blocker, the candidate is turned down without a look.
        if (!(dx * dx + dz * dz < lo)) {
          // Another piece, or none: every one is tried (as `blocker`, inlined).
          let by: Point | undefined = undefined;
          for (const n of near) {
            const ox = px - n.x;
            const oz = pz - n.z;
            const d2 = ox * ox + oz * oz;
            if (d2 < hi && (d2 < lo || Math.sqrt(d2) < clearance)) {
              by = n;
              break;
            }
          }
          if (by === undefined) return { x: px, z: pz };
          bx = by.x;
          bz = by.z;
        }
      }
    }
  }
  return undefined;
}

/** A lattice point of the spiral: (q + r/2, r) in axial coordinates, q + r/2 a half-integer (so exact). */
interface Unit {
  u: number;
  r: number;
}

/**
 * The spiral's lattice points, ring by ring, each ring from (q, r) = (−k, k) round: the same
 * for every search, so made once, the rings every table needs (up to 6, for the usual clearance
 * and reach) when the script loads, any further one when first needed.
 */
const UNIT: Unit[][] = [[]];
for (let k = 1; k <= 6; k++) unitRing(k);

function unitRing(ring: number): Unit[] {
  while (UNIT.length <= ring) {
    const k = UNIT.length;
    const out: Unit[] = [];
    let q = -k;
    let r = k;
    for (let side = 0; side < 6; side++) {
      for (let t = 0; t < k; t++) {
        out.push({ u: q + r / 2, r });
        q += DQ[side];
        r += DR[side];
      }
    }
    UNIT.push(out);
  }
  return UNIT[ring];
}

/**
 * The occupied points that may be in the way. Only a long list is worth sifting (see
 * `keepNear`): a Room's pieces lie on its tile, most of them within that limit anyway.
 */
function nearOf(occupied: Point[], extra: Point[] | undefined, cx: number, cz: number, limit: number): Point[] {
  const more = extra === undefined ? 0 : extra.length;
  if (occupied.length + more > 24) {
    const out: Point[] = [];
    keepNear(occupied, cx, cz, limit, out);
    if (extra !== undefined) keepNear(extra, cx, cz, limit, out);
    return out;
  }
  if (more === 0) return occupied;
  const out: Point[] = [];
  for (const p of occupied) out.push(p);
  for (const p of extra!) out.push(p);
  return out;
}

/** One search's fixed figures. */
interface Search {
  cx: number;
  cz: number;
  footprint: Footprint;
  reach: number;
  share: number;
  rivals: Point[];
  /** The occupied points that may be in the way. */
  near: Point[];
  clearance: number;
  /** Squared distances below lo are below the clearance, those above hi are not (see TIGHT). */
  lo: number;
  hi: number;
}

function limitOf(bound: number, slack: number): number {
  return bound + slack * (1 + Math.abs(bound));
}

/**
 * How far from the centre, along either axis, a rival centre may lie and still turn a spot
 * down: a rival centre R turns down a spot p within `reach` of the centre C only when d(p,R) −
 * d(p,C) < share·width, and d(p,R) ≥ d(C,R) − d(p,C), so only when d(C,R) < 2·reach +
 * share·width (and a NaN or infinite distance turns nothing down). A caller may leave out
 * what lies farther before it calls `freeSpot`.
 */
export function rivalLimit(area: Area & { width: number }): number {
  const reach = reachOf(area);
  const bound = 2 * reach + AMBIGUOUS_SHARE * area.width;
  // limitOf(bound, the slack freeSpot uses), inlined: called for every placement.
  return bound + SLACK * (1 + Math.abs(area.centre.x) + Math.abs(area.centre.z) + Math.abs(reach)) * (1 + Math.abs(bound));
}

/**
 * Appends the points that may lie within `limit` of the centre (see `rivalLimit`; an
 * occupied point O turns a spot p within the reach down only when d(p,O) < clearance, so
 * only when d(C,O) < reach + clearance). A NaN is kept, and tested as it was.
 */
function keepNear(points: Point[], cx: number, cz: number, limit: number, out: Point[]): void {
  const b2 = limit * limit;
  for (const p of points) {
    const dx = p.x - cx;
    const dz = p.z - cz;
    if (!(dx * dx + dz * dz > b2)) out.push(p);
  }
}

function reachOf(area: Area & { width: number }): number {
  if (area.width > 0) return REACH_SHARE * area.width;
  const f = area.footprint;
  return REACH_SHARE * Math.min(f.maxX - f.minX, f.maxZ - f.minZ);
}

/**
 * The placement rule, on p = (px, pz): inside the footprint, within the reach, read as this
 * area and not ambiguously, and clear of every occupied point. The same arithmetic as
 * `distance`, so the same answer to the last bit.
 */
function fits(s: Search, px: number, pz: number): boolean {
  const f = s.footprint;
  if (!(px >= f.minX && px <= f.maxX && pz >= f.minZ && pz <= f.maxZ)) return false;
  const ex = px - s.cx;
  const ez = pz - s.cz;
  const own = Math.sqrt(ex * ex + ez * ez);
  if (own > s.reach) return false;
  for (const rival of s.rivals) {
    // The spot must read back as this area, and not be announced as ambiguous.
    const dx = px - rival.x;
    const dz = pz - rival.z;
    if (Math.sqrt(dx * dx + dz * dz) - own < s.share) return false;
  }
  return blocker(s, px, pz) === undefined;
}

/**
 * The one rule of where a piece may go and whether a spot is free (issue #37): a point is in the
 * way of a spot when it lies nearer than the clearance, by the same arithmetic as `blocker` (and
 * its inlined copy in `freeSpot`'s loop, kept for the Lua VM's cost). Undo finds an old spot taken
 * by it (controller plan.ts `placeBack`), with a clearance a hundredth smaller for a resting
 * piece's settling, so no spot freeSpot chose is ever found taken by a piece it was chosen clear of.
 */
export function inTheWay(o: Point, p: Point, clearance: number): boolean {
  const sane = clearance >= 1e-150 && clearance <= 1e150;
  const lo = sane ? clearance * clearance * (1 - TIGHT) : -1;
  const hi = sane ? clearance * clearance * (1 + TIGHT) : INFINITY;
  const dx = p.x - o.x;
  const dz = p.z - o.z;
  const d2 = dx * dx + dz * dz;
  return d2 < hi && (d2 < lo || Math.sqrt(d2) < clearance);
}

/** The first occupied point nearer to p than the clearance, if any. */
function blocker(s: Search, px: number, pz: number): Point | undefined {
  const lo = s.lo;
  const hi = s.hi;
  const c = s.clearance;
  for (const o of s.near) {
    const dx = px - o.x;
    const dz = pz - o.z;
    const d2 = dx * dx + dz * dz;
    if (d2 < hi && (d2 < lo || Math.sqrt(d2) < c)) return o;
  }
  return undefined;
}
