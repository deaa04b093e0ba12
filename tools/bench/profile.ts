/**
 * Where an action's instructions go: FakeTTS observes every instruction of the avatar script
 * (slow), and each is put to the function it runs in, named from the script's source line
 * where the function is defined (bench.ts profiles the shipped script, dist/tts/avatar.lua).
 */
import type { SaveFile } from "../../hosts/fake-tts";
import { ActionSpec, trigger } from "./measure";
import { loadBenchTable } from "./table";
import { READ_PARTS } from "../../src/table/snapshot";

export interface ProfileRow {
  /** `module: function` (module from the bundle's `["src.x"] = function` markers). */
  fn: string;
  line: number;
  /** Instructions run in the function itself (not in the functions it calls). */
  instructions: number;
  share: number;
}

/** The bundle's modules by first line, for naming. */
function modules(lines: string[]): { line: number; name: string }[] {
  const out: { line: number; name: string }[] = [];
  lines.forEach((text, i) => {
    const m = /^\["([^"]+)"\] = function\(/.exec(text);
    if (m) out.push({ line: i + 1, name: m[1].replace(/^src\./, "") });
  });
  return out;
}

export function functionName(lines: string[], line: number): string {
  if (line === 0) return "(main chunk)";
  const text = (lines[line - 1] ?? "").trim();
  const m =
    /function\s+([A-Za-z_][\w.:]*)\s*\(/.exec(text) ??
    /([A-Za-z_][\w.]*)\s*=\s*function\s*\(/.exec(text) ??
    /\[\s*"?([^"\]]+)"?\s*\]\s*=\s*function/.exec(text);
  const name = m ? m[1].replace(/^____exports\./, "") : `<anonymous>`;
  let mod = "";
  for (const x of modules(lines)) if (x.line <= line) mod = x.name;
  return mod === "" ? name : `${mod}: ${name}`;
}

/**
 * The synchronous call's instructions by function, most first; `bySourceLine`: by the source
 * line each instruction comes from instead (`line` is then that line, `fn` the function it lies in);
 * `nextFrame`: the frames after the press's too (where a player's press makes its table and decides: READ_PARTS of them).
 */
export function profileAction(
  save: SaveFile,
  spec: ActionSpec,
  lines: string[],
  top = 15,
  bySourceLine = false,
  nextFrame = true,
): ProfileRow[] {
  const t = loadBenchTable(save);
  const counts = new Map<number, number>();
  const rt = t.avatar.runtime!;
  rt.setInstructionObserver((fn, at) => {
    if (!fn.source.startsWith("@")) return;
    const line = bySourceLine ? at : fn.line;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  });
  trigger(t, spec);
  // The frames after it too: where a player's press makes its table, a part a frame, and decides in the last (src/controller/controller.ts).
  if (nextFrame) t.tts.tick(READ_PARTS);
  rt.setInstructionObserver(undefined);
  let all = 0;
  for (const n of counts.values()) all += n;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, top)
    .map(([line, n]) => ({
      fn: functionName(lines, bySourceLine ? definedAt(lines, line) : line),
      line,
      instructions: n,
      share: Math.round((1000 * n) / Math.max(1, all)) / 10,
    }));
}

/** The line of the nearest `function` header at or above `line` (the bundle's functions are not nested deeply: good enough to name a hot line). */
function definedAt(lines: string[], line: number): number {
  for (let i = line; i >= 1; i--) if (/\bfunction\b/.test(lines[i - 1] ?? "")) return i;
  return 0;
}
