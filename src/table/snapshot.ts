/**
 * readTable: the pieces a tabletop reports, turned into the core's Snapshot and an index of the
 * objects behind it. Pure: the same pieces and context give the same read on every VM, whatever
 * order the platform listed the objects in (every list here has a fixed order).
 */
import { CatalogueEntry } from "../core/lodge";
import { Cell, DEFAULT_SETTINGS, InstabilityCount, Room, Settings, Snapshot } from "../core/model";
import { Board, Owned, locateAll } from "./board";
import { readTiles } from "./tiles";
import { crownHolder, playOrder, seatedPlayers } from "./crown";
import { Point } from "./geometry";
import { InstabilityTally, tallyInstability } from "./instability";
import { MagesRead, readMages, readModels } from "./mages";
import { OWNERS, Piece, countOf, pieceLabel, tagsOf, wellFormed } from "./pieces";
import { Kinds, sortKinds } from "./kinds";
import { RoomTile } from "./rooms";
import { CellRef, PieceCount, RoomRef, TableIndex, emptyIndex } from "./table-index";
import { VortexTally, tallyVortex } from "./vortex";
import { tableErrorWords, tableWords } from "../words/table";
import { isTable } from "../core/values";

export interface ReadContext {
  /** Seated player colours; only seat colours count as players (I6's one-player game). */
  seated: string[];
  /** The host's colour: who chooses when there is no Crown (I6). */
  host?: string;
  /** TTS's turn order when turns are enabled; undefined otherwise (play order then follows seats). */
  turnOrder?: string[];
  settings?: Settings;
  /** The user's catalogue entries (L2 overrides, or Rooms of an expansion). */
  catalogue?: CatalogueEntry[];
}

export interface TableRead {
  ok: boolean;
  /** A sentence a player understands, when ok is false. */
  error?: string;
  /** The same sentences as snapshot.warnings (the core passes those on in its outcome). */
  warnings: string[];
  snapshot?: Snapshot;
  /** Empty when ok is false: nothing should act on a table that could not be read. */
  index: TableIndex;
  /** The pieces read, each well formed (what the controller plans with). */
  pieces: Piece[];
}

/** A table the rules cannot use: the sentence why, and nothing to act on. */
function unreadable(error: string, warnings: string[], pieces: Piece[]): TableRead {
  return { ok: false, error, warnings, index: emptyIndex(), pieces };
}

/** Every piece well formed, so nothing below needs to guard a field (or can fail in Lua on one). */
function cleaned(raw: Piece[], warnings: string[]): Piece[] {
  const out: Piece[] = [];
  for (const r of raw) {
    const p = wellFormed(r);
    if (p !== undefined) out.push(p);
    else if (isTable(r)) warnings.push(tableWords.noPosition(rawLabel(r)));
  }
  return out;
}

function rawLabel(r: Piece): string {
  return pieceLabel({ id: typeof r.id === "string" ? r.id : "?", name: typeof r.name === "string" ? r.name : "", tags: tagsOf(r.tags) });
}

/** Pieces from anywhere (another script, a test, a platform whose API may give odd values): each cleaned first (`wellFormed`). */
export function readTable(raw: Piece[], context: ReadContext): TableRead {
  if (!isTable(raw)) return unreadable(tableErrorWords.notPieces(), [], []);
  const warnings: string[] = [];
  return readWellFormed(cleaned(raw, warnings), context, warnings);
}

/**
 * Pieces an adapter built field by field from its platform's API, each field of its type (TTS):
 * read as they are, without `readTable`'s copy. `warnings`: what came before (the cleaning's).
 */
export function readWellFormed(pieces: Piece[], context: ReadContext, warnings: string[] = []): TableRead {
  const parts = wellFormedInParts(pieces, context, warnings);
  let read = nextPart(parts);
  while (read === undefined) read = nextPart(parts);
  return read;
}

/**
 * readWellFormed made part by part, one part a `nextPart` call, so that a press can spread the
 * pure work of making its table over frames (src/controller/press.ts `tableStage`) while the
 * read itself stays one moment of the table: the same read, warnings in the same order.
 */
export interface PartRead {
  /** The next part to make (PARTS). */
  part: number;
  pieces: Piece[];
  ctx: ReadContext;
  warnings: string[];
  kinds?: Kinds;
  rooms?: RoomTile[];
  board?: Board;
  occupied?: Point[][];
  models?: Owned[];
  vortex?: VortexTally;
  instability?: InstabilityTally;
}

/** The parts `nextPart` makes a read in (the last makes the two shapes): a player's press's frames after its read. */
export const READ_PARTS = 3;

export function wellFormedInParts(pieces: Piece[], context: ReadContext, warnings: string[] = []): PartRead {
  return { part: 0, pieces, ctx: isTable(context) ? context : { seated: [] }, warnings };
}

/**
 * Makes the next part of the read: the kinds and the board (tile width, neighbours, grid); the
 * pieces located; the tallies and the two shapes. Returns the read once made (or refused), else
 * undefined: a part is left.
 */
export function nextPart(b: PartRead): TableRead | undefined {
  const warnings = b.warnings;
  if (b.part === 0) {
    const kinds = sortKinds(b.pieces);
    if (kinds.avatars.length > 1) return unreadable(tableErrorWords.avatars(kinds.avatars.length), warnings, b.pieces);
    const tiles = readTiles(kinds, isTable(b.ctx.catalogue) ? b.ctx.catalogue! : []);
    const rooms = tiles.rooms;
    for (const w of rooms.warnings) warnings.push(w);
    if (rooms.errors.length > 0 || tiles.board === undefined) return unreadable(rooms.errors.join(" "), warnings, b.pieces);
    for (const w of tiles.warnings) warnings.push(w);
    b.kinds = kinds;
    b.rooms = rooms.rooms;
    b.board = tiles.board;
    // Every piece on the tiles located once, in table order (the Instability in its tally): the tallies below look them up.
    b.occupied = locateAll(tiles.board, kinds.obstacles);
    b.part = 1;
    return undefined;
  }
  const kinds = b.kinds!;
  const board = b.board!;
  if (b.part === 1) {
    b.models = readModels(kinds.models, warnings);
    b.vortex = tallyVortex(kinds.vortex, board, warnings);
    b.instability = tallyInstability(kinds.instability, kinds.containers, board, b.occupied!, warnings);
    b.part = 2;
    return undefined;
  }
  const parts = readParts(b, warnings);
  return {
    ok: true,
    warnings: [...warnings],
    snapshot: toSnapshot(parts, b.ctx, warnings),
    index: toIndex(kinds, parts),
    pieces: b.pieces,
  };
}

/** Everything read from a table whose Rooms are known, before it is put in the two shapes. */
interface Parts {
  rooms: RoomTile[];
  board: Board;
  /** Points lying on each Room's tile, by board.rooms position (locateAll, then the Instability tally). */
  occupied: Point[][];
  vortex: VortexTally;
  instability: InstabilityTally;
  mages: MagesRead;
  avatar?: Piece;
  crownPiece?: Piece;
  crown?: string;
  /** The holder is the colour of the Mage Card nearest the Crown (else the one seated player, or the host). */
  crownByCard: boolean;
  /** The seated seat colours (seatedPlayers). */
  players: string[];
  decks: Piece[];
}

/** In a fixed order, so the warnings come in one: tiles, tokens, Instability, Mages, the Crown. */
function readParts(b: PartRead, warnings: string[]): Parts {
  const kinds = b.kinds!;
  const board = b.board!;
  const vortex = b.vortex!;
  const instability = b.instability!;
  const mages = readMages(kinds.power, kinds.damage, board, b.models!, vortex, instability, warnings);
  const crowns = kinds.crowns;
  if (crowns.length > 1) warnings.push(tableWords.twoCrowns(pieceLabel(crowns[0])));
  const players = seatedPlayers(b.ctx.seated);
  const crown = crownHolder(crowns[0], board, mages.inPlay, b.ctx.host, warnings);
  return {
    rooms: b.rooms!,
    board,
    occupied: b.occupied!,
    vortex,
    instability,
    mages,
    avatar: kinds.avatars[0],
    crownPiece: crowns[0],
    crown: crown.holder,
    crownByCard: crown.byCard,
    players,
    decks: kinds.decks,
  };
}

function toSnapshot(parts: Parts, ctx: ReadContext, warnings: string[]): Snapshot {
  const snapshot: Snapshot = {
    rooms: snapshotRooms(parts.board, parts.rooms, parts.vortex, parts.instability),
    cells: snapshotCells(parts.board),
    mages: parts.mages.mages,
    pool: parts.vortex.pool,
    jukasInstabilitySupply: parts.instability.supply,
    forgottenSpells: total(parts.decks),
    playOrder: playOrder(parts.mages.inPlay, parts.crown, ctx.turnOrder),
    settings: settingsOf(ctx),
    warnings,
  };
  if (parts.mages.jukas !== undefined) snapshot.jukas = parts.mages.jukas;
  if (parts.mages.jukasPower !== undefined) snapshot.jukasPower = parts.mages.jukasPower;
  if (parts.crown !== undefined) snapshot.crown = parts.crown;
  // I6: the host settles ties when no Crown is on the table; the announcements say so.
  if (parts.crown !== undefined && !parts.crownByCard) snapshot.crownIsHost = true;
  // I6 hot seat: one person seated for several colours in play may click for any of them.
  if (parts.players.length === 1 && parts.mages.inPlay.length > 1) snapshot.hotSeat = parts.players[0];
  // I6: a holder whose seat is empty has the host choose for it (the host's `choose` counts).
  const host = typeof ctx.host === "string" && ctx.host !== "" ? ctx.host : undefined;
  if (host !== undefined) snapshot.host = host;
  // I11: who may settle a tie besides the holder.
  if (snapshot.settings.anySeatedSettles === true) snapshot.players = [...parts.players];
  if (parts.crown !== undefined && snapshot.crownIsHost !== true && parts.players.indexOf(parts.crown) < 0) snapshot.crownSeatEmpty = true;
  return snapshot;
}

function toIndex(kinds: Kinds, parts: Parts): TableIndex {
  const index: TableIndex = {
    tileWidth: parts.board.width,
    rooms: roomRefs(parts.occupied, parts.board, parts.vortex),
    cells: cellRefs(parts.board),
    mages: parts.mages.refs,
    pool: { bags: parts.vortex.bags, loose: parts.vortex.loose },
    instabilitySupply: { loose: parts.instability.loose, containers: parts.instability.containers },
    counters: parts.mages.counters,
    forgottenSpells: counts(parts.decks),
  };
  if (parts.avatar !== undefined) index.avatar = parts.avatar.id;
  if (parts.mages.jukasModel !== undefined) index.jukasModel = parts.mages.jukasModel;
  if (parts.crownPiece !== undefined) index.crown = parts.crownPiece.id;
  return index;
}

/** The defaults, with what the context sets over them (a copy: the snapshot owns its settings). */
function settingsOf(ctx: ReadContext): Settings {
  if (!isTable(ctx.settings)) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...ctx.settings };
}

function snapshotRooms(board: Board, tiles: { slots: number }[], vortex: VortexTally, instability: InstabilityTally): Room[] {
  const out: Room[] = [];
  for (const spot of board.rooms) {
    const at = spot.at;
    const counts: InstabilityCount[] = [];
    // The row is by OWNERS position; an owner past its end has none.
    let j = 0;
    for (const n of instability.inRoom[at]) {
      if (n > 0) counts.push({ owner: OWNERS[j], count: n });
      j++;
    }
    out.push({
      name: spot.key,
      slots: tiles[at].slots,
      instability: counts,
      vortex: vortex.inRoom[at].count,
      // I9: the Rebuilt side is the tile's back.
      rebuilt: spot.piece.faceDown === true,
      neighbours: board.roomNeighbours[at],
    });
  }
  return out;
}

/** L3: a Cell's entrance Rooms are the Rooms adjacent to it, in Room order. */
function snapshotCells(board: Board): Cell[] {
  const out: Cell[] = [];
  for (const cell of board.cells) out.push({ owner: cell.key, entrances: board.cellEntrances[cell.at] });
  return out;
}

/** `occupied`: what lies on each Room's tile (tiles are the floor, not obstacles; everything else on a tile is in the way). */
function roomRefs(occupied: Point[][], board: Board, vortex: VortexTally): RoomRef[] {
  const out: RoomRef[] = [];
  for (const spot of board.rooms) {
    const piece = spot.piece;
    const at = spot.at;
    // areaRef's fields written out (no object spread); the spot's centre is the piece's point.
    out.push({
      id: piece.id,
      centre: spot.centre,
      y: piece.y,
      footprint: spot.footprint,
      name: spot.key,
      faceDown: piece.faceDown === true,
      vortex: [...vortex.inRoom[at].ids],
      occupied: occupied[at],
    });
  }
  return out;
}

function cellRefs(board: Board): CellRef[] {
  const out: CellRef[] = [];
  for (const cell of board.cells) {
    const piece = cell.piece;
    out.push({ id: piece.id, centre: cell.centre, y: piece.y, footprint: cell.footprint, owner: cell.key });
  }
  return out;
}

function total(list: Piece[]): number {
  let n = 0;
  for (const p of list) n += countOf(p);
  return n;
}

function counts(list: Piece[]): PieceCount[] {
  const out: PieceCount[] = [];
  for (const p of list) out.push({ id: p.id, count: countOf(p) });
  return out;
}
