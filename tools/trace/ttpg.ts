/**
 * A TTPG press traced on the bundled script: the Avatar Card's script bundled by esbuild as the
 * package's (tools/ttpg/scripts.ts) with its source map, each function of the bundle given a call
 * to a recorder as its first act, and run on ttpg-mock laid with the bench's full table (the
 * pieces the TTS reader makes of it: tools/bench/native.ts), the press made on the panel as a
 * player makes it, and the script's timers run to the end. Each function is placed in its src
 * file through the bundle's source map. Calls only (no returns): the walk keeps each function
 * where it first runs, as the TTS trace's listing does; every call and return is TTS's alone.
 *
 * Runs in Node only, from tools/trace.mjs, which points `@tabletop-playground/api` at ttpg-mock
 * (as test/setup-ttpg.ts does for the tests).
 */
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import type { Button, Player } from "@tabletop-playground/api";
import { type MockButton, type MockGameObject, mockGlobalEvents, mockWorld } from "ttpg-mock";
import { layPieces, listenToChat, runScript, seatPlayers, visitor, type Said } from "../../hosts/ttpg-table";
import { holdToTtpgLimits, layTableTop } from "../../hosts/ttpg-limits";
import { buttonsIn, SPELL_ACTION_ID } from "../../src/ttpg/ui";
import { loadSave } from "../bench/bench";
import { contextOf, piecesOf } from "../bench/native";
import { benchSave, FULL, loadBenchTable } from "../bench/table";
import { decodeMappings } from "../dev/lua-map";
import { arrowName, type TraceSpec } from "./tts";
import type { Visit } from "./walk";

/** The recorder's global name in the instrumented bundle. */
const RECORD = "__jukasTraceCall";

interface Instrumented {
  code: string;
  /** By function number: where it is written. */
  functions: Visit[];
}

/** The Avatar Card's TTPG script, bundled with its source map, as tools/ttpg/scripts.ts bundles it. */
async function bundle(root: string): Promise<{ code: string; map: { sources: string[]; mappings: string } }> {
  const out = await build({
    entryPoints: [join(root, "src/ttpg/avatar.ts")],
    // Not written: the path only roots the map's sources.
    outfile: join(root, "dist/trace/avatar.js"),
    bundle: true,
    format: "cjs",
    platform: "neutral",
    target: "es2020",
    external: ["@tabletop-playground/api"],
    sourcemap: "external",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles.find((f) => f.path.endsWith(".js"))!.text;
  const map = JSON.parse(out.outputFiles.find((f) => f.path.endsWith(".map"))!.text) as { sources: string[]; mappings: string };
  return { code, map };
}

/** Each function of `code` records its number as it starts; its place and name from the source map. */
export function instrument(root: string, code: string, map: { sources: string[]; mappings: string }): Instrumented {
  const lines = decodeMappings(map.mappings);
  const sources = map.sources.map((s) => join("dist/trace", s).replace(/\\/g, "/"));
  const tsText = new Map<string, string[]>();
  const tsLine = (file: string, line: number): string | undefined => {
    if (!tsText.has(file)) {
      let text: string[] = [];
      try {
        text = readFileSync(join(root, file), "utf8").split("\n");
      } catch {
        // A source outside this checkout: named from the bundle alone.
      }
      tsText.set(file, text);
    }
    return tsText.get(file)![line - 1];
  };
  const file = ts.createSourceFile("avatar.js", code, ts.ScriptTarget.ES2020, true, ts.ScriptKind.JS);
  const edits: { at: number; text: string }[] = [];
  const functions: Visit[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const fn = node as ts.FunctionLikeDeclaration;
      const body = fn.body!;
      const n = functions.length;
      const start = file.getLineAndCharacterOfPosition(fn.getStart(file));
      const segs = lines[start.line] ?? [];
      let seg = segs[0];
      for (const s of segs) if (s.genColumn <= start.character) seg = s;
      const where = seg === undefined ? undefined : { file: sources[seg.source] ?? "?", line: seg.line + 1 };
      functions.push({
        id: `ttpg:${n}`,
        file: where?.file ?? "(bundle)",
        fn: nameOf(fn, where === undefined ? undefined : tsLine(where.file, where.line), where?.line),
      });
      if (ts.isBlock(body)) edits.push({ at: body.getStart(file) + 1, text: `${RECORD}(${n});` });
      else {
        edits.push({ at: body.getStart(file), text: `(${RECORD}(${n}), ` });
        edits.push({ at: body.getEnd(), text: ")" });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  edits.sort((a, b) => b.at - a.at);
  let text = code;
  for (const e of edits) text = text.slice(0, e.at) + e.text + text.slice(e.at);
  return { code: text, functions };
}

/** A function's name: its own (esbuild may add a digit to one it renamed), else what the TypeScript line makes of it. */
function nameOf(fn: ts.FunctionLikeDeclaration, tsLine: string | undefined, line: number | undefined): string {
  const own = fn.name !== undefined && ts.isIdentifier(fn.name) ? fn.name.text : undefined;
  const parent = fn.parent;
  const held =
    own ??
    (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)
      ? parent.name.text
      : ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)
        ? parent.name.text
        : undefined);
  if (held !== undefined) {
    const plain = held.replace(/\d+$/, "");
    return plain !== held && tsLine !== undefined && tsLine.includes(plain) ? plain : held;
  }
  return (tsLine === undefined ? "(anonymous)" : arrowName(tsLine)) + (line === undefined ? "" : ` (line ${line})`);
}

/** Timers as a queue run on demand (the driver's fake timers, test/hosts/ttpg-driver.ts, without vitest). */
function fakeTimers(): { run: (limit: number) => number; restore: () => void } {
  const g = globalThis as unknown as { setTimeout: unknown; clearTimeout: unknown };
  const saved = { setTimeout: g.setTimeout, clearTimeout: g.clearTimeout };
  let now = 0;
  let seq = 0;
  const queue: { at: number; seq: number; fn: () => void }[] = [];
  g.setTimeout = (fn: () => void, ms?: number) => {
    const t = { at: now + Math.max(0, ms ?? 0), seq: seq++, fn };
    queue.push(t);
    return t;
  };
  g.clearTimeout = (t: unknown) => {
    const i = queue.indexOf(t as (typeof queue)[number]);
    if (i >= 0) queue.splice(i, 1);
  };
  return {
    run: (limit) => {
      let ran = 0;
      while (queue.length > 0) {
        if (ran >= limit) throw new Error(`trace: TTPG timers still running after ${limit}`);
        queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
        const t = queue.shift()!;
        now = t.at;
        t.fn();
        ran++;
      }
      return ran;
    },
    restore: () => Object.assign(g, saved),
  };
}

export interface TtpgTrace {
  visits: Visit[];
  /** Timer callbacks run after the press. */
  timers: number;
}

/** Runs `spec` on ttpg-mock laid with the bench's full table; the functions the script ran, in the order they were called. */
export async function traceTtpg(root: string, spec: TraceSpec): Promise<TtpgTrace> {
  const save = benchSave(loadSave(root), FULL);
  const bench = loadBenchTable(save);
  const pieces = piecesOf(bench.tts);
  const context = contextOf(bench.tts);
  const { code, map } = await bundle(root);
  const inst = instrument(root, code, map);
  const dir = mkdtempSync(join(tmpdir(), "jukas-trace-"));
  writeFileSync(join(dir, "avatar.js"), inst.code);

  holdToTtpgLimits();
  const timers = fakeTimers();
  const visits: Visit[] = [];
  let recording = false;
  (globalThis as unknown as Record<string, unknown>)[RECORD] = (n: number) => {
    if (recording) visits.push(inst.functions[n]);
  };
  try {
    mockWorld._reset();
    layTableTop(0);
    mockGlobalEvents._reset();
    const said: Said[] = [];
    listenToChat(said);
    const objects = layPieces(pieces);
    const seats = seatPlayers(context, said);
    const avatar = pieces.find((p) => p.tags.includes("BRW:Avatar"));
    if (avatar === undefined) throw new Error("trace: the bench's table has no Avatar Card");
    runScript("avatar.js", objects.get(avatar.id)!, dir);
    timers.run(100_000);
    const player = (colour: string): Player => seats.get(colour)?.player ?? visitor(colour);
    const press = () => {
      if (spec.scriptCall) {
        const api = (globalThis as unknown as { jukas: { call: (n: string, p?: unknown, c?: string) => unknown } }).jukas;
        api.call(spec.action, spec.params);
      } else if (spec.button !== undefined) click(objects.get(avatar.id)!, spec.button, player(spec.caller));
      else if (spec.menu !== undefined) {
        const model = [...objects.values()].find((o) => o.getTags().includes("BRW:Mage") && o.getTags().includes(spec.menu!.model));
        if (model === undefined) throw new Error("trace: no " + spec.menu.model + " Mage model");
        model._customActionAsPlayer(player(spec.caller), SPELL_ACTION_ID);
      }
    };
    if (spec.again === true) {
      press();
      timers.run(100_000);
    }
    recording = true;
    press();
    const ran = timers.run(100_000);
    recording = false;
    return { visits, timers: ran };
  } finally {
    recording = false;
    timers.restore();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The button labelled so on the card, else on the screen panel (the card keeps a short set), clicked by `player`. */
function click(card: MockGameObject, label: string, player: Player): void {
  const on = (b: Button) => b.getText() === label;
  const button =
    card
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find(on) ??
    mockWorld
      .getScreenUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find(on);
  if (button === undefined) throw new Error("trace: no button " + label + " on the Avatar Card or the screen panel");
  (button as unknown as MockButton)._clickAsPlayer(player as never);
}
