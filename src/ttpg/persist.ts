/**
 * The controller's session (pending choice, undo journal) and Jukas's log in the Avatar Card's
 * saved data, which TTPG keeps with the game. setSavedData holds at most 1023 characters per key,
 * so a text is split over numbered keys: "jukas.session.0", "jukas.session.1", … with the count in
 * "jukas.session.n" (the log's under "jukas.log"). A lost or edited chunk of the session leaves
 * text that does not decode: the controller starts clean with a warning.
 */
import { GameObject } from "@tabletop-playground/api";

export const SESSION_KEY = "jukas.session";
export const LOG_KEY = "jukas.log";
/** Characters per key: under TTPG's 1023. */
export const CHUNK = 1000;

type SavedData = Pick<GameObject, "getSavedData" | "setSavedData">;

export function writeSaved(obj: SavedData, text: string, key = SESSION_KEY): void {
  const before = countOf(obj, key);
  const n = Math.ceil(text.length / CHUNK);
  for (let i = 0; i < n; i++) obj.setSavedData(text.substring(i * CHUNK, (i + 1) * CHUNK), key + "." + i);
  for (let i = n; i < before; i++) obj.setSavedData("", key + "." + i);
  obj.setSavedData(String(n), key + ".n");
}

export function readSaved(obj: SavedData, key = SESSION_KEY): string {
  const n = countOf(obj, key);
  let text = "";
  for (let i = 0; i < n; i++) {
    text += obj.getSavedData(key + "." + i);
  }
  return text;
}

function countOf(obj: SavedData, key: string): number {
  const n = Number(obj.getSavedData(key + ".n"));
  return Number.isInteger(n) && n > 0 ? n : 0;
}
