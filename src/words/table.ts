/** Every sentence the table reader says to players is worded here, and only here. */
import { count, list, plural } from "./text";

export const tableWords = {
  ambiguous: (piece: string, nearer: string, other: string) =>
    piece + " lies between " + nearer + " and " + other + ": it counts for " + nearer + ", the nearer. Move it to be sure.",
  looseVortex: (n: number, pieces: string[]) =>
    plural(n, "Vortex Token lies", "Vortex Tokens lie") +
    " loose, in no Room and on no Mage Card (" +
    list(pieces) +
    "): counted in the game pool (R2). Put " +
    (n === 1 ? "it" : "them") +
    " in the Vortex pool bag.",
  noCrown: (host: string) => "There is no Crown on the table: the host (" + host + ") chooses (I6).",
  noCrownNoHost: () => "There is no Crown on the table and no host: a tie cannot be settled (I6).",
  crownNoCard: (host: string) =>
    "No Mage Card of a colour in play lies on the table to hold the Crown: the host (" + host + ") chooses (I6).",
  crownNearOutOfPlay: (nearest: string, holder: string) =>
    "The Crown lies nearest " +
    nearest +
    "'s Mage Card, but " +
    nearest +
    " is not in play: " +
    holder +
    ", the nearest colour in play, holds it (I6, I10).",
  notInPlay: (colour: string) => colour + "'s model is off the Lodge, in no Room and no Cell: " + colour + " is not in play (I10).",
  ownerless: (piece: string, what: string, _want: string) =>
    piece + " is " + article(what) + " " + what + " with no owner: it is ignored. Prepare this table can tag it.",
  duplicate: (what: string, owner: string, used: string) =>
    "There is more than one " + what + " for " + owner + " on the table: " + used + " is used.",
  twoCrowns: (used: string) => "There is more than one Crown on the table: " + used + " is used (I6).",
  noPosition: (piece: string) => piece + " has no position on the table: it is ignored.",
  counterNoValue: (piece: string) => piece + " is a counter without a value: it is ignored.",
  unreadableSlots: (room: string) => "The GM Notes of " + room + " mention slots but hold no readable count (1 to 99): ignored.",
  cellName: (owner: string) => owner + "'s Cell",
  cardName: (colour: string) => colour + "'s Mage Card",
};

export const tableErrorWords = {
  avatars: (n: number) => count(n) + " Avatar Cards are on the table; there must be one. Remove the others.",
  // Check table's line, for whoever sets a table up: the tag is how to name it without renaming it.
  unnamedRoom: (piece: string) => "Room tile " + piece + " has no name: name it after its Room (e.g. Crypt), or tag it BRW:Room:Crypt.",
  notPieces: () => "The table could not be read: the list of pieces is missing.",
};

/** The readiness check (src/table/readiness.ts): what a rule lacks, one line each, naming the tag that would give it. */
export const readinessWords = {
  unreadable: () => "The table could not be read.",
  rooms: (rooms: string[]) =>
    "L1: the Lodge lacks " + list(rooms) + " (no BRW:Room tile is named so, by its nickname or a BRW:Room:<name> tag).",
  jukasModel: () => "R4, R12: Jukas's model is not on the table (BRW:Mage + BRW:Jukas).",
  jukasPower: () => "R13: Jukas has no Power counter (BRW:Power + BRW:Jukas).",
  vortex: (n: number) => "R5, R11: no Vortex Token is on the table (" + count(n) + " in the BRW:VortexPool bag, or BRW:Vortex tokens).",
  supply: () => "R11: Jukas's Instability supply is empty (BRW:Instability + BRW:Jukas, in no Room).",
  crown: () => "R17, I6: there is no Crown (BRW:Crown): the host settles every tie.",
  deck: () => "R10: there is no Forgotten Spell deck (BRW:ForgottenSpells).",
  card: (colour: string) => "R8, R16: " + colour + " has a Mage model but no Mage Card (BRW:MageCard + " + colour + ").",
  cell: (colour: string) => "L3, I5: " + colour + " has a Mage model but no Cell (BRW:Cell + " + colour + ").",
  /** `valueFunction`: the script function a counter may answer with its number (src/table/contract.ts). */
  power: (colour: string, valueFunction: string) =>
    "R16: " +
    colour +
    " has no Power source: an object tagged BRW:Power + " +
    colour +
    " that holds a number (a counter, a tile with a value, or a script's " +
    valueFunction +
    "()).",
  damage: (colour: string) => "R16: " + colour + " has no Damage counter holding a number (BRW:Damage + " + colour + ").",
  /** R10: Clean-up discards into the pool bag; with none, it refuses what it would move. */
  poolBag: () => "R10: there is no Vortex pool bag (BRW:VortexPool): Clean-up has nowhere to discard the tokens on the Mage Cards.",
  /** R2: the table should hold the 12 tokens. */
  tokenCount: (found: number, expected: number) =>
    "R2: " +
    count(found) +
    " Vortex Tokens are on the table, not " +
    expected +
    " (the pool bag's, the loose ones, the Rooms' and the Mage Cards').",
  /** I10: a Mage Card of a colour not in play is scenery: Clean-up leaves its tokens there. */
  tokensOffPlay: (colour: string, n: number) =>
    "I10: " +
    plural(n, "Vortex Token lies", "Vortex Tokens lie") +
    " on " +
    colour +
    "'s Mage Card, and " +
    colour +
    " is not in play: Clean-up leaves them there. Put them back in the pool.",
  noMages: () => "I10: no Mage model of a seat colour is on the table (BRW:Mage + a colour): no player can be in play.",
  ready: () => "Jukas, Check table: every rule has what it needs.",
  readyButBags: (bags: number) =>
    "Jukas, Check table: every rule has what it needs among the tagged pieces; the pieces inside " +
    plural(bags, "untagged bag are", "untagged bags are") +
    " not verified.",
  unverified: (bags: string[]) =>
    "Not verified: what lies inside " +
    list(bags) +
    ". Jukas sees only tagged pieces: tag each bag with its pieces' tags (Prepare this table does so for Instability bags), or lay the pieces out and tag them.",
  header: (n: number) => "Jukas, Check table: " + plural(n, "thing is", "things are") + " missing:",
};

/** "a Cell", "an Instability piece". */
function article(word: string): string {
  return "AEIOUaeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
}
