/** The controller's own sentences (the rules' sentences live in src/core/text.ts). */
import { count, shown } from "../core/text";

export const says = {
  unknownCall: (name: string) => "Jukas has no action named " + shown(name) + ".",
  paramsNotTable: (name: string) => name + ": the parameters must be a table.",
  busy: () => "Jukas: pieces are still moving from the last action; try again in a moment.",
  unreadable: () => "Jukas: the table could not be read.",
  choiceCancelled: (why: string) => "Jukas: undo cancels the Choice of the Crown (" + why + ").",
  nothingToUndo: () => "Jukas: there is nothing to undo.",
  undoing: (action: string, steps: number) => "Jukas: undo of " + action + " (" + count(steps) + " steps put back).",
};
