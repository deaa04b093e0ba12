/**
 * Which Room each `BRW:Room` tile is, its Instability Slots, and the Room order (L2's catalogue
 * order, then Rooms only the user knows, by position). A tile that cannot be named or counted
 * refuses the read: a wrong Slots figure would rebuild Rooms at the wrong time (docs/rules.md).
 */
import { CatalogueEntry, LODGE_CATALOGUE, lodgeIndex, overrideFor } from "../core/lodge";
import { errorWords } from "../words/errors";
import { Piece, pieceLabel } from "./pieces";
import { slotsFromNotes } from "./gm-notes";
import { tableErrorWords, tableWords } from "../words/table";
import { trimSpaces } from "../core/strings";
import { roomNameOf } from "./room-name";

export interface RoomTile {
  piece: Piece;
  /** The catalogue's spelling when the nickname is a known Room ("crypt " reads as "Crypt"). */
  name: string;
  slots: number;
  /** Position in L2's catalogue; Rooms not in it come after, by position. */
  rank: number;
}

export interface RoomsRead {
  errors: string[];
  warnings: string[];
  rooms: RoomTile[];
}

export function readRooms(pieces: Piece[], overrides: CatalogueEntry[]): RoomsRead {
  const out: RoomsRead = { errors: [], warnings: [], rooms: [] };
  // The keys of the Rooms read so far: a second tile of one Room is refused.
  const named: { [key: string]: boolean } = {};
  // L2's Rooms by rank: a rank is one Room (its key), so these need no sorting.
  const byRank: RoomTile[] = [];
  const others: RoomTile[] = [];
  for (const piece of pieces) {
    // `pieces`: sortKinds's Rooms (each tagged BRW:Room).
    if (piece.container) continue;
    const nickname = trimSpaces(roomNameOf(piece));
    if (nickname === "") {
      out.errors.push(tableErrorWords.unnamedRoom(pieceLabel(piece)));
      continue;
    }
    // The tile's one key (roomKey, the nickname trimmed already): the catalogue's spelling, when
    // found by it, folds to the same.
    const key = nickname.toLowerCase();
    const tile = readRoom(piece, nickname, key, overrides, out);
    if (tile === undefined) continue;
    // === true: a JS object answers inherited names ("constructor") with functions.
    if (named[key] === true) out.errors.push(errorWords.duplicateRoom(tile.name));
    else {
      named[key] = true;
      if (tile.rank < LODGE_CATALOGUE.length) byRank[tile.rank] = tile;
      else others.push(tile);
    }
  }
  for (let rank = 0; rank < LODGE_CATALOGUE.length; rank++) {
    const tile = byRank[rank];
    if (tile !== undefined) out.rooms.push(tile);
  }
  // The others by roomOrder, equal ones in the order read: an insertion sort (sortedBy's order).
  const first = out.rooms.length;
  for (const tile of others) {
    let j = out.rooms.length;
    out.rooms.push(tile);
    while (j > first && roomOrder(tile, out.rooms[j - 1]) < 0) {
      out.rooms[j] = out.rooms[j - 1];
      j--;
    }
    out.rooms[j] = tile;
  }
  return out;
}

function readRoom(piece: Piece, nickname: string, key: string, overrides: CatalogueEntry[], out: RoomsRead): RoomTile | undefined {
  const note = slotsFromNotes(piece.notes);
  if (note.unreadable) out.warnings.push(tableWords.unreadableSlots(nickname));
  const rank = lodgeIndex(key);
  // findRoom: the user's entries first, then L2.
  let entry: CatalogueEntry | undefined = undefined;
  if (overrides.length > 0) entry = overrideFor(key, overrides);
  if (entry === undefined && rank >= 0) entry = LODGE_CATALOGUE[rank];
  const name = entry === undefined ? nickname : entry.name;
  // The tile's own GM Notes win over a catalogue: they are the most specific word.
  let slots = note.slots;
  if (slots === undefined && entry !== undefined) slots = entry.slots;
  if (slots === undefined) {
    out.errors.push(errorWords.unknownSlots(nickname));
    return undefined;
  }
  return { piece, name, slots, rank: rank < 0 ? LODGE_CATALOGUE.length : rank };
}

/** Rooms outside L2 (one rank) by x, then z (the sort's index tie-break does the rest). */
function roomOrder(a: RoomTile, b: RoomTile): number {
  if (a.piece.x !== b.piece.x) return a.piece.x - b.piece.x;
  return a.piece.z - b.piece.z;
}
