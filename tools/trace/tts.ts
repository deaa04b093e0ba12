/**
 * A TTS press traced on the built Lua: the bench's full table (tools/bench/table.ts) on the fake
 * TTS host, the press made as a player makes it (tools/bench/measure.ts `trigger`), and every Lua
 * instruction of the Avatar Card's script put to the function it runs in, from the press to the
 * last frame it keeps the script busy. Each function is named and placed in its TypeScript file
 * through TSTL's source map of the script (tools/dev/lua-map.ts): nothing here knows src's files.
 *
 * The fake's instruction observer (fengari's count hook at a period of 1) stands in for a
 * call/return hook: a function's instructions after a callee returns show the return, so the file
 * sequence is the one calls and returns give. It runs in Node only; the shipped script has no
 * `debug` (TTS gives it none) and gains nothing from this.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LuaFunctionId } from "../../hosts/fake-tts/values";
import { loadSave } from "../bench/bench";
import { type ActionSpec, trigger } from "../bench/measure";
import { benchSave, FULL, loadBenchTable } from "../bench/table";
import { LuaSourceMap } from "../dev/lua-map";
import type { Visit } from "./walk";

export interface TtsTrace {
  visits: Visit[];
  /**
   * How many of `visits` run up to the press's last log entry (its last write of Jukas's log to
   * the Notebook, `Notes.addNotebookTab`/`editNotebookTab`); all of them when it writes none.
   */
  toLog: number;
  /** Whether the press wrote its log entry. */
  logged: boolean;
  /** Frames the press kept the script busy after its own. */
  frames: number;
  /** Instructions observed (the press's frame and the frames after). */
  instructions: number;
  /** The script traced, repository path. */
  script: string;
}

/** The name of a Lua function from its header line (TSTL writes one header per function); else from the TypeScript line. */
export function functionName(luaLine: string, tsLine: string | undefined, at: number | undefined): string {
  const m =
    /\bfunction\s+([A-Za-z_][\w.:]*)\s*\(/.exec(luaLine) ??
    /([A-Za-z_][\w.]*)\s*=\s*function\s*\(/.exec(luaLine) ??
    /\[\s*"([^"\]]+)"\s*\]\s*=\s*function\s*\(/.exec(luaLine);
  if (m) return m[1].replace(/^____exports\./, "").replace(".prototype.", ".");
  const line = at === undefined ? "" : ` (line ${at})`;
  return (tsLine === undefined ? undefined : arrowName(tsLine)) + line;
}

/** What an inline arrow is to a reader of its TypeScript line: what it is assigned to, whose callback, or returned. */
export function arrowName(tsLine: string): string {
  const arrow = /(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*(?::\s*[^=()]+)?=>/.exec(tsLine);
  if (arrow === null) return "(anonymous)";
  const before = tsLine.slice(0, arrow.index);
  const assigned = /([A-Za-z_$][\w$.[\]]*)\s*[:=]\s*(?:async\s*)?$/.exec(before);
  if (assigned) return assigned[1];
  // The call whose parenthesis is still open where the arrow starts.
  const open: string[] = [];
  for (let i = 0; i < before.length; i++) {
    if (before[i] === "(") open.push(/([A-Za-z_$][\w$.]*)\s*$/.exec(before.slice(0, i))?.[1] ?? "");
    else if (before[i] === ")") open.pop();
  }
  const callee = open[open.length - 1];
  if (callee !== undefined && callee !== "") return `callback to ${callee}`;
  if (/\breturn\s*$/.test(before)) return "returned function";
  return "(anonymous)";
}

/** A press to trace; `again`: the same press made first, untraced, to its end (Setup on a game under way asks to be pressed twice). */
export type TraceSpec = ActionSpec & { again?: boolean };

/** Makes the press and ticks frames until the script is idle again. */
function pressToEnd(t: ReturnType<typeof loadBenchTable>, spec: ActionSpec, maxFrames: number): number {
  let frames = 0;
  trigger(t, spec);
  while (!t.tts.isIdle()) {
    if (frames >= maxFrames) throw new Error(`trace: ${spec.id} still busy after ${maxFrames} frames`);
    t.tts.tick(1);
    frames++;
  }
  return frames;
}

/** Runs `spec` on the full bench table and returns the functions the script ran, in order (a visit per change of function). */
export function traceTts(root: string, spec: TraceSpec, maxFrames = 3000): TtsTrace {
  const scriptFile = "dist/tts/avatar.lua";
  const script = readFileSync(join(root, scriptFile), "utf8");
  const map = LuaSourceMap.forFile(join(root, scriptFile), root);
  if (!map.hasMap) throw new Error(`trace: ${scriptFile}.map is missing: build the Lua first (npm run build:lua)`);
  const luaLines = script.split("\n");
  const tsLines = new Map<string, string[]>();
  const tsText = (file: string, line: number | undefined): string | undefined => {
    if (line === undefined || !file.endsWith(".ts")) return undefined;
    if (!tsLines.has(file)) {
      let text: string[] = [];
      try {
        text = readFileSync(join(root, file), "utf8").split("\n");
      } catch {
        // A source the map names that is not in this checkout: named from the Lua alone.
      }
      tsLines.set(file, text);
    }
    return tsLines.get(file)![line - 1];
  };
  const named = new Map<number, Visit>();
  const visitAt = (line: number): Visit => {
    let v = named.get(line);
    if (v === undefined) {
      const where = line === 0 ? undefined : map.lookup(line);
      const file = where?.file ?? "(main chunk)";
      v = {
        id: String(line),
        file,
        fn: line === 0 ? "(main chunk)" : functionName(luaLines[line - 1] ?? "", tsText(file, where?.line), where?.line),
      };
      named.set(line, v);
    }
    return v;
  };

  const save = benchSave(loadSave(root, script), FULL);
  const t = loadBenchTable(save);
  t.tts.assertNoErrors();
  if (spec.again === true) pressToEnd(t, spec, maxFrames);
  const rt = t.avatar.runtime!;
  const visits: Visit[] = [];
  let last: LuaFunctionId | undefined;
  let instructions = 0;
  // The log entry: a TTS API call, counted by the fake, so no src name is needed to find it.
  const notes = () => t.tts.apiCallCount("Notes.addNotebookTab") + t.tts.apiCallCount("Notes.editNotebookTab");
  const notesBefore = notes();
  let written = notesBefore;
  let toLog = 0;
  const sawLog = () => {
    const now = notes();
    if (now !== written) {
      written = now;
      toLog = visits.length;
    }
  };
  rt.setInstructionObserver((fn) => {
    instructions++;
    // The fake's own prelude (`=prelude`) is not the script.
    if (fn === last || !fn.source.startsWith("@")) return;
    sawLog();
    last = fn;
    visits.push(visitAt(fn.line));
  });
  let frames = 0;
  try {
    frames = pressToEnd(t, spec, maxFrames);
  } finally {
    rt.setInstructionObserver(undefined);
  }
  sawLog();
  t.tts.assertNoErrors();
  const logged = written !== notesBefore;
  return { visits, toLog: logged ? toLog : visits.length, logged, frames, instructions, script: scriptFile };
}
