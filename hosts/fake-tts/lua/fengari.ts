/**
 * A typed face for the part of fengari (Lua 5.3 in JS, shipped without types) the fake host uses.
 * Only the functions listed here are used; their signatures follow fengari's sources.
 */

/** A fengari `lua_State`; opaque to us. */
export interface LuaState {
  readonly __luaState: unique symbol;
}

/** A fengari Lua string (bytes). */
export type LuaString = Uint8Array;

/** A JS function registered as a Lua C function: reads its arguments from the stack, returns how many results it pushed. */
export type LuaCFunction = (L: LuaState) => number;

/** Userdata payload: fengari gives each full userdata its own empty JS object, which we tag. */
export interface UserdataPayload {
  fakeTts?: unknown;
}

interface LuaApi {
  LUA_OK: number;
  LUA_ERRRUN: number;
  LUA_TNONE: number;
  LUA_TNIL: number;
  LUA_TBOOLEAN: number;
  LUA_TLIGHTUSERDATA: number;
  LUA_TNUMBER: number;
  LUA_TSTRING: number;
  LUA_TTABLE: number;
  LUA_TFUNCTION: number;
  LUA_TUSERDATA: number;
  LUA_TTHREAD: number;
  LUA_REGISTRYINDEX: number;
  LUA_MULTRET: number;
  LUA_MASKCOUNT: number;
  LUA_RIDX_GLOBALS: number;
  lua_absindex(L: LuaState, idx: number): number;
  lua_atnativeerror(L: LuaState, f: LuaCFunction): LuaCFunction | null;
  lua_call(L: LuaState, nargs: number, nresults: number): void;
  lua_checkstack(L: LuaState, n: number): boolean;
  lua_concat(L: LuaState, n: number): void;
  lua_createtable(L: LuaState, narr: number, nrec: number): void;
  lua_dump(L: LuaState, writer: (L: LuaState, b: LuaString, size: number, ud: unknown) => number, data: unknown, strip: boolean): number;
  lua_error(L: LuaState): never;
  lua_getfield(L: LuaState, idx: number, k: LuaString): number;
  lua_getglobal(L: LuaState, name: LuaString): number;
  lua_getmetatable(L: LuaState, idx: number): boolean;
  lua_gettop(L: LuaState): number;
  lua_insert(L: LuaState, idx: number): void;
  lua_isinteger(L: LuaState, idx: number): boolean;
  lua_newuserdata(L: LuaState, size: number): UserdataPayload;
  lua_next(L: LuaState, idx: number): number;
  lua_pcall(L: LuaState, nargs: number, nresults: number, msgh: number): number;
  lua_pop(L: LuaState, n: number): void;
  lua_pushboolean(L: LuaState, b: boolean): void;
  lua_pushinteger(L: LuaState, n: number): void;
  lua_pushjsfunction(L: LuaState, f: LuaCFunction): void;
  lua_pushlightuserdata(L: LuaState, p: unknown): void;
  lua_pushnil(L: LuaState): void;
  lua_pushnumber(L: LuaState, n: number): void;
  lua_pushstring(L: LuaState, s: LuaString): LuaString;
  lua_pushvalue(L: LuaState, idx: number): void;
  lua_rawequal(L: LuaState, a: number, b: number): boolean;
  lua_rawget(L: LuaState, idx: number): number;
  lua_rawgeti(L: LuaState, idx: number, n: number): number;
  lua_rawlen(L: LuaState, idx: number): number;
  lua_rawset(L: LuaState, idx: number): void;
  lua_rawseti(L: LuaState, idx: number, n: number): void;
  lua_remove(L: LuaState, idx: number): void;
  lua_replace(L: LuaState, idx: number): void;
  lua_sethook(L: LuaState, f: ((L: LuaState, ar: unknown) => void) | null, mask: number, count: number): void;
  lua_setfield(L: LuaState, idx: number, k: LuaString): void;
  lua_setglobal(L: LuaState, name: LuaString): void;
  lua_setmetatable(L: LuaState, idx: number): void;
  lua_settop(L: LuaState, idx: number): void;
  lua_toboolean(L: LuaState, idx: number): boolean;
  lua_tojsstring(L: LuaState, idx: number): string;
  lua_tolstring(L: LuaState, idx: number): LuaString;
  lua_tonumber(L: LuaState, idx: number): number;
  lua_topointer(L: LuaState, idx: number): object | null;
  lua_touserdata(L: LuaState, idx: number): UserdataPayload | null;
  lua_type(L: LuaState, idx: number): number;
  lua_typename(L: LuaState, t: number): LuaString;
}

interface LauxApi {
  luaL_newstate(): LuaState;
  luaL_loadbuffer(L: LuaState, buff: LuaString, sz: number | null, name: LuaString): number;
  luaL_ref(L: LuaState, t: number): number;
  luaL_unref(L: LuaState, t: number, ref: number): void;
  luaL_traceback(L: LuaState, L1: LuaState, msg: LuaString | null, level: number): void;
  luaL_tolstring(L: LuaState, idx: number): LuaString;
  luaL_where(L: LuaState, level: number): void;
}

interface LualibApi {
  luaL_openlibs(L: LuaState): void;
}

interface Fengari {
  lua: LuaApi;
  lauxlib: LauxApi;
  lualib: LualibApi;
  to_luastring(s: string): LuaString;
  to_jsstring(s: LuaString): string;
}

// fengari is CommonJS without types: this is its one untyped entry point.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fengari = require("fengari") as Fengari;

export const lua = fengari.lua;
export const lauxlib = fengari.lauxlib;
export const lualib = fengari.lualib;

const cache = new Map<string, LuaString>();
/** A Lua string for a JS string (field names and other short strings are cached). */
export function ls(s: string): LuaString {
  if (s.length > 64) return fengari.to_luastring(s);
  let v = cache.get(s);
  if (!v) {
    v = fengari.to_luastring(s);
    cache.set(s, v);
  }
  return v;
}

export function jsString(s: LuaString): string {
  return fengari.to_jsstring(s);
}

/** fengari's integers are 32-bit: a larger whole number must be pushed as a float. */
export const MAX_LUA_INT = 2147483647;
