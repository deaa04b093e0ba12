import { theRoom } from "./text";

/**
 * Sentences about a step whose piece is gone (issue #37): a take that finds nothing, a deal that
 * finds no card, a put another script refuses; and what undo could not put back, and where that
 * piece is now.
 */
export const stepWords = {
  notInContainer: () =>
    "Jukas: a piece was no longer in its bag or deck when it was taken out; the action stopped there (undo puts back what moved).",
  noCardToDeal: (colour: string) =>
    "Jukas: the deck had no card left to deal to " + colour + "; the action stopped there (undo puts back what moved).",
  putRefused: () =>
    "Jukas: a script of this table refused a piece going into its bag or deck; the piece stays out, and the action stopped there (undo puts back what moved).",
  /** `piece` and `where` as below: "a Vortex Token", "in the Crypt". */
  undoNotBack: (piece: string, where: string) => "Jukas: undo could not put back " + piece + ": it is " + where + " now.",
  // What the piece is.
  aVortexToken: () => "a Vortex Token",
  anInstability: () => "a piece of Instability",
  aCard: () => "a card",
  aModel: () => "a Mage's model",
  jukasModel: () => "Jukas's model",
  aRoomTile: (name: string) => "the tile of " + theRoom(name),
  aCounter: () => "a counter",
  aPiece: () => "a piece",
  // Where it is now.
  inRoom: (name: string) => "in " + theRoom(name),
  inCell: (owner: string) => "in " + owner + "'s Cell",
  onMageCard: (colour: string) => "on " + colour + "'s Mage Card",
  onTable: () => "on the table, outside the Lodge",
  inVortexBag: () => "in the Vortex bag",
  inForgottenDeck: () => "in the Forgotten Spell deck",
  inContainer: () => "in another bag or deck",
  offTable: () => "no longer on the table",
};
