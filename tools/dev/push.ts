/**
 * `npm run push [-- OPTIONS]`: build, then send every scripted object's Lua and XML UI of the
 * built save to a running TTS ("Save & Play", editor-api.ts) and show what the game answers, each
 * error traced back to the TypeScript line through the source map. Options: docs/tools.md.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { buildForTts, ToolError, type Log } from "./build";
import {
  EDITOR_PORT,
  LOOPBACK,
  SendError,
  TTS_PORT,
  listenForTts,
  sendToTts,
  type EditorListener,
  type FromTts,
  type SaveAndPlay,
  type ScriptState,
} from "./editor-api";
import { LuaSourceMap, type TsLocation } from "./lua-map";
import { readArgs } from "../args";

/**
 * Sent as Global's script when the save has none. Save & Play replaces every listed script, and
 * an empty Global script has been reported to lock a save (tts-vscode's "Global Script Lock"
 * note), so Global gets this comment instead of "".
 */
export const EMPTY_GLOBAL = "-- Global: this mod has no Global script (pushed by npm run push).\n";

export interface PushOptions {
  root: string;
  build: boolean;
  rebuild: boolean;
  save: string;
  scripts: string;
  ttsPort: number;
  editorPort: number;
  /** At most this long waiting for the game's answers. */
  listenSeconds: number;
  /** After the game's reload message, stop once nothing came for this long. */
  quietMs: number;
  out: Log;
  err: Log;
  /** Called once the editor port listens (tests: where a fake TTS should answer). */
  onListening?: (port: number) => void;
  /** The game's messages from a listener the caller holds (watch), or "none" when nobody can listen; else push listens itself. */
  answers?: AnswerSource | "none";
  /** Gets the printer of this push's answers (watch keeps using it for what the game says later). */
  onPrinter?: (printer: AnswerPrinter) => void;
}

export interface PushResult {
  /** 0: sent and no error came back; 1: not sent, or the game reported errors. */
  code: number;
  sent: boolean;
  reloaded: boolean;
  prints: number;
  errors: number;
}

/** One scripted object of the save, as sent. */
export interface ScriptEntry {
  guid: string;
  name: string;
  script: string;
  ui: string;
  /** Global with no script of its own: `script` is EMPTY_GLOBAL. */
  placeholder?: boolean;
}

interface SaveObject {
  GUID?: string;
  Name?: string;
  Nickname?: string;
  LuaScript?: string;
  XmlUI?: string;
  ContainedObjects?: SaveObject[];
}

interface SaveFile {
  LuaScript?: string;
  XmlUI?: string;
  ObjectStates?: SaveObject[];
}

/** Global first, then every object with a Lua script or an XML UI, depth first into containers. */
export function scriptEntries(save: SaveFile): ScriptEntry[] {
  const globalScript = save.LuaScript ?? "";
  const out: ScriptEntry[] = [
    {
      guid: "-1",
      name: "Global",
      script: globalScript === "" ? EMPTY_GLOBAL : globalScript,
      ui: save.XmlUI ?? "",
      placeholder: globalScript === "" || undefined,
    },
  ];
  const visit = (objects: SaveObject[] | undefined) => {
    for (const o of objects ?? []) {
      const script = o.LuaScript ?? "";
      const ui = o.XmlUI ?? "";
      if ((script !== "" || ui !== "") && o.GUID) out.push({ guid: o.GUID, name: o.Nickname || o.Name || "", script, ui });
      visit(o.ContainedObjects);
    }
  };
  visit(save.ObjectStates);
  return out;
}

/** The Save & Play message for those entries. */
export function saveAndPlay(entries: ScriptEntry[]): SaveAndPlay {
  return { messageID: 1, scriptStates: entries.map((e): ScriptState => ({ guid: e.guid, script: e.script, ui: e.ui })) };
}

export function size(text: string): string {
  const bytes = Buffer.byteLength(text, "utf8");
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function show(file: string, root: string): string {
  const rel = relative(root, file);
  return rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}

/** TTS's BBCode colours (`[ff0000]…[-]`) and tags (`[b]`, `[/i]`) out of a console line. */
export function plain(text: string): string {
  return text.replace(/\[(?:[0-9a-fA-F]{6}|-|\/?[bisu]|\/?sup|\/?sub)\]/g, "");
}

/** Each `:(line,col)`, `:(line,col-col)` or `:(line,col-line,col)` of a TTS error text (MoonSharp: lines from 1, columns from 0). */
export function errorLocations(error: string): { line: number; column: number }[] {
  const out: { line: number; column: number }[] = [];
  for (const m of error.matchAll(/:\((\d+),(\d+)(?:-\d+(?:,\d+)?)?\)/g)) out.push({ line: Number(m[1]), column: Number(m[2]) });
  return out;
}

/** The source map of each sent script: the built .lua of the scripts folder with the same text. */
export class ScriptMaps {
  private readonly maps = new Map<string, { lua: string; map: LuaSourceMap } | null>();

  constructor(
    private readonly entries: ScriptEntry[],
    private readonly scriptsDir: string,
    private readonly root: string,
  ) {}

  forGuid(guid: string): { lua: string; map: LuaSourceMap } | undefined {
    if (!this.maps.has(guid)) this.maps.set(guid, this.find(guid) ?? null);
    return this.maps.get(guid) ?? undefined;
  }

  private find(guid: string): { lua: string; map: LuaSourceMap } | undefined {
    const entry = this.entries.find((e) => e.guid === guid);
    if (!entry || entry.script === "" || entry.placeholder || !existsSync(this.scriptsDir)) return undefined;
    for (const f of readdirSync(this.scriptsDir)) {
      if (!f.endsWith(".lua")) continue;
      const file = join(this.scriptsDir, f);
      if (readFileSync(file, "utf8") === entry.script) return { lua: show(file, this.root), map: LuaSourceMap.forFile(file, this.root) };
    }
    return undefined;
  }
}

/** `src/tts/avatar.ts:56:3 (dist/tts/avatar.lua:5030)`. */
export function describeLocation(loc: TsLocation | undefined, lua: string, line: number): string {
  const at = `${lua}:${line}`;
  if (!loc) return at;
  const where = loc.line === undefined ? loc.file : `${loc.file}:${loc.line}${loc.column !== undefined ? `:${loc.column}` : ""}`;
  return loc.exact ? `${where} (${at})` : `${where} (nearest mapped line above ${at})`;
}

/** Counts of what the game answered. */
export interface AnswerCounts {
  reloaded: boolean;
  prints: number;
  errors: number;
}

/**
 * Prints TTS's messages for the user: prints as `tts: …`, errors with each `:(line,col)` traced
 * to TypeScript through the sent scripts' source maps, and on a reload the sent objects the game
 * lacks.
 */
export class AnswerPrinter {
  readonly counts: AnswerCounts = { reloaded: false, prints: 0, errors: 0 };
  private readonly maps: ScriptMaps;

  constructor(
    private readonly entries: ScriptEntry[],
    private readonly opts: Pick<PushOptions, "root" | "save" | "scripts" | "out" | "err">,
  ) {
    this.maps = new ScriptMaps(entries, opts.scripts, opts.root);
  }

  handle(m: FromTts): void {
    const { out, err } = this.opts;
    switch (m.messageID) {
      case 0:
        out(
          `tts: asks to open a new script for ${m.scriptStates.map((s) => `${s.name ?? "?"} (${s.guid})`).join(", ")} (push edits no scripts)`,
        );
        break;
      case 1: {
        this.counts.reloaded = true;
        const guids = new Set(m.scriptStates.map((s) => s.guid));
        out(`tts: the game reloaded; ${m.scriptStates.length} object(s) with a script or UI`);
        for (const e of this.entries) {
          if (e.guid !== "-1" && !guids.has(e.guid))
            err(
              `push: ${e.name} (${e.guid}) is not in the running game: load ${show(this.opts.save, this.opts.root)} in TTS, then push again.`,
            );
        }
        break;
      }
      case 2:
        this.counts.prints++;
        out(`tts: ${plain(m.message)}`);
        break;
      case 3: {
        this.counts.errors++;
        // TTS's prefix names the script ("Error in Script (Name - guid) function <onLoad>: ").
        const name = this.entries.find((e) => e.guid === m.guid)?.name;
        const where = m.errorMessagePrefix ? plain(m.errorMessagePrefix) : `error in ${name ?? "the script"} (${m.guid}): `;
        err(`tts: ${where}${plain(m.error)}`);
        const mapped = this.maps.forGuid(m.guid);
        for (const l of errorLocations(m.error)) {
          if (mapped) err(`  at ${describeLocation(mapped.map.lookup(l.line, l.column), mapped.lua, l.line)}`);
        }
        break;
      }
      case 4:
        out(`tts: custom message ${JSON.stringify(m.customMessage)}`);
        break;
      case 5:
        out(`tts: returned ${JSON.stringify(m.returnValue)}`);
        break;
      case 6:
        out("tts: the game was saved");
        break;
      case 7:
        out(`tts: object ${m.guid} created`);
        break;
      default:
        out(`tts: message ${JSON.stringify(m)}`);
    }
  }
}

/**
 * Where TTS's messages come from when the caller keeps the editor port open (watch): `attach`
 * routes them to a handler until the returned function is called.
 */
export interface AnswerSource {
  attach(handler: (m: FromTts) => void): () => void;
}

export async function push(opts: PushOptions): Promise<PushResult> {
  const { root, out, err } = opts;
  const result: PushResult = { code: 0, sent: false, reloaded: false, prints: 0, errors: 0 };
  if (opts.build) await buildForTts({ root, force: opts.rebuild, log: out });
  if (!existsSync(opts.save))
    throw new ToolError(`${show(opts.save, root)} is missing: build it first (npm run build), or leave out --no-build.`);
  let save: SaveFile;
  try {
    save = JSON.parse(readFileSync(opts.save, "utf8")) as SaveFile;
  } catch (e) {
    throw new ToolError(`${show(opts.save, root)} is not a save: ${(e as Error).message}`);
  }
  const entries = scriptEntries(save);
  const printer = new AnswerPrinter(entries, opts);
  opts.onPrinter?.(printer);

  // Listen first: TTS answers a Save & Play as soon as it has reloaded.
  let lastMessage = 0;
  // Answers that come before the "sent" lines are printed wait for them, to keep the order.
  let printed = false;
  const early: FromTts[] = [];
  const onMessage = (m: FromTts) => {
    lastMessage = Date.now();
    if (printed) printer.handle(m);
    else early.push(m);
  };
  let stopListening: (() => Promise<void> | void) | undefined;
  if (opts.answers === "none") {
    // The caller said the port is not ours.
  } else if (opts.answers) {
    stopListening = opts.answers.attach(onMessage);
  } else {
    try {
      const listener: EditorListener = await listenForTts(onMessage, {
        port: opts.editorPort,
        onBadMessage: (t) => out(`tts: (not a message) ${t.slice(0, 120)}`),
      });
      opts.onListening?.(listener.port);
      stopListening = () => listener.close();
    } catch (e) {
      out(portProblem(e, opts.editorPort));
    }
  }

  try {
    try {
      await sendToTts(saveAndPlay(entries), { port: opts.ttsPort });
    } catch (e) {
      if (e instanceof SendError) {
        err(`push: ${e.message}`);
        result.code = 1;
        return result;
      }
      throw e;
    }
    result.sent = true;
    // What was sent: one line per script.
    out(
      `push: sent ${entries.length} script(s) of ${show(opts.save, root)} to Tabletop Simulator on ${LOOPBACK}:${opts.ttsPort} (Save & Play):`,
    );
    const nameWidth = Math.max(...entries.map((e) => e.name.length));
    for (const e of entries) {
      const lua = e.placeholder
        ? `Lua ${size(e.script)} (a comment: the save has no Global script)`
        : e.script === ""
          ? "no Lua"
          : `Lua ${size(e.script)}`;
      const ui = e.ui === "" ? "no UI" : `UI ${size(e.ui)}`;
      out(`  ${e.guid.padEnd(6)}  ${e.name.padEnd(nameWidth)}  ${lua}, ${ui}`);
    }
    printed = true;
    for (const m of early.splice(0)) printer.handle(m);
    if (stopListening) {
      out(`push: waiting up to ${opts.listenSeconds} s for the game's answer …`);
      const deadline = Date.now() + opts.listenSeconds * 1000;
      while (Date.now() < deadline) {
        if (printer.counts.reloaded && Date.now() - lastMessage >= opts.quietMs) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (!printer.counts.reloaded)
        out(
          `push: no answer from the game within ${opts.listenSeconds} s (it answers once it has reloaded; --listen SECONDS waits longer).`,
        );
    }
    Object.assign(result, printer.counts);
    if (result.errors > 0) {
      err(`push: the game reported ${result.errors} error(s).`);
      result.code = 1;
    } else {
      out(`push: done${result.reloaded ? `; ${result.prints} message(s) printed, no errors` : ""}.`);
    }
    return result;
  } finally {
    await stopListening?.();
  }
}

/** Why the editor port cannot be listened on, for the user. */
export function portProblem(e: unknown, port: number): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return `push: ${LOOPBACK}:${port} is taken (by Atom or a VS Code TTS extension?): the game's answers go there, not here.`;
  return `push: cannot listen on ${LOOPBACK}:${port} for the game's answers: ${(e as Error).message}`;
}

function envPort(name: string, fallback: number): number {
  const v = process.env[name];
  if (v === undefined || v === "") return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ToolError(`${name}=${v} is not a port number`);
  return n;
}

const USAGE =
  "usage: npm run push -- [--no-build] [--rebuild] [--save FILE] [--scripts DIR] [--listen SECONDS] [--tts-port N] [--editor-port N]";

export function parseArgs(root: string, argv: string[], out: Log = console.log, err: Log = console.error): PushOptions {
  const opts: PushOptions = {
    root,
    build: true,
    rebuild: false,
    save: join(root, "dist", "tts", "Jukas.json"),
    scripts: join(root, "dist", "tts"),
    ttsPort: envPort("JUKAS_TTS_PORT", TTS_PORT),
    editorPort: envPort("JUKAS_EDITOR_PORT", EDITOR_PORT),
    listenSeconds: 10,
    quietMs: 1500,
    out,
    err,
  };
  const v = readArgs(
    argv,
    {
      "no-build": "boolean",
      rebuild: "boolean",
      save: "string",
      scripts: "string",
      "tts-port": "string",
      "editor-port": "string",
      listen: "string",
    },
    USAGE,
    (m) => new ToolError(m),
  );
  const port = (name: string, text: string) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ToolError(`--${name} ${text} is not a port number`);
    return n;
  };
  if (v["no-build"] === true) opts.build = false;
  if (v.rebuild === true) opts.rebuild = true;
  if (typeof v.save === "string") opts.save = resolve(root, v.save);
  if (typeof v.scripts === "string") opts.scripts = resolve(root, v.scripts);
  if (typeof v["tts-port"] === "string") opts.ttsPort = port("tts-port", v["tts-port"]);
  if (typeof v["editor-port"] === "string") opts.editorPort = port("editor-port", v["editor-port"]);
  if (typeof v.listen === "string") {
    opts.listenSeconds = Number(v.listen);
    if (!(opts.listenSeconds >= 0)) throw new ToolError(`--listen ${v.listen} is not a number of seconds`);
  }
  return opts;
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  try {
    const result = await push(parseArgs(root, argv));
    return result.code;
  } catch (e) {
    console.error(`push: ${e instanceof ToolError ? e.message : (e as Error).message}`);
    if (!(e instanceof ToolError) && process.env.DEBUG) console.error((e as Error).stack);
    return 1;
  }
}
