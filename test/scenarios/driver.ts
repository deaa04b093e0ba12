/**
 * What a scenario needs from a tabletop under test: the paper table, the TTPG mock and the fake
 * TTS host each implement this (test/hosts/*-driver.ts), and test/scenarios/scenarios.ts runs the
 * same list on each, so a behaviour cannot differ between tabletops unnoticed.
 *
 * Positions are in the Piece convention (src/table/pieces.ts: y up, the table plane x/z): each
 * driver converts from its platform, so a scenario reads the same on every tabletop.
 */
import type { TableContext } from "../../src/controller/tabletop";
import type { Piece } from "../../src/table/pieces";
import type { TableRead } from "../../src/table/snapshot";

export interface Said {
  /** "all" for everyone, else the colour of the player told. */
  to: string;
  text: string;
  warning: boolean;
  /** In the middle of the screen (an action's headline, a player told), not only in the chat. */
  screen: boolean;
}

/** Lines shown above a piece: a candidate of the Crown's choice with its figures. */
export interface Figures {
  id: string;
  /** The lines, one a line. */
  text: string;
}

/** A script API result (docs/rules.md) as plain data. */
export type Result = Record<string, unknown>;

export interface Driver {
  /** Calls the script API (docs/rules.md) as another script would, then lets every piece settle. */
  act(name: string, params?: unknown, caller?: string): Result;
  /** Presses a button of the Avatar Card (src/controller/buttons.ts labels) as that player. Pieces do not settle. */
  press(label: string, by: string): void;
  /** Clicks the Crown's candidate button for `pick` as that player, then settles. */
  choose(pick: string, by: string): void;
  /** "Resolved a Spell here" on that Mage's model, by that Mage's player, then settles. */
  spellResolved(colour: string): void;
  /** Lets every piece still moving come to rest (and the actions waiting on them finish). */
  settle(): void;
  /**
   * Saves the session as the tabletop saves it and loads it again, as a save and reload of the
   * game does (`text`: load this saved text instead, as if someone had put it there).
   */
  reload(text?: string): void;
  /** A player moves a piece by hand (not through the mod) to that point of the table, at its height. */
  handMove(id: string, at: { x: number; z: number }): void;
  /** The next time the mod touches this piece to move it, it is deleted (a player deleting it mid-move). */
  deleteWhileMoving(id: string): void;

  /** Every tagged piece, as the tabletop reports it now. */
  pieces(): Piece[];
  /** The table as the rules see it now (readTable over pieces() with the tabletop's context). */
  read(): TableRead;
  /** Where a piece lies on the table; undefined when it is not on the table (in a bag, a hand, deleted). */
  where(id: string): { x: number; z: number } | undefined;
  /** How many game pieces an object holds or stands for (a bag's content, a stack's size). */
  count(id: string): number | undefined;
  faceDown(id: string): boolean | undefined;
  /** A counter's value. */
  value(id: string): number | undefined;
  /** Cards in that player's hand. */
  hand(colour: string): number;
  said(): Said[];
  /** The candidates shown as buttons for the Choice of the Crown. */
  choice(): string[];
  /** Ids of the highlighted pieces. */
  highlighted(): string[];
  /** The figures shown above pieces, by piece id (in id order). */
  figures(): Figures[];
  /** Jukas's log as the tabletop keeps it with the game, if it keeps one yet. */
  log(): string | undefined;
}

/** Lays a table out as a tabletop: the pieces (Piece data) and who sits at it. */
export type MakeDriver = (pieces: Piece[], context: TableContext) => Driver;
