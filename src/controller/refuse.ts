/**
 * A refusal changes nothing on the table; it is told to the clicking player only (issue 41), to
 * everyone only for another script's call (no one pressed), after the table's warnings.
 */
import { Tabletop } from "./tabletop";
import { ApiResult, refusal } from "./results";
import { unsaid } from "./standing";
import { controllerWords } from "../words/controller";

export function refuseTo(tabletop: Tabletop, error: string, warnings: string[], caller: string | undefined): ApiResult {
  // A player's refusal is theirs alone: the table's warnings wait for the next action that runs (the result has them).
  if (caller !== undefined) {
    tabletop.tell(caller, error);
    return refusal(error, warnings);
  }
  const fresh = unsaid(tabletop, warnings);
  if (fresh.length > 0) tabletop.print(controllerWords.notes(fresh), true);
  tabletop.broadcast(error, true);
  return refusal(error, warnings);
}
