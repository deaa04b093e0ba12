/**
 * FakeTTS: a deterministic stand-in for a Tabletop Simulator table, to run the mod's built Lua
 * object scripts in fengari and check where the pieces end up. See hosts/fake-tts.ts for
 * what is simulated and what is not.
 */
import { luaVm } from "../lua-vm";
import { MoonSharpRuntime } from "../moonsharp/runtime";
import { ScriptRuntime } from "./lua/bridge";
import { scriptOf } from "./lua/calls";
import { installGlobals } from "./lua/globals";
import type { LuaHost } from "./lua/lua-host";
import type { ObjectScript } from "./script";
import { Rewind } from "./time/rewind";
import { Scheduler } from "./time/scheduler";
import { FakeUi, parseXml, shownTo } from "./ui";
import { parseXmlDotNet } from "../moonsharp/xml";
import { LuaRaise, LuaVector, PlayerRef, type HostValue } from "./values";
import { putObject, takeObject } from "./world/containers";
import { copyVec, kindOf, normRot, toVec, vec } from "./world/geometry";
import { FakeObject, specToSave, type ContextMenuEntry, type ObjectSpec } from "./world/objects";
import { advance, arrived, DEFAULT_TIMING, flipObject, moveSmooth, overlaps, placeNow, rotateSmooth, type Timing } from "./world/motion";
import type { SpawnAt } from "./world/world";
import {
  ALL_COLORS,
  SEAT_COLORS,
  type ButtonInfo,
  type ContextMenuInfo,
  type HandZone,
  type LuaData,
  type Message,
  type MessageKind,
  type NotebookTab,
  type ObjectKind,
  type PlayerColor,
  type PlayerSeat,
  type SaveFile,
  type SaveObject,
  type ScriptError,
  type StackEvent,
  type TurnsState,
  type Vec3,
  type VecInput,
  COLOR_TINTS,
} from "./types";

/** TTS's `Player.Action.Select`. */
const PLAYER_ACTION_SELECT = 13;

export interface FakeTTSOptions {
  /** The players; default White, the host. One of colour Grey is a spectator: a player, not seated. */
  players?: PlayerSeat[];
  turns?: Partial<TurnsState>;
  /** Hand zones by colour; every seat colour has one by default (see `defaultHandZones`). */
  hands?: Partial<Record<PlayerColor, Partial<Omit<HandZone, "color">>>>;
  /** Colours without a hand zone (`getHandTransform` answers nil). */
  handless?: PlayerColor[];
  /** Colours whose `getHandTransform` raises, as it does on some tables (src/tts/hand.ts). */
  handRaises?: PlayerColor[];
  /** Base sizes (at scale 1) per kind, replacing `BASE_SIZES` entries. */
  kindSizes?: Partial<Record<ObjectKind, VecInput>>;
  /** Base size (at scale 1) of particular objects of a save, by GUID. */
  sizes?: Record<string, VecInput>;
  /** Kind of particular objects of a save, by GUID (e.g. a `Custom_Model` used as a tile). */
  kinds?: Record<string, ObjectKind>;
  timing?: Partial<Timing>;
  /** Seed of `math.random` in every script and of `shuffle` (default 1). */
  seed?: number;
  /** Lua instructions one entry point may run before it is stopped as endless (default 10 million, about half a second). */
  instructionLimit?: number;
  /** The VM each object's script runs in: fengari, or MoonSharp 2.0.0.0 as in TTS (default: `LUA_VM`, else fengari). */
  lua?: "fengari" | "moonsharp";
}

export type Target = FakeObject | string;

/** Hand zones around the table: seat i at angle 36°·i on a circle of radius 40, a 12×8×12 box. */
export function defaultHandZones(): Map<PlayerColor, HandZone> {
  const zones = new Map<PlayerColor, HandZone>();
  SEAT_COLORS.forEach((color, i) => {
    const a = (i * Math.PI) / 5;
    const position = vec(Math.round(40 * Math.sin(a) * 1000) / 1000, 3, Math.round(-40 * Math.cos(a) * 1000) / 1000);
    zones.set(color, { color, position, size: vec(12, 8, 12), rotation: vec(0, (i * 36) % 360, 0) });
  });
  return zones;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A colour's tint as a save writes it (`visibleColor`); grey for a name that is no player colour. */
function colorTint(color: string): { r: number; g: number; b: number } {
  return { ...(COLOR_TINTS[color as PlayerColor] ?? COLOR_TINTS.Grey) };
}

/** A save's `TabStates` as the Notebook's tabs, in index order ("0", "1", …; other keys are no tab). */
function tabsOf(states: SaveFile["TabStates"]): NotebookTab[] {
  if (states === undefined || states === null) return [];
  return Object.keys(states)
    .filter((k) => /^\d+$/.test(k))
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => {
      const t = states[k];
      return { title: String(t.title ?? ""), body: String(t.body ?? ""), color: String(t.color ?? "Grey") };
    });
}

/** The Notebook as TTS saves it: `TabStates` by index, each with its colour's tint and an id. */
function tabStates(tabs: NotebookTab[]): NonNullable<SaveFile["TabStates"]> {
  const out: NonNullable<SaveFile["TabStates"]> = {};
  tabs.forEach((t, i) => {
    out[String(i)] = { title: t.title, body: t.body, color: t.color, visibleColor: colorTint(t.color), id: String(i) };
  });
  return out;
}

export class FakeTTS implements LuaHost {
  /** Frames run so far. */
  frame = 0;
  readonly timing: Timing;
  readonly seed: number;
  readonly instructionLimit: number;
  readonly lua: "fengari" | "moonsharp";
  /** Global, as an object (GUID `-1`), with the save's global script if any. */
  readonly global: FakeObject;
  turns: TurnsState;
  /** Every message, print, broadcast and console line, in order. */
  readonly messages: Message[] = [];
  /** Script errors, as TTS's console would show them. */
  readonly errors: ScriptError[] = [];
  /** Bugs of the fake itself (a JS exception inside an API function). */
  readonly internalErrors: string[] = [];
  /** Pieces that came to rest on another piece. */
  readonly stackEvents: StackEvent[] = [];
  /** TTS API calls by name (`getObjectsWithTag`, `Object.getPosition`, `Wait.frames`, …). */
  readonly apiCalls = new Map<string, number>();
  globalMenu: ContextMenuEntry[] = [];
  /** The game's Notebook, in tab order (index 0 first); saved as the save's `TabStates`. */
  notebook: NotebookTab[] = [];
  /** The on-screen notes (`Notes.setNotes`); saved as the save's `Note`. */
  notes = "";
  /** The Global UI (ui.ts): a save's `XmlUI`, then what scripts set; read by the tier's strict XML parser. */
  readonly ui: FakeUi;
  /** Hotkeys added by scripts (`addHotkey`), by label. */
  hotkeys: { label: string; runtime: ObjectScript; ref: number; keyUp: boolean }[] = [];

  private readonly options: FakeTTSOptions;
  private readonly table: FakeObject[] = [];
  private readonly byGuid = new Map<string, FakeObject>();
  private readonly seats = new Map<PlayerColor, PlayerSeat>();
  private readonly hands: Map<PlayerColor, HandZone>;
  /** Colours whose `getHandTransform` raises (options.handRaises). */
  readonly handRaises: Set<PlayerColor>;
  private readonly kindSizes: Partial<Record<ObjectKind, Vec3>> = {};
  private readonly sizes = new Map<string, Vec3>();
  private readonly kinds = new Map<string, ObjectKind>();
  /** Wait functions and the host's delayed work. */
  readonly scheduler: Scheduler;
  /** Rewind points stored (time/rewind.ts). */
  readonly rewind: Rewind;
  private guidCounter = 0;
  /** The seeded generator of `shuffle`. */
  readonly random: () => number;
  private started = false;

  constructor(options: FakeTTSOptions = {}) {
    this.options = options;
    this.timing = { ...DEFAULT_TIMING, ...(options.timing ?? {}) };
    this.seed = options.seed ?? 1;
    this.instructionLimit = options.instructionLimit ?? 10_000_000;
    this.lua = options.lua ?? luaVm();
    this.random = mulberry32(this.seed);
    this.ui = new FakeUi(this.lua === "moonsharp" ? parseXmlDotNet : parseXml);
    this.scheduler = new Scheduler((seconds) => this.framesFor(seconds));
    this.rewind = new Rewind((seconds) => this.framesFor(seconds));
    for (const seat of options.players ?? [{ color: "White", host: true }]) this.seats.set(seat.color, { ...seat });
    this.turns = {
      enable: false,
      type: 1,
      order: [],
      reverse_order: false,
      skip_empty_hands: false,
      disable_interactations: false,
      pass_turns: true,
      turn_color: "",
      ...(options.turns ?? {}),
    };
    this.hands = defaultHandZones();
    for (const [color, zone] of Object.entries(options.hands ?? {}) as [PlayerColor, Partial<HandZone>][]) {
      const base = this.hands.get(color) ?? { color, position: vec(0, 3, 0), size: vec(12, 8, 12), rotation: vec(0, 0, 0) };
      this.hands.set(color, { ...base, ...zone, color });
    }
    for (const color of options.handless ?? []) this.hands.delete(color);
    this.handRaises = new Set(options.handRaises ?? []);
    for (const [k, v] of Object.entries(options.kindSizes ?? {}) as [ObjectKind, VecInput][]) this.kindSizes[k] = toVec(v);
    for (const [g, v] of Object.entries(options.sizes ?? {})) this.sizes.set(g, toVec(v));
    for (const [g, k] of Object.entries(options.kinds ?? {})) this.kinds.set(g, k);
    this.global = new FakeObject(
      { Name: "Global", Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 } },
      "-1",
      {
        isGlobal: true,
      },
    );
  }

  /** A table from a save (or its JSON text): every object, the global script and the turns, then every script's onLoad. */
  static load(save: SaveFile | string, options: FakeTTSOptions = {}): FakeTTS {
    const host = new FakeTTS(options);
    host.addSave(typeof save === "string" ? (JSON.parse(save) as SaveFile) : save);
    host.start();
    return host;
  }

  // ---- building the table -------------------------------------------------------------

  /** Adds a save's objects, global script and turns (scripts start with `start()`). */
  addSave(save: SaveFile): void {
    for (const o of save.ObjectStates) this.addObject(o);
    this.notebook = tabsOf(save.TabStates);
    if (typeof save.Note === "string") this.notes = save.Note;
    if (typeof save.XmlUI === "string") this.xmlRefused(this.global, "XmlUI", this.ui.load(save.XmlUI, this.frame));
    this.checkObjectXml(save.ObjectStates);
    if (save.LuaScript) this.setGlobalScript(save.LuaScript, save.LuaScriptState ?? "");
    const t = save.Turns;
    if (t) {
      this.turns = {
        ...this.turns,
        enable: t.Enable ?? this.turns.enable,
        type: t.Type ?? this.turns.type,
        order: t.TurnOrder ? [...t.TurnOrder] : this.turns.order,
        reverse_order: t.Reverse ?? this.turns.reverse_order,
        skip_empty_hands: t.SkipEmpty ?? this.turns.skip_empty_hands,
        disable_interactations: t.DisableInteractions ?? this.turns.disable_interactations,
        pass_turns: t.PassTurns ?? this.turns.pass_turns,
        turn_color: t.TurnColor ?? this.turns.turn_color,
      };
    }
  }

  /**
   * Puts an object on the table (a test's spec or a save object). After `start()`, its script
   * runs at once (as when an object is pasted in TTS). A GUID already on the table is an error.
   */
  addObject(spec: ObjectSpec | SaveObject): FakeObject {
    const data = specToSave(spec);
    const guid = data.GUID ?? this.newGuid();
    if (this.isLive(guid) || guid === "-1") throw new Error(`FakeTTS.addObject: GUID ${guid} is already on the table`);
    const asSpec = spec as ObjectSpec;
    if (!("Transform" in spec) && asSpec.kind) this.kinds.set(guid, asSpec.kind);
    if (!("Transform" in spec) && asSpec.size) this.sizes.set(guid, toVec(asSpec.size));
    // A contained piece's size too (a deck's cards), kept for when it comes out.
    for (const c of ("Transform" in spec ? [] : (asSpec.contents ?? [])) as ObjectSpec[]) {
      if (!("Transform" in c) && c.guid !== undefined && c.size) this.sizes.set(c.guid, toVec(c.size));
    }
    const o = this.makeObject(data, guid);
    this.addToTable(o);
    if (this.started && o.script !== "") this.startScript(o);
    if (this.started) this.fireEvent("onObjectSpawn", [o]);
    return o;
  }

  /** Sets Global's script (it runs at `start()`, or at once after it). */
  setGlobalScript(script: string, state = ""): void {
    this.global.script = script;
    this.global.scriptState = state;
    if (this.started) this.startScript(this.global);
  }

  /** Runs every script: each object's in table order, then Global's (its onLoad runs last). */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const o of [...this.table]) if (o.script !== "" && !o.destroyed) this.startScript(o);
    if (this.global.script !== "") this.startScript(this.global);
  }

  private makeObject(data: SaveObject, guid: string): FakeObject {
    const kind = this.kinds.get(guid) ?? kindOf(data);
    const size = this.sizes.get(guid) ?? this.kindSizes[kind];
    const o = new FakeObject(data, guid, { size });
    if (kind !== o.kind || size) o.setKind(kind, size);
    return o;
  }

  private addToTable(o: FakeObject): void {
    this.table.push(o);
    this.byGuid.set(o.guid, o);
  }

  /** A GUID an object on the table has now (one destroyed, or put into a container, frees it). */
  private isLive(guid: string): boolean {
    const o = this.byGuid.get(guid);
    return o !== undefined && !o.destroyed;
  }

  private newGuid(): string {
    let g: string;
    do {
      this.guidCounter++;
      g = (0xa00000 + this.guidCounter).toString(16);
    } while (this.byGuid.has(g));
    return g;
  }

  private startScript(o: FakeObject): void {
    o.runtime?.close();
    const rt = this.lua === "moonsharp" ? new MoonSharpRuntime(this, o) : new ScriptRuntime(this, o);
    installGlobals(rt);
    o.runtime = rt;
    if (rt.runScript(o.script) && rt.hasFunction("onLoad")) rt.callFunction("onLoad", "onLoad", [o.scriptState]);
  }

  // ---- queries ------------------------------------------------------------------------

  /** Objects on the table (not in containers, not destroyed), in the order they came. */
  tableObjects(): FakeObject[] {
    return this.table.filter((o) => !o.destroyed);
  }

  get objects(): FakeObject[] {
    return this.tableObjects();
  }

  getObject(guid: string): FakeObject | undefined {
    const o = this.byGuid.get(guid);
    return o && !o.destroyed ? o : undefined;
  }

  objectsWithTag(tag: string): FakeObject[] {
    return this.tableObjects().filter((o) => o.hasTag(tag));
  }

  /** An object by GUID, else by its unique nickname. */
  resolve(target: Target): FakeObject {
    if (target instanceof FakeObject) return target;
    const byGuid = this.getObject(target);
    if (byGuid) return byGuid;
    const named = this.tableObjects().filter((o) => o.nickname === target);
    if (named.length === 1) return named[0];
    throw new Error(`FakeTTS: no single object with GUID or nickname '${target}' (${named.length} found)`);
  }

  handZone(color: PlayerColor): HandZone | undefined {
    return this.hands.get(color);
  }

  private inZone(z: HandZone, p: Vec3): boolean {
    return (
      Math.abs(p.x - z.position.x) <= z.size.x / 2 &&
      Math.abs(p.y - z.position.y) <= z.size.y / 2 &&
      Math.abs(p.z - z.position.z) <= z.size.z / 2
    );
  }

  /** Objects lying in a colour's hand zone (left to right along x, then by GUID). */
  handObjects(color: PlayerColor): FakeObject[] {
    const z = this.hands.get(color);
    if (!z) return [];
    return this.tableObjects()
      .filter((o) => !o.isSmoothMoving() && this.inZone(z, o.position))
      .sort((a, b) => a.position.x - b.position.x || (a.guid < b.guid ? -1 : 1));
  }

  /** The colour whose hand zone holds a position, if any. */
  handAt(p: Vec3): PlayerColor | undefined {
    for (const z of this.hands.values()) if (this.inZone(z, p)) return z.color;
    return undefined;
  }

  seatOf(color: PlayerColor): PlayerSeat | undefined {
    return this.seats.get(color);
  }

  /** `getSeatedPlayers()`: "the Player Colors strings of seated players" (TTS API, Base); a spectator (Grey) sits nowhere. */
  seatedColors(): PlayerColor[] {
    return ALL_COLORS.filter((c) => c !== "Grey" && this.seats.has(c));
  }

  /**
   * `Player.getPlayers()`: "a table of all Player instances" (TTS API, Player Manager), spectators
   * (Grey, `getSpectators()`) among them. A seat of colour Grey here is a spectator.
   */
  playerColors(): PlayerColor[] {
    return ALL_COLORS.filter((c) => this.seats.has(c));
  }

  hostColor(): PlayerColor | undefined {
    for (const [c, s] of this.seats) if (s.host) return c;
    return this.seatedColors()[0];
  }

  /** A player sits at `color` (every script gets `onPlayerChangeColor`, as TTS tells them). */
  seat(color: PlayerColor, seat: Omit<PlayerSeat, "color"> = {}): void {
    this.seats.set(color, { ...seat, color });
    if (this.started) this.fireEvent("onPlayerChangeColor", [color]);
  }

  /** The player at `color` leaves it (`onPlayerChangeColor`). */
  unseat(color: PlayerColor): void {
    this.seats.delete(color);
    if (this.started) this.fireEvent("onPlayerChangeColor", [color]);
  }

  /**
   * `Turns.getTurnOrder()`, "Returns the current turn order" (TTS API, Turns): with `type` 2
   * (custom) the list `Turns.order` holds; with `type` 1 (automatic) the seated players in seat
   * order (Player Colors), whatever `order` holds. The docs give `reverse_order` as the turns'
   * "rotation direction", apart from the order: the list is the same either way, and the next and
   * previous turn colours follow the direction.
   */
  turnOrder(): string[] {
    if (this.turns.type === 2) return [...this.turns.order];
    return SEAT_COLORS.filter((c) => this.seats.has(c));
  }

  nextTurnColor(dir: 1 | -1): string {
    const order = this.turnOrder();
    if (order.length === 0) return "";
    const step = this.turns.reverse_order ? -dir : dir;
    const i = order.indexOf(this.turns.turn_color);
    if (i < 0) return order[0];
    return order[(i + step + order.length) % order.length];
  }

  /** Buttons of an object as TTS's getButtons lists them (index from 0). */
  buttons(target: Target): ButtonInfo[] {
    return this.resolve(target).buttons.map((b, index) => {
      const owner = b.params.function_owner;
      return {
        index,
        label: typeof b.params.label === "string" ? b.params.label : "",
        click_function: typeof b.params.click_function === "string" ? b.params.click_function : "",
        function_owner: owner instanceof FakeObject ? owner.guid : "-1",
        tooltip: typeof b.params.tooltip === "string" ? b.params.tooltip : "",
        params: b.params,
      };
    });
  }

  contextMenuItems(target: Target): ContextMenuInfo[] {
    return this.resolve(target).contextMenu.map((e) => ({ label: e.label, keepOpen: e.keepOpen, owner: e.runtime.owner.guid }));
  }

  /** Highlight colours on an object now (a colour name, or `{r,g,b}` as the script gave it). */
  highlights(target: Target): string[] {
    return [...this.resolve(target).highlights.keys()];
  }

  /** Pairs of pieces lying on one another now (the stacking rule of `stackEvents`). */
  overlaps(): [string, string][] {
    return overlaps(this);
  }

  // ---- records ------------------------------------------------------------------------

  countApi(name: string): void {
    this.apiCalls.set(name, (this.apiCalls.get(name) ?? 0) + 1);
  }

  /** Calls of one API function (`Object.getPosition`, `getObjectsWithTag`, …), or of all. */
  apiCallCount(name?: string): number {
    if (name !== undefined) return this.apiCalls.get(name) ?? 0;
    let n = 0;
    for (const v of this.apiCalls.values()) n += v;
    return n;
  }

  /**
   * Lua VM instructions an object's script (or Global's) has run so far: exact, from a count hook
   * (see `ScriptRuntime.instructions`). The difference across a `call` is that call's cost.
   */
  instructions(target: Target | "Global"): number {
    const obj = target === "Global" ? this.global : this.resolve(target);
    const rt = obj.runtime;
    if (!rt) throw new Error(`FakeTTS.instructions: ${obj.guid} has no script`);
    return rt.instructions;
  }

  apiCallSnapshot(): Record<string, number> {
    return Object.fromEntries([...this.apiCalls.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  resetApiCalls(): void {
    this.apiCalls.clear();
  }

  say(kind: MessageKind, text: string, extra: { to?: string; tint?: LuaData; from?: string } = {}): void {
    this.messages.push({ kind, text, frame: this.frame, ...extra });
  }

  /** A console line of TTS itself (not a script error). */
  console(text: string, from?: string): void {
    this.say("console", text, { from });
  }

  /** What every player saw announced: broadcastToAll and printToAll texts. */
  announcements(): string[] {
    return this.messages.filter((m) => m.kind === "broadcastToAll" || m.kind === "printToAll").map((m) => m.text);
  }

  clearMessages(): void {
    this.messages.length = 0;
  }

  recordScriptError(owner: FakeObject, where: string, message: string, traceback: string): void {
    // The location: Lua's prefix of the message, else the first Lua frame of the traceback.
    const m = /^(.*?:\d+): /.exec(message) ?? /\n\t([^\n[]*?:\d+):/.exec(traceback);
    const objectName = owner.displayName;
    const text = `Error in Script (${objectName} - ${owner.guid}) function <${where}>: ${message}`;
    this.errors.push({ guid: owner.guid, objectName, where, message, location: m?.[1], traceback, frame: this.frame, text });
    this.say("console", text, { from: owner.guid });
  }

  /** XML the UI refused (`why`; undefined: none), as TTS's console shows an error: recorded with the script errors. */
  xmlRefused(owner: FakeObject, where: string, why: string | undefined): void {
    if (why !== undefined) this.recordScriptError(owner, where, "XML: " + why, "");
  }

  /**
   * Each object's own XML UI (`XmlUI`, inside containers too), read as strictly as the Global UI:
   * the fake draws no object UI, but XML that TTS would refuse is an error here too.
   */
  private checkObjectXml(objects: SaveObject[] | undefined): void {
    for (const o of objects ?? []) {
      if (typeof o.XmlUI === "string" && o.XmlUI !== "") {
        const why = ((): string | undefined => {
          try {
            this.ui.parse(o.XmlUI);
            return undefined;
          } catch (e) {
            return (e as Error).message;
          }
        })();
        this.xmlRefused(this.global, `XmlUI of ${o.Nickname ?? o.Name} (${o.GUID ?? "no GUID"})`, why);
      }
      this.checkObjectXml(o.ContainedObjects);
    }
  }

  /** Throws (a JS Error listing them) if any script error or fake bug was recorded. */
  assertNoErrors(): void {
    const all = [...this.errors.map((e) => e.text), ...this.internalErrors.map((e) => "FakeTTS internal: " + e)];
    if (all.length > 0) throw new Error(`${all.length} script error(s):\n` + all.join("\n"));
  }

  // ---- what scripts do (called by members.ts and globals.ts) ----------------------------

  checkAlive(obj: FakeObject, key: string): void {
    if (obj.destroyed) throw new LuaRaise(`object ${obj.guid} (${obj.displayName}) is destroyed: cannot use '${key}'`);
  }

  framesFor(seconds: number): number {
    return Math.max(1, Math.round(seconds * this.timing.fps));
  }

  dataOf(obj: FakeObject): LuaData {
    return JSON.parse(JSON.stringify(obj.toSave())) as LuaData;
  }

  placeNow(obj: FakeObject, position: Vec3 | undefined, rotation: Vec3 | undefined, cause: string): void {
    placeNow(this, obj, position, rotation, cause);
  }

  moveSmooth(obj: FakeObject, to: Vec3, fast: boolean, cause: string): void {
    moveSmooth(this, obj, to, fast, cause);
  }

  rotateSmooth(obj: FakeObject, to: Vec3, fast: boolean, cause: string, frames?: number): void {
    rotateSmooth(this, obj, to, fast, cause, frames);
  }

  flipObject(obj: FakeObject, cause: string): void {
    flipObject(this, obj, cause);
  }

  /** Destroys an object (its script's onDestroy runs first; its Wait functions stop). */
  destroy(obj: FakeObject): void {
    if (obj.isGlobal) throw new LuaRaise("Global cannot be destroyed");
    if (obj.destroyed) return;
    const rt = obj.runtime;
    if (rt && !rt.closed && rt.hasFunction("onDestroy")) rt.callFunction("onDestroy", "onDestroy", []);
    this.fireEvent("onObjectDestroy", [obj]);
    obj.destroyed = true;
    obj.posMotion = undefined;
    obj.rotMotion = undefined;
    rt?.close();
    if (rt) this.scheduler.forget(rt);
  }

  /** Puts an object's data on the table (spawning for `spawnFrames`), then runs its script and `onSpawned` (for containers.ts and spawnObject). */
  spawnData(data: SaveObject, at: SpawnAt): FakeObject {
    // A piece keeps its GUID through a container; only a GUID an object on the table has now is replaced.
    const guid = data.GUID && this.getObject(data.GUID) === undefined && data.GUID !== "-1" ? data.GUID : this.newGuid();
    const o = this.makeObject(data, guid);
    o.position = copyVec(at.position);
    o.rotation = normRot(at.rotation);
    o.spawningUntil = this.frame + this.timing.spawnFrames;
    o.settleUntil = o.spawningUntil + this.timing.settleFrames;
    this.addToTable(o);
    if (at.from) {
      o.posMotion = {
        from: copyVec(at.from),
        to: copyVec(at.position),
        start: this.frame,
        end: this.frame + this.timing.smoothMoveFrames,
        cause: at.cause,
      };
      o.position = copyVec(at.from);
    }
    this.scheduler.later(this.frame, this.timing.spawnFrames, `spawn ${guid}`, () => {
      if (o.destroyed) return;
      if (!at.from) arrived(this, o, at.cause);
      if (o.script !== "") this.startScript(o);
      this.fireEvent("onObjectSpawn", [o]);
      at.onSpawned?.(o);
    });
    return o;
  }

  // ---- time ---------------------------------------------------------------------------

  /** Advances `frames` frames: moves and flips progress, spawns finish, Wait functions run. */
  tick(frames = 1): void {
    for (let i = 0; i < frames; i++) this.step();
  }

  private step(): void {
    this.frame++;
    const f = this.frame;
    this.ui.tick(f);
    for (const o of this.tableObjects()) advance(this, o, f);
    this.scheduler.run(f);
    this.rewind.tick(f);
  }

  /** No Wait pending, nothing moving, spawning or settling. */
  isIdle(): boolean {
    return this.scheduler.pending === 0 && !this.ui.loading(this.frame) && this.tableObjects().every((o) => o.isResting(this.frame));
  }

  /** Ticks until idle; throws (naming what is pending) if that takes more than `maxFrames`. */
  runUntilIdle(maxFrames = 600): number {
    const start = this.frame;
    while (!this.isIdle()) {
      if (this.frame - start >= maxFrames) {
        const busy = this.tableObjects()
          .filter((o) => !o.isResting(this.frame))
          .map((o) => o.guid);
        const jobs = this.scheduler.describePending();
        throw new Error(
          `FakeTTS: not idle after ${maxFrames} frames (pending: ${[...jobs, ...busy.map((g) => "moving " + g)].join(", ")})`,
        );
      }
      this.step();
    }
    return this.frame - start;
  }

  // ---- what players do (not counted as API calls) --------------------------------------

  /**
   * A player clicks a button: TTS calls `click_function(obj, player_color, alt_click)` in the
   * owner's script. The pointer came over the object first (`onObjectHover`).
   */
  clickButton(target: Target, button: number | string, color: PlayerColor = "White", altClick = false): void {
    const obj = this.resolve(target);
    this.fireEvent("onObjectHover", [color, obj]);
    const b = typeof button === "number" ? obj.buttons[button] : obj.buttons.find((x) => x.params.label === button);
    if (!b) throw new Error(`FakeTTS.clickButton: ${obj.guid} has no button ${JSON.stringify(button)}`);
    const ownerValue = b.params.function_owner;
    const owner = ownerValue instanceof FakeObject ? ownerValue : this.global;
    const fn = typeof b.params.click_function === "string" ? b.params.click_function : "";
    const where = `click_function(${fn})`;
    const rt = owner.runtime;
    if (owner.destroyed || !rt || rt.closed || !rt.hasFunction(fn)) {
      this.recordScriptError(
        owner,
        where,
        `function '${fn}' does not exist in the script of ${owner.isGlobal ? "Global" : owner.guid}`,
        "",
      );
      return;
    }
    rt.callFunction(where, fn, [obj, color, altClick]);
  }

  /** `addHotkey`: a label added again replaces the earlier key (players' bindings follow the label). */
  addHotkey(label: string, runtime: ObjectScript, ref: number, keyUp: boolean): void {
    this.hotkeys = this.hotkeys.filter((h) => h.label !== label);
    this.hotkeys.push({ label, runtime, ref, keyUp });
  }

  /** A player presses the key bound to this hotkey: fn(playerColor, hoveredObject, pointerPosition, isKeyUp). */
  pressHotkey(label: string, color: PlayerColor = "White", hovered?: Target): void {
    const h = this.hotkeys.find((x) => x.label === label);
    if (!h) throw new Error(`FakeTTS.pressHotkey: no hotkey '${label}'`);
    if (h.runtime.closed) return;
    const over = hovered === undefined ? undefined : this.resolve(hovered);
    h.runtime.callRef(`hotkey(${label})`, h.ref, [color, over, LuaVector.of(vec(0, 1, 0)), false]);
  }

  /** Whether the Global UI's element with this id shows to the seated player of this colour. */
  uiShownTo(id: string, color: PlayerColor): boolean {
    const found = this.ui.find(id);
    const seat = this.seatOf(color);
    return found !== undefined && shownTo(found, color, this.hostColor() === color, this.hostColor() === color || seat?.promoted === true);
  }

  /**
   * A player clicks the Global UI's element with this id: its onClick runs in the object whose
   * GUID it names ("guid/fn"), else in Global, with (player, "-1", id). Throws for an element the
   * player cannot see or that has no onClick: no player could click it.
   */
  clickUi(id: string, color: PlayerColor = "White"): void {
    if (!this.uiShownTo(id, color)) throw new Error(`FakeTTS.clickUi: ${color} sees no element '${id}'`);
    const found = this.ui.find(id)!;
    const onClick = found.el.attrs.find(([k]) => k === "onClick")?.[1];
    if (onClick === undefined || onClick === "") throw new Error(`FakeTTS.clickUi: '${id}' has no onClick`);
    const slash = onClick.indexOf("/");
    const guid = slash < 0 ? undefined : onClick.slice(0, slash);
    const fn = slash < 0 ? onClick : onClick.slice(slash + 1);
    const owner = guid === undefined || guid === "Global" ? this.global : this.getObject(guid);
    const where = `onClick(${onClick})`;
    const rt = owner === undefined ? undefined : scriptOf(owner);
    if (owner === undefined || owner.destroyed || !rt || rt.closed || !rt.hasFunction(fn)) {
      this.recordScriptError(owner ?? this.global, where, `function '${fn}' does not exist in the script of ${guid ?? "Global"}`, "");
      return;
    }
    rt.callFunction(where, fn, [rt.player(color), "-1", id]);
  }

  /** A player picks an object's context menu item: its function gets (player_color, position, object). */
  contextMenu(target: Target, label: string, color: PlayerColor = "White"): void {
    const obj = this.resolve(target);
    // The pointer is on the object the menu belongs to.
    this.fireEvent("onObjectHover", [color, obj]);
    const e = obj.contextMenu.find((x) => x.label === label);
    if (!e) throw new Error(`FakeTTS.contextMenu: ${obj.guid} has no item '${label}'`);
    if (e.runtime.closed) return;
    e.runtime.callRef(`contextMenu(${label})`, e.ref, [color, LuaVector.of(obj.position), obj]);
  }

  /** A player picks a Global context menu item: its function gets (player_color, menu_position). */
  globalContextMenu(label: string, color: PlayerColor = "White", position: Vec3 = vec(0, 1, 0)): void {
    const e = this.globalMenu.find((x) => x.label === label);
    if (!e) throw new Error(`FakeTTS.globalContextMenu: no item '${label}'`);
    if (e.runtime.closed) return;
    e.runtime.callRef(`contextMenu(${label})`, e.ref, [color, LuaVector.of(position)]);
  }

  /** Calls a global function of an object's script (as another script's `obj.call` would); its result as JS data. */
  call(target: Target | "Global", name: string, params?: HostValue): LuaData {
    const obj = target === "Global" ? this.global : this.resolve(target);
    const rt = obj.runtime;
    if (!rt || rt.closed) throw new Error(`FakeTTS.call: ${obj.guid} has no script`);
    if (!rt.hasFunction(name)) throw new Error(`FakeTTS.call: ${obj.guid} has no function '${name}'`);
    return rt.callFunction(`call(${name})`, name, params === undefined ? [] : [params]).value;
  }

  /**
   * A player moves a piece (instantly): recorded by the stacking rule like a script's move. TTS
   * tells every script: `onObjectPickUp`, then `onObjectDrop` (`color`: the player's).
   */
  move(target: Target, position: VecInput, rotation?: VecInput, color: PlayerColor = "White"): void {
    const o = this.resolve(target);
    this.fireEvent("onObjectPickUp", [color, o]);
    this.placeNow(o, toVec(position), rotation ? toVec(rotation) : undefined, "host.move");
    this.fireEvent("onObjectDrop", [color, o]);
  }

  /** A player drops a piece into a bag (`onObjectEnterContainer`, as `putObject`). */
  putInto(container: Target, target: Target): void {
    putObject(this, this.resolve(container), this.resolve(target));
  }

  /** A player takes the top piece out of a bag onto `position` (`onObjectLeaveContainer`); it spawns, so run the frames. */
  takeOut(container: Target, position: VecInput): FakeObject | undefined {
    return takeObject(this, this.resolve(container), { position: toVec(position) as never, smooth: false });
  }

  /**
   * `reload()`, as a script or a player's Custom → Import calls it: the object is destroyed and
   * respawned from its data with its GUID, a new object (`onObjectDestroy`, then `onObjectSpawn`).
   */
  reloadObject(target: Target): FakeObject {
    const old = this.resolve(target);
    this.captureState(old);
    const data = old.toSave();
    this.destroy(old);
    return this.spawnData(data, { position: old.position, rotation: old.rotation, cause: "reload" });
  }

  /**
   * A player changes an object's state: TTS documents `onObjectStateChange(object, old_state_guid)`
   * alone, the new state a new object (here the same data under a new GUID, or `guid`).
   */
  changeState(target: Target, guid?: string): FakeObject {
    const old = this.resolve(target);
    const data = { ...old.toSave(), GUID: guid ?? this.newGuid() };
    old.destroyed = true;
    const rt = old.runtime;
    rt?.close();
    if (rt) this.scheduler.forget(rt);
    const o = this.makeObject(data, data.GUID!);
    o.position = copyVec(old.position);
    o.rotation = copyVec(old.rotation);
    this.addToTable(o);
    if (o.script !== "") this.startScript(o);
    this.fireEvent("onObjectStateChange", [o, old.guid]);
    return o;
  }

  /** A player flips a piece over (instantly); every script gets `onObjectRotate`. */
  flip(target: Target, color: PlayerColor = "White"): void {
    const o = this.resolve(target);
    const before = o.rotation;
    this.placeNow(o, undefined, vec(before.x, before.y, before.z + 180), "host.flip");
    this.fireEvent("onObjectRotate", [o, before.y, o.rotation.z, color, before.y, before.z]);
  }

  /** A player's pointer comes over an object (`onObjectHover`), as before any change by hand (a name, GM Notes, tags). */
  hover(target: Target, color: PlayerColor = "White"): void {
    this.fireEvent("onObjectHover", [color, this.resolve(target)]);
  }

  /** A player adds objects to their selection (`onPlayerAction`, Select), as before retagging a selection by hand. */
  select(targets: Target[], color: PlayerColor = "White"): void {
    this.fireEvent("onPlayerAction", [new PlayerRef(color), PLAYER_ACTION_SELECT, targets.map((t) => this.resolve(t))]);
  }

  /**
   * A table event, as TTS calls it: in every script that defines the handler (each object's, in
   * table order, then Global's). Not an API call.
   */
  fireEvent(name: string, args: HostValue[]): void {
    for (const o of [...this.tableObjects(), this.global]) {
      const rt = o.runtime;
      if (rt && !rt.closed && rt.hasFunction(name)) rt.callFunction(name, name, args);
    }
  }

  /**
   * A "try" event (events.md: "Return `false` to prevent ..."): Global's handler when `global`
   * (a Global event handler), then each of `objects`' own (an Object event handler, about its
   * script's owner). Only `false` refuses; a handler's script error allows, as nil would.
   */
  allows(name: string, args: HostValue[], scripts: { global: boolean; objects: FakeObject[] }): boolean {
    const asked = [...scripts.objects, ...(scripts.global ? [this.global] : [])];
    for (const o of asked) {
      const rt = o.runtime;
      if (!rt || rt.closed || !rt.hasFunction(name)) continue;
      const r = rt.callFunction(name, name, args);
      if (r.ok && r.value === false) return false;
    }
    return true;
  }

  // ---- saving -------------------------------------------------------------------------

  /** Runs the script's onSave (if any) and keeps its string as the object's script_state. */
  captureState(o: FakeObject): void {
    const rt = o.runtime;
    if (!rt || rt.closed || !rt.hasFunction("onSave")) return;
    const r = rt.callFunction("onSave", "onSave", []);
    if (r.ok) o.scriptState = typeof r.value === "string" ? r.value : "";
  }

  /** The table as a save (every script's onSave runs first). */
  save(): SaveFile {
    for (const o of this.tableObjects()) this.captureState(o);
    this.captureState(this.global);
    return {
      SaveName: "FakeTTS",
      Note: this.notes,
      TabStates: tabStates(this.notebook),
      LuaScript: this.global.script,
      LuaScriptState: this.global.scriptState,
      XmlUI: this.ui.xml(),
      Turns: {
        Enable: this.turns.enable,
        Type: this.turns.type,
        TurnOrder: [...this.turns.order],
        Reverse: this.turns.reverse_order,
        SkipEmpty: this.turns.skip_empty_hands,
        DisableInteractions: this.turns.disable_interactations,
        PassTurns: this.turns.pass_turns,
        TurnColor: this.turns.turn_color,
      },
      ObjectStates: this.tableObjects().map((o) => o.toSave()),
    };
  }

  /** Saves and loads the table into a new host (same options, seats, kinds and sizes). */
  reloadAll(): FakeTTS {
    const save = this.save();
    const options: FakeTTSOptions = {
      ...this.options,
      players: [...this.seats.values()],
      kinds: Object.fromEntries(this.kinds),
      sizes: Object.fromEntries(this.sizes),
    };
    return FakeTTS.load(JSON.parse(JSON.stringify(save)) as SaveFile, options);
  }

  /**
   * Saves one object's script state, then reloads its script (buttons and menu items go; onLoad
   * gets the state). With `state`, onLoad gets that text instead of what onSave gives (a save
   * someone edited, or another script's `script_state` written before a reload).
   */
  reloadScript(target: Target | "Global", state?: string): void {
    const o = target === "Global" ? this.global : this.resolve(target);
    if (state === undefined) this.captureState(o);
    else o.scriptState = state;
    const old = o.runtime;
    if (old) {
      this.scheduler.forget(old);
      this.globalMenu = this.globalMenu.filter((e) => e.runtime !== old);
      this.hotkeys = this.hotkeys.filter((h) => h.runtime !== old);
      for (const other of this.table) other.contextMenu = other.contextMenu.filter((e) => e.runtime !== old);
    }
    o.buttons = [];
    this.startScript(o);
  }
}
