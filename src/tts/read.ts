/**
 * TTS objects → the platform-neutral `Piece`, read afresh for every press: the objects that carry
 * a tag the action reads (one query), each asked what its tags need (kinds.ts); and the pieces
 * that lie over an area (one cast: what lies in the Room a Teleport places Jukas in).
 */
import { ContentItem, Footprint, Piece, canonicalTags } from "../table/pieces";
import { Need } from "../table/reader";
import { readsOf, readsOfSpelt } from "./reads-of";
import { valueOf } from "./value";

/** The pieces of the need (src/table/reader.ts names it for each action), as they lie now. */
export function readPieces(need: Need): Piece[] {
  const out: Piece[] = [];
  for (const obj of getObjectsWithAnyTags(need.tags)) out.push(pieceOf(obj, obj.getTags(), need.cards));
  return out;
}

/** The TTS types that hold pieces. */
const CONTAINERS: { [type: string]: boolean } = { Bag: true, Deck: true, Infinite: true };

/** One object, every field its tags ask for. `cards`: a deck lists its cards. */
function pieceOf(obj: TTSObject, given: string[], cards: boolean): Piece {
  let tags = given;
  let reads = readsOf(tags);
  if (reads === undefined) {
    // TTS's tags ignore case (`brw:room` is `BRW:Room`): the piece's tags in the mod's spelling, once.
    tags = canonicalTags(given);
    reads = readsOfSpelt(tags);
  }
  const pos = obj.getPosition();
  // TTS answers -1 for a single piece, a count for a stack or a container: only those can be containers.
  const quantity = obj.getQuantity();
  const type = quantity >= 0 || reads.value ? (obj.type as string) : "";
  const container = CONTAINERS[type] === true;
  let footprint: Footprint | undefined = undefined;
  if (reads.area) {
    const bounds = obj.getBounds();
    const hx = bounds.size.x / 2;
    const hz = bounds.size.z / 2;
    footprint = { minX: bounds.center.x - hx, maxX: bounds.center.x + hx, minZ: bounds.center.z - hz, maxZ: bounds.center.z + hz };
  }
  const piece: Piece = {
    id: obj.getGUID(),
    name: obj.getName(),
    // Every tag, a Room's `BRW:Room:<name>` among them (docs/tagging.md): getTags gives a new list.
    tags,
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY: reads.turn ? obj.getRotation().y : 0,
    footprint,
    faceDown: reads.faceDown ? obj.is_face_down : false,
    quantity: quantity < 0 ? 1 : quantity,
    container,
  };
  if (reads.notes) piece.notes = obj.getGMNotes();
  if (reads.text) piece.description = obj.getDescription();
  if (reads.value) piece.value = valueOf(obj, type);
  if (container && (cards || type !== "Deck")) piece.contents = contentsOf(obj, reads.notes, reads.text);
  return piece;
}

/**
 * A piece read for its id, tags and place alone: its other fields say nothing (one piece, no
 * container). The id: undo knows a piece that lay beside a spot before the action by it (issue #37).
 */
function placeOf(obj: TTSObject, tags: string[]): Piece {
  const pos = obj.getPosition();
  return { id: obj.getGUID(), name: "", tags, x: pos.x, y: pos.y, z: pos.z, rotY: 0, faceDown: false, quantity: 1, container: false };
}

/** `notes`: the container asks for its notes (Jukas's card piles): its cards' notes are their ids (`{"card":"c-07"}`). */
function contentsOf(obj: TTSObject, notes: boolean, text: boolean): ContentItem[] {
  const out: ContentItem[] = [];
  for (const info of obj.getObjects() as ContainedObjectInfo[]) {
    // Its tags as the table spells them (ContentItem.tags): a bag holds many pieces.
    const item: ContentItem = { id: info.guid, name: info.name, tags: info.tags === undefined ? [] : info.tags };
    // Other pieces' notes are not needed (a bag of Instability holds many pieces).
    if (notes) {
      const gm = info.gm_notes;
      if (typeof gm === "string" && gm !== "") item.notes = gm;
    }
    // A card's description: its steps as a player writes them (src/core/card-line.ts).
    if (text) {
      const line = info.description;
      if (typeof line === "string" && line !== "") item.description = line;
    }
    out.push(item);
  }
  return out;
}

/** How far above the floor a cast over an area starts: above any piece a player holds there. */
const CAST_HEIGHT = 50;

/**
 * The pieces over an area of the table that carry a tag the need reads, each asked its tags and
 * place alone (what lies there is all a cast is for: `pointsOn`): at least every piece whose
 * point lies in the area, found by one box cast straight down onto it (`floor`: its height), not
 * by asking every piece its place.
 */
export function readOver(area: Footprint, floor: number, need: Need): Piece[] {
  const hits = Physics.cast({
    type: 3,
    origin: { x: (area.minX + area.maxX) / 2, y: floor + CAST_HEIGHT, z: (area.minZ + area.maxZ) / 2 },
    direction: { x: 0, y: -1, z: 0 },
    size: { x: area.maxX - area.minX, y: 0.01, z: area.maxZ - area.minZ },
    orientation: { x: 0, y: 0, z: 0 },
    max_distance: CAST_HEIGHT + 1,
  });
  const wanted: { [tag: string]: boolean } = {};
  for (const tag of need.tags) wanted[tag] = true;
  const out: Piece[] = [];
  // One object may be hit more than once (one hit per collider).
  const seen = new LuaTable<TTSObject, boolean>();
  for (const hit of hits) {
    const obj = hit.hit_object;
    if (seen.get(obj) === true) continue;
    seen.set(obj, true);
    const given = obj.getTags();
    if (carriesAny(given, wanted)) out.push(placeOf(obj, given));
    else {
      // Spelt otherwise (TTS's tags ignore case): in the mod's spelling, once.
      const tags = canonicalTags(given);
      if (tags !== given && carriesAny(tags, wanted)) out.push(placeOf(obj, tags));
    }
  }
  return out;
}

function carriesAny(tags: string[], wanted: { [tag: string]: boolean }): boolean {
  for (const tag of tags) if (wanted[tag] === true) return true;
  return false;
}
