import { theRoom } from "./text";

/** Sentences about carrying effects out on this particular table. */
export const planWords = {
  crowded: (room: string) => room + " is crowded: a piece is set down at its centre.",
  missingPiece: (id: string) => "Jukas: piece " + id + " is no longer on the table; nothing was moved.",
  noModel: () => "Jukas's model is not on the table; nothing was moved.",
  noRoom: (room: string) => "No Room tile is named " + room + "; nothing was moved.",
  noVortexLeft: (room: string) => "No Vortex Token could be taken from the game pool for " + room + "; nothing was moved.",
  noInstabilityLeft: (room: string) => "No piece of Jukas's Instability could be taken for " + room + "; nothing was moved.",
  noMageCard: (color: string) => color + " has no Mage Card (BRW:MageCard + " + color + ") on the table; nothing was moved.",
  noPoolBag: () => "There is no Vortex pool bag (BRW:VortexPool) to discard into; nothing was moved.",
  noDeck: (color: string) => "There is no Forgotten Spell deck (BRW:ForgottenSpells): " + color + " draws no card.",
  noCounter: (who: string) => who + "'s Power counter is not on the table; nothing was moved.",
  // The pieces and areas undo names when a piece cannot go back where it lay (controller `placeBack`).
  aPiece: () => "a piece",
  jukasModel: () => "Jukas's model",
  mageModel: (color: string) => color + "'s model",
  aVortexToken: () => "a Vortex Token",
  room: (name: string) => theRoom(name),
  cell: (owner: string) => owner + "'s Cell",
  mageCard: (color: string) => color + "'s Mage Card",
};
