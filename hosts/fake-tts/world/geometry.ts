/**
 * Geometry of the fake table: object kinds and sizes, Unity's Euler rotations, bounds.
 *
 * Coordinates are TTS's (Unity's): y is up, the table is the x/z plane. A rotation is Euler angles
 * in degrees applied as Unity does (z, then x, then y): R = Ry · Rx · Rz.
 */
import type { ObjectKind, SaveObject, Vec3, VecInput } from "../types";
import { HEX_CORNERS, HEX_CORNER_ANGLE, HEX_FLATS } from "../../../src/tts/hex-tile";

/**
 * Size of each kind at scale 1, in table units (x = width, y = height, z = depth). `getBounds`
 * multiplies it by the object's scale. A `hexTile` is drawn as src/tts/hex-tile.ts says TTS draws
 * it: at rotation y = 0 two corners point along ±x, x its corner-to-corner width and z its
 * flat-to-flat depth (√3/2 of x). Decks and stacks
 * grow in height with their quantity (`card.y` / `token.y` per piece).
 */
export const BASE_SIZES: Readonly<Record<ObjectKind, Vec3>> = {
  hexTile: { x: HEX_CORNERS, y: 0.2, z: HEX_FLATS },
  tile: { x: 2, y: 0.2, z: 2 },
  board: { x: 20, y: 0.4, z: 20 },
  card: { x: 2, y: 0.02, z: 3 },
  deck: { x: 2, y: 0.02, z: 3 },
  token: { x: 1, y: 0.2, z: 1 },
  stack: { x: 1, y: 0.2, z: 1 },
  model: { x: 1, y: 2, z: 1 },
  bag: { x: 2, y: 2, z: 2 },
  counter: { x: 2, y: 0.5, z: 1 },
  other: { x: 1, y: 1, z: 1 },
};

/** Kinds a piece may lie on without counting as stacked (tiles, boards, a single card). */
export const SUPPORT_KINDS: ReadonlySet<ObjectKind> = new Set<ObjectKind>(["hexTile", "tile", "board", "card"]);

const BAGS = new Set([
  "Bag",
  "Custom_Model_Bag",
  "Custom_Assetbundle_Bag",
  "Infinite_Bag",
  "Custom_Model_Infinite_Bag",
  "Custom_Assetbundle_Infinite_Bag",
]);
const MODELS =
  /^(Custom_Model|Custom_Assetbundle|Figurine|Chess_|PlayerPawn|rpg_|Checker_|backgammon_piece|go_game_piece|Chinese_Checkers_Piece)/;
const TOKENS = /^(Custom_Token|Chip_|Checker_|reversi_chip|Quarter)/;

/** The kind of a save object, from its `Name` (and, for tiles, its `CustomTile.Type`). */
export function kindOf(data: Pick<SaveObject, "Name" | "CustomImage">): ObjectKind {
  const name = data.Name;
  if (BAGS.has(name)) return "bag";
  if (name === "Custom_Tile") return data.CustomImage?.CustomTile?.Type === 1 ? "hexTile" : "tile";
  if (name === "Custom_Tile_Stack" || name === "Custom_Token_Stack") return "stack";
  if (name === "Custom_Board" || /_Board$|_board$/.test(name)) return "board";
  if (name === "Card" || name === "CardCustom") return "card";
  if (name === "Deck" || name === "DeckCustom") return "deck";
  if (name === "Counter") return "counter";
  if (TOKENS.test(name)) return "token";
  if (MODELS.test(name)) return "model";
  return "other";
}

export function isInfiniteBag(name: string): boolean {
  return /Infinite/.test(name);
}

export function vec(x: number, y: number, z: number): Vec3 {
  return { x, y, z };
}

export function toVec(v: VecInput): Vec3 {
  if (Array.isArray(v)) {
    const a = v as readonly [number, number, number];
    return { x: a[0], y: a[1], z: a[2] };
  }
  const o = v as Vec3;
  return { x: o.x, y: o.y, z: o.z };
}

export function copyVec(v: Vec3): Vec3 {
  return { x: v.x, y: v.y, z: v.z };
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z };
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

export function lerpVec(a: Vec3, b: Vec3, t: number): Vec3 {
  return { x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t), z: lerp(a.z, b.z, t) };
}

/** An angle in [0, 360). */
export function normAngle(a: number): number {
  const r = a % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
}

export function normRot(r: Vec3): Vec3 {
  return { x: normAngle(r.x), y: normAngle(r.y), z: normAngle(r.z) };
}

/** Interpolates each angle along its shorter way round. */
export function lerpAngles(a: Vec3, b: Vec3, t: number): Vec3 {
  const one = (from: number, to: number): number => {
    let d = normAngle(to - from);
    if (d > 180) d -= 360;
    return normAngle(from + d * t);
  };
  return { x: one(a.x, b.x), y: one(a.y, b.y), z: one(a.z, b.z) };
}

type Mat3 = [number, number, number, number, number, number, number, number, number];

const rad = (d: number): number => (d * Math.PI) / 180;

/** Unity's rotation matrix for Euler angles (degrees): Ry · Rx · Rz, row-major. */
export function rotationMatrix(r: Vec3): Mat3 {
  const [cx, sx] = [Math.cos(rad(r.x)), Math.sin(rad(r.x))];
  const [cy, sy] = [Math.cos(rad(r.y)), Math.sin(rad(r.y))];
  const [cz, sz] = [Math.cos(rad(r.z)), Math.sin(rad(r.z))];
  // Rx·Rz
  const m: Mat3 = [cz, -sz, 0, cx * sz, cx * cz, -sx, sx * sz, sx * cz, cx];
  // Ry·(Rx·Rz), Ry = [cy 0 sy; 0 1 0; -sy 0 cy]
  return [
    cy * m[0] + sy * m[6],
    cy * m[1] + sy * m[7],
    cy * m[2] + sy * m[8],
    m[3],
    m[4],
    m[5],
    -sy * m[0] + cy * m[6],
    -sy * m[1] + cy * m[7],
    -sy * m[2] + cy * m[8],
  ];
}

export function rotate(r: Vec3, v: Vec3): Vec3 {
  const m = rotationMatrix(r);
  return {
    x: m[0] * v.x + m[1] * v.y + m[2] * v.z,
    y: m[3] * v.x + m[4] * v.y + m[5] * v.z,
    z: m[6] * v.x + m[7] * v.y + m[8] * v.z,
  };
}

/** TTS's `is_face_down`: the object's up axis points below the horizon. */
export function isFaceDown(r: Vec3): boolean {
  return Math.cos(rad(r.x)) * Math.cos(rad(r.z)) < -1e-9;
}

/** Points of a kind's shape at scale `size`, centred on the origin (a box, or a hexagonal prism). */
export function shapePoints(kind: ObjectKind, size: Vec3): Vec3[] {
  const hy = size.y / 2;
  if (kind === "hexTile") {
    const pts: Vec3[] = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i + (HEX_CORNER_ANGLE * Math.PI) / 180;
      // A unit hexagon's corner, scaled so that at the documented orientation x spans size.x and z size.z.
      const x = (Math.cos(a) * size.x) / 2;
      const z = (Math.sin(a) * size.z) / Math.sqrt(3);
      pts.push({ x, y: -hy, z }, { x, y: hy, z });
    }
    return pts;
  }
  const pts: Vec3[] = [];
  for (const sx of [-1, 1])
    for (const sy of [-1, 1]) for (const sz of [-1, 1]) pts.push({ x: (sx * size.x) / 2, y: sy * hy, z: (sz * size.z) / 2 });
  return pts;
}

/** Size of the axis-aligned box around the shape once rotated. */
export function rotatedExtent(kind: ObjectKind, size: Vec3, rotation: Vec3): Vec3 {
  const m = rotationMatrix(rotation);
  let [minX, minY, minZ, maxX, maxY, maxZ] = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (const p of shapePoints(kind, size)) {
    const x = m[0] * p.x + m[1] * p.y + m[2] * p.z;
    const y = m[3] * p.x + m[4] * p.y + m[5] * p.z;
    const z = m[6] * p.x + m[7] * p.y + m[8] * p.z;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    minZ = Math.min(minZ, z);
    maxZ = Math.max(maxZ, z);
  }
  const clean = (v: number): number => Math.round(v * 1e9) / 1e9;
  return { x: clean(maxX - minX), y: clean(maxY - minY), z: clean(maxZ - minZ) };
}

/** Radius of the largest circle inside a footprint (used for the stacking rule). */
export function innerRadius(size: Vec3): number {
  return Math.min(size.x, size.z) / 2;
}

export function horizontalDistance(a: Vec3, b: Vec3): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}
