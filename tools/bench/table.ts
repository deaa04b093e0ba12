/**
 * The bench's full table: the built save plus 2 more Mages, the 12 Vortex Tokens in play, 120
 * Instability pieces and 300 unrelated objects (× `scale`), laid so that each action has the same
 * outcome at every scale and none needs the Choice of the Crown (docs/performance.md).
 */
import { FakeTTS, type FakeObject, type PlayerSeat, type SaveFile, type SaveObject } from "../../hosts/fake-tts";

export interface Scale {
  /** Multiplies the 300 unrelated objects. */
  unrelated: number;
  /** Multiplies the 120 Instability pieces in Rooms. */
  instability: number;
}

export const FULL: Scale = { unrelated: 1, instability: 1 };

export const COUNTS = { mages: 6, vortexInPlay: 12, instability: 120, unrelated: 300 };

/** Rooms that hold a Vortex Token: the Throne Room and its six neighbours (as after setup, R5), the Forge and the Mirrors Room. */
export const VORTEX_ROOMS = [
  "Throne Room",
  "Arena",
  "Black Rose Room",
  "Crypt",
  "The Abyss",
  "Alchemical Laboratory",
  "Treasure Room",
  "Forge",
  "Mirrors Room",
];

/** The Room that takes the Instability beyond the Rooms' Slots less one. */
export const PILE_ROOM = "Garden";

/** Where each Mage's model stands. */
export const MAGE_ROOMS: Record<string, string> = {
  White: "Arena",
  Red: "Arena",
  Blue: "Crypt",
  Green: "Forge",
  Yellow: "Garden",
  Purple: "Observatory",
  Jukas: "The Abyss",
};

/** Seats of the two Mages the save does not have: Mage Card centre, turned to the player. */
const NEW_SEATS: { color: string; card: [number, number]; rotY: number }[] = [
  { color: "Yellow", card: [-21, 14], rotY: 270 },
  { color: "Purple", card: [21, -16], rotY: 90 },
];

const OWNER_TAGS = ["White", "Red", "Blue", "Green", "Yellow", "Purple", "BRW:Jukas", "BRW:BlackRose"];

export interface BenchTable {
  tts: FakeTTS;
  avatar: FakeObject;
  /** GUIDs by role, for the actions. */
  models: Record<string, string>;
  /** Pieces on the table, for the API-call minimum (see api.ts). */
  census: Census;
  /** The Avatar Card's instructions as the table loaded: its loading frame (chunk and onLoad), and the busiest frame of loading (that one or one after, until idle). */
  loading: { frame: number; busiest: number };
}

/** What the mod reads: tagged pieces by kind (src/tts/read.ts reads each kind by its tags). */
export interface Census {
  /** Objects with a tag the read asks for. */
  tagged: number;
  /** Rooms, Cells and Mage Cards: what a piece can lie in. */
  areas: number;
  rooms: number;
  /** Mage models, Vortex Tokens, Instability pieces: what the mod may move (their turn is read). */
  movers: number;
  /** Power and Damage pieces: their number. */
  valued: number;
  /** Those that are TTS Counters (`getValue`). */
  counterObjects: number;
  /** Pieces asked their count: those of a kind that counts in stacks or may be a container (src/tts/reads-of.ts `count`). */
  counted: number;
  /** Pieces whose type is asked: containers, stacks, and the Power and Damage pieces. */
  typed: number;
  containers: number;
  /** Containers that are decks (their cards are read only by what draws, deals or puts back a card). */
  decks: number;
  /** Jukas's card piles (deck tags): bounds, side, rotation and GM Notes (a card's id). */
  piles: number;
  /** Avatar Cards: their GM Notes hold the card descriptions. */
  avatars: number;
  /** Objects with no BRW tag. */
  untagged: number;
  seated: number;
  /** Players asked whether they host, up to the host. */
  hostAt: number;
}

function byNickname(save: SaveFile, name: string): SaveObject {
  const o = save.ObjectStates.find((x) => x.Nickname === name);
  if (o === undefined) throw new Error(`bench: the save has no object named ${name}`);
  return o;
}

/** A deterministic GUID generator that avoids the save's own. */
function guids(save: SaveFile): () => string {
  const used = new Set<string>();
  const walk = (list: SaveObject[] | undefined) => {
    for (const o of list ?? []) {
      if (o.GUID !== undefined) used.add(o.GUID);
      walk(o.ContainedObjects);
    }
  };
  walk(save.ObjectStates);
  let n = 0;
  return () => {
    let g: string;
    do g = (0xb00000 + ++n).toString(16);
    while (used.has(g));
    used.add(g);
    return g;
  };
}

function at(o: SaveObject, x: number, y: number, z: number, rotY?: number): SaveObject {
  const t = o.Transform;
  return { ...o, Transform: { ...t, posX: x, posY: y, posZ: z, rotY: rotY ?? t.rotY } };
}

/** Points around a centre, nearest first: a hexagonal spiral of step `step` (pieces lie apart, well inside the tile). */
function spiral(n: number, step: number): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  for (let ring = 1; out.length < n; ring++) {
    for (let k = 0; k < 6 * ring && out.length < n; k++) {
      const a = (2 * Math.PI * k) / (6 * ring);
      out.push([ring * step * Math.cos(a), ring * step * Math.sin(a)]);
    }
  }
  return out.slice(0, n);
}

/** The save text the bench starts from, with the avatar script replaced when `script` is given. */
export function withScript(saveText: string, script: string | undefined): SaveFile {
  const save = JSON.parse(saveText) as SaveFile;
  if (script !== undefined) byNickname(save, "Jukas Avatar Card").LuaScript = script;
  return save;
}

/** The full table's save (everything above added to the built save), not yet loaded. */
export function benchSave(base: SaveFile, scale: Scale = FULL): SaveFile {
  const save = structuredClone(base);
  const guid = guids(save);
  const add: SaveObject[] = [];
  const rooms = new Map<string, { x: number; z: number; slots: number }>();
  for (const o of save.ObjectStates) {
    if (!(o.Tags ?? []).includes("BRW:Room")) continue;
    const slots = Number(/(\d+) Instability Slots/.exec(o.Description ?? "")?.[1]);
    if (!(slots > 0)) throw new Error(`bench: Room ${o.Nickname} does not say its Slots in its description`);
    rooms.set(o.Nickname!, { x: o.Transform.posX, z: o.Transform.posZ, slots });
  }
  const room = (name: string) => {
    const r = rooms.get(name);
    if (r === undefined) throw new Error(`bench: no Room ${name}`);
    return r;
  };
  // Instability: each Room one short of full, then the rest in the Garden (full, and the most
  // Instability: Priority 2's one target at every scale).
  const total = COUNTS.instability * scale.instability;
  const perRoom = new Map<string, number>();
  let placed = 0;
  for (const [name, r] of rooms) {
    perRoom.set(name, r.slots - 1);
    placed += r.slots - 1;
  }
  if (placed > total) throw new Error(`bench: ${total} Instability pieces cannot fill the Rooms to their Slots less one (${placed})`);
  perRoom.set(PILE_ROOM, perRoom.get(PILE_ROOM)! + total - placed);

  // Spots in each Room, nearest the centre first: a spiral that keeps everything within 1.2 of
  // the centre (a tile is 4 wide), so every piece reads as that Room and never as ambiguous.
  const used = new Map<string, number>();
  const spotIn = (name: string): [number, number] => {
    const r = room(name);
    const k = used.get(name) ?? 0;
    used.set(name, k + 1);
    const items = perRoom.get(name)! + 3;
    let rings = 0;
    while (1 + 3 * rings * (rings + 1) < items) rings++;
    const [dx, dz] = spiral(k + 1, rings === 0 ? 0.32 : Math.min(0.32, 1.2 / rings))[k];
    return [r.x + dx, r.z + dz];
  };

  // Two more Mages: model, Mage Card, Power and Damage counters, copied from White's.
  for (const seat of NEW_SEATS) {
    const swap = (o: SaveObject, nickname: string): SaveObject => ({
      ...structuredClone(o),
      GUID: guid(),
      Nickname: nickname,
      Tags: (o.Tags ?? []).map((t) => (t === "White" ? seat.color : t)),
    });
    const [cx, cz] = seat.card;
    add.push(at(swap(byNickname(save, "White Mage Card"), `${seat.color} Mage Card`), cx, 1.1, cz, seat.rotY));
    const side = seat.rotY === 270 ? -1 : 1;
    add.push(at(swap(byNickname(save, "White Power"), `${seat.color} Power`), cx + 1.2 * side, 1.3, cz + 5.5 * side, seat.rotY));
    add.push(at(swap(byNickname(save, "White Damage"), `${seat.color} Damage`), cx - 1.2 * side, 1.3, cz + 5.5 * side, seat.rotY));
    add.push(swap(byNickname(save, "White Mage"), `${seat.color} Mage`));
  }
  const modelOf = (color: string): SaveObject => {
    const name = color === "Jukas" ? "Jukas" : `${color} Mage`;
    return save.ObjectStates.find((o) => o.Nickname === name) ?? add.find((o) => o.Nickname === name)!;
  };
  for (const [color, where] of Object.entries(MAGE_ROOMS)) {
    const model = modelOf(color);
    const [x, z] = spotIn(where);
    model.Transform = { ...model.Transform, posX: x, posZ: z };
  }

  // The 12 Vortex Tokens out of the pool bag: 9 in Rooms, 3 on Mage Cards (White 2, Red 1).
  const bag = byNickname(save, "Vortex Tokens");
  const tokens = bag.ContainedObjects ?? [];
  if (tokens.length !== COUNTS.vortexInPlay) throw new Error(`bench: the pool bag holds ${tokens.length} tokens, not 12`);
  bag.ContainedObjects = [];
  VORTEX_ROOMS.forEach((name, i) => {
    const [x, z] = spotIn(name);
    add.push(at(tokens[i], x, 1.3, z, 0));
  });
  const white = byNickname(save, "White Mage Card").Transform;
  const red = byNickname(save, "Red Mage Card").Transform;
  const onCards: [number, number][] = [
    [white.posX - 1, white.posZ],
    [white.posX + 1, white.posZ],
    [red.posX, red.posZ],
  ];
  onCards.forEach(([x, z], k) => add.push(at(tokens[VORTEX_ROOMS.length + k], x, 1.3, z, 0)));

  const template = (owner: string): SaveObject => {
    const bagName =
      owner === "BRW:Jukas" ? "Jukas Instability" : owner === "BRW:BlackRose" ? "Black Rose Instability" : `${owner} Instability`;
    const source = owner === "Yellow" || owner === "Purple" ? byNickname(save, "White Instability") : byNickname(save, bagName);
    const piece = structuredClone(source.ContainedObjects![0]);
    piece.Tags = ["BRW:Instability", owner];
    piece.Nickname = `${owner.replace("BRW:", "")} Instability`;
    return piece;
  };
  let n = 0;
  for (const name of [...rooms.keys()].sort()) {
    for (let k = 0; k < perRoom.get(name)!; k++) {
      // Owners in turn: every eighth is the Black Rose's (R15 leaves those out).
      const owner = OWNER_TAGS[n++ % OWNER_TAGS.length];
      const [x, z] = spotIn(name);
      add.push({ ...at(template(owner), x, 1.25, z, 0), GUID: guid() });
    }
  }

  // Unrelated objects: a grid of blocks, tokens and cards beside the Lodge, tagged with nothing.
  const kinds: SaveObject[] = [
    { Name: "BlockSquare", Transform: { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 } },
    {
      Name: "Custom_Token",
      Nickname: "Damage token",
      Transform: { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 0.5, scaleY: 1, scaleZ: 0.5 },
    },
    {
      Name: "CardCustom",
      Nickname: "Spell card",
      Transform: { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
    },
  ];
  const unrelated = COUNTS.unrelated * scale.unrelated;
  for (let i = 0; i < unrelated; i++) {
    const col = i % 40;
    const row = Math.floor(i / 40);
    add.push({ ...at(structuredClone(kinds[i % kinds.length]), -60 + 3 * col, 1, 30 + 3 * row), GUID: guid() });
  }
  save.ObjectStates = [...save.ObjectStates, ...add];
  return save;
}

export const SEATED: PlayerSeat[] = ["White", "Red", "Blue", "Green", "Yellow", "Purple"].map(
  (color, i) => ({ color, host: i === 0 }) as PlayerSeat,
);

/** The Lua VM a bench table's scripts run in: fengari, or MoonSharp 2.0.0.0 as in TTS. */
export type LuaVm = "fengari" | "moonsharp";

/** The full table, loaded and started: the Avatar Card's onLoad has run and its panel is drawn. */
export function loadBenchTable(save: SaveFile, instructionLimit = 500_000_000, lua: LuaVm = "fengari"): BenchTable {
  const tts = new FakeTTS({ players: SEATED, instructionLimit, lua });
  tts.addSave(structuredClone(save));
  tts.start();
  const avatar = tts.objectsWithTag("BRW:Avatar")[0];
  if (avatar === undefined) throw new Error("bench: the save has no Avatar Card");
  // Loaded means the Global UI too: the panel is drawn frames after onLoad, once UI.loading is
  // false (src/tts/panel.ts), and the table read at load is made over the frames after it.
  const frame = tts.instructions(avatar);
  let busiest = frame;
  let last = frame;
  for (let f = 0; !tts.isIdle(); f++) {
    if (f >= 10_000) throw new Error("bench: the table still busy after loading");
    tts.tick(1);
    const now = tts.instructions(avatar);
    busiest = Math.max(busiest, now - last);
    last = now;
  }
  const models: Record<string, string> = {};
  for (const o of tts.objectsWithTag("BRW:Mage")) {
    const color = o.hasTag("BRW:Jukas") ? "Jukas" : o.tags.find((t) => !t.startsWith("BRW:"))!;
    models[color] = o.guid;
  }
  return { tts, avatar, models, census: censusOf(tts), loading: { frame, busiest } };
}

/**
 * The bench's own lists (not the reader's: an oracle that shared its classification could not
 * catch it). A piece is read for all its tags, once one of the read's finds it.
 */
const AREAS = ["BRW:Room", "BRW:Cell", "BRW:MageCard"];
const PILES = ["BRW:JukasCommand", "BRW:JukasEvocation", "BRW:JukasEvent"];
/** The bench's own list of what counts in stacks and may be a container (not the reader's). */
const COUNTED = ["BRW:Vortex", "BRW:VortexPool", "BRW:Instability", "BRW:ForgottenSpells", "BRW:Power", "BRW:Damage", ...PILES];

/** Tagged pieces by kind; `tags`, those an action reads (its read by need), else every BRW tag. */
export function censusOf(tts: FakeTTS, tags?: string[]): Census {
  const seated = tts.seatedColors();
  const host = tts.hostColor();
  const c: Census = {
    tagged: 0,
    areas: 0,
    rooms: 0,
    movers: 0,
    valued: 0,
    counterObjects: 0,
    counted: 0,
    typed: 0,
    containers: 0,
    decks: 0,
    piles: 0,
    avatars: 0,
    untagged: 0,
    seated: seated.length,
    hostAt: host === undefined ? seated.length : seated.indexOf(host) + 1,
  };
  const found = (t: string) => (tags === undefined ? t.startsWith("BRW:") : tags.includes(t));
  for (const o of tts.tableObjects()) {
    if (!o.tags.some(found)) {
      c.untagged++;
      continue;
    }
    const has = (...t: string[]) => t.some((x) => o.tags.includes(x));
    c.tagged++;
    if (has(...AREAS)) c.areas++;
    if (has("BRW:Room")) c.rooms++;
    if (has("BRW:Mage", "BRW:Vortex", "BRW:Instability")) c.movers++;
    if (has(...PILES)) c.piles++;
    if (has("BRW:Avatar")) c.avatars++;
    const valued = has("BRW:Power", "BRW:Damage");
    if (valued) c.valued++;
    if (valued && o.counter !== undefined) c.counterObjects++;
    // Of the tags read: a piece is asked its count for what it is read as.
    const counted = o.tags.some((t) => found(t) && COUNTED.includes(t));
    if (counted) c.counted++;
    if (valued || (counted && o.quantity >= 0)) c.typed++;
    if (counted && o.isContainer) c.containers++;
    if (counted && o.isContainer && o.kind === "deck") c.decks++;
  }
  return c;
}
