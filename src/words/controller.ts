/**
 * The controller's and the adapters' sentences. Every sentence a player reads is worded in
 * src/words/ and only there: the rules' (text.ts, errors.ts), the table reader's (table.ts), the
 * plan's (plan.ts) and these, so that a second language is one folder's work.
 */
import { count, plural, shown, theRoom } from "./text";
import { buttonWords } from "./buttons";

const named = (x: unknown) => (typeof x === "string" ? shown(x) : "");

/** Each action as Undo names it in a headline, so with no rule code or priority; the script API's rows (src/controller/calls.ts) point here. */
export const undoWords = {
  setup: () => "the Setup",
  target: () => "the Target",
  teleport: () => "the Teleport",
  choose: (p?: { [key: string]: unknown }) => "the Choice of the Crown (" + named(p === undefined ? undefined : p.pick) + ")",
  avatarEffect: () => "the Avatar Effect",
  spellResolved: (p?: { [key: string]: unknown }) => named(p === undefined ? undefined : p.color) + "'s Resolved Spell",
  cleanup: () => "the Clean-up",
  roomRebuilt: (p?: { [key: string]: unknown }) =>
    "the report that " + theRoom(named(p === undefined ? undefined : p.room)) + " was Rebuilt",
};

/** "Jukas's Command deck", as the messages about decks name it; the Avatar Event deck is the core game's (I13). */
function deckName(deck: string): string {
  if (deck === "event") return "The Avatar Event deck";
  return "Jukas's " + (deck === "evocation" ? "Evocation" : "Command") + " deck";
}

/** A card drawn by its name, or "the card drawn" for one with none. */
const drawnCard = (name: string) => (name === "" ? "the card drawn" : '"' + shown(name) + '"');

/** Undo found another piece where these lay (controller `placeBack`). */
const taken = (n: number) => "Jukas: " + plural(n, "piece's old spot is", "pieces' old spots are") + " taken";

const REBUILD = "the save must be built again with your card file (the project's card guide says how)";

export const controllerWords = {
  /** Warnings, in one chat line: each starts with a word a player sees (issue 41). */
  notes: (warnings: string[]) => {
    const out: string[] = [];
    for (const w of warnings) out.push("Note: " + w);
    return out.join(" ");
  },
  /** Setup pressed with a game under way (issue 41): what it would do, and how to go on. */
  setupAgain: (seconds: number) =>
    "Setup moves Jukas back to the Throne Room and places Vortex Tokens: press it again within " + count(seconds) + " seconds.",
  unknownCall: (name: string) => "Jukas has no action named " + shown(name) + ".",
  paramsNotTable: (name: string) => name + ": the parameters must be a table.",
  busy: () => "Jukas: pieces are still moving from the last action; try again in a moment.",
  /** Every tabletop's words for a piece a player deleted while the mod moved it. */
  // The saved session (src/controller/session.ts).
  savedNotOurs: () => "Jukas: the saved state is not this mod's; starting clean (no pending choice, nothing to undo).",
  savedDropped: (problems: string[]) => "Jukas: the saved " + problems.join(", ") + " could not be read and was dropped.",
  // What a tabletop meets while it carries steps out (the adapters, src/tts and src/ttpg).
  topCardChanged: (pile: string) => "Jukas: the top card of pile " + pile + " changed while it was drawn; nothing was drawn.",
  notAPile: (pile: string) => "Jukas: " + pile + " is not a pile of cards; nothing was drawn.",
  notACard: (id: string) => "Jukas: " + id + " is not a card; it was not put back.",
  cardNotPutBack: (id: string, pile: string) => "Jukas: card " + id + " could not be put back on " + pile + "; the action stopped there.",
  pieceNotIn: (item: string, container: string) => "Jukas: piece " + item + " is not in " + container + "; the action stopped there.",
  pieceNotPutBack: (id: string, container: string) =>
    "Jukas: piece " + id + " could not be put back into " + container + "; the action stopped there.",
  notADeck: (deck: string) => "Jukas: " + deck + " is not a deck of cards; no card was dealt.",
  tableLaidOut: (made: number) =>
    "Jukas: the table is laid out (" + count(made) + " objects). Press Setup on Jukas's Avatar Card to begin.",
  /** TTPG: a game without a table (getTableHeight() is 0 and no drawing line can be added). */
  noTable: () =>
    "Jukas: this game has no table: the pieces lie on the floor and targets get no ring. Load the package's state Jukas, or add a table from the General package.",
  templatesMissing: (missing: string[]) => "Jukas: templates missing from the package: " + missing.join(", ") + ".",
  /** Every tabletop's words for a Forgotten Spell dealt to a colour whose seat has no hand. */
  /** TTPG: the hand did not take the card (a full or locked card holder). */
  cardNotDealt: (colour: string) => "Jukas: " + colour + "'s hand did not take the card; the action stopped there.",
  noHand: (colour: string) => "Jukas: " + colour + " has no hand on this table; no card was dealt.",
  deletedWhileMoving: () => "Jukas: a piece was deleted while it moved; the action stopped there (undo puts back what moved).",
  noAvatar: () => "Jukas's Avatar Card is not on the table: put it back to play Jukas.",
  unreadable: () => "Jukas: the table could not be read.",
  choiceCancelled: (candidates: string[]) =>
    "Undo: the Choice of the Crown between " + plural(candidates.length, "candidate", "candidates") + " is cancelled.",
  /** Undo's history is empty: at the game's start, at the round's start (after a Clean-up), or at its bound. */
  nothingToUndo: (floor?: "round" | "bound") =>
    floor === "round"
      ? "Jukas: this is the start of the round: Undo goes back no further than the last Clean-up."
      : floor === "bound"
        ? "Jukas: Undo goes back no further: it keeps only the last actions of the round."
        : "Jukas: there is nothing to undo.",
  /** The headline of an undo: what it undoes, in players' words, and what it put back. */
  undoing: (action: string, changes: number, choice: "cancelled" | "again" | undefined) =>
    "Undo: " +
    action +
    ", " +
    (changes === 0 ? "nothing had moved" : plural(changes, "change", "changes") + " put back") +
    (choice === "cancelled" ? "; its choice is cancelled." : choice === "again" ? "; the choice waits again." : "."),
  /** What the next Undo would undo, said after each undo (in the chat). */
  undoNext: (action: string | undefined, floor?: "round" | "bound") =>
    action !== undefined
      ? "Undo again to undo " + action + "."
      : floor === "round"
        ? "That was the round's first action: Undo goes back no further than the last Clean-up."
        : floor === "bound"
          ? "Undo goes back no further: it keeps only the last actions of the round."
          : "That was the first action: there is nothing more to undo.",
  /** An action, as Undo names it in a headline (`call`: the script API's name; one without a name of its own: the call's). */
  undoName: (call: string, params?: { [key: string]: unknown }) => {
    for (const name in undoWords) if (name === call) return undoWords[name as keyof typeof undoWords](params);
    return shown(call);
  },
  /** One line per piece undo could not put back where it lay: what it is and where it went instead. */
  movedAside: (piece: string, area: string | undefined) =>
    "Jukas: the old spot of " +
    piece +
    " is taken: " +
    (area === undefined ? "it went to the nearest free spot instead." : "it went to the nearest free spot in " + area + " instead."),
  stackedBack: (n: number) => taken(n) + " and no spot near is free: put back there all the same.",
  // Jukas's log (src/controller/log.ts) and the Crown's choice shown on the table.
  logTitle: () => "Jukas's log",
  logHeader: () =>
    "Jukas's log: one entry per action, oldest first, each on one line. To report a bug, copy the entry's line (it starts with {) into the report.",
  /** The log players read (the Notebook tab): its first line; the entries for a bug report are in the save. */
  notesHeader: () =>
    "Jukas's last actions, oldest first. To report a bug, save the game and send the save file: it holds what he read and decided.",
  /** One action in the log players read: its number, who pressed (none: another script's call), what Jukas did. */
  logLine: (n: number, by: string | undefined, what: string) => count(n) + ". " + (by === undefined ? "" : by + ": ") + what,
  /** The first line above each candidate of the Crown's choice; its figures follow. */
  crownFigures: () => "Choice of the Crown",
  // Settings (src/controller/settings.ts).
  notHostSetting: (host: string) => "Only the host (" + host + ") changes Jukas's settings.",
  // I12 (src/controller/rebuilds.ts).
  unreportedRebuild: (room: string) =>
    room +
    ' lies on its Rebuilt side with a Vortex Token, and no rebuild of it was reported. If a Mage or a card rebuilt it, right-click its tile and choose "' +
    buttonWords.rebuilt.label +
    '": Jukas gains 2 Power Points (R13, I12).',
  // Cards (src/controller/decks.ts).
  badDeck: (got: string) => 'resolveCard: deck must be "command", "evocation" or "event" (got ' + got + ").",
  deckEmpty: (deck: string, tag: string) =>
    deckName(deck) + " has no card to draw (no face-down card" + (tag === "" ? "" : " in it") + "); nothing was drawn.",
  /** I13: several Avatar Event decks, and nothing says which: the players say, by the pile's menu. */
  whichDeck: (names: string[]) =>
    'Which Avatar Event deck? Right-click it and choose "' +
    buttonWords.drawTop.label +
    '": ' +
    names.map((n) => '"' + shown(n) + '"').join(", ") +
    ".",
  /** resolveCard's `pile` names no face-down pile of that deck. */
  noSuchPile: (deck: string, pile: string) => deckName(deck) + ' has no face-down pile "' + shown(pile) + '"; nothing was drawn.',
  noCardId: (deck: string, name: string) =>
    "The top card of " +
    deckName(deck) +
    (name === "" ? "" : " (" + name + ")") +
    " names no card of the card file in its GM Notes; nothing was drawn.",
  noCardFile: () => "The Avatar Card's GM Notes hold no card descriptions: " + REBUILD + "; nothing was drawn.",
  badCardFile: () => "The Avatar Card's GM Notes are not a card file: " + REBUILD + "; nothing was drawn.",
  noDefinition: (head: string) =>
    head +
    " has no description in the card file on the Avatar Card (its GM Notes): add it to your card file; " +
    REBUILD +
    "; nothing was drawn.",
  /** I13: a card of the core game's Avatar Event deck, not one of Jukas's three: drawn and left to the players. */
  coreEvent: (name: string) => "Avatar Event: " + drawnCard(name) + " is the core game's, not Jukas's: players resolve it.",
  /** Undo's name for that draw. */
  coreEventDrawn: (name: string) => "the draw of " + drawnCard(name) + " from the Avatar Event deck",
  definitionGone: (head: string) =>
    head + " waits for the Choice of the Crown, but its description is no longer on the Avatar Card: undo to cancel it.",
  cardCancelled: (deck: string, step: number) => "Undo: the choice is cancelled; the " + deck + " stops at step " + count(step) + ".",
  cardCancelledNext: () => "Undo again to put back what it moved, the drawn card included.",
};

/**
 * TTPG: a player whose slot has no seat colour (a spectator, slots 10–19), as messages and
 * Jukas's log name them (src/ttpg/seats.ts). Never a colour, so never taken for a Mage's seat;
 * the host's own, so no other player passes as the host by a name.
 */
export const seatWords = {
  host: (name: string) => name + " (the host)",
  spectator: (name: string) => name + " (spectator)",
  slot: (name: string, slot: number) => name + " (player slot " + count(slot) + ")",
};
