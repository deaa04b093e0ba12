/**
 * The Lua test bundle of the TTS reader (tstl.read.json: dist/lua/tts-read.lua), run as an
 * object's script on the fake TTS host: `readKept(need)` reads as the Avatar Card does, keeping
 * what it knows from read to read and listening to the table's events; `readFresh(need)` first
 * forgets everything, as a reader that never read this table. test/tts/read.test.ts compares them.
 */
import { forgetAll, listenForChanges, readPieces } from "../../src/tts/read";
import { EVERY_NEED, EVERY_TAG, Need, targetNeed } from "../../src/table/reader";

const G = _G as unknown as { [name: string]: unknown };

const NEEDS: { [name: string]: Need } = {
  all: EVERY_NEED,
  pieces: { tags: EVERY_TAG, cards: false, obstacles: true },
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
