// The whole per-function profile of one bench action (its press frame and the next), and per-module sums: node tools/dev/prof.mjs [actionId] [rows] [--press-only]
// With --instability=K: K times the bench's Instability pieces. With --lines: the hottest source lines of the script instead, each with its text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ACTIONS, READ } from "../bench/measure";
import { loadSave } from "../bench/bench";
import { benchSave, FULL } from "../bench/table";
import { profileAction } from "../bench/profile";

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  const id = argv[0] ?? "read (state)";
  const spec = id === "read" || id === "read (state)" ? READ : ACTIONS.find((a) => a.id === id)!;
  const script = readFileSync(join(root, "dist/tts/avatar.lua"), "utf8");
  const scaleArg = argv.find((a) => a.startsWith("--instability="));
  const scale = scaleArg === undefined ? FULL : { ...FULL, instability: Number(scaleArg.slice(14)) };
  const save = benchSave(loadSave(root, script), scale);
  const lines = script.split("\n");
  const byLine = argv.includes("--lines");
  const rows = profileAction(save, spec, lines, 100000, byLine, !argv.includes("--press-only"));
  const shown = Number(argv.find((a, i) => i > 0 && /^\d+$/.test(a)) ?? 60);
  if (byLine) {
    let all = 0;
    for (const r of rows) all += r.instructions;
    console.log(`total ${all}`);
    for (const r of rows.slice(0, shown))
      console.log(
        `${String(r.instructions).padStart(8)} ${String(r.line).padStart(6)}  ${r.fn.padEnd(40)} ${(lines[r.line - 1] ?? "").trim().slice(0, 90)}`,
      );
    return 0;
  }
  let all = 0;
  const mods = new Map<string, number>();
  for (const r of rows) {
    all += r.instructions;
    const m = r.fn.includes(":") ? r.fn.split(":")[0] : "(lualib/main)";
    mods.set(m, (mods.get(m) ?? 0) + r.instructions);
  }
  console.log(`total ${all}`);
  for (const [m, n] of [...mods].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(8)}  ${m}`);
  console.log("");
  for (const r of rows.slice(0, shown)) console.log(`${String(r.instructions).padStart(8)} ${String(r.line).padStart(6)}  ${r.fn}`);
  return 0;
}
