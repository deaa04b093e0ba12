/**
 * The one place where TTPG's coordinates meet the Piece convention (src/table/pieces.ts).
 *
 * TTPG (Unreal): x forward, y right, z up, in cm. Pieces (as TTS, Unity): x right, y up, the table
 * plane x/z. A piece's x is the world's y, its z the world's x, its y the world's z: both frames
 * are left-handed, so a turn about the vertical axis reads the same in both (rotY = yaw).
 */
import { Footprint } from "../table/pieces";

export interface Xyz {
  x: number;
  y: number;
  z: number;
}

/** A TTPG world point (Vector or [x, y, z]) in the Piece convention. */
export function toPiece(v: Xyz): Xyz {
  return { x: v.y, y: v.z, z: v.x };
}

/** A point of the Piece convention as a TTPG world point. */
export function toWorld(p: Xyz): [number, number, number] {
  return [p.z, p.x, p.y];
}

/** A bounding box's centre and half-size (getExtentCenter, getExtent) as a footprint on the table plane. */
export function footprintOf(centre: Xyz, extent: Xyz): Footprint {
  return {
    minX: centre.y - Math.abs(extent.y),
    maxX: centre.y + Math.abs(extent.y),
    minZ: centre.x - Math.abs(extent.x),
    maxZ: centre.x + Math.abs(extent.x),
  };
}

/** A footprint's size as a TTPG half-extent (for laying pieces out). */
export function extentOf(footprint: Footprint, height: number): [number, number, number] {
  return [(footprint.maxZ - footprint.minZ) / 2, (footprint.maxX - footprint.minX) / 2, height / 2];
}
