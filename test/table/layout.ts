/**
 * Tables to read: the 19 Rooms of test/core/fixtures.ts's hex layout as tiles (with optional
 * hand-placed offsets and rotations), Cells on the ring outside the Lodge, Mage Cards below it,
 * and helpers to drop pieces on them. Everything the TTS and TTPG adapters would report.
 */
import fc from "fast-check";
import { spread } from "../props/numbers";
import { COORDS, NAMES, hexCells, isAdjacent } from "../core/fixtures";
import { Footprint, Piece } from "../../src/table/pieces";
import { Point } from "../../src/table/geometry";

/** Centre-to-centre distance of neighbouring Rooms (flat-to-flat width of a tile). */
export const W = 10;
const SQRT3 = Math.sqrt(3);

/** A tile's hand placement: an offset (fractions of W) and a rotation in degrees. */
export interface Jitter {
  dx: number;
  dz: number;
  rot: number;
}

export const NO_JITTER: Jitter = { dx: 0, dz: 0, rot: 0 };

export function axialToPoint(q: number, r: number): Point {
  return { x: W * (q + r / 2), z: W * r * (SQRT3 / 2) };
}

/** Bounding box of a hexagon of flat-to-flat width W, rotated `rot` degrees (what getBounds reports). */
export function hexFootprint(c: Point, rot: number): Footprint {
  const radius = W / SQRT3;
  const fp = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity };
  for (let k = 0; k < 6; k++) {
    const a = ((30 + 60 * k + rot) * Math.PI) / 180;
    const x = c.x + radius * Math.cos(a);
    const z = c.z + radius * Math.sin(a);
    fp.minX = Math.min(fp.minX, x);
    fp.maxX = Math.max(fp.maxX, x);
    fp.minZ = Math.min(fp.minZ, z);
    fp.maxZ = Math.max(fp.maxZ, z);
  }
  return fp;
}

export function box(c: Point, halfX: number, halfZ: number): Footprint {
  return { minX: c.x - halfX, maxX: c.x + halfX, minZ: c.z - halfZ, maxZ: c.z + halfZ };
}

export function piece(id: string, tags: string[], at: Point, more: Partial<Piece> = {}): Piece {
  return {
    id,
    name: "",
    tags,
    x: at.x,
    y: 1,
    z: at.z,
    rotY: 0,
    footprint: box(at, 0.5, 0.5),
    faceDown: false,
    quantity: 1,
    container: false,
    contents: [],
    ...more,
  };
}

/** Ring-3 places that touch two ring-2 Rooms (or one, for Green), like fixtures' CELLS. */
const RING3 = hexCells(3).slice(19);
export const CELL_SPOTS: { owner: string; coord: [number, number] }[] = [
  { owner: "Jukas", coord: RING3[1] },
  { owner: "White", coord: RING3[4] },
  { owner: "Red", coord: RING3[7] },
  { owner: "Blue", coord: RING3[10] },
  { owner: "Green", coord: RING3[12] },
];

export function expectedNeighbours(name: string): string[] {
  const i = NAMES.indexOf(name);
  return NAMES.filter((_, j) => j !== i && isAdjacent(COORDS[i], COORDS[j]));
}

export function expectedEntrances(owner: string): string[] {
  const cell = CELL_SPOTS.find((c) => c.owner === owner)!;
  return NAMES.filter((_, j) => isAdjacent(cell.coord, COORDS[j]));
}

export const CARD_COLOURS = ["White", "Red", "Blue", "Green"];

export interface Layout {
  pieces: Piece[];
  room: (name: string) => Point;
  cell: (owner: string) => Point;
  card: (colour: string) => Point;
}

function place(coord: [number, number], j: Jitter): Point {
  const c = axialToPoint(coord[0], coord[1]);
  return { x: c.x + j.dx * W, z: c.z + j.dz * W };
}

/**
 * The Lodge (19 Rooms), the Cells and the Mage Cards. `jitter[i]` places Room i (NAMES order),
 * then the Cells (CELL_SPOTS order); missing entries are neat.
 */
export function lodge(jitter: Jitter[] = [], opts: { cards?: string[] } = {}): Layout {
  const pieces: Piece[] = [];
  const rooms: Point[] = [];
  NAMES.forEach((name, i) => {
    const j = jitter[i] ?? NO_JITTER;
    const c = place(COORDS[i], j);
    rooms.push(c);
    pieces.push(piece("room" + i, ["BRW:Room"], c, { name, rotY: j.rot, footprint: hexFootprint(c, j.rot), y: 0.5 }));
  });
  const cells: Point[] = [];
  CELL_SPOTS.forEach((spot, k) => {
    const j = jitter[NAMES.length + k] ?? NO_JITTER;
    const c = place(spot.coord, j);
    cells.push(c);
    const owner = spot.owner === "Jukas" ? "BRW:Jukas" : spot.owner;
    pieces.push(piece("cell" + k, ["BRW:Cell", owner], c, { rotY: j.rot, footprint: hexFootprint(c, j.rot), y: 0.5 }));
  });
  const cardColours = opts.cards ?? CARD_COLOURS;
  const cards: Point[] = cardColours.map((_, i) => ({ x: -30 + 15 * i, z: -60 }));
  cardColours.forEach((colour, i) => {
    pieces.push(piece("card" + colour, ["BRW:MageCard", colour], cards[i], { footprint: box(cards[i], 5, 3.5) }));
  });
  return {
    pieces,
    room: (name) => rooms[NAMES.indexOf(name)],
    cell: (owner) => cells[CELL_SPOTS.findIndex((c) => c.owner === owner)],
    card: (colour) => cards[cardColours.indexOf(colour)],
  };
}

export function offset(p: Point, dx: number, dz: number): Point {
  return { x: p.x + dx, z: p.z + dz };
}

/** A table-ready set: the Lodge, Jukas in his Cell, his Power counter, a full pool bag, a deck, the Avatar Card. */
export function fullTable(layout: Layout = lodge()): Piece[] {
  return [
    ...layout.pieces,
    piece("avatar", ["BRW:Avatar"], { x: 60, z: 0 }, { name: "Jukas" }),
    piece("jukas", ["BRW:Mage", "BRW:Jukas"], layout.cell("Jukas"), { name: "Jukas" }),
    piece("jpow", ["BRW:Power", "BRW:Jukas"], { x: 60, z: 10 }, { value: 0 }),
    piece("bag", ["BRW:VortexPool"], { x: 60, z: -10 }, { container: true, quantity: 12 }),
    piece("deck", ["BRW:ForgottenSpells"], { x: 60, z: -20 }, { container: true, quantity: 5 }),
    piece("supply", ["BRW:Instability", "BRW:Jukas"], { x: 60, z: -30 }, { container: true, quantity: 20 }),
    piece("crown", ["BRW:Crown"], offset(layout.card("White"), 0, 6), { name: "Crown" }),
  ];
}

export const CONTEXT = { seated: ["White", "Red"], host: "White" };

/** A hand placement: an offset of up to 10% of a tile width in any direction, any rotation. */
export const jitterArb: fc.Arbitrary<Jitter> = fc
  .record({
    radius: spread(0, 0.1),
    angle: spread(0, 2 * Math.PI),
    rot: spread(0, 360),
  })
  .map(({ radius, angle, rot }) => ({ dx: radius * Math.cos(angle), dz: radius * Math.sin(angle), rot }));

/** One placement per Room, then per Cell. */
export const lodgeJitter = fc.array(jitterArb, {
  minLength: NAMES.length + CELL_SPOTS.length,
  maxLength: NAMES.length + CELL_SPOTS.length,
});

/** A busy table: most of what readTable reads, with a warning or two. */
export function richTable(layout: Layout = lodge()): Piece[] {
  const r = (name: string, dx = 0, dz = 0) => offset(layout.room(name), dx, dz);
  const a = layout.room("Black Rose Room");
  const b = layout.room("Throne Room");
  return [
    ...fullTable(layout),
    piece("attic", ["BRW:Room"], { x: 120, z: 0 }, { name: "Attic", notes: '{"slots": 3}' }),
    piece("v1", ["BRW:Vortex"], r("Crypt", 1, 0)),
    piece("v2", ["BRW:Vortex"], r("Forge", -1, 1), { quantity: 2 }),
    piece("v3", ["BRW:Vortex"], offset(layout.card("Red"), 1, 0)),
    piece("v4", ["BRW:Vortex"], layout.cell("Blue")),
    piece("v5", ["BRW:Vortex"], { x: 0.52 * a.x + 0.48 * b.x, z: 0.52 * a.z + 0.48 * b.z }),
    piece("i1", ["BRW:Instability", "BRW:BlackRose"], r("Crypt", -1, 0), { quantity: 3 }),
    piece("i2", ["BRW:Instability", "BRW:Jukas"], r("Crypt", 0, 1)),
    piece("i3", ["BRW:Instability", "Red"], r("Arena")),
    piece("i4", ["BRW:Instability", "BRW:Jukas"], layout.cell("Jukas"), { quantity: 2 }),
    piece("mw", ["BRW:Mage", "White"], r("Crypt", 2, 0), { name: "White Mage" }),
    piece("mr", ["BRW:Mage", "Red"], layout.cell("Red")),
    piece("mb", ["BRW:Mage", "Blue"], { x: 90, z: 90 }),
    piece("pw", ["BRW:Power", "White"], { x: 80, z: 50 }, { value: 3 }),
    piece("dw", ["BRW:Damage", "White"], { x: 80, z: 55 }, { value: 4 }),
    piece("pr", ["BRW:Power", "Red"], { x: 80, z: 60 }, { value: 1 }),
    piece("dr", ["BRW:Damage", "Red"], { x: 80, z: 65 }),
  ];
}
