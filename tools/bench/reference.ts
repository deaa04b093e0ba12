/**
 * The floor (issue #40): ../shared/bench/reference-target.lua, a hand-written TTS script that
 * implements only `target` and reads every fact it uses afresh at each call, run as an object
 * script on the bench's full table and VM. Its API calls and instructions stand beside our Target
 * 1/2/3; a Teleport stands beside the reference's Target plus one cast (the one `Physics.cast`
 * over the Room a Teleport places Jukas in: docs/performance.md).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SaveFile } from "../../hosts/fake-tts";
import { total } from "./api";
import { loadBenchTable, type LuaVm } from "./table";

/** Where the reference lies, beside the project (`../shared`, read-only). */
export function referencePath(root: string): string {
  return join(root, "..", "shared", "bench", "reference-target.lua");
}

export interface ReferenceRun {
  priority: number;
  /** API calls of the one call, by name, and in all. */
  calls: Record<string, number>;
  total: number;
  /** fengari's instructions of the call (its one frame); MoonSharp's where it runs. */
  fengari: number;
  moonsharp?: number;
  /** What it chose (its answer's room or colour): the same table, so the same target as ours. */
  chose: string;
}

export interface ReferenceFigures {
  file: string;
  runs: ReferenceRun[];
}

/** Calls a Teleport adds to the reference's Target: one cast over the Room. */
export const TELEPORT_CAST = 1;

/** The reference's `target` of one priority on a table loaded as the bench loads it. */
function runOn(
  save: SaveFile,
  script: string,
  lua: LuaVm,
  priorities: number[],
): { calls: Record<string, number>; ins: number; chose: string }[] {
  const t = loadBenchTable(save, undefined, lua);
  const ref = t.tts.addObject({ kind: "token", nickname: "reference target", position: { x: -60, y: 1, z: 60 }, script });
  t.tts.runUntilIdle();
  t.tts.assertNoErrors();
  const out: { calls: Record<string, number>; ins: number; chose: string }[] = [];
  for (const priority of priorities) {
    t.tts.resetApiCalls();
    const i0 = t.tts.instructions(ref);
    const answer = t.tts.call(ref, "target", { priority }) as { room?: string; color?: string; candidates?: string[] } | undefined;
    const ins = t.tts.instructions(ref) - i0;
    const chose = answer?.room ?? answer?.color ?? (answer?.candidates ?? []).join(" or ");
    out.push({ calls: t.tts.apiCallSnapshot(), ins, chose });
  }
  t.tts.assertNoErrors();
  return out;
}

/** The reference on fengari, and on MoonSharp when `moonsharp`; undefined where ../shared is absent. */
export function runReference(root: string, save: SaveFile, moonsharp: boolean): ReferenceFigures | undefined {
  const file = referencePath(root);
  if (!existsSync(file)) return undefined;
  const script = readFileSync(file, "utf8");
  const priorities = [1, 2, 3];
  const f = runOn(save, script, "fengari", priorities);
  const m = moonsharp ? runOn(save, script, "moonsharp", priorities) : undefined;
  return {
    file,
    runs: priorities.map((priority, i) => ({
      priority,
      calls: f[i].calls,
      total: total(f[i].calls),
      fengari: f[i].ins,
      moonsharp: m?.[i].ins,
      chose: f[i].chose,
    })),
  };
}

/** Issue #40's lines (bench, full table, MoonSharp): API calls of Target 1 and 2, of Target 3, and what a Teleport may add to its Target's. */
export const FLOOR_LINES = { target12Calls: 450, target3Calls: 150, teleportOverTarget: 60, pressFrame: 120_000, loadFrame: 300_000 };

/** Our presses beside the reference: [our action id, the reference's priority, a Teleport]. */
export const BESIDE: [string, number, boolean][] = [
  ["target1", 1, false],
  ["target2", 2, false],
  ["target3", 3, false],
  ["teleport", 1, true],
  ["teleport3", 3, true],
];

/** Issue #40's ceiling on a press's API calls in all; `target`: its Target's calls, for a Teleport. */
export function callLine(priority: number, teleport: boolean, target: number | undefined): number {
  if (teleport) return (target ?? 0) + FLOOR_LINES.teleportOverTarget;
  return priority === 3 ? FLOOR_LINES.target3Calls : FLOOR_LINES.target12Calls;
}
