/**
 * TTS objects → the platform-neutral `Piece`. One tag query per action reads every piece the
 * mod cares about; nothing here knows the rules.
 */
import { ContentItem, Piece, TAG } from "../table/pieces";

/** Every tag of TABLE.md, and the card decks': one `getObjectsWithAnyTags` call finds them all. */
export const ALL_TAGS: string[] = [
  TAG.room, TAG.cell, TAG.mage, TAG.jukas, TAG.mageCard, TAG.vortex, TAG.vortexPool, TAG.instability,
  TAG.blackRose, TAG.power, TAG.damage, TAG.crown, TAG.forgottenSpells, TAG.avatar,
  TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent,
];

const CONTAINERS = ["Bag", "Deck", "Infinite"];

export function readPieces(): Piece[] {
  const out: Piece[] = [];
  for (const obj of getObjectsWithAnyTags(ALL_TAGS)) {
    if (obj.isDestroyed()) continue;
    out.push(pieceOf(obj));
  }
  return out;
}

function pieceOf(obj: TTSObject): Piece {
  const pos = obj.getPosition();
  const rot = obj.getRotation();
  const bounds = obj.getBounds();
  const type = obj.type as string;
  const container = CONTAINERS.indexOf(type) >= 0;
  const quantity = obj.getQuantity();
  const piece: Piece = {
    id: obj.getGUID(),
    name: obj.getName(),
    tags: obj.getTags(),
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY: rot.y,
    footprint: {
      minX: bounds.center.x - bounds.size.x / 2,
      maxX: bounds.center.x + bounds.size.x / 2,
      minZ: bounds.center.z - bounds.size.z / 2,
      maxZ: bounds.center.z + bounds.size.z / 2,
    },
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
    const item: ContentItem = { id: info.guid, name: info.name, tags: info.tags === undefined ? [] : info.tags };
    // A card's id (`{"card":"c-07"}`); other pieces' notes are not needed.
    if (typeof info.gm_notes === "string" && info.gm_notes !== "") item.notes = info.gm_notes;
    out.push(item);
  }
  return out;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}
