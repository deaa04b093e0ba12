/**
 * The Lua test bundle of the TTS reader (tstl.read.json: dist/lua/tts-read.lua), run as an
 * object's script on the fake TTS host: `read(need)` reads as a press of that need does;
 * `over()` what lies on each Room's tile by a cast over it (what a Teleport reads), and
 * `overAll()` the same from a read of every piece; `cubes()` the Instability on each Mage Card by a
 * cast over it with that tag (L5: what Priority 3 reads), and `cubesAll()` the same from a read of
 * every piece. test/tts/read.test.ts holds them to the table.
 */
import { readOver, readPieces } from "../../src/tts/read";
import { EVERY_NEED, Need, PIECES_NEED, targetNeed } from "../../src/table/reader";
import { Footprint, Piece, TAG } from "../../src/table/pieces";
import { pointsOn } from "../../src/table/occupied";
import { Point } from "../../src/table/geometry";

const G = _G as unknown as { [name: string]: unknown };

const NEEDS: { [name: string]: Need } = {
  all: EVERY_NEED,
  pieces: PIECES_NEED,
  p1: targetNeed({ priority: 1 }),
  p2: targetNeed({ priority: 2 }),
  p3: targetNeed({ priority: 3 }),
};

/**
 * Each piece as a rule sees it: src/tts/read.ts asks a piece's GUID and name when a rule first
 * uses them; the test uses every field, so each is asked here, in the read's frame.
 */
function used(pieces: Piece[]): Piece[] {
  const fields: string[] = [];
  for (const p of pieces) {
    fields.push(p.id);
    fields.push(p.name);
  }
  return pieces;
}

G.read = (need: string) => used(readPieces(NEEDS[need]));

/** Each Room tile of the read, with the points lying on it as `over` finds them. */
function onRooms(pieces: Piece[], over: (room: Piece) => Point[]): { room: string; points: Point[] }[] {
  const out: { room: string; points: Point[] }[] = [];
  for (const p of pieces) if (p.tags.indexOf(TAG.room) >= 0 && p.footprint !== undefined) out.push({ room: p.id, points: over(p) });
  return out;
}

G.over = () => onRooms(readPieces(PIECES_NEED), (room) => pointsOn(readOver(room.footprint!, room.y, PIECES_NEED), room.footprint!));
G.overAll = () => {
  const all = readPieces(PIECES_NEED);
  return onRooms(all, (room) => pointsOn(all, room.footprint!));
};

/** The Instability pieces lying in the footprint (no container, no tile), by id. */
function lyingIn(pieces: Piece[], f: Footprint): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const tags = p.tags;
    if (p.container || tags.indexOf(TAG.instability) < 0 || tags.indexOf(TAG.room) >= 0 || tags.indexOf(TAG.cell) >= 0) continue;
    if (p.x >= f.minX && p.x <= f.maxX && p.z >= f.minZ && p.z <= f.maxZ) out.push(p);
  }
  return out;
}

/** Each Mage Card of the read, with the Instability lying on it as `over` finds it. */
function onCards(pieces: Piece[], over: (card: Piece) => Piece[]): { card: string; pieces: Piece[] }[] {
  const out: { card: string; pieces: Piece[] }[] = [];
  for (const p of pieces)
    if (p.tags.indexOf(TAG.mageCard) >= 0 && p.footprint !== undefined)
      out.push({ card: p.id, pieces: used(lyingIn(over(p), p.footprint)) });
  return out;
}

G.cubes = () => onCards(readPieces(PIECES_NEED), (card) => readOver(card.footprint!, card.y, PIECES_NEED, TAG.instability));
G.cubesAll = () => {
  const all = readPieces(PIECES_NEED);
  return onCards(all, () => all);
};
