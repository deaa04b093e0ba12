/**
 * `npm run trace -- <action> --ttpg`: the press traced on TTPG's bundled script (tools/trace/ttpg.ts),
 * the same options as TTS's (tools/trace/main.ts). tools/trace.mjs runs it with
 * `@tabletop-playground/api` pointed at ttpg-mock.
 */
import { ACTIONS } from "../bench/measure";
import { commandOf, countsFile, pathNotes, specOf, USAGE } from "./main";
import { traceTtpg } from "./ttpg";
import { firstRuns, formatWalk, HUB, onPressPath, pathLine, walkOf, type Walk } from "./walk";
import type { TraceSpec } from "./tts";

export async function traceTtpgOne(root: string, spec: TraceSpec, pathOnly = false): Promise<{ walk: Walk; path: Walk; text: string }> {
  const t = await traceTtpg(root, spec);
  const walk = walkOf(firstRuns(t.visits), countsFile);
  const path = walkOf(firstRuns(t.visits), onPressPath);
  const title = [
    `${spec.id} on TTPG: src/ttpg/avatar.ts bundled by esbuild, through its source map, on ttpg-mock laid with the bench's full table; ${t.timers} timer callbacks after the press.`,
    pathOnly
      ? "From the press to its last timer, its path: the files of src/controller and src/ttpg it runs, each function where it first runs:"
      : "From the press to its last timer, the files of src/ it runs, each function where it first runs:",
  ].join("\n");
  const notes = pathOnly
    ? [`every src file: ${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns`]
    : pathNotes(path);
  return { walk, path, text: formatWalk(title, pathOnly ? path : walk, notes) };
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  const command = commandOf(argv);
  if (command === undefined) return 2;
  const { action, v } = command;
  if (v.all === true) {
    for (const a of ACTIONS) {
      const { walk, path } = await traceTtpgOne(root, specOf(a.id, {}));
      console.log(
        `${a.id} (TTPG): ${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns; press path: ${pathLine(path, HUB)}`,
      );
    }
    return 0;
  }
  if (action === undefined) {
    console.error(USAGE);
    return 2;
  }
  try {
    console.log((await traceTtpgOne(root, specOf(action, v), v.path === true)).text);
  } catch (e) {
    console.error(`trace: ${(e as Error).message}`);
    return 1;
  }
  return 0;
}
