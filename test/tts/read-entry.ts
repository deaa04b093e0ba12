/**
 * The Lua test bundle of the TTS reader (tstl.read.json: dist/lua/tts-read.lua), run as an
 * object's script on the fake TTS host: `readKept(need)` reads as the Avatar Card does, keeping
 * what it knows from read to read and listening to the table's events; `readFresh(need)` first
 * forgets everything, as a reader that never read this table. `overKept(need)`: a press of that
 * need, then what lies on each Room's tile by a cast over it (what a Teleport reads);
 * `overFresh()`: the same from a fresh read of every piece. test/tts/read.test.ts compares them.
 */
import { forgetAll, listenForChanges, readOver, readPieces } from "../../src/tts/read";
import { EVERY_NEED, Need, PIECES_NEED, targetNeed } from "../../src/table/reader";
import { Piece, TAG } from "../../src/table/pieces";
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

listenForChanges(G);
G.readKept = (need: string) => readPieces(NEEDS[need]);
// "Check table": the next read reads every object whole.
G.checkTable = () => forgetAll();
G.readFresh = (need: string) => {
  forgetAll();
  return readPieces(NEEDS[need]);
};

/** Each Room tile of the read, with the points lying on it as `over` finds them. */
function onRooms(pieces: Piece[], over: (room: Piece) => Point[]): { room: string; points: Point[] }[] {
  const out: { room: string; points: Point[] }[] = [];
  for (const p of pieces) if (p.tags.indexOf(TAG.room) >= 0 && p.footprint !== undefined) out.push({ room: p.id, points: over(p) });
  return out;
}

G.overKept = (need: string) =>
  onRooms(readPieces(NEEDS[need]), (room) => pointsOn(readOver(room.footprint!, room.y, PIECES_NEED), room.footprint!));
G.overFresh = () => {
  forgetAll();
  const all = readPieces(PIECES_NEED);
  return onRooms(all, (room) => pointsOn(all, room.footprint!));
};
