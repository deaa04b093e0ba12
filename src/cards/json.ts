/**
 * Strict JSON (RFC 8259) that remembers where every value stands, so that a problem in a card
 * file can name its line. A syntax error gives line and column. Runs in Node (the checker, the
 * build); the mod itself never parses card files.
 */
import { lineAt, lineStartsOf } from "./lines";

export type JsonPath = (string | number)[];

export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

export interface DuplicateKey {
  /** The object that holds the key twice. */
  path: JsonPath;
  key: string;
  line: number;
  firstLine: number;
}

export interface ParsedJson {
  value: unknown;
  /** The line where the value at `path` starts (for an object's field: where its key starts). */
  lineOf(path: JsonPath): number | undefined;
  duplicates: DuplicateKey[];
}

export type JsonResult = { ok: true; json: ParsedJson } | { ok: false; error: JsonSyntaxError };

class Fail {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

export function parseJson(text: string): JsonResult {
  const lines = new Map<string, number>();
  const duplicates: DuplicateKey[] = [];
  // Line starts, to turn an offset into line and column.
  const starts = lineStartsOf(text);
  const lineOf = (offset: number): number => lineAt(starts, offset) + 1;

  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is allowed before the value

  const shown = (at: number): string => {
    if (at >= text.length) return "the end of the file";
    const c = text[at];
    if (c === "\n" || c === "\r") return "the end of the line";
    return JSON.stringify(c);
  };
  const fail = (message: string, at = i): never => {
    throw new Fail(at, message);
  };
  const space = (): void => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
    if (text.startsWith("//", i) || text.startsWith("/*", i)) fail('JSON allows no comments (use a "note" field)');
  };

  const value = (path: JsonPath, recordAt?: number): unknown => {
    space();
    lines.set(pathKey(path), lineOf(recordAt ?? i));
    const c = text[i];
    if (c === "{") return object(path);
    if (c === "[") return array(path);
    if (c === '"') return string();
    if (c === "-" || (c >= "0" && c <= "9")) return number();
    for (const [word, v] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return v;
      }
    }
    if (c === "'") return fail('strings take double quotes (") in JSON');
    return fail("expected a value, found " + shown(i));
  };

  const object = (path: JsonPath): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const firstLines = new Map<string, number>();
    i++;
    space();
    if (text[i] === "}") {
      i++;
      return out;
    }
    for (;;) {
      space();
      if (text[i] !== '"') {
        if (text[i] === "}") fail('a comma before "}": JSON allows no trailing comma');
        fail("expected a field name in double quotes, found " + shown(i));
      }
      const keyAt = i;
      const key = string();
      const line = lineOf(keyAt);
      const seen = firstLines.get(key);
      if (seen !== undefined) duplicates.push({ path, key, line, firstLine: seen });
      else firstLines.set(key, line);
      space();
      if (text[i] !== ":") fail('expected ":" after the field name ' + JSON.stringify(key) + ", found " + shown(i));
      i++;
      Object.defineProperty(out, key, { value: value([...path, key], keyAt), enumerable: true, writable: true, configurable: true });
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "}") {
        i++;
        return out;
      }
      fail('expected "," or "}" after the value of ' + JSON.stringify(key) + ", found " + shown(i));
    }
  };

  const array = (path: JsonPath): unknown[] => {
    const out: unknown[] = [];
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return out;
    }
    for (;;) {
      space();
      if (text[i] === "]") fail('a comma before "]": JSON allows no trailing comma');
      out.push(value([...path, out.length]));
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "]") {
        i++;
        return out;
      }
      fail('expected "," or "]" after an item of the list, found ' + shown(i));
    }
  };

  const string = (): string => {
    const start = i;
    i++;
    let out = "";
    for (;;) {
      if (i >= text.length) fail('a string that never ends (a missing closing ")', start);
      const c = text[i];
      if (c === '"') {
        i++;
        return out;
      }
      if (c === "\n" || c === "\r") fail('a string that never ends on its line (a missing closing ")', start);
      if (c < " ") fail("a control character inside a string (write it as an escape, e.g. \\t)");
      if (c === "\\") {
        const e = text[i + 1];
        const simple: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
        if (e !== undefined && Object.prototype.hasOwnProperty.call(simple, e)) {
          out += simple[e];
          i += 2;
        } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else fail("an unknown escape in a string: \\" + (e ?? ""));
      } else {
        out += c;
        i++;
      }
    }
  };

  const number = (): number => {
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
    if (m === null) return fail("a malformed number");
    i += m[0].length;
    if (/^[0-9A-Za-z_.]/.test(text[i] ?? "")) fail("a malformed number");
    return Number(m[0]);
  };

  try {
    const root = value([]);
    space();
    if (i < text.length) fail("more text after the end of the JSON value: " + shown(i));
    return { ok: true, json: { value: root, lineOf: (path) => lines.get(pathKey(path)), duplicates } };
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    const line = lineOf(e.at);
    return { ok: false, error: { line, column: e.at - starts[line - 1] + 1, message: e.message } };
  }
}
