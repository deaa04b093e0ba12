/**
 * TTS objects → the platform-neutral `Piece`. One tag query per action reads the pieces its
 * rules use; nothing here knows the rules.
 */
import { ContentItem, Footprint, Piece, TAG } from "../table/pieces";
import { VALUE_FUNCTION } from "../table/contract";

/** The objects of the last read by GUID: the adapter finds a piece it read again without asking TTS. */
let lastRead: { [guid: string]: TTSObject } = {};

/**
 * The pieces carrying any of `tags` (src/table/reader.ts names them for each action); the cards
 * in the decks only with `cards` (Need.cards).
 */
export function readPieces(tags: string[], cards: boolean): Piece[] {
  const out: Piece[] = [];
  const objects: { [guid: string]: TTSObject } = {};
  // Each object's Piece built here, not by a call per object, and no `continue` (a flag per turn
  // in Lua): this runs for every tagged piece.
  // What the query returns this frame is alive: an object is destroyed at a frame's end, and
  // gone from every query after it (isDestroyed matters for an object held across frames).
  for (const obj of getObjectsWithAnyTags(tags)) {
    const tags = obj.getTags();
    // Most pieces carry one tag that asks for readings: its Reads as they are (two are joined).
    // The flags are tested where used, as truthy: in JS an inherited name ("constructor")
    // answers a function, whose fields are undefined.
    let reads: Reads | undefined = undefined;
    for (const tag of tags) {
      const r = READS[tag];
      if (r !== undefined) {
        if (reads === undefined) reads = r;
        else reads = joinReads(reads, r);
      }
    }
    if (reads === undefined) reads = NOTHING;
    const pos = obj.getPosition();
    const x = pos.x;
    const z = pos.z;
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
    const id = obj.getGUID();
    // Before the table constructor, in statements: a conditional that may give `false` inside
    // it makes TSTL copy every field before it into a temporary first (docs/performance.md).
    let down = false;
    if (reads.faceDown) down = obj.is_face_down;
    const piece: Piece = {
      id,
      name: obj.getName(),
      tags,
      x,
      y: pos.y,
      z,
      rotY: reads.moves ? obj.getRotation().y : 0,
      footprint,
      faceDown: down,
      // TTS answers -1 for a single piece; a stack or container gives its count.
      quantity: quantity < 0 ? 1 : quantity,
      container,
    };
    // A bag may hold any piece (Jukas's Instability); a deck holds cards only, read when asked.
    if (container && (cards || type !== "Deck")) piece.contents = contentsOf(obj, reads.notes === true);
    if (reads.notes) piece.notes = obj.getGMNotes();
    if (reads.value) piece.value = valueOf(obj, type);
    objects[id] = obj;
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
/** What a tag asks to be read: any of its flags set on a piece asks for that reading. */
interface Reads {
  area: boolean;
  moves: boolean;
  faceDown: boolean;
  notes: boolean;
  /** Power and Damage: the number it holds (`valueOf`). */
  value?: boolean;
}

const NOTHING: Reads = { area: false, moves: false, faceDown: false, notes: false };
const AREA: Reads = { area: true, moves: false, faceDown: false, notes: false };
const MOVES: Reads = { area: false, moves: true, faceDown: false, notes: false };
const ROOM: Reads = { area: true, moves: false, faceDown: true, notes: true };
const PILE: Reads = { area: true, moves: true, faceDown: true, notes: true };
const NOTES: Reads = { area: false, moves: false, faceDown: false, notes: true };
const VALUE: Reads = { area: false, moves: false, faceDown: false, notes: false, value: true };

/** One lookup per tag (this runs for every tag of every piece, every action). */
const READS: { [tag: string]: Reads } = {
  [TAG.room]: ROOM,
  [TAG.cell]: AREA,
  [TAG.mageCard]: AREA,
  [TAG.mage]: MOVES,
  [TAG.vortex]: MOVES,
  [TAG.instability]: MOVES,
  [TAG.jukasCommand]: PILE,
  [TAG.jukasEvocation]: PILE,
  [TAG.jukasEvent]: PILE,
  [TAG.avatar]: NOTES,
  [TAG.power]: VALUE,
  [TAG.damage]: VALUE,
};

/** What either asks for (a piece with two tags that ask for readings). */
function joinReads(a: Reads, b: Reads): Reads {
  return {
    area: a.area === true || b.area === true,
    moves: a.moves === true || b.moves === true,
    faceDown: a.faceDown === true || b.faceDown === true,
    notes: a.notes === true || b.notes === true,
    value: a.value === true || b.value === true,
  };
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

/**
 * The number a Power or Damage piece holds, whatever its type (docs/rules.md, "Power and
 * Damage"): a Counter's own; another object's `brwValue()` when its script defines one (a
 * scripted counter keeps its number in its script, and TTS gives every object a value of its
 * own, 0 until set), else its `getValue()` when that is a number or a whole number's text (a
 * tile or token given a value, a rotation value); else none. The script is called only when its
 * text names the function, and through pcall: a script that fails is no script error of this one.
 */
function valueOf(obj: TTSObject, type: string): number | undefined {
  if (type !== "Counter") {
    const script = obj.getLuaScript();
    if (typeof script === "string" && script.indexOf(VALUE_FUNCTION) >= 0) {
      const [ok, given] = pcall(() => obj.call(VALUE_FUNCTION));
      if (ok && typeof given === "number" && given === given) return given;
    }
  }
  const v = obj.getValue();
  if (typeof v === "number") return v === v ? v : undefined;
  if (typeof v !== "string" || v === "" || v.length > 9) return undefined;
  let n = 0;
  for (let i = v.substring(0, 1) === "-" ? 1 : 0; i < v.length; i++) {
    const d = "0123456789".indexOf(v.substring(i, i + 1));
    if (d < 0) return undefined;
    n = n * 10 + d;
  }
  return v.substring(0, 1) === "-" ? -n : n;
}
