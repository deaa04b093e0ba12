/**
 * A player's press after a Room tile moved, on the fake TTS host with the built script on the
 * bench's full table: the press makes the board in its own frame and acts in the next, with the
 * pieces it read (src/tts/avatar.ts `act`), and says and does what it would have at once.
 */
import { BenchTable, loadBenchTable } from "../../tools/bench/table";
import { builtBenchSave } from "./bench-save";
import type { SaveFile } from "../../hosts/fake-tts";

let save: SaveFile;

beforeAll(() => {
  save = builtBenchSave();
}, 60_000);

/** The bench's full table, with the first Room tile knocked (a hundredth of a unit) since it loaded. */
function knocked(): BenchTable {
  const t = loadBenchTable(save);
  const room = t.tts.objectsWithTag("BRW:Room")[0];
  t.tts.move(room.guid, { x: room.position.x + 0.01, y: room.position.y, z: room.position.z });
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

describe("a press after a Room tile moved", () => {
  it("makes the board in its frame, then acts in the next: as it does when a script's read made the board before it", () => {
    const late = knocked();
    late.tts.clickButton(late.avatar, "Target 3", "White");
    expect(late.tts.announcements()).toEqual([]);
    late.tts.tick(1);
    expect(late.tts.announcements().length).toBeGreaterThan(0);
    // The same knock, then another script's read (which makes the board at once): the press acts in its frame.
    const read = knocked();
    read.tts.call(read.avatar, "state");
    read.tts.clickButton(read.avatar, "Target 3", "White");
    expect(read.tts.announcements().length).toBeGreaterThan(0);
    expect(seen(late)).toEqual(seen(read));
  });

  it("presses that come while one waits follow it, in order", () => {
    const late = knocked();
    late.tts.clickButton(late.avatar, "Target 3", "White");
    late.tts.clickButton(late.avatar, "Target 1", "White");
    expect(late.tts.announcements()).toEqual([]);
    late.tts.tick(1);
    const read = knocked();
    read.tts.call(read.avatar, "state");
    read.tts.clickButton(read.avatar, "Target 3", "White");
    read.tts.clickButton(read.avatar, "Target 1", "White");
    expect(seen(late)).toEqual(seen(read));
  });

  it("another script's call answers at once, in its frame", () => {
    const t = knocked();
    const result = t.tts.call(t.avatar, "target", { priority: 3 }) as { ok: boolean; why?: string };
    expect(result.ok).toBe(true);
    expect(typeof result.why).toBe("string");
    expect(t.tts.announcements().length).toBeGreaterThan(0);
  });

  it("a Room turned over (the same places, no geometry to measure) does not wait", () => {
    const t = loadBenchTable(save);
    t.tts.flip(t.tts.objectsWithTag("BRW:Room")[0].guid);
    t.tts.clearMessages();
    t.tts.clickButton(t.avatar, "Target 3", "White");
    expect(t.tts.announcements().length).toBeGreaterThan(0);
  });
});
