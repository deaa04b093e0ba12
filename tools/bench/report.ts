/**
 * The bench's tables for people, and the comparison with the committed baseline
 * (bench/baseline.json): a run more than 20% worse than the baseline in Lua instructions (fengari's,
 * and MoonSharp's own where the tier runs) or TTS API calls, for any action, fails.
 */
import type { BenchResult, MoonSharpFigures } from "./bench";
import { queries, total } from "./api";
import { ALWAYS_READ } from "../../src/table/reader";
import { BESIDE, FLOOR_LINES, TELEPORT_CAST, callLine } from "./reference";

/** What the baseline keeps of a run: the repeatable figures, per action. */
export interface Baseline {
  version: 1;
  actions: Record<
    string,
    {
      /** `moonsharp`: MoonSharp 2.0.0.0's own count of the same press's first frame; `moonsharpFrame`, of its busiest frame (where the tier ran). */
      instructions: { sync: number; async: number; moonsharp?: number; moonsharpFrame?: number };
      calls: { sync: number; async: number };
    }
  >;
  sizes?: Record<string, number>;
  /** MoonSharp compiling the Avatar Card's script, median ms: reported beside the baseline's, never failed on (a shared machine's time varies by half). */
  moonsharpCompileMs?: number;
}

export interface Regression {
  action: string;
  metric: string;
  baseline: number;
  now: number;
  /** now / baseline − 1 (Infinity from a zero baseline). */
  worse: number;
}

export const TOLERANCE = 0.2;

export function baselineOf(r: BenchResult): Baseline {
  const actions: Baseline["actions"] = {};
  actions[READ_ID] = {
    instructions: { sync: r.read.instructions, async: 0 },
    calls: { sync: r.read.total, async: 0 },
  };
  actions[LOAD_ID] = { instructions: { sync: r.read.load, async: 0 }, calls: { sync: 0, async: 0 } };
  for (const a of r.actions) {
    actions[a.id] = {
      instructions: { sync: a.instructions.sync, async: a.instructions.async },
      calls: { sync: a.calls.syncTotal, async: a.calls.asyncTotal },
    };
  }
  const m = r.moonsharp;
  if (m === undefined) return { version: 1, actions, sizes: r.sizes };
  // MoonSharp's presses carry the bench's ids (the read's is READ_ID).
  for (const x of m.actions) {
    if (actions[x.id] === undefined) continue;
    actions[x.id].instructions.moonsharp = x.moonsharp;
    actions[x.id].instructions.moonsharpFrame = x.busiest;
  }
  actions[LOAD_ID].instructions.moonsharp = m.load.moonsharp;
  actions[LOAD_ID].instructions.moonsharpFrame = m.load.moonsharpFrame;
  return { version: 1, actions, sizes: r.sizes, moonsharpCompileMs: m.compileMs.shipped };
}

export const READ_ID = "read (state)";
/** The baseline's entry for loading the script (its chunk, and onLoad's read of the table). */
export const LOAD_ID = "load (the script's onLoad)";

/** Every figure more than `tolerance` worse than the baseline's (an action the baseline lacks is not compared). */
export function compare(now: Baseline, base: Baseline, tolerance = TOLERANCE): Regression[] {
  const out: Regression[] = [];
  for (const [id, a] of Object.entries(now.actions)) {
    const b = base.actions[id];
    if (b === undefined) continue;
    const pairs: [string, number, number][] = [
      ["instructions (sync)", b.instructions.sync, a.instructions.sync],
      ["instructions (async)", b.instructions.async, a.instructions.async],
      ...(b.instructions.moonsharp !== undefined && a.instructions.moonsharp !== undefined
        ? [["MoonSharp instructions (sync)", b.instructions.moonsharp, a.instructions.moonsharp] as [string, number, number]]
        : []),
      ...(b.instructions.moonsharpFrame !== undefined && a.instructions.moonsharpFrame !== undefined
        ? [
            ["MoonSharp instructions (busiest frame)", b.instructions.moonsharpFrame, a.instructions.moonsharpFrame] as [
              string,
              number,
              number,
            ],
          ]
        : []),
      ["API calls (sync)", b.calls.sync, a.calls.sync],
      ["API calls (async)", b.calls.async, a.calls.async],
    ];
    for (const [metric, was, is] of pairs) {
      if (is > was * (1 + tolerance)) out.push({ action: id, metric, baseline: was, now: is, worse: was === 0 ? Infinity : is / was - 1 });
    }
  }
  return out;
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}

function table(head: string[], rows: string[][], rightFrom = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => "| " + cells.map((c, i) => pad(c, widths[i], i >= rightFrom)).join(" | ") + " |";
  return [
    line(head),
    "|" + widths.map((w, i) => (i >= rightFrom ? "-".repeat(w + 1) + ":" : ":" + "-".repeat(w + 1))).join("|") + "|",
    ...rows.map(line),
  ].join("\n");
}

const int = (n: number) => n.toLocaleString("en-US");
const ms = (n: number) => n.toFixed(n < 1 ? 3 : 1);

function byName(calls: Record<string, number>): string {
  return Object.entries(calls)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k.replace(/^Object\./, "")} ${v}`)
    .join(", ");
}

export function formatReport(r: BenchResult): string {
  const out: string[] = [];
  const c = r.table.census;
  out.push(
    `Full table: ${c.tagged} tagged pieces (${c.areas} Rooms, Cells and Mage Cards, ${c.movers} movable pieces, ${c.valued} Power and Damage pieces, ${c.containers} containers), ${c.untagged} untagged objects, ${c.seated} seated players; ` +
      `${r.table.counts.mages} Mages, ${r.table.counts.vortexInPlay} Vortex Tokens in play, ${r.table.counts.instability} Instability pieces in Rooms, ${r.table.counts.unrelated} unrelated objects.`,
  );
  out.push("");
  const line = r.targets.moonsharpFrame;
  const busiest = new Map((r.moonsharp?.actions ?? []).map((m) => [m.id, m.busiest] as const));
  const frameCell = (id: string) => {
    const n = busiest.get(id);
    return n === undefined ? "-" : `${int(n)} ${n <= line ? "ok" : "OVER"}`;
  };
  const callsCell = (a: BenchResult["actions"][number]) => {
    const all = a.calls.syncTotal + a.calls.asyncTotal;
    const limit = a.action === "target" || a.action === "teleport" ? r.targets.callsPerTarget : undefined;
    return limit === undefined ? int(all) : `${int(all)} ${all <= limit ? "ok" : "OVER"}`;
  };
  out.push(
    table(
      [
        "action",
        "MoonSharp busiest frame",
        "Lua instr (press frame)",
        "next frame",
        "Lua instr (async)",
        "max/frame",
        "frames",
        "Lua ms",
        "TS call ms",
        "TS core ms",
        "API sync",
        "API async",
        "API in all",
        "queries",
        "TS = Lua",
      ],
      [
        [
          "read (state)",
          frameCell("read (state)"),
          int(r.read.instructions),
          "-",
          "-",
          "-",
          "-",
          "-",
          "-",
          "-",
          int(r.read.total),
          "-",
          int(r.read.total),
          String(queries(r.read.calls)),
          "-",
        ],
        ...r.actions.map((a) => [
          a.id,
          frameCell(a.id),
          int(a.instructions.sync),
          int(a.instructions.next),
          int(a.instructions.async),
          int(a.instructions.maxFrame),
          String(a.frames),
          ms(a.luaMs),
          ms(a.tsCallMs),
          ms(a.tsCoreMs),
          int(a.calls.syncTotal),
          int(a.calls.asyncTotal),
          callsCell(a),
          String(a.calls.queries),
          a.agrees ? "yes" : "NO",
        ]),
      ],
    ),
  );
  out.push(
    `MoonSharp busiest frame: MoonSharp 2.0.0.0's instructions in the press's busiest frame (at most ${int(line)}, about 30 ms in TTS). ` +
      "Lua instr (fengari): the press's frame (a player's press reads the table there), the next (where it decides, plans and starts its moves), the frames after it in all, and the busiest of those. " +
      `API in all: the press and every frame after it (a Target or Teleport at most ${int(r.targets.callsPerTarget)}).`,
  );
  out.push(
    `Loading the script (its chunk, then onLoad: the buttons, the Mage models' menu item and a read of the table), in the loading frame: ${int(r.read.load)} Lua instructions.`,
  );
  out.push("");
  out.push(
    `Reading everything (state): ${int(r.read.total)} TTS API calls, for ${c.tagged} tagged pieces; the minimum of a fresh read (tools/bench/api.ts) ${int(r.read.minimumTotal)}.`,
  );
  out.push(`  by name: ${byName(r.read.calls)}`);
  const ex = Object.keys(r.read.excess).length === 0 ? "none" : byName(r.read.excess);
  out.push(`  above the minimum: ${ex}`);
  out.push("");
  out.push(
    "Each press reads afresh the pieces of the tags its action needs (src/table/reader.ts, src/tts/read.ts), in its first frame, against the minimum of a fresh read of them (tools/bench/api.ts); a Teleport's cast over Jukas's Room comes in the next frame:",
  );
  out.push(
    table(
      ["action", "reads beyond tiles, models, Crown, Avatar", "pieces", "API calls to read", "minimum", "ratio", "above the minimum"],
      r.actions.map((a) => {
        const rd = a.calls.read;
        return [
          a.id,
          beyondAlways(rd.tags),
          int(rd.pieces),
          int(rd.calls),
          int(rd.minimum),
          rd.ratio.toFixed(2),
          byName(rd.above) || "none",
        ];
      }),
      2,
    ),
  );
  out.push("");
  out.push("Each action's own calls (the press's frame less its reading), then the frames after it:");
  for (const a of r.actions) {
    out.push(`  ${a.id}: ${byName(a.calls.own) || "none"}`);
    out.push(`  ${" ".repeat(a.id.length)}  async: ${byName(a.calls.async) || "none"}`);
  }
  const flagged = r.actions.filter((a) => a.flags.length > 0);
  const readFlags = Object.keys(r.read.excess).length > 0 ? [`reading calls the API ${total(r.read.excess)} times above the minimum`] : [];
  out.push("");
  out.push(flagged.length === 0 && readFlags.length === 0 ? "Flags: none." : "Flags:");
  for (const f of readFlags) out.push(`  read: ${f}`);
  for (const a of flagged) for (const f of a.flags) out.push(`  ${a.id}: ${f}`);
  out.push("");
  out.push(
    table(
      ["file", "bytes", "KB"],
      Object.entries(r.sizes).map(([f, n]) => [f, int(n), (n / 1024).toFixed(1)]),
    ),
  );
  const avatar = r.sizes["dist/tts/avatar.lua"];
  if (avatar !== undefined)
    out.push(`Avatar Card script: ${int(avatar)} bytes (no cap: what a player waits for is its compile time on MoonSharp, below).`);
  if (r.moonsharp !== undefined) out.push("", ...formatMoonSharp(r.moonsharp));
  else out.push("", "MoonSharp: not measured here (no Mono or no MoonSharp DLL: README, Testing).");
  out.push("", ...formatFloor(r));
  if (r.round !== undefined) {
    out.push("");
    out.push("A round as played (one table; each press after the last one's moves have ended, with players' moves between):");
    out.push(
      table(
        ["press", "Lua instr (press frame)", "next frame", "objects moved, turned, new or gone since the last press's read"],
        r.round.map((p, i) => [p.id, int(p.sync), int(p.next), i === 0 ? "- (the first press since loading)" : String(p.moved)]),
      ),
    );
  }
  if (r.growth !== undefined) {
    out.push("");
    const g = r.growth;
    const first = g.tables[0].census.tagged;
    out.push("Growth (Lua instructions of the synchronous call; × the 1× table's):");
    out.push(
      table(
        ["action", ...g.tables.map((t) => `${t.name} (T=${t.census.tagged}, U=${t.census.untagged})`)],
        g.rows.map((row) => [row.id, ...row.instructions.map((n) => `${int(n)} (${(n / row.instructions[0]).toFixed(2)})`)]),
      ),
    );
    out.push(
      `Tagged pieces T: ${g.tables.map((t) => `${t.name} ${t.census.tagged} (${(t.census.tagged / first).toFixed(2)})`).join(", ")}.`,
    );
    out.push("API calls of the synchronous call:");
    out.push(
      table(
        ["action", ...g.tables.map((t) => t.name)],
        g.rows.map((row) => [row.id, ...row.calls.map((n) => `${int(n)} (${(n / row.calls[0]).toFixed(2)})`)]),
      ),
    );
  }
  if (r.profile !== undefined) {
    for (const [id, rows] of Object.entries(r.profile)) {
      out.push("");
      out.push(`Profile of ${id} (instructions in each function itself):`);
      out.push(
        table(
          ["function", "line", "instructions", "%"],
          rows.map((p) => [p.fn, String(p.line), int(p.instructions), p.share.toFixed(1)]),
          1,
        ),
      );
    }
  }
  return out.join("\n");
}

/** fengari's count beside MoonSharp's, each VM's order of cost, and the compile time. */
/** The tags a read takes beyond what every read takes, short. */
function beyondAlways(tags: string[]): string {
  const rest = tags.filter((t) => !ALWAYS_READ.includes(t)).map((t) => t.replace("BRW:", ""));
  return rest.length === 0 ? "nothing" : rest.join(", ");
}

export function formatMoonSharp(m: MoonSharpFigures): string[] {
  const rank = (key: "fengari" | "moonsharp") => {
    const order = [...m.actions].sort((a, b) => b[key] - a[key]).map((a) => a.id);
    return (id: string) => String(order.indexOf(id) + 1);
  };
  const byF = rank("fengari");
  const byM = rank("moonsharp");
  return [
    "On MoonSharp 2.0.0.0, TTS's interpreter (its own VM instructions, counted exactly by an attached debugger), beside fengari's: each press's first frame (sync), the frames after it (async), its busiest frame:",
    table(
      [
        "action",
        "fengari instr (sync)",
        "MoonSharp instr (sync)",
        "MoonSharp / fengari",
        "rank by fengari",
        "rank by MoonSharp",
        "fengari async",
        "MoonSharp async",
        "MoonSharp busiest frame",
      ],
      [
        ...m.actions.map((a) => [
          a.id,
          int(a.fengari),
          int(a.moonsharp),
          (a.moonsharp / a.fengari).toFixed(2),
          byF(a.id),
          byM(a.id),
          int(a.fengariAsync),
          int(a.moonsharpAsync),
          int(a.busiest),
        ]),
        [
          "load (chunk and onLoad)",
          int(m.load.fengari),
          int(m.load.moonsharp),
          (m.load.moonsharp / m.load.fengari).toFixed(2),
          "-",
          "-",
          "-",
          "-",
          int(m.load.moonsharpFrame),
        ],
      ],
    ),
    "",
    "Each press by stage on MoonSharp (issue #40, item 3): its frame (the read), the frames that make its table a part each (src/table/snapshot.ts `nextPart`: the kinds, the board and the pieces on it; the Vortex Tokens and the Instability; the Mages, the Crown and the two shapes, then decide, plan, say and the panel), the busiest frame that carries its steps out, and its last (journal, log):",
    table(
      [
        "action",
        "read",
        "kinds, board, located",
        "tokens, Instability",
        "Mages, shapes + decide, plan, say, panel",
        "busiest carrying out",
        "last (journal, log)",
      ],
      m.actions
        .filter((a) => a.id !== READ_ID)
        .map((a) => [
          a.id,
          int(a.moonsharp),
          ...[0, 1, 2].map((i) => (a.frames.parts[i] === undefined ? "-" : int(a.frames.parts[i]))),
          int(a.frames.carry),
          int(a.frames.last),
        ]),
    ),
    `Rankings of cost: ${m.disagreements.length === 0 ? "fengari and MoonSharp agree on every pair of actions." : "they disagree on " + m.disagreements.join(", ") + "."}`,
    `Compiling the Avatar Card's script on MoonSharp (as a game loads, median of 5): ${ms(m.compileMs.shipped)} ms.`,
  ];
}

/**
 * Target and Teleport beside the floor (tools/bench/reference.ts): our API calls in all and our
 * busiest frame on MoonSharp, the reference's calls and instructions (its one call, one frame),
 * and issue #40's lines.
 */
export function formatFloor(r: BenchResult): string[] {
  const ref = r.reference;
  if (ref === undefined) return ["The floor: skipped (../shared/bench/reference-target.lua is absent)."];
  const busiest = new Map((r.moonsharp?.actions ?? []).map((m) => [m.id, m.busiest] as const));
  const callsOf = (id: string) => {
    const a = r.actions.find((x) => x.id === id);
    return a === undefined ? undefined : a.calls.syncTotal + a.calls.asyncTotal;
  };
  const rows: string[][] = [];
  for (const [id, priority, teleport] of BESIDE) {
    const ours = callsOf(id);
    const run = ref.runs.find((x) => x.priority === priority);
    if (ours === undefined || run === undefined) continue;
    const theirs = run.total + (teleport ? TELEPORT_CAST : 0);
    const line = callLine(priority, teleport, callsOf(`target${priority}`));
    const frame = busiest.get(id);
    const theirFrame = run.moonsharp;
    rows.push([
      id,
      int(ours),
      int(theirs),
      (ours / theirs).toFixed(2),
      `${int(line)} ${ours <= line ? "ok" : "OVER"}`,
      frame === undefined ? "-" : `${int(frame)} ${frame <= FLOOR_LINES.pressFrame ? "ok" : "OVER"}`,
      theirFrame === undefined ? "-" : int(theirFrame),
      frame === undefined || theirFrame === undefined ? "-" : (frame / theirFrame).toFixed(2),
      int(run.fengari),
      run.chose,
    ]);
  }
  return [
    `The floor (issue #40): ${ref.file.replace(/^.*\/shared\//, "../shared/")}, a hand-written target, as an object script on the same table and VM; a Teleport beside its Target plus one cast:`,
    table(
      [
        "press",
        "our API calls",
        "reference's",
        "ratio",
        "line",
        "our MoonSharp busiest frame",
        "reference's (one frame)",
        "ratio",
        "reference fengari",
        "reference chose",
      ],
      rows,
    ),
    `Lines (issue #40): Target 1 and 2 at most ${int(FLOOR_LINES.target12Calls)} API calls, Target 3 ${int(FLOOR_LINES.target3Calls)}, a Teleport its Target's + ${FLOOR_LINES.teleportOverTarget}; ` +
      `the busiest frame of a press at most ${int(FLOOR_LINES.pressFrame)} MoonSharp instructions, loading ${int(FLOOR_LINES.loadFrame)}` +
      (r.moonsharp === undefined
        ? "."
        : ` (loading now ${int(r.moonsharp.load.moonsharpFrame)} in its busiest frame, ${int(r.moonsharp.load.moonsharp)} in all).`),
  ];
}

export function formatRegressions(list: Regression[]): string {
  if (list.length === 0) return `Baseline: no figure is more than ${TOLERANCE * 100}% worse.`;
  return [
    `Baseline: ${list.length} figure(s) more than ${TOLERANCE * 100}% worse:`,
    ...list.map(
      (x) =>
        `  ${x.action}, ${x.metric}: ${int(x.baseline)} → ${int(x.now)} (${x.worse === Infinity ? "from 0" : "+" + Math.round(x.worse * 100) + "%"})`,
    ),
  ].join("\n");
}
