/**
 * A chunk's bytecode, stripped of debug information (local names, line numbers, the chunk's
 * name): what the Lua VM runs. Two sources with the same stripped bytecode behave the same.
 * Compiled by fengari (Lua 5.3); TSTL's Lua 5.2 output compiles the same way there.
 */
import { createRequire } from "node:module";

interface Fengari {
  lua: {
    LUA_OK: number;
    lua_dump(L: unknown, writer: (L: unknown, b: Uint8Array, size: number) => number, data: unknown, strip: number): number;
    lua_tojsstring(L: unknown, idx: number): string;
  };
  lauxlib: {
    luaL_newstate(): unknown;
    luaL_loadbuffer(L: unknown, buff: Uint8Array, sz: number | null, name: Uint8Array): number;
  };
  to_luastring(s: string): Uint8Array;
}

// fengari is CommonJS without types (test/hosts/fake-tts/fengari.ts types the rest of it).
const nodeRequire = createRequire(import.meta.url);
const fengari = nodeRequire("fengari") as Fengari;

export function strippedBytecode(source: string): Uint8Array {
  const { lua, lauxlib, to_luastring } = fengari;
  const L = lauxlib.luaL_newstate();
  if (lauxlib.luaL_loadbuffer(L, to_luastring(source), null, to_luastring("=chunk")) !== lua.LUA_OK) {
    throw new Error("does not compile: " + lua.lua_tojsstring(L, -1));
  }
  const parts: Uint8Array[] = [];
  lua.lua_dump(
    L,
    (_L, b, size) => {
      parts.push(Uint8Array.from(b.subarray(0, size)));
      return 0;
    },
    null,
    1,
  );
  return Buffer.concat(parts);
}

export function sameBytecode(a: string, b: string): boolean {
  return Buffer.from(strippedBytecode(a)).equals(Buffer.from(strippedBytecode(b)));
}
