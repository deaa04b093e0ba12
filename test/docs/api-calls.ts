/**
 * The platform API calls the shipped mod makes, listed from what ships (issue 37): for TTS, the
 * Lua of every script in the built saves, parsed with luaparse; for TTPG, src/ttpg through
 * TypeScript's checker (the bundle inlines the mod's own code, so its calls are the adapter's).
 * docs/fake-tts.md and docs/ttpg.md hold one row per call (test/docs/api-tables.test.ts).
 */
import luaparse from "luaparse";
import ts from "typescript";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Lua's own globals: no TTS call. */
const LUA = new Set(
  "string table math os coroutine pairs ipairs type tostring tonumber select next error pcall xpcall setmetatable getmetatable rawget rawset rawequal rawlen unpack assert _G bit32 utf8 collectgarbage require".split(
    " ",
  ),
);
/** Lua's string methods (s:sub(…)) and library functions under a local alias: no TTS call. */
const LUA_MEMBERS = new Set(
  "byte char dump find format gmatch gsub len lower match rep reverse sub upper abs ceil floor max min sin cos sqrt huge random concat insert remove sort unpack time clock date".split(
    " ",
  ),
);

type Node = { type: string; [k: string]: unknown };

/**
 * The names TTS's objects and players have as members, from the TTS declarations the TypeScript
 * is written against (@typed-tabletop-simulator/declaration): a member call of one of these on
 * a value is a TTS call; any other is the mod's own.
 */
const TTS_MEMBERS = ((): Set<string> => {
  const out = new Set<string>();
  const dir = "node_modules/@typed-tabletop-simulator/declaration/src";
  for (const file of ["object.d.ts", "objectBehavior.d.ts", "player.d.ts"]) {
    const sf = ts.createSourceFile(file, readFileSync(join(dir, file), "utf8"), ts.ScriptTarget.Latest);
    const visit = (n: ts.Node): void => {
      if ((ts.isMethodSignature(n) || ts.isPropertySignature(n) || ts.isMethodDeclaration(n)) && ts.isIdentifier(n.name))
        out.add(n.name.text);
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
})();

function isCall(n: Node): boolean {
  return n.type === "CallExpression" || n.type === "StringCallExpression" || n.type === "TableCallExpression";
}

function each(n: unknown, fn: (n: Node) => void): void {
  if (n === null || typeof n !== "object") return;
  if (Array.isArray(n)) {
    for (const c of n) each(c, fn);
    return;
  }
  const node = n as Node;
  if (typeof node.type === "string") fn(node);
  for (const k of Object.keys(node)) if (k !== "type") each(node[k], fn);
}

/**
 * The TTS calls in one Lua chunk, as the tables name them: a global function (`getObjectsWithTag`),
 * a member of a global (`UI.setXml`, `Turns.order`, `self.getGUID`), `Player[colour]`, and a
 * member called on a value (`:takeObject`: an object's or a player's; a name the chunk itself
 * defines as a function is the mod's own).
 */
export function ttsCalls(lua: string): Set<string> {
  const ast = luaparse.parse(lua, { scope: true, luaVersion: "5.2", comments: false }) as unknown;
  const own = new Set<string>();
  const named = (n: unknown) => (n as { name: string }).name;
  // A name the chunk sets as a member anywhere (a function, or a field it later calls) is its own.
  // A module's export (`function ____exports.call(…)`) takes no self: called with `:`, the name
  // is an object's (obj:call is TTS's Object.call), not the module's.
  const exported = new Set<string>();
  each(ast, (n) => {
    const id = n.identifier as Node | null;
    if (n.type === "FunctionDeclaration" && id?.type === "MemberExpression") {
      const base = id.base as Node;
      (base.type === "Identifier" && named(base) === "____exports" ? exported : own).add(named(id.identifier));
    }
    if (n.type === "TableKeyString") own.add(named(n.key));
    if (n.type === "AssignmentStatement")
      for (const v of n.variables as Node[]) if (v.type === "MemberExpression") own.add(named(v.identifier));
  });
  const out = new Set<string>();
  const global = (b: Node) => b.type === "Identifier" && b.isLocal !== true && !LUA.has(named(b));
  each(ast, (n) => {
    if (n.type === "MemberExpression" && global(n.base as Node)) out.add(named(n.base) + "." + named(n.identifier));
    if (n.type === "IndexExpression" && global(n.base as Node)) out.add(named(n.base) + "[colour]");
    if (!isCall(n)) return;
    const base = n.base as Node;
    if (global(base)) out.add(named(base));
    if (base.type !== "MemberExpression" || global(base.base as Node)) return;
    const name = named(base.identifier);
    if (LUA_MEMBERS.has(name) || !TTS_MEMBERS.has(name)) return;
    // `x.f(…)` on a module's table is the mod's own; `x:f(…)` passes x as self, as TTS's objects take it.
    if (base.indexer === "." && (own.has(name) || exported.has(name))) return;
    out.add(":" + name);
  });
  return out;
}

/** Every LuaScript (objects, contained ones, Global) in the built TTS saves. */
export function shippedLua(dir = "dist/tts"): { where: string; lua: string }[] {
  const out: { where: string; lua: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const save = JSON.parse(readFileSync(join(dir, file), "utf8")) as { LuaScript?: string; ObjectStates?: unknown[] };
    if (save.LuaScript) out.push({ where: `${join(dir, file)} Global`, lua: save.LuaScript });
    const visit = (o: { LuaScript?: string; Nickname?: string; GUID?: string; ContainedObjects?: unknown[] }) => {
      if (o.LuaScript) out.push({ where: `${join(dir, file)}: ${o.Nickname ?? ""} ${o.GUID ?? ""}`, lua: o.LuaScript });
      for (const c of o.ContainedObjects ?? []) visit(c as typeof o);
    };
    for (const o of save.ObjectStates ?? []) visit(o as Parameters<typeof visit>[0]);
  }
  return out;
}

/**
 * The TTPG API the adapter uses, as `Class.member` of @tabletop-playground/api (the class that
 * declares it): every property access, call, and `new Class` whose symbol the API declares.
 */
export function ttpgCalls(dir = "src/ttpg"): Set<string> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
  // Only the adapter's files and the API's declarations: the mod's own imports stay unresolved
  // (their values are `any`, and no API member), which keeps the check to a second or two.
  const program = ts.createProgram(files.concat("node_modules/@tabletop-playground/api/index.d.ts"), {
    noResolve: true,
    lib: ["lib.es5.d.ts"],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const fromApi = (s: ts.Symbol | undefined) =>
    s !== undefined && (s.declarations ?? []).some((d) => d.getSourceFile().fileName.includes("@tabletop-playground/api"));
  const owner = (s: ts.Symbol) => {
    const d = s.declarations![0];
    const parent = d.parent as ts.Node & { name?: ts.Identifier };
    return parent.name !== undefined ? parent.name.text : "?";
  };
  const out = new Set<string>();
  for (const sf of program.getSourceFiles()) {
    if (!files.some((f) => sf.fileName.endsWith(f))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const s = checker.getSymbolAtLocation(node.name);
        if (fromApi(s)) out.add(owner(s!) + "." + node.name.text);
      } else if (ts.isNewExpression(node)) {
        const s = checker.getSymbolAtLocation(node.expression);
        const target = s !== undefined && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        if (fromApi(target)) out.add("new " + target!.name);
      } else if (ts.isIdentifier(node) && ts.isImportSpecifier(node.parent) === false) {
        const s = checker.getSymbolAtLocation(node);
        const target = s !== undefined && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
        if (
          target !== undefined &&
          fromApi(target) &&
          target.flags & ts.SymbolFlags.Variable &&
          !ts.isPropertyAccessExpression(node.parent)
        )
          out.add(target.name);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** The calls a doc's table names: the first cell of each row, in backticks, under `heading`. */
export function tableCalls(markdown: string, heading: string): Set<string> {
  const at = markdown.indexOf(heading);
  if (at < 0) return new Set();
  const rest = markdown.slice(at + heading.length);
  const end = rest.search(/\n#{1,3} /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const out = new Set<string>();
  for (const line of section.split("\n")) {
    const m = /^\|\s*`([^`]+)`/.exec(line);
    if (m !== null) out.add(m[1]);
  }
  return out;
}
