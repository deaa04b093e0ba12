/**
 * Where the save puts things (TTS units; X to White's right, Z away from White, Y up). The Lodge
 * is a radius-2 grid of hexagons, neighbours' centres TILE_WIDTH apart, each tile turned and
 * scaled to share whole edges (src/tts/hex-tile.ts); non-neighbours lie at least √3 widths apart,
 * so docs/rules.md's adjacency (below 1.4 widths) finds every shared edge and nothing else.
 * Cells are on ring 3, on the hexes that touch exactly two rim Rooms.
 */
import { BLACK_ROSE_ROOM, LODGE_CATALOGUE, THRONE_ROOM } from "../../src/core/lodge";
import { round } from "./tts";
import { HEX_CORNER_ANGLE, HEX_FLATS } from "../../src/tts/hex-tile";

/** Centre-to-centre distance of two neighbouring Rooms = a Room's width across its flats. */
export const TILE_WIDTH = 4;

/**
 * Scale of a hexagonal Custom_Tile: its flat-to-flat width is one TILE_WIDTH (rounded up, so that
 * a piece on a shared edge lies on both tiles, not in a gap), so neighbours meet
 * edge to edge. Adjacency only reads centres, so the size is for the eye and for footprints.
 */
export const HEX_SCALE = Math.ceil((TILE_WIDTH / HEX_FLATS) * 1000) / 1000;

/**
 * Turn of every hexagon about the vertical axis: its flat sides face ±X, as the grid's neighbours
 * along X need (a corner at 30° + k·60°, whichever way TTS turns). 180 + the turn from the
 * documented corners: the Rooms' text then reads from White's seat, tilted by that turn.
 */
export const HEX_ROT_Y = 180 + 30 - HEX_CORNER_ANGLE;

/** Height at which tiles are placed (the table's surface is near 1). */
export const TABLE_Y = 1.1;

export interface Point {
  x: number;
  z: number;
}

/** Axial hex coordinates (q, r) to the table plane; (1, 0) is the neighbour on +X. */
export function hexToWorld(q: number, r: number): Point {
  return { x: round(TILE_WIDTH * (q + r / 2)), z: round(TILE_WIDTH * (Math.sqrt(3) / 2) * r) };
}

/** Hex distance in steps. */
export function hexRing(q: number, r: number): number {
  return Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
}

/** The six steps to a neighbour, counter-clockwise from +X seen from above. */
const STEPS: [number, number][] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

/** Every hex of ring n (n ≥ 1), walking round from (n, 0)… in a fixed order. */
export function ring(n: number): [number, number][] {
  const out: [number, number][] = [];
  let q = n;
  let r = 0;
  for (let side = 0; side < 6; side++) {
    const [dq, dr] = STEPS[(side + 2) % 6];
    for (let i = 0; i < n; i++) {
      out.push([q, r]);
      q += dq;
      r += dr;
    }
  }
  return out;
}

/**
 * L1: the Black Rose Room in the centre, the Throne Room beside it (on +X, towards Jukas's Cell),
 * the other 17 in catalogue order, ring 1 then ring 2.
 */
export function lodgeLayout(): { name: string; slots: number; q: number; r: number }[] {
  const spots: [number, number][] = [[0, 0], ...ring(1), ...ring(2)];
  const names = [
    BLACK_ROSE_ROOM,
    THRONE_ROOM,
    ...LODGE_CATALOGUE.map((e) => e.name).filter((n) => n !== BLACK_ROSE_ROOM && n !== THRONE_ROOM),
  ];
  return names.map((name, i) => {
    const entry = LODGE_CATALOGUE.find((e) => e.name === name);
    if (!entry) throw new Error(`${name} is not in LODGE_CATALOGUE`);
    return { name, slots: entry.slots, q: spots[i][0], r: spots[i][1] };
  });
}

/**
 * A seat: its Cell on ring 3, the spot in front of the player where the Mage Card lies, and
 * `facing`, the turn (rotY) that shows a card upright to that player (180 for White, who sits
 * on −Z). Pieces are placed in the seat's own frame: u to the player's right, v towards the Lodge.
 */
export interface Seat {
  owner: string;
  cell: [number, number];
  anchor: Point;
  facing: number;
}

export const MAGE_SEATS: Seat[] = [
  { owner: "White", cell: [1, -3], anchor: { x: 0, z: -15.6 }, facing: 180 },
  { owner: "Red", cell: [3, -1], anchor: { x: 21, z: -5 }, facing: 90 },
  { owner: "Blue", cell: [-1, 3], anchor: { x: 0, z: 15.6 }, facing: 0 },
  { owner: "Green", cell: [-2, -1], anchor: { x: -21, z: -5 }, facing: 270 },
];

/** Jukas's seat: its anchor is the Avatar Card, on Red's side of the table, beyond his Cell. */
export const JUKAS_SEAT: Seat = { owner: "Jukas", cell: [2, 1], anchor: { x: 17, z: 11.5 }, facing: 90 };

/** The common supply (Black Rose Instability, Forgotten Spells), at the west end beyond Green. */
export const SUPPLY_SEAT: Seat = { owner: "Supply", cell: [0, 0], anchor: { x: -20, z: 9 }, facing: 270 };

/** A point of a seat's frame: u to the player's right, v towards the Lodge. */
export function place(seat: Seat, u: number, v: number): Point {
  const a = (seat.facing * Math.PI) / 180;
  const forward = { x: -Math.sin(a), z: -Math.cos(a) };
  const right = { x: forward.z, z: -forward.x };
  return { x: round(seat.anchor.x + u * right.x + v * forward.x), z: round(seat.anchor.z + u * right.z + v * forward.z) };
}
