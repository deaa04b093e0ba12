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

/**
 * What each kind of piece needs read beyond its GUID, name, tags, position, type and quantity
 * (every API call is a crossing into TTS): the areas a piece can lie in (Rooms, Cells, Mage
 * Cards) their bounds; Rooms their side (Rebuilt) and GM Notes (Slots); what the mod may move
 * (models, Vortex Tokens, Instability) its rotation, for the move and its undo; Jukas's card
 * piles all of these (a card is drawn face up beside its pile, and its id is in its GM Notes);
 * the Avatar Card its GM Notes (the card descriptions). The table layer reads nothing else: any
 * other piece gets its point as footprint, face up, rotation 0, no notes.
 */
const AREA: { [tag: string]: boolean } = { [TAG.room]: true, [TAG.cell]: true, [TAG.mageCard]: true };
const MOVES: { [tag: string]: boolean } = { [TAG.mage]: true, [TAG.vortex]: true, [TAG.instability]: true };
const PILES: { [tag: string]: boolean } = { [TAG.jukasCommand]: true, [TAG.jukasEvocation]: true, [TAG.jukasEvent]: true };

function pieceOf(obj: TTSObject): Piece {
  const tags = obj.getTags();
  let area = false;
  let room = false;
  let moves = false;
  let pile = false;
  let notes = false;
  for (const tag of tags) {
    // === true: a JS object answers inherited names ("constructor") with functions.
    if (AREA[tag] === true) area = true;
    if (MOVES[tag] === true) moves = true;
    if (PILES[tag] === true) pile = true;
    if (tag === TAG.room) room = true;
    if (tag === TAG.avatar) notes = true;
  }
  if (pile) {
    area = true;
    moves = true;
  }
  const pos = obj.getPosition();
  const type = obj.type as string;
  const container = type === "Bag" || type === "Deck" || type === "Infinite";
  const quantity = obj.getQuantity();
  const piece: Piece = {
    id: obj.getGUID(),
    name: obj.getName(),
    tags,
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY: moves ? obj.getRotation().y : 0,
    footprint: { minX: pos.x, maxX: pos.x, minZ: pos.z, maxZ: pos.z },
    faceDown: room || pile ? obj.is_face_down : false,
    // TTS answers -1 for a single piece; a stack or container gives its count.
    quantity: quantity < 0 ? 1 : quantity,
    container,
    contents: container ? contentsOf(obj) : [],
  };
  if (area) {
    const bounds = obj.getBounds();
    const cx = bounds.center.x;
    const cz = bounds.center.z;
    const hx = bounds.size.x / 2;
    const hz = bounds.size.z / 2;
    piece.footprint = { minX: cx - hx, maxX: cx + hx, minZ: cz - hz, maxZ: cz + hz };
  }
  if (room || pile || notes) piece.notes = obj.getGMNotes();
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
