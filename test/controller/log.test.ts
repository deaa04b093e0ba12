/**
 * Jukas's log (src/controller/log.ts): entries numbered and kept as their JSON text, the oldest
 * dropped past LOG_CAP, an entry too big alone trimmed; the text the game keeps read back; the
 * time as the log writes it. And on a paper table, a long game: the log stays within its cap.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOG_CAP, LogEntry, append, isoTime, logFrom, logText, plainParams } from "../../src/controller/log";
import { call, createController } from "../../src/controller/controller";
import { says } from "../../src/words/controller";
import { PaperTable } from "../../hosts/paper-table";
import { CONTEXT, fullTable, lodge, piece } from "../table/layout";

const encode = (v: unknown) => JSON.stringify(v);
const decode = (t: string): unknown => {
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
};
const entry = (action: string, pad = 0): LogEntry => ({ log: 1, n: 0, at: "2025-11-29T20:15:03Z", action, warnings: ["x".repeat(pad)] });
const numbers = (lines: string[]) => lines.map((l) => (JSON.parse(l) as LogEntry).n);

describe("Jukas's log", () => {
  it("numbers each entry and keeps its JSON text, oldest first, after a header line for players", () => {
    const log = logFrom(undefined, decode);
    append(log, entry("setup"), encode);
    append(log, entry("target"), encode);
    expect(numbers(log.lines)).toEqual([1, 2]);
    const text = logText(log);
    expect(text.split("\n")[0]).toBe(says.logHeader());
    expect(text.split("\n").slice(1)).toEqual(log.lines);
  });

  it("past LOG_CAP characters the oldest entries go; the numbers go on", () => {
    const log = logFrom(undefined, decode);
    const big = Math.floor(LOG_CAP / 4);
    for (let i = 0; i < 10; i++) append(log, entry("setup", big), encode);
    expect(log.size).toBeLessThanOrEqual(LOG_CAP);
    expect(log.size).toBe(log.lines.reduce((n, l) => n + l.length + 1, 0));
    expect(numbers(log.lines)).toEqual([8, 9, 10]);
  });

  it("an entry over LOG_CAP alone is kept without its snapshot, effects and steps, marked trimmed", () => {
    const log = logFrom(undefined, decode);
    append(log, entry("setup"), encode);
    const huge = entry("target");
    huge.effects = [{ kind: "announce", text: "y".repeat(LOG_CAP) }];
    append(log, huge, encode);
    expect(numbers(log.lines)).toEqual([1, 2]);
    expect(JSON.parse(log.lines[1])).toMatchObject({ n: 2, action: "target", trimmed: true });
    expect(JSON.parse(log.lines[1]).effects).toBeUndefined();
    expect(log.size).toBeLessThan(1000);
  });

  it("reads back the text the game kept: its entries are the lines that start with {, numbered on from the last", () => {
    const log = logFrom(undefined, decode);
    for (const a of ["setup", "target", "undo"]) append(log, entry(a), encode);
    const edited = logText(log) + "\na player's note\n";
    const again = logFrom(edited, decode);
    expect(again.lines).toEqual(log.lines);
    expect(again.size).toBe(log.size);
    append(again, entry("cleanup"), encode);
    expect(numbers(again.lines)).toEqual([1, 2, 3, 4]);
    // A last line that is no JSON: numbered on from the count.
    expect(logFrom("{ not json\n{ neither", decode).next).toBe(3);
    expect(logFrom("", decode)).toEqual({ lines: [], size: 0, next: 1, notes: [], notesSize: 0 });
  });

  it("keeps of an action's params only the plain values of the names the script API reads: the log must encode", () => {
    expect(plainParams({ priority: 1, room: "Crypt", junk: "x", color: { a: 1 }, player: Infinity, pick: NaN, deck: true })).toEqual({
      priority: 1,
      room: "Crypt",
      deck: true,
    });
    expect(plainParams(undefined)).toBeUndefined();
  });

  it("the time is UTC as JS's Date writes it, to the second", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800 }), (s) => {
        expect(isoTime(s)).toBe(new Date(s * 1000).toISOString().substring(0, 19) + "Z");
        expect(isoTime(s + 0.75)).toBe(isoTime(s));
      }),
      { numRuns: 2000 },
    );
    expect(isoTime(951782400)).toBe("2000-02-29T00:00:00Z");
  });

  it("a long game on a paper table: every action is logged, and the log stays within its cap", () => {
    const layout = lodge();
    const table = new PaperTable([...fullTable(layout), piece("modelRed", ["BRW:Mage", "Red"], layout.room("Crypt"))], CONTEXT);
    const c = createController(table.host, undefined);
    const act = (name: string, params?: unknown) => {
      const r = call(c, name, params, "White");
      table.settle();
      return r;
    };
    act("setup");
    for (let i = 0; i < 20; i++) {
      act("teleport", { priority: 1 });
      act("undo");
    }
    const lines = (table.log ?? "").split("\n");
    expect(lines[0]).toBe(says.logHeader());
    const kept = lines.slice(1);
    expect(kept.reduce((n, l) => n + l.length + 1, 0)).toBeLessThanOrEqual(LOG_CAP);
    const n = numbers(kept);
    expect(n.at(-1)).toBe(41);
    expect(n).toEqual(n.map((_, i) => 41 - n.length + 1 + i));
    expect((JSON.parse(kept.at(-1)!) as LogEntry).action).toBe("undo");
  });
});
