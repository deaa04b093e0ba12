/**
 * The members of a TTS Object as a script sees them (`obj.getPosition()`, `obj.guid`, …).
 * Members are called with a dot, as in TTS; a colon call (`obj:getPosition()`) works too, as
 * MoonSharp allows it on userdata. A member the fake does not simulate raises a Lua error that
 * says so, rather than returning nil. Using a destroyed object (other than `guid`, `getGUID`,
 * `isDestroyed`) raises a Lua error, as TTS does.
 */
import { containedInfo, deal, putObject, shuffle, takeObject } from "../world/containers";
import { add, rotate, vec } from "../world/geometry";
import type { FakeObject } from "../world/objects";
import type { Args, ScriptRuntime } from "./bridge";
import { callbackOf, callFromScript, getVarFromScript, setVarFromScript } from "./calls";
import { ls, lua } from "./fengari";
import type { LuaHost } from "./lua-host";
import { ALL_COLORS, type LuaData, type PlayerColor, type Vec3 } from "../types";
import { LuaFloat, LuaRaise, LuaVector, Pushed, type HostValue } from "../values";

export interface MemberCtx {
  rt: ScriptRuntime;
  host: LuaHost;
  obj: FakeObject;
}

type Getter = (c: MemberCtx) => HostValue | Pushed;
type Setter = (c: MemberCtx, a: Args, i: number) => void;
type Method = (c: MemberCtx, a: Args) => HostValue | Pushed;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  hexTile: "Tile",
  tile: "Tile",
  board: "Board",
  card: "Card",
  deck: "Deck",
  token: "Tile",
  stack: "Stack",
  model: "Generic",
  bag: "Bag",
  counter: "Counter",
  other: "Generic",
};

/** Save names whose TTS type no kind gives (a label, a note). */
const NAMED_TYPES: Readonly<Record<string, string>> = {
  "3DText": "3D Text",
  Notecard: "Notecard",
  // Figurines without the Figurine_ prefix (built-in-object.md, Figurines: type `Figurine`).
  PlayerPawn: "Figurine",
  "Metal Ball": "Figurine",
  // Zones, by the types TTS documents (built-in-object.md, Zones): getObjects() lists them too.
  FogOfWar: "Fog",
  FogOfWarTrigger: "FogOfWar",
  HandTrigger: "Hand",
  LayoutZone: "Layout",
  RandomizeTrigger: "Randomize",
  ScriptingTrigger: "Scripting",
};

function typeName(o: FakeObject): string {
  if (o.isGlobal) return "Scripting";
  if (NAMED_TYPES[o.name] !== undefined) return NAMED_TYPES[o.name];
  if (o.kind === "bag" && o.infinite) return "Infinite";
  if (o.kind === "model" && /^Figurine/.test(o.name)) return "Figurine";
  return TYPE_NAMES[o.kind] ?? "Generic";
}

/** Member variables a script may set that the fake only stores, with their defaults. */
const STORED_VARS: Readonly<Record<string, (o: FakeObject) => LuaData>> = {
  interactable: () => true,
  tooltip: () => true,
  drag_selectable: () => true,
  use_gravity: () => true,
  use_grid: () => true,
  use_snap_points: () => true,
  use_hands: (o) => o.kind === "card" || o.kind === "deck",
  hide_when_face_down: (o) => o.kind === "card" || o.kind === "deck",
  auto_raise: () => true,
  sticky: () => true,
  ignore_fog_of_war: () => false,
  grid_projection: () => false,
  measure_movement: () => false,
  use_rotation_value_flip: () => false,
  mass: () => 1,
  drag: () => 0.1,
  angular_drag: () => 0.1,
  bounciness: () => 0,
  static_friction: () => 0.4,
  dynamic_friction: () => 0.4,
  max_typed_number: () => 1,
};

const GETTERS: Readonly<Record<string, Getter>> = {
  guid: (c) => c.obj.guid,
  name: (c) => c.obj.name,
  type: (c) => typeName(c.obj),
  tag: (c) => typeName(c.obj),
  resting: (c) => c.obj.isResting(c.host.frame),
  is_face_down: (c) => c.obj.isFaceDown,
  locked: (c) => c.obj.locked,
  spawning: (c) => c.obj.isSpawning(c.host.frame),
  loading_custom: () => false,
  held_by_color: () => undefined,
  script_state: (c) => c.obj.scriptState,
  script_code: (c) => c.obj.script,
  memo: (c) => c.obj.memo,
  value: (c) => c.obj.value,
  remainder: (c) => c.obj.remainder,
  Counter: (c) => (c.obj.counter === undefined ? undefined : counterBehavior(c)),
};

const SETTERS: Readonly<Record<string, Setter>> = {
  locked: (c, a, i) => {
    c.obj.locked = a.truthy(i);
  },
  script_state: (c, a, i) => {
    c.obj.scriptState = a.isNil(i) ? "" : a.str(i);
  },
  script_code: (c, a, i) => {
    c.obj.script = a.isNil(i) ? "" : a.str(i);
  },
  memo: (c, a, i) => {
    c.obj.memo = a.isNil(i) ? "" : a.str(i);
  },
  value: (c, a, i) => {
    c.obj.value = a.num(i);
  },
  resting: (c, a, i) => {
    if (a.truthy(i)) c.obj.settleUntil = c.host.frame;
  },
};

/** The Counter behaviour of a digital counter (`obj.Counter.getValue()`, …). */
function counterBehavior(c: MemberCtx): HostValue | Pushed {
  const { rt, obj } = c;
  const L = rt.L;
  lua.lua_createtable(L, 0, 5);
  const fns: [string, (a: Args) => HostValue][] = [
    ["getValue", () => obj.counter ?? 0],
    ["setValue", (a) => ((obj.counter = Math.trunc(a.num(1))), true)],
    ["increment", () => ((obj.counter = (obj.counter ?? 0) + 1), true)],
    ["decrement", () => ((obj.counter = (obj.counter ?? 0) - 1), true)],
    ["clear", () => ((obj.counter = 0), true)],
  ];
  for (const [name, f] of fns) {
    lua.lua_pushjsfunction(
      L,
      rt.apiFunction(`Counter.${name}`, (a) => (c.host.checkAlive(obj, name), f(a))),
    );
    lua.lua_setfield(L, -2, ls(name));
  }
  return new Pushed(1);
}

function floats(v: Vec3): LuaVector {
  return LuaVector.of(v);
}

function boundsValue(b: { center: Vec3; size: Vec3; offset: Vec3 }): HostValue {
  return { center: floats(b.center), size: floats(b.size), offset: floats(b.offset) };
}

function colorKey(d: LuaData): string {
  if (typeof d === "string") return d;
  if (d && typeof d === "object" && !Array.isArray(d)) {
    const o = d as { [k: string]: LuaData };
    return `{${o.r ?? o[1]},${o.g ?? o[2]},${o.b ?? o[3]}}`;
  }
  if (Array.isArray(d)) return `{${d.slice(0, 3).join(",")}}`;
  return String(d);
}

function isColor(s: string | undefined): s is PlayerColor {
  return s !== undefined && (ALL_COLORS as readonly string[]).includes(s);
}

const METHODS: Readonly<Record<string, Method>> = {
  // identity and text
  getGUID: (c) => c.obj.guid,
  getName: (c) => c.obj.nickname,
  setName: (c, a) => ((c.obj.nickname = a.optStr(1) ?? ""), true),
  getDescription: (c) => c.obj.description,
  setDescription: (c, a) => ((c.obj.description = a.optStr(1) ?? ""), true),
  getGMNotes: (c) => c.obj.gmNotes,
  setGMNotes: (c, a) => ((c.obj.gmNotes = a.optStr(1) ?? ""), true),
  getLuaScript: (c) => c.obj.script,
  setLuaScript: (c, a) => ((c.obj.script = a.optStr(1) ?? ""), true),
  getData: (c) => c.host.dataOf(c.obj) as HostValue,
  // tags
  getTags: (c) => [...c.obj.tags],
  hasTag: (c, a) => c.obj.hasTag(a.str(1)),
  hasAnyTag: (c) => c.obj.tags.length > 0,
  hasMatchingTag: (c, a) => a.obj(1).tags.some((t) => c.obj.hasTag(t)),
  addTag: (c, a) => {
    const t = a.str(1);
    if (!c.obj.hasTag(t)) c.obj.tags.push(t);
    return true;
  },
  removeTag: (c, a) => {
    // Case-insensitive, as every tag function (TTS API, Object, Tag Functions); getTags keeps the spelling stored.
    const t = a.str(1).toLowerCase();
    c.obj.tags = c.obj.tags.filter((x) => x.toLowerCase() !== t);
    return true;
  },
  setTags: (c, a) => {
    const d = a.data(1);
    c.obj.tags = Array.isArray(d) ? d.filter((x): x is string => typeof x === "string") : [];
    return true;
  },
  // transform
  getPosition: (c) => floats(c.obj.position),
  getRotation: (c) => floats(c.obj.rotation),
  getScale: (c) => floats(c.obj.scale),
  getPositionSmooth: (c) => (c.obj.posMotion ? floats(c.obj.posMotion.to) : undefined),
  getRotationSmooth: (c) => (c.obj.rotMotion ? floats(c.obj.rotMotion.to) : undefined),
  setPosition: (c, a) => (c.host.placeNow(c.obj, a.vec(1), undefined, "setPosition"), true),
  setRotation: (c, a) => (c.host.placeNow(c.obj, undefined, a.vec(1), "setRotation"), true),
  setScale: (c, a) => ((c.obj.scale = a.vec(1)), true),
  scale: (c, a) => {
    const s = a.type(1) === lua.LUA_TNUMBER ? vec(a.num(1), a.num(1), a.num(1)) : a.vec(1);
    c.obj.scale = vec(c.obj.scale.x * s.x, c.obj.scale.y * s.y, c.obj.scale.z * s.z);
    return true;
  },
  setPositionSmooth: (c, a) => (c.host.moveSmooth(c.obj, a.vec(1), a.truthy(3), "setPositionSmooth"), true),
  setRotationSmooth: (c, a) => (c.host.rotateSmooth(c.obj, a.vec(1), a.truthy(3), "setRotationSmooth"), true),
  translate: (c, a) => (c.host.moveSmooth(c.obj, add(c.obj.posMotion?.to ?? c.obj.position, a.vec(1)), false, "translate"), true),
  rotate: (c, a) => (c.host.rotateSmooth(c.obj, add(c.obj.rotMotion?.to ?? c.obj.rotation, a.vec(1)), false, "rotate"), true),
  isSmoothMoving: (c) => c.obj.isSmoothMoving(),
  getBounds: (c) => boundsValue(c.obj.bounds),
  getBoundsNormalized: (c) => boundsValue(c.obj.boundsNormalized),
  getTransformForward: (c) => floats(rotate(c.obj.rotation, vec(0, 0, 1))),
  getTransformRight: (c) => floats(rotate(c.obj.rotation, vec(1, 0, 0))),
  getTransformUp: (c) => floats(rotate(c.obj.rotation, vec(0, 1, 0))),
  positionToWorld: (c, a) => {
    const l = a.vec(1);
    const s = c.obj.scale;
    return floats(add(c.obj.position, rotate(c.obj.rotation, vec(l.x * s.x, l.y * s.y, l.z * s.z))));
  },
  positionToLocal: (c, a) => {
    const w = a.vec(1);
    const p = c.obj.position;
    const r = c.obj.rotation;
    // The inverse rotation of Ry·Rx·Rz is Rz⁻¹·Rx⁻¹·Ry⁻¹: undo y, then x, then z.
    let d = vec(w.x - p.x, w.y - p.y, w.z - p.z);
    d = rotate(vec(0, -r.y, 0), d);
    d = rotate(vec(-r.x, 0, 0), d);
    d = rotate(vec(0, 0, -r.z), d);
    const s = c.obj.scale;
    return floats(vec(d.x / s.x, d.y / s.y, d.z / s.z));
  },
  getVelocity: () => floats(vec(0, 0, 0)),
  getAngularVelocity: () => floats(vec(0, 0, 0)),
  flip: (c) => (c.host.flipObject(c.obj, "flip"), true),
  // state
  // Collision events are not simulated (no physics): registering is accepted and changes nothing.
  registerCollisions: () => true,
  unregisterCollisions: () => true,
  getLock: (c) => c.obj.locked,
  setLock: (c, a) => ((c.obj.locked = a.truthy(1)), true),
  isDestroyed: (c) => c.obj.destroyed,
  destruct: (c) => (c.host.destroy(c.obj), true),
  getCustomObject: (c) => customObjectOf(c.obj),
  getColorTint: (c) => c.obj.colorTint ?? { r: new LuaFloat(1), g: new LuaFloat(1), b: new LuaFloat(1), a: new LuaFloat(1) },
  setColorTint: (c, a) => ((c.obj.colorTint = a.data(1)), true),
  // TTS documents getValue/setValue per type (a Counter's number, a 3D Text's text, a Clock's
  // time, a rotation value); the fake models the Counter's, and answers nil for the rest.
  getValue: (c) => c.obj.counter,
  setValue: (c, a) => {
    if (c.obj.counter === undefined) return false;
    c.obj.counter = Math.trunc(a.num(1));
    return true;
  },
  getZones: () => [],
  getSelectingPlayers: () => [],
  setHiddenFrom: () => true,
  setInvisibleTo: () => true,
  attachHider: () => true,
  attachInvisibleHider: () => true,
  // containers
  getQuantity: (c) => c.obj.quantity,
  // Rotation values from the save's `RotationValues` (a die's or dial's faces: `{Value, Rotation}`);
  // none for other objects. The value shown is the face whose up direction is nearest the object's.
  getRotationValues: (c) => rotationValuesOf(c.obj).map((f) => ({ value: f.Value, rotation: { ...f.Rotation } })),
  getRotationValue: (c) => faceUp(c.obj),
  getObjects: (c) => containedInfo(c.obj),
  takeObject: (c, a) => {
    const params = a.optTable(1);
    const callback = a.fieldFnRef(1, "callback_function");
    return takeObject(c.host, c.obj, params, callbackOf(c.rt, callback));
  },
  putObject: (c, a) => putObject(c.host, c.obj, a.obj(1)),
  deal: (c, a) => {
    const color = a.optStr(2);
    if (color !== undefined && color !== "" && !isColor(color)) throw new LuaRaise(`deal: unknown player colour '${color}'`);
    deal(c.host, c.obj, Math.trunc(a.num(1)), color === "" ? undefined : color);
    return true;
  },
  shuffle: (c) => (shuffle(c.obj, c.host.random), true),
  // scripts
  call: (c, a) => callFromScript(c.host, c.rt, c.obj, a.str(1), a.count >= 2 ? a.index(2) : undefined),
  getVar: (c, a) => getVarFromScript(c.host, c.rt, c.obj, a.str(1)),
  getTable: (c, a) => getVarFromScript(c.host, c.rt, c.obj, a.str(1)),
  setVar: (c, a) => setVarFromScript(c.host, c.rt, c.obj, a.str(1), a.index(2)),
  setTable: (c, a) => setVarFromScript(c.host, c.rt, c.obj, a.str(1), a.index(2)),
  // buttons
  createButton: (c, a) => {
    c.obj.buttons.push({ params: a.table(1) });
    return true;
  },
  editButton: (c, a) => {
    const p = a.table(1);
    const i = typeof p.index === "number" ? p.index : -1;
    const b = c.obj.buttons[i];
    if (!b) {
      c.host.console(`editButton: no button with index ${String(p.index)} on ${c.obj.guid}`);
      return false;
    }
    for (const [k, v] of Object.entries(p)) if (k !== "index") b.params[k] = v;
    return true;
  },
  removeButton: (c, a) => {
    const i = a.num(1);
    if (!c.obj.buttons[i]) return false;
    c.obj.buttons.splice(i, 1);
    return true;
  },
  clearButtons: (c) => ((c.obj.buttons = []), true),
  getButtons: (c) => (c.obj.buttons.length === 0 ? undefined : c.obj.buttons.map((b, index) => ({ ...b.params, index }) as HostValue)),
  // context menu
  addContextMenuItem: (c, a) => {
    const label = a.str(1);
    const ref = a.fnRef(2);
    c.obj.contextMenu.push({ label, keepOpen: a.truthy(3), runtime: c.rt, ref });
    return true;
  },
  clearContextMenu: (c) => {
    for (const e of c.obj.contextMenu) e.runtime.unref(e.ref);
    c.obj.contextMenu = [];
    return true;
  },
  // highlights
  highlightOn: (c, a) => {
    const duration = a.optNum(2);
    c.obj.highlights.set(colorKey(a.data(1)), duration === undefined ? undefined : c.host.frame + c.host.framesFor(duration));
    return true;
  },
  highlightOff: (c, a) => {
    if (a.isNil(1)) c.obj.highlights.clear();
    else c.obj.highlights.delete(colorKey(a.data(1)));
    return true;
  },
};

/**
 * `getCustomObject()` as TTS answers it for a custom tile (its images, outline `type`: 0 box, 1
 * hexagon, 2 circle, 3 rounded, thickness, stackable, stretch); an empty table for any other
 * object (the fake keeps no model's meshes).
 */
function customObjectOf(o: FakeObject): HostValue {
  const image = o.extra.CustomImage as
    | {
        ImageURL?: string;
        ImageSecondaryURL?: string;
        CustomTile?: { Type?: number; Thickness?: number; Stackable?: boolean; Stretch?: boolean };
      }
    | undefined;
  const tile = image?.CustomTile;
  if (image === undefined || tile === undefined) return {};
  return {
    image: image.ImageURL ?? "",
    image_bottom: image.ImageSecondaryURL ?? "",
    type: tile.Type ?? 0,
    thickness: new LuaFloat(tile.Thickness ?? 0.2),
    stackable: tile.Stackable ?? false,
    stretch: tile.Stretch ?? true,
  };
}

/** What Global offers as an object (`Global.call`, `Global.getVar`, …). */
const GLOBAL_MEMBERS = new Set([
  "guid",
  "getGUID",
  "call",
  "getVar",
  "setVar",
  "getTable",
  "setTable",
  "getLuaScript",
  "script_state",
  "script_code",
  "name",
  "getName",
  "isDestroyed",
]);

/** Members usable on a destroyed object. */
const AFTER_DESTROY = new Set(["guid", "getGUID", "isDestroyed"]);

function notSimulated(key: string): never {
  throw new LuaRaise(`Object member '${key}' is not simulated by FakeTTS (hosts/fake-tts)`);
}

function checkKey(c: MemberCtx, key: string): void {
  if (c.obj.isGlobal && !GLOBAL_MEMBERS.has(key)) throw new LuaRaise(`Global has no member '${key}' in FakeTTS`);
  if (c.obj.destroyed && !AFTER_DESTROY.has(key)) c.host.checkAlive(c.obj, key);
}

/** `obj[key]`: a member variable's value, or the member function bound to `obj`. */
export function objectIndex(rt: ScriptRuntime, obj: FakeObject, key: string): HostValue | Pushed {
  const c: MemberCtx = { rt, host: rt.host, obj };
  checkKey(c, key);
  const method = METHODS[key];
  if (method) {
    lua.lua_pushjsfunction(
      rt.L,
      rt.apiFunction(
        `Object.${key}`,
        (a) => {
          checkKey(c, key);
          return method(c, a);
        },
        obj,
      ),
    );
    return new Pushed(1);
  }
  const getter = GETTERS[key];
  if (getter) {
    rt.host.countApi(`Object.${key}`);
    return getter(c);
  }
  const stored = STORED_VARS[key];
  if (stored) {
    rt.host.countApi(`Object.${key}`);
    return obj.memberVars.has(key) ? (obj.memberVars.get(key) as HostValue) : stored(obj);
  }
  return notSimulated(key);
}

/** `obj[key] = value` (the value is argument `i` of `a`). */
export function objectNewIndex(rt: ScriptRuntime, obj: FakeObject, key: string, a: Args, i: number): void {
  const c: MemberCtx = { rt, host: rt.host, obj };
  checkKey(c, key);
  rt.host.countApi(`Object.${key}=`);
  const setter = SETTERS[key];
  if (setter) return setter(c, a, i);
  if (STORED_VARS[key]) {
    obj.memberVars.set(key, a.data(i));
    return;
  }
  if (GETTERS[key] || METHODS[key]) throw new LuaRaise(`Object member '${key}' is read-only`);
  notSimulated(key);
}

export function objectToString(obj: FakeObject): string {
  return obj.isGlobal ? "Global" : `${obj.name} (LuaGameObjectScript)`;
}

/** A face of a die or dial as the save writes it. */
interface RotationValue {
  Value: string | number;
  Rotation: Vec3;
}

function rotationValuesOf(obj: FakeObject): RotationValue[] {
  const list = obj.extra.RotationValues;
  return Array.isArray(list) ? (list as RotationValue[]) : [];
}

/** Where a rotation (Unity's Euler angles: z, then x, then y) turns the up direction (0, 1, 0). */
function upOf(r: Vec3): Vec3 {
  const rad = Math.PI / 180;
  const [x, y, z] = [r.x * rad, r.y * rad, r.z * rad];
  const ux = -Math.sin(z);
  const uy = Math.cos(z) * Math.cos(x);
  const uz = Math.cos(z) * Math.sin(x);
  return { x: ux * Math.cos(y) + uz * Math.sin(y), y: uy, z: -ux * Math.sin(y) + uz * Math.cos(y) };
}

/** The value of the face nearest up, as TTS's getRotationValue; nil without rotation values. */
function faceUp(obj: FakeObject): string | number | undefined {
  const up = upOf(obj.rotation);
  let best: RotationValue | undefined = undefined;
  let bestDot = -2;
  for (const f of rotationValuesOf(obj)) {
    const u = upOf(f.Rotation);
    const dot = u.x * up.x + u.y * up.y + u.z * up.z;
    if (dot > bestDot) [best, bestDot] = [f, dot];
  }
  return best?.Value;
}
