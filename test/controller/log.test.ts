/**
 * Jukas's log (src/controller/log.ts): entries numbered and kept as their JSON text, the oldest
 * dropped past LOG_CAP, an entry too big alone trimmed; the text the game keeps read back; the
 * time as the log writes it. And on a paper table, a long game: the log stays within its cap.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import {
  LOG_CAP,
  LogEntry,
  NOTES_CAP,
  append,
  appendNote,
  isoTime,
  logFrom,
  logText,
  notesFrom,
  notesText,
  plainParams,
} from "../../src/controller/log";
import { slips } from "../words/codes";
import { call, createController } from "../../src/controller/controller";
import { controllerWords } from "../../src/words/controller";
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
    expect(text.split("\n")[0]).toBe(controllerWords.logHeader());
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
    const c = createController(table.tabletop, undefined);
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
    expect(lines[0]).toBe(controllerWords.logHeader());
    const kept = lines.slice(1);
    expect(kept.reduce((n, l) => n + l.length + 1, 0)).toBeLessThanOrEqual(LOG_CAP);
    const n = numbers(kept);
    expect(n.at(-1)).toBe(41);
    expect(n).toEqual(n.map((_, i) => 41 - n.length + 1 + i));
    expect((JSON.parse(kept.at(-1)!) as LogEntry).action).toBe("undo");
  });

  it("issue 41: the log players read is one plain line per action, its headline, the oldest dropped past NOTES_CAP; read back, old JSON lines dropped", () => {
    const log = logFrom(undefined, decode);
    const e = entry("teleport");
    e.by = "White";
    e.headline = "Jukas teleports to the Crypt (most Mages: 2).";
    append(log, e, encode);
    appendNote(log, e);
    expect(log.notes).toEqual(["1. White: Jukas teleports to the Crypt (most Mages: 2)."]);
    const u = entry("setup");
    append(log, u, encode);
    appendNote(log, u);
    // No headline, no presser (another script's call): the action in players' words.
    expect(log.notes[1]).toBe("2. " + controllerWords.undoName("setup"));
    for (let i = 0; i < 100; i++) {
      append(log, e, encode);
      appendNote(log, e);
    }
    expect(log.notesSize).toBeLessThanOrEqual(NOTES_CAP);
    expect(log.notesSize).toBe(log.notes.reduce((n, l) => n + l.length + 1, 0));
    expect(log.notes.at(-1)).toMatch(/^102\. White: /);
    const back = logFrom(undefined, decode);
    notesFrom(back, notesText(log) + "\n" + log.lines[0] + "\n");
    expect(back.notes).toEqual(log.notes);
  });

  it("issue 41: a 60-action game on a paper table: the Notebook (the built guide and the log tab) stays under 30 KB, no JSON or rule code in the log tab", () => {
    const layout = lodge();
    const table = new PaperTable(
      [
        ...fullTable(layout),
        piece("modelRed", ["BRW:Mage", "Red"], layout.room("Crypt")),
        piece("modelWhite", ["BRW:Mage", "White"], layout.room("Forge")),
      ],
      CONTEXT,
    );
    const c = createController(table.tabletop, undefined);
    const act = (name: string, params?: unknown) => {
      call(c, name, params, "White");
      table.settle();
    };
    const round = ["target", "teleport", "avatarEffect", "target", "undo", "cleanup"];
    act("setup");
    // Until 60 actions are carried out (a refused press adds no entry); a tie left waiting is settled.
    const done = () => (c.log === undefined ? 0 : c.log.next - 1);
    for (let i = 0; done() < 60 && i < 300; i++) {
      const pending = c.session.pending;
      if (pending !== undefined) act("choose", { player: "White", pick: pending.candidates[0] });
      else act(round[i % round.length], { priority: 1 });
    }
    const lines = (table.notes ?? "").split("\n");
    expect(lines[0]).toBe(controllerWords.notesHeader());
    expect(Number(lines.at(-1)!.split(".")[0])).toBe(60);
    for (const line of lines) expect(slips(line, true), line).toEqual([]);
    // The Notebook as TTS saves it: the guide's tabs the build writes (TabStates), and the log's tab.
    const save = JSON.parse(readFileSync("dist/tts/Jukas.json", "utf8")) as { TabStates: { [k: string]: { title: string; body: string } } };
    const bytes = (t: string) => Buffer.byteLength(t, "utf8");
    const guide = Object.values(save.TabStates).reduce((n, t) => n + bytes(t.title) + bytes(t.body), 0);
    const notebook = guide + bytes(controllerWords.logTitle()) + bytes(table.notes!);
    expect(notebook).toBeLessThan(30000);
  });
});
