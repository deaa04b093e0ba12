/**
 * The card file (docs/cards.md) on TTPG: in the Avatar Card's saved data under "jukas.cards",
 * split as persist.ts splits text, since a description holds at most 2,000 characters and a real
 * deck's file takes more (docs/ttpg.md). The table script writes it (lay-table.ts); a card with
 * none there is read from its description, where a player may type a short file of their own.
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
