import { runTs } from "../run-ts.mjs";
process.exitCode = await runTs("tools/dev/prof.ts", process.argv.slice(2));
