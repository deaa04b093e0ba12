/** Refusals, worded for players: what is wrong and what to do. */
import { count, shown } from "./text";

export const errorWords = {
  noJukas: (action: string) => action + " needs Jukas's model on the table.",
  /** Issue 41: a Target or Teleport with Jukas's model off the Lodge and out of his Cell. */
  setupFirst: () => "Jukas's model is in no Room and not in his Cell: press Setup first.",
  noThrone: () => "Setup needs the Throne Room: no Room tile is named Throne Room.",
  badPriority: (got: string) => "Priority must be 1, 2 or 3 (got " + got + ").",
  badParam: (action: string, param: string, want: string) => action + ": " + param + " must be " + want + ".",
  unknownAction: (name: string) => "Unknown action: " + shown(name) + ".",
  noRoomCandidates: () => "There is no Lodge Room on the table to target.",
  noMageCandidates: (cellsOff: boolean) =>
    cellsOff
      ? "No Mage to target: none but Jukas stands in a Lodge Room, and Mages in their Cells are not targets."
      : "No Mage to target: there is no Mage but Jukas.",
  missingCounter: (what: string, color: string) => "Target 3 needs " + color + "'s " + what + " counter, and it is not on the table.",
  missingJukasPower: () => "Jukas's Power counter is not on the table: put it back for his Power Points.",
  /** Issue 41: short, on the presser's screen; the candidates are lit and on the panel. */
  pendingChoice: (candidates: number) =>
    "The Choice of the Crown waits: pick one of its " + count(candidates) + " candidates first, or Undo.",
  nothingPending: () => "There is no choice waiting for the Crown.",
  /** `host`: the holder's seat is empty, and the host chooses for it (I6). The way out names the colour to switch to, or I11. */
  notCrown: (player: string, crown: string, host?: string) =>
    shown(player) +
    " does not hold the Crown: " +
    (host === undefined ? crown + " chooses" : "the host, " + host + ", chooses for " + crown) +
    '. Or turn on "Any seated player may settle ties".',
  /** I11 is on, and `player` sits at no seat (another script's call): `chooser` may. */
  emptySeat: (player: string, host?: string) =>
    "Nobody sits at " +
    shown(player) +
    ": " +
    (host === undefined ? "nobody can choose for that seat." : "the host (" + host + ") chooses for it."),
  notSeated: (player: string, chooser: string) =>
    shown(player) + " sits at no seat: only a seated player, or " + chooser + ", may settle the tie.",
  notCandidate: (pick: string, candidates: string[]) => shown(pick) + " is not one of the candidates: " + candidates.join(", ") + ".",
  alreadyRebuilt: (room: string) => room + " was already Rebuilt this game: Jukas gains nothing. If that report was the mistake, Undo it.",
  unknownRoom: (room: string) => "No Lodge Room is named " + shown(room) + ".",
  unknownMage: (color: string) => "No Mage is " + shown(color) + ".",
  jukasResolves: () => "Jukas does not take Vortex Tokens: only the other Mages do.",
  offLodge: (color: string) => color + "'s model is off the Lodge (in no Room and no Cell): Jukas cannot teleport to them.",
  noModel: (color: string) => color + " has no model on the table: Jukas cannot teleport to them.",
  cellWithoutEntrance: (cell: string) => "The Cell of " + cell + " touches no Lodge Room: Jukas has nowhere to go.",
  jukasOffLodge: () => "Jukas's model is off the Lodge, in no Room and no Cell: put him in a Room, or name the Room.",
  noEffectRoom: () => "Jukas is in his Cell: this Avatar Effect needs a target Room. Resolve it from its card.",
  unknownSlots: (room: string) =>
    "Room tile " + shown(room) + " has an unknown name and no Slots count: the guide's tags tab says how to give one.",
  duplicateRoom: (room: string) => "Two Room tiles are named " + shown(room) + ".",
  badSnapshot: (what: string) => "The table could not be read: " + what + ".",
  badStep: (got: string) => "Unknown step " + got + ": the card file has a mistake; check it with the project's card checker.",
  badCard: () => "The card is not a card description (an id and a list of steps): check the card file with the project's card checker.",
  badCursor: () => "The card's saved place (cursor) is not valid: resolve the card again from its first step.",
  cursorOfOtherCard: (got: string, card: string) => "The saved place (cursor) belongs to card " + got + ", not to card " + card + ".",
  tooManyVortex: (n: number) => count(n) + " Vortex Tokens are on the table; the game has 12.",
};
