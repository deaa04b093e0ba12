/**
 * Jukas's card decks (docs/save.md, docs/cards.md): which card lies on top, where a drawn card
 * goes, the card descriptions the Avatar Card carries. A deck is every object with its tag: face
 * down the draw pile, face up the discard pile. A card's GM Notes name its description by id
 * (`{"card":"c-07"}`), which marks it as Jukas's (the Event deck is the core game's: R3, I13).
 */
import { Card, CARD_DECKS } from "../core/card";
import { field, readJson } from "../table/json";
import { ContentItem, Piece, TAG, footprintOf, hasTag, itemsOf } from "../table/pieces";
import { Step, Vec } from "./steps";
import { controllerWords } from "../words/controller";
import { trimSpaces } from "../core/strings";

/** The decks' tags, in CARD_DECKS order (command, evocation, event). */
export const DECK_TAGS = [TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent];

/** How high above a pile a card is set down, so that it settles on top. */
const LIFT = 0.5;
/** The discard spot's centre lies this many pile widths from the draw pile's centre. */
const BESIDE = 1.2;

export function deckTag(deck: string): string | undefined {
  const i = CARD_DECKS.indexOf(deck);
  return i >= 0 ? DECK_TAGS[i] : undefined;
}

export interface TopCard {
  /** The card's id, from its GM Notes: the description to resolve; undefined for a core card of the Avatar Event deck (I13). */
  id?: string;
  /** Its name, as the table shows it. */
  name: string;
  /** The card object's id (TTS GUID): what names a card without a name. */
  object: string;
  /** Its description: its steps as a player writes them, for a card whose GM Notes name none (src/core/card-line.ts). */
  description?: string;
  /** The step that draws it face up onto the discard pile. */
  draw: Step;
}

/**
 * The top card of a deck's draw pile and the step that draws it, or why there is none. `pieces`: a
 * read's, well formed. `pile`: the draw pile's object id or name, where several piles may be the
 * deck (I13: the Avatar Event decks of the core game); without it, one Event draw pile or the
 * highest pile of Jukas's own decks.
 */
export function topCard(pieces: Piece[], deck: string, pile?: string): { top?: TopCard; error?: string } {
  const tag = deckTag(deck);
  if (tag === undefined) return { error: controllerWords.badDeck(deck) };
  const piles: Piece[] = [];
  const discards: Piece[] = [];
  for (const p of pieces) {
    if (!hasTag(p, tag)) continue;
    if (p.container && itemsOf(p).length === 0) continue;
    if (p.faceDown) piles.push(p);
    else discards.push(p);
  }
  let chosen: Piece | undefined = undefined;
  if (pile !== undefined) {
    for (const p of piles) if (p.id === pile || (chosen === undefined && p.name === pile)) chosen = p;
    if (chosen === undefined) return { error: controllerWords.noSuchPile(deck, pile) };
  } else if (deck === "event" && piles.length > 1) {
    // I13: "when more than one could be meant, the players say which".
    const names: string[] = [];
    for (const p of byPlace(piles)) names.push(typeof p.name === "string" && p.name !== "" ? p.name : p.id);
    return { error: controllerWords.whichDeck(names) };
  } else {
    for (const p of piles) if (chosen === undefined || higher(p, chosen)) chosen = p;
  }
  if (chosen === undefined) return { error: controllerWords.deckEmpty(deck, tag) };
  return { top: topOf(chosen, discardOf(chosen, piles, discards), tag) };
}

/** Piles in a fixed order (left to right, then far to near), never list order. */
function byPlace(piles: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of piles) {
    let i = out.length;
    while (i > 0 && (out[i - 1].x > p.x || (out[i - 1].x === p.x && out[i - 1].z < p.z))) i--;
    out.splice(i, 0, p);
  }
  return out;
}

/**
 * The discard pile of a draw pile: with one draw pile, the highest face-up pile of its tag; with
 * several, the nearest face-up pile that lies nearer to it than to any other draw pile (each deck
 * its own discard pile); undefined for none.
 */
function discardOf(pile: Piece, piles: Piece[], discards: Piece[]): Piece | undefined {
  let best: Piece | undefined = undefined;
  if (piles.length <= 1) {
    for (const d of discards) if (best === undefined || higher(d, best)) best = d;
    return best;
  }
  let bestDistance = 0;
  for (const d of discards) {
    const mine = distance2(d, pile);
    let nearest = true;
    for (const other of piles) if (other !== pile && distance2(d, other) < mine) nearest = false;
    if (nearest && (best === undefined || mine < bestDistance || (mine === bestDistance && higher(d, best)))) {
      best = d;
      bestDistance = mine;
    }
  }
  return best;
}

function distance2(a: Piece, b: Piece): number {
  return (a.x - b.x) * (a.x - b.x) + (a.z - b.z) * (a.z - b.z);
}

function topOf(pile: Piece, discard: Piece | undefined, tag: string): TopCard {
  // A deck's top card is its first; a pile of one card is that card.
  const items = itemsOf(pile);
  const item: ContentItem = pile.container
    ? items[0]
    : { id: pile.id, name: pile.name, tags: pile.tags, notes: pile.notes, description: pile.description };
  // A card that names no id is resolved from its description, or is the core game's (I13): the caller decides.
  const id = cardIdOf(item.notes);
  const draw: Step = {
    op: "draw",
    tag,
    pile: pile.id,
    card: item.id,
    to: discardSpot(pile, discard),
    rotY: pile.rotY,
    from: { x: pile.x, y: pile.y + LIFT, z: pile.z },
    fromRotY: pile.rotY,
  };
  // The draw that leaves one card: TTS replaces the deck by that card (its last content).
  if (pile.container && items.length === 2) draw.rest = items[1].id;
  const top: TopCard = { id, name: typeof item.name === "string" ? item.name : "", object: item.id, draw };
  if (typeof item.description === "string") top.description = item.description;
  return top;
}

/** The higher of two piles is the top one; equal heights are settled by position, never by list order. */
function higher(a: Piece, b: Piece): boolean {
  if (a.y !== b.y) return a.y > b.y;
  if (a.x !== b.x) return a.x < b.x;
  return a.z < b.z;
}

/** `{"card":"c-07"}` → "c-07"; undefined for notes that name no card. */
export function cardIdOf(notes: string | undefined): string | undefined {
  if (typeof notes !== "string") return undefined;
  const value = field(readJson(trimSpaces(notes)), "card");
  if (value === undefined || value.kind !== "string" || value.text === "") return undefined;
  return value.text;
}

/**
 * On top of the discard pile; with none yet, beside the draw pile: its centre 1.2 pile widths
 * along the pile's own −x as its rotY turns it ((−cos rotY, sin rotY) on the table), whichever
 * side up the pile lies.
 */
function discardSpot(pile: Piece, discard: Piece | undefined): Vec {
  if (discard !== undefined) return { x: discard.x, y: discard.y + LIFT, z: discard.z };
  const a = (pile.rotY * Math.PI) / 180;
  const dx = -Math.cos(a);
  const dz = Math.sin(a);
  const f = footprintOf(pile);
  const width = Math.abs(dx) * (f.maxX - f.minX) + Math.abs(dz) * (f.maxZ - f.minZ);
  const d = width > 0 ? width * BESIDE : 2.5;
  return { x: pile.x + dx * d, y: pile.y + LIFT, z: pile.z + dz * d };
}

/**
 * The card descriptions, from the Avatar Card's GM Notes (the card file the build was given:
 * `{"format":1,"cards":[…]}`), or why they cannot be read.
 */
export function cardDefinitions(pieces: Piece[], decode: (this: void, text: string) => unknown): { cards?: Card[]; error?: string } {
  let notes: string | undefined = undefined;
  for (const p of pieces) {
    if (typeof p === "object" && p !== null && hasTag(p, TAG.avatar) && typeof p.notes === "string") notes = p.notes;
  }
  if (notes === undefined || trimSpaces(notes) === "") return { error: controllerWords.noCardFile() };
  const data = decode(notes) as { cards?: unknown } | undefined;
  if (typeof data !== "object" || data === null || typeof data.cards !== "object" || data.cards === null)
    return { error: controllerWords.badCardFile() };
  return { cards: data.cards as Card[] };
}

export function findCard(cards: Card[], id: string): Card | undefined {
  for (const card of cards) {
    if (typeof card === "object" && card !== null && card.id === id) return card;
  }
  return undefined;
}
