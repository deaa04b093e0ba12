/**
 * The game as the rules see it: plain data in (a snapshot), plain data out (an outcome).
 * Nothing here is iterated through an object's keys: every order is an array's order,
 * because `pairs` order differs between Lua VMs (docs/moonsharp.md).
 */

/** Who placed an Instability piece: a seat colour, "Jukas" or "BlackRose". */
export type Owner = string;

export const JUKAS = "Jukas";
export const BLACK_ROSE = "BlackRose";

export interface InstabilityCount {
  owner: Owner;
  count: number;
}

export interface Room {
  /** Unique name, e.g. "Throne Room". */
  name: string;
  /** Instability Slots of the Destroyed side (L2, or a GM Notes override). */
  slots: number;
  /** Instability in the Room, one entry per owner, in a fixed owner order. */
  instability: InstabilityCount[];
  /** Vortex Tokens in the Room (R6 says at most one; a bad table may show more). */
  vortex: number;
  /** Rebuilt side up (I9: no Slots on that side). */
  rebuilt: boolean;
  /** Names of the adjacent Lodge Rooms, in Room order. */
  neighbours: string[];
}

export interface Cell {
  /** A seat colour, or "Jukas" for his own Cell. */
  owner: string;
  /** The Lodge Rooms the Cell touches (L3: two). */
  entrances: string[];
}

/** Where a model stands: in a Room, in a Cell, or (neither) off the Lodge. */
export interface Place {
  room?: string;
  cell?: string;
}

export interface Mage {
  color: string;
  /** Absent when the Mage has no model on the table. */
  at?: Place;
  vortexOnCard: number;
  /** Absent when the table has no counter for it. */
  power?: number;
  damage?: number;
}

export interface Jukas {
  at: Place;
}

export type { Settings } from "./settings";
export { DEFAULT_SETTINGS } from "./settings";
import type { Settings } from "./settings";

export interface Snapshot {
  /** Lodge Rooms, in Room order: every order the rules produce follows this array. */
  rooms: Room[];
  cells: Cell[];
  /**
   * Every Mage but Jukas, in seat order. I10: only a Mage whose model stands in a Room or a Cell
   * is in play; any other is no candidate (a table read lists only those in play).
   */
  mages: Mage[];
  /** Absent when Jukas's model is not on the table. */
  jukas?: Jukas;
  /** Absent when the table has no `BRW:Power` + `BRW:Jukas` counter. */
  jukasPower?: number;
  /** Vortex Tokens in the game pool (R2): the bag plus loose ones. */
  pool: number;
  /** Jukas's Instability pieces not in any Room. */
  jukasInstabilitySupply: number;
  /** Cards in the Forgotten Spell deck. */
  forgottenSpells: number;
  /** Colour of the Crown holder (I6); absent with no Crown and no seated player. */
  crown?: string;
  /** True when no Crown is on the table and `crown` is the host's colour (I6). */
  crownIsHost?: boolean;
  /** True when no seated player has the holder's colour: the host chooses for it (I6). */
  crownSeatEmpty?: boolean;
  /** The host's colour, who chooses for an empty seat or when there is no Crown (I6). */
  host?: string;
  /** I6 hot seat: the one seated colour, when one person sits for several colours in play (they click for any). */
  hotSeat?: string;
  /** I11: the seated seat colours, given when `settings.anySeatedSettles` is on (any of them may choose). */
  players?: string[];
  /** Colours in play order (R10). */
  playOrder: string[];
  settings: Settings;
  /** Warnings the table reader already has (ambiguous pieces, loose tokens…). */
  warnings: string[];
}

/** What the rules ask the table to do, in order. */
export type Effect =
  | { kind: "moveJukas"; room: string }
  | { kind: "placeVortex"; room: string }
  | { kind: "takeVortex"; color: string; room: string; count: number }
  | { kind: "discardVortex"; color: string; count: number }
  | { kind: "drawForgottenSpell"; color: string }
  | { kind: "placeInstability"; room: string; owner: Owner }
  | { kind: "rebuildRoom"; room: string }
  | { kind: "addPower"; who: string; amount: number }
  | { kind: "highlight"; targets: string[] }
  /**
   * A sentence for players. `headline`: the action's one headline (what Jukas did and the
   * criterion that decided it), shown in the middle of every screen; every other announcement is
   * a detail, for Jukas's log. Every action that is carried out has exactly one (outcome.ts `headline`).
   * `chat`: a detail every player reads in the chat (what players carry out, a summary the
   * headline is too short for); the controller joins them into one line (issue 41).
   */
  | { kind: "announce"; text: string; headline?: boolean; chat?: boolean }
  /** A warning raised mid-action; `runAction` moves it into `Outcome.warnings`. */
  | { kind: "warn"; text: string };

export type Priority = 1 | 2 | 3;

/** A tie the Crown must settle: plain data, so that it survives a save. */
export interface PendingChoice {
  /** "target": a priority tie (R17); "entrance": which entrance Room of a Cell (I5). */
  stage: "target" | "entrance";
  action: "target" | "teleport";
  priority: Priority;
  candidates: string[];
  /** Who must choose. */
  crown?: string;
  /** The chooser is the host, there being no Crown on the table (I6). */
  crownIsHost?: boolean;
  /** For "entrance": the Mage whose Cell it is. */
  mage?: string;
  /** The sentence that explains why the Crown must choose. */
  why: string;
  /**
   * What each candidate shows on the table while the Crown chooses: the tie's figure on each
   * criterion of the row (a tie is equal on all of them, so every candidate shows the same), or
   * for "entrance" whose Cell it is an entrance of.
   */
  figures?: string[];
}

/** One criterion of a priority row applied (R14–R16): each candidate still in the running, with its figure. */
export interface RankRound {
  /** The criterion as the card's row reads it, e.g. "+Mage". */
  criterion: string;
  /** Room names or Mage colours, in the order they were ranked. */
  candidates: string[];
  /** values[k]: candidates[k]'s figure (larger is better). */
  values: number[];
  /** In a card's outcome: the step that ranked them. */
  step?: number;
}

export interface TargetResult {
  kind: "room" | "mage";
  room?: string;
  color?: string;
  why: string;
}

export interface Outcome {
  ok: boolean;
  /** A sentence a player understands, when ok is false. */
  error?: string;
  effects: Effect[];
  warnings: string[];
  target?: TargetResult;
  pending?: PendingChoice;
  /** spellResolved: tokens taken. */
  moved?: number;
  /** target, teleport: the criteria applied, each candidate's figure on each (Jukas's log). */
  ranking?: RankRound[];
  /** roomRebuilt: the Room reported Rebuilt, turned or not (I12; an Avatar Effect's rebuilds are its `rebuildRoom` effects). */
  rebuilt?: string[];
}
