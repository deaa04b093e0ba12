/**
 * What scripts do to one another through the TTS API (`obj.call`, `getVar`/`setVar`), what
 * they spawn, and the callbacks they leave: values are copied between the two Lua states.
 */
import { vecParam } from "../world/containers";
import { vec } from "../world/geometry";
import { FakeObject } from "../world/objects";
import { ls, lua } from "./fengari";
import { ScriptRuntime } from "./bridge";
import type { LuaHost } from "./lua-host";
import type { LuaData, SaveObject } from "../types";
import { LuaRaise, Pushed } from "../values";

/** An object's script as the Lua side runs it (every script the host starts is a ScriptRuntime). */
export function scriptOf(o: FakeObject): ScriptRuntime | undefined {
  const s = o.runtime;
  return s instanceof ScriptRuntime ? s : undefined;
}

/** A script's `callback_function`, run once with the object it waited for. */
export function callbackOf(rt: ScriptRuntime, ref: number | undefined): ((o: FakeObject) => void) | undefined {
  if (ref === undefined) return undefined;
  return (o) => {
    if (rt.closed) return;
    rt.callRef("callback_function", ref, [o]);
    rt.unref(ref);
  };
}

/** `spawnObject` (`type`) and `spawnObjectData` (`data`), minimal. */
export function spawnFromScript(
  host: LuaHost,
  p: { [key: string]: LuaData },
  onSpawned: ((o: FakeObject) => void) | undefined,
  fromData: boolean,
): FakeObject {
  let data: SaveObject;
  if (fromData) {
    const d = p.data;
    if (!d || typeof d !== "object" || Array.isArray(d) || typeof (d as { Name?: unknown }).Name !== "string")
      throw new LuaRaise("spawnObjectData: params.data must be a table with a Name");
    data = JSON.parse(JSON.stringify(d)) as SaveObject;
  } else {
    if (typeof p.type !== "string") throw new LuaRaise("spawnObject: params.type must be a string");
    data = { Name: p.type, Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 } };
  }
  const t = data.Transform;
  const position = vecParam(p.position) ?? (t ? vec(t.posX, t.posY, t.posZ) : vec(0, 0, 0));
  const rotation = vecParam(p.rotation) ?? (t ? vec(t.rotX, t.rotY, t.rotZ) : vec(0, 0, 0));
  const scale = vecParam(p.scale);
  if (scale && data.Transform) Object.assign(data.Transform, { scaleX: scale.x, scaleY: scale.y, scaleZ: scale.z });
  return host.spawnData(data, { position, rotation, cause: fromData ? "spawnObjectData" : "spawnObject", onSpawned });
}

/** `target.call(name, params)` from script `rt`: the params are copied in, the result copied back. */
export function callFromScript(host: LuaHost, rt: ScriptRuntime, target: FakeObject, name: string, paramsIdx: number | undefined): Pushed {
  host.checkAlive(target, "call");
  const trt = scriptOf(target);
  const who = target.isGlobal ? "Global" : `${target.displayName} (${target.guid})`;
  if (!trt || trt.closed) throw new LuaRaise(`call: ${who} has no script`);
  if (!trt.hasFunction(name)) throw new LuaRaise(`call: ${who} has no function '${name}'`);
  const same = trt === rt;
  let ref: number | undefined;
  const r = trt.protect(
    `call(${name})`,
    () => {
      lua.lua_getglobal(trt.L, ls(name));
      if (paramsIdx === undefined) return 0;
      trt.copyFrom(rt, paramsIdx);
      return 1;
    },
    (idx) => {
      if (same) ref = trt.ref(idx);
      else rt.copyFrom(trt, idx);
      return true;
    },
  );
  if (!r.ok) {
    lua.lua_pushnil(rt.L);
  } else if (same && ref !== undefined) {
    rt.pushRef(ref);
    rt.unref(ref);
  }
  return new Pushed(1);
}

export function getVarFromScript(host: LuaHost, rt: ScriptRuntime, target: FakeObject, name: string): Pushed {
  host.checkAlive(target, "getVar");
  const trt = scriptOf(target);
  if (!trt || trt.closed) {
    lua.lua_pushnil(rt.L);
    return new Pushed(1);
  }
  lua.lua_getglobal(trt.L, ls(name));
  try {
    rt.copyFrom(trt, -1);
  } finally {
    if (trt !== rt) lua.lua_pop(trt.L, 1);
  }
  if (trt === rt) lua.lua_remove(rt.L, -2);
  return new Pushed(1);
}

export function setVarFromScript(host: LuaHost, rt: ScriptRuntime, target: FakeObject, name: string, valueIdx: number): boolean {
  host.checkAlive(target, "setVar");
  const trt = scriptOf(target);
  if (!trt || trt.closed) throw new LuaRaise(`setVar: ${target.displayName} (${target.guid}) has no script`);
  trt.copyFrom(rt, valueIdx);
  lua.lua_setglobal(trt.L, ls(name));
  return true;
}
