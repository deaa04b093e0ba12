/**
 * From a line of a built Lua bundle back to the TypeScript it came from.
 *
 * TSTL writes `avatar.lua.map` beside a bundle when its project has `sourceMap: true`: a
 * version 3 source map whose sources are the `src/…` files. A Lua line that carries no mapping
 * (an `end`, a line TSTL made up) takes the nearest mapped line above it in the same module, and
 * says so; a line outside every module (TSTL's lualib, the bundle's `require`) is named by the
 * bundle's own module boundaries, `["src.core.model"] = function(...)`.
 *
 * The build minifies the Avatar Card's script (tools/lua/minify.ts): TSTL's text stays as
 * `avatar.full.lua` (what TSTL's map describes), and `avatar.lua.min.map` leads each place of the
 * minified `avatar.lua` (line and column: its lines are joined) to its place in that text first.
 */
import { createHash } from "node:crypto";
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
  /** For a minified script: the place's line in its readable twin (`dist/tts/avatar.full.lua`). */
  readable?: { file: string; line: number };
}

/** The minifier's map (tools/lua/minify-build.ts): version 3, from the minified script to its readable twin, both named by SHA-1. */
export interface MinifiedMap {
  mappings: string;
  x_minified?: string;
  x_readable?: string;
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
  private readonly minified: Segment[][] | undefined;

  /**
   * `lua` is the bundle's text as TSTL wrote it, `map` its map's JSON; `mapFile` (where the map
   * lies) and `root` (the repository) turn the map's sources into repository paths. `minified`:
   * the script really sent is the minified one, and this map leads its places to `lua`'s, which
   * is at `readableFile` (repository path).
   */
  constructor(
    lua: string,
    map: RawMap | undefined,
    mapFile: string,
    root: string,
    minified?: MinifiedMap,
    private readonly readableFile?: string,
  ) {
    this.lines = map ? decodeMappings(map.mappings) : [];
    this.sources = map ? map.sources.map((s) => repoPath(s, map.sourceRoot, mapFile, root)) : [];
    this.modules = moduleBoundaries(lua);
    this.lastLine = lua.split("\n").length;
    this.minified = minified ? decodeMappings(minified.mappings) : undefined;
  }

  /**
   * The map beside a Lua file (`FILE.map`), if there is one; the bundle's modules serve without
   * it. A minified `X.lua` is read through `X.lua.min.map` and its readable twin `X.full.lua`,
   * when the minifier's map names both texts as they are.
   */
  static forFile(luaFile: string, root: string): LuaSourceMap {
    const text = readFileSync(luaFile, "utf8");
    const twin = luaFile.replace(/\.lua$/, ".full.lua");
    const mapFile = luaFile + ".map";
    const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, "utf8")) as RawMap) : undefined;
    const minFile = luaFile + ".min.map";
    if (existsSync(minFile) && existsSync(twin)) {
      const min = JSON.parse(readFileSync(minFile, "utf8")) as MinifiedMap;
      const readable = readFileSync(twin, "utf8");
      if (min.x_minified === sha1(text) && min.x_readable === sha1(readable)) {
        const rel = relative(root, resolve(twin));
        return new LuaSourceMap(readable, map, mapFile, root, min, rel.startsWith("..") || isAbsolute(rel) ? twin : rel);
      }
    }
    // A script minified line for line (or not at all): its twin, if any, has the same lines.
    const twinText = existsSync(twin) ? readFileSync(twin, "utf8") : undefined;
    const sameLines = twinText !== undefined && twinText.split("\n").length === text.split("\n").length;
    return new LuaSourceMap(sameLines ? twinText : text, map, mapFile, root);
  }

  get hasMap(): boolean {
    return this.lines.length > 0;
  }

  /** The module that holds a Lua line (1-based) of the readable text, if any. */
  moduleAt(line: number): string | undefined {
    let found: string | undefined;
    for (const b of this.modules) {
      if (b.line > line) break;
      found = b.module;
    }
    return found;
  }

  /** A place of the minified script (line 1-based, column 0-based) in the readable text, or undefined. */
  readablePlace(line: number, column?: number): { line: number; column: number } | undefined {
    const segments = this.minified?.[line - 1] ?? [];
    if (segments.length === 0) return undefined;
    let seg = segments[0];
    if (column !== undefined) for (const s of segments) if (s.genColumn <= column) seg = s;
    return { line: seg.line + 1, column: seg.column };
  }

  /** Where a line (1-based) of the readable text went in the minified script: its first token's place there (or the next line's, for a line with none). */
  scriptPlace(readableLine: number): { line: number; column: number } | undefined {
    if (this.minified === undefined) return { line: readableLine, column: 0 };
    let best: { line: number; column: number; from: number } | undefined;
    this.minified.forEach((segments, i) => {
      for (const s of segments) {
        const from = s.line + 1;
        if (from >= readableLine && (best === undefined || from < best.from)) best = { line: i + 1, column: s.genColumn, from };
      }
    });
    return best && { line: best.line, column: best.column };
  }

  /** The TypeScript place of a Lua line (1-based) and column (0-based, optional) of the script. */
  lookup(line: number, column?: number): TsLocation | undefined {
    if (this.minified !== undefined) {
      const place = this.readablePlace(line, column);
      if (place === undefined) return undefined;
      const loc = this.lookupReadable(place.line, place.column);
      return loc && { ...loc, readable: { file: this.readableFile ?? "?", line: place.line } };
    }
    return this.lookupReadable(line, column);
  }

  private lookupReadable(line: number, column?: number): TsLocation | undefined {
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

function sha1(text: string): string {
  return createHash("sha1").update(text, "utf8").digest("hex");
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
