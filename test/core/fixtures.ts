/**
 * A Lodge to write rule cases against: the 19 Rooms of L1/L2 on a radius-2 hex grid (Black Rose
 * Room in the centre, Throne Room beside it), adjacency by shared edge, Cells on the rim.
 */
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { Cell, DEFAULT_SETTINGS, InstabilityCount, Mage, Place, Room, Settings, Snapshot } from "../../src/core/model";

const DIRS: [number, number][] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Axial coordinates, ring by ring: index 0 the centre, 1 the Throne Room's place. */
export function hexCells(radius = 2): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  for (let ring = 1; ring <= radius; ring++) {
    let q = DIRS[4][0] * ring;
    let r = DIRS[4][1] * ring;
    for (let side = 0; side < 6; side++) {
      for (let step = 0; step < ring; step++) {
        out.push([q, r]);
        q += DIRS[side][0];
        r += DIRS[side][1];
      }
    }
  }
  return out;
}

export const COORDS = hexCells(2);
export const NAMES = LODGE_CATALOGUE.map((e) => e.name);

export function isAdjacent(a: [number, number], b: [number, number]): boolean {
  return DIRS.some(([dq, dr]) => a[0] + dq === b[0] && a[1] + dr === b[1]);
}

export function neighboursOf(name: string): string[] {
  const i = NAMES.indexOf(name);
  return NAMES.filter((_, j) => j !== i && isAdjacent(COORDS[i], COORDS[j]));
}

export interface RoomOpts {
  vortex?: number;
  instability?: Record<string, number>;
  rebuilt?: boolean;
  slots?: number;
}

export interface TableOpts {
  rooms?: Record<string, RoomOpts>;
  mages?: Mage[];
  /** undefined: Jukas in his Cell; null: no model. */
  jukas?: Place | null;
  jukasPower?: number | null;
  pool?: number;
  supply?: number;
  deck?: number;
  crown?: string | null;
  playOrder?: string[];
  settings?: Partial<Settings>;
  cells?: Cell[];
}

/** Outer-ring Rooms, two by two, as Cell entrances. */
const RIM = NAMES.slice(7);
export const CELLS: Cell[] = [
  { owner: "Jukas", entrances: [RIM[0], RIM[1]] },
  { owner: "White", entrances: [RIM[3], RIM[4]] },
  { owner: "Red", entrances: [RIM[6], RIM[7]] },
  { owner: "Blue", entrances: [RIM[9], RIM[10]] },
  { owner: "Green", entrances: [RIM[11]] },
];

export function mage(color: string, at: Place | undefined, more: Partial<Mage> = {}): Mage {
  return { color, at, vortexOnCard: 0, power: 0, damage: 0, ...more };
}

export function table(opts: TableOpts = {}): Snapshot {
  const rooms: Room[] = NAMES.map((name, i) => {
    const o = opts.rooms?.[name] ?? {};
    const instability: InstabilityCount[] = Object.entries(o.instability ?? {}).map(([owner, count]) => ({ owner, count }));
    return {
      name,
      slots: o.slots ?? LODGE_CATALOGUE[i].slots,
      instability,
      vortex: o.vortex ?? 0,
      rebuilt: o.rebuilt ?? false,
      neighbours: neighboursOf(name),
    };
  });
  const mages = opts.mages ?? [];
  const used = rooms.reduce((n, r) => n + r.vortex, 0) + mages.reduce((n, m) => n + m.vortexOnCard, 0);
  const snap: Snapshot = {
    rooms,
    cells: opts.cells ?? CELLS,
    mages,
    pool: opts.pool ?? Math.max(0, 12 - used),
    jukasInstabilitySupply: opts.supply ?? 10,
    forgottenSpells: opts.deck ?? 5,
    playOrder: opts.playOrder ?? mages.filter((m) => m.at !== undefined).map((m) => m.color),
    settings: { ...DEFAULT_SETTINGS, ...opts.settings },
    warnings: [],
  };
  if (opts.jukas !== null) snap.jukas = { at: opts.jukas ?? { cell: "Jukas" } };
  if (opts.jukasPower !== null) snap.jukasPower = opts.jukasPower ?? 0;
  if (opts.crown !== null) snap.crown = opts.crown ?? mages[0]?.color ?? "White";
  return snap;
}

export const THRONE_NEIGHBOURS = neighboursOf("Throne Room");
