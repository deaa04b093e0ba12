/**
 * The points lying on one tile, from pieces read over it: what a read of every piece puts in
 * that Room's `occupied` (snapshot.ts, board.ts `locateAll`, instability.ts): every piece but
 * Room and Cell tiles, the Instability and the containers included, whose point lies in the
 * tile's footprint (a point on its edge too).
 */
import { Point, contains } from "./geometry";
import { Footprint, Piece, TAG, canonicalTags, hasTag, isFloor } from "./pieces";

/**
 * sortKinds' obstacles, then its Instability (kinds.ts), of the pieces whose point lies on the
 * tile: each piece asked only what that takes (its place, then its tags and whether it is a
 * container), not copied whole (`wellFormed`): a piece read over an area is asked its id only
 * where that is used (src/tts/read.ts), and here it is not.
 */
export function pointsOn(raw: Piece[], footprint: Footprint): Point[] {
  const out: Point[] = [];
  const later: Point[] = [];
  for (const r of raw) {
    if (typeof r !== "object" || r === null) continue;
    const x = r.x;
    const z = r.z;
    // wellFormed's test: a piece without a place is no piece.
    if (typeof x !== "number" || typeof z !== "number" || !contains(footprint, r)) continue;
    const given = r.tags;
    const tags = typeof given === "object" && given !== null ? canonicalTags(given) : [];
    const container = r.container === true;
    if (isFloor(tags, container)) continue;
    // A container tagged BRW:Instability is in the way, as any other piece (sortKinds).
    if (!container && hasTag({ tags }, TAG.instability)) later.push({ x, z });
    else out.push({ x, z });
  }
  for (const p of later) out.push(p);
  return out;
}
