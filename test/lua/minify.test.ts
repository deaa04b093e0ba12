/**
 * The Lua minifier (tools/lua/minify.ts) changes nothing the VM runs: the minified bundles
 * compile to the same bytecode as TSTL's, the rule cases give the same outcomes on the minified
 * core, and tricky token pairs and scopes come through. The fake-host side (the built, minified
 * Avatar Card script on a full table) is in test/bench/bench.test.ts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { minify, needsSpace, tokenize } from "../../tools/lua/minify";
import { sameBytecode } from "../../tools/lua/bytecode";
import { runAction } from "../../src/core/actions";
import { loadChunk, loadCore, newState, normalise, read } from "../hosts/lua-vm";
import { CASES } from "../core/cases";

// fengari ships no types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fengari: any = createRequire(import.meta.url)("fengari");

/** Runs a chunk and reads its first result. */
function run(source: string): unknown {
  const L = newState();
  const ref = loadChunk(L, source, "t.lua");
  fengari.lua.lua_rawgeti(L, fengari.lua.LUA_REGISTRYINDEX, ref);
  return read(L, -1);
}

function same(source: string): string {
  const out = minify(source);
  expect(sameBytecode(source, out)).toBe(true);
  expect(run(out)).toEqual(run(source));
  expect(out.split("\n").length).toBe(source.split("\n").length);
  return out;
}

describe("the minifier's spacing", () => {
  it("keeps apart only what would run together", () => {
    expect(needsSpace("local", "x")).toBe(true);
    expect(needsSpace("-", "-")).toBe(true); // a comment
    expect(needsSpace("1", "..")).toBe(true); // a malformed number
    expect(needsSpace("..", ".5")).toBe(true); // ...
    expect(needsSpace("[", "[")).toBe(true); // a long string
    expect(needsSpace("=", "=")).toBe(true);
    expect(needsSpace("x", "1")).toBe(true);
    expect(needsSpace("1", "e")).toBe(true);
    expect(needsSpace("x", "=")).toBe(false);
    expect(needsSpace(")", "then")).toBe(false);
    expect(needsSpace('"a"', "..")).toBe(false);
    expect(needsSpace("..", "x")).toBe(false);
    expect(needsSpace("a", ".")).toBe(false);
  });

  it("reads numbers, strings and comments whole", () => {
    const kinds = (s: string) => tokenize(s).filter((t) => t.kind !== "space").map((t) => `${t.kind}:${t.text}`);
    expect(kinds("0x1p4 3e-2 .5 1..x")).toEqual(["number:0x1p4", "number:3e-2", "number:.5", "number:1..x"]);
    expect(kinds('"a\\"b" \'c\\\nd\' [==[x]]y]==]')).toEqual(['string:"a\\"b"', "string:'c\\\nd'", "string:[==[x]]y]==]"]);
    expect(kinds("a --[[ c\n ]] b -- d\nc")).toEqual(["name:a", "comment:--[[ c\n ]]", "name:b", "comment:-- d", "name:c"]);
  });

  it("tricky pairs survive, with the same bytecode and result", () => {
    same(`local a, b = 5, 2
local t = { [ [[k]] ] = a - -b, [1] = 1 .. 2, s = "x" .. .5 }
-- a comment
--[==[ a long
comment ]==]
return { t[ [[k]] ], t[1], t.s, a ~= b, a <= b, #"abc", 0x10, 1e2, not nil }`);
  });
});

describe("the minifier's renaming", () => {
  it("shadowing, `local x = x`, repeat-until, varargs, upvalues and labels mean what they meant", () => {
    const out = same(`local x = 1
local function f(...)
  local x = x + select("#", ...)
  local n = 0
  repeat local k = n; n = n + 1 until k >= 2
  for i = 1, 3 do
    local x = x * i
    if x > 5 then goto done end
  end
  ::done::
  return function() return x, n end
end
local g = f(1, 2)
return { g() }`);
    expect(out).toContain("::done::");
  });

  it("globals and fields keep their names; no local takes a global's name", () => {
    const out = same(`a = 10
local t = { a = 1 }
local function b(c) return c + a + t.a end
return { b(1), t.a }`);
    expect(out).toMatch(/\ba=10/);
    expect(out).toContain("a=1}");
  });

  it("self, implicit in a method, stays self", () => {
    const out = same(`local T = { v = 3 }
function T:get(k) return self.v + k end
return { T:get(1) }`);
    expect(out).toContain("self.v");
  });

  it("the bundles compile to the same bytecode as TSTL's output, line for line", () => {
    for (const f of ["dist/lua/core.lua", "dist/lua/table.lua", "dist/tts/avatar.full.lua"]) {
      const source = readFileSync(f, "utf8");
      const out = minify(source);
      expect({ f, same: sameBytecode(source, out) }).toEqual({ f, same: true });
      expect(out.split("\n").length).toBe(source.split("\n").length);
    }
  });

  it("the built Avatar Card script is the minified one, about half the readable one", () => {
    const full = readFileSync("dist/tts/avatar.full.lua", "utf8");
    const built = readFileSync("dist/tts/avatar.lua");
    expect(built.toString("utf8")).toBe(minify(full));
    expect(built.length).toBeLessThan(full.length * 0.6);
  });
});

describe("the rule cases on the minified core", () => {
  const dir = mkdtempSync(join(tmpdir(), "brw-minify-"));
  const file = join(dir, "core.lua");
  writeFileSync(file, minify(readFileSync("dist/lua/core.lua", "utf8")));
  const lua = loadCore(file);
  it("every case: the same outcome as the TypeScript", () => {
    for (const c of CASES) {
      const ts = runAction(structuredClone(c.snap), structuredClone(c.request));
      expect(normalise(lua.call("runAction", c.snap, c.request))).toEqual(normalise(ts));
    }
  });
});
