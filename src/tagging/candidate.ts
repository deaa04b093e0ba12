/**
 * What the tagging assistant knows of each object on the table, as plain data (an adapter reads
 * it: src/tts/tagging.ts), and what it proposes. Platform-neutral: the same on every tabletop,
 * and the same code in JS and in the Avatar Card's Lua.
 */
import { Rgb } from "../table/colours";

/** The object's kind as the platform names it, in the words the heuristics need (docs/tagging.md). */
export type Form = "tile" | "card" | "deck" | "bag" | "counter" | "model" | "text" | "board" | "other";

/** A colour tint, as src/table/colours.ts writes the seats'. */
export type Tint = Rgb;

export interface Candidate {
  /** TTS GUID or TTPG id. */
  id: string;
  /** Its nickname ("" when none). */
  name: string;
  description: string;
  form: Form;
  tags: string[];
  x: number;
  z: number;
  /** Its bounding box on the table: width (x), height (y), depth (z). */
  width: number;
  height: number;
  depth: number;
  /** Its colour tint, when the platform has one. */
  tint?: Tint;
  /** A custom tile's outline when the platform says: "hex", "box", "circle" or "rounded". */
  shape?: string;
  /** How many objects a bag holds, when the platform says. */
  count?: number;
}

/** A player's seat: where their hand lies (TTS hand zones). */
export interface Seat {
  color: string;
  x: number;
  z: number;
}

/** Tags the assistant would add to one object (only tags it lacks), and why. */
export interface TagProposal {
  id: string;
  /** How messages name the object. */
  label: string;
  tags: string[];
  why: string;
}

/** An object that looks like a game piece, but that the assistant could not place, and why. */
export interface Unplaced {
  id: string;
  label: string;
  why: string;
}

export interface Preparation {
  proposals: TagProposal[];
  unplaced: Unplaced[];
  /** Catalogue Rooms (L1) for which no tile was found, tagged or proposed. */
  missingRooms: string[];
  /** Problems with the caller's own names (an alias for something the assistant does not know). */
  warnings: string[];
}

/**
 * Other names a table author gives pieces: each entry a list, what it names first (a Room of the
 * catalogue, "Crypt", or a kind of piece: "Mage", "Mage Card", "Cell", "Power", "Damage",
 * "Crown", "Vortex", "Vortex Pool", "Instability", "Forgotten Spells"), then its other names:
 * `{ "Crypt", "Cripta", "Tomb" }`. A list, not a map: its order is the same on every VM.
 */
export type Aliases = string[][];
