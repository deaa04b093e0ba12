import { join } from "node:path";
import { runBench } from "../../tools/bench/bench";
import { ROOT, runBuild } from "../build/helpers";
it("bench", () => {
  const save = runBuild([]);
  const r = runBench({ root: ROOT, runs: 1, scales: [], profile: false, saveFile: join(save.out, "Jukas.json") });
  for (const a of r.actions) console.log("BENCH", a.id, a.instructions.sync, a.warm.sync, (a as any).calls?.syncTotal);
  console.log("BENCH read", r.read.instructions, r.read.warm, r.read.load);
});
