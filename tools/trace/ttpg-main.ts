/**
 * `npm run trace -- <action> --ttpg`: the press traced on TTPG's bundled script (tools/trace/ttpg.ts),
 * the same options as TTS's (tools/trace/main.ts). tools/trace.mjs runs it with
 * `@tabletop-playground/api` pointed at ttpg-mock.
 */
import { ACTIONS } from "../bench/measure";
import { commandOf, countsFile, specOf, USAGE } from "./main";
import { traceTtpg } from "./ttpg";
import { firstRuns, formatWalk, walkOf, type Walk } from "./walk";
import type { TraceSpec } from "./tts";

export async function traceTtpgOne(root: string, spec: TraceSpec): Promise<{ walk: Walk; text: string }> {
  const t = await traceTtpg(root, spec);
  const walk = walkOf(firstRuns(t.visits), countsFile);
  const title = [
    `${spec.id} on TTPG: src/ttpg/avatar.ts bundled by esbuild, through its source map, on ttpg-mock laid with the bench's full table; ${t.timers} timer callbacks after the press.`,
    "From the press to its last timer, the files of src/ it runs, each function where it first runs:",
  ].join("\n");
  return { walk, text: formatWalk(title, walk) };
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  const command = commandOf(argv);
  if (command === undefined) return 2;
  const { action, v } = command;
  if (v.all === true) {
    for (const a of ACTIONS) {
      const { walk } = await traceTtpgOne(root, specOf(a.id, {}));
      console.log(`${a.id} (TTPG): ${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns`);
    }
    return 0;
  }
  if (action === undefined) {
    console.error(USAGE);
    return 2;
  }
  try {
    console.log((await traceTtpgOne(root, specOf(action, v))).text);
  } catch (e) {
    console.error(`trace: ${(e as Error).message}`);
    return 1;
  }
  return 0;
}
