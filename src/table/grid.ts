/**
 * A uniform grid over the areas' footprints (Rooms, Cells, Mage Cards), so that locating a piece
 * tests the few areas whose footprint reaches its grid cell instead of every area on the table.
 * Exact: a footprint that holds a point reaches the point's cell (division and floor keep
 * order), and the candidates come in area order, as a test of every area would find them.
 */
import { Area, Point } from "./geometry";

export interface AreaGrid {
  /** Side of a grid cell (the Lodge's tile width); 0: no grid, every area is a candidate. */
  size: number;
  cells: { [ix: number]: { [iz: number]: number[] } };
  /** Areas too large (or too odd) to file by cell: candidates for every point. */
  everywhere: number[];
}

/** An area spanning more cells than this on a side is filed under `everywhere`. */
const MAX_SPAN = 64;
/** Cell numbers stay well inside the integers a double (and MoonSharp's number) counts exactly. */
const MAX_CELL = 2 ** 40;

export function makeGrid(areas: Area[], size: number): AreaGrid {
  const grid: AreaGrid = { size: size > 0 && size < Infinity ? size : 0, cells: {}, everywhere: [] };
  for (let i = 0; i < areas.length; i++) {
    const f = areas[i].footprint;
    if (grid.size === 0) {
      grid.everywhere.push(i);
      continue;
    }
    const ix0 = Math.floor(f.minX / grid.size);
    const ix1 = Math.floor(f.maxX / grid.size);
    const iz0 = Math.floor(f.minZ / grid.size);
    const iz1 = Math.floor(f.maxZ / grid.size);
    // Also catches NaN and infinite bounds (every comparison with NaN is false), and cells too
    // far out to count in steps of one (a tiny tile width against a large coordinate).
    if (!(ix1 - ix0 <= MAX_SPAN && iz1 - iz0 <= MAX_SPAN && Math.abs(ix0) < MAX_CELL && Math.abs(ix1) < MAX_CELL && Math.abs(iz0) < MAX_CELL && Math.abs(iz1) < MAX_CELL)) {
      grid.everywhere.push(i);
      continue;
    }
    for (let ix = ix0; ix <= ix1; ix++) {
      let column = grid.cells[ix];
      if (column === undefined) {
        column = {};
        grid.cells[ix] = column;
      }
      for (let iz = iz0; iz <= iz1; iz++) {
        const list = column[iz];
        if (list === undefined) column[iz] = [i];
        else list.push(i);
      }
    }
  }
  return grid;
}

const NONE: number[] = [];

/** Indices of the areas whose footprint may hold p, in ascending order (a superset of those that do). */
export function candidates(grid: AreaGrid, p: Point): number[] {
  let filed: number[] | undefined = undefined;
  const size = grid.size;
  if (size > 0) {
    const column = grid.cells[Math.floor(p.x / size)];
    if (column !== undefined) filed = column[Math.floor(p.z / size)];
  }
  if (grid.everywhere.length === 0) return filed === undefined ? NONE : filed;
  if (filed === undefined) return grid.everywhere;
  // Both lists ascend: merge them.
  const out: number[] = [];
  let a = 0;
  let b = 0;
  while (a < filed.length || b < grid.everywhere.length) {
    if (b >= grid.everywhere.length || (a < filed.length && filed[a] < grid.everywhere[b])) out.push(filed[a++]);
    else out.push(grid.everywhere[b++]);
  }
  return out;
}
