/**
 * Where a point lies, as docs/rules.md's Geometry says it, written plainly: the reference that
 * src/table/board.ts's `scan` (the one locating loop of the mod, fast) is held to.
 */
import { Area, Location, Point, closest, contains } from "../../src/table/geometry";

/**
 * The area whose footprint holds p; where footprints overlap, the nearest centre wins. The
 * ambiguity test compares the areas whose footprints hold p: a piece on a Mage Card far from the
 * Lodge is not "between" that card and some Room it does not lie on.
 */
export function locate(p: Point, areas: Area[], width: number): Location {
  return locateAmong(
    p,
    areas,
    areas.map((_, i) => i),
    width,
  );
}

/** `locate` among some of the areas: `indices` in ascending order, a superset of those holding p (see grid.ts). */
export function locateAmong(p: Point, areas: Area[], indices: number[], width: number): Location {
  const holding = indices.filter((i) => contains(areas[i].footprint, p));
  const c = closest(
    p,
    holding.map((i) => areas[i].centre),
    width,
  );
  return { area: c.area < 0 ? -1 : holding[c.area], rival: c.rival < 0 ? -1 : holding[c.rival] };
}
