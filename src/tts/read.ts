/**
 * TTS objects → the platform-neutral `Piece`, with the fewest calls into TTS (each one crosses
 * from Lua into .NET). What is known of an object between reads is kept under the object itself
 * (a Lua table keyed by the object: MoonSharp finds one object's handles equal, whatever call
 * returned them), and each read asks TTS only for what may have changed without telling:
 * - which objects carry which tags: one `getObjectsWithTag` per tag the action reads and per owner
 *   tag (the seat colours, BRW:Jukas, BRW:BlackRose), every read: no event says a tag changed;
 * - where the pieces that lie somewhere lie (models, Vortex Tokens, Instability, the Crown; every
 *   piece when the action places one, `Need.obstacles`), every read: physics moves them unannounced;
 * - a counter's value (a click changes it), a container's count and content, every read;
 * - the rest (GUID, name, type, GM Notes, a tile's bounds, side and place, a piece's turn, a
 *   stack's count) when the object is new to the reader, its tags changed, or an event touched it
 *   since (`touch`: a player picked it up, dropped, turned or flipped it, something struck a tile,
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
  /** Its tags as the queries found them, one number (kinds.ts `BIT`): a change reads the object whole. */
  sum: number;
  reads: Reads;
  type: string;
  /** A Power or Damage piece whose script answers `brwValue` (docs/rules.md, "Power and Damage"). */
  scripted: boolean;
  /** `changes` when its count was read. */
  countedAt: number;
}

let known = new LuaTable<TTSObject, Known>();
/** Objects an event named since they were last read whole. */
let touched = new LuaTable<TTSObject, boolean>();
/** Tiles whose collisions the reader registered (a strike then touches them). */
const struck = new LuaTable<TTSObject, boolean>();
/** Counts events that may make or break a stack. */
let changes = 0;
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
}

/** The next read reads every object whole ("Check table": whatever a script changed unannounced). */
export function forgetAll(): void {
  known = new LuaTable();
  touched = new LuaTable();
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

/** The pieces of the need (src/table/reader.ts names it for each action). */
export function readPieces(need: Need): Piece[] {
  const order: TTSObject[] = [];
  const sums = new LuaTable<TTSObject, number>();
  let instability = false;
  for (const tag of need.tags) {
    if (tag === TAG.instability) instability = true;
    const bit = BIT[tag];
    for (const obj of getObjectsWithTag(tag)) {
      const sum = sums.get(obj);
      if (sum === undefined) {
        sums.set(obj, bit);
        order.push(obj);
      } else sums.set(obj, sum + bit);
    }
  }
  for (const owner of OWNER_TAGS) addOwner(sums, owner);
  if (instability) addOwner(sums, TAG.blackRose);
  const out: Piece[] = [];
  for (const obj of order) {
    const sum = sums.get(obj)!;
    const k = known.get(obj);
    if (k === undefined || k.sum !== sum || touched.get(obj) === true) out.push(readWhole(obj, sum, need));
    else out.push(readAgain(obj, k, need));
  }
  return out;
}

/** The owner tag on the objects read (others carrying it are no piece of this read). */
function addOwner(sums: LuaTable<TTSObject, number>, owner: string): void {
  const bit = BIT[owner];
  for (const obj of getObjectsWithTag(owner)) {
    const sum = sums.get(obj);
    if (sum !== undefined) sums.set(obj, sum + bit);
  }
}

/** An object read as if never seen: every field its tags ask for. */
function readWhole(obj: TTSObject, sum: number, need: Need): Piece {
  const kind = kindOf(sum);
  const reads = kind.reads;
  let tags = kind.tags;
  // A Room tile named otherwise carries its name as a tag (docs/prepare.md): a name, read as names are.
  if (reads.named) tags = withNameTags(tags, obj.getTags());
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
  known.set(obj, { piece, sum, reads, type, scripted, countedAt: changes });
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
