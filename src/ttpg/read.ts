/**
 * TTPG objects → the platform-neutral `Piece` (src/table/pieces.ts), and who sits at the table;
 * the shape mirrors src/tts/read.ts. How each kind of piece is represented on TTPG (bags, card
 * stacks, Jukas's piles and their card metadata, hands, counters, face down): docs/ttpg.md, "How
 * the table is represented".
 */
import { Card, Container, GameObject, GameWorld } from "@tabletop-playground/api";
import { TableContext } from "../controller/tabletop";
import { ContentItem, Piece, TAG, canonicalTags, hasAnyTag } from "../table/pieces";
import { footprintOf, toPiece } from "./coords";
import { counterValue } from "./counter";
import { readCardFile } from "./card-file";
import { callerOf, colourOfSlot } from "./seats";

/** Every tag of docs/rules.md but the colours: a piece the mod reads carries at least one of these. */
const MOD_TAGS: string[] = Object.keys(TAG).map((k) => (TAG as { [k: string]: string })[k]);

/** Lying on the table: valid, not inside a container, not in a hand. */
export function onTable(obj: GameObject): boolean {
  if (!obj.isValid() || obj.getContainer() !== undefined) return false;
  return !(obj instanceof Card && obj.isInHolder());
}

/** The pieces on the table carrying any of `tags` (by default every tag the mod reads). */
export function readPieces(world: GameWorld, tags: string[] = MOD_TAGS): Piece[] {
  const out: Piece[] = [];
  for (const obj of world.getAllObjects(true)) {
    if (!onTable(obj)) continue;
    const own = tagsOf(obj);
    if (!hasAnyTag(own, tags)) continue;
    out.push(pieceOf(obj, own));
  }
  return out;
}

/**
 * An object's tags; a card's with its cards' own (CardDetails.tags, the template's CardTags),
 * which TTPG keeps per card: a card a player takes off a stack may come without the stack's
 * object tags, and is still a BRW:Vortex or a BRW:JukasCommand card. In the mod's spelling
 * (canonicalTags): tags match without regard to case on every tabletop, as TTS's do (docs/rules.md).
 */
export function tagsOf(obj: GameObject): string[] {
  const own = canonicalTags(obj.getTags());
  if (!(obj instanceof Card)) return own;
  let out = own;
  for (const details of obj.getAllCardDetails()) {
    for (const tag of canonicalTags(details.tags)) {
      if (out.indexOf(tag) >= 0) continue;
      if (out === own) out = own.slice();
      out.push(tag);
    }
  }
  return out;
}

/** How many pieces one object stands for: a card stack its size, anything else 1. */
export function sizeOf(obj: GameObject): number {
  return obj instanceof Card ? obj.getStackSize() : 1;
}

export function isFaceDown(obj: GameObject): boolean {
  if (obj instanceof Card) return !obj.isFaceUp();
  const roll = ((obj.getRotation().roll % 360) + 360) % 360;
  return roll > 90 && roll < 270;
}

const PILE_TAGS: string[] = [TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent];

export function isPile(tags: string[]): boolean {
  for (const t of tags) if (PILE_TAGS.indexOf(t) >= 0) return true;
  return false;
}

/** The id of the card `index` of a stack (`stackId#index`): what a draw takes, checked again then. */
export function cardItemId(stackId: string, index: number): string {
  return stackId + "#" + index;
}

/** A pile's cards top first: face down, the top is the back of the stack (its last card); face up, the front. */
export function pileOrder(card: Card): number[] {
  const n = card.getStackSize();
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(card.isFaceUp() ? k : n - 1 - k);
  return out;
}

function pileContents(card: Card, tags: string[]): ContentItem[] {
  const out: ContentItem[] = [];
  for (const i of pileOrder(card)) {
    const details = card.getCardDetails(i);
    const item: ContentItem = { id: cardItemId(card.getId(), i), name: details === undefined ? "" : details.name, tags };
    if (details !== undefined && details.metadata !== "") item.notes = details.metadata;
    out.push(item);
  }
  return out;
}

export function pieceOf(obj: GameObject, tags: string[] = tagsOf(obj)): Piece {
  const at = toPiece(obj.getPosition());
  const isBag = obj instanceof Container;
  const pile = obj instanceof Card && isPile(tags);
  const isDeck = obj instanceof Card && (tags.indexOf(TAG.forgottenSpells) >= 0 || (pile && obj.getStackSize() > 1));
  const contents: ContentItem[] = pile && isDeck ? pileContents(obj as Card, tags) : [];
  let quantity = sizeOf(obj);
  if (isBag) {
    quantity = 0;
    for (const item of (obj as Container).getItems()) {
      quantity += sizeOf(item);
      contents.push({ id: item.getId(), name: item.getName(), tags: tagsOf(item) });
    }
  }
  const piece: Piece = {
    id: obj.getId(),
    name: obj.getName(),
    tags,
    x: at.x,
    y: at.y,
    z: at.z,
    rotY: obj.getRotation().yaw,
    footprint: footprintOf(obj.getExtentCenter(true, false), obj.getExtent(true, false)),
    faceDown: isFaceDown(obj),
    quantity,
    notes: obj.getDescription(),
    container: isBag || isDeck,
    contents,
  };
  if (pile) {
    // A card's id is its card metadata (a stack's are in its contents); a pile of one is that card.
    const details = isDeck ? undefined : (obj as Card).getCardDetails(0);
    if (details !== undefined && details.metadata !== "") piece.notes = details.metadata;
    else delete piece.notes;
  }
  if (tags.indexOf(TAG.avatar) >= 0) piece.notes = readCardFile(obj);
  if (tags.indexOf(TAG.power) >= 0 || tags.indexOf(TAG.damage) >= 0) {
    const value = counterValue(obj);
    if (value !== undefined) piece.value = value;
  }
  return piece;
}

/** Seated players by their slot's colour, and the host (their colour, or their name without one: seats.ts; I6: chooses when there is no Crown). */
export function readContext(world: GameWorld): TableContext {
  const seated: string[] = [];
  let host: string | undefined;
  for (const player of world.getAllPlayers()) {
    // The host is the host in any slot (a spectator too): settings are theirs alone.
    if (player.isHost()) host = callerOf(player);
    const colour = colourOfSlot(player.getSlot());
    if (colour === undefined) continue;
    if (seated.indexOf(colour) < 0) seated.push(colour);
  }
  const context: TableContext = { seated };
  if (host !== undefined) context.host = host;
  return context;
}
