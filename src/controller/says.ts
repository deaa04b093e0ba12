/** The controller's own sentences (the rules' sentences live in src/core/text.ts). */
import { count } from "../core/text";

export const says = {
  unknownCall: (name: string) => "Jukas has no action named " + name + ".",
  paramsNotTable: (name: string) => name + ": the parameters must be a table.",
  busy: () => "Jukas: pieces are still moving from the last action; try again in a moment.",
  noAvatar: () => "Jukas's Avatar Card (BRW:Avatar) is not on the table: put it back (or give it the tag BRW:Avatar) to play Jukas.",
  unreadable: () => "Jukas: the table could not be read.",
  choiceCancelled: (why: string) => "Jukas: undo cancels the Choice of the Crown (" + why + ").",
  nothingToUndo: () => "Jukas: there is nothing to undo.",
  undoing: (action: string, steps: number) => "Jukas: undo of " + action + " (" + count(steps) + " steps put back).",
};
