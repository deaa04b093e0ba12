/**
 * `npm start -- --replay FILE [--lua]`: Jukas's log replayed headless. Each entry's snapshot goes
 * through the rules core again (`--lua`: its Lua build) with what was asked; the decision must come
 * out as recorded, else the first place they part is printed. Exit code 0 same, 1 differs, 2
 * unreadable (docs/log.md, "Replaying it").
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ActionRequest } from "../../src/core/actions";
import type { Card, CardCursor, CardOutcome, CrownPick } from "../../src/core/card";
import { continueCard, resolveCard } from "../../src/core/card";
import { runAction } from "../../src/core/actions";
import type { Outcome, Snapshot } from "../../src/core/model";
import { withTableWarnings } from "../../src/controller/card-calls";
import type { LogEntry } from "../../src/controller/log";
import { loadCore, luaVm, normalise } from "../../hosts/lua-vm";
import { readArgs } from "../args";

/** The rules core to replay on: its three entry points. */
export interface Core {
  name: string;
  runAction(snap: Snapshot, request: ActionRequest): Outcome;
  resolveCard(snap: Snapshot, card: Card): CardOutcome;
  continueCard(snap: Snapshot, card: Card, cursor: CardCursor, pick: CrownPick): CardOutcome;
}

export const TS_CORE: Core = { name: "TypeScript", runAction, resolveCard, continueCard };

/** The core's Lua build, as TTS runs it (on fengari, or MoonSharp under LUA_VM=moonsharp). */
export function luaCore(path: string): Core {
  const lua = loadCore(path);
  return {
    name: `Lua (${path}, on ${luaVm()})`,
    runAction: (snap, request) => lua.call("runAction", snap, request) as Outcome,
    resolveCard: (snap, card) => lua.call("resolveCard", snap, card) as CardOutcome,
    continueCard: (snap, card, cursor, pick) => lua.call("continueCard", snap, card, cursor, pick) as CardOutcome,
  };
}

export interface Entries {
  entries: LogEntry[];
  /** Lines that start like an entry but are not JSON (1 = the file's first line). */
  unreadable: number[];
}

/**
 * The entries of a log file: a JSON list of entries, one entry (pretty-printed or not), or the
 * log as the game keeps it, whose entries are its lines that start with "{".
 */
export function entriesOf(text: string): Entries {
  const whole = parse(text.trim());
  // A TTS save file (a player's bug report): the log is the Avatar Card's memo (src/tts/tabletop.ts).
  const memo = savedLog(whole);
  if (memo !== undefined) return entriesOf(memo);
  if (Array.isArray(whole)) return { entries: whole.filter(isEntry).map(plain), unreadable: [] };
  if (isEntry(whole)) return { entries: [plain(whole)], unreadable: [] };
  const out: Entries = { entries: [], unreadable: [] };
  text.split("\n").forEach((line, i) => {
    if (!line.startsWith("{")) return;
    const entry = parse(line);
    if (isEntry(entry)) out.entries.push(plain(entry));
    else out.unreadable.push(i + 1);
  });
  return out;
}

/** The memo that holds Jukas's log in a TTS save (its objects', bags' contents included), if the text is one. */
function savedLog(save: unknown): string | undefined {
  if (typeof save !== "object" || save === null || !Array.isArray((save as { ObjectStates?: unknown }).ObjectStates)) return undefined;
  const stack = [...(save as { ObjectStates: unknown[] }).ObjectStates];
  while (stack.length > 0) {
    const o = stack.pop() as { Memo?: unknown; ContainedObjects?: unknown } | null;
    if (typeof o !== "object" || o === null) continue;
    if (typeof o.Memo === "string" && o.Memo.split("\n").some((l) => l.startsWith("{") && isEntry(parse(l)))) return o.Memo;
    if (Array.isArray(o.ContainedObjects)) stack.push(...(o.ContainedObjects as unknown[]));
  }
  return undefined;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEntry(x: unknown): x is LogEntry {
  return typeof x === "object" && x !== null && typeof (x as LogEntry).log === "number" && typeof (x as LogEntry).action === "string";
}

/** As the controller held it: TTS's JSON writes an empty Lua table as [] or {}, and JS must not take a list for a map. */
function plain(entry: LogEntry): LogEntry {
  return normalise(entry) as LogEntry;
}

/** What a decision is compared by: the parts an entry records, named as the entry names them. */
export interface Decision {
  ok: boolean;
  error?: string;
  headline?: string;
  effects?: unknown;
  target?: unknown;
  choice?: unknown;
  warnings?: unknown;
  ranking?: unknown;
}

/** The entry's snapshot through the core, asked as the controller asked it; undefined when the entry has nothing to replay. */
export function replayed(entry: LogEntry, core: Core): Decision | undefined {
  const snap = entry.snapshot;
  if (snap === undefined) return undefined;
  // I13: a core Avatar Event card drawn for the players: the core decided nothing.
  if (entry.action === "resolveCard" && entry.card === undefined) return undefined;
  let out: Outcome | CardOutcome;
  if (entry.action === "resolveCard" && entry.card !== undefined) {
    out = withTableWarnings(core.resolveCard(snap, entry.card), snap.warnings);
  } else if (entry.action === "choose" && entry.card !== undefined && entry.cursor !== undefined) {
    const params = entry.params ?? {};
    const pick = { player: params.player, pick: params.pick } as CrownPick;
    out = withTableWarnings(core.continueCard(snap, entry.card, entry.cursor, pick), snap.warnings);
  } else {
    out = core.runAction(snap, { action: entry.action, params: entry.params, pending: entry.pending });
  }
  const headline = out.effects.find((e) => e.kind === "announce" && e.headline === true);
  return {
    ok: out.ok,
    error: out.error,
    headline: headline?.kind === "announce" ? headline.text : undefined,
    effects: out.effects,
    target: out.target,
    choice: out.pending,
    warnings: out.warnings,
    ranking: out.ranking,
  };
}

/** What the entry recorded, in the same parts (an entry is of an action carried out). */
export function recorded(entry: LogEntry): Decision {
  return {
    ok: true,
    headline: entry.headline,
    effects: entry.effects,
    target: entry.target,
    choice: entry.choice,
    warnings: entry.warnings,
    ranking: entry.ranking,
  };
}

/** The first place two values part ("effects[2].room: recorded "Crypt", replayed "Forge""), or undefined when they are the same. */
export function firstDifference(a: unknown, b: unknown, path = ""): string | undefined {
  const x = normalise(a);
  const y = normalise(b);
  if (JSON.stringify(x) === JSON.stringify(y)) return undefined;
  if (Array.isArray(x) && Array.isArray(y)) {
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const d = firstDifference(x[i], y[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
  } else if (isMap(x) && isMap(y)) {
    const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
    for (const k of keys) {
      const d = firstDifference(x[k], y[k], path === "" ? k : `${path}.${k}`);
      if (d !== undefined) return d;
    }
  }
  return `${path}: recorded ${shown(x)}, replayed ${shown(y)}`;
}

function isMap(x: unknown): x is { [k: string]: unknown } {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function shown(x: unknown): string {
  const s = x === undefined ? "nothing" : JSON.stringify(x);
  return s.length > 200 ? s.slice(0, 200) + "…" : s;
}

export interface Verdict {
  entry: LogEntry;
  /** "same", "differs", or "nothing" (an entry with no snapshot: an undo, a trimmed entry). */
  kind: "same" | "differs" | "nothing";
  line: string;
}

/** One entry replayed, with the line that says how it went. */
export function verdict(entry: LogEntry, core: Core): Verdict {
  const who = entry.by === undefined ? "a script" : entry.by;
  const head = `#${entry.n} ${entry.action}${entry.params === undefined ? "" : " " + JSON.stringify(entry.params)} by ${who} at ${entry.at}`;
  const again = replayed(entry, core);
  if (again === undefined) {
    const why =
      entry.trimmed === true ? "trimmed (over the log's cap), no snapshot" : `no decision (${entry.undone ?? "nothing"} put back)`;
    return { entry, kind: "nothing", line: `${head}: nothing to replay: ${why}` };
  }
  const difference = firstDifference(recorded(entry), again);
  if (difference === undefined) return { entry, kind: "same", line: `${head}: the same decision: ${again.headline ?? "(no headline)"}` };
  return { entry, kind: "differs", line: `${head}: DIFFERS at ${difference}` };
}

export interface ReplayOptions {
  file: string;
  lua: boolean;
  root: string;
  log: (line: string) => void;
}

/** Replays every entry of the file; the exit code (module comment). */
export function replay(o: ReplayOptions): number {
  if (!existsSync(o.file)) {
    o.log(`replay: ${o.file} does not exist`);
    return 2;
  }
  const { entries, unreadable } = entriesOf(readFileSync(o.file, "utf8"));
  for (const line of unreadable) o.log(`replay: line ${line} starts like an entry but is not one (not JSON); left out`);
  if (entries.length === 0) {
    o.log(`replay: ${o.file} holds no entry of Jukas's log (a line of JSON with "log" and "action")`);
    return 2;
  }
  let core = TS_CORE;
  if (o.lua) {
    const path = join(o.root, "dist", "lua", "core.lua");
    if (!existsSync(path)) {
      o.log("replay: dist/lua/core.lua is missing: build it (npm run build)");
      return 2;
    }
    core = luaCore(path);
  }
  o.log(`replay: ${entries.length} ${entries.length === 1 ? "entry" : "entries"} of ${o.file}, on the rules core in ${core.name}`);
  const verdicts = entries.map((e) => verdict(e, core));
  for (const v of verdicts) o.log(v.line);
  const count = (kind: Verdict["kind"]) => verdicts.filter((v) => v.kind === kind).length;
  o.log(`replay: ${count("same")} the same, ${count("differs")} differ, ${count("nothing")} with nothing to replay`);
  return count("differs") > 0 ? 1 : 0;
}

const USAGE = "usage: npm start -- --replay FILE [--lua]";

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  try {
    const v = readArgs(argv, { replay: "string", lua: "boolean" }, USAGE, (m) => new Error(m));
    if (typeof v.replay !== "string") throw new Error(`--replay needs a file (${USAGE})`);
    // npm runs scripts in the checkout; a path the user typed is from where they typed it (INIT_CWD).
    const from = process.env.INIT_CWD ?? process.cwd();
    return replay({ file: resolve(from, v.replay), lua: v.lua === true, root, log: console.log });
  } catch (e) {
    console.error(`replay: ${(e as Error).message}`);
    return 2;
  }
}
