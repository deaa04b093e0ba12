/**
 * The table plane's geometry, written once for every tabletop (docs/rules.md, Geometry): footprints,
 * nearest centre, tile width, adjacency and ambiguity. Plain arithmetic (no trigonometry), so
 * the TypeScript and its Lua build agree to the last bit.
 */
import { Footprint } from "./pieces";
import { median } from "./order";
import { INFINITY } from "../core/numbers";

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

/** Adjacent: centres less than this many tile widths apart (docs/rules.md). */
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
  return measure(rooms).width;
}

/** A Room's area and its name (a board spot). */
export interface KeyedArea extends Area {
  key: string;
}

/** What the Rooms' centres say: the tile width, and which Rooms are adjacent. */
export interface RoomLayout {
  width: number;
  /** By Room position: the keys of the Rooms adjacent to it, in Room order (L1). */
  neighbours: string[][];
}

/** A Room's centre, and the square of its distance to the nearest Room seen so far. */
interface Nearest {
  x: number;
  z: number;
  near: number;
}

/** The tile width, and squares[i]: the squared distances from Room i to Rooms 0 … i-1, in that order. */
interface Measure {
  width: number;
  squares: number[][];
}

/**
 * `tileWidth`, each pair of centres measured once. The nearest is found on squared distances and
 * rooted once: the root keeps their order, so it is the same figure, to the last bit, as the
 * least of the rooted distances.
 */
function measure(rooms: Area[]): Measure {
  const n = rooms.length;
  const squares: number[][] = [[]];
  if (n === 0) return { width: 0, squares: [] };
  if (n === 1) {
    const f = rooms[0].footprint;
    return { width: Math.min(f.maxX - f.minX, f.maxZ - f.minZ), squares };
  }
  const first = rooms[0].centre;
  let near0 = 0;
  // Rooms 1 … i-1, with their nearest so far.
  const seen: Nearest[] = [];
  for (let i = 1; i < n; i++) {
    const c = rooms[i].centre;
    const x = c.x;
    const z = c.z;
    let dx = x - first.x;
    let dz = z - first.z;
    let s = dx * dx + dz * dz;
    const row = [s];
    // A Room's first distance is its nearest so far, whatever it is (NaN included), as in a
    // plain minimum over the Rooms in order; later ones replace it only when smaller.
    let best = s;
    if (i === 1 || s < near0) near0 = s;
    for (const q of seen) {
      dx = x - q.x;
      dz = z - q.z;
      s = dx * dx + dz * dz;
      row.push(s);
      if (s < best) best = s;
      if (s < q.near) q.near = s;
    }
    seen.push({ x, z, near: best });
    squares.push(row);
  }
  const nearest: number[] = [Math.sqrt(near0)];
  for (const q of seen) nearest.push(Math.sqrt(q.near));
  return { width: median(nearest), squares };
}

/** `tileWidth` and every Room's adjacent Rooms (`adjacent`), from one measure of each pair. */
export function roomLayout(rooms: KeyedArea[]): RoomLayout {
  const { width, squares } = measure(rooms);
  const neighbours: string[][] = [];
  for (const _ of rooms) neighbours.push([]);
  if (!(width > 0)) return { width, neighbours };
  const limit = ADJACENT_WIDTHS * width;
  const far = farSquare(limit);
  for (let i = 1; i < rooms.length; i++) {
    // Row i holds Rooms 0 … i-1: each list is filled in Room order, the earlier Rooms first.
    const mine = neighbours[i];
    const key = rooms[i].key;
    let j = 0;
    for (const s of squares[i]) {
      if (s < far && Math.sqrt(s) < limit) {
        mine.push(rooms[j].key);
        neighbours[j].push(key);
      }
      j++;
    }
  }
  return { width, neighbours };
}

/**
 * A squared distance from which on the distance cannot be under `limit`, so that its root need
 * not be taken: 1.25 limit² is 1.118 limit apart, far beyond rounding. Out of a safe range (the
 * square would underflow or overflow), Infinity: every root is taken.
 */
function farSquare(limit: number): number {
  return limit > 1e-100 && limit < 1e100 ? 1.25 * limit * limit : INFINITY;
}

/** Positions of the areas whose centres are adjacent to p, ascending (a Cell's entrance Rooms). */
export function adjacentAreas(p: Point, areas: Area[], width: number): number[] {
  const out: number[] = [];
  if (!(width > 0)) return out;
  const limit = ADJACENT_WIDTHS * width;
  const far = farSquare(limit);
  // An area this far off along x alone is not adjacent (1.2 limit, far beyond rounding), in
  // the range where the squares neither underflow nor overflow (as farSquare).
  const wide = far < INFINITY ? 1.2 * limit : INFINITY;
  const narrow = -wide;
  const x = p.x;
  const z = p.z;
  let j = 0;
  for (const a of areas) {
    // adjacent(p, a.centre, width), the cheap tests first.
    const c = a.centre;
    const dx = x - c.x;
    if (dx < wide && dx > narrow) {
      const dz = z - c.z;
      const s = dx * dx + dz * dz;
      if (s < far && Math.sqrt(s) < limit) out.push(j);
    }
    j++;
  }
  return out;
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
  /** Index of the other area when the call was close (docs/rules.md ambiguity), else -1. */
  rival: number;
}

/** The two nearest candidates seen so far: indices (-1: none yet) and their distances. */
export interface TwoNearest {
  first: number;
  second: number;
  d1: number;
  d2: number;
}

export function offer(n: TwoNearest, i: number, d: number): void {
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
export function locationOf(n: TwoNearest, width: number): Location {
  const close = n.second >= 0 && n.d2 - n.d1 < AMBIGUOUS_SHARE * width;
  return { area: n.first, rival: close ? n.second : -1 };
}

/** The nearest of some centres, footprints aside (the Crown's nearest Mage Card, I6). */
export function closest(p: Point, centres: Point[], width: number): Location {
  const n: TwoNearest = { first: -1, second: -1, d1: 0, d2: 0 };
  for (let i = 0; i < centres.length; i++) offer(n, i, distance(p, centres[i]));
  return locationOf(n, width);
}
