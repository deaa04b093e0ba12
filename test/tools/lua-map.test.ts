/** From a line of the built Lua back to TypeScript: the VLQ decoder, the bundle's modules, the real avatar.lua.map. */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LuaSourceMap, decodeMappings, decodeVlq, moduleBoundaries, moduleFile } from "../../tools/dev/lua-map";
import { errorLocations, plain } from "../../tools/dev/push";

const ROOT = resolve(__dirname, "../..");

describe("source map decoding", () => {
  it("decodes Base64 VLQ fields", () => {
    expect(decodeVlq("AAAA")).toEqual([0, 0, 0, 0]);
    expect(decodeVlq("AACA")).toEqual([0, 0, 1, 0]);
    expect(decodeVlq("D")).toEqual([-1]);
    expect(decodeVlq("gB")).toEqual([16]);
    expect(decodeVlq("2HQA")).toEqual([123, 8, 0]);
    expect(decodeVlq("wB")).toEqual([24]);
    expect(() => decodeVlq("g")).toThrow(/truncated/);
  });

  it("accumulates segments across lines, keeping those that name a source", () => {
    const lines = decodeMappings("AAAA,IAAI;;AACA,EAAE;A");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual([
      { genColumn: 0, source: 0, line: 0, column: 0 },
      { genColumn: 4, source: 0, line: 0, column: 4 },
    ]);
    expect(lines[1]).toEqual([]);
    expect(lines[2]).toEqual([
      { genColumn: 0, source: 0, line: 1, column: 4 },
      { genColumn: 2, source: 0, line: 1, column: 6 },
    ]);
    expect(lines[3]).toEqual([]);
  });

  it("finds a bundle's modules and their files", () => {
    const lua = 'local x\n["lualib_bundle"] = function(...)\nend,\n["src.core.avatar-effect"] = function(...)\nend,\n';
    expect(moduleBoundaries(lua)).toEqual([
      { line: 2, module: "lualib_bundle" },
      { line: 4, module: "src.core.avatar-effect" },
    ]);
    expect(moduleFile("src.core.avatar-effect")).toBe("src/core/avatar-effect.ts");
  });

  it("maps a line, stands in the nearest mapped line above for an unmapped one, and names the module without a map", () => {
    const lua = ['["src.core.model"] = function(...)', "local a = 1", "end", "", '["src.core.lodge"] = function(...)', "local b"].join(
      "\n",
    );
    // Line 2 → model.ts line 5 col 3; nothing else mapped.
    const map = { version: 3, sources: ["src/core/model.ts"], mappings: ";AAIE" };
    const m = new LuaSourceMap(lua, map, join(ROOT, "dist/tts/x.lua.map"), ROOT);
    expect(m.lookup(2)).toEqual({ file: "src/core/model.ts", line: 5, column: 3, exact: true, module: "src.core.model" });
    expect(m.lookup(3)).toEqual({ file: "src/core/model.ts", line: 5, column: 3, exact: false, module: "src.core.model" });
    expect(m.lookup(6)).toEqual({ file: "src/core/lodge.ts", exact: false, module: "src.core.lodge" });
    expect(m.lookup(99)).toBeUndefined();
  });
});

describe("the built avatar.lua.map (tstl.json has sourceMap)", () => {
  const luaFile = join(ROOT, "dist/tts/avatar.lua");
  // The shipped script is TSTL's output as it is: TTS's line is the script's line.
  const lua = readFileSync(luaFile, "utf8").split("\n");
  const map = LuaSourceMap.forFile(luaFile, ROOT);
  const luaLine = (needle: string) => lua.findIndex((l) => l.includes(needle)) + 1;
  const tsLine = (file: string, needle: string) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .findIndex((l) => l.includes(needle)) + 1;

  it("leads a line of the controller script back to its TypeScript line", () => {
    expect(map.hasMap).toBe(true);
    expect(map.lookup(luaLine("G.onLoad = function(state)"))).toMatchObject({
      file: "src/tts/avatar.ts",
      line: tsLine("src/tts/avatar.ts", "G.onLoad = "),
      exact: true,
    });
    expect(map.lookup(luaLine("function placeInstability(work, effects)"))).toMatchObject({
      file: "src/core/avatar-effect.ts",
      line: tsLine("src/core/avatar-effect.ts", "function placeInstability("),
    });
  });

  it("names TSTL's runtime library for its lines", () => {
    expect(map.lookup(luaLine('["lualib_bundle"] = function(...)') + 3)).toMatchObject({ module: "lualib_bundle", exact: false });
  });
});

describe("TTS error texts", () => {
  it("finds every :(line,col), :(line,col-col) and :(line,col-line,col)", () => {
    expect(errorLocations("chunk_3:(12,4-20): attempt to call a nil value")).toEqual([{ line: 12, column: 4 }]);
    expect(errorLocations("chunk_3:(1,9040-2,17): attempt to call a nil value")).toEqual([{ line: 1, column: 9040 }]);
    expect(errorLocations("chunk_0:(36,4): x (from chunk_0:(40,2-8))")).toEqual([
      { line: 36, column: 4 },
      { line: 40, column: 2 },
    ]);
    expect(errorLocations("no location")).toEqual([]);
  });

  it("drops TTS's BBCode from printed lines", () => {
    expect(plain("[ff0000]Jukas[-] is [b]here[/b]")).toBe("Jukas is here");
  });
});
