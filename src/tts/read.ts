/**
 * TTS objects → the platform-neutral `Piece`, read afresh for every press: the objects that carry
 * a tag the action reads, their kinds and owners from one tag query per tag (no piece is asked its
 * tags but a Room, whose name may be a tag), each asked what its tags need (kinds.ts), a name (and
 * an Instability piece's GUID) only where a rule uses it (`LAZY_INDEX`); and the pieces that lie over an area (one cast: what
 * lies in the Room a Teleport places Jukas in).
 */
import { ContentItem, Footprint, Piece, TAG, canonicalTags, isFloor } from "../table/pieces";
import { Need, OWNER_TAGS } from "../table/reader";
import { ROOM_NAME_TAG } from "../table/contract";
import { readsOf, readsOfSpelt } from "./reads-of";
import { valueOf } from "./value";

/**
 * The pieces of the need (src/table/reader.ts names it for each action), as they lie now, in the
 * table's order (one `getObjectsWithAnyTags`). Each piece's tags are the queries that found it:
 * one `getObjectsWithTag` per tag the need reads and per owner tag (OWNER_TAGS), in that order,
 * in the mod's spelling (TTS's tag queries ignore case: TTS-FACTS). One object's handles find one
 * entry as table keys (test/hosts/moonsharp-identity.test.ts, on MoonSharp 2.0.0.0 itself).
 */
export function readPieces(need: Need): Piece[] {
  const found = new LuaTable<TTSObject, string[]>();
  const asked: { [tag: string]: boolean } = {};
  // The Rooms first (ALWAYS_READ): a Room's tags begin with TAG.room, so `tags[0]` tells one.
  for (const tag of need.tags) {
    if (asked[tag] === true) continue;
    asked[tag] = true;
    for (const obj of getObjectsWithTag(tag)) {
      const tags = found.get(obj);
      if (tags === undefined) found.set(obj, [tag]);
      else tags.push(tag);
    }
  }
  for (const tag of OWNER_TAGS) {
    if (asked[tag] === true) continue;
    asked[tag] = true;
    // An owner tag names the owner of a piece the need found; other objects of that colour are not read.
    for (const obj of getObjectsWithTag(tag)) {
      const tags = found.get(obj);
      if (tags !== undefined) tags.push(tag);
    }
  }
  // One metatable for the read's pieces: each piece's object, for what is asked when used (LAZY_INDEX).
  const objects = new LuaTable<Piece, TTSObject>();
  const lazy = { __index: LAZY_INDEX, objects };
  const out: Piece[] = [];
  for (const obj of getObjectsWithAnyTags(need.tags)) {
    let tags = found.get(obj);
    const first = tags === undefined ? TAG.room : tags[0];
    // A Room's name may be one of its tags (`BRW:Room:<name>`, docs/tagging.md): a Room is asked them all.
    // One the queries missed (none do within a frame) is asked them too.
    if (first === TAG.room) tags = canonicalTags(obj.getTags());
    const piece = pieceOf(obj, tags!, need.cards);
    setmetatable(piece, lazy as never);
    objects.set(piece, obj);
    // Every read names its Rooms (roomNameOf): by a tag, else by the name, asked now.
    if (first === TAG.room && !namedByTag(tags!)) piece.name = obj.getName();
    // Every other piece's GUID is in the press's index (a Room, a model, a token a step may move):
    // asked now; an Instability piece's (one found by no tag before BRW:Instability) only where a rule uses it.
    if (first !== TAG.instability) piece.id = obj.getGUID();
    out.push(piece);
  }
  return out;
}

/**
 * A piece's name (and an Instability piece's GUID), asked when a rule first uses it (a warning that
 * names the piece, a step that moves it) and kept on the piece for the press: most of a read's
 * pieces (the Instability in the Rooms) are counted where they lie, never named. A
 * GUID answers after its object is destroyed; a name does not (TTS: `isDestroyed`), and a
 * destroyed piece goes unnamed.
 */
const LAZY_INDEX = (piece: Piece, key: string): string | undefined => {
  if (key !== "id" && key !== "name") return undefined;
  const obj = (getmetatable(piece) as unknown as { objects: LuaTable<Piece, TTSObject> }).objects.get(piece);
  let value = "";
  if (key === "id") value = obj.getGUID();
  else if (!obj.isDestroyed()) value = obj.getName();
  rawset(piece, key, value);
  return value;
};

/** The TTS types that hold pieces. */
const CONTAINERS: { [type: string]: boolean } = { Bag: true, Deck: true, Infinite: true };

/** One object, every field its tags ask for. `cards`: a deck lists its cards. */
function pieceOf(obj: TTSObject, tags: string[], cards: boolean): Piece {
  // In the mod's spelling already (readPieces): a tag readsOf does not know is a Room's own.
  let reads = readsOf(tags);
  if (reads === undefined) reads = readsOfSpelt(tags);
  const pos = obj.getPosition();
  // TTS answers -1 for a single piece, a count for a stack or a container: only those can be
  // containers. A piece of a kind that never counts is not asked (reads-of.ts `count`).
  const quantity = reads.count ? obj.getQuantity() : -1;
  const type = quantity >= 0 || reads.value ? (obj.type as string) : "";
  const container = CONTAINERS[type] === true;
  let footprint: Footprint | undefined = undefined;
  if (reads.area) {
    const bounds = obj.getBounds();
    const hx = bounds.size.x / 2;
    const hz = bounds.size.z / 2;
    footprint = { minX: bounds.center.x - hx, maxX: bounds.center.x + hx, minZ: bounds.center.z - hz, maxZ: bounds.center.z + hz };
  }
  // In statements, not in the table constructor: a conditional there that may yield false or 0
  // makes TSTL copy every field before it into a temporary (docs/performance.md).
  let rotY = 0;
  if (reads.turn) rotY = obj.getRotation().y;
  let faceDown = false;
  if (reads.faceDown) faceDown = obj.is_face_down;
  // id and name come when first used (LAZY_INDEX).
  const piece = {
    tags,
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY,
    footprint,
    faceDown,
    quantity: quantity < 0 ? 1 : quantity,
    container,
  } as Piece;
  if (reads.notes) piece.notes = obj.getGMNotes();
  if (reads.text) piece.description = obj.getDescription();
  if (reads.value) piece.value = valueOf(obj, type);
  if (container && (cards || type !== "Deck")) piece.contents = contentsOf(obj, reads.notes, reads.text);
  return piece;
}

/**
 * A piece read for its tags and place alone: its other fields say nothing (one piece, no
 * container). Its id is asked where it is used (LAZY_INDEX, `lazy` the cast's metatable): undo
 * knows a piece that lay beside a spot before the action by it (issue #37); what lies in a Room
 * is its points alone (`pointsOn`).
 */
function placeOf(obj: TTSObject, tags: string[], lazy: object): Piece {
  const pos = obj.getPosition();
  const piece = { name: "", tags, x: pos.x, y: pos.y, z: pos.z, rotY: 0, faceDown: false, quantity: 1, container: false } as Piece;
  setmetatable(piece, lazy as never);
  (lazy as { objects: LuaTable<Piece, TTSObject> }).objects.set(piece, obj);
  return piece;
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
 * The pieces over an area of the table that carry a tag the need reads, but Room and Cell tiles
 * (the floor: `isFloor`), each asked its tags and place alone (what lies there is all a cast is for: `pointsOn`): at least every piece whose
 * point lies in the area, found by one box cast straight down onto it (`floor`: its height), not
 * by asking every piece its place.
 */
export function readOver(area: Footprint, floor: number, need: Need, tag?: string): Piece[] {
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
  const lazy = { __index: LAZY_INDEX, objects: new LuaTable<Piece, TTSObject>() };
  // One object may be hit more than once (one hit per collider).
  const seen = new LuaTable<TTSObject, boolean>();
  for (const hit of hits) {
    const obj = hit.hit_object;
    if (seen.get(obj) === true) continue;
    seen.set(obj, true);
    const given = obj.getTags();
    if (tag !== undefined) {
      const piece = counted(obj, canonicalTags(given), tag, need);
      if (piece !== undefined) {
        setmetatable(piece, lazy as never);
        lazy.objects.set(piece, obj);
        out.push(piece);
      }
      continue;
    }
    if (carriesAny(given, wanted)) {
      if (!isFloor(given, false)) out.push(placeOf(obj, given, lazy));
    } else {
      // Spelt otherwise (TTS's tags ignore case): in the mod's spelling, once.
      const tags = canonicalTags(given);
      if (tags !== given && carriesAny(tags, wanted) && !isFloor(tags, false)) out.push(placeOf(obj, tags, lazy));
    }
  }
  return out;
}

/**
 * A piece over an area that carries `tag`, read as `readPieces` reads it where `tag` is the first
 * tag its queries find (the Instability on a Mage Card, src/table/reader.ts `readFor`): its tags
 * those of the need it carries, in the need's order, then its owner tags, in OWNER_TAGS order; what
 * they ask (its place, count, type: `pieceOf`); its id and name when used (LAZY_INDEX).
 * Undefined for a piece without `tag`, or a Room or Cell tile.
 */
function counted(obj: TTSObject, given: string[], tag: string, need: Need): Piece | undefined {
  const has: { [tag: string]: boolean } = {};
  for (const t of given) has[t] = true;
  if (has[tag] !== true || isFloor(given, false)) return undefined;
  const tags: string[] = [];
  for (const t of need.tags) if (has[t] === true) tags.push(t);
  for (const t of OWNER_TAGS) if (has[t] === true) tags.push(t);
  return pieceOf(obj, tags, false);
}

function namedByTag(tags: string[]): boolean {
  for (const t of tags) if (t.length > ROOM_NAME_TAG.length && t.substring(0, ROOM_NAME_TAG.length) === ROOM_NAME_TAG) return true;
  return false;
}

function carriesAny(tags: string[], wanted: { [tag: string]: boolean }): boolean {
  for (const tag of tags) if (wanted[tag] === true) return true;
  return false;
}
