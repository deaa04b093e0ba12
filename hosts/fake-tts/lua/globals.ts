/**
 * TTS's global API in one object's Lua state: `self`, `Global`, the table queries, messages,
 * `Wait`, `JSON`, `Physics.cast`, `Player`, `Turns`, `spawnObject`, and the metatables of object, player and
 * Turns references. Every call is counted by name in the host's API counter.
 */
import { FakeObject } from "../world/objects";
import { castOf } from "../world/physics";
import type { Args, ScriptRuntime } from "./bridge";
import { callbackOf, spawnFromScript } from "./calls";
import { ls, lua, type LuaCFunction } from "./fengari";
import { jsonDecode, jsonEncode } from "./json";
import { objectIndex, objectNewIndex, objectToString } from "./members";
import { ALL_COLORS, type LuaData, type PlayerColor } from "../types";
import { attr, setAttr } from "../ui";
import { LuaFloat, LuaRaise, PlayerRef, Pushed, type HostValue } from "../values";

function isColor(s: unknown): s is PlayerColor {
  return typeof s === "string" && (ALL_COLORS as readonly string[]).includes(s);
}

function stringList(d: LuaData): string[] {
  return Array.isArray(d) ? d.filter((x): x is string => typeof x === "string") : [];
}

/** `tostring` of each argument (honours `__tostring`), as Lua's print does. */
function tostringArgs(rt: ScriptRuntime, a: Args, from = 1): string[] {
  const out: string[] = [];
  for (let i = from; i <= a.count; i++) {
    out.push(tostringAt(rt, a.index(i)));
  }
  return out;
}

function tostringAt(rt: ScriptRuntime, idx: number): string {
  const L = rt.L;
  lua.lua_getglobal(L, ls("tostring"));
  lua.lua_pushvalue(L, idx);
  lua.lua_call(L, 1, 1);
  const s = lua.lua_type(L, -1) === lua.LUA_TSTRING ? lua.lua_tojsstring(L, -1) : "?";
  lua.lua_pop(L, 1);
  return s;
}

/** `log`/`logString`'s readable form of a value. */
function describe(d: LuaData, depth = 0): string {
  if (d === undefined) return "nil";
  if (typeof d === "string") return d;
  if (typeof d !== "object") return String(d);
  if (d instanceof FakeObject) return objectToString(d);
  if (d instanceof PlayerRef) return `Player(${d.playerColor})`;
  if ("luaFunction" in d) return "function";
  if (depth > 4) return "{…}";
  const entries = Array.isArray(d) ? d.map((v, i) => [String(i + 1), v] as const) : Object.entries(d);
  return "{" + entries.map(([k, v]) => `${k} = ${describe(v as LuaData, depth + 1)}`).join(", ") + "}";
}

function setFns(rt: ScriptRuntime, prefix: string, fns: Record<string, (a: Args) => HostValue | Pushed>): void {
  const L = rt.L;
  for (const [name, f] of Object.entries(fns)) {
    lua.lua_pushjsfunction(L, rt.apiFunction(`${prefix}${name}`, f));
    lua.lua_setfield(L, -2, ls(name));
  }
}

/** A metatable whose __index/__newindex/__tostring are the given functions; returns its registry ref. */
function metatable(rt: ScriptRuntime, index: LuaCFunction, newindex: LuaCFunction, tostring: LuaCFunction): number {
  const L = rt.L;
  lua.lua_createtable(L, 0, 4);
  lua.lua_pushjsfunction(L, index);
  lua.lua_setfield(L, -2, ls("__index"));
  lua.lua_pushjsfunction(L, newindex);
  lua.lua_setfield(L, -2, ls("__newindex"));
  lua.lua_pushjsfunction(L, tostring);
  lua.lua_setfield(L, -2, ls("__tostring"));
  lua.lua_pushstring(L, ls("The metatable is locked"));
  lua.lua_setfield(L, -2, ls("__metatable"));
  const ref = rt.ref(-1);
  lua.lua_pop(L, 1);
  return ref;
}

function installMetatables(rt: ScriptRuntime): void {
  const host = rt.host;
  const uncounted = { count: false };
  rt.objectMeta = metatable(
    rt,
    rt.apiFunction("Object[]", (a) => objectIndex(rt, a.obj(1), a.str(2)), undefined, uncounted),
    rt.apiFunction(
      "Object[]=",
      (a) => {
        objectNewIndex(rt, a.obj(1), a.str(2), a, 3);
        return new Pushed(0);
      },
      undefined,
      uncounted,
    ),
    rt.apiFunction("Object.tostring", (a) => objectToString(a.obj(1)), undefined, uncounted),
  );

  const playerOf = (a: Args): PlayerRef => {
    const t = rt.tagAt(a.index(1));
    if (!(t instanceof PlayerRef)) throw new LuaRaise("expected a Player");
    return t;
  };
  rt.playerMeta = metatable(
    rt,
    rt.apiFunction(
      "Player[]",
      (a) => {
        const color = playerOf(a).playerColor;
        const key = a.str(2);
        const method = playerMethods(rt, color)[key];
        if (method) {
          lua.lua_pushjsfunction(rt.L, rt.apiFunction(`Player.${key}`, method, rt.player(color)));
          return new Pushed(1);
        }
        host.countApi(`Player.${key}`);
        const seat = host.seatOf(color);
        switch (key) {
          case "color":
            return color;
          case "seated":
            // A spectator (Grey) is a player who sits at no colour.
            return seat !== undefined && color !== "Grey";
          case "host":
            return seat !== undefined && host.hostColor() === color;
          case "admin":
            return seat !== undefined && (host.hostColor() === color || seat.promoted === true);
          case "promoted":
            return seat?.promoted === true;
          case "steam_name":
            return seat ? (seat.steamName ?? `Player ${color}`) : undefined;
          case "steam_id":
            return seat ? `7656119800000${ALL_COLORS.indexOf(color)}` : undefined;
          case "team":
            return seat?.team ?? "";
          case "blindfolded":
            return false;
          case "lift_height":
            return new LuaFloat(0.1);
          default:
            throw new LuaRaise(`Player member '${key}' is not simulated by FakeTTS`);
        }
      },
      undefined,
      uncounted,
    ),
    rt.apiFunction(
      "Player[]=",
      (a) => {
        throw new LuaRaise(`Player member '${a.str(2)}' cannot be set in FakeTTS`);
      },
      undefined,
      uncounted,
    ),
    rt.apiFunction("Player.tostring", (a) => `Player(${playerOf(a).playerColor})`, undefined, uncounted),
  );

  const turnsFns: Record<string, (a: Args) => HostValue> = {
    getTurnOrder: () => host.turnOrder(),
    getNextTurnColor: () => host.nextTurnColor(1),
    getPreviousTurnColor: () => host.nextTurnColor(-1),
  };
  rt.turnsMeta = metatable(
    rt,
    rt.apiFunction(
      "Turns[]",
      (a) => {
        const key = a.str(2);
        const f = turnsFns[key];
        if (f) {
          lua.lua_pushjsfunction(rt.L, rt.apiFunction(`Turns.${key}`, f, rt.turnsRef));
          return new Pushed(1);
        }
        host.countApi(`Turns.${key}`);
        const turns = host.turns as unknown as Record<string, HostValue>;
        if (!(key in turns)) throw new LuaRaise(`Turns.${key} is not simulated by FakeTTS`);
        const v = turns[key];
        return Array.isArray(v) ? [...v] : v;
      },
      undefined,
      uncounted,
    ),
    rt.apiFunction(
      "Turns[]=",
      (a) => {
        const key = a.str(2);
        host.countApi(`Turns.${key}=`);
        const t = host.turns;
        switch (key) {
          case "enable":
            t.enable = a.truthy(3);
            break;
          case "type":
            t.type = a.num(3);
            break;
          case "order":
            t.order = stringList(a.data(3));
            break;
          case "reverse_order":
            t.reverse_order = a.truthy(3);
            break;
          case "skip_empty_hands":
            t.skip_empty_hands = a.truthy(3);
            break;
          case "disable_interactations":
            t.disable_interactations = a.truthy(3);
            break;
          case "pass_turns":
            t.pass_turns = a.truthy(3);
            break;
          case "turn_color":
            t.turn_color = a.str(3);
            break;
          default:
            throw new LuaRaise(`Turns.${key} is not simulated by FakeTTS`);
        }
        return new Pushed(0);
      },
      undefined,
      uncounted,
    ),
    rt.apiFunction("Turns.tostring", () => "Turns", undefined, uncounted),
  );
}

function playerMethods(rt: ScriptRuntime, color: PlayerColor): Record<string, (a: Args) => HostValue> {
  const host = rt.host;
  return {
    broadcast: (a) => (host.say("Player.broadcast", a.str(1), { to: color, tint: a.data(2), from: rt.owner.guid }), true),
    print: (a) => (host.say("Player.print", a.str(1), { to: color, tint: a.data(2), from: rt.owner.guid }), true),
    getHandObjects: () => host.handObjects(color),
    getHandCount: () => (host.handZone(color) ? 1 : 0),
    getHandTransform: () => {
      if (host.handRaises.has(color)) throw new LuaRaise("getHandTransform: " + color + " has no hand on this table");
      const z = host.handZone(color);
      if (!z) return undefined;
      const f = (x: number, y: number, zz: number): HostValue => ({ x: new LuaFloat(x), y: new LuaFloat(y), z: new LuaFloat(zz) });
      return {
        position: f(z.position.x, z.position.y, z.position.z),
        rotation: f(z.rotation.x, z.rotation.y, z.rotation.z),
        scale: f(z.size.x, z.size.y, z.size.z),
        forward: f(0, 0, 1),
        right: f(1, 0, 0),
        up: f(0, 1, 0),
      };
    },
    getSelectedObjects: () => [],
    getHoldingObjects: () => [],
    getHoverObject: () => undefined,
    getPointerPosition: () => ({ x: new LuaFloat(0), y: new LuaFloat(0), z: new LuaFloat(0) }),
  };
}

/**
 * `Notes`: `addNotebookTab({title, body?, color?})` returns the new tab's index (-1 when it
 * cannot make one: no title, or a colour that is no player colour); `editNotebookTab({index,
 * title?, body?, color?})` and `removeNotebookTab(index)` return false for an index with no tab;
 * `getNotebookTabs()` lists `{index, title, body, color}` in index order.
 */
function notesFunctions(rt: ScriptRuntime): Record<string, (a: Args) => HostValue> {
  const host = rt.host;
  const colour = (v: LuaData): string | undefined => (v === undefined ? "Grey" : isColor(v) ? v : undefined);
  const text = (v: LuaData, otherwise: string): string | undefined => (v === undefined ? otherwise : typeof v === "string" ? v : undefined);
  const tabAt = (v: LuaData): number | undefined =>
    typeof v === "number" && Number.isInteger(v) && v >= 0 && v < host.notebook.length ? v : undefined;
  return {
    getNotebookTabs: () => host.notebook.map((t, index) => ({ index, title: t.title, body: t.body, color: t.color })),
    addNotebookTab: (a) => {
      const p = a.table(1);
      const title = typeof p.title === "string" ? p.title : undefined;
      const body = text(p.body, "");
      const color = colour(p.color);
      if (title === undefined || body === undefined || color === undefined) return -1;
      host.notebook.push({ title, body, color });
      return host.notebook.length - 1;
    },
    editNotebookTab: (a) => {
      const p = a.table(1);
      const index = tabAt(p.index);
      if (index === undefined) return false;
      const tab = host.notebook[index];
      const title = text(p.title, tab.title);
      const body = text(p.body, tab.body);
      const color = p.color === undefined ? tab.color : colour(p.color);
      if (title === undefined || body === undefined || color === undefined) return false;
      host.notebook[index] = { title, body, color };
      return true;
    },
    removeNotebookTab: (a) => {
      const index = tabAt(a.data(1));
      if (index === undefined) return false;
      host.notebook.splice(index, 1);
      return true;
    },
    getNotes: () => host.notes,
    setNotes: (a) => {
      host.notes = a.str(1);
      return true;
    },
  };
}

/** An attribute's value as the UI keeps it: text (a boolean as "true"/"false", a number as written). */
function attrText(v: LuaData): string {
  if (typeof v === "boolean") return v ? "true" : "false";
  return v === undefined ? "" : String(v);
}

/**
 * `UI`, the Global UI (hosts/fake-tts/ui.ts): its queries answer from the live UI, stale while a
 * `setXml` loads; a setter on an id the live UI lacks answers false and says so in the console.
 */
function uiFunctions(rt: ScriptRuntime): Record<string, (a: Args) => HostValue> {
  const host = rt.host;
  const ui = host.ui;
  const element = (id: string) => {
    const found = ui.find(id);
    if (found === undefined) host.console(`UI: no element with id '${id}'`, rt.owner.guid);
    return found?.el;
  };
  return {
    getXml: () => ui.xml(),
    // XML the parser refuses leaves the UI as it is and is an error in the console; the call
    // itself raises nothing and answers true (TTS reads the XML as it loads, after the call).
    setXml: (a) => {
      host.xmlRefused(rt.owner, "UI.setXml", ui.setXml(a.str(1), host.frame));
      return true;
    },
    getAttribute: (a) => {
      const el = ui.find(a.str(1))?.el;
      return el === undefined ? undefined : attr(el, a.str(2));
    },
    getAttributes: (a) => {
      const el = ui.find(a.str(1))?.el;
      return el === undefined ? undefined : Object.fromEntries(el.attrs);
    },
    setAttribute: (a) => {
      const el = element(a.str(1));
      if (el !== undefined) setAttr(el, a.str(2), attrText(a.data(3)));
      return el !== undefined;
    },
    setAttributes: (a) => {
      const el = element(a.str(1));
      if (el === undefined) return false;
      for (const [k, v] of Object.entries(a.table(2))) setAttr(el, k, attrText(v));
      return true;
    },
    getValue: (a) => ui.find(a.str(1))?.el.value,
    setValue: (a) => {
      const el = element(a.str(1));
      if (el !== undefined) el.value = attrText(a.data(2));
      return el !== undefined;
    },
    show: (a) => {
      const el = element(a.str(1));
      if (el !== undefined) setAttr(el, "active", "true");
      return el !== undefined;
    },
    hide: (a) => {
      const el = element(a.str(1));
      if (el !== undefined) setAttr(el, "active", "false");
      return el !== undefined;
    },
  };
}

/** Installs TTS's globals in a fresh state whose owner is `rt.owner` (`self`). */
export function installGlobals(rt: ScriptRuntime): void {
  const host = rt.host;
  const L = rt.L;
  const from = rt.owner.guid;
  installMetatables(rt);

  rt.setGlobal("self", rt.owner);
  rt.setGlobal("Global", host.global);

  const globals: Record<string, (a: Args) => HostValue | Pushed> = {
    print: (a) => (host.say("print", tostringArgs(rt, a).join(" "), { from }), undefined),
    log: (a) => {
      const label = a.optStr(2);
      host.say("log", (label ? label + " " : "") + describe(a.data(1)), { from });
      return true;
    },
    logString: (a) => {
      const label = a.optStr(2);
      return (label ? label + " " : "") + describe(a.data(1));
    },
    logStyle: () => true,
    broadcastToAll: (a) => (host.say("broadcastToAll", a.str(1), { tint: a.data(2), from }), true),
    broadcastToColor: (a) => (host.say("broadcastToColor", a.str(1), { to: a.str(2), tint: a.data(3), from }), true),
    printToAll: (a) => (host.say("printToAll", a.str(1), { tint: a.data(2), from }), true),
    printToColor: (a) => (host.say("printToColor", a.str(1), { to: a.str(2), tint: a.data(3), from }), true),
    getObjectFromGUID: (a) => {
      const g = a.optStr(1);
      return g === undefined ? undefined : host.getObject(g);
    },
    getObjectsWithTag: (a) => host.tableObjects().filter((o) => o.hasTag(a.str(1))),
    getObjectsWithAnyTags: (a) => {
      const tags = stringList(a.data(1));
      return host.tableObjects().filter((o) => tags.some((t) => o.hasTag(t)));
    },
    getObjectsWithAllTags: (a) => {
      const tags = stringList(a.data(1));
      return host.tableObjects().filter((o) => tags.every((t) => o.hasTag(t)));
    },
    getAllObjects: () => host.tableObjects(),
    getObjects: () => host.tableObjects(),
    getSeatedPlayers: () => host.seatedColors(),
    destroyObject: (a) => (host.destroy(a.obj(1)), true),
    spawnObject: (a) => {
      const p = a.table(1);
      const cb = a.fieldFnRef(1, "callback_function");
      return spawnFromScript(host, p, callbackOf(rt, cb), false);
    },
    spawnObjectData: (a) => {
      const p = a.table(1);
      const cb = a.fieldFnRef(1, "callback_function");
      return spawnFromScript(host, p, callbackOf(rt, cb), true);
    },
    addContextMenuItem: (a) => {
      host.globalMenu.push({ label: a.str(1), keepOpen: a.truthy(3), runtime: rt, ref: a.fnRef(2) });
      return true;
    },
    clearContextMenu: () => {
      host.globalMenu = host.globalMenu.filter((e) => e.runtime !== rt);
      return true;
    },
    storeRewindState: (a) => {
      host.rewind.storeNow(host.frame, a.truthy(2));
      if (!a.isNil(1)) {
        // TTS API, Base: "The and_then function is then called with and_then(success,
        // new_state_was_stored)", and its example makes the sweeping change there. The docs do not
        // say when: the stricter reading, a later frame, never within the call.
        const ref = a.fnRef(1);
        host.scheduler.later(host.frame, 1, "storeRewindState and_then", () => {
          if (rt.closed) return;
          rt.callRef("storeRewindState", ref, [true, true]);
          rt.unref(ref);
        });
      }
      return true;
    },
    addHotkey: (a) => {
      host.addHotkey(a.str(1), rt, a.fnRef(2), a.truthy(3));
      return true;
    },
    allowRewindStore: () => {
      host.rewind.allow();
      return true;
    },
  };
  for (const [name, f] of Object.entries(globals)) rt.setGlobal(name, rt.apiFunction(name, f));

  // Wait
  lua.lua_createtable(L, 0, 5);
  setFns(rt, "Wait.", {
    frames: (a) => host.scheduler.wait(rt, host.frame, "frames", a.fnRef(1), { frames: a.optNum(2) ?? 1 }),
    time: (a) => host.scheduler.wait(rt, host.frame, "time", a.fnRef(1), { seconds: a.num(2), repetitions: a.optNum(3) ?? 1 }),
    condition: (a) =>
      host.scheduler.wait(rt, host.frame, "condition", a.fnRef(1), {
        condition: a.fnRef(2),
        timeout: a.optNum(3),
        timeoutFn: a.isNil(4) ? undefined : a.fnRef(4),
      }),
    stop: (a) => host.scheduler.stop(a.num(1)),
    stopAll: () => host.scheduler.stopAll(rt),
  });
  lua.lua_setglobal(L, ls("Wait"));

  // JSON
  lua.lua_createtable(L, 0, 3);
  setFns(rt, "JSON.", {
    encode: (a) => jsonEncode(rt, a.index(1), false),
    encode_pretty: (a) => jsonEncode(rt, a.index(1), true),
    decode: (a) => {
      const r = jsonDecode(a.data(1));
      if (r.error !== undefined) host.console(r.error, from);
      return r.value;
    },
  });
  lua.lua_setglobal(L, ls("JSON"));

  // Physics: a box cast straight down (physics.ts)
  lua.lua_createtable(L, 0, 1);
  setFns(rt, "Physics.", { cast: (a) => castOf(host.tableObjects(), a.table(1)) });
  lua.lua_setglobal(L, ls("Physics"));

  // Notes: the Notebook's tabs (indexes from 0) and the on-screen notes, as api.tabletopsimulator.com/notes documents them.
  lua.lua_createtable(L, 0, 6);
  setFns(rt, "Notes.", notesFunctions(rt));
  lua.lua_setglobal(L, ls("Notes"));

  // Player: Player[color] and the manager functions
  lua.lua_createtable(L, 0, 4);
  setFns(rt, "Player.", {
    getPlayers: () => host.playerColors().map((c) => rt.player(c)),
    getSpectators: () => (host.seatOf("Grey") !== undefined ? [rt.player("Grey")] : []),
    getColors: () => [...ALL_COLORS],
    getAvailableColors: () => [...ALL_COLORS].filter((c) => c !== "Grey" && c !== "Black"),
  });
  lua.lua_createtable(L, 0, 1);
  lua.lua_pushjsfunction(
    L,
    rt.apiFunction(
      "Player[]",
      (a) => {
        const key = a.data(2);
        return isColor(key) ? rt.player(key) : undefined;
      },
      undefined,
      { count: false },
    ),
  );
  lua.lua_setfield(L, -2, ls("__index"));
  lua.lua_setmetatable(L, -2);
  lua.lua_setglobal(L, ls("Player"));

  rt.setGlobal("Turns", rt.turnsRef);

  // UI: the Global UI; `UI.loading` is a member variable, read live.
  lua.lua_createtable(L, 0, 10);
  setFns(rt, "UI.", uiFunctions(rt));
  lua.lua_createtable(L, 0, 1);
  lua.lua_pushjsfunction(
    L,
    rt.apiFunction("UI[]", (a) => (a.str(2) === "loading" ? host.ui.loading(host.frame) : undefined), undefined, { count: false }),
  );
  lua.lua_setfield(L, -2, ls("__index"));
  lua.lua_setmetatable(L, -2);
  lua.lua_setglobal(L, ls("UI"));
}
