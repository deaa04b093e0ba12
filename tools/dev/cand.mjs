import { runTs } from "../run-ts.mjs";
process.exitCode = await runTs("tools/dev/cand.ts", process.argv.slice(2));
