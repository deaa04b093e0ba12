/**
 * Which Room each `BRW:Room` tile is, its Instability Slots, and the Room order (L2's catalogue
 * order, then Rooms only the user knows, by position). A tile that cannot be named or counted
 * refuses the read: a wrong Slots figure would rebuild Rooms at the wrong time (TABLE.md).
 */
import { CatalogueEntry, LODGE_CATALOGUE, catalogueIndex, findRoom, roomKey } from "../core/lodge";
import { errors } from "../core/errors";
import { Piece, TAG, hasTag, pieceLabel } from "./pieces";
import { slotsFromNotes } from "./gm-notes";
import { sortedBy } from "./order";
import { tableErrors, wording } from "./wording";

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
  for (const piece of pieces) {
    if (!hasTag(piece, TAG.room) || piece.container) continue;
    const tile = readRoom(piece, overrides, out);
    if (tile === undefined) continue;
    const key = roomKey(tile.name);
    // === true: a JS object answers inherited names ("constructor") with functions.
    if (named[key] === true) out.errors.push(errors.duplicateRoom(tile.name));
    else {
      named[key] = true;
      out.rooms.push(tile);
    }
  }
  out.rooms = sortedBy(out.rooms, roomOrder);
  return out;
}

function readRoom(piece: Piece, overrides: CatalogueEntry[], out: RoomsRead): RoomTile | undefined {
  const nickname = typeof piece.name === "string" ? piece.name.trim() : "";
  if (nickname === "") {
    out.errors.push(tableErrors.unnamedRoom(pieceLabel(piece)));
    return undefined;
  }
  const note = slotsFromNotes(piece.notes);
  if (note.unreadable) out.warnings.push(wording.unreadableSlots(nickname));
  const entry = findRoom(nickname, LODGE_CATALOGUE, overrides);
  const name = entry === undefined ? nickname : entry.name;
  // The tile's own GM Notes win over a catalogue: they are the most specific word.
  let slots = note.slots;
  if (slots === undefined && entry !== undefined) slots = entry.slots;
  if (slots === undefined) {
    out.errors.push(errors.unknownSlots(nickname));
    return undefined;
  }
  const index = catalogueIndex(name);
  return { piece, name, slots, rank: index < 0 ? LODGE_CATALOGUE.length : index };
}

/** L2 order first; Rooms outside L2 by x, then z (the sort's index tie-break does the rest). */
function roomOrder(a: RoomTile, b: RoomTile): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.piece.x !== b.piece.x) return a.piece.x - b.piece.x;
  return a.piece.z - b.piece.z;
}
