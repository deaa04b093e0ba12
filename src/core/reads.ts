/**
 * What of the table each priority's criteria use (R14–R16): a Target reads by need
 * (src/table/reader.ts), so Priority 2 reads no Vortex Token. Every read also takes the Lodge
 * (Rooms, Cells, Mage Cards), the models (I10: the colours in play; where Jukas stands), the
 * Crown (I6, R17: who settles a tie) and the Avatar Cards (two are refused by every action).
 */
import { Priority } from "./model";
import { isTable, priorityOf } from "./values";

/** A part of the table beyond what every read takes. */
export type ReadPart = "vortex" | "pool" | "instability" | "counters" | "spells" | "piles" | "cubesOnCards";

/** Everything the mod reads ("instability" holds the cubes on the Mage Cards). */
export const EVERY_PART: ReadPart[] = ["vortex", "pool", "instability", "counters", "spells", "piles"];

/**
 * L5: the Instability lying on the Mage Cards of the Mages who keep no Damage counter (their
 * Damage), read with the rest of the read (src/table/reader.ts `readFor`), and no other.
 */
export const CUBES_ON_CARDS: ReadPart = "cubesOnCards";

/**
 * By priority: the criteria's own pieces, and the counters (I12: a press pays R13 for a tile seen
 * Rebuilt with a Vortex Token, on Jukas's Power counter).
 */
const PRIORITY_PARTS: { [priority: number]: ReadPart[] } = {
  // R14: most Mages, no Vortex Token, most Instability.
  1: ["vortex", "instability", "counters"],
  // R15: most Instability not placed by the Black Rose, most Instability, most Mages.
  2: ["instability", "counters"],
  // R16: most Vortex Tokens on the Mage Card, most Power, most Damage. L5: a Mage's Damage counter,
  // else the cubes on their Mage Card: the Instability there alone ("cubesOnCards"), none in the Rooms.
  3: ["vortex", "counters", "cubesOnCards"],
};

/** The parts a Target of this priority decides on. */
export function partsOfPriority(priority: Priority): ReadPart[] {
  return PRIORITY_PARTS[priority];
}

/** A Target's priority from its params; undefined for anything but 1–3 (the rules refuse it). */
export function targetPriority(params: unknown): Priority | undefined {
  // No conditional expression: TSTL would declare its temporary bare (docs/moonsharp.md).
  if (!isTable(params)) return undefined;
  return priorityOf(params.priority);
}
