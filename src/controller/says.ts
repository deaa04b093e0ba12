/** The controller's own sentences (the rules' sentences live in src/core/text.ts). */
import { count, plural, shown } from "../core/text";

/** "Jukas's Command deck", as the messages about decks name it. */
function deckName(deck: string): string {
  return "Jukas's " + (deck === "evocation" ? "Evocation" : deck === "event" ? "Avatar Event" : "Command") + " deck";
}

/** Undo found another piece where these lay (controller `placeBack`). */
const taken = (n: number) => "Jukas: " + plural(n, "piece's old spot is", "pieces' old spots are") + " taken";

const REBUILD = "build the save with your card file (npm run build -- --cards FILE, cards/README.md)";

export const says = {
  unknownCall: (name: string) => "Jukas has no action named " + shown(name) + ".",
  paramsNotTable: (name: string) => name + ": the parameters must be a table.",
  busy: () => "Jukas: pieces are still moving from the last action; try again in a moment.",
  /** Every tabletop's words for a piece a player deleted while the mod moved it. */
  deletedWhileMoving: (id: string) =>
    "Jukas: piece " + id + " was deleted while it moved; the action stopped there (undo puts back what moved).",
  noAvatar: () => "Jukas's Avatar Card (BRW:Avatar) is not on the table: put it back (or give it the tag BRW:Avatar) to play Jukas.",
  unreadable: () => "Jukas: the table could not be read.",
  choiceCancelled: (why: string) => "Jukas: undo cancels the Choice of the Crown (" + why + ").",
  nothingToUndo: () => "Jukas: there is nothing to undo.",
  undoing: (action: string, steps: number) => "Jukas: undo of " + action + " (" + count(steps) + " steps put back).",
  movedAside: (n: number) => taken(n) + ": put on the nearest free spot instead.",
  stackedBack: (n: number) => taken(n) + " and no spot near is free: put back there all the same.",
  // Cards (src/controller/decks.ts).
  badDeck: (got: string) => 'resolveCard: deck must be "command", "evocation" or "event" (got ' + got + ").",
  deckEmpty: (deck: string, tag: string) =>
    deckName(deck) + " has no card to draw (no face-down card tagged " + tag + "); nothing was drawn.",
  noCardId: (deck: string, name: string) =>
    "The top card of " +
    deckName(deck) +
    (name === "" ? "" : " (" + name + ")") +
    ' names no card in its GM Notes, which should read {"card":"ID"}; nothing was drawn.',
  noCardFile: () => "The Avatar Card's GM Notes hold no card descriptions: " + REBUILD + "; nothing was drawn.",
  badCardFile: () => 'The Avatar Card\'s GM Notes are not a card file ({"format":1,"cards":[…]}): ' + REBUILD + "; nothing was drawn.",
  noDefinition: (head: string) =>
    head +
    " has no description in the card file on the Avatar Card (its GM Notes): add it to your card file and " +
    REBUILD +
    "; nothing was drawn.",
  definitionGone: (head: string) =>
    head + " waits for the Choice of the Crown, but its description is no longer on the Avatar Card: undo to cancel it.",
  cardCancelled: (head: string, step: number) =>
    "Jukas: undo cancels the Choice of the Crown; " +
    head +
    " stops at step " +
    count(step) +
    ". Undo again to put back what it moved, the drawn card included.",
};
