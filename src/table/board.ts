/**
 * The places a piece can lie in: Room tiles, Cell tiles and Mage Cards, with the Lodge's tile
 * width. Locating a piece is one geometry for all three (TABLE.md: "likewise for Mage Cards"),
 * and an ambiguous piece is warned about where it is located, once.
 */
import { AMBIGUOUS_SHARE, Area, Point, distances, tileWidthOf } from "./geometry";
import { AreaGrid, candidates, makeGrid } from "./grid";
import { Piece, pieceLabel } from "./pieces";
import { RoomTile } from "./rooms";
import { wording } from "./wording";

export type SpotKind = "room" | "cell" | "card";

export interface Spot extends Area {
  kind: SpotKind;
  /** Room name, Cell owner or Mage Card colour. */
  key: string;
  /** How a warning names it. */
  label: string;
  piece: Piece;
  /** Position in its own kind's list (board.rooms, board.cells, board.cards). */
  at: number;
}

export interface Owned {
  owner: string;
  piece: Piece;
}

export interface Board {
  width: number;
  rooms: Spot[];
  cells: Spot[];
  cards: Spot[];
  /** Rooms, then Cells, then Mage Cards: the areas a piece is located among. */
  all: Spot[];
  /** `all` filed by grid cell (one tile width), to locate a piece among the few areas near it. */
  grid: AreaGrid;
  /** Distances between the Rooms' centres, by board.rooms position (tile width, adjacency). */
  roomDistances: number[][];
}

export function pointOf(piece: Piece): Point {
  return { x: piece.x, z: piece.z };
}

function spot(kind: SpotKind, key: string, label: string, piece: Piece, at: number): Spot {
  return { kind, key, label, piece, at, centre: pointOf(piece), footprint: piece.footprint };
}

export function makeBoard(rooms: RoomTile[], cells: Owned[], cards: Owned[]): Board {
  const board: Board = { width: 0, rooms: [], cells: [], cards: [], all: [], grid: makeGrid([], 0), roomDistances: [] };
  for (const r of rooms) board.rooms.push(spot("room", r.name, r.name, r.piece, board.rooms.length));
  for (const c of cells) board.cells.push(spot("cell", c.owner, wording.cellName(c.owner), c.piece, board.cells.length));
  for (const c of cards) board.cards.push(spot("card", c.owner, wording.cardName(c.owner), c.piece, board.cards.length));
  board.all = [...board.rooms, ...board.cells, ...board.cards];
  const centres: Point[] = [];
  for (const r of board.rooms) centres.push(r.centre);
  board.roomDistances = distances(centres);
  board.width = tileWidthOf(board.rooms, board.roomDistances);
  board.grid = makeGrid(board.all, board.width);
  return board;
}

/**
 * Where a piece lies: a Room, a Cell, a Mage Card, or nowhere (undefined: loose). A container is
 * never anywhere (TABLE.md). An ambiguous piece counts for the nearer and is warned about.
 */
export function spotOf(board: Board, piece: Piece, warnings: string[]): Spot | undefined {
  if (piece.container) return undefined;
  // locateAmong(piece, board.all, candidates(board.grid, piece), board.width), written out:
  // this runs for every piece that lies somewhere (test/table/grid.test.ts holds the two equal).
  const x = piece.x;
  const z = piece.z;
  const all = board.all;
  let first = -1;
  let second = -1;
  let d1 = 0;
  let d2 = 0;
  for (const i of candidates(board.grid, piece)) {
    const area = all[i];
    const f = area.footprint;
    if (!(x >= f.minX && x <= f.maxX && z >= f.minZ && z <= f.maxZ)) continue;
    const dx = x - area.centre.x;
    const dz = z - area.centre.z;
    const d = Math.sqrt(dx * dx + dz * dz);
    if (first < 0 || d < d1) {
      second = first;
      d2 = d1;
      first = i;
      d1 = d;
    } else if (second < 0 || d < d2) {
      second = i;
      d2 = d;
    }
  }
  if (first < 0) return undefined;
  const found = all[first];
  if (second >= 0 && d2 - d1 < AMBIGUOUS_SHARE * board.width) warnings.push(wording.ambiguous(pieceLabel(piece), found.label, all[second].label));
  return found;
}
