/**
 * The tiles of a read: the Rooms (L1/L2), the Cells and the Mage Cards, and the board they make
 * (tile width, neighbours, grid).
 */
import { CatalogueEntry } from "../core/lodge";
import { Board, makeBoard } from "./board";
import { Kinds } from "./kinds";
import { readCards, readCells } from "./mages";
import { RoomsRead, readRooms } from "./rooms";

export interface Tiles {
  rooms: RoomsRead;
  /** Undefined when the Rooms were refused (rooms.errors). */
  board?: Board;
  /** What reading the Cells and Mage Cards warned about, in order. */
  warnings: string[];
}

export function readTiles(kinds: Kinds, catalogue: CatalogueEntry[]): Tiles {
  const rooms = readRooms(kinds.rooms, catalogue);
  const read: Tiles = { rooms, warnings: [] };
  if (rooms.errors.length === 0)
    read.board = makeBoard(rooms.rooms, readCells(kinds.cells, read.warnings), readCards(kinds.cards, read.warnings));
  return read;
}
