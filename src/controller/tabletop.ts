/**
 * What the controller needs from a tabletop (TTS, TTPG, or a test's fake). Each adapter
 * implements this and nothing more; the rules and the planning are shared.
 */
import { Piece } from "../table/pieces";
import { ReadContext, TableRead } from "../table/snapshot";
import { Need, PieceSource } from "../table/reader";
import { Step, StepDone } from "./steps";
import { Candidate, Seat } from "../tagging/candidate";
import { SettingName } from "../core/settings";

/** One setting as a control shows it: its name, rule, state, and its toggle's words. */
export interface SettingLine {
  name: SettingName;
  rule: string;
  on: boolean;
  /** On at its default (docs/rules.md). */
  byDefault: boolean;
  label: string;
  tooltip: string;
}

/** The standing warnings said (standing.ts): "fresh" in this press, "old" since an earlier one. */
export interface Standing {
  said: { [text: string]: string };
}

/** What the card's own buttons show of the session (a setting's toggle, the tagging proposal's buttons). */
export interface CardState {
  /** Every setting and its state (src/controller/settings.ts settingsView). */
  settings: SettingLine[];
  /** A tagging proposal waits for the player's confirmation. */
  proposing: boolean;
}

/** What the tagging assistant reads of the table (docs/tagging.md). */
export interface Scan {
  candidates: Candidate[];
  seats: Seat[];
}

export interface TableContext {
  /** Seated players' colours, in seat order. */
  seated: string[];
  /** The host's colour (I6: chooses when there is no Crown). */
  host?: string;
  /** Turn order when the platform's turns are on (docs/rules.md play order). */
  turnOrder?: string[];
}

/** Lines shown above one piece, by id: a candidate of the Crown's choice with its figures. */
export interface Mark {
  id: string;
  lines: string[];
}

/** A context-menu item on a table's object (controller/buttons.ts: the Mage models', the Room tiles', the Event piles'). */
export interface MenuItem {
  /** The call its press makes (an adapter may name the item by it). */
  call: string;
  label: string;
  tooltip: string;
}

/**
 * An adapter builds its Tabletop once, in one file (src/tts/tabletop.ts, src/ttpg/tabletop.ts), and nothing
 * assigns to it afterwards (test/lint/host-built-once.test.ts).
 */
export interface Tabletop extends PieceSource {
  /** The standing warnings said already: on the controller's own view of the host only (standing.ts `speaking`). */
  standing?: Standing;
  /**
   * The pieces carrying any of the need's tags, as plain data, as they lie now; with `cards`, the
   * cards in the decks too (an adapter may always give them). src/table/reader.ts, Need.
   */
  readPieces(this: void, need: Need): Piece[];
  /**
   * The table layer's reader for these pieces: `readWellFormed` for an adapter that builds every
   * field of a Piece with its type from the platform's API, `readTable` (which cleans each piece
   * first) for any other. The adapter names it, so a script carries only the one it needs.
   */
  read(this: void, pieces: Piece[], ctx: ReadContext): TableRead;
  /** A new table on every call: the reader adds the settings to it. */
  context(this: void): TableContext;
  /**
   * Carries the steps out in order, each settled before the next, then calls `done` with what
   * was done (up to the first step that failed) and, on a failure, a sentence for players.
   */
  perform(this: void, steps: Step[], done: (this: void, result: StepDone[], failure: string | undefined) => void): void;
  /**
   * A message in the middle of every player's screen, and in the chat: an action's one headline
   * (README, "Messages"), a refusal told to everyone.
   */
  broadcast(this: void, text: string, warning: boolean): void;
  /** A line in every player's chat only: an action's details and its warnings. */
  print(this: void, text: string, warning: boolean): void;
  /**
   * A message in the middle of one player's screen (and their chat), as a warning. A colour
   * nobody sits at cannot be told: the message goes to everyone, as `broadcast` does.
   */
  tell(this: void, color: string, text: string): void;
  /** Highlights these pieces (by id) and clears the previous highlights. */
  highlight(this: void, ids: string[]): void;
  /** Shows one button per candidate for the Crown's choice; [] removes them. */
  showChoice(this: void, candidates: string[]): void;
  /** Shows each mark's lines above its piece (the Crown's choice's figures), and only those: [] removes them all. */
  showFigures(this: void, marks: Mark[]): void;
  /** Jukas's log's entries as the game keeps them (TTS: the Avatar Card's memo), undefined when there are none. */
  readLog(this: void): string | undefined;
  /** Keeps Jukas's log's entries with the game, replacing what was kept. */
  writeLog(this: void, text: string): void;
  /** The log players read, one line per action, as the game keeps it (TTS: a Notebook tab); absent where players read none. */
  readNotes?(this: void): string | undefined;
  /** Keeps the log players read with the game, replacing what was kept. */
  writeNotes?(this: void, text: string): void;
  /** The time now, for the log: seconds since 1970, UTC (the log writes it out when it keeps the entry). */
  now(this: void): number;
  /** No rewind point is stored from now until `releaseRewind` (TTS: its rewind restarts every script; absent elsewhere). */
  holdRewind?(this: void): void;
  /** Rewind points may be stored again, and one is stored now. */
  releaseRewind?(this: void): void;
  /** Shows the card's state on the buttons that show it (absent where no button does). */
  showCard?(this: void, card: CardState): void;
  /** Every object on the table as the tagging assistant reads it (absent where the platform cannot list them). */
  scan?(this: void): Scan;
  /** Adds the tags an object lacks of these: those added, or undefined when the object is gone. */
  addTags?(this: void, id: string, tags: string[]): string[] | undefined;
  /** Removes these tags from an object: false when the object is gone. */
  removeTags?(this: void, id: string, tags: string[]): boolean;
  /** Highlights a tagging proposal's objects and those it could not place, in their two colours ([] and []: none). */
  mark?(this: void, proposed: string[], unplaced: string[]): void;
  /**
   * Adds `item` to the context menu of the object with this id; a click calls `onClick` with the
   * colour of who clicked (undefined: no seat's colour). False when the object is gone.
   */
  addMenuItem?(this: void, id: string, item: MenuItem, onClick: (this: void, caller: string | undefined) => void): boolean;
  /** Lets other scripts call `fn` by the script API's name (TTS: a global of the card's script; TTPG: a member of `jukas`). */
  register?(this: void, name: string, fn: (this: void, params: unknown) => unknown): void;
  /** Keeps the session's saved state with the game now (TTPG: the card's saved data); absent where the platform asks for it (TTS onSave). */
  keep?(this: void, state: string): void;
  /**
   * Runs `fn` in the next frame: a player's press reads in one frame and makes its table and
   * decides over the next (TTS counts a frame's instructions). Absent: at once (TTPG's V8 has no such budget).
   */
  nextFrame?(this: void, fn: (this: void) => void): void;
  /** Plain JSON for the saved state (TTS JSON.encode / JS JSON.stringify). */
  encode(this: void, value: unknown): string;
  /** Parses JSON (saved state, the card descriptions in the Avatar Card's GM Notes); undefined for anything unreadable (never a script error). */
  decode(this: void, text: string): unknown;
}
