/**
 * What regular expressions can catch in built Lua that would fail on TTS's MoonSharp 2.0.0.0
 * (docs/moonsharp.md). Strings and comments are blanked first so that text never trips a check.
 */

/** Replaces string literals and comments with spaces, keeping line numbers. */
export function stripStringsAndComments(src: string): string {
  let out = "";
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  while (i < src.length) {
    const rest = src.slice(i);
    const long = /^(--)?\[(=*)\[/.exec(rest);
    if (long) {
      const close = "]" + long[2] + "]";
      const end = src.indexOf(close, i + long[0].length);
      const stop = end < 0 ? src.length : end + close.length;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (rest.startsWith("--")) {
      const end = src.indexOf("\n", i);
      const stop = end < 0 ? src.length : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (src[i] === '"' || src[i] === "'") {
      const q = src[i];
      let j = i + 1;
      while (j < src.length && src[j] !== q && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
      out += q + blank(src.slice(i + 1, j)) + q;
      i = j + 1;
    } else {
      out += src[i];
      i++;
    }
  }
  return out;
}

export interface Trap {
  line: number;
  what: string;
  text: string;
}

const CHECKS: { what: string; re: RegExp }[] = [
  { what: "global `load`/`loadstring`/`dofile` (TTS has none)", re: /(^|[^.\w:])(load|loadstring|dofile)\s*\(/ },
  { what: "`io` or `debug` library (TTS has none)", re: /(^|[^.\w])(io|debug)\s*\./ },
  { what: "`os` beyond time functions", re: /(^|[^.\w])os\.(?!time\b|clock\b|date\b|difftime\b)\w+/ },
  { what: "`//` integer division (Lua 5.3, not 5.2)", re: /\/\// },
  { what: "native bitwise operator (Lua 5.3, not 5.2)", re: /<<|>>|[^~=<>]&[^&]|\|(?!\|)|[^=~]~[^=]/ },
  { what: "`__mode` (weak tables do nothing on MoonSharp)", re: /(^|[^\w])__mode\b/ },
  { what: "`__gc` (does nothing on MoonSharp)", re: /(^|[^\w])__gc\b/ },
  { what: "`error` raised with a table (MoonSharp takes strings only)", re: /\berror\s*\(\s*(\{|__TS__New\s*\()/ },
  {
    what: "`throw new Error` in TypeScript (becomes error(table))",
    re: /__TS__New\(\s*Error\b|\b(Error|TypeError|RangeError)\s*=\s*__TS__/,
  },
  { what: "`arr.shift()` (table.remove(t, 1) fails on an empty table)", re: /__TS__ArrayShift|table\.remove\(\s*[\w.]+\s*,\s*1\s*\)/ },
  { what: "`Array.prototype.sort` (table.sort is not stable)", re: /__TS__ArraySort|table\.sort\s*\(/ },
  {
    what: "`goto` (MoonSharp 2.0.0.0 faults on one that leaves a block inside `while`/`repeat`: use luaTarget universal)",
    re: /(^|[^\w])goto\s+\w/,
  },
  { what: '`trim` (TSTL\'s is the pattern `(.-)`: "pattern too complex" past 64 characters; use trimSpaces)', re: /__TS__StringTrim/ },
  { what: "global `require` outside the bundle's own loader", re: /\b_G\.require\b|____originalRequire\s*\(\s*(?!file\b)/ },
];

/** A `local x` with no value: inside a `for … in` body MoonSharp hands it the loop's table. */
function bareLocals(code: string, original: string): Trap[] {
  const raw = original.split("\n");
  const traps: Trap[] = [];
  const lines = code.split("\n");
  lines.forEach((line, n) => {
    const m = /^(\s*)local\s+([\w, ]+)\s*$/.exec(line);
    // A module's top level (no indent in a TSTL bundle) runs once, in no loop: hoisting is safe there.
    if (!m || m[1] === "") return;
    const names = m[2].split(",").map((s) => s.trim());
    if (inLualib(raw, n)) return;
    if (!names.every((name) => hoisted(lines, n, name) || assignedNext(lines, n, name) || assignedByBothBranches(lines, n, name)))
      traps.push({ line: n + 1, what: "bare `local` with no value (initialise it: `= undefined`)", text: line.trim() });
  });
  return traps;
}

/** TSTL's hoisted function declarations: `local f` at the top, `function f(` below. */
function hoisted(lines: string[], n: number, name: string): boolean {
  return new RegExp(`^\\s*function ${name}\\(`, "m").test(lines.slice(n + 1).join("\n"));
}

/** `local f` then `f = function…` on the next line: TSTL's recursive local function. */
function assignedNext(lines: string[], n: number, name: string): boolean {
  const next = lines[n + 1];
  return next !== undefined && next.trim().startsWith(name + " = ");
}

/**
 * TSTL's own lualib (`["lualib_bundle"]` in a bundle) is left to TSTL's tests: its bare locals
 * sit in plain functions, not in `for … in` bodies, where MoonSharp's trap lies.
 */
function inLualib(lines: string[], n: number): boolean {
  for (let i = n; i >= 0; i--) {
    if (lines[i].startsWith('["lualib_bundle"]')) return true;
    if (lines[i].startsWith('["')) return false;
  }
  return false;
}

/** TSTL's ternary: `local t` / `if c then` / `t = a` / `else` / `t = b` / `end`: never read unset. */
function assignedByBothBranches(lines: string[], n: number, name: string): boolean {
  const [cond, first, els, second] = lines.slice(n + 1, n + 5).map((l) => l.trim());
  const assigns = (l: string) => l !== undefined && l.startsWith(name + " = ");
  return /^if .* then$/.test(cond ?? "") && assigns(first) && els === "else" && assigns(second);
}

/**
 * A Lua pattern with a repeated item (`*`, `+`, `-`): MoonSharp 2.0.0.0 never restores its
 * matcher's depth counter, so such an item fails with "pattern too complex" once it has matched
 * about 64 characters. A plain find (`…, nil, true)`) uses no pattern.
 */
function repeatedPatterns(lua: string): Trap[] {
  const traps: Trap[] = [];
  const call = /string\.(gsub|match|gmatch|find)\(\s*[^,]+,\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')([^)]*)\)/g;
  for (const m of lua.matchAll(call)) {
    const pattern = m[2].slice(1, -1);
    if (m[1] === "find" && /,\s*true\s*$/.test(m[3])) continue;
    if (!/(^|[^%])[*+-]/.test(pattern.replace(/%%/g, ""))) continue;
    const line = lua.slice(0, m.index).split("\n").length;
    traps.push({
      line,
      what: 'a Lua pattern with `*`, `+` or `-` ("pattern too complex" on MoonSharp past 64 characters)',
      text: m[0].replace(/\s+/g, " "),
    });
  }
  return traps;
}

/**
 * `math.huge` (TSTL's `Infinity`, and its lualib's `Number.isFinite`/`isInteger`) is the largest
 * double on MoonSharp, not infinity: use INFINITY and isFiniteNumber (src/core/numbers.ts). Only
 * lualib's `Number("Infinity")` may keep it: a string spelling infinity has no other meaning.
 */
function mathHuge(code: string, original: string): Trap[] {
  // Stripping keeps every character's place: blank in `code` what the allowance matches in the original.
  let allowed = code;
  for (const m of original.matchAll(/==\s*"-?Infinity"\s*then\s*return\s*-?math\.huge/g)) {
    allowed = allowed.slice(0, m.index) + m[0].replace(/[^\n]/g, " ") + allowed.slice(m.index + m[0].length);
  }
  const raw = original.split("\n");
  const traps: Trap[] = [];
  allowed.split("\n").forEach((line, n) => {
    if (/\bmath\.huge\b/.test(line))
      traps.push({ line: n + 1, what: "`math.huge` (the largest double on MoonSharp, not infinity: use INFINITY)", text: raw[n].trim() });
  });
  return traps;
}

export function findTraps(lua: string): Trap[] {
  const code = stripStringsAndComments(lua);
  const traps: Trap[] = [];
  code.split("\n").forEach((line, n) => {
    for (const check of CHECKS) {
      if (check.re.test(line)) traps.push({ line: n + 1, what: check.what, text: lua.split("\n")[n].trim() });
    }
  });
  return [...traps, ...bareLocals(code, lua), ...repeatedPatterns(lua), ...mathHuge(code, lua)];
}
