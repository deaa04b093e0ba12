/**
 * The places a piece can lie in: Room tiles, Cell tiles and Mage Cards, with the Lodge's tile
 * width. Locating a piece is one geometry for all three (docs/rules.md: "likewise for Mage Cards"),
 * and an ambiguous piece is warned about where it is located, once.
 */
import { AMBIGUOUS_SHARE, Area, Point, adjacentAreas, roomLayout } from "./geometry";
import { AreaGrid, candidates, makeGrid } from "./grid";
import { Footprint, Piece, footprintOf, pieceLabel } from "./pieces";
import { RoomTile } from "./rooms";
import { wording } from "../words/table";

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
  /**
   * `all` filed by grid cell (one tile width), to locate a piece among the few areas near it.
   * Shared by boards of the same areas (makeBoard's `previous`): the same grid, the same answers.
   */
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

/**
 * `previous`: the last read's board. When every area is the same (kind, key, centre and
 * footprint, in the same order), as after a Room is flipped, its tile width, neighbours,
 * entrances and grid are this board's too: nothing is measured again.
 */
export function makeBoard(rooms: RoomTile[], cells: Owned[], cards: Owned[], previous?: Board): Board {
  // Each spot goes into its kind's list and into `all` (Rooms, then Cells, then Mage Cards).
  const all: Spot[] = [];
  const roomSpots: Spot[] = [];
  const cellSpots: Spot[] = [];
  const cardSpots: Spot[] = [];
  for (const r of rooms) addSpot(all, roomSpots, "room", r.name, r.name, r.piece);
  for (const c of cells) addSpot(all, cellSpots, "cell", c.owner, wording.cellName(c.owner), c.piece);
  for (const c of cards) addSpot(all, cardSpots, "card", c.owner, wording.cardName(c.owner), c.piece);
  if (previous !== undefined && sameAreas(previous.all, all)) {
    const p = previous;
    return {
      width: p.width,
      rooms: roomSpots,
      cells: cellSpots,
      cards: cardSpots,
      all,
      grid: p.grid,
      roomNeighbours: p.roomNeighbours,
      cellEntrances: p.cellEntrances,
      located: {},
    };
  }
  const layout = roomLayout(roomSpots);
  const width = layout.width;
  const cellEntrances: string[][] = [];
  for (const cell of cellSpots) {
    const entrances: string[] = [];
    for (const k of adjacentAreas(cell.centre, roomSpots, width)) entrances.push(roomSpots[k].key);
    cellEntrances.push(entrances);
  }
  return {
    width,
    rooms: roomSpots,
    cells: cellSpots,
    cards: cardSpots,
    all,
    grid: makeGrid(all, width),
    roomNeighbours: layout.neighbours,
    cellEntrances,
    located: {},
  };
}

/** Everything the board's geometry depends on (a NaN never matches: such a board is made afresh). */
function sameAreas(a: Spot[], b: Spot[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const s = a[i];
    const t = b[i];
    const f = s.footprint;
    const g = t.footprint;
    if (s.kind !== t.kind || s.key !== t.key || s.centre.x !== t.centre.x || s.centre.z !== t.centre.z) return false;
    if (f.minX !== g.minX || f.maxX !== g.maxX || f.minZ !== g.minZ || f.maxZ !== g.maxZ) return false;
  }
  return true;
}

/**
 * Where a piece lies: a Room, a Cell, a Mage Card, or nowhere (undefined: loose). A container is
 * never anywhere (docs/rules.md). An ambiguous piece counts for the nearer and is warned about.
 */
export function spotOf(board: Board, piece: Piece, warnings: string[]): Spot | undefined {
  if (piece.container) return undefined;
  // Found already by locateAll (the same object: ids come from outside and may repeat), else now.
  let where = board.located[piece.id];
  if (where === undefined || where.piece !== piece) where = scan(board, piece, undefined, { piece, area: -1, rival: -1 });
  if (where.area < 0) return undefined;
  const found = board.all[where.area];
  if (where.rival >= 0) warnings.push(wording.ambiguous(pieceLabel(piece), found.label, board.all[where.rival].label));
  return found;
}

/**
 * What one read located, kept for the next (readTable's `memo`): where each piece was found, by
 * piece id, on a board with these areas. A piece found again at the same point of a board with
 * the same areas (the same grid) is where it was; the rest are located anew. Plain data, owned
 * by the caller.
 */
export interface LocateMemo {
  /** The board the pieces were located on (also makeBoard's `previous` for the next read). */
  board?: Board;
  at: { [id: string]: Located };
}

/** Also the read's `Where` of the piece last found there (a memo entry is reused, not copied). */
export interface Located extends Where {
  x: number;
  z: number;
  /** The point, as the Rooms' occupied lists hold it (shared from read to read: nothing changes a point). */
  point: Point;
  /** The Rooms (board.rooms positions) whose tile holds the point. */
  rooms: number[];
}

export function emptyLocateMemo(): LocateMemo {
  return { at: {} };
}

/**
 * One read's locating: what locateAll found, and where the Instability tally goes on (it locates
 * its own pieces in its one pass, the same way: instability.ts).
 */
export interface Locating {
  /** The points lying on each Room's tile, by board.rooms position. */
  occupied: Point[][];
  /** The last read's memo entries, by piece id (empty without a memo, or on another board). */
  before: { [id: string]: Located };
  /** This read's, for the next read (the memo's `at`, when there is a memo). */
  after: { [id: string]: Located };
}

/**
 * Every piece lying on a tile, in one pass in their order (`pieces`: every piece but Room and
 * Cell tiles and the Instability the tally locates): where each lies (kept in board.located for
 * spotOf, containers aside: they lie nowhere), and the points lying on each Room's tile. With a
 * memo of the last read, a piece at the same point of the same board is not located again (the
 * memo is then updated for the next read). `partial`: the pieces are some kinds only.
 */
export function locateAll(board: Board, pieces: Piece[], memo?: LocateMemo, partial?: boolean): Locating {
  const occupied: Point[][] = [];
  for (let i = 0; i < board.rooms.length; i++) occupied.push([]);
  let before: { [id: string]: Located } = {};
  if (memo !== undefined) {
    const last = memo.board;
    // The same board (tiles.ts kept it), or one of the same areas, where only a side or a name
    // changed; or one where a few areas moved, the entries where they lie dropped.
    if (last !== undefined && (last.grid === board.grid || forgetMoved(last, board, memo.at))) before = memo.at;
    memo.board = board;
  }
  // A read of some kinds only (a read by need) keeps what the memo knew of the others: the
  // entries are updated in place. A full read starts afresh, which drops the pieces gone since.
  const after: { [id: string]: Located } = partial === true ? before : {};
  const located: Locating = { occupied, before, after };
  for (const piece of pieces) {
    const known = locateOne(board, located, piece);
    if (!piece.container) board.located[piece.id] = known;
  }
  // The same table the tally adds to: the memo holds both.
  if (memo !== undefined) memo.at = after;
  return located;
}

/**
 * Where one piece lies: the memo's entry when the piece lies at the point it did, else measured
 * (locateNew). Recorded for the next read, its point added to the Rooms whose tile holds it.
 */
export function locateOne(board: Board, located: Locating, piece: Piece): Located {
  let known: Located | undefined = located.before[piece.id];
  // `!==`: a NaN point is never found again, and is located as before (nowhere).
  if (known === undefined || known.x !== piece.x || known.z !== piece.z) known = locateNew(board, piece);
  located.after[piece.id] = known;
  // spotOf checks `piece`: with ids repeated, a piece not the last at its id is located afresh.
  known.piece = piece;
  const occupied = located.occupied;
  for (const r of known.rooms) occupied[r].push(known.point);
  return known;
}

/** More areas moved than this, and every piece is located again. */
const MOST_BOXES = 3;

/**
 * When a board's areas moved since the last (a tile knocked or laid), only what lies where they
 * were or are now may lie elsewhere: the memo's entries for points in those places are dropped,
 * and the rest hold (the areas holding a point, their centres and the tile width are as they
 * were). False when no entry can be trusted: other areas, another count of Rooms, another width
 * (its share decides ambiguity), or a place not measurable (NaN); and when many areas moved.
 */
function forgetMoved(last: Board, board: Board, at: { [id: string]: Located }): boolean {
  const was = last.all;
  const now = board.all;
  if (last.width !== board.width || was.length !== now.length || last.rooms.length !== board.rooms.length) return false;
  const boxes: Footprint[] = [];
  for (let i = 0; i < now.length; i++) {
    const s = was[i];
    const t = now[i];
    // Board positions are what entries hold: the same kind at each, or none holds.
    if (s.kind !== t.kind) return false;
    const f = s.footprint;
    const g = t.footprint;
    if (
      s.centre.x === t.centre.x &&
      s.centre.z === t.centre.z &&
      f.minX === g.minX &&
      f.maxX === g.maxX &&
      f.minZ === g.minZ &&
      f.maxZ === g.maxZ
    )
      continue;
    const box = {
      minX: Math.min(f.minX, g.minX),
      maxX: Math.max(f.maxX, g.maxX),
      minZ: Math.min(f.minZ, g.minZ),
      maxZ: Math.max(f.maxZ, g.maxZ),
    };
    // NaN fails both (a box with a NaN side would hold nothing); an inverted footprint is measured afresh too.
    if (!(box.minX <= box.maxX && box.minZ <= box.maxZ)) return false;
    boxes.push(box);
    // The Lodge laid anew, say: most pieces lie in a moved area, and testing each costs more than it saves.
    if (boxes.length > MOST_BOXES) return false;
  }
  // None moved (a tile renamed, say): every entry holds.
  if (boxes.length === 0) return true;
  // Deleting while walking is allowed (in Lua, setting a present key to nil; `delete` would bring
  // lualib's descriptor walk); the order is no matter. In JS the key stays, its value undefined:
  // a memo kept over several reads (a read by need updates it in place) holds such keys.
  const entries: { [id: string]: Located | undefined } = at;
  for (const id in entries) {
    const e = entries[id];
    if (e !== undefined) dropIfIn(entries, id, e, boxes);
  }
  return true;
}

/** Drops the entry when its point lies in one of the boxes (where an area lay or lies now). */
function dropIfIn(entries: { [id: string]: Located | undefined }, id: string, e: Located, boxes: Footprint[]): void {
  const x = e.x;
  const z = e.z;
  for (const b of boxes) {
    if (x >= b.minX && x <= b.maxX && z >= b.minZ && z <= b.maxZ) {
      entries[id] = undefined;
      return;
    }
  }
}

/** Where a piece lies, measured (what no memo entry vouches for). */
export function locateNew(board: Board, piece: Piece): Located {
  const x = piece.x;
  const z = piece.z;
  const known: Located = { piece, x, z, point: { x, z }, area: -1, rival: -1, rooms: [] };
  scan(board, piece, known.rooms, known);
  return known;
}

/**
 * locateAmong(piece, board.all, candidates(board.grid, piece), board.width), written out: this
 * runs for every piece (test/table/grid.test.ts holds spotOf to test/table/locate.ts, the plain reference). With `rooms`, the
 * position of each Room whose tile holds the point is added to it (board.all lists the Rooms
 * first). The answer goes into `into` (locateAll's record: no table per piece).
 */
function scan(board: Board, piece: Piece, rooms: number[] | undefined, into: Where): Where {
  const x = piece.x;
  const z = piece.z;
  const all = board.all;
  const roomCount = board.rooms.length;
  let first = -1;
  let second = -1;
  let d1 = 0;
  let d2 = 0;
  // candidates(board.grid, piece), its common case written out: one grid cell, nothing filed everywhere.
  const grid = board.grid;
  let list: number[] | undefined = undefined;
  if (grid.everywhere.length === 0) {
    const size = grid.size;
    if (size > 0) {
      const column = grid.cells[Math.floor(x / size)];
      if (column !== undefined) list = column[Math.floor(z / size)];
    }
  } else list = candidates(grid, piece);
  into.area = -1;
  into.rival = -1;
  if (list === undefined) return into;
  for (const i of list) {
    const area = all[i];
    const f = area.footprint;
    if (!(x >= f.minX && x <= f.maxX && z >= f.minZ && z <= f.maxZ)) continue;
    if (rooms !== undefined && i < roomCount) rooms.push(i);
    // Most points lie on one area: distances are measured once a second one holds the point.
    if (first < 0) {
      first = i;
      continue;
    }
    if (second < 0) d1 = distanceTo(x, z, all[first]);
    const d = distanceTo(x, z, area);
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
  into.area = first;
  if (second >= 0 && d2 - d1 < AMBIGUOUS_SHARE * board.width) into.rival = second;
  return into;
}

/** `distance` from (x, z) to the area's centre, the same arithmetic. */
function distanceTo(x: number, z: number, area: Spot): number {
  const dx = x - area.centre.x;
  const dz = z - area.centre.z;
  return Math.sqrt(dx * dx + dz * dz);
}
