/** Refusals, worded for players: what is wrong and what to do. */
import { count, shown } from "./text";

export const errors = {
  noJukas: (action: string) => action + " needs Jukas's model on the table (a BRW:Jukas + BRW:Mage piece).",
  noThrone: () => "Setup needs the Throne Room: no Room tile is named Throne Room.",
  badPriority: (got: string) => "Priority must be 1, 2 or 3 (got " + got + ").",
  badParam: (action: string, param: string, want: string) => action + ": " + param + " must be " + want + ".",
  unknownAction: (name: string) => "Unknown action: " + shown(name) + ".",
  noRoomCandidates: () => "There is no Lodge Room on the table to target.",
  noMageCandidates: (cellsOff: boolean) =>
    cellsOff
      ? "Priority 3 has no target: no Mage but Jukas stands in a Lodge Room, and setting cellMagesAreTargets is off (I5)."
      : "Priority 3 has no target: there is no Mage but Jukas.",
  missingCounter: (what: string, color: string) => "Priority 3 needs " + color + "'s " + what + " counter, and it is not on the table.",
  missingJukasPower: () => "Vortices of Power (R13) needs Jukas's Power counter (BRW:Power + BRW:Jukas), and it is not on the table.",
  pendingChoice: (why: string) => "Waiting for the Choice of the Crown: " + why + " Choose first, or undo.",
  nothingPending: () => "There is no choice waiting for the Crown.",
  /** `host`: the holder's seat is empty, and the host chooses for it (I6). The way out names the colour to switch to, or I11. */
  notCrown: (player: string, crown: string, host?: string) =>
    shown(player) +
    " does not hold the Crown: " +
    (host === undefined
      ? crown + " chooses."
      : crown + " holds it and no player sits at " + crown + ": the host (" + host + ") chooses for " + crown + ".") +
    " To choose from this seat, switch to " +
    (host === undefined ? crown : host) +
    "'s colour, or turn on \"Any seated player may settle ties\" on Jukas's Avatar Card (I11).",
  /** I11 is on, and `player` sits at no seat (another script's call): `chooser` may. */
  emptySeat: (player: string, host?: string) =>
    "Nobody sits at " +
    shown(player) +
    ": " +
    (host === undefined ? "nobody can choose for that seat." : "the host (" + host + ") chooses for it."),
  notSeated: (player: string, chooser: string) =>
    shown(player) + " sits at no seat: only a seated player, or " + chooser + ", may settle the tie (I11).",
  notCandidate: (pick: string, candidates: string[]) => shown(pick) + " is not one of the candidates: " + candidates.join(", ") + ".",
  alreadyRebuilt: (room: string) =>
    room +
    " was already Rebuilt in this game (I9, I12): a Room is Rebuilt once, so this report gives Jukas nothing. Undo takes back the rebuild it remembers, if that was the mistake.",
  unknownRoom: (room: string) => "No Lodge Room is named " + shown(room) + ".",
  unknownMage: (color: string) => "No Mage is " + shown(color) + ".",
  jukasResolves: () => "Jukas does not take Vortex Tokens: R8 is for the other Mages.",
  offLodge: (color: string) => color + "'s model is off the Lodge (in no Room and no Cell): Jukas cannot teleport to them.",
  noModel: (color: string) => color + " has no model on the table: Jukas cannot teleport to them.",
  cellWithoutEntrance: (cell: string) => "The Cell of " + cell + " touches no Lodge Room: Jukas has nowhere to go.",
  jukasOffLodge: () =>
    "Jukas's model is off the Lodge, in no Room and no Cell, and this Avatar Effect has no target Room: put him in a Room, or name the Room.",
  noEffectRoom: () =>
    "Jukas is in his Cell and this Avatar Effect has no target Room from an earlier step of its card (I1): name the Room, or resolve it from its card.",
  unknownSlots: (room: string) =>
    "Room tile " + shown(room) + ' has an unknown name and no Slots override in its GM Notes (e.g. {"slots":6}).',
  duplicateRoom: (room: string) => "Two Room tiles are named " + shown(room) + ".",
  badSnapshot: (what: string) => "The table could not be read: " + what + ".",
  badStep: (got: string) => "unknown step " + got + ": the card file has a mistake; check it with the project's card checker.",
  badCard: () => "The card is not a card description (an id and a list of steps): check the card file with the project's card checker.",
  badCursor: () => "The card's saved place (cursor) is not valid: resolve the card again from its first step.",
  cursorOfOtherCard: (got: string, card: string) => "The saved place (cursor) belongs to card " + got + ", not to card " + card + ".",
  tooManyVortex: (n: number) => count(n) + " Vortex Tokens are on the table; the game has 12 (R2).",
};
