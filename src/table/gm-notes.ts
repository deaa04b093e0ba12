/**
 * A Room tile's GM Notes may override its Instability Slots: `{"slots":6}` (docs/rules.md). Read as
 * data by the safe JSON reader; anything else in the notes is simply no override.
 */
import { field, readJson } from "./json";
import { trimSpaces } from "../core/strings";

/** Slots a Room can plausibly have: a typo like 600 is better refused than obeyed. */
export const MAX_SLOTS = 99;

export interface SlotsNote {
  /** The override, when the notes hold a readable one. */
  slots?: number;
  /** The notes mention "slots" but hold no readable override: worth a warning. */
  unreadable: boolean;
}

export function slotsFromNotes(notes: unknown): SlotsNote {
  if (typeof notes !== "string" || notes.indexOf("slots") < 0) return { unreadable: false };
  const value = field(readJson(trimSpaces(notes)), "slots");
  if (value === undefined || value.kind !== "number") return { unreadable: true };
  const n = value.value;
  if (Math.floor(n) !== n || n < 1 || n > MAX_SLOTS) return { unreadable: true };
  return { slots: n, unreadable: false };
}
