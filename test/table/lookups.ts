/**
 * The table index's takes and spots by name, as the tests ask for them (the planner,
 * src/controller/plan.ts, takes one at a time with `nextTake` and finds spots with `spotIn`).
 * Built into the table layer's Lua test bundle too (test/table/lua-entry.ts).
 */
import { Take, roomRef, spotIn, takes } from "../../src/table/lookups";
import { Point } from "../../src/table/geometry";
import { TableIndex } from "../../src/table/table-index";

/** The first n takes from the game pool (R2: the bag first, then the loose tokens). */
export function poolTakes(index: TableIndex, n: number): Take[] {
  return takes(index.pool.bags, index.pool.loose, n);
}

/** The first n takes from Jukas's Instability supply. */
export function supplyTakes(index: TableIndex, n: number): Take[] {
  return takes(index.instabilitySupply.containers, index.instabilitySupply.loose, n);
}

/** `spotIn` for a Room by name; undefined for a name no Room has. */
export function spotInRoom(index: TableIndex, name: string, clearance: number, extra: Point[] = []): Point | undefined {
  const room = roomRef(index, name);
  if (room === undefined) return undefined;
  return spotIn(index, room, clearance, extra);
}
