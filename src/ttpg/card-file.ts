/**
 * The card file (docs/cards.md: Jukas's card descriptions, what TTS keeps in the Avatar Card's GM
 * Notes) on TTPG: in the Avatar Card's saved data under "jukas.cards", split as persist.ts splits
 * text. A description holds at most 2,000 characters (setDescription), and the six example cards
 * alone take 1,586: a real deck's file would be cut short there. The table script writes it as it
 * lays the card out (lay-table.ts); a card with none in its saved data is read from its
 * description, where a player may type a short file of their own.
 */
import { GameObject } from "@tabletop-playground/api";
import { readSaved, writeSaved } from "./persist";

export const CARDS_KEY = "jukas.cards";

type Holder = Pick<GameObject, "getSavedData" | "setSavedData" | "getDescription">;

export function writeCardFile(card: Holder, text: string): void {
  writeSaved(card, text, CARDS_KEY);
}

/** The card file the Avatar Card carries: its saved data's, else its description ("" for none). */
export function readCardFile(card: Holder): string {
  const saved = readSaved(card, CARDS_KEY);
  return saved !== "" ? saved : card.getDescription();
}
