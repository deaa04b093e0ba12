/**
 * The places a piece can lie in: Room tiles, Cell tiles and Mage Cards, with the Lodge's tile
 * width. Locating a piece is one geometry for all three (docs/rules.md: "likewise for Mage Cards"),
 * and an ambiguous piece is warned about where it is located, once.
 */
import { AMBIGUOUS_SHARE, Area, Point, adjacentAreas, distance, roomLayout } from "./geometry";
import { AreaGrid, candidates, makeGrid } from "./grid";
import { Piece, footprintOf, pieceLabel } from "./pieces";
import { RoomTile } from "./rooms";
import { tableWords } from "../words/table";

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
  /** L3: each Cell's entrance Rooms (the Rooms adjacent to it), by board.cells position, in Room order. */
  cellEntrances: string[][];
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

/** A spot for an area's tile, in its kind's list (its place there is `at`) and in `all`. */
function addSpot(all: Spot[], list: Spot[], kind: Spot["kind"], key: string, label: string, piece: Piece): void {
  const s: Spot = { kind, key, label, piece, at: list.length, centre: { x: piece.x, z: piece.z }, footprint: footprintOf(piece) };
  list.push(s);
  all.push(s);
}

/** What the areas' keys, centres and footprints alone decide: the tile width, each Room's neighbours, each Cell's entrances, the grid. */
interface Geometry {
  width: number;
  grid: AreaGrid;
  neighbours: string[][];
  entrances: string[][];
}

/** The geometry of these areas, made anew. */
function geometryOf(all: Spot[], roomSpots: Spot[], cellSpots: Spot[]): Geometry {
  const layout = roomLayout(roomSpots);
  const width = layout.width;
  const entrances: string[][] = [];
  for (const cell of cellSpots) {
    const list: string[] = [];
    for (const k of adjacentAreas(cell.centre, roomSpots, width)) list.push(roomSpots[k].key);
    entrances.push(list);
  }
  return {
    width,
    grid: makeGrid(all, width),
    neighbours: layout.neighbours,
    entrances,
  };
}

/** The board of these areas: the tile width, each Room's neighbours, each Cell's entrances, the grid. */
export function makeBoard(rooms: RoomTile[], cells: Owned[], cards: Owned[]): Board {
  // Each spot goes into its kind's list and into `all` (Rooms, then Cells, then Mage Cards).
  const all: Spot[] = [];
  const roomSpots: Spot[] = [];
  const cellSpots: Spot[] = [];
  const cardSpots: Spot[] = [];
  for (const r of rooms) addSpot(all, roomSpots, "room", r.name, r.name, r.piece);
  for (const c of cells) addSpot(all, cellSpots, "cell", c.owner, tableWords.cellName(c.owner), c.piece);
  for (const c of cards) addSpot(all, cardSpots, "card", c.owner, tableWords.cardName(c.owner), c.piece);
  // Made anew at every press, from the areas it read: no fact of the table outlives its press.
  const g = geometryOf(all, roomSpots, cellSpots);
  return {
    width: g.width,
    rooms: roomSpots,
    cells: cellSpots,
    cards: cardSpots,
    all,
    grid: g.grid,
    roomNeighbours: g.neighbours,
    cellEntrances: g.entrances,
    located: {},
  };
}

/**
 * Where a piece lies: a Room, a Cell, a Mage Card, or nowhere (undefined: loose). A container is
 * never anywhere (docs/rules.md). An ambiguous piece counts for the nearer and is warned about.
 */
export function spotOf(board: Board, piece: Piece, warnings: string[]): Spot | undefined {
  if (piece.container) return undefined;
  // Found already by locateAll (the same object: ids come from outside and may repeat), else now.
  let where: Where | undefined = board.located[piece.id];
  if (where === undefined || where.piece !== piece) where = locate(board, piece);
  if (where.area < 0) return undefined;
  const found = board.all[where.area];
  if (where.rival >= 0) warnings.push(tableWords.ambiguous(pieceLabel(piece), found.label, board.all[where.rival].label));
  return found;
}

/**
 * Every piece lying on a tile located once, in their order (`pieces`: every piece but Room and
 * Cell tiles and the Instability, which the tally locates: instability.ts): where each lies (kept
 * in board.located for spotOf; containers lie nowhere), and the points lying on each Room's tile,
 * by board.rooms position.
 */
export function locateAll(board: Board, pieces: Piece[]): Point[][] {
  const occupied: Point[][] = [];
  for (let i = 0; i < board.rooms.length; i++) occupied.push([]);
  for (const piece of pieces) {
    const where = locate(board, piece, occupied);
    if (!piece.container) board.located[piece.id] = where;
  }
  return occupied;
}

/**
 * The area whose footprint holds the piece's point; where footprints overlap, the nearest centre
 * wins, and a close call names the rival (docs/rules.md, Geometry). Only the areas filed in the
 * point's grid cell are tested (grid.ts): the same answer as testing every area. With `occupied`
 * (by board.rooms position), the piece's point joins the points on each Room's tile that holds
 * it. This runs for every piece of every press, the mod's busiest loop (docs/performance.md): the
 * footprint test is written out, and distances are measured only once a second area holds the point.
 */
export function locate(board: Board, piece: Piece, occupied?: Point[][]): Where {
  const x = piece.x;
  const z = piece.z;
  const all = board.all;
  const roomCount = board.rooms.length;
  // Made once a tile holds the point: most pieces of a press lie in one Room.
  let point: Point | undefined = undefined;
  // The two nearest areas holding the point (geometry.ts `offer`, written out: no table a piece).
  let first = -1;
  let second = -1;
  let d1 = 0;
  let d2 = 0;
  // `candidates`, its common case written out (no area filed everywhere): one look-up a piece.
  const grid = board.grid;
  const size = grid.size;
  let filed: number[] | undefined = undefined;
  if (size > 0 && grid.everywhere.length === 0) {
    const column = grid.cells[Math.floor(x / size)];
    if (column !== undefined) filed = column[Math.floor(z / size)];
  } else filed = candidates(grid, { x, z });
  if (filed !== undefined)
    for (const i of filed) {
      const f = all[i].footprint;
      // `contains`: a NaN point lies in no footprint.
      if (x >= f.minX && x <= f.maxX && z >= f.minZ && z <= f.maxZ) {
        if (point === undefined) point = { x, z };
        if (i < roomCount && occupied !== undefined) occupied[i].push(point);
        if (first < 0) first = i;
        else {
          if (second < 0) d1 = distance(point, all[first].centre);
          const d = distance(point, all[i].centre);
          if (d < d1) {
            second = first;
            d2 = d1;
            first = i;
            d1 = d;
          } else if (second < 0 || d < d2) {
            second = i;
            d2 = d;
          }
        }
      }
    }
  // geometry.ts `locationOf`: the runner-up is a rival when within the ambiguity share of a tile.
  const rival = second >= 0 && d2 - d1 < AMBIGUOUS_SHARE * board.width ? second : -1;
  return { piece, area: first, rival };
}
