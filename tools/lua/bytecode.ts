/**
 * A chunk's bytecode, stripped of debug information (local names, line numbers, the chunk's
 * name): what the Lua VM runs. Two sources with the same stripped bytecode behave the same.
 * Compiled by fengari (Lua 5.3); TSTL's Lua 5.2 output compiles the same way there.
 *
 * Written as `lua_dump` writes it with `strip`, less the lines where each function starts and
 * ends (`linedefined`, which the dump keeps even stripped): line numbers are debug information,
 * and a minified chunk has other lines than its input.
 */
import { createRequire } from "node:module";

interface TValue {
  ttype(): number;
  value: unknown;
}
interface TString {
  getstr(): Uint8Array;
}
interface Proto {
  numparams: number;
  is_vararg: boolean;
  maxstacksize: number;
  code: { code: number }[];
  k: TValue[];
  upvalues: { instack: boolean; idx: number }[];
  p: Proto[];
}

interface Fengari {
  lua: {
    LUA_OK: number;
    lua_tojsstring(L: unknown, idx: number): string;
  };
  lauxlib: {
    luaL_newstate(): unknown;
    luaL_loadbuffer(L: unknown, buff: Uint8Array, sz: number | null, name: Uint8Array): number;
  };
  to_luastring(s: string): Uint8Array;
}

// fengari is CommonJS without types (hosts/fake-tts/fengari.ts types the rest of it).
const nodeRequire = createRequire(import.meta.url);
const fengari = nodeRequire("fengari") as Fengari;
// Constant tags, as ldump.js writes them.
const { LUA_TNIL, LUA_TBOOLEAN, LUA_TNUMFLT, LUA_TNUMINT, LUA_TSHRSTR, LUA_TLNGSTR } = nodeRequire("fengari/src/defs.js")
  .constant_types as Record<string, number>;

/** The compiled main function of a chunk. */
function compile(source: string): Proto {
  const { lua, lauxlib, to_luastring } = fengari;
  const L = lauxlib.luaL_newstate() as { stack: { value: { p: Proto } }[]; top: number };
  if (lauxlib.luaL_loadbuffer(L, to_luastring(source), null, to_luastring("=chunk")) !== lua.LUA_OK) {
    throw new Error("does not compile: " + lua.lua_tojsstring(L, -1));
  }
  return L.stack[L.top - 1].value.p;
}

class Writer {
  private parts: number[] = [];
  byte(b: number): void {
    this.parts.push(b & 255);
  }
  int(x: number): void {
    for (let i = 0; i < 4; i++) this.byte(x >> (8 * i));
  }
  number(x: number): void {
    const b = new Uint8Array(new Float64Array([x]).buffer);
    for (const v of b) this.byte(v);
  }
  bytes(b: Uint8Array): void {
    this.int(b.length);
    for (const v of b) this.byte(v);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

function dumpFunction(f: Proto, w: Writer): void {
  w.byte(f.numparams);
  w.byte(f.is_vararg ? 1 : 0);
  w.byte(f.maxstacksize);
  w.int(f.code.length);
  for (const i of f.code) w.int(i.code);
  w.int(f.k.length);
  for (const k of f.k) {
    const t = k.ttype();
    w.byte(t);
    if (t === LUA_TNIL) continue;
    else if (t === LUA_TBOOLEAN) w.byte(k.value ? 1 : 0);
    else if (t === LUA_TNUMFLT) w.number(k.value as number);
    else if (t === LUA_TNUMINT) w.int(k.value as number);
    else if (t === LUA_TSHRSTR || t === LUA_TLNGSTR) w.bytes((k.value as TString).getstr());
    else throw new Error(`bytecode: constant of type ${t}`);
  }
  w.int(f.upvalues.length);
  for (const u of f.upvalues) {
    w.byte(u.instack ? 1 : 0);
    w.byte(u.idx);
  }
  w.int(f.p.length);
  for (const p of f.p) dumpFunction(p, w);
}

export function strippedBytecode(source: string): Uint8Array {
  const w = new Writer();
  dumpFunction(compile(source), w);
  return w.done();
}

export function sameBytecode(a: string, b: string): boolean {
  return Buffer.from(strippedBytecode(a)).equals(Buffer.from(strippedBytecode(b)));
}
