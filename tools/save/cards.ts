/**
 * Jukas's cards in the save, from the card file the build was given (cards/README.md), through
 * two references in mod/objects: `"GMNotes": "cards:definitions"` (the Avatar Card reads its cards
 * from its own GM Notes: data on the table, not code) and `"ContainedObjects": "cards:DECK"` (a
 * deck's cards in file order, each face drawn from its steps). docs/save.md has the details.
 */
import { CARD_FORMAT, type Card } from "../../src/core/card";
import { cardBackName, cardSheets } from "../../assets/art";
import { guid } from "./gen-mod";
import { CARD_ROUNDED, NAME, type TtsObject } from "./tts";
import { walk } from "./validate";

const DEFINITIONS = "cards:definitions";
const DECK_REF = /^cards:(.+)$/;

/** The error of a reference the build cannot resolve; the caller names the file. */
export class CardRefError extends Error {}

/** The card file as the Avatar Card's GM Notes hold it: what the resolver reads, and nothing else. */
export function definitionsNote(cards: Card[]): string {
  const plain = cards.map((c) => ({
    id: c.id,
    name: c.name,
    deck: c.deck,
    steps: c.steps.map((step) => {
      const { note: _note, ...rest } = step;
      return rest;
    }),
  }));
  return JSON.stringify({ format: CARD_FORMAT, cards: plain });
}

/** The GUIDs and custom-deck numbers already taken by the mod's other objects. */
export interface Taken {
  guids: Set<string>;
  deckIds: Set<number>;
}

export function takenBy(objects: TtsObject[]): Taken {
  const taken: Taken = { guids: new Set(), deckIds: new Set() };
  for (const [o] of walk(objects)) {
    if (typeof o.GUID === "string") taken.guids.add(o.GUID);
    const decks = (o as CardCustomData).CustomDeck;
    if (decks && typeof decks === "object") for (const key of Object.keys(decks)) taken.deckIds.add(Number(key));
  }
  return taken;
}

/**
 * Resolves an object's card references. Returns the object to write (a deck, a single card) or
 * undefined for a deck the file gives no card.
 */
export function resolveCardRefs(object: TtsObject, cards: Card[], taken: Taken): TtsObject | undefined {
  if (object.GMNotes === DEFINITIONS) object.GMNotes = definitionsNote(cards);
  const contained = (object as { ContainedObjects?: unknown }).ContainedObjects;
  if (typeof contained !== "string") return object;
  const ref = DECK_REF.exec(contained);
  if (!ref)
    throw new CardRefError(
      `"ContainedObjects": "${contained}" is not a card reference ("cards:command", "cards:evocation" or "cards:event")`,
    );
  const deck = ref[1];
  if (!["command", "evocation", "event"].includes(deck))
    throw new CardRefError(`"cards:${deck}" names no deck (command, evocation or event)`);
  if (object.Name !== NAME.deck) throw new CardRefError(`"cards:${deck}" belongs in a Deck, not a ${object.Name}`);
  const tag = (object.Tags ?? [])[0];
  if (tag === undefined)
    throw new CardRefError(`a deck of "cards:${deck}" needs its tag (BRW:JukasCommand, BRW:JukasEvocation or BRW:JukasEvent)`);
  const scale = object.Transform.scaleX;
  // One custom deck per card sheet (TTS's deck grid, assets/art.ts `cardSheets`): a deck is one image.
  const made: CardCustomData[] = [];
  for (const sheet of cardSheets(cards.filter((c) => c.deck === deck))) {
    let deckId = 11;
    while (taken.deckIds.has(deckId)) deckId++;
    taken.deckIds.add(deckId);
    const customDeck: SheetDeck = {
      Type: CARD_ROUNDED,
      FaceURL: `asset:${sheet.name}.png`,
      BackURL: `asset:${cardBackName(deck)}.png`,
      NumWidth: sheet.grid.cols,
      NumHeight: sheet.grid.rows,
      BackIsHidden: true,
      UniqueBack: false,
    };
    sheet.cards.forEach((card, index) => made.push(cardObject(card, tag, scale, taken, deckId * 100 + index, { [deckId]: customDeck })));
  }
  if (made.length === 0) return undefined;
  if (made.length === 1) {
    // A deck of one is that card, where the deck would lie.
    return { ...made[0], Transform: { ...object.Transform } };
  }
  const deckData = object as DeckCustomData;
  const customDeck: DeckCustomData["CustomDeck"] = {};
  for (const c of made) Object.assign(customDeck, c.CustomDeck);
  return { ...deckData, DeckIDs: made.map((c) => c.CardID), CustomDeck: customDeck, ContainedObjects: made } as TtsObject;
}

type SheetDeck = CardCustomData["CustomDeck"][number];

function cardObject(
  card: Card,
  tag: string,
  scale: number,
  taken: Taken,
  cardId: number,
  customDeck: CardCustomData["CustomDeck"],
): CardCustomData {
  let id = guid(`card/${card.deck}/${card.id}`);
  for (let k = 1; taken.guids.has(id); k++) id = guid(`card/${card.deck}/${card.id}/${k}`);
  taken.guids.add(id);
  return {
    GUID: id,
    Name: NAME.card,
    Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 0, rotZ: 180, scaleX: scale, scaleY: scale, scaleZ: scale },
    Nickname: card.name,
    Description:
      // No id or rule code on the table (issue 41): the GM Notes name the card for the card file.
      `One of Jukas's cards. The Avatar Card resolves it from its description in the card file.` +
      // R3, I13: an Avatar Event card goes into the core game's Avatar Event deck.
      (card.deck === "event" ? " Shuffle it into the core game's Avatar Event deck." : ""),
    GMNotes: JSON.stringify({ card: card.id }),
    Tags: [tag],
    Locked: false,
    CardID: cardId,
    CustomDeck: customDeck,
  } as CardCustomData;
}
