/**
 * The tiles of a read: the Rooms (L1/L2), the Cells and the Mage Cards, and the board they make
 * (tile width, neighbours, grid). Tiles rarely move between two reads, and all of this depends
 * on them alone: a memo keeps the last read's tiles, reused when every tile piece is the same in
 * every field, in the same order. The read is the same with or without the memo.
 */
import { CatalogueEntry } from "../core/lodge";
import { Board, LocateMemo, emptyLocateMemo, makeBoard } from "./board";
import { Kinds } from "./kinds";
import { readCards, readCells } from "./mages";
import { Piece, footprintOf } from "./pieces";
import { RoomsRead, readRooms } from "./rooms";
import { sameStrings } from "../core/values";

export interface Tiles {
  rooms: RoomsRead;
  /** Undefined when the Rooms were refused (rooms.errors). */
  board?: Board;
  /** What reading the Cells and Mage Cards warned about, in order. */
  warnings: string[];
}

/**
 * What readTable keeps from one read to the next (the caller holds it: emptyReadMemo). Plain
 * data; a read only ever compares with it and replaces it.
 */
export interface ReadMemo {
  located: LocateMemo;
  tiles?: { rooms: Piece[]; cells: Piece[]; cards: Piece[]; read: Tiles };
}

export function emptyReadMemo(): ReadMemo {
  return { located: emptyLocateMemo() };
}

export function readTiles(kinds: Kinds, catalogue: CatalogueEntry[], memo: ReadMemo | undefined): Tiles {
  let kept: ReadMemo["tiles"] = undefined;
  if (memo !== undefined) kept = memo.tiles;
  // A user's catalogue (L2 overrides) comes afresh with every read: with one, nothing is kept.
  const keep = memo !== undefined && catalogue.length === 0;
  if (
    keep &&
    kept !== undefined &&
    sameList(kept.rooms, kinds.rooms) &&
    sameList(kept.cells, kinds.cells) &&
    sameList(kept.cards, kinds.cards)
  ) {
    // Where each piece lies is the read's own (locateAll fills it).
    if (kept.read.board !== undefined) kept.read.board.located = {};
    // Equal in every field read: the next read most often brings these very pieces (an adapter
    // keeps its pieces from read to read), which then compare at once.
    kept.rooms = kinds.rooms;
    kept.cells = kinds.cells;
    kept.cards = kinds.cards;
    return kept.read;
  }
  const rooms = readRooms(kinds.rooms, catalogue);
  const read: Tiles = { rooms, warnings: [] };
  // The last read's board, for the geometry of the same areas (makeBoard).
  let previous: Board | undefined = undefined;
  if (memo !== undefined) previous = memo.located.board;
  if (rooms.errors.length === 0)
    read.board = makeBoard(rooms.rooms, readCells(kinds.cells, read.warnings), readCards(kinds.cards, read.warnings), previous);
  if (memo !== undefined) {
    memo.tiles = undefined;
    if (keep) memo.tiles = { rooms: kinds.rooms, cells: kinds.cells, cards: kinds.cards, read };
  }
  return read;
}

function sameList(a: Piece[], b: Piece[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!samePiece(a[i], b[i])) return false;
  return true;
}

/**
 * Every field of two well-formed tile pieces that the tiles' read, and what it hands on, reads:
 * id, name, tags, position, footprint, side, notes, and whether it is a container (which no
 * tile reader takes); not its count, value, content or turn. A NaN never matches: such a tile is
 * read afresh.
 */
function samePiece(a: Piece, b: Piece): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id ||
    a.name !== b.name ||
    a.x !== b.x ||
    a.y !== b.y ||
    a.z !== b.z ||
    a.faceDown !== b.faceDown ||
    a.notes !== b.notes ||
    a.container !== b.container
  )
    return false;
  const f = footprintOf(a);
  const g = footprintOf(b);
  if (f.minX !== g.minX || f.maxX !== g.maxX || f.minZ !== g.minZ || f.maxZ !== g.maxZ) return false;
  return sameStrings(a.tags, b.tags);
}
