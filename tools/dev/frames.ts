// Each bench press frame by frame, in MoonSharp's instructions (--fengari: fengari's): node tools/dev/frames.mjs [actionId ...] [--fengari]
// --load: loading frame by frame. --stages: fengari's instructions of the press and its table's frames by stage (read, build, decide, plan, say, panel, log), by module.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ACTIONS, runLua } from "../bench/measure";
import { loadSave } from "../bench/bench";
import { benchSave, FULL, SEATED } from "../bench/table";
import { FakeTTS } from "../../hosts/fake-tts";
import { profileAction } from "../bench/profile";

const STAGES = ["read", "build", "decide", "plan", "say", "panel", "log", "other"];

/** A module's stage of a press (src/controller/press.ts), by its folder and name. */
function stageOf(module: string): string {
  if (module.startsWith("tts.read") || module === "tts.value") return "read";
  if (["table.free-spot", "table.occupied", "controller.plan", "controller.carry-out", "controller.steps", "tts.perform"].includes(module))
    return "plan";
  if (module.startsWith("table.")) return "build";
  if (
    module.startsWith("core.") ||
    ["controller.calls", "controller.results", "controller.rebuilds", "controller.standing", "controller.settings"].includes(module)
  )
    return "decide";
  if (module === "controller.say" || module.startsWith("words.")) return "say";
  if (module.startsWith("tts.panel") || module === "controller.panel-view" || module === "controller.act" || module === "tts.ui")
    return "panel";
  if (["controller.log", "controller.journal", "controller.undo-stack", "controller.session"].includes(module)) return "log";
  return "other";
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  const script = readFileSync(join(root, "dist/tts/avatar.lua"), "utf8");
  const save = benchSave(loadSave(root, script), FULL);
  const ids = argv.filter((a) => !a.startsWith("--"));
  const vm = argv.includes("--fengari") ? "fengari" : "moonsharp";
  if (argv.includes("--stages")) {
    const lines = script.split("\n");
    for (const spec of ACTIONS.filter((a) => ids.length === 0 || ids.includes(a.id))) {
      const by = new Map<string, number>();
      for (const r of profileAction(save, spec, lines, 1_000_000)) {
        const stage = stageOf(r.fn.includes(":") ? r.fn.split(":")[0] : "");
        by.set(stage, (by.get(stage) ?? 0) + r.instructions);
      }
      console.log(`${spec.id}: ` + STAGES.map((s) => `${s} ${by.get(s) ?? 0}`).join(", "));
    }
    return 0;
  }
  if (argv.includes("--load")) {
    const tts = new FakeTTS({ players: SEATED, instructionLimit: 500_000_000, lua: vm });
    tts.addSave(structuredClone(save));
    tts.start();
    const avatar = tts.objectsWithTag("BRW:Avatar")[0];
    const out: string[] = [`load ${tts.instructions(avatar)}`];
    let last = tts.instructions(avatar);
    for (let f = 1; !tts.isIdle() && f < 600; f++) {
      tts.tick(1);
      const now = tts.instructions(avatar);
      if (now > last) out.push(`f${f} ${now - last}`);
      last = now;
    }
    console.log(out.join(", "));
    return 0;
  }
  for (const spec of ACTIONS.filter((a) => ids.length === 0 || ids.includes(a.id))) {
    const run = runLua(save, spec, 3000, vm);
    const busy = run.perFrame.map((n, i) => [i + 1, n]).filter(([, n]) => n > 0);
    console.log(`${spec.id}: press ${run.instructions.sync}; ` + busy.map(([i, n]) => `f${i} ${n}`).join(", "));
  }
  return 0;
}
