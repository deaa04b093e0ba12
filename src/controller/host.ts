/**
 * What the controller needs from a tabletop (TTS, TTPG, or a test's fake). Each adapter
 * implements this and nothing more; the rules and the planning are shared.
 */
import { Piece } from "../table/pieces";
import { ReadContext, TableRead } from "../table/snapshot";
import { PieceSource } from "../table/reader";
import { Step, StepDone } from "./steps";

export interface TableContext {
  /** Seated players' colours, in seat order. */
  seated: string[];
  /** The host's colour (I6: chooses when there is no Crown). */
  host?: string;
  /** Turn order when the platform's turns are on (docs/rules.md play order). */
  turnOrder?: string[];
}

export interface Host extends PieceSource {
  /** The pieces carrying any of these tags, as plain data (read afresh for every action). */
  readPieces(this: void, tags: string[]): Piece[];
  /**
   * The table layer's reader for these pieces: `readWellFormed` for an adapter that builds every
   * field of a Piece with its type from the platform's API, `readTable` (which cleans each piece
   * first) for any other. The adapter names it, so a script carries only the one it needs.
   */
  read(this: void, pieces: Piece[], ctx: ReadContext): TableRead;
  /** A new table on every call: the reader adds the settings and its memo to it. */
  context(this: void): TableContext;
  /**
   * Carries the steps out in order, each settled before the next, then calls `done` with what
   * was done (up to the first step that failed) and, on a failure, a sentence for players.
   */
  perform(this: void, steps: Step[], done: (this: void, result: StepDone[], failure: string | undefined) => void): void;
  /** A message to every player. */
  broadcast(this: void, text: string, warning: boolean): void;
  /** A message to one player. */
  tell(this: void, color: string, text: string): void;
  /** Highlights these pieces (by id) and clears the previous highlights. */
  highlight(this: void, ids: string[]): void;
  /** Shows one button per candidate for the Crown's choice; [] removes them. */
  showChoice(this: void, candidates: string[]): void;
  /** Plain JSON for the saved state (TTS JSON.encode / JS JSON.stringify). */
  encode(this: void, value: unknown): string;
  /** Parses JSON (saved state, the card descriptions in the Avatar Card's GM Notes); undefined for anything unreadable (never a script error). */
  decode(this: void, text: string): unknown;
}
