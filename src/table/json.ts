/**
 * A small, safe JSON reader for GM Notes. Lua has no JSON.parse, and `load` would run whatever a
 * player typed; this reads text as data only, character by character, and gives up (undefined)
 * on anything it does not understand. Bounded in length and depth, so hostile notes cost little.
 */
import { INFINITY } from "../core/numbers";

export type Json =
  | { kind: "object"; keys: string[]; values: Json[] }
  | { kind: "array"; items: Json[] }
  | { kind: "string"; text: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "null" };

/** Notes longer than this are not settings (a rules text, a story): read as no JSON. */
export const MAX_JSON_LENGTH = 4000;
const MAX_DEPTH = 16;

interface Reader {
  text: string;
  pos: number;
}

/** The JSON value the whole text holds, or undefined when it is not exactly one JSON value. */
export function readJson(text: unknown): Json | undefined {
  if (typeof text !== "string" || text.length > MAX_JSON_LENGTH) return undefined;
  const reader: Reader = { text, pos: 0 };
  const value = readValue(reader, 0);
  if (value === undefined) return undefined;
  skipSpace(reader);
  return reader.pos === text.length ? value : undefined;
}

/** The value of a key of a JSON object, or undefined. */
export function field(json: Json | undefined, key: string): Json | undefined {
  if (json === undefined || json.kind !== "object") return undefined;
  for (let i = 0; i < json.keys.length; i++) {
    if (json.keys[i] === key) return json.values[i];
  }
  return undefined;
}

function peek(r: Reader): string {
  return r.text.charAt(r.pos);
}

function skipSpace(r: Reader): void {
  while (r.pos < r.text.length) {
    const c = peek(r);
    if (c !== " " && c !== "\t" && c !== "\n" && c !== "\r") return;
    r.pos++;
  }
}

function readValue(r: Reader, depth: number): Json | undefined {
  if (depth > MAX_DEPTH) return undefined;
  skipSpace(r);
  const c = peek(r);
  if (c === "{") return readObject(r, depth);
  if (c === "[") return readArray(r, depth);
  if (c === '"') {
    const text = readString(r);
    if (text === undefined) return undefined;
    return { kind: "string", text };
  }
  if (c === "-" || isDigit(c)) return readNumber(r);
  return readLiteral(r);
}

function readObject(r: Reader, depth: number): Json | undefined {
  const keys: string[] = [];
  const values: Json[] = [];
  r.pos++; // "{"
  skipSpace(r);
  if (peek(r) === "}") {
    r.pos++;
    return { kind: "object", keys, values };
  }
  while (r.pos < r.text.length) {
    skipSpace(r);
    if (peek(r) !== '"') return undefined;
    const key = readString(r);
    skipSpace(r);
    if (key === undefined || peek(r) !== ":") return undefined;
    r.pos++;
    const value = readValue(r, depth + 1);
    if (value === undefined) return undefined;
    keys.push(key);
    values.push(value);
    skipSpace(r);
    const c = peek(r);
    r.pos++;
    if (c === "}") return { kind: "object", keys, values };
    if (c !== ",") return undefined;
  }
  return undefined;
}

function readArray(r: Reader, depth: number): Json | undefined {
  const items: Json[] = [];
  r.pos++; // "["
  skipSpace(r);
  if (peek(r) === "]") {
    r.pos++;
    return { kind: "array", items };
  }
  while (r.pos < r.text.length) {
    const value = readValue(r, depth + 1);
    if (value === undefined) return undefined;
    items.push(value);
    skipSpace(r);
    const c = peek(r);
    r.pos++;
    if (c === "]") return { kind: "array", items };
    if (c !== ",") return undefined;
  }
  return undefined;
}

const ESCAPES = ['"', "\\", "/", "b", "f", "n", "r", "t"];
const ESCAPED = ['"', "\\", "/", "\b", "\f", "\n", "\r", "\t"];

/** A string literal; a \u escape becomes "?" (the keys and values read here are ASCII). */
function readString(r: Reader): string | undefined {
  // Pieces joined once at the end: repeated concatenation is quadratic in Lua.
  const out: string[] = [];
  r.pos++; // opening quote
  while (r.pos < r.text.length) {
    const c = peek(r);
    r.pos++;
    if (c === '"') return out.join("");
    if (c !== "\\") {
      out.push(c);
      continue;
    }
    const e = peek(r);
    r.pos++;
    const i = ESCAPES.indexOf(e);
    if (i >= 0) out.push(ESCAPED[i]);
    else if (e === "u" && isHex(r.text.substring(r.pos, r.pos + 4))) {
      out.push("?");
      r.pos += 4;
    } else return undefined;
  }
  return undefined;
}

/** JSON's number grammar, checked here, so the conversion never sees Lua-only forms like "0x10". */
function readNumber(r: Reader): Json | undefined {
  const start = r.pos;
  if (peek(r) === "-") r.pos++;
  if (!isDigit(peek(r))) return undefined;
  if (peek(r) === "0") r.pos++;
  else skipDigits(r);
  if (peek(r) === ".") {
    r.pos++;
    if (!isDigit(peek(r))) return undefined;
    skipDigits(r);
  }
  if (peek(r) === "e" || peek(r) === "E") {
    r.pos++;
    if (peek(r) === "+" || peek(r) === "-") r.pos++;
    if (!isDigit(peek(r))) return undefined;
    skipDigits(r);
  }
  const text = r.text.substring(start, r.pos);
  const value = Number(text);
  if (value === value) return { kind: "number", value };
  // The syntax is sound, so the number is past the double range: JS says ±Infinity, and so must
  // MoonSharp (TTS), whose tonumber answers nil there.
  return { kind: "number", value: text.charAt(0) === "-" ? -INFINITY : INFINITY };
}

function readLiteral(r: Reader): Json | undefined {
  const rest = r.text.substring(r.pos, r.pos + 5);
  if (rest.indexOf("true") === 0) {
    r.pos += 4;
    return { kind: "boolean", value: true };
  }
  if (rest === "false") {
    r.pos += 5;
    return { kind: "boolean", value: false };
  }
  if (rest.indexOf("null") === 0) {
    r.pos += 4;
    return { kind: "null" };
  }
  return undefined;
}

function skipDigits(r: Reader): void {
  while (isDigit(peek(r))) r.pos++;
}

function isDigit(c: string): boolean {
  return c.length === 1 && "0123456789".indexOf(c) >= 0;
}

function isHex(s: string): boolean {
  if (s.length !== 4) return false;
  for (let i = 0; i < 4; i++) {
    if ("0123456789abcdefABCDEF".indexOf(s.charAt(i)) < 0) return false;
  }
  return true;
}
