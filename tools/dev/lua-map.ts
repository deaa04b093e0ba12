/**
 * From a line of a built Lua bundle back to the TypeScript it came from, through TSTL's source
 * map. A Lua line without a mapping takes the nearest mapped line above it in the same module, and
 * says so; a line outside every module is named by the bundle's module boundaries.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, normalize, relative, resolve } from "node:path";

/** Where a Lua line came from. */
export interface TsLocation {
  /** The TypeScript file, relative to the repository (e.g. `src/tts/avatar.ts`). */
  file: string;
  /** 1-based; undefined when only the module is known. */
  line?: number;
  /** 1-based. */
  column?: number;
  /** False when the Lua line had no mapping of its own and a line above it stood in. */
  exact: boolean;
  /** The bundle module holding the line (`src.tts.avatar`, `lualib_bundle`). */
  module?: string;
}

interface Segment {
  genColumn: number;
  source: number;
  line: number;
  column: number;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** One segment's Base64 VLQ fields. */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64_VALUE.get(c);
    if (digit === undefined) throw new Error(`invalid Base64 VLQ character '${c}'`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error("truncated Base64 VLQ segment");
  return out;
}

/** A v3 map's `mappings`, decoded: per generated line (index 0 = line 1), its segments that name a source. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let column = 0;
  for (const text of mappings.split(";")) {
    const segments: Segment[] = [];
    let genColumn = 0;
    for (const part of text.split(",")) {
      if (part === "") continue;
      const f = decodeVlq(part);
      genColumn += f[0];
      if (f.length >= 4) {
        source += f[1];
        line += f[2];
        column += f[3];
        segments.push({ genColumn, source, line, column });
      }
    }
    lines.push(segments);
  }
  return lines;
}

interface RawMap {
  version: number;
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** `["src.core.model"] = function(...)` lines of a TSTL bundle: module name by first line. */
export function moduleBoundaries(lua: string): { line: number; module: string }[] {
  const out: { line: number; module: string }[] = [];
  const lines = lua.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^\["([^"]+)"\] = function\(\.\.\.\)/.exec(lines[i]);
    if (m) out.push({ line: i + 1, module: m[1] });
  }
  return out;
}

/** `src.core.avatar-effect` → `src/core/avatar-effect.ts`. */
export function moduleFile(module: string): string {
  return module === "lualib_bundle" ? "lualib_bundle (TSTL's runtime library)" : module.replace(/\./g, "/") + ".ts";
}

export class LuaSourceMap {
  private readonly lines: Segment[][];
  private readonly sources: string[];
  private readonly modules: { line: number; module: string }[];
  private readonly lastLine: number;

  /**
   * `lua` is the bundle's text as TSTL wrote it, `map` its map's JSON; `mapFile` (where the map
   * lies) and `root` (the repository) turn the map's sources into repository paths.
   */
  constructor(lua: string, map: RawMap | undefined, mapFile: string, root: string) {
    this.lines = map ? decodeMappings(map.mappings) : [];
    this.sources = map ? map.sources.map((s) => repoPath(s, map.sourceRoot, mapFile, root)) : [];
    this.modules = moduleBoundaries(lua);
    this.lastLine = lua.split("\n").length;
  }

  /** The map beside a Lua file (`FILE.map`), if there is one; the bundle's modules serve without it. */
  static forFile(luaFile: string, root: string): LuaSourceMap {
    const mapFile = luaFile + ".map";
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as RawMap) : undefined;
    return new LuaSourceMap(readFileSync(luaFile, "utf8"), map, mapFile, root);
  }

  get hasMap(): boolean {
    return this.lines.length > 0;
  }

  /** The module that holds a Lua line (1-based), if any. */
  moduleAt(line: number): string | undefined {
    let found: string | undefined;
    for (const b of this.modules) {
      if (b.line > line) break;
      found = b.module;
    }
    return found;
  }

  /** The TypeScript place of a Lua line (1-based) and column (0-based, optional) of the script. */
  lookup(line: number, column?: number): TsLocation | undefined {
    if (!(line >= 1) || line > this.lastLine) return undefined;
    const module = this.moduleAt(line);
    const start = this.modules.find((b) => b.module === module)?.line ?? 1;
    for (let l = line; l >= start && l >= 1; l--) {
      const segments = this.lines[l - 1] ?? [];
      if (segments.length === 0) continue;
      let seg = segments[0];
      if (l === line && column !== undefined) {
        for (const s of segments) if (s.genColumn <= column) seg = s;
      }
      return { file: this.sources[seg.source] ?? "?", line: seg.line + 1, column: seg.column + 1, exact: l === line, module };
    }
    if (module === undefined) return undefined;
    return { file: moduleFile(module), exact: false, module };
  }
}

/**
 * A map source as a repository path. TSTL writes each bundle source relative to where that
 * module's own .lua would lie (`../../../../src/core/model.ts` from `dist/tts/avatar.lua.map`),
 * so: the path as the map says, if that file exists; else the longest tail that exists in the
 * repository; else the path as given.
 */
function repoPath(source: string, sourceRoot: string | undefined, mapFile: string, root: string): string {
  const joined = sourceRoot ? join(sourceRoot, source) : source;
  const direct = isAbsolute(joined) ? joined : resolve(dirname(mapFile), joined);
  if (existsSync(direct) && !relative(root, direct).startsWith("..")) return relative(root, direct);
  const parts = normalize(joined)
    .split(/[\\/]/)
    .filter((p) => p !== ".." && p !== "." && p !== "");
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join("/");
    if (existsSync(join(root, candidate))) return candidate;
  }
  return parts.join("/");
}
