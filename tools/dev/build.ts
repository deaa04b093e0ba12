/**
 * The build the TTS tools need: dist/tts/avatar.lua (with its source map) from src/ by TSTL
 * (tstl.json), then the save dist/tts/Jukas.json from mod/ and assets/ (tools/save/build.ts).
 * Each step runs only when an input is newer than its output (or `force`), and says what it does
 * and how long it took. A failure is a `ToolError`: one line naming the file.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { BuildError, CardFileError, build as buildSave, parseArgs as saveArgs, readCards } from "../save/build";

/** A failure the user can act on: one line, naming the file. */
export class ToolError extends Error {}

export type Log = (line: string) => void;

export interface BuildOptions {
  root: string;
  /** Build even when the outputs look up to date. */
  force?: boolean;
  log: Log;
}

export interface BuildResult {
  lua: "built" | "up to date";
  save: "built" | "up to date";
}

/** Newest modification time of the files under the paths (0 when none exists). */
export function newestMtime(paths: string[]): { time: number; file?: string } {
  let best = { time: 0, file: undefined as string | undefined };
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) visit(join(p, entry));
    } else if (st.mtimeMs > best.time) {
      best = { time: st.mtimeMs, file: p };
    }
  };
  for (const p of paths) visit(p);
  return best;
}

function mtime(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function kb(file: string): string {
  return `${Math.max(1, Math.round(statSync(file).size / 1024))} KB`;
}

export const LUA_OUT = join("dist", "tts", "avatar.lua");
export const SAVE_OUT = join("dist", "tts", "Jukas.json");

/** What the TTS Lua bundle depends on. */
function luaInputs(root: string): string[] {
  return ["src", "tstl.json", "package-lock.json"].map((p) => join(root, p));
}

/** What the save depends on. */
function saveInputs(root: string): string[] {
  return ["mod", "assets", "cards", join("tools", "save"), join("tools", "build-save.mjs"), LUA_OUT, "package-lock.json"].map((p) =>
    join(root, p),
  );
}

/** Why a step must run, or undefined when its output is newer than every input. */
function staleness(root: string, outputs: string[], inputs: string[]): string | undefined {
  const missing = outputs.find((o) => !existsSync(join(root, o)));
  if (missing) return `${missing} is missing`;
  const oldest = Math.min(...outputs.map((o) => mtime(join(root, o))));
  const newest = newestMtime(inputs);
  if (newest.time > oldest) return `${relative(root, newest.file!)} changed`;
  return undefined;
}

export async function buildForTts(opts: BuildOptions): Promise<BuildResult> {
  const { root, log } = opts;
  const result: BuildResult = { lua: "up to date", save: "up to date" };
  const luaWhy = opts.force ? "asked to" : staleness(root, [LUA_OUT, LUA_OUT + ".map"], luaInputs(root));
  if (luaWhy === undefined) {
    log(`build: ${LUA_OUT} is up to date`);
  } else {
    await transpile(root, luaWhy, log);
    result.lua = "built";
  }
  const saveWhy = opts.force || result.lua === "built" ? "the Lua changed" : staleness(root, [SAVE_OUT], saveInputs(root));
  if (saveWhy === undefined) {
    log(`build: ${SAVE_OUT} is up to date`);
  } else {
    const started = Date.now();
    log(`build: the save (${saveWhy}): mod/ and assets/ → ${SAVE_OUT} …`);
    try {
      const saveOpts = saveArgs(root, []);
      const cards = await readCards(saveOpts, (line) => log(`build:   ${line}`));
      buildSave(saveOpts, cards, (line) => log(`build:   ${line}`));
    } catch (e) {
      if (e instanceof BuildError || e instanceof CardFileError) throw new ToolError(`the save build failed: ${e.message}`);
      throw e;
    }
    log(`build: the save built in ${seconds(Date.now() - started)}`);
    result.save = "built";
  }
  return result;
}

/** `tstl -p tstl.json`; its diagnostics (`src/x.ts(12,5): error TS…`) become file:line lines. */
function transpile(root: string, why: string, log: Log): Promise<void> {
  const tstl = createRequire(join(root, "package.json")).resolve("typescript-to-lua/dist/tstl.js");
  const started = Date.now();
  log(`build: the Lua (${why}): src/ → ${LUA_OUT} with TSTL (tstl.json) …`);
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [tstl, "-p", "tstl.json"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString("utf8")));
    child.stderr.on("data", (d: Buffer) => (output += d.toString("utf8")));
    const ticker = process.stdout.isTTY ? setInterval(() => process.stdout.write("."), 1000) : undefined;
    child.on("error", (e) => {
      if (ticker) clearInterval(ticker);
      reject(new ToolError(`could not start TSTL (${tstl}): ${e.message}`));
    });
    child.on("close", (code) => {
      if (ticker) {
        clearInterval(ticker);
        process.stdout.write("\n");
      }
      if (code === 0) {
        log(`build: wrote ${LUA_OUT} (${kb(join(root, LUA_OUT))}) and its source map in ${seconds(Date.now() - started)}`);
        resolveBuild();
        return;
      }
      // A failed build leaves no bundle behind, so the next run builds again.
      rmSync(join(root, LUA_OUT), { force: true });
      rmSync(join(root, LUA_OUT + ".map"), { force: true });
      const diagnostics = tsDiagnostics(output);
      for (const d of diagnostics.slice(1)) log(`build: ${d}`);
      const first = diagnostics[0] ?? (output.trim().split("\n")[0] || `TSTL exited with code ${code}`);
      const more = diagnostics.length > 1 ? ` (and ${diagnostics.length - 1} more above)` : "";
      reject(new ToolError(`the Lua build failed: ${first}${more}`));
    });
  });
}

/** TypeScript's `file(line,col): error TS1234: text` lines as `file:line:col: text (TS1234)`. */
export function tsDiagnostics(output: string): string[] {
  const out: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    const m = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/.exec(line.trim());
    if (m) out.push(`${m[1]}:${m[2]}:${m[3]}: ${m[6]} (${m[5]})`);
    else if (/error/i.test(line) && line.trim() !== "") out.push(line.trim());
  }
  return out;
}
