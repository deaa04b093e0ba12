/**
 * Lua 5.2's tokens, as its lexer reads them: the minifier's output is its input's tokens, and
 * `needsSpace` says where two of them would run together without a blank between.
 */
export type TokenKind = "name" | "number" | "string" | "comment" | "space" | "op";

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

export const KEYWORDS = new Set(
  "and break do else elseif end false for function goto if in local nil not or repeat return then true until while".split(" "),
);

const OPERATORS = ["...", "..", "==", "~=", "<=", ">=", "::", "//", "<<", ">>"];

function isSpace(c: string): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\v" || c === "\f";
}
function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}
function isNameStart(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
}
function isNameChar(c: string): boolean {
  return isNameStart(c) || isDigit(c);
}

/** `[=*[` at i: the level (number of `=`), or -1. */
function longOpen(s: string, i: number): number {
  if (s[i] !== "[") return -1;
  let j = i + 1;
  while (s[j] === "=") j++;
  return s[j] === "[" ? j - i - 1 : -1;
}

function longEnd(s: string, from: number, level: number): number {
  const close = "]" + "=".repeat(level) + "]";
  const at = s.indexOf(close, from);
  if (at < 0) throw new Error(`unfinished long bracket at ${from}`);
  return at + close.length;
}

export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const start = i;
    const c = s[i];
    let kind: TokenKind;
    if (isSpace(c)) {
      while (i < s.length && isSpace(s[i])) i++;
      kind = "space";
    } else if (c === "-" && s[i + 1] === "-") {
      const level = longOpen(s, i + 2);
      if (level >= 0) i = longEnd(s, i + 2 + level + 2, level);
      else {
        const nl = s.indexOf("\n", i);
        i = nl < 0 ? s.length : nl;
      }
      kind = "comment";
    } else if (isNameStart(c)) {
      while (i < s.length && isNameChar(s[i])) i++;
      kind = "name";
    } else if (isDigit(c) || (c === "." && isDigit(s[i + 1] ?? ""))) {
      // As greedy as Lua 5.2's read_numeral: letters, digits, dots, and a sign after an exponent mark.
      const hex = c === "0" && (s[i + 1] === "x" || s[i + 1] === "X");
      i++;
      while (i < s.length) {
        const d = s[i];
        const exponent = hex ? d === "p" || d === "P" : d === "e" || d === "E";
        if (exponent && (s[i + 1] === "+" || s[i + 1] === "-")) i += 2;
        else if (isNameChar(d) || d === ".") i++;
        else break;
      }
      kind = "number";
    } else if (c === '"' || c === "'") {
      i++;
      while (i < s.length && s[i] !== c) {
        if (s[i] === "\\") i++;
        else if (s[i] === "\n") throw new Error(`unfinished string at ${start}`);
        i++;
      }
      if (i >= s.length) throw new Error(`unfinished string at ${start}`);
      i++;
      kind = "string";
    } else if (longOpen(s, i) >= 0) {
      const level = longOpen(s, i);
      i = longEnd(s, i + level + 2, level);
      kind = "string";
    } else {
      const op = OPERATORS.find((o) => s.startsWith(o, i));
      i += op === undefined ? 1 : op.length;
      kind = "op";
    }
    out.push({ kind, text: s.slice(start, i), start });
  }
  return out;
}

/** Whether `a` then `b` with nothing between would read as other tokens. */
export function needsSpace(a: string, b: string): boolean {
  try {
    const t = tokenize(a + b);
    return !(t.length === 2 && t[0].text === a && t[1].text === b);
  } catch {
    return true;
  }
}
