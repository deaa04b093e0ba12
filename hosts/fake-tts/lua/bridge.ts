/**
 * One object's script: its own fengari state, TTS's environment in it, and the conversions
 * between that state, JS, and other objects' states (scripts only share plain data, which is
 * copied: a table passed to `obj.call` arrives as a copy; an object reference stays a reference).
 */
import { FakeObject } from "../world/objects";
import { PRELUDE } from "./prelude";
import { jsString, lauxlib, ls, lua, lualib, MAX_LUA_INT, type LuaCFunction, type LuaState, type LuaString } from "./fengari";
import type { LuaHost } from "./lua-host";
import type { ObjectScript } from "../script";
import type { LuaData, PlayerColor, Vec3 } from "../types";
import {
  FUNCTION_VALUE,
  LuaFloat,
  LuaRaise,
  LuaVector,
  PlayerRef,
  Pushed,
  TurnsRef,
  type HostValue,
  type InstructionObserver,
  type LuaFunctionId,
} from "../values";
import { tableFromPairs } from "../../moonsharp/wire";

type Tagged = FakeObject | PlayerRef | TurnsRef;

function describeType(L: LuaState, idx: number): string {
  return jsString(lua.lua_typename(L, lua.lua_type(L, idx)));
}

/** A readable text for the error value at `idx` (TSTL's Error objects show name and message). */
function describeError(L: LuaState, idx: number): string {
  const t = lua.lua_type(L, idx);
  if (t === lua.LUA_TSTRING) return lua.lua_tojsstring(L, idx);
  if (t === lua.LUA_TTABLE) {
    lua.lua_getfield(L, idx, ls("message"));
    const msg = lua.lua_type(L, -1) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -1) : undefined;
    lua.lua_pop(L, 1);
    lua.lua_getfield(L, idx, ls("name"));
    const name = lua.lua_type(L, -1) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -1) : undefined;
    lua.lua_pop(L, 1);
    if (msg !== undefined) return name === undefined ? msg : `${name}: ${msg}`;
  }
  const s = jsString(lauxlib.luaL_tolstring(L, idx));
  lua.lua_pop(L, 1);
  return s;
}

/** The arguments of one API call, 1-based as the script passed them. */
export class Args {
  constructor(
    readonly rt: ScriptRuntime,
    private readonly base: number,
    readonly count: number,
    private readonly fn: string,
  ) {}

  /** Absolute stack index of argument `i`. */
  index(i: number): number {
    return this.base + i - 1;
  }

  type(i: number): number {
    return i > this.count ? lua.LUA_TNONE : lua.lua_type(this.rt.L, this.index(i));
  }

  isNil(i: number): boolean {
    const t = this.type(i);
    return t === lua.LUA_TNIL || t === lua.LUA_TNONE;
  }

  private bad(i: number, expected: string): never {
    const got = i > this.count ? "no value" : describeType(this.rt.L, this.index(i));
    throw new LuaRaise(`bad argument #${i} to '${this.fn}' (${expected} expected, got ${got})`);
  }

  str(i: number): string {
    const t = this.type(i);
    if (t === lua.LUA_TSTRING) return lua.lua_tojsstring(this.rt.L, this.index(i));
    if (t === lua.LUA_TNUMBER) return String(lua.lua_tonumber(this.rt.L, this.index(i)));
    return this.bad(i, "string");
  }

  optStr(i: number): string | undefined {
    return this.isNil(i) ? undefined : this.str(i);
  }

  num(i: number): number {
    if (this.type(i) !== lua.LUA_TNUMBER) return this.bad(i, "number");
    return lua.lua_tonumber(this.rt.L, this.index(i));
  }

  optNum(i: number): number | undefined {
    return this.isNil(i) ? undefined : this.num(i);
  }

  /** Lua truthiness (nil and false are false). */
  truthy(i: number): boolean {
    return i <= this.count && lua.lua_toboolean(this.rt.L, this.index(i));
  }

  vec(i: number): Vec3 {
    const v = this.rt.readVec(this.index(i));
    return v ?? this.bad(i, "vector");
  }

  optVec(i: number): Vec3 | undefined {
    return this.isNil(i) ? undefined : this.vec(i);
  }

  obj(i: number): FakeObject {
    const o = this.rt.tagAt(this.index(i));
    if (o instanceof FakeObject) return o;
    return this.bad(i, "object");
  }

  data(i: number): LuaData {
    return i > this.count ? undefined : this.rt.read(this.index(i));
  }

  table(i: number): { [key: string]: LuaData } {
    if (this.type(i) !== lua.LUA_TTABLE) return this.bad(i, "table");
    const d = this.rt.read(this.index(i));
    return Array.isArray(d) ? {} : (d as { [key: string]: LuaData });
  }

  optTable(i: number): { [key: string]: LuaData } {
    return this.isNil(i) ? {} : this.table(i);
  }

  /** A registry reference to the function argument `i`. */
  fnRef(i: number): number {
    if (this.type(i) !== lua.LUA_TFUNCTION) return this.bad(i, "function");
    return this.rt.ref(this.index(i));
  }

  /** A registry reference to field `key` of table argument `i`, if it is a function. */
  fieldFnRef(i: number, key: string): number | undefined {
    if (this.type(i) !== lua.LUA_TTABLE) return undefined;
    const L = this.rt.L;
    lua.lua_getfield(L, this.index(i), ls(key));
    const isFn = lua.lua_type(L, -1) === lua.LUA_TFUNCTION;
    const ref = isFn ? lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX) : undefined;
    if (!isFn) lua.lua_pop(L, 1);
    return ref;
  }
}

export type ApiBody = (a: Args) => HostValue | Pushed;

/** Error text and traceback of a failed call, as the message handler made them. */
function splitTraceback(s: string): { message: string; traceback: string } {
  const at = s.indexOf("\nstack traceback:");
  return at < 0 ? { message: s, traceback: "" } : { message: s.slice(0, at), traceback: s.slice(at + 1) };
}

/** The count hook's period when no profiler is set: the budget is checked every HOOK_EVERY instructions. */
const HOOK_EVERY = 10000;

/**
 * Scripts compiled before, by chunk name and source: a new state loads the bytecode, much
 * faster than parsing the text again (docs/performance.md, "The test hosts"). Debug
 * information is kept, so errors name the same chunk and lines.
 */
const COMPILED = new Map<string, LuaString>();
const COMPILED_MAX = 32;

/** Keeps the bytecode of the function on top of L's stack (a chunk just loaded from text). */
function remember(L: LuaState, key: string): void {
  const parts: LuaString[] = [];
  const writer = (_L: LuaState, b: LuaString, size: number) => {
    parts.push(b.slice(0, size));
    return 0;
  };
  if (lua.lua_dump(L, writer, null, false) !== 0) return;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  if (COMPILED.size >= COMPILED_MAX) COMPILED.clear();
  COMPILED.set(key, out);
}

/**
 * fengari's thread and debug record, as far as the instruction counter reads them. These are
 * fengari 0.1.5 internals (ldebug.js, lstate.js), mirroring C Lua's: `hookcount` is what is left
 * until the next count hook, `ar.i_ci.func.value.p` the running function's prototype.
 */
interface FengariThread {
  hookcount: number;
}
interface FengariProto {
  source: { getstr(): Uint8Array } | null;
  linedefined: number;
  /** Source line of each instruction. */
  lineinfo?: number[];
}
interface FengariDebug {
  /** `l_savedpc`: the next instruction's offset (ldebug.js's currentpc is l_savedpc - 1). */
  i_ci?: { func?: { value?: { p?: FengariProto } }; l_savedpc?: number };
}

export class ScriptRuntime implements ObjectScript {
  /** The main thread of this object's state. */
  readonly mainL: LuaState;
  /** The thread running now: the main thread, or a coroutine calling an API function. */
  L: LuaState;
  closed = false;
  private readonly proxies = new Map<Tagged, number>();
  private playerRefs = new Map<PlayerColor, PlayerRef>();
  readonly turnsRef = new TurnsRef();
  protected vectorMeta = 0;
  protected colorMeta = 0;
  /** Metatable refs per tagged kind, set by the globals installer. */
  objectMeta = 0;
  playerMeta = 0;
  turnsMeta = 0;
  private budget = 0;
  /** Instruction counting (see `instructions`): the hook's period, its calls on the main thread since it was set, and what was counted before. */
  private hookEvery = HOOK_EVERY;
  private mainFires = 0;
  private otherFires = 0;
  private countedBefore = 0;
  private observer: InstructionObserver | undefined;
  private readonly functionIds = new WeakMap<FengariProto, LuaFunctionId>();
  private readonly hook: (L: LuaState, ar: unknown) => void;
  private depth = 0;
  private readonly whereStack: string[] = [];
  private readonly msgh: LuaCFunction;

  constructor(
    readonly host: LuaHost,
    readonly owner: FakeObject,
  ) {
    const L = lauxlib.luaL_newstate();
    this.mainL = L;
    this.L = L;
    lualib.luaL_openlibs(L);
    lua.lua_atnativeerror(L, (L2) => {
      const e = lua.lua_touserdata(L2, -1) as unknown;
      const text = e instanceof Error ? (e.stack ?? e.message) : String(e);
      this.host.internalErrors.push(text);
      lua.lua_pushstring(L2, ls(`FakeTTS internal error: ${text}`));
      return 1;
    });
    this.msgh = (L2) => {
      const text = describeError(L2, 1);
      lauxlib.luaL_traceback(L2, L2, ls(text), 1);
      return 1;
    };
    this.hook = (L2, ar) => {
      if (L2 === this.mainL) this.mainFires++;
      else this.otherFires++;
      if (this.observer !== undefined && L2 === this.mainL)
        this.observer(this.functionOf(ar as FengariDebug), currentLine(ar as FengariDebug));
      this.budget -= this.hookEvery;
      if (this.budget < 0) {
        lua.lua_pushstring(L2, ls(`script ran more than ${this.host.instructionLimit} Lua instructions (endless loop?)`));
        lua.lua_error(L2);
      }
    };
    lua.lua_sethook(L, this.hook, lua.LUA_MASKCOUNT, HOOK_EVERY);
    this.runPrelude();
  }

  /**
   * Lua VM instructions this state has run since it was created (its prelude, the script, every
   * call into it). Exact on the main thread: the count hook's calls times its period, plus what
   * its counter has run down since the last call (fengari's `hookcount`). Instructions of a
   * coroutine count in whole periods only (its own counter is not read); the mod runs none.
   */
  get instructions(): number {
    const left = (this.mainL as unknown as FengariThread).hookcount;
    return this.countedBefore + (this.mainFires + this.otherFires) * this.hookEvery + (this.hookEvery - left);
  }

  /**
   * Calls `observer` before every instruction of the main thread (the hook's period becomes 1,
   * much slower), or stops doing so (`undefined`). `instructions` goes on counting across the switch.
   */
  setInstructionObserver(observer: InstructionObserver | undefined): void {
    this.countedBefore = this.instructions;
    this.mainFires = 0;
    this.otherFires = 0;
    this.observer = observer;
    this.hookEvery = observer === undefined ? HOOK_EVERY : 1;
    lua.lua_sethook(this.mainL, this.hook, lua.LUA_MASKCOUNT, this.hookEvery);
  }

  private functionOf(ar: FengariDebug): LuaFunctionId {
    const p = ar.i_ci?.func?.value?.p;
    if (p === undefined) return { source: "?", line: -1 };
    let id = this.functionIds.get(p);
    if (id === undefined) {
      id = { source: p.source === null ? "?" : jsString(p.source.getstr()), line: p.linedefined };
      this.functionIds.set(p, id);
    }
    return id;
  }

  private runPrelude(): void {
    const L = this.L;
    if (lauxlib.luaL_loadbuffer(L, ls(PRELUDE), null, ls("=prelude")) !== lua.LUA_OK) {
      throw new Error("FakeTTS prelude: " + lua.lua_tojsstring(L, -1));
    }
    lua.lua_pushjsfunction(L, (L2) => {
      this.reportNonStringError(L2);
      return 0;
    });
    lua.lua_pushinteger(L, this.host.seed);
    this.budget = this.host.instructionLimit;
    if (lua.lua_pcall(L, 2, 2, 0) !== lua.LUA_OK) throw new Error("FakeTTS prelude: " + lua.lua_tojsstring(L, -1));
    this.colorMeta = lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX);
    this.vectorMeta = lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX);
  }

  /** MoonSharp's error() rejects non-strings: record it where the script runs, even if a pcall catches it. */
  protected reportNonStringError(L: LuaState): void {
    const what = describeType(L, 1);
    const detail = describeError(L, 1);
    lauxlib.luaL_traceback(L, L, ls(""), 2);
    const traceback = lua.lua_tojsstring(L, -1).replace(/^\n/, "");
    lua.lua_pop(L, 1);
    this.host.recordScriptError(
      this.owner,
      this.where,
      `error() called with a ${what} value (${detail}): MoonSharp, TTS's Lua, accepts only a string message`,
      traceback,
    );
  }

  /** The entry point running now (for error reports). */
  get where(): string {
    return this.whereStack[this.whereStack.length - 1] ?? "?";
  }

  // ---- references ---------------------------------------------------------------------

  /** A registry reference to the value at `idx` (left on the stack). */
  ref(idx: number): number {
    lua.lua_pushvalue(this.L, idx);
    return lauxlib.luaL_ref(this.L, lua.LUA_REGISTRYINDEX);
  }

  unref(ref: number): void {
    lauxlib.luaL_unref(this.L, lua.LUA_REGISTRYINDEX, ref);
  }

  pushRef(ref: number): void {
    lua.lua_rawgeti(this.L, lua.LUA_REGISTRYINDEX, ref);
  }

  // ---- pushing ------------------------------------------------------------------------

  private pushTagged(t: Tagged, meta: number): void {
    const L = this.L;
    const cached = this.proxies.get(t);
    if (cached !== undefined) {
      lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, cached);
      return;
    }
    const payload = lua.lua_newuserdata(L, 0);
    payload.fakeTts = t;
    lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, meta);
    lua.lua_setmetatable(L, -2);
    lua.lua_pushvalue(L, -1);
    this.proxies.set(t, lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX));
  }

  pushObject(o: FakeObject): void {
    this.pushTagged(o, this.objectMeta);
  }

  player(color: PlayerColor): PlayerRef {
    let p = this.playerRefs.get(color);
    if (!p) {
      p = new PlayerRef(color);
      this.playerRefs.set(color, p);
    }
    return p;
  }

  pushPlayer(color: PlayerColor): void {
    this.pushTagged(this.player(color), this.playerMeta);
  }

  pushTurns(): void {
    this.pushTagged(this.turnsRef, this.turnsMeta);
  }

  pushNumber(n: number): void {
    if (Number.isInteger(n) && Math.abs(n) <= MAX_LUA_INT) lua.lua_pushinteger(this.L, n);
    else lua.lua_pushnumber(this.L, n);
  }

  pushVector(v: Vec3): void {
    const L = this.L;
    lua.lua_createtable(L, 0, 3);
    lua.lua_pushnumber(L, v.x);
    lua.lua_setfield(L, -2, ls("x"));
    lua.lua_pushnumber(L, v.y);
    lua.lua_setfield(L, -2, ls("y"));
    lua.lua_pushnumber(L, v.z);
    lua.lua_setfield(L, -2, ls("z"));
    lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, this.vectorMeta);
    lua.lua_setmetatable(L, -2);
  }

  push(v: HostValue): void {
    const L = this.L;
    lua.lua_checkstack(L, 4);
    if (v === undefined || v === null) lua.lua_pushnil(L);
    else if (typeof v === "boolean") lua.lua_pushboolean(L, v);
    else if (typeof v === "number") this.pushNumber(v);
    else if (typeof v === "string") lua.lua_pushstring(L, ls(v));
    else if (v instanceof LuaFloat) lua.lua_pushnumber(L, v.value);
    else if (v instanceof LuaVector) this.pushVector(v);
    else if (v instanceof FakeObject) this.pushObject(v);
    else if (v instanceof PlayerRef) this.pushPlayer(v.playerColor);
    else if (v instanceof TurnsRef) this.pushTurns();
    else if (v === FUNCTION_VALUE) lua.lua_pushnil(L);
    else if (Array.isArray(v)) {
      const arr = v as readonly HostValue[];
      lua.lua_createtable(L, arr.length, 0);
      arr.forEach((item, i) => {
        if (item === undefined) return;
        this.push(item);
        lua.lua_rawseti(L, -2, i + 1);
      });
    } else if (typeof v === "object") {
      lua.lua_createtable(L, 0, 0);
      for (const [k, item] of Object.entries(v as { [key: string]: HostValue })) {
        if (item === undefined) continue;
        this.push(item);
        lua.lua_setfield(L, -2, ls(k));
      }
    } else lua.lua_pushnil(L);
  }

  // ---- reading ------------------------------------------------------------------------

  tagAt(idx: number): Tagged | undefined {
    if (lua.lua_type(this.L, idx) !== lua.LUA_TUSERDATA) return undefined;
    const t = lua.lua_touserdata(this.L, idx)?.fakeTts;
    return t instanceof FakeObject || t instanceof PlayerRef || t instanceof TurnsRef ? t : undefined;
  }

  /** A vector argument: a table with x/y/z (or 1/2/3) numbers; undefined otherwise. */
  readVec(idx: number): Vec3 | undefined {
    const L = this.L;
    if (lua.lua_type(L, idx) !== lua.LUA_TTABLE) return undefined;
    const abs = lua.lua_absindex(L, idx);
    const comp = (name: string, i: number): number | undefined => {
      lua.lua_getfield(L, abs, ls(name)); // goes through __index (a Vector reads x/y/z raw anyway)
      let n: number | undefined = lua.lua_type(L, -1) === lua.LUA_TNUMBER ? lua.lua_tonumber(L, -1) : undefined;
      lua.lua_pop(L, 1);
      if (n === undefined) {
        lua.lua_rawgeti(L, abs, i);
        n = lua.lua_type(L, -1) === lua.LUA_TNUMBER ? lua.lua_tonumber(L, -1) : undefined;
        lua.lua_pop(L, 1);
      }
      return n;
    };
    const x = comp("x", 1);
    const y = comp("y", 2);
    const z = comp("z", 3);
    if (x === undefined || y === undefined || z === undefined) return undefined;
    return { x, y, z };
  }

  /** The value at `idx` as JS data (tables with keys exactly 1..n, or empty, become arrays). */
  read(idx: number, seen: Set<object> = new Set()): LuaData {
    const L = this.L;
    const abs = lua.lua_absindex(L, idx);
    const t = lua.lua_type(L, abs);
    switch (t) {
      case lua.LUA_TNIL:
      case lua.LUA_TNONE:
        return undefined;
      case lua.LUA_TBOOLEAN:
        return lua.lua_toboolean(L, abs);
      case lua.LUA_TNUMBER:
        return lua.lua_tonumber(L, abs);
      case lua.LUA_TSTRING:
        return lua.lua_tojsstring(L, abs);
      case lua.LUA_TFUNCTION:
        return FUNCTION_VALUE;
      case lua.LUA_TUSERDATA: {
        const tag = this.tagAt(abs);
        if (tag instanceof FakeObject || tag instanceof PlayerRef) return tag;
        return "<userdata>";
      }
      case lua.LUA_TTABLE: {
        const p = lua.lua_topointer(L, abs);
        if (p && seen.has(p)) return "<cycle>";
        if (p) seen.add(p);
        const entries: [string | number, LuaData][] = [];
        lua.lua_checkstack(L, 4);
        lua.lua_pushnil(L);
        while (lua.lua_next(L, abs) !== 0) {
          const kt = lua.lua_type(L, -2);
          if (kt === lua.LUA_TSTRING) entries.push([lua.lua_tojsstring(L, -2), this.read(-1, seen)]);
          else if (kt === lua.LUA_TNUMBER) entries.push([lua.lua_tonumber(L, -2), this.read(-1, seen)]);
          lua.lua_pop(L, 1);
        }
        if (p) seen.delete(p);
        return tableFromPairs(entries) as LuaData;
      }
      default:
        return `<${describeType(L, abs)}>`;
    }
  }

  /**
   * Pushes onto this state a copy of the value at `idx` in `src`'s state: numbers keep their
   * integer/float kind, tables are copied (a Vector stays a Vector), object and player
   * references stay references, functions become nil.
   */
  copyFrom(src: ScriptRuntime, idx: number, path: Set<object> = new Set()): void {
    const L = this.L;
    const S = src.L;
    if (src === this) {
      lua.lua_pushvalue(L, idx);
      return;
    }
    const abs = lua.lua_absindex(S, idx);
    lua.lua_checkstack(L, 4);
    lua.lua_checkstack(S, 4);
    switch (lua.lua_type(S, abs)) {
      case lua.LUA_TBOOLEAN:
        lua.lua_pushboolean(L, lua.lua_toboolean(S, abs));
        return;
      case lua.LUA_TNUMBER:
        if (lua.lua_isinteger(S, abs)) lua.lua_pushinteger(L, lua.lua_tonumber(S, abs));
        else lua.lua_pushnumber(L, lua.lua_tonumber(S, abs));
        return;
      case lua.LUA_TSTRING:
        lua.lua_pushstring(L, lua.lua_tolstring(S, abs));
        return;
      case lua.LUA_TUSERDATA: {
        const tag = src.tagAt(abs);
        if (tag instanceof FakeObject) this.pushObject(tag);
        else if (tag instanceof PlayerRef) this.pushPlayer(tag.playerColor);
        else if (tag instanceof TurnsRef) this.pushTurns();
        else lua.lua_pushnil(L);
        return;
      }
      case lua.LUA_TTABLE: {
        const p = lua.lua_topointer(S, abs);
        if (p && path.has(p)) throw new LuaRaise("cannot pass a table that contains itself to another script");
        if (p) path.add(p);
        lua.lua_createtable(L, 0, 0);
        const target = lua.lua_gettop(L);
        lua.lua_pushnil(S);
        while (lua.lua_next(S, abs) !== 0) {
          this.copyFrom(src, -2, path);
          this.copyFrom(src, -1, path);
          if (lua.lua_type(L, -2) === lua.LUA_TNIL) lua.lua_pop(L, 2);
          else lua.lua_rawset(L, target);
          lua.lua_pop(S, 1);
        }
        if (p) path.delete(p);
        if (lua.lua_getmetatable(S, abs)) {
          const kind = src.metatableKind(S);
          lua.lua_pop(S, 1);
          if (kind !== undefined) {
            lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, kind === "V" ? this.vectorMeta : this.colorMeta);
            lua.lua_setmetatable(L, target);
          }
        }
        return;
      }
      default:
        lua.lua_pushnil(L);
    }
  }

  /** Whether the metatable on top of `L`'s stack is this state's Vector ("V") or Color ("C") metatable. */
  metatableKind(L: LuaState): "V" | "C" | undefined {
    const mt = lua.lua_topointer(L, -1);
    lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, this.vectorMeta);
    const isVector = lua.lua_topointer(L, -1) === mt;
    lua.lua_pop(L, 1);
    if (isVector) return "V";
    lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, this.colorMeta);
    const isColor = lua.lua_topointer(L, -1) === mt;
    lua.lua_pop(L, 1);
    return isColor ? "C" : undefined;
  }

  // ---- API functions ------------------------------------------------------------------

  /**
   * A Lua C function for a TTS API function: counts the call, drops a `self` passed by a
   * colon call on `bound`, turns a `LuaRaise` into a Lua error at the caller's line, and a JS
   * bug into a recorded internal error (raised as a Lua error too, so the test sees it).
   */
  apiFunction(name: string, body: ApiBody, bound?: Tagged, options: { count?: boolean } = {}): LuaCFunction {
    const count = options.count ?? true;
    return (L) => {
      if (count) this.host.countApi(name);
      const previous = this.L;
      this.L = L;
      let base = 1;
      let n = lua.lua_gettop(L);
      if (bound !== undefined && n >= 1 && this.tagAt(1) === bound) {
        base = 2;
        n -= 1;
      }
      let raise: string | undefined;
      let pushed = 0;
      try {
        const result = body(new Args(this, base, n, name.replace(/^.*\./, "")));
        if (result instanceof Pushed) pushed = result.count;
        else {
          this.push(result);
          pushed = 1;
        }
      } catch (e) {
        if (e instanceof LuaRaise) raise = e.message;
        else if (e instanceof Error) {
          this.host.internalErrors.push(`${name}: ${e.stack ?? e.message}`);
          raise = `FakeTTS internal error in ${name}: ${e.message}`;
        } else {
          this.L = previous;
          throw e; // a Lua error unwinding through us (fengari's own jump): let it pass
        }
      } finally {
        this.L = previous;
      }
      if (raise !== undefined) {
        lauxlib.luaL_where(L, 1);
        lua.lua_pushstring(L, ls(raise));
        lua.lua_concat(L, 2);
        return lua.lua_error(L);
      }
      return pushed;
    };
  }

  setGlobal(name: string, value: HostValue | LuaCFunction): void {
    if (typeof value === "function") lua.lua_pushjsfunction(this.L, value as LuaCFunction);
    else this.push(value);
    lua.lua_setglobal(this.L, ls(name));
  }

  // ---- running scripts ----------------------------------------------------------------

  /**
   * Runs a Lua function at a TTS entry point, protected: `setup` pushes the function and its
   * arguments and returns how many arguments; `onResult` reads the first result. A Lua error
   * is recorded as a script error (never thrown); `ok` tells whether the call succeeded.
   */
  protect<T>(where: string, setup: () => number, onResult?: (idx: number) => T): { ok: boolean; value?: T } {
    const L = this.L;
    if (this.closed) return { ok: false };
    const top = lua.lua_gettop(L);
    try {
      lua.lua_checkstack(L, 8);
      lua.lua_pushjsfunction(L, this.msgh);
      const nargs = setup();
      this.whereStack.push(where);
      if (this.depth === 0) this.budget = this.host.instructionLimit;
      this.depth++;
      let status: number;
      try {
        status = lua.lua_pcall(L, nargs, 1, top + 1);
      } finally {
        this.depth--;
        this.whereStack.pop();
      }
      if (status !== lua.LUA_OK) {
        const text = lua.lua_type(L, -1) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -1) : "(error object is not a string)";
        const { message, traceback } = splitTraceback(text);
        this.host.recordScriptError(this.owner, where, message, traceback);
        return { ok: false };
      }
      return { ok: true, value: onResult ? onResult(lua.lua_gettop(L)) : undefined };
    } finally {
      lua.lua_settop(L, top);
    }
  }

  /** Compiles and runs the object's script; false (with a recorded error) if it fails. */
  runScript(code: string): boolean {
    const L = this.L;
    const chunk = this.owner.isGlobal ? "Global" : this.owner.guid;
    const key = chunk + "\n" + code;
    const bytecode = COMPILED.get(key);
    if (lauxlib.luaL_loadbuffer(L, bytecode ?? ls(code), null, ls("@" + chunk)) !== lua.LUA_OK) {
      const message = lua.lua_tojsstring(L, -1);
      lua.lua_pop(L, 1);
      this.host.recordScriptError(this.owner, "<load>", message, "");
      return false;
    }
    if (bytecode === undefined) remember(L, key);
    const ref = lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX);
    const r = this.protect("<script>", () => {
      this.pushRef(ref);
      return 0;
    });
    this.unref(ref);
    return r.ok;
  }

  hasFunction(name: string): boolean {
    const L = this.L;
    lua.lua_getglobal(L, ls(name));
    const is = lua.lua_type(L, -1) === lua.LUA_TFUNCTION;
    lua.lua_pop(L, 1);
    return is;
  }

  /** Calls global function `name` with JS arguments; the first result as JS data. */
  callFunction(where: string, name: string, args: readonly HostValue[]): { ok: boolean; value?: LuaData } {
    return this.protect(
      where,
      () => {
        lua.lua_getglobal(this.L, ls(name));
        for (const a of args) this.push(a);
        return args.length;
      },
      (idx) => this.read(idx),
    );
  }

  /** Calls the function held by `ref` with JS arguments. */
  callRef(where: string, ref: number, args: readonly HostValue[]): { ok: boolean; value?: LuaData } {
    return this.protect(
      where,
      () => {
        this.pushRef(ref);
        for (const a of args) this.push(a);
        return args.length;
      },
      (idx) => this.read(idx),
    );
  }

  /** Whether the function held by `ref` returns a true value (a `Wait.condition`). */
  testRef(where: string, ref: number): { ok: boolean; value?: boolean } {
    return this.protect(
      where,
      () => {
        this.pushRef(ref);
        return 0;
      },
      (idx) => lua.lua_toboolean(this.L, idx),
    );
  }

  close(): void {
    this.closed = true;
    this.proxies.clear();
  }
}

/** The source line of the instruction about to run (fengari's ldebug.js currentline). */
function currentLine(ar: FengariDebug): number {
  const ci = ar.i_ci;
  const info = ci?.func?.value?.p?.lineinfo;
  const pc = ci?.l_savedpc;
  if (info === undefined || pc === undefined) return -1;
  const line = info[pc - 1];
  return typeof line === "number" ? line : -1;
}
