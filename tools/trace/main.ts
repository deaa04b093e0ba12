/**
 * `npm run trace -- <action> [--priority N] [--color C] [--call] [--again] [--every] [--ttpg] [--all] [--no-build]`:
 * the functions one press runs, file by file (tools/trace/walk.ts), on the bench's full table.
 * The action is a bench action's id (`teleport`, `target2`, `spellPickup`: tools/bench/measure.ts)
 * or a script API name; `--priority` picks its priority (1 where the action takes one), `--color`
 * the caller, `--call` makes it a script call (`avatar.call`) instead of a player's click. Only
 * files under src/ count; TSTL's runtime library and the hosts' code pass through unseen.
 */
import { readArgs, type Values } from "../args";
import { ACTIONS } from "../bench/measure";
import { firstRuns, formatWalk, HUB, onPressPath, pathLine, strayReturns, walkOf, type Walk } from "./walk";
import { traceTts, type TraceSpec } from "./tts";

export const USAGE =
  "usage: npm run trace -- <action> [--priority N] [--color White] [--call] [--again] [--every] [--path] [--ttpg] [--all] [--no-build] (action: " +
  [...new Set(ACTIONS.map((a) => a.action))].join(", ") +
  ", or a bench id)";

/** The command line's options (the action is the one word without `--`). */
export const OPTIONS = {
  priority: "string",
  color: "string",
  call: "boolean",
  again: "boolean",
  every: "boolean",
  path: "boolean",
  ttpg: "boolean",
  all: "boolean",
  "no-build": "boolean",
} as const;

/** Only the mod's own files count: a file of src/ (the map's own names; none is listed here). */
export const countsFile = (file: string): boolean => file.startsWith("src/");

/** The press `action` names, as the bench makes it; a script call where no bench action matches. */
export function specOf(action: string, v: Values): TraceSpec {
  const asked = v.priority === undefined ? undefined : Number(v.priority);
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 1)) throw new Error(`--priority needs a whole number from 1 (${USAGE})`);
  const named = ACTIONS.filter((a) => a.action === action);
  const priority = asked ?? (named.some((a) => a.params?.priority !== undefined) ? 1 : undefined);
  const byId = asked === undefined ? ACTIONS.find((a) => a.id === action) : undefined;
  const found = byId ?? named.find((a) => a.params?.priority === priority);
  const caller = typeof v.color === "string" ? v.color : (found?.caller ?? "White");
  // A player's Setup on a game under way asks to be pressed again (src/controller/calls.ts): the second press sets up.
  const again = v.again === true || (found?.action === "setup" && v.call !== true);
  if (found !== undefined && v.call !== true) return { ...found, caller, again };
  // No control makes this press on the bench's table: the script API does (`avatar.call`).
  const params = found?.params ?? (priority === undefined ? undefined : { priority });
  return { id: found?.id ?? action, action: found?.action ?? action, params, caller, scriptCall: true, again: v.again === true };
}

function describe(spec: TraceSpec): string {
  const how = spec.scriptCall
    ? `script call avatar.call("${spec.action}", ${JSON.stringify(spec.params ?? {})})`
    : spec.button !== undefined
      ? `${spec.caller} clicks "${spec.button}"`
      : `${spec.caller} picks "${spec.menu!.item}" on ${spec.menu!.model}'s model`;
  return `${spec.id}: ${how}${spec.again === true ? ", a second time (the first press untraced)" : ""}`;
}

export interface TraceResult {
  spec: TraceSpec;
  /** Each function once, where it first runs, from the press to its log entry. */
  walk: Walk;
  /** Every change of function from the press to its log entry (a loop over a helper in another file is a return per call). */
  every: Walk;
  /** The press's path: `walk` on the controller's and the adapter's files alone (walk.ts `onPressPath`). */
  path: Walk;
  /** Whether the press wrote its log entry (else the walk runs to the last frame the script ran). */
  logged: boolean;
  text: string;
}

/** What a trace lists: each function where it first runs, every call and return, or the press's path alone. */
export type Listing = "first" | "every" | "path";

/** The figures of a press's path, and the returns that did not come back to the hub. */
export function pathNotes(path: Walk): string[] {
  const stray = strayReturns(path, HUB);
  const notes = [`press path (src/controller and the adapter; the rules, the reader and the words pass through): ${pathLine(path, HUB)}`];
  if (stray.length > 0) notes.push(`press path, returns elsewhere: ${stray.map(([f, n]) => `${f} ${n}`).join(", ")}`);
  return notes;
}

/**
 * One press traced on TTS's Lua; `root` the repository whose dist/ holds the built script and
 * save; `listing`: what the listing shows (each function's first run, every call and return, or
 * the press's path).
 */
export function traceOne(root: string, spec: TraceSpec, listing: Listing = "first"): TraceResult {
  const everyCall = listing === "every";
  const t = traceTts(root, spec);
  const pressed = t.visits.slice(0, t.toLog);
  const walk = walkOf(firstRuns(pressed), countsFile);
  const every = walkOf(pressed, countsFile);
  const path = walkOf(firstRuns(pressed), onPressPath);
  const after = walkOf(firstRuns(t.visits), countsFile);
  const end = t.logged ? "to its log entry (the Notebook written)" : "to the last frame it ran (it wrote no log entry)";
  const title = [
    `${describe(spec)}`,
    `TTS: ${t.script} through its source map, on the bench's full table; ${t.frames} frames after the press's, ${t.instructions} Lua instructions.`,
    listing === "path"
      ? `From the press ${end}, its path: the files of src/controller and src/tts it runs, each function where it first runs:`
      : `From the press ${end}, the files of src/ it runs, ${everyCall ? "every call and return" : "each function where it first runs"}:`,
  ].join("\n");
  const notes = [
    everyCall
      ? `each function where it first runs: ${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns`
      : `every call and return: ${every.files.length} files, ${every.stays.length} stays, ${every.returns} returns`,
  ];
  if (listing === "path")
    notes.unshift(
      `each function where it first runs, every src file: ${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns`,
    );
  else for (const n of pathNotes(path)) notes.push(n);
  if (t.logged && after.stays.length > walk.stays.length)
    notes.push(
      `after the log entry, until the script idles: ${after.stays.length - walk.stays.length} more stays, ${after.files.length - walk.files.length} more files`,
    );
  const shown = listing === "path" ? path : everyCall ? every : walk;
  return { spec, walk, every, path, logged: t.logged, text: formatWalk(title, shown, notes) };
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  const command = commandOf(argv);
  if (command === undefined) return 2;
  const { action, v } = command;
  if (v.all === true) {
    for (const spec of ACTIONS) {
      const r = traceOne(root, specOf(spec.id, {}));
      const w = r.walk;
      const e = r.every;
      const end = r.logged ? "to its log entry" : "no log entry: to its last frame";
      console.log(
        `${spec.id}: ${w.files.length} files, ${w.stays.length} stays, ${w.returns} returns (every call and return: ${e.stays.length} stays, ${e.returns} returns; ${end}); press path: ${pathLine(r.path, HUB)}`,
      );
    }
    return 0;
  }
  if (action === undefined) {
    console.error(USAGE);
    return 2;
  }
  let spec: TraceSpec;
  try {
    spec = specOf(action, v);
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  try {
    console.log(traceOne(root, spec, v.path === true ? "path" : v.every === true ? "every" : "first").text);
  } catch (e) {
    // A name the script does not answer to, a save not built: said in one line.
    console.error(`trace: ${(e as Error).message}`);
    return 1;
  }
  return 0;
}

/**
 * The command line of either trace (TTS's, TTPG's): the action named (the first word that is not
 * an option nor the value of `--priority`/`--color`) and the options; undefined, the error said,
 * when the options are wrong.
 */
export function commandOf(argv: string[]): { action: string | undefined; v: Values } | undefined {
  const action = argv.find((a, i) => !a.startsWith("--") && !(i > 0 && (argv[i - 1] === "--priority" || argv[i - 1] === "--color")));
  try {
    return {
      action,
      v: readArgs(
        argv.filter((a) => a !== action),
        OPTIONS,
        USAGE,
        (m) => new Error(m),
      ),
    };
  } catch (e) {
    console.error((e as Error).message);
    return undefined;
  }
}
