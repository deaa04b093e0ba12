/**
 * Helpers a platform adapter uses to carry out the core's effects from a TableIndex: which
 * objects to take a Vortex Token from, and where in a Room to put a piece. Pure lookups: the
 * adapter does the moving, and adds each spot it fills to `extra` before asking for the next.
 */
import { Point } from "./geometry";
import { freeSpot, rivalLimit } from "./free-spot";
import { CounterRef, MageRef, PieceCount, RoomRef, TableIndex } from "./table-index";

export function roomRef(index: TableIndex, name: string): RoomRef | undefined {
  for (const room of index.rooms) {
    if (room.name === name) return room;
  }
  return undefined;
}

export function mageRef(index: TableIndex, colour: string): MageRef | undefined {
  for (const mage of index.mages) {
    if (mage.color === colour) return mage;
  }
  return undefined;
}

export function counterRef(index: TableIndex, owner: string, kind: "power" | "damage"): CounterRef | undefined {
  for (const c of index.counters) {
    if (c.owner === owner && c.kind === kind) return c;
  }
  return undefined;
}

/** One object to take one piece from: out of a container, or a loose piece (or one off its stack). */
export interface Take {
  from: "container" | "loose";
  id: string;
}

/**
 * Where the next `n` pieces come from, in order: containers first, then loose pieces. For the
 * game pool the containers are the bags, so "taking from the pool takes from the bag first"
 * (docs/rules.md); the Instability supply is read the same way. Fewer than n when there are fewer.
 */
export function takes(containers: PieceCount[], loose: PieceCount[], n: number): Take[] {
  const out: Take[] = [];
  addTakes(out, "container", containers, n);
  addTakes(out, "loose", loose, n);
  return out;
}

function addTakes(out: Take[], from: "container" | "loose", list: PieceCount[], n: number): void {
  for (const p of list) {
    for (let k = 0; k < p.count && out.length < n; k++) out.push({ from, id: p.id });
  }
}

/** Where `nextTake` is in a supply: the i-th object (containers, then loose pieces), `k` pieces taken from it. */
export interface TakeCursor {
  i: number;
  k: number;
}

/**
 * The next piece of `takes(containers, loose, …)`, one at a time (no count needed up front);
 * undefined once the supply is spent. `at` moves on.
 */
export function nextTake(containers: PieceCount[], loose: PieceCount[], at: TakeCursor): Take | undefined {
  for (;;) {
    const inContainer = at.i < containers.length;
    const p = inContainer ? containers[at.i] : loose[at.i - containers.length];
    if (p === undefined) return undefined;
    if (at.k < p.count) {
      at.k++;
      return { from: inContainer ? "container" : "loose", id: p.id };
    }
    at.i++;
    at.k = 0;
  }
}

/**
 * A free point in a Room, at least `clearance` from every piece lying on it (and from `extra`,
 * the spots already filled in this action), that reads back as this Room and not ambiguously.
 */
export function spotIn(index: TableIndex, room: RoomRef, clearance: number, extra: Point[]): Point | undefined {
  const area = { centre: room.centre, footprint: room.footprint, rivals: [] as Point[], width: index.tileWidth };
  // The other tiles' centres, less those too far to matter (freeSpot would leave them out; a
  // NaN or infinite one turns nothing down). Most are told apart by x alone.
  const limit = rivalLimit(area);
  const below = -limit;
  const limit2 = limit * limit;
  const cx = room.centre.x;
  const cz = room.centre.z;
  for (const other of index.rooms) {
    const c = other.centre;
    const dx = c.x - cx;
    if (dx < limit && dx > below && other.id !== room.id) {
      const dz = c.z - cz;
      if (dx * dx + dz * dz <= limit2) area.rivals.push(c);
    }
  }
  for (const cell of index.cells) {
    const c = cell.centre;
    const dx = c.x - cx;
    if (dx < limit && dx > below) {
      const dz = c.z - cz;
      if (dx * dx + dz * dz <= limit2) area.rivals.push(c);
    }
  }
  return freeSpot(area, room.occupied, clearance, extra);
}
