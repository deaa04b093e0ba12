/**
 * Undo's history (docs/rules.md, Undo): every action carried out since the start of the round,
 * oldest first, saved with the game. The round starts after a Clean-up (R10: the rulebook's one
 * mark of a round's end); the history is also bounded in size.
 */
import type { Controller } from "./controller-state";
import { Journal } from "./session";

/** At most this many actions: a round of Jukas's is some 10 to 20 (docs/rules.md, Undo). */
export const UNDO_ENTRIES = 40;
/** At most this many steps over all entries: about 130 characters each saved (docs/rules.md, Undo). */
export const UNDO_STEPS = 200;

/** The newest entry, if any. */
export function lastUndo(c: Controller): Journal | undefined {
  const stack = c.session.undo;
  return stack === undefined || stack.length === 0 ? undefined : stack[stack.length - 1];
}

/** Takes the newest entry off the history. */
export function popUndo(c: Controller): Journal | undefined {
  const stack = c.session.undo;
  if (stack === undefined || stack.length === 0) return undefined;
  const top = stack.pop();
  if (stack.length === 0) c.session.undo = undefined;
  return top;
}

/**
 * Adds an action's entry (one already on top, a card's continued in place, stays as it is). An
 * action after a Clean-up starts a new round: the Clean-up and the round before it leave the
 * history. Then the oldest go past the bound.
 */
export function pushUndo(c: Controller, entry: Journal): void {
  const top = lastUndo(c);
  if (top === entry) return;
  // The session alone holds its history: it grows in place.
  let stack: Journal[] = [];
  // A Setup pressed mid-game keeps the round's earlier actions undoable (issue 41): it is one more entry.
  if (top !== undefined && top.call === "cleanup") c.session.undoFloor = "round";
  else if (c.session.undo !== undefined) stack = c.session.undo;
  stack.push(entry);
  let steps = 0;
  for (const e of stack) steps += e.steps.length;
  let from = 0;
  // The newest entry always stays, however many steps it has.
  while (from < stack.length - 1 && (stack.length - from > UNDO_ENTRIES || steps > UNDO_STEPS)) {
    steps -= stack[from].steps.length;
    from++;
  }
  if (from > 0) c.session.undoFloor = "bound";
  c.session.undo = from === 0 ? stack : stack.slice(from);
}
