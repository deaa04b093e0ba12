/**
 * The Lua minifier (tools/lua/minify.ts) changes nothing the VM runs: the minified bundles
 * compile to the same bytecode as TSTL's (with only the renames and dead writes the minifier
 * proves safe: its `reference`), the rule cases give the same outcomes on the minified core, and
 * tricky token pairs, scopes, merged locals, module tables and their records come through. The
 * fake-host side (the built, minified Avatar Card script on a full table) is in
 * test/bench/bench.test.ts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { minify, minifyChunk, needsSpace, tokenize, type MinifyOptions } from "../../tools/lua/minify";
import { sameBytecode } from "../../tools/lua/bytecode";
import { decodeMappings } from "../../tools/dev/lua-map";
import { runAction } from "../../src/core/actions";
import { loadChunk, loadCore, newState, normalise, read } from "../../hosts/lua-vm";
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

/** Minifies, and checks the output compiles as its reference and runs as the input. */
function same(source: string, options: MinifyOptions = {}) {
  const m = minifyChunk(source, options);
  expect(sameBytecode(m.reference, m.code)).toBe(true);
  expect(run(m.code)).toEqual(run(source));
  return m;
}

/** The same, for changes that keep the bytecode as it is: the reference is the input. */
function identical(source: string, options: MinifyOptions = {}): string {
  const m = same(source, options);
  expect(sameBytecode(source, m.code)).toBe(true);
  return m.code;
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
    const kinds = (s: string) =>
      tokenize(s)
        .filter((t) => t.kind !== "space")
        .map((t) => `${t.kind}:${t.text}`);
    expect(kinds("0x1p4 3e-2 .5 1..x")).toEqual(["number:0x1p4", "number:3e-2", "number:.5", "number:1..x"]);
    expect(kinds('"a\\"b" \'c\\\nd\' [==[x]]y]==]')).toEqual(['string:"a\\"b"', "string:'c\\\nd'", "string:[==[x]]y]==]"]);
    expect(kinds("a --[[ c\n ]] b -- d\nc")).toEqual(["name:a", "comment:--[[ c\n ]]", "name:b", "comment:-- d", "name:c"]);
  });

  const tricky = `local a, b = 5, 2
local t = { [ [[k]] ] = a - -b, [1] = 1 .. 2, s = "x" .. .5 }
-- a comment
--[==[ a long
comment ]==]
return { t[ [[k]] ], t[1], t.s, a ~= b, a <= b, #"abc", 0x10, 1e2, not nil }`;

  it("tricky pairs survive, with the same bytecode and result, lines joined", () => {
    expect(identical(tricky).split("\n")).toHaveLength(1);
  });

  it("keeps every line break when asked to (lines: keep)", () => {
    expect(identical(tricky, { lines: "keep" }).split("\n")).toHaveLength(tricky.split("\n").length);
  });

  it("breaks a long line where a blank is due anyway", () => {
    const source = Array.from({ length: 200 }, (_, i) => `local v${i} = ${i}\nprint(v${i})`).join("\n");
    const out = identical(source);
    expect(out.length).toBeLessThan(source.length);
    for (const line of out.split("\n")) expect(line.length).toBeLessThan(220);
  });
});

describe("the minifier's renaming", () => {
  it("shadowing, `local x = x`, repeat-until, varargs, upvalues and labels mean what they meant", () => {
    const out = identical(`local x = 1
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
    expect(out).not.toContain("done");
  });

  it("labels: one short name per label of a function, none a variable's", () => {
    const out = identical(`local function f(t)
  local n = 0
  for _, v in ipairs(t) do
    do
      if v < 0 then goto __continue1 end
      n = n + v
    end
    ::__continue1::
  end
  return n
end
local function g(t)
  for _, v in ipairs(t) do
    do
      if v > 0 then goto __continue1 end
    end
    ::__continue1::
  end
  return 0
end
return { f({ 1, -2, 3 }), g({ 1 }) }`);
    expect(out).not.toContain("__continue");
    const labels = [...out.matchAll(/::(\w+)::/g)].map((m) => m[1]);
    const variables = new Set([...out.matchAll(/local (?:function )?(\w+)/g)].map((m) => m[1]));
    expect(labels.some((l) => variables.has(l))).toBe(false);
  });

  it("globals and fields keep their names; no local takes a global's name", () => {
    const out = identical(`a = 10
local t = { a = 1 }
local function b(c) return c + a + t.a end
return { b(1), t.a }`);
    expect(out).toMatch(/\ba=10/);
    expect(out).toContain("a=1}");
  });

  it("self, implicit in a method, stays self", () => {
    const out = identical(`local T = { v = 3 }
function T:get(k) return self.v + k end
return { T:get(1) }`);
    expect(out).toContain("self.v");
  });
});

describe("the minifier's other rewrites (the same bytecode)", () => {
  const plain: MinifyOptions = { rename: false, modules: false };

  it("merges runs of `local` whose values read no local of the run", () => {
    const out = identical(
      `local t = { x = 1, y = 2 }
local a = t.x
local b, c = t.y, 3
local d = a + b
local e = nil
local f = function() return e end
return { a, b, c, d, e == nil, f() == nil }`,
      plain,
    );
    expect(out).toBe(
      "local t={x=1,y=2}local a,b,c=t.x,t.y,3 local d,e=a+b,nil local f=function()return e end return{a,b,c,d,e==nil,f()==nil}",
    );
  });

  it("keeps apart a `local` with fewer values than names, and a local function", () => {
    const out = identical(
      `local function two() return 1, 2 end
local a = 0
local b, c = two()
local function g() return a end
local h = 5
return { a, b, c, g(), h }`,
      plain,
    );
    expect(out).toBe(
      "local function two()return 1,2 end local a=0 local b,c=two()local function g()return a end local h=5 return{a,b,c,g(),h}",
    );
  });

  it('writes f("s") as f"s" and f({…}) as f{…}', () => {
    const out = identical(
      `local function f(x) return type(x) end
local t = { m = function(self, x) return x end }
return { f("a"), f({ 1 }), t:m("b"), f(("c")), f("d", "e") }`,
      plain,
    );
    expect(out).toContain('return{f"a",f{1},t:m"b",f(("c")),f("d","e")}');
  });

  it("gives a local table's keys short names when nothing but t.name touches it", () => {
    const m = same(`local t = { x = 1, y = 2 }
t.z = t.x + t.y
local u = { x = 1 }
local n = 0
for _ in pairs(u) do n = n + 1 end
return { t.z, u.x, n }`);
    // t's keys are short; u is enumerated, and keeps its x.
    expect(m.code).not.toMatch(/y=2|\.[yz]\b/);
    expect(m.code).toMatch(/\w\.x\b/);
    expect(m.code).toContain("{x=1}");
  });
});

describe("records through locals, functions and `or`", () => {
  /** The output, and whether the keys named are all gone (renamed). */
  const renamed = (source: string, keys: string[]) => {
    const m = same(source);
    return keys.map((k) => ({ k, renamed: !new RegExp(`\\b${k}\\b`).test(m.code) }));
  };
  const all = (keys: string[], renamedToo: boolean) => keys.map((k) => ({ k, renamed: renamedToo }));

  it("follows a table into a local function's parameter and out of its return, and tables that meet share their names", () => {
    const keys = ["alpha", "beta", "gamma"];
    expect(
      renamed(
        `local function make(n) if n > 1 then return {alpha = n, beta = 2} end return {alpha = 0, gamma = 1} end
local function sum(t) if t == nil then return 0 end return t.alpha + (t.beta or 0) + (t.gamma or 0) end
local x = make(2)
local y = make(0)
local z = x or y
return {sum(x), sum(y), sum(z), sum(nil)}`,
        keys,
      ),
    ).toEqual(all(keys, true));
  });

  const unknown: [string, string][] = [
    [
      "a local assigned what is not a known table",
      "local t = {alpha = 1}\nif #arg0 > 0 then t = setmetatable({}, {__index = function() return 5 end}) end\nreturn {t.alpha}",
    ],
    [
      "a parameter handed what is not a known table",
      "local function f(t) return t.alpha end\nreturn {f({alpha = 1}), f(setmetatable({}, {__index = function() return 5 end}))}",
    ],
    [
      "a function that returns what is not a known table",
      "local function g(c) if c then return {alpha = 1} end return setmetatable({}, {__index = function() return 5 end}) end\nreturn {g(true).alpha, g(false).alpha}",
    ],
    [
      "`or` with what is not a known table",
      "local function g(d) local t = d or {alpha = 1} return t.alpha end\nreturn {g(nil), g(setmetatable({}, {__index = function() return 5 end}))}",
    ],
    [
      "a local function used as a value",
      "local function f(t) return t.alpha end\nlocal h = f\nreturn {f({alpha = 1}), h(setmetatable({}, {__index = function() return 5 end}))}",
    ],
    ["`...`", "local function f(...) local t = ... return t.alpha end\nreturn {f({alpha = 1})}"],
    ["`...` past the names", "local function f(a, ...) local t = select(2, ...) return t.alpha end\nreturn {f(1, 2, {alpha = 1})}"],
    [
      "a function's second value",
      "local function two() return 1, {alpha = 1} end\nlocal function f(a, t) return t.alpha end\nreturn {f(two())}",
    ],
  ];
  for (const [what, body] of unknown) {
    it(`keeps the keys of a table that meets ${what}`, () => {
      const source = `local arg0 = {}\n${body}`;
      expect(renamed(source, ["alpha"])).toEqual(all(["alpha"], false));
    });
  }
});

describe("records in lists (elements: T[#T + 1] = v, T[i + 1], ipairs, {…}, {table.unpack(T)})", () => {
  const renamed = (source: string, keys: string[]) => {
    const m = same(source);
    return keys.map((k) => ({ k, renamed: !new RegExp(`\\b${k}\\b`).test(m.code) }));
  };
  const all = (keys: string[], renamedToo: boolean) => keys.map((k) => ({ k, renamed: renamedToo }));

  it("follows a table pushed onto a list, read by index, by ipairs, copied by unpack, found by a numeric for", () => {
    const keys = ["alpha", "beta", "gamma"];
    expect(
      renamed(
        `local list = {}
list[#list + 1] = {alpha = 1, beta = 2}
list[#list + 1] = {alpha = 3, beta = 4}
local more = {{alpha = 5, beta = 6, gamma = 0}, list[1]}
local copy = {table.unpack(list)}
local function indexOf(self, x)
    for i = 1, #self do if self[i] == x then return i end end
    return 0
end
local sum = 0
for _, r in ipairs(copy) do sum = sum + r.alpha * r.beta end
for i = 1, #more do sum = sum + more[i].alpha end
return {sum, list[#list].beta, copy[2].alpha, more[1].gamma, indexOf(list, copy[2]), #list}`,
        keys,
      ),
    ).toEqual(all(keys, true));
  });

  const escapes: [string, string][] = [
    ["enumerated", "for k, v in pairs(list) do n = n + 1 end"],
    ["sorted", "table.sort(list, function(a, b) return a.alpha < b.alpha end)"],
    ["handed on", "n = select('#', table.unpack(list))"],
    ["given an element that is not a known table", "list[#list + 1] = setmetatable({}, {__index = function() return 5 end})"],
    ["grown by table.insert", "table.insert(list, {alpha = 9})"],
  ];
  for (const [how, code] of escapes) {
    it(`keeps the keys of its elements when the list is ${how}`, () => {
      const source = `local list = {}
list[#list + 1] = {alpha = 1}
local n = 0
${code}
local total = 0
for _, r in ipairs(list) do total = total + r.alpha end
return {n, total}`;
      expect(renamed(source, ["alpha"])).toEqual(all(["alpha"], false));
    });
  }

  it("knows values that are no table: strings made by the string library, tostring, concatenation, a local function's return, a record's string key", () => {
    const keys = ["alpha", "label"];
    expect(
      renamed(
        `local function name(n) return "n" .. n end
local list = {}
local r = {alpha = 1, label = "a"}
list[#list + 1] = r
local words = {}
words[#words + 1] = tostring(1)
words[#words + 1] = string.rep("x", 2)
words[#words + 1] = name(3)
words[#words + 1] = r.label
local mixed = {r, words[1]}
return {list[1].alpha, table.concat(words, ","), mixed[1].alpha, #mixed}`,
        keys,
      ),
    ).toEqual(all(keys, true));
  });

  it("keeps the keys of a list's records when it also holds what a global function gives", () => {
    const source = `function made() return setmetatable({}, {__index = function() return 5 end}) end
local list = {{alpha = 1}}
list[#list + 1] = made()
local total = 0
for _, r in ipairs(list) do total = total + r.alpha end
return {total}`;
    expect(renamed(source, ["alpha"])).toEqual(all(["alpha"], false));
  });

  it("follows a table through a helper that only tests what it is given, foreign tables included", () => {
    expect(
      renamed(
        `local function isTable(x) return type(x) == "table" and x ~= nil end
local r = {alpha = 1}
local n = (isTable(r) and 1 or 0) + (isTable(setmetatable({}, {__index = function() return 5 end})) and 1 or 0)
return {r.alpha, n}`,
        ["alpha"],
      ),
    ).toEqual(all(["alpha"], true));
  });

  it("gives records that meet only where no key is read names of their own: one may keep its keys, the other not", () => {
    const m = same(`local function indexOf(self, x) for i = 1, #self do if self[i] == x then return i end end return 0 end
local a = {alpha = 1}
local b = {alpha = 2}
local keys = 0
for _ in pairs(b) do keys = keys + 1 end
return {a.alpha, b.alpha, indexOf({a}, a) + indexOf({b}, b), keys}`);
    expect(m.code).toContain("{alpha=2}");
    expect(m.code).not.toContain("{alpha=1}");
  });

  it("follows a table through a map (T[k] with any key) that has no names of its own", () => {
    const keys = ["alpha"];
    expect(
      renamed(
        `local byName = {}
byName["#" .. "a"] = {alpha = 1}
byName["#" .. "b"] = {alpha = 2}
local k = "#a"
return {byName[k].alpha + byName["#b"].alpha}`,
        keys,
      ),
    ).toEqual(all(keys, true));
  });

  it("keeps a record's names when it is also read by a key that may be one of them", () => {
    const source = `local r = {alpha = 1}
local k = #arg0 > 0 and 1 or "alpha"
return {r.alpha, r[k]}`;
    expect(renamed(`local arg0 = {}\n${source}`, ["alpha"])).toEqual(all(["alpha"], false));
  });

  it("keeps an element whose list is read only for its length", () => {
    const m = same(`local list = {}
list[#list + 1] = {alpha = 1}
list[#list + 1] = {alpha = 2}
return {#list}`);
    expect(run(m.code)).toEqual([2]);
  });
});

describe("records through a module's functions", () => {
  const lib = `local ____exports = {}
function ____exports.make(n)
    return {alpha = n, beta = n + 1}
end
function ____exports.total(t)
    return t.alpha + t.beta
end
return ____exports`;

  it("follows a table out of an exported function and into another, through `local f = M.f`", () => {
    const source = bundle({
      lib,
      main: `local ____exports = {}
local ____lib = require("lib")
local make = ____lib.make
local ____total_1 = ____lib.total
____exports.v = ____total_1(make(2))
return ____exports`,
    });
    const m = same(source);
    for (const name of ["alpha", "beta", "make", "total"]) expect({ name, in: m.code.includes(name) }).toEqual({ name, in: false });
    expect(run(m.code)).toEqual({ v: 5 });
  });

  it("keeps the table's keys when the function is also handed on", () => {
    const source = bundle({
      lib,
      main: `local ____exports = {}
local ____lib = require("lib")
local f = ____lib.total
____exports.v = pcall(f, setmetatable({}, {__index = function() return 1 end}))
____exports.w = f(____lib.make(2))
return ____exports`,
    });
    const m = same(source);
    expect(m.code).toContain("alpha");
    expect(run(m.code)).toEqual({ v: true, w: 5 });
  });
});

describe("the minifier's map", () => {
  it("leads each output token to its place in the input", () => {
    const source = `local first = "alpha"\n\nlocal function f(x)\n  return x .. "beta"\nend\n-- comment\nreturn { f(first), "gamma" }\n`;
    const m = minifyChunk(source);
    const lines = decodeMappings(m.map.mappings);
    const srcLines = source.split("\n");
    const outLines = m.code.split("\n");
    for (const word of ['"alpha"', '"beta"', '"gamma"']) {
      const outLine = outLines.findIndex((l) => l.includes(word));
      const col = outLines[outLine].indexOf(word);
      const seg = lines[outLine].find((s) => s.genColumn === col)!;
      expect(srcLines[seg.line].slice(seg.column)).toMatch(new RegExp("^" + word));
    }
  });
});

// ---- bundles ------------------------------------------------------------------------------

const PRELUDE = `
local ____modules = {}
local ____moduleCache = {}
local ____originalRequire = require
local function require(file, ...)
    if ____moduleCache[file] then
        return ____moduleCache[file].value
    end
    if ____modules[file] then
        local module = ____modules[file]
        local value = nil
        if (select("#", ...) > 0) then value = module(...) else value = module(file) end
        ____moduleCache[file] = { value = value }
        return value
    else
        if ____originalRequire then
            return ____originalRequire(file)
        else
            error("module '" .. file .. "' not found")
        end
    end
end
`;

/** A bundle as TSTL writes one: `main` is the entry; the chunk returns its table. */
function bundle(modules: { [name: string]: string }, prelude = PRELUDE): string {
  const body = Object.entries(modules)
    .map(([name, code]) => `["${name}"] = function(...) \n${code}\n end,`)
    .join("\n");
  return `${prelude}____modules = {\n${body}\n}\nlocal ____entry = require("main", ...)\nreturn ____entry\n`;
}

const LIB = `local ____exports = {}
function ____exports.double(x)
    return x * 2
end
____exports.greeting = "hi"
____exports.errors = {noThing = function(what) return "no " .. what end, tooMany = function() return "too many" end}
return ____exports`;

describe("module tables and the records they hold", () => {
  it("gets short keys and short module names when nothing but X.name touches them", () => {
    const source = bundle({
      lib: LIB,
      main: `local ____exports = {}
local ____lib = require("lib")
local double = ____lib.double
local errors = ____lib.errors
____exports.result = (double(21) .. ____lib.greeting) .. errors.noThing("cake")
return ____exports`,
    });
    const m = same(source);
    for (const name of ["double", "greeting", "noThing", "tooMany", '"lib"', "errors"])
      expect({ name, in: m.code.includes(name) }).toEqual({ name, in: false });
    // The entry module's table is the chunk's result: its keys stay.
    expect(m.code).toContain("result");
    expect(m.kept.get("main")).toMatch(/used as a value/);
    expect(run(m.code)).toEqual({ result: "42hino cake" });
  });

  const escapes: [string, string, RegExp][] = [
    ["enumerated", "for k in pairs(____lib) do n = n + 1 end", /used as a value/],
    ["indexed", 'n = ____lib["greeting"] == "hi" and 1 or 0', /a key that may be one of its names/],
    ["handed on", "n = select('#', ____lib)", /used as a value/],
    ["a method call", "if n > 0 then ____lib:double() end", /self/],
    ["assigned what is not a known table", "if n > 0 then ____lib = setmetatable({}, {}) end", /gets what is not a known record/],
    ["returned", "n = (function() return ____lib end)().double(1)", /used as a value/],
  ];
  for (const [how, code, why] of escapes) {
    it(`keeps a module's keys when its table is ${how}`, () => {
      const source = bundle({
        lib: LIB,
        main: `local ____exports = {}
local ____lib = require("lib")
local n = 0
${code}
____exports.n = n
____exports.d = ____lib.double(2)
return ____exports`,
      });
      const m = same(source);
      expect(m.kept.get("lib")).toMatch(why);
      expect(m.code).toContain("greeting");
      expect(m.code).toContain("double");
      // The records it holds go with it.
      expect(m.code).toContain("noThing");
    });
  }

  it("keeps a record's keys when it is handed on, and its module's keys stay short", () => {
    const source = bundle({
      lib: LIB,
      main: `local ____exports = {}
local ____lib = require("lib")
local count = 0
for _ in pairs(____lib.errors) do count = count + 1 end
____exports.count = count
____exports.d = ____lib.double(2)
return ____exports`,
    });
    const m = same(source);
    expect(m.code).toContain("noThing");
    expect(m.code).not.toContain("double");
    expect(run(m.code)).toEqual({ count: 2, d: 4 });
  });

  const twice = (second: string) =>
    bundle({
      lib: `local ____exports = {}
____exports.t = {alpha = 1}
function ____exports.reset()
    ____exports.t = ${second}
end
return ____exports`,
      main: `local ____exports = {}
local ____lib = require("lib")
____exports.before = ____lib.t.alpha
____lib.reset()
____exports.after = ____lib.t.alpha + ____lib.t.beta
return ____exports`,
    });

  it("follows the records at a key written twice: they meet there, and share their names", () => {
    const m = same(twice("{alpha = 2, beta = 3}"));
    for (const name of ["alpha", "beta", "reset"]) expect({ name, in: m.code.includes(name) }).toEqual({ name, in: false });
    expect(run(m.code)).toEqual({ before: 1, after: 5 });
  });

  it("keeps a record's keys at a key also given what is not a known table", () => {
    const m = same(twice("setmetatable({beta = 3}, {__index = function() return 2 end})"));
    expect(m.code).toContain("alpha");
    expect([...m.kept.values()].some((why) => /also given what is not a known record/.test(why))).toBe(true);
    expect(run(m.code)).toEqual({ before: 1, after: 5 });
  });

  it("renames nothing of a bundle whose loader is not TSTL's", () => {
    const source = bundle(
      { lib: LIB, main: `local ____exports = {}\n____exports.d = require("lib").double(1)\nreturn ____exports` },
      PRELUDE.replace("local value = nil", "local value = false"),
    );
    const m = same(source);
    expect(m.modulesNone).toMatch(/loader/);
    expect(m.code).toContain("double");
    expect(m.code).toContain('"lib"');
  });

  it("keeps module names when a module reads its `...` (require passes the name)", () => {
    const source = bundle({
      lib: `local ____exports = {}\n____exports.name = ...\nreturn ____exports`,
      main: `local ____exports = {}\n____exports.n = require("lib").name\nreturn ____exports`,
    });
    const m = same(source);
    expect(m.code).toContain('"lib"');
    expect(run(m.code)).toEqual({ n: "lib" });
  });

  it("merges no `local` run inside a function it leaves out", () => {
    const source = bundle({
      lib: `local ____exports = {}
function ____exports.unused(n)
    local a = {}
    local b = {}
    return #a + #b + n
end
function ____exports.used(n)
    return n * 2
end
return ____exports`,
      main: `local ____exports = {}
local ____lib = require("lib")
____exports.v = ____lib.used(2)
return ____exports`,
    });
    const m = same(source);
    expect(m.code).not.toMatch(/,,/);
    expect(run(m.code)).toEqual({ v: 4 });
  });

  it("leaves out no write inside a function: the script runs the same instructions as its readable twin", () => {
    const source = bundle({
      lib: `local ____exports = {}
function ____exports.make(n)
    return {alpha = n, beta = n + 1}
end
return ____exports`,
      main: `local ____exports = {}
local ____lib = require("lib")
____exports.v = ____lib.make(2).alpha
return ____exports`,
    });
    const m = same(source);
    expect(m.code).toContain("+1");
    expect(run(m.code)).toEqual({ v: 2 });
  });

  it("leaves out writes no code reads, and what only they read, but never what may have an effect", () => {
    const source = bundle({
      lib: `local ____exports = {}
local function helper(x)
    return x + 1
end
local ____unusedText = "a sentence nobody reads"
function ____exports.used(x)
    return x * 3
end
function ____exports.unused(x)
    return helper(x) .. ____unusedText
end
____exports.TABLE = {1, 2, 3}
____exports.effect = tostring(7)
return ____exports`,
      main: `local ____exports = {}
local ____lib = require("lib")
____exports.v = ____lib.used(2)
return ____exports`,
    });
    const m = same(source);
    expect(m.dead).toBeGreaterThanOrEqual(4);
    for (const gone of ["nobody reads", "x+1", "{1,2,3}"]) expect({ gone, in: m.code.includes(gone) }).toEqual({ gone, in: false });
    expect(m.code).toContain("tostring(7)");
    expect(run(m.code)).toEqual({ v: 6 });
  });
});

describe("the built bundles", () => {
  it("compile to the same bytecode as TSTL's output, with only the proven renames and dead writes", () => {
    for (const f of ["dist/lua/core.lua", "dist/lua/table.lua", "dist/tts/avatar.full.lua"]) {
      const source = readFileSync(f, "utf8");
      const m = minifyChunk(source);
      expect({ f, same: sameBytecode(m.reference, m.code) }).toEqual({ f, same: true });
      // Line for line, no renames of keys: the very bytecode of the input.
      const kept = minifyChunk(source, { lines: "keep", modules: false });
      expect({ f, same: sameBytecode(source, kept.code) }).toEqual({ f, same: true });
      expect(kept.code.split("\n").length).toBe(source.split("\n").length);
    }
  });

  it("the built Avatar Card script is the minified one, with its map", () => {
    const full = readFileSync("dist/tts/avatar.full.lua", "utf8");
    const built = readFileSync("dist/tts/avatar.lua", "utf8");
    const m = minifyChunk(full);
    expect(built).toBe(m.code);
    expect(Buffer.byteLength(built)).toBeLessThan(full.length * 0.45);
    const map = JSON.parse(readFileSync("dist/tts/avatar.lua.min.map", "utf8"));
    expect(map.mappings).toBe(m.map.mappings);
    expect(map.sources).toEqual(["avatar.full.lua"]);
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
