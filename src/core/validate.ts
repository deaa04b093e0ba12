/**
 * A snapshot that breaks the rules' own assumptions gives a clear reason, never an exception and
 * never a silently wrong target: errors refuse the action, warnings let it go on (docs/rules.md).
 */
import { Snapshot } from "./model";
import { errorWords } from "../words/errors";
import { count } from "../words/text";
import { VORTEX_TOKENS } from "./jukas";
import { isTable } from "./values";

export interface Validation {
  errors: string[];
  warnings: string[];
}

function isNumber(x: unknown): boolean {
  return typeof x === "number" && x === x;
}

export function validate(snap: Snapshot): Validation {
  const out: Validation = { errors: [], warnings: [] };
  if (!isTable(snap) || !isTable(snap.rooms) || !isTable(snap.mages) || !isTable(snap.cells)) {
    out.errors.push(errorWords.badSnapshot("rooms, mages and cells must be lists"));
    return out;
  }
  if (!isNumber(snap.pool) || snap.pool < 0) out.errors.push(errorWords.badSnapshot("the game pool is not a count"));
  // The Room names seen, as keys ("#" + name: no name can be a key every object has, such as "constructor").
  const seen: { [key: string]: boolean } = {};
  let vortex = isNumber(snap.pool) ? snap.pool : 0;
  for (const room of snap.rooms) {
    const name = room.name;
    if (typeof name !== "string") {
      out.errors.push(errorWords.badSnapshot("a Room has no name"));
      continue;
    }
    if (seen["#" + name] === true) out.errors.push(errorWords.duplicateRoom(name));
    seen["#" + name] = true;
    const slots = room.slots;
    if (!isNumber(slots) || slots < 0) out.errors.push(errorWords.unknownSlots(name));
    const n = room.vortex;
    if (!isNumber(n) || n < 0) out.errors.push(errorWords.badSnapshot(name + "'s Vortex count is not a count"));
    else {
      vortex += n;
      // R6: it counts as having a Vortex Token, and none is added there.
      if (n > 1)
        out.warnings.push(
          name + " holds " + count(n) + " Vortex Tokens; a Room holds one (R6): it counts as having one, and none is added.",
        );
    }
  }
  for (const mage of snap.mages) {
    if (typeof mage.color !== "string" || !isNumber(mage.vortexOnCard)) {
      out.errors.push(errorWords.badSnapshot("a Mage has no colour or no Vortex count"));
      continue;
    }
    vortex += mage.vortexOnCard;
    const at = mage.at;
    if (at === undefined) continue;
    if (at.room !== undefined && !(typeof at.room === "string" && seen["#" + at.room] === true)) {
      out.errors.push(errorWords.badSnapshot(mage.color + " stands in " + at.room + ", which is not a Lodge Room"));
    } else if (at.room === undefined && at.cell === undefined) {
      out.warnings.push(mage.color + "'s model is off the Lodge, in no Room and no Cell: it counts for no Room.");
    }
  }
  if (vortex > VORTEX_TOKENS) out.warnings.push(errorWords.tooManyVortex(vortex));
  return out;
}
