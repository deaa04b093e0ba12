/**
 * The built save on the fake TTS host, seen by the fuzz tests as a physical table: where every
 * piece lies, recounted here from positions alone (docs/rules.md's geometry, written again without
 * src/table), and what must hold after every step (nothing lost, created, stacked or off the
 * table; the Avatar's `state` agrees with the pieces).
 */
import { readFileSync } from "node:fs";
import {
  FakeTTS,
  SUPPORT_KINDS,
  type FakeObject,
  type FakeTTSOptions,
  type PlayerColor,
  type SaveFile,
  type SaveObject,
} from "../../hosts/fake-tts";
import { Game, gameOf, SAVE, withMagesInCells } from "../tts/game";

export const SEATS = ["White", "Red", "Blue", "Green"];
/** The Table_RPG's playing surface reaches past the hand zones (radius 40 ± 6 on the fake host). */
export const TABLE_HALF = 50;
export const VORTEX_TOTAL = 12;

let saveText: string | undefined;
/** The built save's text (read once; test/global-build.ts built it before any test file). */
export function saveJson(): string {
  if (saveText === undefined) saveText = readFileSync(SAVE, "utf8");
  return saveText;
}

function walk(objects: SaveObject[] | undefined, visit: (o: SaveObject) => void): void {
  for (const o of objects ?? []) {
    visit(o);
    walk(o.ContainedObjects, visit);
  }
}

/**
 * Vortex Tokens and Instability pieces are `Custom_Tile` circles, which the fake host takes for
 * tiles that pieces lie on. Here they are pieces (a token on a token is stacked), about 2 units
 * across at scale 1 (docs/save.md), so the stacking rule sees them.
 */
export function tokenOptions(save: SaveFile): FakeTTSOptions {
  const kinds: NonNullable<FakeTTSOptions["kinds"]> = {};
  const sizes: NonNullable<FakeTTSOptions["sizes"]> = {};
  walk(save.ObjectStates, (o) => {
    const tags = o.Tags ?? [];
    const circle = o.Name === "Custom_Tile" && o.CustomImage?.CustomTile?.Type === 2;
    if (circle && o.GUID && (tags.includes("BRW:Vortex") || tags.includes("BRW:Instability"))) {
      kinds[o.GUID] = "token";
      sizes[o.GUID] = [2, 0.2, 2];
    }
  });
  return { kinds, sizes };
}

/** The built save on the fake host, White (the host) and Red seated unless `options` say otherwise. */
export function loadTable(options: FakeTTSOptions = {}, text = withMagesInCells(saveJson())): Game {
  const save = JSON.parse(text) as SaveFile;
  const tokens = tokenOptions(save);
  const tts = FakeTTS.load(save, {
    players: [{ color: "White", host: true }, { color: "Red" }],
    ...options,
    kinds: { ...tokens.kinds, ...(options.kinds ?? {}) },
    sizes: { ...tokens.sizes, ...(options.sizes ?? {}) },
  });
  tts.runUntilIdle();
  return gameOf(tts);
}

/** Runs the host until nothing moves (an action with a rebuild cascade takes a few hundred frames). */
export function settle(game: Game): void {
  game.tts.runUntilIdle(6000);
}

/** A script API call on the Avatar Card, as another script's `avatar.call` makes it, run until still. */
export function api(game: Game, name: string, params?: unknown): Record<string, unknown> | undefined {
  const out = game.tts.call(game.avatar, name, params as never) as Record<string, unknown> | undefined;
  settle(game);
  return out;
}

/** Every object's state, in GUID order, with the GUIDs in each container: equal means unchanged. */
export function fingerprint(game: Game): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  const rows = game.tts
    .tableObjects()
    .map(
      (o) =>
        [
          o.guid,
          [o.position.x, o.position.y, o.position.z].map(r),
          [o.rotation.x, o.rotation.y, o.rotation.z].map(r),
          o.value,
          o.counter,
          o.quantity,
          o.contents?.map((c) => c.GUID ?? "").sort(),
        ] as const,
    )
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return JSON.stringify(rows);
}

/** What the Avatar's script keeps (its onSave text): the pending choice, undo's history. */
export function session(game: Game): {
  pending?: unknown;
  undo?: { action: string; call?: string; steps: unknown[]; pending?: unknown }[];
  undoFloor?: string;
} {
  const text = game.tts.call(game.avatar, "onSave") as string;
  return text === "" ? {} : (JSON.parse(text) as ReturnType<typeof session>);
}

// ---------------------------------------------------------------------------------------------
// Where pieces lie, recounted from positions (docs/rules.md, Geometry)

interface Area {
  kind: "room" | "cell" | "card";
  /** Room name, Cell owner ("Jukas" for his) or Mage Card colour. */
  key: string;
  x: number;
  z: number;
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

function colourTag(o: FakeObject): string | undefined {
  return ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"].find((c) => o.hasTag(c));
}

function areaOf(kind: Area["kind"], key: string, o: FakeObject): Area {
  return {
    kind,
    key,
    x: o.position.x,
    z: o.position.z,
    ...o.footprint,
  };
}

export function areas(tts: FakeTTS): Area[] {
  const out: Area[] = [];
  for (const o of tts.tableObjects()) {
    if (o.hasTag("BRW:Room")) out.push(areaOf("room", o.nickname.trim(), o));
    else if (o.hasTag("BRW:Cell")) out.push(areaOf("cell", o.hasTag("BRW:Jukas") ? "Jukas" : (colourTag(o) ?? "?"), o));
    else if (o.hasTag("BRW:MageCard")) out.push(areaOf("card", colourTag(o) ?? "?", o));
  }
  return out;
}

/** The area whose footprint holds the point; where several do, the nearest centre. */
export function locate(list: Area[], p: { x: number; z: number }): Area | undefined {
  let best: Area | undefined;
  let bestD = Infinity;
  for (const a of list) {
    if (p.x < a.minX || p.x > a.maxX || p.z < a.minZ || p.z > a.maxZ) continue;
    const d = Math.hypot(p.x - a.x, p.z - a.z);
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}

export interface Recount {
  rooms: Map<string, { vortex: number; instability: Record<string, number>; rebuilt: boolean }>;
  mages: Map<string, { room?: string; cell?: string; vortexOnCard: number; power?: number; damage?: number }>;
  jukas: { room?: string; cell?: string; power?: number };
  pool: number;
  crown?: string;
  /** Every colour whose card lies as near the Crown as the nearest's. */
  crownTied?: string[];
}

function ownerOf(o: FakeObject): string | undefined {
  if (o.hasTag("BRW:BlackRose")) return "BlackRose";
  if (o.hasTag("BRW:Jukas")) return "Jukas";
  return colourTag(o);
}

function pieces(o: FakeObject): number {
  return o.quantity < 0 ? 1 : o.quantity;
}

/** The table as docs/rules.md reads it, from the fake host's objects alone. */
export function recount(tts: FakeTTS): Recount {
  const list = areas(tts);
  const out: Recount = { rooms: new Map(), mages: new Map(), jukas: {}, pool: 0 };
  for (const a of list) if (a.kind === "room") out.rooms.set(a.key, { vortex: 0, instability: {}, rebuilt: false });
  const mage = (colour: string) => {
    let m = out.mages.get(colour);
    if (!m) out.mages.set(colour, (m = { vortexOnCard: 0 }));
    return m;
  };
  for (const a of list) if (a.kind === "card") mage(a.key);
  for (const o of tts.tableObjects()) {
    const at = o.isContainer ? undefined : locate(list, o.position);
    if (o.hasTag("BRW:Room")) out.rooms.get(o.nickname.trim())!.rebuilt = o.isFaceDown;
    else if (o.hasTag("BRW:VortexPool")) out.pool += o.quantity;
    else if (o.hasTag("BRW:Vortex") && !o.isContainer) {
      if (at?.kind === "room") out.rooms.get(at.key)!.vortex += pieces(o);
      else if (at?.kind === "card") mage(at.key).vortexOnCard += pieces(o);
      else out.pool += pieces(o);
    } else if (o.hasTag("BRW:Instability") && !o.isContainer && at?.kind === "room") {
      const owner = ownerOf(o)!;
      const inst = out.rooms.get(at.key)!.instability;
      inst[owner] = (inst[owner] ?? 0) + pieces(o);
    } else if (o.hasTag("BRW:Mage")) {
      const where = at?.kind === "room" ? { room: at.key } : at?.kind === "cell" ? { cell: at.key } : {};
      if (o.hasTag("BRW:Jukas")) Object.assign(out.jukas, where);
      else Object.assign(mage(colourTag(o)!), where);
    } else if (o.name === "Counter" && (o.hasTag("BRW:Power") || o.hasTag("BRW:Damage"))) {
      const key = o.hasTag("BRW:Power") ? "power" : "damage";
      if (o.hasTag("BRW:Jukas")) out.jukas.power = o.counter;
      else mage(colourTag(o)!)[key] = o.counter;
    }
  }
  // I10: a colour is in play when its model stands in a Room or a Cell; any other is scenery.
  for (const [colour, m] of [...out.mages]) if (m.room === undefined && m.cell === undefined) out.mages.delete(colour);
  const crown = tts.tableObjects().find((o) => o.hasTag("BRW:Crown"));
  // I6: the holder is the colour in play whose card lies nearest.
  const cards = list.filter((a) => a.kind === "card" && out.mages.has(a.key));
  if (crown && cards.length > 0) {
    const d = (a: Area) => Math.hypot(a.x - crown.position.x, a.z - crown.position.z);
    out.crown = cards.reduce((best, a) => (d(a) < d(best) ? a : best)).key;
    // Cards exactly as near (a Crown on a card midway between two others): either may hold it.
    const nearest = d(cards.find((a) => a.key === out.crown)!);
    out.crownTied = cards.filter((a) => d(a) - nearest < 1e-6).map((a) => a.key);
  }
  return out;
}

interface StateLike {
  ok: boolean;
  rooms: { name: string; vortex: number; rebuilt: boolean; instability: Record<string, number> | [] }[];
  mages: { color: string; room?: string; cell?: string; vortexOnCard: number; power?: number; damage?: number }[];
  jukas: { room?: string; cell?: string; power?: number };
  pool: number;
  crown?: string;
}

/** Where the Avatar's `state` and the recount disagree (empty when they agree). */
export function stateProblems(state: StateLike, count: Recount, _seatedCount: number): string[] {
  const out: string[] = [];
  if (!state.ok) return ["state refused: " + JSON.stringify(state)];
  const seen = new Set<string>();
  for (const r of state.rooms) {
    seen.add(r.name);
    const c = count.rooms.get(r.name);
    if (!c) {
      out.push(`state names a Room ${r.name} that is not on the table`);
      continue;
    }
    const inst = Array.isArray(r.instability) ? {} : r.instability;
    if (r.vortex !== c.vortex) out.push(`${r.name}: state says ${r.vortex} Vortex, the table holds ${c.vortex}`);
    if (r.rebuilt !== c.rebuilt) out.push(`${r.name}: state says rebuilt ${r.rebuilt}, the tile says ${c.rebuilt}`);
    if (JSON.stringify(sorted(inst)) !== JSON.stringify(sorted(c.instability)))
      out.push(`${r.name}: state says Instability ${JSON.stringify(inst)}, the table holds ${JSON.stringify(c.instability)}`);
  }
  for (const name of count.rooms.keys()) if (!seen.has(name)) out.push(`state leaves out the Room ${name}`);
  const mages = new Map(state.mages.map((m) => [m.color, m]));
  for (const [colour, c] of count.mages) {
    const m = mages.get(colour);
    if (!m) {
      out.push(`state leaves out ${colour}`);
      continue;
    }
    for (const k of ["room", "cell", "vortexOnCard", "power", "damage"] as const)
      if (m[k] !== c[k]) out.push(`${colour}.${k}: state says ${m[k]}, the table says ${c[k]}`);
  }
  if (state.mages.length !== count.mages.size) out.push(`state lists ${state.mages.length} Mages, the table has ${count.mages.size}`);
  for (const k of ["room", "cell", "power"] as const)
    if (state.jukas[k] !== count.jukas[k]) out.push(`Jukas.${k}: state says ${state.jukas[k]}, the table says ${count.jukas[k]}`);
  if (state.pool !== count.pool) out.push(`pool: state says ${state.pool}, the table holds ${count.pool}`);
  // I6: the nearest Mage Card, however many sit (no Crown: the host).
  if (count.crown !== undefined && !(count.crownTied ?? [count.crown]).includes(state.crown ?? ""))
    out.push(`Crown: state says ${state.crown}, the nearest Mage Card is ${count.crown}`);
  return out;
}

function sorted(r: Record<string, number>): [string, number][] {
  return Object.entries(r)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

// ---------------------------------------------------------------------------------------------
// What must hold on the physical table after every step

/** Every Vortex Token by GUID: on the table, and inside any container (the pool bag). */
export function vortexGuids(tts: FakeTTS): string[] {
  const out: string[] = [];
  for (const o of tts.tableObjects()) {
    if (o.hasTag("BRW:Vortex") && !o.isContainer) for (let i = 0; i < pieces(o); i++) out.push(o.guid);
    for (const c of o.contents ?? []) if ((c.Tags ?? []).includes("BRW:Vortex")) out.push(c.GUID ?? "?");
  }
  return out.sort();
}

/** Pieces a hand or a container does not hold: what a player sees lying on the table. */
function loosePieces(tts: FakeTTS): FakeObject[] {
  return tts.tableObjects().filter((o) => !SUPPORT_KINDS.has(o.kind) && tts.handAt(o.position) === undefined);
}

export interface Expect {
  /** The 12 Vortex Tokens' GUIDs at the start. */
  vortex: string[];
  /** Per Room, the most tokens it may hold (1, or what the arrangement put there). */
  vortexCap: Map<string, number>;
  /** The Room the last teleport (or Setup) announced; undefined: not known. */
  jukasRoom?: string;
  seated: number;
}

/**
 * Everything wrong with the physical table now (empty when all holds). `withState: false` skips
 * asking the Avatar's `state` (a caller that checked it on this very table already).
 */
export function tableProblems(game: Game, expect: Expect, withState = true): string[] {
  const tts = game.tts;
  const out: string[] = [];
  const guids = vortexGuids(tts);
  if (guids.length !== VORTEX_TOTAL) out.push(`${guids.length} Vortex Tokens exist, not ${VORTEX_TOTAL}`);
  if (JSON.stringify(guids) !== JSON.stringify(expect.vortex))
    out.push(`the Vortex Tokens are not the 12 of the start: ${guids.join(",")}`);
  const list = areas(tts);
  const inRoom = new Map<string, number>();
  for (const o of tts.tableObjects()) {
    if (!o.hasTag("BRW:Vortex") || o.isContainer) continue;
    const at = locate(list, o.position);
    if (at?.kind === "room") inRoom.set(at.key, (inRoom.get(at.key) ?? 0) + pieces(o));
  }
  for (const [room, n] of inRoom) {
    const cap = Math.max(1, expect.vortexCap.get(room) ?? 1);
    if (n > cap) out.push(`${room} holds ${n} Vortex Tokens`);
  }
  for (const [a, b] of tts.overlaps()) out.push(`${describe(tts, a)} lies on ${describe(tts, b)}`);
  for (const o of tts.tableObjects()) {
    if (Math.abs(o.position.x) > TABLE_HALF || Math.abs(o.position.z) > TABLE_HALF || !(o.position.y > 0))
      out.push(`${describe(tts, o.guid)} is off the table at ${JSON.stringify(o.position)}`);
  }
  if (expect.jukasRoom !== undefined) {
    const jukas = tts.tableObjects().find((o) => o.hasTag("BRW:Jukas") && o.hasTag("BRW:Mage"));
    const at = jukas === undefined ? undefined : locate(list, jukas.position);
    if (at?.kind !== "room" || at.key !== expect.jukasRoom)
      out.push(`Jukas's model is in ${at?.key ?? "no Room"}, not in ${expect.jukasRoom} as announced`);
  }
  if (withState) out.push(...stateProblems(game.state() as unknown as StateLike, recount(tts), expect.seated));
  if (tts.errors.length > 0 || tts.internalErrors.length > 0) out.push(...tts.errors.map((e) => e.text), ...tts.internalErrors);
  return out;
}

/** I6 as docs/rules.md words it: the nearest Mage Card of a colour in play; with no Crown, the host. */
export function crownHolder(tts: FakeTTS): string | undefined {
  return recount(tts).crown ?? tts.hostColor();
}

/**
 * I6: who may settle a choice: the holder, and the host when no one sits at the holder's colour.
 * A Crown exactly as near two cards (midway) may count for either: each of them may.
 */
export function mayChoose(tts: FakeTTS): string[] {
  const holder = crownHolder(tts);
  const host = tts.hostColor();
  if (holder === undefined) return [];
  const seated = tts.seatedColors().filter((c) => c !== "Grey" && c !== "Black");
  const holders = recount(tts).crownTied ?? [holder];
  const out = [...holders];
  // I6 hot seat: the one person seated for several colours in play clicks for the holder.
  if (seated.length === 1 && recount(tts).mages.size > 1 && !out.includes(seated[0])) out.push(seated[0]);
  if (host !== undefined && holders.some((h) => !tts.seatedColors().includes(h as PlayerColor)) && !out.includes(host)) out.push(host);
  return out;
}

function describe(tts: FakeTTS, guid: string): string {
  const o = tts.getObject(guid);
  return o === undefined ? guid : `${o.displayName} (${guid})`;
}

export { loosePieces };
