/**
 * The table bundle is checked for the MoonSharp traps that a regular expression can see
 * (docs/moonsharp.md): TTS runs this Lua, and none of these fail in fengari.
 */
import { readFileSync } from "node:fs";

const source = readFileSync("dist/lua/table.lua", "utf8");
const lines = source.split("\n");

function offending(pattern: RegExp): string[] {
  return lines.map((line, i) => `${i + 1}: ${line}`).filter((_, i) => pattern.test(lines[i]));
}

describe("dist/lua/table.lua avoids MoonSharp's traps", () => {
  it("no bare `local x` inside a function (MoonSharp may give it the loop's table)", () => {
    // Top-level `local f, g` lines are TSTL's forward declarations of functions, assigned at once.
    expect(offending(/^\s+local [A-Za-z_][\w, ]*$/)).toEqual([]);
  });

  it("no `error` with a table, no `table.remove` (arr.shift), no `%`, no `table.sort`", () => {
    expect(offending(/error\((?!"module ')/)).toEqual([]);
    expect(offending(/table\.remove/)).toEqual([]);
    expect(offending(/\s%\s/)).toEqual([]);
    expect(offending(/table\.sort/)).toEqual([]);
  });

  it("no globals TTS lacks: load, loadstring, dofile, io, debug, bit32", () => {
    expect(offending(/\b(loadstring|dofile|bit32)\b|(^|[^.\w])load\(|\bio\.|\bdebug\./)).toEqual([]);
  });
});
