/**
 * Issue 30, item 4: Jukas's log on TTPG is kept line by line (src/ttpg/log-store.ts), writing
 * after each action only the lines that changed instead of the whole log (up to 50 KB) into the
 * saved data TTPG sends to every client; read back, it is the same text, so it replays the same.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { MockGameObject, mockWorld } from "ttpg-mock";
import { INDEX_KEY, LogStore, diff } from "../../src/ttpg/log-store";
import { LOG_KEY, readSaved, writeSaved } from "../../src/ttpg/persist";
import { Log, logText } from "../../src/controller/log";
import { CONTEXT, fullTable, lodge } from "../table/layout";
import { mageModel } from "../scenarios/scenarios";
import { ttpgTable } from "../hosts/ttpg-driver";
import { SAVED_DATA_MAX } from "../../hosts/ttpg-limits";

afterEach(() => {
  vi.useRealTimers();
});

type Data = { [key: string]: string };
const dataOf = (obj: unknown) => (obj as { _savedData: Data })._savedData;

/** Counts the characters every setSavedData call on `obj` writes under Jukas's log's keys. */
function countWrites(obj: MockGameObject): { chars: number } {
  const written = { chars: 0 };
  const original = obj.setSavedData.bind(obj);
  obj.setSavedData = (data: string, key: string) => {
    if (key.startsWith(LOG_KEY + ".")) written.chars += data.length;
    original(data, key);
  };
  return written;
}

describe("the log's lines (log-store.ts diff)", () => {
  it("the header kept, the oldest entries dropped, new ones after", () => {
    expect(diff(["H", "a", "b", "c"], ["H", "b", "c", "d"])).toEqual({ head: 1, dropped: 1 });
    expect(diff(["H", "a"], ["H", "a", "b"])).toEqual({ head: 2, dropped: 0 });
    expect(diff(["H", "a", "b"], ["H", "x"])).toEqual({ head: 1, dropped: 2 });
    expect(diff([], ["H"])).toEqual({ head: 0, dropped: 0 });
  });
});

describe("LogStore", () => {
  it("reads back what it wrote, afresh from the saved data; its keys do not grow with the game", () => {
    mockWorld._reset();
    const card = new MockGameObject({ id: "card" });
    const store = new LogStore(card);
    const entries: string[] = [];
    let keys = 0;
    for (let n = 1; n <= 60; n++) {
      entries.push(JSON.stringify({ n, filler: "x".repeat((n * 397) % 2500) }));
      // The log's cap, in lines here: the newest five entries stay.
      if (entries.length > 5) entries.shift();
      const text = ["header", ...entries].join("\n");
      store.write(text);
      expect(new LogStore(card).read()).toBe(text);
      if (n === 10) keys = Object.keys(dataOf(card)).length;
    }
    for (const [k, v] of Object.entries(dataOf(card))) expect(v.length, k).toBeLessThanOrEqual(SAVED_DATA_MAX);
    expect(Object.keys(dataOf(card)).length).toBeLessThanOrEqual(keys + 4);
  });

  it("a log kept whole by an earlier version is read, then replaced line by line at the next write", () => {
    mockWorld._reset();
    const card = new MockGameObject({ id: "card" });
    writeSaved(card, "header\n" + JSON.stringify({ n: 1, pad: "p".repeat(1500) }), LOG_KEY);
    const store = new LogStore(card);
    expect(store.read()).toBe("header\n" + JSON.stringify({ n: 1, pad: "p".repeat(1500) }));
    const text = store.read() + "\n" + JSON.stringify({ n: 2 });
    store.write(text);
    expect(readSaved(card, LOG_KEY)).toBe("");
    expect(readSaved(card, INDEX_KEY)).not.toBe("");
    expect(new LogStore(card).read()).toBe(text);
  });
});

describe("Jukas's log on the TTPG table", () => {
  it("each action writes its own entry's lines, not the whole log; the log read back is the controller's", () => {
    const l = lodge();
    const t = ttpgTable([...fullTable(l), mageModel("Red", l.room("Crypt"))], CONTEXT);
    const written = countWrites(t.card() as MockGameObject);
    const controller = () => (t.api() as unknown as { controller: { log?: Log } }).controller;
    const actions: [string, unknown][] = [
      ["setup", undefined],
      ["target", { priority: 1 }],
      ["avatarEffect", { room: "Crypt" }],
      ["teleport", { priority: 2 }],
      ["target", { priority: 2 }],
      ["cleanup", undefined],
      ["undo", undefined],
      ["target", { priority: 1 }],
      ["setup", undefined],
      ["target", { priority: 1 }],
      ["target", { priority: 1 }],
      ["target", { priority: 1 }],
    ];
    let dropped = false;
    for (const [name, params] of actions) {
      const stored = t.driver.log();
      const before = stored === undefined ? [] : stored.split("\n");
      written.chars = 0;
      t.driver.act(name, params);
      const log = controller().log!;
      const now = logText(log).split("\n");
      const added = now.filter((line) => !before.includes(line));
      if (before.length > 1 && now[1] !== before[1]) dropped = true;
      // The new lines (an entry; the header at the first), and the list of lines with each
      // line's chunk count (a few characters a line).
      const bound = added.reduce((n, line) => n + line.length, 0) + 8 * now.length + 40;
      expect(written.chars, name).toBeLessThanOrEqual(bound);
      expect(t.driver.log()).toBe(logText(log));
    }
    // The cap dropped the oldest entries on the way, and those writes stayed small too.
    expect(dropped).toBe(true);
  });
});
