/**
 * Text in the Avatar Card's saved data, kept with the game: the session, the card file and the
 * log's lines. setSavedData holds at most 1023 characters a key, so a text is split over
 * "jukas.session.0", "jukas.session.1", … with the count in "jukas.session.n". A chunk lost or
 * edited leaves text that does not decode: the controller starts clean with a warning.
 */
import { GameObject } from "@tabletop-playground/api";

export const SESSION_KEY = "jukas.session";
export const LOG_KEY = "jukas.log";
/** Characters per key: under TTPG's 1023. */
export const CHUNK = 1000;

type SavedData = Pick<GameObject, "getSavedData" | "setSavedData">;

export function writeSaved(obj: SavedData, text: string, key = SESSION_KEY): void {
  const before = countOf(obj, key);
  const parts = chunks(text);
  for (let i = 0; i < parts.length; i++) obj.setSavedData(parts[i], key + "." + i);
  for (let i = parts.length; i < before; i++) obj.setSavedData("", key + "." + i);
  obj.setSavedData(String(parts.length), key + ".n");
}

/** The text in pieces of at most CHUNK characters, none cut inside a surrogate pair (an emoji in a name). */
export function chunks(text: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    let end = Math.min(text.length, at + CHUNK);
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end--;
    out.push(text.substring(at, end));
    at = end;
  }
  return out;
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
