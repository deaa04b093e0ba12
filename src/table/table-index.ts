/**
 * What carrying out the core's effects needs, by piece id: the snapshot says what the game is,
 * the index says which objects on the table make it so and where there is room to put more.
 * Plain data, in the same fixed orders as the snapshot.
 */
import { Footprint } from "./pieces";
import { Point } from "./geometry";

/** Some pieces of one object: a stack or a container counts as `count`. */
export interface PieceCount {
  id: string;
  count: number;
}

/** A tile or a card: where it is and how much table it covers. */
export interface AreaRef {
  id: string;
  centre: Point;
  /** Height of the object (TTS's y): where to drop a piece onto it. */
  y: number;
  footprint: Footprint;
}

export interface RoomRef extends AreaRef {
  name: string;
  faceDown: boolean;
  /** Vortex Token objects in the Room (a stack is one object). */
  vortex: string[];
  /** Every piece lying within the tile's footprint, whichever tile it counts for: what a new piece must not land on. */
  occupied: Point[];
}

export interface CellRef extends AreaRef {
  /** A seat colour, or "Jukas". */
  owner: string;
}

export interface MageRef {
  color: string;
  model?: string;
  card?: AreaRef;
  /** Vortex Token objects lying on the Mage Card. */
  vortexOnCard: string[];
}

export interface CounterRef {
  /** A seat colour, or "Jukas". */
  owner: string;
  kind: "power" | "damage";
  id: string;
}

export interface TableIndex {
  avatar?: string;
  /** The Lodge's tile width (docs/rules.md), for clearances and spots. */
  tileWidth: number;
  /** In Room order, as in the snapshot. */
  rooms: RoomRef[];
  cells: CellRef[];
  jukasModel?: string;
  /** In seat order, as in the snapshot. */
  mages: MageRef[];
  /** The game pool: the bags first (taking from the pool takes from the bag first), then loose tokens. */
  pool: { bags: PieceCount[]; loose: PieceCount[] };
  /** Jukas's Instability supply: pieces in no Room, and containers holding his pieces. */
  instabilitySupply: { loose: PieceCount[]; containers: PieceCount[] };
  counters: CounterRef[];
  crown?: string;
  /** The Forgotten Spell deck (normally one). */
  forgottenSpells: PieceCount[];
}

export function emptyIndex(): TableIndex {
  return {
    tileWidth: 0,
    rooms: [],
    cells: [],
    mages: [],
    pool: { bags: [], loose: [] },
    instabilitySupply: { loose: [], containers: [] },
    counters: [],
    forgottenSpells: [],
  };
}
