/**
 * The bench, reduced (one run per action on the full table, no growth tables): its figures
 * against the committed baseline, and the baseline comparison itself.
 */
import { READ_NAMES } from "../../tools/bench/api";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { ROOT } from "../build/helpers";
import { callLimit, loadSave, runBench, BenchResult, TARGETS } from "../../tools/bench/bench";
import { FULL, benchSave, loadBenchTable } from "../../tools/bench/table";
import { readQueries } from "../../tools/bench/api";
import { needOf } from "../../src/controller/calls";
import { total } from "../../tools/bench/api";
import { Baseline, baselineOf, compare, formatFloor, formatReport } from "../../tools/bench/report";
import { existsSync } from "node:fs";
import { FLOOR_LINES, referencePath } from "../../tools/bench/reference";
import { READ } from "../../tools/bench/measure";
import { moonsharpMissing } from "../../hosts/moonsharp/setup";
import { BASELINE } from "../../tools/bench/main";

function synthetic(sync: number, calls: number): Baseline {
  return { version: 1, actions: { target1: { instructions: { sync, async: 100 }, calls: { sync: calls, async: 10 } } } };
}

describe("the baseline comparison", () => {
  const base = synthetic(10_000, 200);

  it("fails a result 25% worse in instructions or in API calls", () => {
    expect(compare(synthetic(12_500, 200), base).map((r) => r.metric)).toEqual(["instructions (sync)"]);
    expect(compare(synthetic(10_000, 250), base).map((r) => r.metric)).toEqual(["API calls (sync)"]);
    const worse: Baseline = {
      version: 1,
      actions: { target1: { instructions: { sync: 10_000, async: 125 }, calls: { sync: 200, async: 13 } } },
    };
    expect(compare(worse, base).map((r) => r.metric)).toEqual(["instructions (async)", "API calls (async)"]);
  });

  it("fails a press 25% worse in MoonSharp's own count, where both runs have it", () => {
    const withMoonSharp = (moonsharp: number): Baseline => {
      const b = synthetic(10_000, 200);
      b.actions.target1.instructions.moonsharp = moonsharp;
      return b;
    };
    expect(compare(withMoonSharp(45_000), withMoonSharp(35_000)).map((r) => r.metric)).toEqual(["MoonSharp instructions (sync)"]);
    expect(compare(withMoonSharp(40_000), withMoonSharp(35_000))).toEqual([]);
    // A baseline written where Mono was missing has no MoonSharp figure to compare with.
    expect(compare(withMoonSharp(1e9), base)).toEqual([]);
  });

  it("passes a result 10% worse, 20% worse, or better", () => {
    expect(compare(synthetic(11_000, 220), base)).toEqual([]);
    expect(compare(synthetic(12_000, 240), base)).toEqual([]);
    expect(compare(synthetic(5_000, 100), base)).toEqual([]);
  });

  it("an action the baseline lacks is not compared; from zero, any increase is a regression", () => {
    expect(
      compare({ version: 1, actions: { other: { instructions: { sync: 1e9, async: 0 }, calls: { sync: 1e9, async: 0 } } } }, base),
    ).toEqual([]);
    const zero: Baseline = {
      version: 1,
      actions: { target1: { instructions: { sync: 10_000, async: 0 }, calls: { sync: 200, async: 10 } } },
    };
    expect(compare(synthetic(10_000, 200), zero)[0]).toMatchObject({ metric: "instructions (async)", worse: Infinity });
  });
});

describe("the bench on the full table", () => {
  let result: BenchResult;

  beforeAll(() => {
    // The save the test run's build wrote (test/global-build.ts).
    result = runBench({ root: ROOT, runs: 1, scales: [], profile: false, saveFile: join(ROOT, "dist", "tts", "Jukas.json") });
    // A whole bench (every press on both VMs): minutes on a busy two-core machine.
  }, 300_000);

  it("the Avatar Card's script size is reported, and its compile time on MoonSharp where Mono is here", () => {
    expect(result.sizes["dist/tts/avatar.lua"]).toBeGreaterThan(0);
    expect(formatReport(result)).toContain("Avatar Card script: ");
    if (moonsharpMissing() !== undefined) return;
    expect(result.moonsharp!.compileMs.shipped).toBeGreaterThan(0);
    expect(formatReport(result)).toMatch(/Compiling the Avatar Card's script on MoonSharp \(as a game loads, median of 5\): [\d.]+ ms\./);
  });

  it("every action's MoonSharp instruction count stands beside fengari's, with each VM's ranking", () => {
    if (moonsharpMissing() !== undefined) return;
    const m = result.moonsharp!;
    expect(m.actions.map((a) => a.id)).toEqual(["read (state)", ...result.actions.map((a) => a.id)]);
    for (const a of m.actions) {
      // Different VMs, different instruction sets: both count, neither is the other.
      expect({ id: a.id, counted: a.moonsharp > 0 && a.moonsharp !== a.fengari }).toEqual({ id: a.id, counted: true });
    }
    expect(m.actions.find((a) => a.id === "setup")!.fengari).toBe(result.actions.find((a) => a.id === "setup")!.instructions.sync);
    const report = formatReport(result);
    expect(report).toContain("On MoonSharp 2.0.0.0");
    expect(report).toMatch(/Rankings of cost: (fengari and MoonSharp agree on every pair of actions|they disagree on .+)\./);
  });

  it("issue #40: every action queries the table once for its pieces and once per tag it reads and owner tag (src/tts/read.ts), and lists no objects otherwise", () => {
    for (const a of result.actions) {
      const asks = readQueries(needOf(a.action, a.params)!.tags);
      expect({ id: a.id, queries: a.calls.queries }).toEqual({ id: a.id, queries: asks });
    }
  });

  // Issue #26: what a player feels is MoonSharp's instructions in one frame.
  it("issue #26: every frame of every press runs at most 300,000 MoonSharp instructions on the full table", () => {
    if (moonsharpMissing() !== undefined) return;
    for (const m of result.moonsharp!.actions) {
      // `state` is no press: another script's call, answered in its one frame (read and decide
      // together), held to the same line (issue #40: 262,200 on the bench's table, 296,749 where
      // every area moved since the last read and the board's geometry is made anew: docs/performance.md).
      const line = TARGETS.moonsharpFrame;
      expect({ id: m.id, within: m.busiest <= line }).toEqual({ id: m.id, within: true });
    }
  });

  // Issue #40: a player's press makes its table a part a frame (src/table/snapshot.ts `nextPart`).
  it("issue #40: every frame of a player's press runs at most 120,000 MoonSharp instructions on the full table", () => {
    if (moonsharpMissing() !== undefined) return;
    for (const m of result.moonsharp!.actions) {
      if (m.id === READ.id) continue;
      expect({ id: m.id, within: m.busiest <= FLOOR_LINES.pressFrame }).toEqual({ id: m.id, within: true });
    }
  });

  it("a player's press reads in its frame and goes on in the next: no frame carries the whole", () => {
    for (const a of result.actions) {
      expect({ id: a.id, read: a.instructions.sync > 0, decided: a.instructions.next > 0 }).toEqual({
        id: a.id,
        read: true,
        decided: true,
      });
    }
  });

  it("issue #26: a Target's or Teleport's API calls are its fresh read and at most 150 more; the 400 line is reported beside them", () => {
    // A fresh read of the full table's 120 Instability pieces alone takes 5 calls each (tags, GUID,
    // name, place, count): the 400 line cannot hold while every press reads afresh (docs/performance.md).
    for (const a of result.actions) {
      if (a.action !== "target" && a.action !== "teleport") continue;
      const beyond = a.calls.syncTotal + a.calls.asyncTotal - a.calls.read.minimum;
      expect({ id: a.id, beyond: beyond <= 150 }).toEqual({ id: a.id, beyond: true });
    }
    for (const id of ["target1", "target3", "teleport", "teleport3"])
      expect(callLimit(result.actions.find((x) => x.id === id)!)).toBe(TARGETS.callsPerTarget);
  });

  it("no action's API calls grow with the table beyond its reading: the rest is its output", () => {
    // An action's own calls are a handful (announcements, highlights, the first step), never per piece.
    for (const a of result.actions) expect({ id: a.id, own: total(a.calls.own) < 50 }).toEqual({ id: a.id, own: true });
  });

  it("the Lua and the TypeScript say the same for every action", () => {
    for (const a of result.actions) expect({ id: a.id, agrees: a.agrees }).toEqual({ id: a.id, agrees: true });
  });

  it("reading everything (state) calls the TTS API no more than the minimum: each tagged piece read once, one query", () => {
    // The panel's own calls after the state call (a deferred setValue while TTS loads the UI) are output, not reading.
    const reading = Object.keys(result.read.excess).filter((name) => READ_NAMES.includes(name));
    expect(reading).toEqual([]);
    const output = Object.keys(result.read.excess)
      .filter((name) => !READ_NAMES.includes(name))
      .reduce((sum, name) => sum + result.read.excess[name], 0);
    expect(result.read.total - output).toBeLessThanOrEqual(result.read.minimumTotal);
  });

  it("each press reads by need: within 1.2× of the fewest calls of a fresh read of the pieces of its tags; Priority 2 reads no Vortex Token", () => {
    for (const a of result.actions) {
      expect({ id: a.id, within: a.calls.read.ratio <= TARGETS.readRatio }).toEqual({ id: a.id, within: true });
    }
    const read = (id: string) => result.actions.find((a) => a.id === id)!.calls.read;
    // L5 R16: Priority 3 reads no Instability by tag, only the cubes on the Mage Cards of Mages
    // without a Damage counter (src/table/reader.ts `readFor`): none on the full table.
    expect(read("target3").tags).not.toContain("BRW:Instability");
    expect(read("target3").pieces).toBeLessThan(read("target1").pieces - 100);
    expect(read("target2").tags).not.toContain("BRW:Vortex");
    // Fewer pieces, fewer calls: Priority 3 reads less than an action that moves.
    expect(read("target3").calls).toBeLessThan(read("avatarEffect").calls);
  });

  it("issue #40: the reference's target runs on the same table and VMs, beside Target 1/2/3 and Teleport 1/3; skipped with one line where ../shared is absent", () => {
    expect(formatFloor({ ...result, reference: undefined })).toEqual([
      "The floor: skipped (../shared/bench/reference-target.lua is absent).",
    ]);
    if (!existsSync(referencePath(ROOT))) return expect(result.reference).toBeUndefined();
    const ref = result.reference!;
    expect(ref.runs.map((r) => r.priority)).toEqual([1, 2, 3]);
    for (const r of ref.runs) {
      // It reads afresh at each call: its own queries and places, and says what it chose.
      expect({ p: r.priority, reads: (r.calls.getObjectsWithTag ?? 0) > 0 && (r.calls["Object.getPosition"] ?? 0) > 0 }).toEqual({
        p: r.priority,
        reads: true,
      });
      expect(r.fengari).toBeGreaterThan(0);
      if (moonsharpMissing() === undefined) expect(r.moonsharp).toBeGreaterThan(r.fengari);
    }
    // The same table, so the same targets as ours (tools/bench/table.ts: no tie at any priority).
    expect(ref.runs.map((r) => r.chose)).toEqual(["Arena", "Garden", "White"]);
    const floor = formatFloor(result).join("\n");
    for (const id of ["target1", "target2", "target3", "teleport", "teleport3"]) expect(floor).toMatch(new RegExp(`\\| ${id} +\\|`));
  });

  it("issue #40: a read asks only a Room its tags, its kinds and owners by tag query; a Target asks no Instability piece its name or GUID", () => {
    const rooms = result.table.census.rooms;
    for (const a of result.actions) {
      const all = (name: string) => (a.calls.sync[name] ?? 0) + (a.calls.async[name] ?? 0);
      expect({ id: a.id, getTags: a.calls.sync["Object.getTags"] ?? 0 }).toEqual({ id: a.id, getTags: rooms });
      if (a.action !== "target") continue;
      // The full table's Rooms are named by their nicknames; no warning names a piece there.
      expect({ id: a.id, getName: all("Object.getName") }).toEqual({ id: a.id, getName: rooms });
      // A Target that reads the Instability (Priority 1, 2; Priority 3 reads none on the full table, above).
      if (a.calls.read.tags.includes("BRW:Instability"))
        expect({ id: a.id, guids: all("Object.getGUID") < a.calls.read.pieces - 100 }).toEqual({ id: a.id, guids: true });
    }
  });

  it("no figure is more than 20% worse than bench/baseline.json", () => {
    const baseline = JSON.parse(readFileSync(join(ROOT, BASELINE), "utf8")) as Baseline;
    expect(compare(baselineOf(result), baseline)).toEqual([]);
  });
});

describe("issue #40: a read after the Rooms moved", () => {
  it("`state` after a script moved a Room tile (the board's geometry made anew, src/table/board.ts) runs at most 300,000 MoonSharp instructions", () => {
    if (moonsharpMissing() !== undefined) return;
    const script = readFileSync(join(ROOT, "dist", "tts", "avatar.lua"), "utf8");
    const save = benchSave(loadSave(ROOT, script, join(ROOT, "dist", "tts", "Jukas.json")), FULL);
    const t = loadBenchTable(save, undefined, "moonsharp");
    const state = (): number => {
      const i0 = t.tts.instructions(t.avatar);
      t.tts.call(t.avatar, "state");
      return t.tts.instructions(t.avatar) - i0;
    };
    const unmoved = state();
    const room = t.tts.objectsWithTag("BRW:Room")[0];
    // A script's move: no event tells the Avatar Card's script.
    t.tts.placeNow(room, { ...room.position, x: room.position.x + 0.01 }, undefined, "a script");
    const moved = state();
    expect(moved).toBeGreaterThan(unmoved);
    expect(moved).toBeLessThanOrEqual(TARGETS.moonsharpFrame);
  }, 60_000);
});
