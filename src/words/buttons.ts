/**
 * The words of the Avatar Card's buttons, of the Choice of the Crown's buttons and of the Mage
 * models' menu item: each label, and a tooltip that says in words what the button does, the
 * rules it applies after them in brackets (docs/rules.md; the save's Notebook says what each code
 * means). What each button calls is src/controller/buttons.ts's.
 */
import { count } from "./text";

export interface ButtonWords {
  label: string;
  tooltip: string;
}

/** "Resolve top card" and its kin, by deck. */
const DECKS: { [deck: string]: ButtonWords } = {
  command: {
    label: "Resolve top card",
    tooltip: "Jukas draws his top Command Card, lays it face up beside its pile and resolves its steps in order",
  },
  evocation: {
    label: "Top Evocation",
    tooltip: "Jukas draws his top Evocation Card, lays it face up beside its pile and resolves its steps in order",
  },
  event: {
    label: "Top Event",
    tooltip:
      "Jukas draws the top card of the Avatar Event deck (the core game's, his 3 shuffled in) and lays it face up beside the deck: his own he resolves step by step; a core card he leaves to you (I13)",
  },
};

export const buttonWords = {
  setup: {
    label: "Setup",
    tooltip: "Jukas into the Throne Room, a Vortex Token there and in each adjacent Room (R4, R5)",
  },
  targetLabel: (level: number) => "Target " + count(level),
  /** `criteria`: the Priority's criteria as announcements name them ("most Mages"), in order. */
  target: (level: number, target: string, criteria: string[], rule: string): ButtonWords => ({
    label: buttonWords.targetLabel(level),
    tooltip:
      "Picks Jukas's Priority " +
      count(level) +
      " target, " +
      target +
      ": " +
      criteria.join(", then ") +
      "; a tie left goes to the Choice of the Crown (" +
      rule +
      ", R17)",
  }),
  teleport: (level: number): ButtonWords => ({
    label: "Teleport " + count(level),
    tooltip:
      "Picks Jukas's Priority " +
      count(level) +
      " target and puts Jukas into " +
      (level === 3 ? "the Room of that Mage" : "that Room") +
      ", from anywhere, his Cell included (R12)",
  }),
  avatarEffect: {
    label: "Avatar Effect",
    tooltip:
      "Places a Vortex Token where Jukas stands, then Jukas's Instability in each Room with a Vortex Token, then rebuilds each full Room (R11, I1, I2)",
  },
  cleanup: {
    label: "Clean-up",
    tooltip:
      "In play order, each Mage returns the Vortex Tokens on their Mage Card to the pool; one who returns two or more draws a Forgotten Spell (R10)",
  },
  undo: {
    label: "Undo",
    tooltip: "Cancels a Choice of the Crown that waits, else puts back what the last action moved",
  },
  /** A deck's button: "command", "evocation" or "event". */
  deck: (deck: string): ButtonWords => DECKS[deck],
  spell: {
    label: "Resolved a Spell here",
    tooltip: "This Mage resolved a Spell in this Room: they take its Vortex Token onto their Mage Card (R8)",
  },
  /** The context-menu item on each Room tile (I12). */
  rebuilt: {
    label: "Rebuilt (not by Jukas)",
    tooltip:
      "A Mage or a card rebuilt this Room: the mod turns its tile if it still shows its Destroyed side, and Jukas gains 2 Power Points when a Vortex Token lies there (R13, I12); once per Room",
  },
  /** The context-menu item on each Avatar Event pile: several piles may be the Event decks (I13). */
  drawTop: {
    label: "Jukas: draw the top card",
    tooltip: "Draws this pile's top card, as Top Event does; with several Avatar Event decks, this one (R3, I13)",
  },
  prepare: {
    label: "Prepare this table",
    tooltip:
      "Proposes the tags Jukas reads for this table's pieces, found by their names, tints, seats and shapes; nothing is tagged until you confirm",
  },
  check: {
    label: "Check table",
    tooltip: "Lists what each rule still lacks on this table, one line each, naming the tag that would give it",
  },
  undoTags: { label: "Undo tagging", tooltip: "Takes off every tag the preparation added, and no tag the table had before" },
  confirmTags: { label: "Confirm tags", tooltip: "Adds the proposed tags to the objects highlighted green, and to no other object" },
  cancelTags: { label: "Cancel tags", tooltip: "Drops the proposal without tagging anything, and clears its highlights" },
  /** I11's toggle, as it reads with the setting on or off. */
  anySeated: (on: boolean): ButtonWords => ({
    label: "Any seated player may settle ties: " + (on ? "on" : "off"),
    tooltip:
      "When on, whoever sits at any seat settles a Choice of the Crown for its holder, for one person playing several colours; saved with the game (I11)",
  }),
  /** A candidate's button while the Crown chooses. */
  choice: (pick: string) => pick + ": the Crown holder's pick among those tied (R17, I6)",
  /** Above the candidates' buttons, where a tabletop shows a heading. */
  choiceHeading: () => "Choice of the Crown:",
};
