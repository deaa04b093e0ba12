import { runTs } from "../run-ts.mjs";
process.exitCode = await runTs("tools/dev/frames.ts", process.argv.slice(2));
