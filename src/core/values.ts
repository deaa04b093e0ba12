/**
 * Checks on values that come from outside (another script's params, a saved session, a snapshot
 * handed to the rules), alike in JS and in Lua.
 */
import { Priority } from "./model";

/** An object or a list: what Lua calls a table. */
export function isTable(x: unknown): x is { [key: string]: unknown } {
  return typeof x === "object" && x !== null;
}

/** The same strings in the same order. */
export function sameStrings(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A priority level (R14–R16), or undefined for anything else. */
export function priorityOf(x: unknown): Priority | undefined {
  return x === 1 || x === 2 || x === 3 ? x : undefined;
}
