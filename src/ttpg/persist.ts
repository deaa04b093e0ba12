/**
 * The controller's session (pending choice, undo journal) in the Avatar Card's saved data, which
 * TTPG keeps with the game. setSavedData holds at most 1023 characters per key, so the text is
 * split over numbered keys: "jukas.session.0", "jukas.session.1", … with the count in
 * "jukas.session.n". A lost or edited chunk leaves text that does not decode: the controller starts clean with a warning.
 */
import { GameObject } from "@tabletop-playground/api";

export const SESSION_KEY = "jukas.session";
/** Characters per key: under TTPG's 1023. */
export const CHUNK = 1000;

type SavedData = Pick<GameObject, "getSavedData" | "setSavedData">;

export function writeSaved(obj: SavedData, text: string): void {
  const before = countOf(obj);
  const n = Math.ceil(text.length / CHUNK);
  for (let i = 0; i < n; i++) obj.setSavedData(text.substring(i * CHUNK, (i + 1) * CHUNK), SESSION_KEY + "." + i);
  for (let i = n; i < before; i++) obj.setSavedData("", SESSION_KEY + "." + i);
  obj.setSavedData(String(n), SESSION_KEY + ".n");
}

export function readSaved(obj: SavedData): string {
  const n = countOf(obj);
  let text = "";
  for (let i = 0; i < n; i++) {
    text += obj.getSavedData(SESSION_KEY + "." + i);
  }
  return text;
}

function countOf(obj: SavedData): number {
  const n = Number(obj.getSavedData(SESSION_KEY + ".n"));
  return Number.isInteger(n) && n > 0 ? n : 0;
}
