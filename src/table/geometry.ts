/**
 * The table plane's geometry, written once for every tabletop (TABLE.md, Geometry): footprints,
 * nearest centre, tile width, adjacency and ambiguity. Plain arithmetic (no trigonometry), so
 * the TypeScript and its Lua build agree to the last bit.
 */
import { Footprint } from "./pieces";
import { median } from "./order";

/** A point on the table plane. */
export interface Point {
  x: number;
  z: number;
}

/** Something a piece can lie in: a Room or Cell tile, or a Mage Card. */
export interface Area {
  centre: Point;
  footprint: Footprint;
}

/** Adjacent: centres less than this many tile widths apart (TABLE.md). */
export const ADJACENT_WIDTHS = 1.4;
/** Ambiguous: the two nearest centres' distances differ by less than this share of a tile width. */
export const AMBIGUOUS_SHARE = 0.1;

export function distance(a: Point, b: Point): number {
  const dx = a.x - b.x;
  const dz = a.z - b.z;
  return Math.sqrt(dx * dx + dz * dz);
}

export function contains(footprint: Footprint, p: Point): boolean {
  return p.x >= footprint.minX && p.x <= footprint.maxX && p.z >= footprint.minZ && p.z <= footprint.maxZ;
}

/**
 * The Lodge's tile width: the median distance from a Room's centre to the nearest other Room's
 * centre. The median, not the mean, so a stray tile far away does not skew it. With a single
 * Room, its footprint's smaller side stands in; with none, 0.
 */
export function tileWidth(rooms: Area[]): number {
  const centres: Point[] = [];
  for (const r of rooms) centres.push(r.centre);
  return tileWidthOf(rooms, distances(centres));
}

/** `tileWidth`, given the distances between the Rooms' centres (`distances`). */
export function tileWidthOf(rooms: Area[], d: number[][]): number {
  if (rooms.length === 0) return 0;
  if (rooms.length === 1) {
    const f = rooms[0].footprint;
    return Math.min(f.maxX - f.minX, f.maxZ - f.minZ);
  }
  const nearest: number[] = [];
  for (let i = 0; i < rooms.length; i++) {
    const row = d[i];
    let best = -1;
    for (let j = 0; j < rooms.length; j++) {
      if (i === j) continue;
      if (best < 0 || row[j] < best) best = row[j];
    }
    nearest.push(best);
  }
  return median(nearest);
}

/**
 * Every distance between the points, each pair computed once: d[i][j] = d[j][i] =
 * distance(points[i], points[j]) to the last bit (the two differ only in the signs of dx and dz).
 */
export function distances(points: Point[]): number[][] {
  const n = points.length;
  const d: number[][] = [];
  for (let i = 0; i < n; i++) {
    // Row i: the column above the diagonal is copied from the rows before, the rest computed.
    const row: number[] = [];
    const a = points[i];
    for (let j = 0; j < n; j++) {
      if (j < i) row.push(d[j][i]);
      else if (j === i) row.push(0);
      else {
        const b = points[j];
        const dx = a.x - b.x;
        const dz = a.z - b.z;
        row.push(Math.sqrt(dx * dx + dz * dz));
      }
    }
    d.push(row);
  }
  return d;
}

/**
 * Two Rooms, or a Room and a Cell, are adjacent when their centres are less than 1.4 tile widths
 * apart: hex neighbours sit 1 width apart and the next ring √3 ≈ 1.73, so hand-placed offsets of
 * up to 10% either way (1.2 against 1.53) keep them apart.
 */
export function adjacent(a: Point, b: Point, width: number): boolean {
  return width > 0 && distance(a, b) < ADJACENT_WIDTHS * width;
}

/** Where a point lies: the winning area, and the runner-up when the point is ambiguous. */
export interface Location {
  /** Index into the areas, or -1 when the point lies in none (loose). */
  area: number;
  /** Index of the other area when the call was close (TABLE.md ambiguity), else -1. */
  rival: number;
}

/**
 * The area whose footprint holds p; where footprints overlap, the nearest centre wins. The
 * ambiguity test compares the areas whose footprints hold p: a piece on a Mage Card far from the
 * Lodge is not "between" that card and some Room it does not lie on.
 */
export function locate(p: Point, areas: Area[], width: number): Location {
  const all: number[] = [];
  for (let i = 0; i < areas.length; i++) all.push(i);
  return locateAmong(p, areas, all, width);
}

/** The two nearest candidates seen so far: indices (-1: none yet) and their distances. */
interface TwoNearest {
  first: number;
  second: number;
  d1: number;
  d2: number;
}

function offer(n: TwoNearest, i: number, d: number): void {
  if (n.first < 0 || d < n.d1) {
    n.second = n.first;
    n.d2 = n.d1;
    n.first = i;
    n.d1 = d;
  } else if (n.second < 0 || d < n.d2) {
    n.second = i;
    n.d2 = d;
  }
}

/** The nearest, and the runner-up when it is within the ambiguity share of a tile width. */
function locationOf(n: TwoNearest, width: number): Location {
  const close = n.second >= 0 && n.d2 - n.d1 < AMBIGUOUS_SHARE * width;
  return { area: n.first, rival: close ? n.second : -1 };
}

/** `locate` among some of the areas: `indices` in ascending order, a superset of those holding p (see grid.ts). */
export function locateAmong(p: Point, areas: Area[], indices: number[], width: number): Location {
  // `closest` over the areas whose footprint holds p (board.ts's scan is this, written out for speed).
  const n: TwoNearest = { first: -1, second: -1, d1: 0, d2: 0 };
  for (const i of indices) {
    const area = areas[i];
    const f = area.footprint;
    if (!(p.x >= f.minX && p.x <= f.maxX && p.z >= f.minZ && p.z <= f.maxZ)) continue;
    offer(n, i, distance(p, area.centre));
  }
  return locationOf(n, width);
}

/** The nearest of some centres, footprints aside (the Crown's nearest Mage Card, I6). */
export function closest(p: Point, centres: Point[], width: number): Location {
  const n: TwoNearest = { first: -1, second: -1, d1: 0, d2: 0 };
  for (let i = 0; i < centres.length; i++) offer(n, i, distance(p, centres[i]));
  return locationOf(n, width);
}
