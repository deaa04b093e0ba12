/** Every built Lua bundle is free of what MoonSharp (TTS's Lua) lacks; and the check itself works. */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findTraps } from "./moonsharp-traps";

function bundles(): string[] {
  const out: string[] = [];
  for (const dir of ["dist/lua", "dist/tts"]) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) if (f.endsWith(".lua")) out.push(join(dir, f));
  }
  return out;
}

describe("built Lua runs on MoonSharp", () => {
  it("R11 the core bundle exists (built by the test run)", () => {
    expect(bundles()).toContain(join("dist/lua", "core.lua"));
  });
  for (const file of bundles()) {
    it(`${file} has none of MoonSharp's traps`, () => {
      const traps = findTraps(readFileSync(file, "utf8")).map((t) => `${file}:${t.line} ${t.what}: ${t.text}`);
      expect(traps).toEqual([]);
    });
  }
});

describe("the trap check catches each trap", () => {
  const cases: [string, string][] = [
    ["local f = load(s)", "load"],
    ["local s = loadstring(x)", "load"],
    ["dofile('a')", "dofile"],
    ["io.write(x)", "io"],
    ["debug.traceback()", "debug"],
    ["os.exit(1)", "os"],
    ["local x = a // b", "//"],
    ["local x = a & b", "bitwise"],
    ["local x = a | b", "bitwise"],
    ["local x = a ~ b", "bitwise"],
    ["local x = a << 2", "bitwise"],
    ["setmetatable(t, {__mode = 'k'})", "__mode"],
    ["setmetatable(t, {__gc = f})", "__gc"],
    ['error(__TS__New(Error, "x"), 0)', "error"],
    ["error({ msg = 1 })", "error"],
    ["local v = __TS__ArrayShift(queue)", "shift"],
    ["local v = table.remove(queue, 1)", "shift"],
    ["table.sort(t, cmp)", "sort"],
    ["while i < 4 do\n  if c then goto __continue end\n  ::__continue::\nend", "goto"],
    ["local s = __TS__StringTrim(name)", "trim"],
    ["local best = math.huge", "math.huge"],
    ['local s = string.gsub(self, "^%s*(.-)%s*$", "%1")', "pattern"],
    ['local a = string.match(s, "x+")', "pattern"],
    ["local a = string.find(\n  s,\n  'a.-b'\n)", "pattern"],
    ["for _, v in ipairs(t) do\n  local x\nend", "bare `local`"],
    ["  local t\n  if c then\n    t = 1\n  end", "bare `local`"],
  ];
  for (const [lua, what] of cases) {
    it(`flags ${JSON.stringify(lua)}`, () => {
      expect(
        findTraps(lua)
          .map((t) => t.what)
          .join(" | "),
      ).toContain(what);
    });
  }
  const clean = [
    'print("a // b, io.write, load(x), a & b")',
    "-- load(x) in a comment",
    "local x = nil",
    "local f\nx = 1\nfunction f(a)\nend",
    "local t\nif c then\n  t = nil\nelse\n  t = 2\nend",
    "local a, B_CONST\nB_CONST = 3",
    "if a ~= b then end",
    "local s = os.time()",
    'error("plain string", 0)',
    'local s = string.gsub(value, "%s", "")',
    'local i = string.find(t, "a-b", nil, true)',
    'local s = string.gsub(v, "%-", "x")',
    "local gone = 1 -- goto x in a comment",
  ];
  for (const lua of clean) {
    it(`passes ${JSON.stringify(lua)}`, () => expect(findTraps(lua)).toEqual([]));
  }
});
