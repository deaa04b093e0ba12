/**
 * The points lying on one tile, from pieces read over it: what a read of every piece puts in
 * that Room's `occupied` (snapshot.ts, board.ts `locateAll`, instability.ts): every piece but
 * Room and Cell tiles, the Instability and the containers included, whose point lies in the
 * tile's footprint (a point on its edge too).
 */
import { Point } from "./geometry";
import { sortKinds } from "./kinds";
import { Footprint, Piece, wellFormed } from "./pieces";

export function pointsOn(raw: Piece[], footprint: Footprint): Point[] {
  const pieces: Piece[] = [];
  for (const r of raw) {
    const p = wellFormed(r);
    if (p !== undefined) pieces.push(p);
  }
  const kinds = sortKinds(pieces);
  const out: Point[] = [];
  addOn(kinds.obstacles, footprint, out);
  addOn(kinds.instability, footprint, out);
  return out;
}

function addOn(pieces: Piece[], f: Footprint, out: Point[]): void {
  for (const p of pieces) {
    const x = p.x;
    const z = p.z;
    if (x >= f.minX && x <= f.maxX && z >= f.minZ && z <= f.maxZ) out.push({ x, z });
  }
}
