/**
 * An in-process Lua VM (fengari, Lua 5.3) that loads a built bundle and calls into it with plain
 * data, so the TypeScript and its Lua build can be run on the same cases.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadCoreMoonSharp } from "./moonsharp/vm";
import { tableFromPairs } from "./moonsharp/wire";
// fengari ships no types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fengari: any = createRequire(import.meta.url)("fengari");
const { lua, lauxlib, lualib, to_luastring, to_jsstring } = fengari;

export type LuaState = unknown;

export function newState(): LuaState {
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);
  return L;
}

function check(L: LuaState, status: number, what: string): void {
  if (status !== lua.LUA_OK) {
    const msg = lua.lua_tojsstring(L, -1);
    lua.lua_pop(L, 1);
    throw new Error(`${what}: ${msg}`);
  }
}

/** Runs a chunk and returns a registry reference to its first result. */
export function loadChunk(L: LuaState, source: string, name: string): number {
  check(L, lauxlib.luaL_loadbuffer(L, to_luastring(source), null, to_luastring("@" + name)), "load " + name);
  check(L, lua.lua_pcall(L, 0, 1, 0), "run " + name);
  return lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX);
}

export function push(L: LuaState, value: unknown): void {
  if (value === undefined || value === null) lua.lua_pushnil(L);
  else if (typeof value === "boolean") lua.lua_pushboolean(L, value);
  else if (typeof value === "number") {
    // fengari's integers are 32-bit (luaconf.js): a larger whole number goes in as a float.
    if (Number.isInteger(value) && value >= -2147483648 && value <= 2147483647) lua.lua_pushinteger(L, value);
    else lua.lua_pushnumber(L, value);
  } else if (typeof value === "string") lua.lua_pushstring(L, to_luastring(value));
  else if (Array.isArray(value)) {
    lua.lua_createtable(L, value.length, 0);
    value.forEach((v, i) => {
      push(L, v);
      lua.lua_rawseti(L, -2, i + 1);
    });
  } else if (typeof value === "object") {
    lua.lua_createtable(L, 0, 0);
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue;
      push(L, v);
      lua.lua_setfield(L, -2, to_luastring(k));
    }
  } else throw new Error("cannot pass a " + typeof value + " to Lua");
}

/** Reads the value at `index`; a table whose keys are exactly 1..n is an array (empty: []). */
export function read(L: LuaState, index: number): unknown {
  const abs = lua.lua_absindex(L, index);
  switch (lua.lua_type(L, abs)) {
    case lua.LUA_TNIL:
      return undefined;
    case lua.LUA_TBOOLEAN:
      return lua.lua_toboolean(L, abs);
    case lua.LUA_TNUMBER:
      return lua.lua_tonumber(L, abs);
    case lua.LUA_TSTRING:
      return lua.lua_tojsstring(L, abs);
    case lua.LUA_TTABLE: {
      const entries: [unknown, unknown][] = [];
      lua.lua_pushnil(L);
      while (lua.lua_next(L, abs) !== 0) {
        const key = lua.lua_type(L, -2) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -2) : lua.lua_tonumber(L, -2);
        entries.push([key, read(L, -1)]);
        lua.lua_pop(L, 1);
      }
      return tableFromPairs(entries);
    }
    case lua.LUA_TFUNCTION:
      return "<function>";
    default:
      return "<" + to_jsstring(lua.lua_typename(L, lua.lua_type(L, abs))) + ">";
  }
}

/** Calls `module[fn](...args)` (no self: the bundles use noImplicitSelf) and returns its result. */
export function callModule(L: LuaState, moduleRef: number, fn: string, ...args: unknown[]): unknown {
  lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, moduleRef);
  lua.lua_getfield(L, -1, to_luastring(fn));
  lua.lua_remove(L, -2);
  for (const a of args) push(L, a);
  check(L, lua.lua_pcall(L, args.length, 1, 0), "call " + fn);
  const out = read(L, -1);
  lua.lua_pop(L, 1);
  return out;
}

/** Which Lua VM the Lua tests run on: `LUA_VM=moonsharp` (TTS's) or fengari (the default). */
export function luaVm(): "moonsharp" | "fengari" {
  return process.env.LUA_VM === "moonsharp" ? "moonsharp" : "fengari";
}

/** The core's Lua bundle, loaded once per test file (a load costs: docs/performance.md), in the VM `luaVm()` names. */
export function loadCore(path = "dist/lua/core.lua"): { call: (fn: string, ...args: unknown[]) => unknown } {
  if (luaVm() === "moonsharp") return loadCoreMoonSharp(path);
  const L = newState();
  const ref = loadChunk(L, readFileSync(path, "utf8"), "core.lua");
  return { call: (fn, ...args) => callModule(L, ref, fn, ...args) };
}

/**
 * Makes a TS value and a Lua round trip comparable: drops undefined fields, and reads an empty
 * object as an empty list (Lua cannot tell them apart).
 */
export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return [];
    return Object.fromEntries(entries.map(([k, v]) => [k, normalise(v)]));
  }
  return value;
}
