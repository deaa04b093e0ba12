/**
 * TTS objects → the platform-neutral `Piece`, with the fewest calls into TTS (each one crosses
 * from Lua into .NET). What is known of an object between reads is kept under the object itself
 * (a Lua table keyed by the object: MoonSharp finds one object's handles equal, whatever call
 * returned them), and each read asks TTS only for what may have changed without telling:
 * - which objects carry any tag the action reads: one `getObjectsWithAnyTags`, every read (a new
 *   piece, a piece gone or a piece whose last such tag came off); an object's own tags (its kind,
 *   its owner) when it is new or touched: a player retags what the pointer is on or what they
 *   selected (hover, onPlayerAction), the mod touches what it retags, and another script's
 *   retag shows at the next `state` or "Check table", as its renames do (docs/rules.md);
 * - where the pieces that lie somewhere lie (models, Vortex Tokens, Instability, the Crown; every
 *   piece when the action places one, `Need.obstacles`), every read: physics moves them
 *   unannounced; and, for a Teleport, where the pieces a cast over Jukas's Room hits lie (`readOver`);
 * - a counter's value (a click changes it), a container's count and content, every read;
 * - the rest (tags, GUID, name, type, GM Notes, a tile's bounds, side and place, a piece's turn, a
 *   stack's count) when the object is new to the reader, read for a need that takes other tags of
 *   it, or an event touched it since (`touch`: a player picked it up, dropped, turned or flipped it, something struck a tile,
 *   the mod moved it), and a stack's count when anything was dropped, spawned, destroyed, or put in
 *   or taken out since (`countsMayChange`). docs/performance.md measures it; nothing here knows the rules.
 */
import { ContentItem, Footprint, Piece, TAG } from "../table/pieces";
import { Need } from "../table/reader";
import { ROOM_NAME_TAG } from "../table/contract";
import { BIT, OWNER_TAGS, Reads, kindOf } from "./kinds";
import { answersValue, valueOf } from "./value";

/** What the reader keeps of one object. */
interface Known {
  /** As last read; a read updates in place what changes without an event. */
  piece: Piece;
  /** The tags its last read took, as one number (kinds.ts `BIT`): a read that takes others reads it whole. */
  sum: number;
  /** Its own tags, as `getTags` gave them when it was last read whole (an event touches what a player retags). */
  own: string[];
  reads: Reads;
  type: string;
  /** A Power or Damage piece whose script answers `brwValue` (docs/rules.md, "Power and Damage"). */
  scripted: boolean;
  /** `changes` when its count was read. */
  countedAt: number;
  /** The read (`readNo`) that last asked its place. */
  placedIn: number;
}

let known = new LuaTable<TTSObject, Known>();
/** Objects an event named since they were last read whole. */
let touched = new LuaTable<TTSObject, boolean>();
/** Tiles whose collisions the reader registered (a strike then touches them). */
const struck = new LuaTable<TTSObject, boolean>();
/** Counts events that may make or break a stack. */
let changes = 0;
/** Counts reads: a piece placed in this read is not asked its place again by `readOver`. */
let readNo = 0;
/** Objects with no tag the mod reads, found by a cast: not asked again until touched. */
let plain = new LuaTable<TTSObject, boolean>();
/** The object last read whole with each GUID: the adapter finds a piece it read again without asking TTS. */
const byGuid: { [guid: string]: TTSObject } = {};

/** An event named this object (or the mod moved it): it is read whole at its next read. */
export function touch(obj: TTSObject): void {
  touched.set(obj, true);
}

/** A piece was dropped, spawned, destroyed, put in or taken out: any stack's count is read again. */
export function countsMayChange(): void {
  changes = changes + 1;
}

/** The object is gone from the table (nothing of it is kept: no weak tables in MoonSharp). */
export function forget(obj: TTSObject): void {
  known.delete(obj);
  touched.delete(obj);
  struck.delete(obj);
  plain.delete(obj);
}

/** The next read reads every object whole ("Check table": whatever a script changed unannounced). */
export function forgetAll(): void {
  known = new LuaTable();
  touched = new LuaTable();
  plain = new LuaTable();
}

/**
 * Installs the TTS events that undo what the reader trusts (TTS calls them in every script; none
 * returns a value: onPlayerAction's false would cancel the player's action). A player changes a
 * name, GM Notes or tags by hand on the object under their pointer: a hover touches it, but for
 * `card`, the script's own card, which every press points at (its notes are the card
 * descriptions a save brings: read at load, by `state` and "Check table").
 */
export function listenForChanges(G: { [name: string]: unknown }, card?: TTSObject): void {
  const touchAndCount = (obj: TTSObject) => {
    touch(obj);
    countsMayChange();
  };
  G.onObjectHover = (_color: string, obj: TTSObject | undefined) => {
    if (obj !== undefined && obj !== null && obj !== card) touch(obj);
  };
  G.onObjectPickUp = (_color: string, obj: TTSObject) => touchAndCount(obj);
  G.onObjectDrop = (_color: string, obj: TTSObject) => touchAndCount(obj);
  G.onObjectRotate = (obj: TTSObject) => touch(obj);
  G.onObjectFlick = (obj: TTSObject) => touch(obj);
  // A piece struck a tile whose collisions the reader registered: the tile may have moved.
  G.onObjectCollisionEnter = (tile: TTSObject) => touch(tile);
  // A new object's GUID may be its original's for a frame: it is read whole once more.
  G.onObjectSpawn = (obj: TTSObject) => touchAndCount(obj);
  G.onObjectStateChange = () => countsMayChange();
  G.onObjectDestroy = (obj: TTSObject) => {
    forget(obj);
    countsMayChange();
  };
  G.onObjectEnterContainer = (container: TTSObject) => touchAndCount(container);
  G.onObjectLeaveContainer = (container: TTSObject) => touchAndCount(container);
  G.onPlayerAction = (_player: unknown, _action: unknown, targets: TTSObject[]) => {
    for (const obj of targets) touch(obj);
    countsMayChange();
  };
}

/**
 * The bits of the tags a read of this need takes: its tags and the owner tags (the Black Rose's
 * with the Instability), made once per need (a few constant objects: reader.ts).
 */
const masks = new LuaTable<Need, { [tag: string]: number }>();

function maskOf(need: Need): { [tag: string]: number } {
  const made = masks.get(need);
  if (made !== undefined) return made;
  const mask: { [tag: string]: number } = {};
  for (const tag of need.tags) mask[tag] = BIT[tag];
  for (const owner of OWNER_TAGS) mask[owner] = BIT[owner];
  if (mask[TAG.instability] !== undefined) mask[TAG.blackRose] = BIT[TAG.blackRose];
  masks.set(need, mask);
  return mask;
}

/** The need's own tags (no owner tag), made once per need: an object is read when it carries one. */
const wanted = new LuaTable<Need, { [tag: string]: boolean }>();

/** Whether these tags hold one the need reads (what its `getObjectsWithAnyTags` finds). */
function carriesAny(own: string[], need: Need): boolean {
  let set = wanted.get(need);
  if (set === undefined) {
    set = {};
    for (const tag of need.tags) set[tag] = true;
    wanted.set(need, set);
  }
  for (const tag of own) if (set[tag] === true) return true;
  return false;
}

/** Its tags that a read of the need takes, as one number (kinds.ts `BIT`). */
function sumOf(own: string[], mask: { [tag: string]: number }): number {
  let sum = 0;
  for (const tag of own) {
    const bit = mask[tag];
    if (bit !== undefined) sum = sum + bit;
  }
  return sum;
}

/**
 * The pieces of the need (src/table/reader.ts names it for each action): one query for the
 * objects that carry any of its tags; an object's own tags are asked when it is new or touched.
 */
export function readPieces(need: Need): Piece[] {
  readNo = readNo + 1;
  const mask = maskOf(need);
  const out: Piece[] = [];
  for (const obj of getObjectsWithAnyTags(need.tags)) {
    const k = known.get(obj);
    if (k === undefined || touched.get(obj) === true) {
      const own = obj.getTags();
      out.push(readWhole(obj, sumOf(own, mask), own, need));
    } else {
      const sum = sumOf(k.own, mask);
      // The same object read for another need may take other tags of it: its kind is made again.
      if (sum !== k.sum) out.push(readWhole(obj, sum, k.own, need));
      else out.push(readAgain(obj, k, need));
    }
  }
  return out;
}

/** An object read as if never seen: every field its tags ask for. */
function readWhole(obj: TTSObject, sum: number, own: string[], need: Need): Piece {
  const kind = kindOf(sum);
  const reads = kind.reads;
  let tags = kind.tags;
  // A Room tile named otherwise carries its name as a tag (docs/prepare.md): a name, read as names are.
  if (reads.named) tags = withNameTags(tags, own);
  const pos = obj.getPosition();
  const type = obj.type as string;
  const container = CONTAINERS[type] === true;
  const quantity = obj.getQuantity();
  let footprint: Footprint | undefined = undefined;
  if (reads.area) {
    const bounds = obj.getBounds();
    const cx = bounds.center.x;
    const cz = bounds.center.z;
    const hx = bounds.size.x / 2;
    const hz = bounds.size.z / 2;
    footprint = { minX: cx - hx, maxX: cx + hx, minZ: cz - hz, maxZ: cz + hz };
  }
  // Before the table constructor, in statements: a conditional that may give `false` inside
  // it makes TSTL copy every field before it into a temporary first (docs/performance.md).
  let down = false;
  if (reads.faceDown) down = obj.is_face_down;
  let rotY = 0;
  if (reads.moves) rotY = obj.getRotation().y;
  const piece: Piece = {
    id: obj.getGUID(),
    name: obj.getName(),
    tags,
    x: pos.x,
    y: pos.y,
    z: pos.z,
    rotY,
    footprint,
    faceDown: down,
    // TTS answers -1 for a single piece; a stack or container gives its count.
    quantity: quantity < 0 ? 1 : quantity,
    container,
  };
  if (reads.notes) piece.notes = obj.getGMNotes();
  let scripted = false;
  if (reads.value) {
    scripted = type !== "Counter" && answersValue(obj);
    piece.value = valueOf(obj, scripted);
  }
  if (container && (need.cards || type !== "Deck")) piece.contents = contentsOf(obj, reads.notes);
  if (reads.strikes && struck.get(obj) !== true) {
    // A strike (a piece knocking or landing on it) then touches it (listenForChanges).
    obj.registerCollisions(false);
    struck.set(obj, true);
  }
  known.set(obj, { piece, sum, own, reads, type, scripted, countedAt: changes, placedIn: readNo });
  touched.delete(obj);
  claimGuid(obj, piece.id);
  return piece;
}

/**
 * Two objects with one GUID: a copy in its first frame, before TTS gives it its own (no event
 * says when). Both are read whole again next time, until each has its own.
 */
function claimGuid(obj: TTSObject, guid: string): void {
  const other = byGuid[guid];
  byGuid[guid] = obj;
  if (other === undefined || other === obj) return;
  const was = known.get(other);
  if (was === undefined || was.piece.id !== guid) return;
  touch(other);
  touch(obj);
}

/** A known object, untouched since: only what changes without an event is asked again, into its piece. */
function readAgain(obj: TTSObject, k: Known, need: Need): Piece {
  const piece = k.piece;
  const reads = k.reads;
  if (reads.located || (need.obstacles && !reads.fixed)) {
    const pos = obj.getPosition();
    piece.x = pos.x;
    piece.y = pos.y;
    piece.z = pos.z;
    k.placedIn = readNo;
  }
  if (piece.container || k.countedAt !== changes) {
    const q = obj.getQuantity();
    piece.quantity = q < 0 ? 1 : q;
    k.countedAt = changes;
  }
  if (reads.value) piece.value = valueOf(obj, k.scripted);
  if (piece.container) {
    // As a fresh read of this need: a deck's cards only when asked.
    if (need.cards || k.type !== "Deck") piece.contents = contentsOf(obj, reads.notes);
    else piece.contents = undefined;
  }
  return piece;
}

/** How far above the floor a cast over an area starts: above any piece a player holds there. */
const CAST_HEIGHT = 50;

/**
 * The pieces over an area of the table, of every tag the mod reads (as `readPieces` of every tag
 * gives them, without the decks' cards), each where it lies now: at least every piece whose point
 * lies in the area, found by one box cast straight down onto it (`floor`: its height), not by
 * asking every piece its place. A piece this press's read placed is not asked again; a hit with
 * no tag the mod reads is remembered as such until touched.
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
  const mask = maskOf(need);
  const out: Piece[] = [];
  // One object may be hit more than once (one hit per collider).
  const seen = new LuaTable<TTSObject, boolean>();
  for (const hit of hits) {
    const obj = hit.hit_object;
    if (seen.get(obj) !== true) {
      seen.set(obj, true);
      const piece = pieceOver(obj, mask, need);
      if (piece !== undefined) out.push(piece);
    }
  }
  return out;
}

/** A hit object as `readPieces` of this need reads it (undefined: it carries none of its tags, as a query of them would not find it). */
function pieceOver(obj: TTSObject, mask: { [tag: string]: number }, need: Need): Piece | undefined {
  const k = known.get(obj);
  const fresh = touched.get(obj) === true;
  if (k === undefined || fresh) {
    if (!fresh && plain.get(obj) === true) return undefined;
    const own = obj.getTags();
    if (!carriesAny(own, need)) {
      plain.set(obj, true);
      touched.delete(obj);
      return undefined;
    }
    plain.delete(obj);
    return readWhole(obj, sumOf(own, mask), own, need);
  }
  const sum = sumOf(k.own, mask);
  if (sum !== k.sum) return readWhole(obj, sum, k.own, need);
  // Placed by this press's read, or a tile or pile, whose place is kept until an event.
  if (k.placedIn === readNo || k.reads.fixed) return k.piece;
  // As readAgain places a piece (written out there: it runs for every located piece of every press).
  const piece = k.piece;
  const pos = obj.getPosition();
  piece.x = pos.x;
  piece.y = pos.y;
  piece.z = pos.z;
  k.placedIn = readNo;
  return piece;
}

/** The queried tags and the object's own `BRW:Room:<name>` tags. */
function withNameTags(queried: string[], own: string[]): string[] {
  const out = [...queried];
  for (const t of own) if (t.indexOf(ROOM_NAME_TAG) === 0) out.push(t);
  return out;
}

/** The object last read with this GUID (undefined if none was, or it is gone since). */
export function readObject(guid: string): TTSObject | undefined {
  const obj = byGuid[guid];
  if (obj === undefined || obj.isDestroyed()) return undefined;
  return obj;
}

/** The TTS types that hold pieces (one lookup, not three comparisons, for every piece). */
const CONTAINERS: { [type: string]: boolean } = { Bag: true, Deck: true, Infinite: true };

/** `notes`: the container asks for its notes (Jukas's card piles): its cards' notes are their ids (`{"card":"c-07"}`). */
function contentsOf(obj: TTSObject, notes: boolean): ContentItem[] {
  const out: ContentItem[] = [];
  for (const info of obj.getObjects() as ContainedObjectInfo[]) {
    const item: ContentItem = { id: info.guid, name: info.name, tags: info.tags === undefined ? [] : info.tags };
    // Other pieces' notes are not needed (a bag of Instability holds many pieces).
    if (notes) {
      const text = info.gm_notes;
      if (typeof text === "string" && text !== "") item.notes = text;
    }
    out.push(item);
  }
  return out;
}
