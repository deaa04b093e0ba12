/**
 * A press as a value: one call of the script API, with what each of its stages leaves for the
 * next (press.ts runs them). The stages read and write this value only.
 */
import { Need } from "../table/reader";
import { Piece } from "../table/pieces";
import { PartRead, TableRead } from "../table/snapshot";
import type { Controller } from "./controller-state";
import type { Effect, PendingChoice, RankRound, TargetResult } from "../core/model";
import type { Asked } from "./log";
import type { Plan, PlacedBack } from "./plan";
import type { ApiResult, StateResult } from "./results";
import type { Journal, PausedCard } from "./session";
import type { Step, StepDone } from "./steps";
import type { Missed } from "./unput";

/** What the rules decided, from an action or a card. */
export interface Decided {
  effects: Effect[];
  warnings: string[];
  pending?: PendingChoice;
  target?: TargetResult;
  ranking?: RankRound[];
  /** roomRebuilt: the Room reported Rebuilt (I12). */
  rebuilt?: string[];
}

export interface CallSpec {
  /** What a press of it reads (src/table/reader.ts); none: it reads no table, and a player's press decides in its own frame. */
  need?: (this: void, params: unknown) => Need;
  /** Decides on the press's read and answers the call; what is left to do it puts in `p.work`. */
  decide: (this: void, c: Controller, p: Press) => ApiResult | StateResult;
  /** Its undo entry's name in players' words (src/words/); none: it makes no entry of its own. */
  undoName?: (this: void, params?: { [key: string]: unknown }) => string;
}

export type Stage = "read" | "table" | "decide" | "plan" | "look" | "say" | "carry" | "journal" | "log" | "done";

/** How the journal stage names and files the press's undo entry. */
export interface UndoAs {
  /** The entry's name in players' words; none: its row's (`CallSpec.undoName`). */
  name?: string;
  /** The call that made it (undo-stack.ts: "cleanup" ends a round). */
  call?: string;
  card?: string;
  /** A card's rest, after the Crown's choice: its entry made anew without the choice that waited. */
  fresh?: boolean;
  /** A card's rest, after the Crown's choice: the entry of what the card did before, which this joins (undo's newest). */
  joins?: Journal;
}

/** What a decision leaves for the stages after it. */
export interface Work {
  /** Who asked for what (Jukas's log). */
  asked: Asked;
  /** An action's or a card's: what the rules decided. */
  decided?: Decided;
  /** Steps before the plan's own (a card's draw, the New Lodge's tiles). */
  first?: Step[];
  undo?: UndoAs;
  /** A card's: its place while it waits for the Crown (undefined inside: the card is done). */
  card?: { paused?: PausedCard };
  /** Undo's: the entry it takes back (undo's newest, taken off). */
  undoing?: Journal;
  /** Undo's, when a choice waits: the choice it cancels, and the card that waited for it. */
  cancels?: { pending: PendingChoice; card?: PausedCard };
}

export interface Press {
  name: string;
  params?: { [key: string]: unknown };
  /** The colour of the player who pressed; undefined for another script's call. */
  caller?: string;
  stage: Stage;
  spec?: CallSpec;
  /** read: what it reads of the table, the pieces it read, and the table they make: its own, for this press only. */
  need?: Need;
  pieces?: Piece[];
  read?: TableRead;
  /** A player's press: how it waits for the next frame (none: every stage at once, as another script's call). */
  nextFrame?: (this: void, fn: (this: void) => void) => void;
  /** table: its read's frame is over (the presses meanwhile wait), the parts of its table still to make, and the presses that came meanwhile. */
  framed?: boolean;
  parts?: PartRead;
  queued?: (() => void)[];
  /** A player's press: hears the press once it has decided (act.ts); `wasHeard`: it has been. */
  heard?: (this: void, p: Press) => void;
  wasHeard?: boolean;
  /** decide: the call's answer (the plan stage adds its warnings), and what is left to do (none: the press ends). */
  result?: ApiResult | StateResult;
  work?: Work;
  /** plan: the steps in order, where they go, and every warning so far; undo's: where pieces go back. */
  plan?: Plan;
  back?: PlacedBack;
  steps?: Step[];
  warnings?: string[];
  /** look: the pieces the undo entry measures round the spots (the read's, and what lies there now). */
  beside?: Piece[];
  /** say: the headline said. */
  headline?: string;
  /** carry: the session before (an undo entry's start), the press's time, what was done, and why it stopped. */
  before?: Journal;
  at?: number;
  done?: StepDone[];
  failure?: string;
  missed?: Missed[];
  /** It waits for its steps to settle (frames pass). */
  waits?: boolean;
  /** It holds the host's rewind store (it carries out steps). */
  holds?: boolean;
}
