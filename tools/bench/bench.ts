/**
 * The bench: every action on the full table (tools/bench/table.ts), in the built Lua and
 * natively, with the TTS API calls against their minimum (api.ts), the growth with the table,
 * and the sizes of what the build writes. `runBench` returns plain data (written as JSON);
 * report.ts prints it and compares it with the committed baseline.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { SaveFile } from "../../hosts/fake-tts";
import { excess, readQueries, grown, minus, queries, readMinimum, readPart, total } from "./api";
import { ACTIONS, ActionSpec, LuaRun, READ, RoundPress, median, runLua, runNativeMedian, runRound } from "./measure";
import { COUNTS, Census, FULL, Scale, benchSave, censusOf, loadBenchTable, withScript } from "./table";
import { needOf } from "../../src/controller/calls";
import { EVERY_NEED } from "../../src/table/reader";
import { READ_PARTS } from "../../src/table/snapshot";
import { profileAction, ProfileRow } from "./profile";
import { moonsharpMissing } from "../../hosts/moonsharp/setup";
import { compileMs } from "../../hosts/moonsharp/vm";
import { ReferenceFigures, referencePath, runReference } from "./reference";

export const TARGETS = {
  /** MoonSharp instructions in any one frame of a press on the full table (the frame budget: docs/performance.md). */
  moonsharpFrame: 300_000,
  /** API calls (in all frames) of a Target or a Teleport. */
  callsPerTarget: 400,
  /** A press's reading calls over the minimum for the pieces of the tags it reads. */
  readRatio: 1.2,
};

/**
 * A press's read (its first frame: a player's press reads there and decides in the next), against
 * the minimum for the pieces of the tags its action reads (api.ts).
 */
function readOf(tts: Parameters<typeof censusOf>[0], spec: ActionSpec, run: LuaRun): { part: Record<string, number>; read: ActionRead } {
  const need = needOf(spec.action, spec.params)!;
  const census = censusOf(tts, need.tags);
  const minimum = readMinimum(census, need.cards, need.tags);
  const part = readPart(run.calls.sync);
  const calls = total(part);
  const least = total(minimum);
  return {
    part,
    read: { tags: need.tags, pieces: census.tagged, calls, minimum: least, ratio: calls / least, above: excess(part, minimum) },
  };
}

/**
 * The same presses on MoonSharp 2.0.0.0, TTS's interpreter (where Mono and its DLL are here):
 * its own instruction count beside fengari's, the order of cost each VM gives the actions, and
 * how long MoonSharp takes to compile the Avatar Card's script as a game loads.
 */
export interface MoonSharpFigures {
  /**
   * Each press: fengari's and MoonSharp's instructions in its first frame (`sync`) and the frames
   * after (`async`), and MoonSharp's in its busiest frame.
   */
  actions: {
    id: string;
    fengari: number;
    moonsharp: number;
    fengariAsync: number;
    moonsharpAsync: number;
    busiest: number;
    /**
     * A player's press by stage, MoonSharp's instructions frame by frame: the table made a part a
     * frame (src/table/snapshot.ts `nextPart`, READ_PARTS of them, the last with the decision,
     * plan, say and panel), then the busiest of the frames that carry the steps out and the last
     * (journal and log, once they have settled).
     */
    frames: { parts: number[]; carry: number; last: number };
  }[];
  /** Loading the script (its chunk and onLoad): MoonSharp's instructions, fengari's. */
  /** `moonsharp`: every frame of loading; `moonsharpFrame`, the busiest of them (the loading frame, or one after it that makes the table read at load). */
  load: { fengari: number; moonsharp: number; moonsharpFrame: number };
  /** Compiling the shipped script on MoonSharp, median ms. */
  compileMs: { shipped: number };
  /** "a over b" where fengari ranks a costlier than b and MoonSharp the other way round. */
  disagreements: string[];
}

export interface ActionResult {
  id: string;
  action: string;
  params?: { [key: string]: unknown };
  /** fengari's count: the press's frame, the frames after it, the busiest of those, and the next one (where a player's press decides). */
  instructions: { sync: number; async: number; maxFrame: number; next: number };
  frames: number;
  /** Median wall time of the Lua call (fengari, in Node), and each run's. */
  luaMs: number;
  luaRuns: number[];
  /** The same action natively: the controller's call, and runAction alone (medians). */
  tsCallMs: number;
  tsCoreMs: number;
  calls: {
    sync: Record<string, number>;
    async: Record<string, number>;
    syncTotal: number;
    asyncTotal: number;
    own: Record<string, number>;
    queries: number;
    /** The press's read: the tags its action reads (a read by need) and their pieces, its calls against their minimum. */
    read: ActionRead;
  };
  /** The Lua and the TypeScript said the same sentences. */
  agrees: boolean;
  flags: string[];
}

export interface ActionRead {
  tags: string[];
  /** The tagged pieces those tags find on the table. */
  pieces: number;
  calls: number;
  minimum: number;
  /** calls / minimum. */
  ratio: number;
  above: Record<string, number>;
}

export interface GrowthRow {
  id: string;
  /** Per table, in `tables` order. */
  instructions: number[];
  calls: number[];
}

export interface Growth {
  tables: { name: string; scale: Scale; census: Census }[];
  rows: GrowthRow[];
}

export interface BenchResult {
  version: 1;
  table: { counts: typeof COUNTS; census: Census };
  targets: typeof TARGETS;
  /** `load`: the instructions of loading the script (its chunk and onLoad, which reads the table). */
  read: {
    load: number;
    instructions: number;
    calls: Record<string, number>;
    total: number;
    minimum: Record<string, number>;
    minimumTotal: number;
    excess: Record<string, number>;
  };
  actions: ActionResult[];
  sizes: Record<string, number>;
  growth?: Growth;
  /** A round as played on one table (measure.ts ROUND): each press's synchronous instructions. */
  round?: RoundPress[];
  profile?: Record<string, ProfileRow[]>;
  moonsharp?: MoonSharpFigures;
  /** The floor: ../shared/bench/reference-target.lua on the same table and VMs (reference.ts); absent where ../shared is. */
  reference?: ReferenceFigures;
}

export interface BenchOptions {
  root: string;
  /** Wall-time runs per action (instructions and calls are the same on every run). */
  runs: number;
  /** Table scales for the growth runs; [] for none. */
  scales: number[];
  profile: boolean;
  /** The avatar script to run (default dist/tts/avatar.lua, the build's: the save embeds the same text when built with it). */
  script?: string;
  /** The save to start from (default dist/tts/Jukas.json). */
  saveFile?: string;
  actions?: ActionSpec[];
  log?: (line: string) => void;
  /** Run the reference script beside Target and Teleport (default: where ../shared has it). */
  reference?: boolean;
}

export const SIZE_FILES = [
  "dist/tts/avatar.lua",
  "dist/tts/Jukas.json",
  "dist/tts/Jukas-components.json",
  "dist/lua/core.lua",
  "dist/lua/table.lua",
];

export function sizes(root: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of SIZE_FILES) {
    const p = join(root, f);
    if (existsSync(p)) out[f] = statSync(p).size;
  }
  return out;
}

export function loadSave(root: string, script?: string, saveFile?: string): SaveFile {
  const file = saveFile ?? join(root, "dist/tts/Jukas.json");
  if (!existsSync(file)) throw new Error(`bench: ${file} is missing: run \`npm run build\` first`);
  return withScript(readFileSync(file, "utf8"), script);
}

/** The ceiling on a Target's or Teleport's API calls; none for other actions. */
export function callLimit(spec: { action: string }): number | undefined {
  return spec.action === "target" || spec.action === "teleport" ? TARGETS.callsPerTarget : undefined;
}

export function runBench(o: BenchOptions): BenchResult {
  const log = o.log ?? (() => undefined);
  const script = o.script ?? readFileSync(join(o.root, "dist/tts/avatar.lua"), "utf8");
  const base = loadSave(o.root, script, o.saveFile);
  const save = benchSave(base, FULL);
  const specs = o.actions ?? ACTIONS;

  log("read: the state call");
  const read = runLua(save, READ);
  const load = loadBenchTable(save);
  const loadInstructions = load.tts.instructions(load.avatar);
  const census = read.census;
  const minimum = readMinimum(census, true, EVERY_NEED.tags);
  const readCalls = read.calls.sync;

  const actions: ActionResult[] = [];
  for (const spec of specs) {
    log(`${spec.id}: Lua`);
    const runs: LuaRun[] = [];
    for (let i = 0; i < Math.max(1, o.runs); i++) runs.push(runLua(save, spec));
    const first = runs[0];
    for (const r of runs) {
      if (r.instructions.sync !== first.instructions.sync || total(r.calls.sync) !== total(first.calls.sync)) {
        throw new Error(`bench: ${spec.id} is not repeatable (${first.instructions.sync} then ${r.instructions.sync} instructions)`);
      }
    }
    log(`${spec.id}: TypeScript`);
    const native = runNativeMedian(save, spec, Math.max(3, o.runs));
    const reading = readOf(load.tts, spec, first);
    const own = minus(first.calls.sync, reading.part);
    const agrees = JSON.stringify(native.said) === JSON.stringify(first.said);
    const flags: string[] = [];
    const q = queries(first.calls.sync);
    // One query of the tags the action reads (src/tts/read.ts); no other listing of objects.
    const asks = readQueries(needOf(spec.action, spec.params)!.tags);
    if (q !== asks) flags.push(`${q} table queries (a read asks ${asks})`);
    if (reading.read.ratio > TARGETS.readRatio)
      flags.push(`${reading.read.calls} API calls to read ${reading.read.pieces} pieces: ${reading.read.ratio.toFixed(2)}× the minimum`);
    if (!agrees) flags.push("the Lua and the TypeScript said different things");
    const limit = callLimit(spec);
    const all = total(first.calls.sync) + total(first.calls.async);
    if (limit !== undefined && all > limit) flags.push(`${all} API calls in all (at most ${limit} asked)`);
    actions.push({
      id: spec.id,
      action: spec.action,
      params: spec.params,
      instructions: first.instructions,
      frames: first.frames,
      luaMs: median(runs.map((r) => r.syncMs)),
      luaRuns: runs.map((r) => Math.round(r.syncMs * 100) / 100),
      tsCallMs: native.callMs,
      tsCoreMs: native.coreMs,
      calls: {
        sync: first.calls.sync,
        async: first.calls.async,
        syncTotal: total(first.calls.sync),
        asyncTotal: total(first.calls.async),
        own,
        queries: q,
        read: reading.read,
      },
      agrees,
      flags,
    });
  }

  const result: BenchResult = {
    version: 1,
    table: { counts: COUNTS, census },
    targets: TARGETS,
    read: {
      load: loadInstructions,
      instructions: read.instructions.sync,
      calls: readCalls,
      total: total(readCalls),
      minimum,
      minimumTotal: total(minimum),
      excess: excess(readCalls, minimum),
    },
    actions,
    sizes: sizes(o.root),
  };
  if (o.actions === undefined) {
    log("a round as played");
    result.round = runRound(save);
  }
  if (moonsharpMissing() === undefined) {
    log("MoonSharp: every action, and compiling the script");
    result.moonsharp = moonsharpFigures(
      save,
      [READ, ...specs],
      [read, ...actions.map((a) => ({ instructions: a.instructions }))],
      loadInstructions,
      script,
    );
    for (const m of result.moonsharp.actions) {
      const a = actions.find((x) => x.id === m.id);
      if (a !== undefined && m.busiest > TARGETS.moonsharpFrame)
        a.flags.push(`${m.busiest} MoonSharp instructions in one frame (at most ${TARGETS.moonsharpFrame})`);
    }
  } else log(`MoonSharp skipped: ${moonsharpMissing()} not found`);
  if (o.reference !== false) {
    log("the floor: the reference's target on the same table");
    result.reference = runReference(o.root, save, moonsharpMissing() === undefined);
    if (result.reference === undefined) log(`reference skipped: ${referencePath(o.root)} is absent`);
  }

  if (o.scales.length > 0) {
    const g = growth(base, specs, o.scales, log);
    result.growth = g.growth;
    flagGrowth(result, g.calls);
  }
  if (o.profile) {
    result.profile = {};
    // Function names from the script's own lines, which the profile runs.
    const lines = script.split("\n");
    for (const spec of [READ, ...specs]) {
      log(`${spec.id}: profile`);
      result.profile[spec.id] = profileAction(save, spec, lines);
    }
  }
  return result;
}

function moonsharpFigures(
  save: SaveFile,
  specs: ActionSpec[],
  fengari: { instructions: { sync: number; async: number } }[],
  fengariLoad: number,
  script: string,
): MoonSharpFigures {
  const actions = specs.map((spec, i) => {
    const run = runLua(save, spec, 3000, "moonsharp");
    return {
      id: spec.id,
      fengari: fengari[i].instructions.sync,
      moonsharp: run.instructions.sync,
      fengariAsync: fengari[i].instructions.async,
      moonsharpAsync: run.instructions.async,
      busiest: Math.max(run.instructions.sync, run.instructions.maxFrame),
      frames: stagesOf(run.perFrame),
    };
  });
  const loaded = loadBenchTable(save, undefined, "moonsharp");
  const disagreements: string[] = [];
  for (const a of actions) {
    for (const b of actions) if (a.fengari > b.fengari && a.moonsharp < b.moonsharp) disagreements.push(`${a.id} over ${b.id}`);
  }
  return {
    actions,
    load: { fengari: fengariLoad, moonsharp: loaded.tts.instructions(loaded.avatar), moonsharpFrame: loaded.loading.busiest },
    compileMs: { shipped: compileMs(script, "avatar.lua") },
    disagreements,
  };
}

/** A press's frames after its own: the READ_PARTS of its table (the decision in the last), the busiest frame after them, and the last. */
function stagesOf(perFrame: number[]): { parts: number[]; carry: number; last: number } {
  const parts = perFrame.slice(0, READ_PARTS);
  const rest = perFrame.slice(READ_PARTS);
  let last = 0;
  for (const n of rest) if (n > 0) last = n;
  return { parts, carry: rest.length === 0 ? 0 : Math.max(...rest), last };
}

/** The same actions on bigger tables: k× the unrelated objects and Instability pieces, and 8× the unrelated objects alone. */
function growth(
  base: SaveFile,
  specs: ActionSpec[],
  scales: number[],
  log: (line: string) => void,
): { growth: Growth; calls: Record<string, number>[][] } {
  const tables: Growth["tables"] = [];
  for (const k of scales) tables.push({ name: `${k}×`, scale: { unrelated: k, instability: k }, census: undefined as unknown as Census });
  const top = Math.max(...scales);
  tables.push({ name: `${top}× unrelated only`, scale: { unrelated: top, instability: 1 }, census: undefined as unknown as Census });
  const rows: GrowthRow[] = [READ, ...specs].map((s) => ({ id: s.id, instructions: [], calls: [] }));
  const callsByTable: Record<string, number>[][] = [];
  for (const t of tables) {
    const save = benchSave(base, t.scale);
    const per: Record<string, number>[] = [];
    [READ, ...specs].forEach((spec, i) => {
      log(`growth ${t.name}: ${spec.id}`);
      const r = runLua(save, spec);
      t.census = r.census;
      rows[i].instructions.push(r.instructions.sync);
      rows[i].calls.push(total(r.calls.sync));
      per.push(r.calls.sync);
    });
    callsByTable.push(per);
  }
  return { growth: { tables, rows }, calls: callsByTable };
}

/**
 * A call whose count grows with unrelated objects alone is a loop over all objects: a defect.
 * `calls[table][row]` are the calls by name of each growth run (row 0 is the read).
 */
function flagGrowth(result: BenchResult, calls: Record<string, number>[][]): void {
  const g = result.growth!;
  const first = 0;
  const unrelatedOnly = g.tables.length - 1;
  result.actions.forEach((a, i) => {
    const small = calls[first][i + 1];
    const large = calls[unrelatedOnly][i + 1];
    for (const [name, [x, y]] of Object.entries(grown(small, large)))
      a.flags.push(`${name} grows with unrelated objects (${x} → ${y}): a loop over all objects`);
    const ins = g.rows[i + 1].instructions;
    if (ins[unrelatedOnly] > ins[first]) a.flags.push(`instructions grow with unrelated objects (${ins[first]} → ${ins[unrelatedOnly]})`);
  });
}

export { median };
