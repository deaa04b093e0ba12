/**
 * TTS objects → the platform-neutral `Piece`. One tag query per action reads every piece the
 * mod cares about; nothing here knows the rules.
 */
import { ContentItem, Piece, TAG } from "../table/pieces";

/** Every tag of TABLE.md: one `getObjectsWithAnyTags` call finds them all. */
export const ALL_TAGS: string[] = [
  TAG.room, TAG.cell, TAG.mage, TAG.jukas, TAG.mageCard, TAG.vortex, TAG.vortexPool, TAG.instability,
  TAG.blackRose, TAG.power, TAG.damage, TAG.crown, TAG.forgottenSpells, TAG.avatar,
];

/** The objects of the last read by GUID: the adapter finds a piece it read again without asking TTS. */
let lastRead: { [guid: string]: TTSObject } = {};

export function readPieces(): Piece[] {
  const out: Piece[] = [];
  const objects: { [guid: string]: TTSObject } = {};
  for (const obj of getObjectsWithAnyTags(ALL_TAGS)) {
    if (obj.isDestroyed()) continue;
    const piece = pieceOf(obj);
    objects[piece.id] = obj;
    out.push(piece);
  }
  lastRead = objects;
  return out;
}

/** An object of the last read, by GUID (undefined if it was not read, or is gone since). */
export function readObject(guid: string): TTSObject | undefined {
  const obj = lastRead[guid];
  if (obj === undefined || obj.isDestroyed()) return undefined;
  return obj;
}

function pieceOf(obj: TTSObject): Piece {
  const pos = obj.getPosition();
  const rot = obj.getRotation();
  const bounds = obj.getBounds();
  const cx = bounds.center.x;
  const cz = bounds.center.z;
  const hx = bounds.size.x / 2;
  const hz = bounds.size.z / 2;
  const type = obj.type as string;
  const container = type === "Bag" || type === "Deck" || type === "Infinite";
  const quantity = obj.getQuantity();
  const piece: Piece = {
    id: obj.getGUID(),
    name: obj.getName(),
    tags: obj.getTags(),
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY: rot.y,
    footprint: { minX: cx - hx, maxX: cx + hx, minZ: cz - hz, maxZ: cz + hz },
    faceDown: obj.is_face_down,
    // TTS answers -1 for a single piece; a stack or container gives its count.
    quantity: quantity < 0 ? 1 : quantity,
    notes: obj.getGMNotes(),
    container,
    contents: container ? contentsOf(obj) : [],
  };
  if (type === "Counter") piece.value = numberOf(obj.getValue());
  return piece;
}

function contentsOf(obj: TTSObject): ContentItem[] {
  const out: ContentItem[] = [];
  for (const info of obj.getObjects() as ContainedObjectInfo[]) {
    out.push({ id: info.guid, name: info.name, tags: info.tags === undefined ? [] : info.tags });
  }
  return out;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}
