/**
 * A player's press on TTS (src/controller/controller.ts `press`): it reads the table in its frame,
 * makes the table of its pieces a part a frame over the next (src/table/snapshot.ts `nextPart`)
 * and decides in the frame of the last part, and no rewind point is stored while it is in flight (TTS restarts every
 * script on a rewind); one is stored when it ends. On the bench's full table on the fake TTS host.
 */
import { BenchTable, loadBenchTable } from "../../tools/bench/table";
import { builtBenchSave } from "./bench-save";
import { clickLabel } from "./game";
import { READ_PARTS } from "../../src/table/snapshot";
import type { SaveFile } from "../../hosts/fake-tts";

let save: SaveFile;

beforeAll(() => {
  save = builtBenchSave();
}, 60_000);

function fresh(): BenchTable {
  const t = loadBenchTable(save);
  t.tts.clearMessages();
  return t;
}

/** What players see: the announcements and every highlight, after the press's moves have ended. */
function seen(t: BenchTable): { said: string[]; highlighted: string[] } {
  t.tts.runUntilIdle();
  t.tts.assertNoErrors();
  const highlighted = t.tts
    .tableObjects()
    .filter((o) => t.tts.highlights(o.guid).length > 0)
    .map((o) => o.guid)
    .sort();
  return { said: t.tts.announcements(), highlighted };
}

/** The frames a press makes its table over, the decision in the last. */
const BUILD_FRAMES = READ_PARTS;

describe("a player's press", () => {
  it("reads in its frame, makes its table over the next ones and says what it decided in the last: what another script's call says at once", () => {
    const pressed = fresh();
    const calls0 = pressed.tts.apiCallCount("getObjectsWithAnyTags");
    clickLabel(pressed.tts, pressed.avatar, "Target 3", "White");
    expect(pressed.tts.announcements()).toEqual([]);
    // The read, in the press's frame alone: one moment of the table.
    const read = pressed.tts.apiCallCount("getObjectsWithAnyTags") - calls0;
    expect(read).toBe(1);
    for (let i = 1; i < BUILD_FRAMES; i++) {
      pressed.tts.tick(1);
      expect({ frame: i, said: pressed.tts.announcements() }).toEqual({ frame: i, said: [] });
    }
    pressed.tts.tick(1);
    expect(pressed.tts.announcements().length).toBeGreaterThan(0);
    // No frame after the press's asked the table for its pieces again.
    expect(pressed.tts.apiCallCount("getObjectsWithAnyTags") - calls0).toBe(read);
    const called = fresh();
    called.tts.call(called.avatar, "target", { priority: 3 });
    expect(called.tts.announcements().length).toBeGreaterThan(0);
    expect(seen(pressed)).toEqual(seen(called));
  });

  it("presses that come while one waits follow it, in order", () => {
    const pressed = fresh();
    clickLabel(pressed.tts, pressed.avatar, "Target 3", "White");
    clickLabel(pressed.tts, pressed.avatar, "Target 1", "White");
    expect(pressed.tts.announcements()).toEqual([]);
    const called = fresh();
    called.tts.call(called.avatar, "target", { priority: 3 });
    called.tts.call(called.avatar, "target", { priority: 1 });
    expect(seen(pressed)).toEqual(seen(called));
  });

  it("issue #26: no rewind point is stored while an Avatar Effect's pieces move (over ten seconds); one is stored when it ends", () => {
    const t = fresh();
    t.tts.tick(t.tts.framesFor(10));
    const before = t.tts.rewind.stored.length;
    expect(before).toBeGreaterThan(0);
    t.tts.tick(1);
    const start = t.tts.frame;
    clickLabel(t.tts, t.avatar, "Avatar Effect", "White");
    t.tts.runUntilIdle(5000);
    const end = t.tts.frame;
    // The press lasts longer than TTS's ten seconds between rewind points.
    expect(end - start).toBeGreaterThan(t.tts.framesFor(10));
    // One as its steps began (the frame it decides in, once its table is made) and one as it
    // ended; none between (TTS would store one every ten seconds).
    const stores = t.tts.rewind.stored.filter((f) => f >= start);
    expect(stores.length).toBe(2);
    expect(stores[0]).toBe(start + BUILD_FRAMES);
    expect(stores[1]).toBeGreaterThan(start + t.tts.framesFor(10));
    expect(t.tts.rewind.blocked).toBe(false);
    // Ten seconds later TTS stores one again by itself.
    t.tts.tick(t.tts.framesFor(10));
    expect(t.tts.rewind.stored[t.tts.rewind.stored.length - 1]).toBeGreaterThan(end);
    t.tts.assertNoErrors();
  });

  it("issue #37: a press's moves start in storeRewindState's and_then, after the rewind point is stored (TTS API, Base)", () => {
    const t = fresh();
    const moves = () => MOVES.reduce((n, m) => n + t.tts.apiCallCount("Object." + m), 0);
    // Not Setup: with Jukas on the Lodge it first asks for a second press (issue 41).
    clickLabel(t.tts, t.avatar, "Avatar Effect", "White");
    const before = t.tts.rewind.stored.length;
    const frames: { stored: number; moves: number }[] = [];
    for (let i = 0; i < BUILD_FRAMES + 2; i++) {
      t.tts.tick(1);
      frames.push({ stored: t.tts.rewind.stored.length - before, moves: moves() });
    }
    // The press makes its table, decides in the frame of the last part and stores its rewind
    // point there, moving nothing; the fake calls and_then a frame later, and the moves start in it.
    for (let i = 0; i < BUILD_FRAMES - 1; i++) expect(frames[i]).toEqual({ stored: 0, moves: 0 });
    expect(frames[BUILD_FRAMES - 1]).toEqual({ stored: 1, moves: 0 });
    expect(frames[BUILD_FRAMES].moves).toBeGreaterThan(0);
    // An Avatar Effect's pieces move for some 650 frames on the full table.
    t.tts.runUntilIdle(3000);
    t.tts.assertNoErrors();
  });
});

/** What the mod's steps call to move a piece (src/tts/perform.ts). */
const MOVES = ["setPositionSmooth", "setPosition", "takeObject", "putObject", "deal", "flip", "setRotationSmooth", "setRotation"];
