/**
 * A card's steps as a player writes them in TTS, in the card's description (src/core/card-line.ts):
 * the words it knows, and what Resolve top card says of a card that has no steps or words it does
 * not know. The words are lower case: the line is read case-insensitively.
 */
import { shown } from "./text";

/** The words of a card line, each a step's first word but `effect` (after `avatar`) and the places. */
export const lineWords = {
  target: "target",
  teleport: "teleport",
  avatar: "avatar",
  effect: "effect",
  vortex: "vortex",
  damage: "damage",
  instability: "instability",
  /** placeVortex's and avatarEffect's places: the target's Room, Jukas's Room. */
  onTarget: "target",
  onJukas: "jukas",
};

/** The example a message shows, and what every step of a line reads like. */
const EXAMPLE = '"Teleport 2, Avatar Effect"';
const VOCABULARY =
  "Target 1-3, Teleport 1-3, Avatar Effect (or Avatar Effect target / jukas), Vortex target / jukas, Damage N, Instability N; separate steps with commas";

/** Where a player writes the line in TTS. */
const WHERE = "right-click the card, and in its description (the name field's second line)";

const named = (name: string) => (name === "" ? "The card drawn" : '"' + shown(name) + '"');

export const cardLineWords = {
  /** The deck a card lies on top of, as the refusals name it. */
  deckName: (deck: string) =>
    deck === "event" ? "the Avatar Event deck" : "Jukas's " + (deck === "evocation" ? "Evocation" : "Command") + " deck",
  /** Resolve top card on a card with neither an id nor a line: nothing is drawn. */
  noSteps: (deckName: string, name: string) =>
    named(name) +
    " on top of " +
    deckName +
    " has no steps yet, so nothing was drawn or resolved. Either play it by hand: draw it and press what its line shows (Target N, Teleport N, Avatar Effect, on the Jukas panel or the Avatar Card); or give it steps: " +
    WHERE +
    " write them, e.g. " +
    EXAMPLE +
    " (" +
    VOCABULARY +
    "), then press Resolve top card again.",
  /** A line with a word it does not know: nothing is drawn. */
  unknownWord: (deckName: string, name: string, word: string) =>
    named(name) +
    " on top of " +
    deckName +
    ': its description says "' +
    shown(word) +
    '", which is no step, so nothing was drawn. Write its steps as ' +
    EXAMPLE +
    " (" +
    VOCABULARY +
    ").",
  /** A step whose number is missing or out of range. */
  badNumber: (deckName: string, name: string, step: string, range: string) =>
    named(name) +
    " on top of " +
    deckName +
    ': in its description, "' +
    shown(step) +
    '" needs a number ' +
    range +
    ", so nothing was drawn. Write its steps as " +
    EXAMPLE +
    ".",
  priorityRange: () => "from 1 to 3",
  amountRange: () => "of 1 or more",
  /** The card's name in the announcements when it has none. */
  unnamed: () => "(no name)",
};
