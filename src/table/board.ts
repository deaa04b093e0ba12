/**
 * The places a piece can lie in: Room tiles, Cell tiles and Mage Cards, with the Lodge's tile
 * width. Locating a piece is one geometry for all three (TABLE.md: "likewise for Mage Cards"),
 * and an ambiguous piece is warned about where it is located, once.
 */
import { AMBIGUOUS_SHARE, Area, Point, roomLayout } from "./geometry";
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
  /** By board.rooms position: the keys of the adjacent Rooms, in Room order (L1). */
  roomNeighbours: string[][];
  /** Where each piece lies, by piece id, found by `locateAll` (a piece is checked to be the same object). */
  located: { [id: string]: Where };
}

/** Where one piece lies: indices into board.all (-1: nowhere), the rival when the call is close. */
export interface Where {
  piece: Piece;
  area: number;
  rival: number;
}

export function pointOf(piece: Piece): Point {
  return { x: piece.x, z: piece.z };
}

export function makeBoard(rooms: RoomTile[], cells: Owned[], cards: Owned[]): Board {
  // Each spot goes into its kind's list and into `all` (Rooms, then Cells, then Mage Cards).
  const all: Spot[] = [];
  const roomSpots: Spot[] = [];
  const cellSpots: Spot[] = [];
  const cardSpots: Spot[] = [];
  for (const r of rooms) {
    const piece = r.piece;
    const s: Spot = { kind: "room", key: r.name, label: r.name, piece, at: roomSpots.length, centre: { x: piece.x, z: piece.z }, footprint: piece.footprint };
    roomSpots.push(s);
    all.push(s);
  }
  for (const c of cells) {
    const piece = c.piece;
    const s: Spot = { kind: "cell", key: c.owner, label: wording.cellName(c.owner), piece, at: cellSpots.length, centre: { x: piece.x, z: piece.z }, footprint: piece.footprint };
    cellSpots.push(s);
    all.push(s);
  }
  for (const c of cards) {
    const piece = c.piece;
    const s: Spot = { kind: "card", key: c.owner, label: wording.cardName(c.owner), piece, at: cardSpots.length, centre: { x: piece.x, z: piece.z }, footprint: piece.footprint };
    cardSpots.push(s);
    all.push(s);
  }
  const layout = roomLayout(roomSpots);
  const width = layout.width;
  return { width, rooms: roomSpots, cells: cellSpots, cards: cardSpots, all, grid: makeGrid(all, width), roomNeighbours: layout.neighbours, located: {} };
}

/**
 * Where a piece lies: a Room, a Cell, a Mage Card, or nowhere (undefined: loose). A container is
 * never anywhere (TABLE.md). An ambiguous piece counts for the nearer and is warned about.
 */
export function spotOf(board: Board, piece: Piece, warnings: string[]): Spot | undefined {
  if (piece.container) return undefined;
  // Found already by locateAll (the same object: ids come from outside and may repeat), else now.
  let where = board.located[piece.id];
  if (where === undefined || where.piece !== piece) where = scan(board, piece, undefined);
  if (where.area < 0) return undefined;
  const found = board.all[where.area];
  if (where.rival >= 0) warnings.push(wording.ambiguous(pieceLabel(piece), found.label, board.all[where.rival].label));
  return found;
}

/**
 * Every piece lying on a tile, in one pass in their order (`pieces`: every piece but Room and
 * Cell tiles): where each lies (kept in board.located for spotOf, containers aside: they lie
 * nowhere), and the points lying on each Room's tile, by board.rooms position.
 */
export function locateAll(board: Board, pieces: Piece[]): Point[][] {
  const occupied: Point[][] = [];
  for (let i = 0; i < board.rooms.length; i++) occupied.push([]);
  for (const piece of pieces) {
    const where = scan(board, piece, occupied);
    if (!piece.container) board.located[piece.id] = where;
  }
  return occupied;
}

/**
 * locateAmong(piece, board.all, candidates(board.grid, piece), board.width), written out: this
 * runs for every piece (test/table/grid.test.ts holds spotOf to locate). With `occupied`, the
 * piece's point is also added to each Room whose tile holds it (board.all lists the Rooms first).
 */
function scan(board: Board, piece: Piece, occupied: Point[][] | undefined): Where {
  const x = piece.x;
  const z = piece.z;
  const all = board.all;
  const rooms = board.rooms.length;
  let first = -1;
  let second = -1;
  let d1 = 0;
  let d2 = 0;
  for (const i of candidates(board.grid, piece)) {
    const area = all[i];
    const f = area.footprint;
    if (!(x >= f.minX && x <= f.maxX && z >= f.minZ && z <= f.maxZ)) continue;
    if (occupied !== undefined && i < rooms) occupied[i].push({ x, z });
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
  const close = second >= 0 && d2 - d1 < AMBIGUOUS_SHARE * board.width;
  return { piece, area: first, rival: close ? second : -1 };
}
