/**
 * `npm run trace` (tools/trace): a press's walk through the src files, from the built Lua's
 * source map. The folding and its figures on hand-made walks; the names of TSTL's functions; the
 * press a command line names; and one real press (Teleport 1 on the bench's full table, the
 * built save on the fake TTS host) whose walk holds together.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { arrowName, functionName } from "../../tools/trace/tts";
import { instrument } from "../../tools/trace/ttpg";
import { countsFile, specOf, traceOne } from "../../tools/trace/main";
import { firstRuns, formatWalk, HUB, onPressPath, pathLine, strayReturns, walkOf, type Visit } from "../../tools/trace/walk";

const ROOT = resolve(__dirname, "../..");

const at = (file: string, fn: string): Visit => ({ file, fn, id: `${file}:${fn}` });

describe("a walk through the files", () => {
  it("folds consecutive functions of one file into a stay and counts a stay in a file it had left as a return", () => {
    const w = walkOf([at("a", "f"), at("a", "g"), at("b", "h"), at("a", "f"), at("c", "k"), at("a", "g"), at("c", "k")], () => true);
    expect(w.stays.map((s) => s.file)).toEqual(["a", "b", "a", "c", "a", "c"]);
    expect(w.stays[0].fns).toEqual(["f", "g"]);
    expect(w.stays.map((s) => s.returned)).toEqual([false, false, true, false, true, true]);
    expect(w.files).toEqual(["a", "b", "c"]);
    expect(w.returns).toBe(3);
    expect(w.returnsByFile).toEqual([
      ["a", 2],
      ["c", 1],
    ]);
  });

  it("passes through a file that does not count without breaking the stay around it", () => {
    const w = walkOf([at("src/a.ts", "f"), at("lualib_bundle", "__TS__ArrayMap"), at("src/a.ts", "g")], countsFile);
    expect(w.stays).toEqual([{ file: "src/a.ts", fns: ["f", "g"], returned: false }]);
    expect(w.returns).toBe(0);
  });

  it("keeps each function once, where it first runs", () => {
    const loop = [at("a", "f"), at("b", "g"), at("a", "f"), at("b", "g"), at("a", "h")];
    expect(firstRuns(loop).map((v) => v.fn)).toEqual(["f", "g", "h"]);
    expect(walkOf(firstRuns(loop), () => true).returns).toBe(1);
    expect(walkOf(loop, () => true).returns).toBe(3);
  });

  it("prints a line per stay, a return marked, then the figures", () => {
    const visits = [at("src/x/a.ts", "f"), at("src/y/b.ts", "g"), at("src/x/a.ts", "h"), at("src/x/c.ts", "k")];
    expect(
      formatWalk(
        "title",
        walkOf(visits, () => true),
      ).split("\n"),
    ).toEqual([
      "title",
      "",
      "1   src/x/a.ts  f",
      "2   src/y/b.ts  g",
      "3 ↩ src/x/a.ts  h",
      "4   src/x/c.ts  k",
      "",
      "files touched: 3 (src/x 2, src/y 1)",
      "stays: 4",
      "returns: 1 (↩: a stay in a file the press had left before)",
      "returns by file: src/x/a.ts 1",
    ]);
  });
});

describe("a press's path", () => {
  it("keeps the controller's and the adapters' files and passes the rules, the reader and the words through", () => {
    expect(["src/controller/press.ts", "src/tts/read.ts", "src/ttpg/perform.ts"].every(onPressPath)).toBe(true);
    expect(["src/core/target.ts", "src/table/board.ts", "src/words/text.ts", "src/tagging/names.ts", "hosts/x.ts"].some(onPressPath)).toBe(
      false,
    );
    const visits = [
      at("src/controller/press.ts", "drive"),
      at("src/controller/say.ts", "sayStage"),
      at("src/words/text.ts", "plain"),
      at("src/controller/say.ts", "warn"),
      at("src/controller/press.ts", "carryStage"),
      at("src/tts/tabletop.ts", "perform"),
      at("src/controller/say.ts", "marksOf"),
    ];
    const path = walkOf(visits, onPressPath);
    // The words pass through: sayStage and warn make one stay; marksOf after the tabletop is a return.
    expect(path.stays.map((s) => s.file)).toEqual([HUB, "src/controller/say.ts", HUB, "src/tts/tabletop.ts", "src/controller/say.ts"]);
    expect(strayReturns(path, HUB)).toEqual([["src/controller/say.ts", 1]]);
    expect(pathLine(path, HUB)).toBe(`3 files, 5 stays, 2 returns (1 to ${HUB})`);
  });
});

describe("function names", () => {
  it("takes a named function's name from TSTL's header line", () => {
    expect(functionName("function ____exports.press(c, name)", undefined, 3)).toBe("press");
    expect(functionName("local function readRoom(self, tile)", undefined, 3)).toBe("readRoom");
    expect(functionName('    undoName = function() return "x" end,', undefined, 3)).toBe("undoName");
    expect(functionName("function Memo.prototype.get(self, key)", undefined, 3)).toBe("Memo.get");
  });

  it("names an inline arrow by its TypeScript line: what holds it, whose callback it is, or that it is returned", () => {
    expect(arrowName("G[CLICK_FN] = (player: Player, _value: string, id: string) => {")).toBe("G[CLICK_FN]");
    expect(arrowName("  press(ready(), name, params, caller, nextFrame, (p) => {")).toBe("callback to press");
    expect(arrowName("  c.host.perform(run, (result, failure) => {")).toBe("callback to c.host.perform");
    expect(arrowName("  return () => {")).toBe("returned function");
    expect(functionName("    perform(steps, function(____, result, failure)", "    perform(steps, (result, failure) => {", 78)).toBe(
      "callback to perform (line 78)",
    );
  });
});

describe("TTPG's bundle, instrumented", () => {
  it("makes each function record its number as it starts, placed in its src file through the map, and runs as before", () => {
    const code = "function one() {\n  return two(1);\n}\nconst two = (x) => x + 1;\nmodule.exports = one;\n";
    // Line 1 comes from src/a.ts line 10; line 4's arrow (column 12) from src/b.ts line 4.
    const map = { sources: ["../../src/a.ts", "../../src/b.ts"], mappings: "AASA;;;YCNA" };
    const inst = instrument(ROOT, code, map);
    expect(inst.functions.map((f) => [f.file, f.fn])).toEqual([
      ["src/a.ts", "one"],
      ["src/b.ts", "two"],
    ]);
    const calls: number[] = [];
    const module = { exports: undefined as unknown as () => number };
    new Function("__jukasTraceCall", "module", inst.code)((n: number) => calls.push(n), module);
    expect(module.exports()).toBe(2);
    expect(calls).toEqual([0, 1]);
  });
});

describe("the press a command line names", () => {
  it("is the bench's control, its priority picked, else a script call", () => {
    expect(specOf("teleport", {})).toMatchObject({ id: "teleport", button: "Teleport 1", params: { priority: 1 } });
    expect(specOf("teleport", { priority: "3" })).toMatchObject({ id: "teleport3", button: "Teleport 3" });
    expect(specOf("target", { priority: "2", color: "Red" })).toMatchObject({ id: "target2", caller: "Red" });
    expect(specOf("teleport", { priority: "2" })).toMatchObject({ action: "teleport", params: { priority: 2 }, scriptCall: true });
    expect(specOf("setup", { call: true })).toMatchObject({ action: "setup", scriptCall: true, again: false });
    // A player's Setup on a game under way is confirmed by a second press: that one is traced.
    expect(specOf("setup", {})).toMatchObject({ button: "Setup", again: true });
    expect(specOf("state", {})).toMatchObject({ action: "state", scriptCall: true });
    expect(() => specOf("target", { priority: "0" })).toThrow(/--priority/);
  });
});

describe("a press traced on the built Lua", () => {
  it("Teleport 1 walks from the panel click through the controller and the rules core to its log entry", () => {
    const r = traceOne(ROOT, specOf("teleport", {}));
    const { walk, every } = r;
    // The walk's own files, read from the map: each one is a file of this checkout's src/.
    for (const f of walk.files) {
      expect(f.startsWith("src/")).toBe(true);
      expect(existsSync(join(ROOT, f)), f).toBe(true);
    }
    expect(walk.files).toContain("src/controller/press.ts");
    expect(walk.files).toContain("src/core/teleport.ts");
    // A player's click reaches the script through the TTS adapter first.
    expect(walk.stays[0].file.startsWith("src/tts/")).toBe(true);
    expect(r.logged).toBe(true);
    // A stay ends where the file changes, and the figures add up.
    walk.stays.forEach((s, i) => i > 0 && expect(s.file).not.toBe(walk.stays[i - 1].file));
    expect(walk.stays.length).toBe(walk.files.length + walk.returns);
    expect(walk.returnsByFile.reduce((n, [, k]) => n + k, 0)).toBe(walk.returns);
    // Every call and return is the same walk, unfolded: the same files, at least as many stays.
    expect(new Set(every.files)).toEqual(new Set(walk.files));
    expect(every.stays.length).toBeGreaterThanOrEqual(walk.stays.length);
    // Plausible for a press: more than a handful of files, fewer than src holds.
    expect(walk.files.length).toBeGreaterThan(10);
    expect(walk.files.length).toBeLessThan(200);
    expect(r.text).toContain(`\nstays: ${walk.stays.length}\nreturns: ${walk.returns} `);
    expect(r.text).toMatch(new RegExp(`\\nfiles touched: ${walk.files.length} \\(src/\\w+ \\d+`));
    expect(r.text.split("\n").filter((l) => /^\s*\d+ [ ↩] src\/\S+\s+\S/.test(l))).toHaveLength(walk.stays.length);
    // The press's path is the same walk on the controller's and the adapter's files alone.
    expect(r.path.files).toEqual(walk.files.filter(onPressPath));
    expect(r.path.files).toContain(HUB);
    expect(r.text).toContain(
      `press path (src/controller and the adapter; the rules, the reader and the words pass through): ${pathLine(r.path, HUB)}`,
    );
  });
});
