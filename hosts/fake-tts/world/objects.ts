/**
 * The state of one object on the fake table (or of Global), with what a test reads of it.
 * Its Lua members are in members.ts; the frame-by-frame behaviour is driven by the host.
 */
import { BASE_SIZES, copyVec, isFaceDown, isInfiniteBag, kindOf, normRot, rotatedExtent, toVec, vec } from "./geometry";
import type { ObjectScript } from "../script";
import type { LuaData, ObjectHandle, ObjectKind, SaveObject, Vec3, VecInput } from "../types";

/** A smooth move or rotation in progress. */
export interface Motion {
  from: Vec3;
  to: Vec3;
  start: number;
  end: number;
  cause: string;
}

export interface Button {
  params: { [key: string]: LuaData };
}

export interface ContextMenuEntry {
  label: string;
  keepOpen: boolean;
  /** The script that added the item (its function lives in that Lua state). */
  runtime: ObjectScript;
  ref: number;
}

/** How a test describes an object (every field optional; `kind` picks a sensible `Name`). */
export interface ObjectSpec {
  guid?: string;
  /** TTS's internal type name; defaults from `kind` (see `DEFAULT_NAMES`). */
  name?: string;
  /** Overrides the kind `name` implies (sizes, container and stacking behaviour). */
  kind?: ObjectKind;
  nickname?: string;
  description?: string;
  gmNotes?: string;
  memo?: string;
  tags?: string[];
  position?: VecInput;
  rotation?: VecInput;
  /** A number scales all three axes. */
  scale?: VecInput | number;
  /** Size at scale 1, replacing the kind's `BASE_SIZES` entry. */
  size?: VecInput;
  locked?: boolean;
  /** The generic `value` (`getValue` of a non-counter). */
  value?: number;
  /** A `Counter`'s value (implies kind `counter`). */
  counter?: number;
  /** Contents of a bag or deck, top (index 0) first. */
  contents?: (ObjectSpec | SaveObject)[];
  /** Pieces in a stack (implies kind `stack`). */
  quantity?: number;
  script?: string;
  scriptState?: string;
  /** Further save fields kept as they are. */
  data?: Partial<SaveObject>;
}

export const DEFAULT_NAMES: Readonly<Record<ObjectKind, string>> = {
  hexTile: "Custom_Tile",
  tile: "Custom_Tile",
  board: "Custom_Board",
  card: "CardCustom",
  deck: "DeckCustom",
  token: "Custom_Token",
  stack: "Custom_Token_Stack",
  model: "Custom_Model",
  bag: "Bag",
  counter: "Counter",
  other: "BlockSquare",
};

function isSaveObject(x: ObjectSpec | SaveObject): x is SaveObject {
  return typeof (x as SaveObject).Name === "string" && typeof (x as SaveObject).Transform === "object";
}

function transform(p: Vec3, r: Vec3, s: Vec3): SaveObject["Transform"] {
  return { posX: p.x, posY: p.y, posZ: p.z, rotX: r.x, rotY: r.y, rotZ: r.z, scaleX: s.x, scaleY: s.y, scaleZ: s.z };
}

function scaleOf(s: VecInput | number | undefined): Vec3 {
  if (s === undefined) return vec(1, 1, 1);
  if (typeof s === "number") return vec(s, s, s);
  return toVec(s);
}

/** The save form of a spec (or a save object as it is). */
export function specToSave(spec: ObjectSpec | SaveObject): SaveObject {
  if (isSaveObject(spec)) return structuredClone(spec);
  const kind: ObjectKind =
    spec.kind ?? (spec.counter !== undefined ? "counter" : spec.quantity !== undefined ? "stack" : spec.contents ? "bag" : "other");
  const name = spec.name ?? DEFAULT_NAMES[kind];
  const out: SaveObject = {
    ...(spec.data ?? {}),
    Name: name,
    Transform: transform(
      spec.position ? toVec(spec.position) : vec(0, 1, 0),
      spec.rotation ? toVec(spec.rotation) : vec(0, 0, 0),
      scaleOf(spec.scale),
    ),
  };
  if (spec.guid !== undefined) out.GUID = spec.guid;
  if (spec.nickname !== undefined) out.Nickname = spec.nickname;
  if (spec.description !== undefined) out.Description = spec.description;
  if (spec.gmNotes !== undefined) out.GMNotes = spec.gmNotes;
  if (spec.memo !== undefined) out.Memo = spec.memo;
  if (spec.tags !== undefined) out.Tags = [...spec.tags];
  if (spec.locked !== undefined) out.Locked = spec.locked;
  if (spec.value !== undefined) out.Value = spec.value;
  if (spec.counter !== undefined) out.Counter = { value: spec.counter };
  if (spec.quantity !== undefined) out.Number = spec.quantity;
  if (spec.contents !== undefined) out.ContainedObjects = spec.contents.map(specToSave);
  if (spec.script !== undefined) out.LuaScript = spec.script;
  if (spec.scriptState !== undefined) out.LuaScriptState = spec.scriptState;
  if (kind === "hexTile" && !out.CustomImage) out.CustomImage = { CustomTile: { Type: 1 } };
  return out;
}

const KNOWN_FIELDS = new Set([
  "GUID",
  "Name",
  "Nickname",
  "Description",
  "GMNotes",
  "Memo",
  "Tags",
  "Transform",
  "Locked",
  "Value",
  "Counter",
  "Number",
  "ContainedObjects",
  "LuaScript",
  "LuaScriptState",
  "ColorDiffuse",
]);

export class FakeObject implements ObjectHandle {
  guid: string;
  name: string;
  kind: ObjectKind;
  nickname: string;
  description: string;
  gmNotes: string;
  memo: string;
  tags: string[];
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
  /** Size at scale 1 (the kind's base size unless the test or host options gave one). */
  baseSize: Vec3;
  locked: boolean;
  value: number;
  /** A digital counter's value; undefined for other objects. */
  counter: number | undefined;
  /** Contained objects of a bag or deck, index 0 first (the top). */
  contents: SaveObject[] | undefined;
  infinite: boolean;
  /** Pieces in a token/tile stack. */
  stackCount: number | undefined;
  script: string;
  scriptState: string;
  runtime: ObjectScript | undefined;
  buttons: Button[] = [];
  contextMenu: ContextMenuEntry[] = [];
  /** Highlight colour → frame it ends (undefined: until turned off). */
  highlights = new Map<string, number | undefined>();
  destroyed = false;
  /** Frame the object finishes spawning (it is `spawning` before). */
  spawningUntil = 0;
  posMotion: Motion | undefined;
  rotMotion: Motion | undefined;
  /** Frame until which the object settles after a move (not resting). */
  settleUntil = 0;
  /** Member variables a script set that the fake only stores (`interactable`, `tooltip`, …). */
  memberVars = new Map<string, LuaData>();
  colorTint: LuaData = undefined;
  /** A deck's last card, spawned when the deck was emptied to one (TTS's `remainder`). */
  remainder: FakeObject | undefined;
  /** Save fields the fake does not model, written back as they came. */
  extra: { [key: string]: unknown };
  readonly isGlobal: boolean;

  constructor(data: SaveObject, guid: string, options: { isGlobal?: boolean; size?: Vec3 } = {}) {
    this.isGlobal = options.isGlobal ?? false;
    this.guid = guid;
    this.name = data.Name;
    this.kind = kindOf(data);
    this.nickname = data.Nickname ?? "";
    this.description = data.Description ?? "";
    this.gmNotes = data.GMNotes ?? "";
    this.memo = data.Memo ?? "";
    this.tags = [...(data.Tags ?? [])];
    const t = data.Transform ?? transform(vec(0, 0, 0), vec(0, 0, 0), vec(1, 1, 1));
    this.position = vec(t.posX ?? 0, t.posY ?? 0, t.posZ ?? 0);
    this.rotation = normRot(vec(t.rotX ?? 0, t.rotY ?? 0, t.rotZ ?? 0));
    this.scale = vec(t.scaleX ?? 1, t.scaleY ?? 1, t.scaleZ ?? 1);
    this.baseSize = copyVec(options.size ?? BASE_SIZES[this.kind]);
    this.locked = data.Locked ?? false;
    this.value = typeof data.Value === "number" ? data.Value : 0;
    this.counter = data.Name === "Counter" ? (data.Counter?.value ?? 0) : undefined;
    const container = this.kind === "bag" || this.kind === "deck" || Array.isArray(data.ContainedObjects);
    this.contents = container ? structuredClone(data.ContainedObjects ?? []) : undefined;
    this.infinite = isInfiniteBag(data.Name);
    this.stackCount = this.kind === "stack" ? (data.Number ?? 1) : undefined;
    this.script = data.LuaScript ?? "";
    this.scriptState = data.LuaScriptState ?? "";
    // TTS's tint is the save's ColorDiffuse (getColorTint), white when the save has none.
    const tint = (data as { ColorDiffuse?: LuaData }).ColorDiffuse;
    this.colorTint = tint === undefined ? undefined : structuredClone(tint);
    this.extra = {};
    for (const [k, v] of Object.entries(data)) if (!KNOWN_FIELDS.has(k)) this.extra[k] = structuredClone(v);
  }

  /** Overrides the kind (tests: `spec.kind`); keeps a size the test gave. */
  setKind(kind: ObjectKind, size?: Vec3): void {
    this.kind = kind;
    this.baseSize = copyVec(size ?? BASE_SIZES[kind]);
    if ((kind === "bag" || kind === "deck") && !this.contents) this.contents = [];
    if (kind === "stack" && this.stackCount === undefined) this.stackCount = 1;
  }

  get isContainer(): boolean {
    return this.contents !== undefined;
  }

  get isFaceDown(): boolean {
    return isFaceDown(this.rotation);
  }

  /** TTS's `getQuantity()`: contents of a bag/deck, pieces of a stack, else -1. */
  get quantity(): number {
    if (this.contents) return this.contents.length;
    if (this.stackCount !== undefined) return this.stackCount;
    return -1;
  }

  /** The displayed name: nickname, else the internal name. */
  get displayName(): string {
    return this.nickname !== "" ? this.nickname : this.name;
  }

  /** Size of the object at its scale (deck and stack height grows with the quantity). */
  get size(): Vec3 {
    const s = this.baseSize;
    const layers = this.kind === "deck" || this.kind === "stack" ? Math.max(1, this.quantity) : 1;
    return vec(s.x * this.scale.x, s.y * this.scale.y * layers, s.z * this.scale.z);
  }

  /** `getBounds()`: the axis-aligned box around the rotated object. */
  get bounds(): { center: Vec3; size: Vec3; offset: Vec3 } {
    return { center: copyVec(this.position), size: rotatedExtent(this.kind, this.size, this.rotation), offset: vec(0, 0, 0) };
  }

  /** The bounds seen from above, as a Piece's footprint: what the readers' oracles compare with. */
  get footprint(): { minX: number; maxX: number; minZ: number; maxZ: number } {
    const b = this.bounds;
    const hx = b.size.x / 2;
    const hz = b.size.z / 2;
    return { minX: b.center.x - hx, maxX: b.center.x + hx, minZ: b.center.z - hz, maxZ: b.center.z + hz };
  }

  /** `getBoundsNormalized()`: the same box as if the object were not rotated. */
  get boundsNormalized(): { center: Vec3; size: Vec3; offset: Vec3 } {
    return { center: copyVec(this.position), size: rotatedExtent(this.kind, this.size, vec(0, 0, 0)), offset: vec(0, 0, 0) };
  }

  isSmoothMoving(): boolean {
    return this.posMotion !== undefined || this.rotMotion !== undefined;
  }

  isSpawning(frame: number): boolean {
    return frame < this.spawningUntil;
  }

  /** TTS's `resting`: not moving, not spawning, and settled (locked objects settle at once). */
  isResting(frame: number): boolean {
    if (this.isSmoothMoving() || this.isSpawning(frame)) return false;
    return this.locked || frame >= this.settleUntil;
  }

  /**
   * Whether the object carries `tag`, whatever its case: TTS's API, Object, Tag Functions, "An
   * individual tag is a string and is case-insensitive". Every tag query and hasTag go through it.
   */
  hasTag(tag: string): boolean {
    const lower = tag.toLowerCase();
    return this.tags.some((t) => t.toLowerCase() === lower);
  }

  /** The save form of this object (script state as it is now; the host calls onSave first). */
  toSave(): SaveObject {
    const out: SaveObject = {
      ...structuredClone(this.extra),
      GUID: this.guid,
      Name: this.name,
      Transform: transform(this.posMotion?.to ?? this.position, this.rotMotion?.to ?? this.rotation, this.scale),
      Nickname: this.nickname,
      Description: this.description,
      GMNotes: this.gmNotes,
      Memo: this.memo,
      Tags: [...this.tags],
      Locked: this.locked,
      LuaScript: this.script,
      LuaScriptState: this.scriptState,
    };
    if (this.value !== 0) out.Value = this.value;
    if (this.colorTint !== undefined) (out as { ColorDiffuse?: LuaData }).ColorDiffuse = structuredClone(this.colorTint);
    if (this.counter !== undefined) out.Counter = { value: this.counter };
    if (this.stackCount !== undefined) out.Number = this.stackCount;
    if (this.contents) out.ContainedObjects = structuredClone(this.contents);
    return out;
  }
}
