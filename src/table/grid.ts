/**
 * A uniform grid over the areas' footprints (Rooms, Cells, Mage Cards), so that locating a piece
 * tests the few areas whose footprint reaches its grid cell instead of every area on the table.
 * Exact: a footprint that holds a point reaches the point's cell (division and floor keep
 * order), and the candidates come in area order, as a test of every area would find them.
 */
import { Area, Point } from "./geometry";
import { INFINITY } from "../core/numbers";

export interface AreaGrid {
  /** Side of a grid cell (the Lodge's tile width); 0: no grid, every area is a candidate. */
  size: number;
  cells: { [ix: number]: { [iz: number]: number[] } };
  /** Areas too large (or too odd) to file by cell: candidates for every point. */
  everywhere: number[];
}

/** Limits of what is filed by cell (a const enum: the figures are written into the code, no look-up). */
const enum Filing {
  /** An area spanning more cells than this on a side is filed under `everywhere`. */
  MaxSpan = 64,
  /** Cell numbers stay well inside the integers a double (and MoonSharp's number) counts exactly. */
  MaxCell = 2 ** 40,
  MinCell = -(2 ** 40),
}

export function makeGrid(areas: Area[], size: number): AreaGrid {
  const cellSize = size > 0 && size < INFINITY ? size : 0;
  const cells: { [ix: number]: { [iz: number]: number[] } } = {};
  const everywhere: number[] = [];
  let next = 0;
  for (const area of areas) {
    const i = next++;
    const f = area.footprint;
    if (cellSize === 0) {
      everywhere.push(i);
      continue;
    }
    const ix0 = Math.floor(f.minX / cellSize);
    const ix1 = Math.floor(f.maxX / cellSize);
    const iz0 = Math.floor(f.minZ / cellSize);
    const iz1 = Math.floor(f.maxZ / cellSize);
    // Also catches NaN and infinite bounds (every comparison with NaN is false), and cells too
    // far out to count in steps of one (a tiny tile width against a large coordinate). The
    // bounds are |n| < Filing.MaxCell written as two comparisons (no call).
    if (!(
      ix1 - ix0 <= Filing.MaxSpan &&
      iz1 - iz0 <= Filing.MaxSpan &&
      ix0 < Filing.MaxCell &&
      ix0 > Filing.MinCell &&
      ix1 < Filing.MaxCell &&
      ix1 > Filing.MinCell &&
      iz0 < Filing.MaxCell &&
      iz0 > Filing.MinCell &&
      iz1 < Filing.MaxCell &&
      iz1 > Filing.MinCell
    )) {
      everywhere.push(i);
      continue;
    }
    for (let ix = ix0; ix <= ix1; ix++) {
      let column = cells[ix];
      if (column === undefined) {
        column = {};
        cells[ix] = column;
      }
      for (let iz = iz0; iz <= iz1; iz++) {
        const list = column[iz];
        if (list === undefined) column[iz] = [i];
        else list.push(i);
      }
    }
  }
  return { size: cellSize, cells, everywhere };
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
