/**
 * An object's script on MoonSharp 2.0.0.0 for the fake TTS host: the script runs in the bridge
 * process, and a fengari *mirror* state, whose globals are the MoonSharp script's, serves it, so
 * every TTS API function of the fake host runs unchanged and only values cross. How each kind of
 * value crosses: docs/fake-tts.md. Instructions are MoonSharp's own, counted by the bridge.
 */
import { FakeObject } from "../fake-tts/world/objects";
import { jsString, lauxlib, ls, lua, MAX_LUA_INT, type LuaCFunction, type LuaState } from "../fake-tts/lua/fengari";
import { ScriptRuntime } from "../fake-tts/lua/bridge";
import type { LuaHost } from "../fake-tts/lua/lua-host";
import { MOONSHARP_PRELUDE } from "../fake-tts/lua/prelude";
import { PlayerRef, TurnsRef, type InstructionObserver } from "../fake-tts/values";
import { bridge, type BridgeProcess, type Message } from "./process";
import { numberFromWire, numberToWire, type Wire } from "./wire";

type Tagged = FakeObject | PlayerRef | TurnsRef;

/** Host objects by the id MoonSharp knows them by (one userdata each there). */
const handles = new Map<number, Tagged>();
const handleIds = new Map<Tagged, number>();

function handleOf(t: Tagged): number {
  let id = handleIds.get(t);
  if (id === undefined) {
    id = handleIds.size + 1;
    handleIds.set(t, id);
    handles.set(id, t);
  }
  return id;
}

/** A mirror function that stands for a MoonSharp function. */
type RemoteFunction = LuaCFunction & { remoteId?: number };

export class MoonSharpRuntime extends ScriptRuntime {
  private readonly process: BridgeProcess;
  private readonly id: number;
  private readonly remoteFns = new Map<number, RemoteFunction>();
  /** Mirror functions MoonSharp may call: registry refs by id, and ids by function. */
  private readonly hostRefs = new Map<number, number>();
  private readonly hostIds = new Map<unknown, number>();

  constructor(host: LuaHost, owner: FakeObject) {
    super(host, owner);
    this.process = bridge();
    this.id = this.process.register((m) => this.serve(m));
    const L = this.L;
    lua.lua_pushjsfunction(L, (L2) => {
      this.reportNonStringError(L2);
      return 0;
    });
    const report = this.toWire(-1);
    lua.lua_pop(L, 1);
    this.expect(
      this.process.ask({
        op: "new",
        s: this.id,
        prelude: MOONSHARP_PRELUDE,
        a: [report, host.seed],
        limit: host.instructionLimit,
        count: true,
      }),
      "start MoonSharp",
    );
    this.mirrorGlobals();
  }

  private expect(reply: Message, what: string): Wire[] {
    if (typeof reply.e === "string") throw new Error(`${what}: ${reply.e}`);
    return reply.r as Wire[];
  }

  /** The mirror's globals become the MoonSharp script's. */
  private mirrorGlobals(): void {
    const L = this.L;
    lua.lua_createtable(L, 0, 0);
    lua.lua_createtable(L, 0, 2);
    lua.lua_pushjsfunction(L, (L2) => {
      const [v] = this.expect(this.process.ask({ op: "getg", s: this.id, k: lua.lua_tojsstring(L2, 2) }), "read a global");
      this.pushWire(L2, v);
      return 1;
    });
    lua.lua_setfield(L, -2, ls("__index"));
    lua.lua_pushjsfunction(L, (L2) => {
      this.expect(this.process.ask({ op: "setg", s: this.id, k: lua.lua_tojsstring(L2, 2), v: this.toWire(3, L2) }), "set a global");
      return 0;
    });
    lua.lua_setfield(L, -2, ls("__newindex"));
    lua.lua_setmetatable(L, -2);
    lua.lua_rawseti(L, lua.LUA_REGISTRYINDEX, lua.LUA_RIDX_GLOBALS);
  }

  // ---- values across ------------------------------------------------------------------

  /** The mirror's value at `idx` as the bridge reads it. */
  toWire(idx: number, L: LuaState = this.L, path = new Set<unknown>()): Wire {
    const abs = lua.lua_absindex(L, idx);
    switch (lua.lua_type(L, abs)) {
      case lua.LUA_TBOOLEAN:
        return lua.lua_toboolean(L, abs);
      case lua.LUA_TNUMBER:
        return numberToWire(lua.lua_tonumber(L, abs));
      case lua.LUA_TSTRING:
        return lua.lua_tojsstring(L, abs);
      case lua.LUA_TUSERDATA: {
        const t = this.tagAt(abs);
        return t === undefined ? null : { u: handleOf(t) };
      }
      case lua.LUA_TFUNCTION: {
        const fn = lua.lua_topointer(L, abs) as RemoteFunction | null;
        if (fn?.remoteId !== undefined) return { f: fn.remoteId };
        return { h: this.keepHostFunction(L, abs, fn) };
      }
      case lua.LUA_TTABLE:
        return this.tableToWire(L, abs, path);
      default:
        return null;
    }
  }

  private tableToWire(L: LuaState, abs: number, path: Set<unknown>): Wire {
    const p = lua.lua_topointer(L, abs);
    if (path.has(p)) return "<cycle>";
    path.add(p);
    const pairs: Wire[] = [];
    lua.lua_checkstack(L, 4);
    lua.lua_pushnil(L);
    while (lua.lua_next(L, abs) !== 0) {
      pairs.push([this.toWire(-2, L, path), this.toWire(-1, L, path)]);
      lua.lua_pop(L, 1);
    }
    path.delete(p);
    const out: { [key: string]: Wire } = { t: pairs };
    if (lua.lua_getmetatable(L, abs)) {
      out.m = this.metatableKind(L) ?? this.toWire(-1, L, path);
      lua.lua_pop(L, 1);
    }
    return out;
  }

  private keepHostFunction(L: LuaState, abs: number, key: unknown): number {
    let id = this.hostIds.get(key);
    if (id === undefined) {
      id = this.hostRefs.size + 1;
      lua.lua_pushvalue(L, abs);
      this.hostRefs.set(id, lauxlib.luaL_ref(L, lua.LUA_REGISTRYINDEX));
      this.hostIds.set(key, id);
    }
    return id;
  }

  private pushHostFunction(L: LuaState, id: number): void {
    const ref = this.hostRefs.get(id);
    if (ref === undefined) lua.lua_pushnil(L);
    else lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, ref);
  }

  /** Pushes onto the mirror the value the bridge sent. */
  pushWire(L: LuaState, w: Wire): void {
    lua.lua_checkstack(L, 4);
    if (w === null) lua.lua_pushnil(L);
    else if (typeof w === "boolean") lua.lua_pushboolean(L, w);
    else if (typeof w === "number") {
      if (Math.abs(w) <= MAX_LUA_INT) lua.lua_pushinteger(L, w);
      else lua.lua_pushnumber(L, w);
    } else if (typeof w === "string") lua.lua_pushstring(L, ls(w));
    else if (Array.isArray(w)) lua.lua_pushnil(L);
    else if ("t" in w) this.pushTable(L, w);
    else if ("u" in w) this.pushHandle(handles.get(w.u as number));
    else if ("f" in w) lua.lua_pushjsfunction(L, this.remoteFunction(w.f as number));
    else if ("h" in w) this.pushHostFunction(L, w.h as number);
    else if ("n" in w || "b" in w) lua.lua_pushnumber(L, numberFromWire(w as { n?: string; b?: string }));
    else lua.lua_pushnil(L);
  }

  private pushTable(L: LuaState, w: { [key: string]: Wire }): void {
    lua.lua_createtable(L, 0, 0);
    for (const [k, v] of w.t as [Wire, Wire][]) {
      this.pushWire(L, k);
      this.pushWire(L, v);
      if (lua.lua_type(L, -2) === lua.LUA_TNIL) lua.lua_pop(L, 2);
      else lua.lua_rawset(L, -3);
    }
    const m = w.m;
    if (m === undefined) return;
    if (m === "V" || m === "C") lua.lua_rawgeti(L, lua.LUA_REGISTRYINDEX, m === "V" ? this.vectorMeta : this.colorMeta);
    else this.pushWire(L, m);
    lua.lua_setmetatable(L, -2);
  }

  private pushHandle(t: Tagged | undefined): void {
    if (t instanceof FakeObject) this.pushObject(t);
    else if (t instanceof PlayerRef) this.pushPlayer(t.playerColor);
    else if (t instanceof TurnsRef) this.pushTurns();
    else lua.lua_pushnil(this.L);
  }

  /** A MoonSharp function as the mirror calls it: its results, or its error raised here. */
  private remoteFunction(id: number): RemoteFunction {
    let fn = this.remoteFns.get(id);
    if (fn === undefined) {
      fn = (L) => {
        const args: Wire[] = [];
        for (let i = 1; i <= lua.lua_gettop(L); i++) args.push(this.toWire(i, L));
        const reply = this.process.ask({ op: "call", s: this.id, f: id, a: args });
        if (typeof reply.e === "string") {
          lua.lua_pushstring(L, ls(reply.e));
          return lua.lua_error(L);
        }
        const results = reply.r as Wire[];
        for (const r of results) this.pushWire(L, r);
        return results.length;
      };
      fn.remoteId = id;
      this.remoteFns.set(id, fn);
    }
    return fn;
  }

  // ---- what MoonSharp asks ------------------------------------------------------------

  private serve(m: Message): Message {
    const L = this.L;
    const top = lua.lua_gettop(L);
    try {
      switch (m.op) {
        case "api":
          this.pushHostFunction(L, m.h as number);
          return this.run(L, top, m.a as Wire[]);
        case "index":
          return this.index(L, top, m.u as number, m.k as string);
        case "callm":
          lua.lua_pushjsfunction(L, (L2) => {
            lua.lua_getfield(L2, 1, ls(m.k as string));
            lua.lua_replace(L2, 1);
            lua.lua_call(L2, lua.lua_gettop(L2) - 1, lua.LUA_MULTRET);
            return lua.lua_gettop(L2);
          });
          this.pushHandle(handles.get(m.u as number));
          return this.run(L, top, m.a as Wire[]);
        case "setindex":
          lua.lua_pushjsfunction(L, (L2) => {
            lua.lua_setfield(L2, 1, ls(m.k as string));
            return 0;
          });
          this.pushHandle(handles.get(m.u as number));
          return this.run(L, top, [m.v as Wire]);
        case "tostr":
          lua.lua_pushjsfunction(L, (L2) => {
            lauxlib.luaL_tolstring(L2, 1);
            return 1;
          });
          this.pushHandle(handles.get(m.u as number));
          return this.run(L, top, []);
        default:
          return { op: "ret", e: `the fake host does not serve '${m.op}'` };
      }
    } finally {
      lua.lua_settop(L, top);
    }
  }

  /** Calls the function at `top + 1` (with what is pushed after it, then `args`), protected. */
  private run(L: LuaState, top: number, args: Wire[]): Message {
    for (const a of args) this.pushWire(L, a);
    const n = lua.lua_gettop(L) - top - 1;
    if (lua.lua_pcall(L, n, lua.LUA_MULTRET, 0) !== lua.LUA_OK) return { op: "ret", e: errorText(L) };
    const r: Wire[] = [];
    for (let i = top + 1; i <= lua.lua_gettop(L); i++) r.push(this.toWire(i, L));
    return { op: "ret", r };
  }

  /** `obj[key]`: a member function comes back as a mark, and MoonSharp calls it by name. */
  private index(L: LuaState, top: number, u: number, key: string): Message {
    lua.lua_pushjsfunction(L, (L2) => {
      lua.lua_getfield(L2, 1, ls(key));
      return 1;
    });
    this.pushHandle(handles.get(u));
    if (lua.lua_pcall(L, 1, 1, 0) !== lua.LUA_OK) return { op: "ret", e: errorText(L) };
    if (lua.lua_type(L, -1) === lua.LUA_TFUNCTION) return { op: "ret", m: 1 };
    return { op: "ret", r: [this.toWire(-1, L)] };
  }

  // ---- the runtime's face -------------------------------------------------------------

  override runScript(code: string): boolean {
    const chunk = this.owner.isGlobal ? "Global" : this.owner.guid;
    const reply = this.process.ask({ op: "load", s: this.id, code, name: chunk });
    if (typeof reply.e === "string") {
      this.host.recordScriptError(this.owner, "<load>", reply.e, "");
      return false;
    }
    const [f] = reply.r as Wire[];
    return this.protect("<script>", () => {
      this.pushWire(this.L, f);
      return 0;
    }).ok;
  }

  /** MoonSharp VM instructions this script has run, exact. */
  override get instructions(): number {
    const [n] = this.expect(this.process.ask({ op: "count", s: this.id }), "count instructions");
    return n as number;
  }

  override setInstructionObserver(_observer: InstructionObserver | undefined): void {
    throw new Error("a per-function profile is fengari's only: run it without LUA_VM=moonsharp");
  }

  override close(): void {
    if (!this.closed) {
      this.process.ask({ op: "close", s: this.id });
      this.process.unregister(this.id);
    }
    super.close();
  }
}

function errorText(L: LuaState): string {
  return lua.lua_type(L, -1) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -1) : jsString(lauxlib.luaL_tolstring(L, -1));
}
