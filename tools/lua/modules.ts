/**
 * Private records of a TSTL bundle, with short keys: the module tables (`____exports`, lualib's
 * table), the tables they hold (`errors`, `TAG`, …) and any other table that nothing but
 * `X.name` ever touches.
 *
 * A record is a table constructor `{}` / `{ a = …, b = … }` / `{ x, y }` (name keys and elements
 * only). Renaming its keys,
 * the same way at every place that reads or writes them, cannot change what the code does when
 * every place its tables can reach is known and is `X.name` there: no code can then enumerate,
 * count, index or hand them on, nor give them a metatable. This pass finds those places by
 * following each table from where it is made (a worklist of places), and keeps a record's keys
 * as they are once it reaches anything else. A table goes:
 *
 * - into a local (`local x = T`, `x = T`, a parameter of a function only ever called by name,
 *   `f(T)`): every read of x is a place of T; x is then checked: everything else it is ever
 *   given (its other assignments, the other calls' arguments) must be a known record, `nil` or
 *   no table at all, else every record it meets keeps. No table: a literal, a function, a
 *   comparison, arithmetic, a concatenation, what `tostring`, `tonumber`, `type`, the `string` and
 *   `math` libraries and `table.concat` give (the standard library is the VM's own, never
 *   replaced: TSTL's code and this mod's never assign to it), and what a local, a record's key
 *   or a known function only ever holds or gives of those;
 * - into a key, `R.k = T` or `R = { k = T }`, of a record R, when every other value written to
 *   R.k is a known record, nil or no table at all: every read of R.k is a place of T (and of the
 *   others: they meet there);
 * - out of such a function, `return T` (its only value): every call of it is a place of T, when
 *   its every return is known the same way. Functions at a record's key that are only ever
 *   called count too (`____exports.f`, lualib's functions): found from one pass, assumed in the
 *   next, and kept as known only while the pass that assumes them shows the same calls;
 * - through `c and T`, `T or d` (with d known), and out of a module: its function's one top-level
 *   `return T`, as its last statement, when the bundle's loader is exactly TSTL's and `require`
 *   is only ever called with a module's name: every `require("that module")` is a place of T;
 * - into a list or a map, as an element of a record R (the key ELEMENTS): `R[k] = T`, `{…, T}`;
 *   every element read is a place of T: `R[k]`, the value of `for _, v in ipairs(R)`, an element
 *   of `{table.unpack(R)}`. A list none of whose records keeps its keys has only known elements
 *   (each a known record, nil or no table): one that is not keeps the list's keys and its
 *   elements'. A record read or written by a key that may be a string (not arithmetic, a length
 *   or a numeric `for`'s variable: TSTL's `R[#R + 1]`, `R[i + 1]`) keeps its names, if it has any;
 * - nowhere: `T == x`, `if T then`, `not T`, `T and …`, `#T`, `table.concat(T, …)`, `require("m")`
 *   as a statement (a record has no metatable: `==` is identity, `#` counts elements).
 *
 * At a place, T may be `T.name` (read, assigned, called: never `T:name()`, which hands T on as
 * `self`), or go on as above. Anything else (an argument of any other function, `T[k]` with `k`
 * maybe a string, `pairs(T)`, `table.sort(T, f)`, the chunk's result) keeps T's keys, and those of
 * every record T holds. Records that meet where a key is read or written (`X.k`) are one: they
 * get the same new names, and keep their keys together. The
 * bundle's entry module keeps its keys (the chunk returns its table).
 *
 * Module names (`"src.core.text"`) become short too: they only ever meet the loader's tables,
 * once no module reads its own `...` (where `require` passes the name).
 */
import type { Binding, Node, Program } from "./scopes";
import { KEYWORDS } from "./lex";
import { lineAt, lineStartsOf } from "../../src/cards/lines";

export interface ModuleEdits {
  /** New text for name tokens (record keys), by source offset. */
  names: Map<number, string>;
  /** New text for string tokens (module names), by source offset. */
  strings: Map<number, string>;
  /** `["name"] = function` keys of `____modules` that can be written `name = function`: offsets of `[`, the string and `]`. */
  brackets: { open: number; key: number; close: number }[];
  /** Records that keep their keys (by where they are made: module name or line), and why. */
  kept: Map<string, string>;
  /** Records renamed, by where they are made. */
  renamed: string[];
  /** The records renamed: every read and write of their keys is known. */
  records: Record[];
  /** Why the bundle's modules are not followed through `require`, if so. */
  none?: string;
}

/** TSTL 1.x's bundle loader, whitespace aside. */
const PRELUDE = `local ____modules = {}
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

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** Short names in order: a … z A … Z _ then two characters, keywords left out. */
export function* shortNames(): Generator<string> {
  const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
  const REST = FIRST + "0123456789";
  for (let length = 1; ; length++) {
    const total = FIRST.length * REST.length ** (length - 1);
    for (let k = 0; k < total; k++) {
      let n = k;
      let name = FIRST[n % FIRST.length];
      n = Math.floor(n / FIRST.length);
      for (let j = 1; j < length; j++) {
        name += REST[n % REST.length];
        n = Math.floor(n / REST.length);
      }
      if (!KEYWORDS.has(name)) yield name;
    }
  }
}

/** The keys of `counts` as short names, the most counted first (ties: first seen). */
export function byUse(counts: Map<string, number>, skip: (name: string) => boolean = () => false): Map<string, string> {
  const order = [...counts.keys()].map((k, i) => ({ k, i })).sort((a, b) => counts.get(b.k)! - counts.get(a.k)! || a.i - b.i);
  const names = shortNames();
  const out = new Map<string, string>();
  for (const { k } of order) {
    let n = names.next().value as string;
    while (skip(n)) n = names.next().value as string;
    out.set(k, n);
  }
  return out;
}

function simpleString(n: Node | undefined): string | undefined {
  if (n?.type !== "StringLiteral") return undefined;
  const m = /^"([\w.\-]+)"$/.exec(n.raw as string);
  return m ? m[1] : undefined;
}

/** The child nodes of a node. */
function* children(n: Node): Generator<Node> {
  for (const [key, v] of Object.entries(n)) {
    if (key === "range" || v === null || typeof v !== "object") continue;
    for (const c of Array.isArray(v) ? v : [v]) if (c !== null && typeof c === "object" && typeof c.type === "string") yield c as Node;
  }
}

/** The top-level returns of a function (not those of the functions inside it). */
function returnsOf(fn: Node): Node[] {
  const out: Node[] = [];
  const visit = (n: Node) => {
    if (n.type === "ReturnStatement") out.push(n);
    if (n.type !== "FunctionDeclaration") for (const c of children(n)) visit(c);
  };
  for (const st of fn.body as Node[]) visit(st);
  return out;
}

/** The bundle: its modules by name, and every `require(name)` call. */
interface Bundle {
  /** The loader's `require` (its returns are the modules' tables: the bundle rule, not a function's). */
  require: Node;
  modules: Map<string, { fn: Node; key: Node; field: Node }>;
  calls: { call: Node; module: string }[];
}

function bundle(p: Program): Bundle | string {
  const body = p.chunk.body as Node[];
  if (body.length !== 7) return "not a TSTL bundle (its top level is not the loader, the modules and the entry)";
  const [modsDecl, , , requireDecl, modsAssign, entryDecl, ret] = body;
  if (squash(p.source.slice(0, modsAssign.range[0])) !== squash(PRELUDE)) return "the bundle's loader is not TSTL's";
  if (
    modsAssign.type !== "AssignmentStatement" ||
    modsAssign.variables.length !== 1 ||
    modsAssign.variables[0].type !== "Identifier" ||
    p.binding.get(modsAssign.variables[0]) !== p.binding.get(modsDecl.variables[0]) ||
    modsAssign.init.length !== 1 ||
    modsAssign.init[0].type !== "TableConstructorExpression"
  )
    return "no `____modules = { … }`";
  if (entryDecl.type !== "LocalStatement" || ret.type !== "ReturnStatement")
    return "no `local ____entry = require(…)` / `return ____entry`";
  // The loader's locals are touched by the loader alone (and `____modules = { … }`).
  for (const decl of body.slice(0, 3)) {
    const b = p.binding.get(decl.variables[0])!;
    for (const r of b.refs)
      if (r.range[0] >= modsAssign.range[0] && r !== modsAssign.variables[0]) return `${b.name} is used outside the loader`;
  }
  const modules: Bundle["modules"] = new Map();
  for (const f of modsAssign.init[0].fields as Node[]) {
    const name = simpleString(f.key);
    if (f.type !== "TableKey" || name === undefined || f.value.type !== "FunctionDeclaration" || modules.has(name))
      return 'a `____modules` entry is not `["name"] = function(...)`';
    modules.set(name, { fn: f.value, key: f.key, field: f });
  }
  // Every `require` is a call with a module's name.
  const calls: Bundle["calls"] = [];
  for (const r of p.binding.get(requireDecl.identifier)!.refs) {
    const call = p.parent.get(r);
    const module = call?.type === "CallExpression" && call.base === r ? simpleString(call.arguments[0]) : undefined;
    if (module === undefined || !modules.has(module)) return "`require` is used other than with a module's name";
    calls.push({ call: call!, module });
  }
  return { require: requireDecl.identifier, modules, calls };
}

/**
 * The key that stands for a record's elements (`T[1]`, `T[i + 1]`, `T[#T + 1] = v`, `{a, b}`):
 * no name is written so, so none is ever renamed to it or from it.
 */
export const ELEMENTS = "[]";

/** A table constructor that may be a record: name keys and elements only. */
function isRecord(n: Node): boolean {
  return (
    n.type === "TableConstructorExpression" && (n.fields as Node[]).every((f) => f.type === "TableKeyString" || f.type === "TableValue")
  );
}

/** Global tables of the standard library whose fields are functions or numbers, never tables. */
const STANDARD = new Set(["string", "math"]);

/** A global's name (no local of that name is in scope). */
const isGlobal = (p: Program, n: Node | undefined, name: string) => n?.type === "Identifier" && n.name === name && !p.binding.has(n);

/** `table.<name>`, the global table's function. */
const isTableFunction = (p: Program, n: Node | undefined, name: string) =>
  n?.type === "MemberExpression" && n.indexer === "." && n.identifier.name === name && isGlobal(p, n.base, "table");

/**
 * An index that is always a number: a literal, arithmetic, a length, or a numeric `for`'s
 * variable that nothing assigns. `T[e]` with such an `e` reads or writes an element, never a key
 * with a name (a string): what renaming changes.
 */
function numericIndex(p: Program, e: Node): boolean {
  switch (e.type) {
    case "NumericLiteral":
      return true;
    case "BinaryExpression":
      return ["+", "-", "*", "/", "%", "^"].includes(e.operator);
    case "UnaryExpression":
      return e.operator === "-" || e.operator === "#";
    case "Identifier": {
      const v = p.binding.get(e);
      const decl = v?.decl === undefined ? undefined : p.parent.get(v.decl);
      return decl?.type === "ForNumericStatement" && decl.variable === v!.decl && v!.refs.every((r) => !isTarget(p, r));
    }
    default:
      return false;
  }
}

/** `ipairs(T)` as the one iterator of a generic `for`: its second variable takes T's elements. */
function ipairsLoop(p: Program, call: Node): boolean {
  const up = p.parent.get(call);
  return (
    call.type === "CallExpression" &&
    isGlobal(p, call.base, "ipairs") &&
    call.arguments.length === 1 &&
    up?.type === "ForGenericStatement" &&
    up.iterators.length === 1 &&
    up.iterators[0] === call
  );
}

/** `table.unpack(T)` as an element of a table constructor (TSTL's `[...T]`): T's elements become its elements. */
function unpackInto(p: Program, call: Node): boolean {
  const up = p.parent.get(call);
  return (
    call.type === "CallExpression" &&
    isTableFunction(p, call.base, "unpack") &&
    call.arguments.length === 1 &&
    up?.type === "TableValue" &&
    up.value === call
  );
}

/** An expression whose value is one value (not a call's or `...`'s several). */
function multi(n: Node | undefined): boolean {
  return (
    n !== undefined &&
    (n.type === "CallExpression" || n.type === "StringCallExpression" || n.type === "TableCallExpression" || n.type === "VarargLiteral")
  );
}

export interface Record {
  ctor: Node;
  where: string;
  /** Records that meet at a place share their new keys: one of them stands for all (union-find). */
  root?: Record;
  /** Why its keys stay, once known. */
  kept?: string;
  /** Its keys as written in the code, by source offset of the name. */
  sites: Map<number, string>;
  /** Reads of each key (the `X.k` nodes). */
  reads: Map<string, Node[]>;
  /** Where each key is written: the constructor's field, the assignment or the function declaration. */
  writes: Map<string, Node[]>;
  /** The record keys it was stored at. */
  stores: { into: Record; key: string }[];
  /** Read or written by a key that may be a string (`T[k]`): its elements are then a map's values. */
  dynamic?: boolean;
}

const isTarget = (p: Program, ref: Node) => {
  const up = p.parent.get(ref)!;
  return (
    (up.type === "AssignmentStatement" && (up.variables as Node[]).includes(ref)) ||
    (up.type === "FunctionDeclaration" && up.identifier === ref)
  );
};

/** The function a local holds for good: `local function f`, `local f = function`, or TSTL's `local f` … `function f(…)`. */
function localFunction(p: Program, v: Binding): Node | undefined {
  if (v.decl === undefined) return undefined;
  const decl = p.parent.get(v.decl)!;
  if (decl.type === "FunctionDeclaration" && decl.isLocal && decl.identifier === v.decl) return decl;
  if (decl.type !== "LocalStatement") return undefined;
  const i = (decl.variables as Node[]).indexOf(v.decl);
  const targets = v.refs.filter((r) => isTarget(p, r));
  if (decl.init.length === decl.variables.length && decl.init[i].type === "FunctionDeclaration" && targets.length === 0)
    return decl.init[i];
  if (decl.init.length === 0 && targets.length === 1 && p.parent.get(targets[0])!.type === "FunctionDeclaration")
    return p.parent.get(targets[0]);
  return undefined;
}

/** The calls of a function whose every read is a call, or `local g = <it>` with g only ever called; else undefined. */
function callsThrough(p: Program, reads: Node[]): Node[] | undefined {
  const calls: Node[] = [];
  for (const read of reads) {
    const up = p.parent.get(read)!;
    if (up.type === "CallExpression" && up.base === read) calls.push(up);
    else if (up.type === "LocalStatement" && up.variables.length === 1 && up.init.length === 1 && up.init[0] === read) {
      const alias = p.binding.get(up.variables[0])!;
      if (alias.refs.some((r) => isTarget(p, r))) return undefined;
      const more = callsThrough(p, alias.refs);
      if (more === undefined) return undefined;
      calls.push(...more);
    } else return undefined;
  }
  return calls;
}

/** A function at a record's key whose every read is a call (or a local only ever called): its calls. */
interface KeyFunction {
  fn: Node;
  calls: Node[];
}

function keyFunctions(flow: { records: Map<Node, Record>; labels: Map<Node, Set<Record>> }, p: Program): KeyFunction[] {
  const out: KeyFunction[] = [];
  for (const r of flow.records.values()) {
    if (r.kept !== undefined) continue;
    for (const [key, writes] of r.writes) {
      if (writes.length !== 1 || key === ELEMENTS) continue;
      const w = writes[0];
      const value =
        w.type === "FunctionDeclaration" && w.identifier?.type === "MemberExpression" && w.identifier.indexer === "."
          ? w
          : w.type === "TableKeyString"
            ? w.value
            : w.type === "AssignmentStatement" && w.variables.length === 1 && w.init.length === 1
              ? w.init[0]
              : undefined;
      // The function itself, or a local function (lualib's `{ __TS__X = __TS__X }`) whose other reads are calls.
      let fn: Node | undefined;
      let others: Node[] | undefined = [];
      if (value?.type === "FunctionDeclaration") fn = value;
      else if (value?.type === "Identifier" && p.binding.has(value)) {
        const v = p.binding.get(value)!;
        fn = localFunction(p, v);
        others = callsThrough(
          p,
          v.refs.filter((ref) => ref !== value && !isTarget(p, ref)),
        );
      }
      if (fn === undefined || others === undefined) continue;
      // A read that is a place of this record alone: its value is this key's one write.
      const reads = r.reads.get(key) ?? [];
      if (!reads.every((read) => flow.labels.get(read.base)?.size === 1 && flow.labels.get(read.base)!.has(r))) continue;
      const through = callsThrough(p, reads);
      const calls = through && [...others, ...through];
      const ok = calls !== undefined;
      if (ok) out.push({ fn, calls: calls! });
    }
  }
  return out;
}

export function moduleEdits(p: Program): ModuleEdits {
  const out: ModuleEdits = { names: new Map(), strings: new Map(), brackets: [], kept: new Map(), renamed: [], records: [] };
  const b = bundle(p);
  if (typeof b === "string") out.none = b;

  // A module's table: its function's last statement, when that is its one top-level return.
  const moduleOf = new Map<Node, string>();
  let namesPass = typeof b !== "string";
  const requires = new Map<string, Node[]>();
  if (typeof b !== "string") {
    for (const [name, { fn }] of b.modules) {
      const stmts = fn.body as Node[];
      const returns = returnsOf(fn);
      const visit = (n: Node) => {
        if (n.type === "VarargLiteral") namesPass = false;
        if (n.type !== "FunctionDeclaration") for (const c of children(n)) visit(c);
      };
      for (const st of stmts) visit(st);
      const last = stmts[stmts.length - 1];
      if (returns.length === 1 && returns[0] === last && last.arguments.length === 1) moduleOf.set(last, name);
    }
    for (const { call, module } of b.calls) requires.set(module, [...(requires.get(module) ?? []), call]);
  }

  const lineStarts = lineStartsOf(p.source);
  const lineOf = (offset: number) => lineAt(lineStarts, offset) + 1;
  /** Follows every record, with `assumed` as known functions too. */
  const follow = (assumed: KeyFunction[]) => {
    const records = new Map<Node, Record>();
    const find = (n: Node) => {
      if (isRecord(n))
        records.set(n, {
          ctor: n,
          where: `the table on line ${lineOf(n.range[0])}`,
          sites: new Map(),
          reads: new Map(),
          writes: new Map(),
          stores: [],
        });
      for (const c of children(n)) find(c);
    };
    find(p.chunk);

    // Variables: a value given to a local (its declaration, an assignment, a call's argument for a
    // parameter) reaches every read of it.
    const isTarget = (ref: Node) => {
      const up = p.parent.get(ref)!;
      return (
        (up.type === "AssignmentStatement" && (up.variables as Node[]).includes(ref)) ||
        (up.type === "FunctionDeclaration" && up.identifier === ref)
      );
    };
    const readsOf = (v: Binding) => v.refs.filter((ref) => !isTarget(ref));

    // Local functions only ever called (`f(…)`, or through `local g = f` then `g(…)`): a table
    // handed to one reaches its parameter, one returned reaches its calls. The loader's `require`
    // is not one (the bundle rule covers it).
    const callsOf = new Map<Node, Node[]>();
    for (const v of p.bindings) {
      if (typeof b !== "string" && v.decl === b.require) continue;
      const fn = localFunction(p, v);
      const calls = fn && callsThrough(p, readsOf(v));
      if (fn !== undefined && calls !== undefined) callsOf.set(fn, calls);
    }
    // Functions at a record's key, only ever called (assumed; checked by the caller of follow).
    for (const k of assumed) callsOf.set(k.fn, k.calls);
    const calleeOf = new Map<Node, Node>();
    for (const [fn, calls] of callsOf) for (const c of calls) calleeOf.set(c, fn);
    const callee = (call: Node): Node | undefined => calleeOf.get(call);
    const functionOf = (n: Node): Node | undefined => {
      for (let up = p.parent.get(n); up !== undefined; up = p.parent.get(up)) if (up.type === "FunctionDeclaration") return up;
      return undefined;
    };

    // Every place each record can reach: a worklist of (node, record) from the constructors on.
    const labels = new Map<Node, Set<Record>>();
    const work: [Node, Record][] = [];
    const label = (x: Node, r: Record) => {
      if (!labels.has(x)) labels.set(x, new Set());
      if (labels.get(x)!.has(r)) return;
      labels.get(x)!.add(r);
      work.push([x, r]);
    };
    /** Variables a record reached: each is checked below for what else reaches it. */
    const variables = new Set<Binding>();
    const into = (v: Binding, r: Record) => {
      variables.add(v);
      for (const ref of readsOf(v)) label(ref, r);
    };
    /** `a or b` reached by a record: the other side is checked below. */
    const ors = new Set<Node>();
    /** Stores waiting for their target's record: `T.k = x` with T not (yet) a known place. */
    const pending: { target: Node; r: Record; at: string }[] = [];
    /** The records stored at each key of a record. */
    const storedAt = new Map<Record, Map<string, Record[]>>();
    const store = (r: Record, into: Record, key: string) => {
      r.stores.push({ into, key });
      if (!storedAt.has(into)) storedAt.set(into, new Map());
      const at = storedAt.get(into)!;
      at.set(key, [...(at.get(key) ?? []), r]);
      for (const read of into.reads.get(key) ?? []) label(read, r);
    };
    const keep = (r: Record, why: string) => {
      if (r.kept === undefined) r.kept = why;
    };
    for (const r of records.values()) {
      for (const f of r.ctor.fields as Node[]) {
        const key = f.type === "TableValue" ? ELEMENTS : (f.key.name as string);
        if (key !== ELEMENTS) r.sites.set(f.key.range[0], key);
        r.writes.set(key, [...(r.writes.get(key) ?? []), f]);
      }
      label(r.ctor, r);
    }
    /** A read of a record's key (`T.k`, an element read): the records stored there reach it. */
    const readAt = (r: Record, key: string, read: Node) => {
      r.reads.set(key, [...(r.reads.get(key) ?? []), read]);
      for (const other of storedAt.get(r)?.get(key) ?? []) label(read, other);
    };
    /** A write of a record's key (`T.k = …`, `T[i] = …`): a store waiting for this record as its target is made. */
    const writeAt = (r: Record, key: string, target: Node, write: Node) => {
      r.writes.set(key, [...(r.writes.get(key) ?? []), write]);
      for (let i = pending.length - 1; i >= 0; i--) {
        if (pending[i].target === target) {
          store(pending[i].r, r, key);
          pending.splice(i, 1);
        }
      }
      if (!r.reads.has(key)) r.reads.set(key, []);
    };
    while (work.length > 0) {
      const [x, r] = work.pop()!;
      const up = p.parent.get(x)!;
      const at = `line ${lineOf(x.range[0])}`;
      if (up.type === "MemberExpression" && up.base === x) {
        if (up.indexer !== ".") {
          keep(r, `it is \`self\` of a method call (${at})`);
          continue;
        }
        const key = up.identifier.name as string;
        r.sites.set(up.identifier.range[0], key);
        const above = p.parent.get(up)!;
        if (
          (above.type === "AssignmentStatement" && (above.variables as Node[]).includes(up)) ||
          (above.type === "FunctionDeclaration" && above.identifier === up)
        ) {
          writeAt(r, key, up, above);
        } else readAt(r, key, up);
      } else if (up.type === "IndexExpression" && up.base === x) {
        // An element: written (`T[#T + 1] = v`), or read. By a key that may be a string (a map's,
        // `T["#" .. name]`): a record with names of its own keeps them (below).
        if (!numericIndex(p, up.index)) r.dynamic = true;
        const above = p.parent.get(up)!;
        if (above.type === "AssignmentStatement" && (above.variables as Node[]).includes(up)) writeAt(r, ELEMENTS, up, up);
        else readAt(r, ELEMENTS, up);
      } else if ((ipairsLoop(p, up) || unpackInto(p, up)) && up.arguments[0] === x) {
        // The loop's variable, or the new table's elements: T's elements, read.
        readAt(r, ELEMENTS, up);
      } else if (up.type === "ForGenericStatement" && up.iterators[0] === x && ipairsLoop(p, x)) {
        // An element of the table `ipairs` walks: the value the loop's second variable takes.
        const id = up.variables[1] as Node | undefined;
        if (id !== undefined) into(p.binding.get(id)!, r);
      } else if (up.type === "TableValue" && up.value === x) {
        const rec = records.get(p.parent.get(up)!);
        if (rec === undefined) keep(r, `it is in a table that is not a record (${at})`);
        else store(r, rec, ELEMENTS);
      } else if (
        (up.type === "UnaryExpression" && up.operator === "#") ||
        (up.type === "CallExpression" && isTableFunction(p, up.base, "concat") && up.arguments[0] === x) ||
        (up.type === "CallExpression" && (isGlobal(p, up.base, "type") || isGlobal(p, up.base, "tostring")) && up.arguments.length === 1)
      ) {
        // Its length, its elements joined (strings, or an error either way), its type, its address
        // (`tostring` of a table with no metatable): no key is read.
      } else if (up.type === "LocalStatement" && (up.init as Node[]).includes(x)) {
        const id = up.variables[(up.init as Node[]).indexOf(x)] as Node | undefined;
        if (id !== undefined) into(p.binding.get(id)!, r);
      } else if (up.type === "AssignmentStatement" && (up.init as Node[]).includes(x)) {
        const target = up.variables[(up.init as Node[]).indexOf(x)] as Node | undefined;
        if (target === undefined) continue;
        if (target.type === "Identifier" && p.binding.has(target)) into(p.binding.get(target)!, r);
        else if (target.type === "MemberExpression" && target.indexer === ".") {
          const base = labels.get(target.base);
          if (base === undefined) pending.push({ target, r, at });
          else for (const rec of base) store(r, rec, target.identifier.name);
        } else if (target.type === "IndexExpression") {
          const base = labels.get(target.base);
          if (base === undefined) pending.push({ target, r, at });
          else for (const rec of base) store(r, rec, ELEMENTS);
        } else keep(r, `it is assigned to a global or an index (${at})`);
      } else if (up.type === "TableKeyString" && up.value === x) {
        const rec = records.get(p.parent.get(up)!);
        if (rec === undefined) keep(r, `it is in a table that is not a record (${at})`);
        else store(r, rec, up.key.name);
      } else if (up.type === "ReturnStatement" && moduleOf.has(up)) {
        for (const call of requires.get(moduleOf.get(up)!) ?? []) label(call, r);
        r.where = moduleOf.get(up)!;
      } else if (up.type === "ReturnStatement" && up.arguments.length === 1 && callsOf.has(functionOf(up) as Node)) {
        for (const call of callsOf.get(functionOf(up)!)!) label(call, r);
      } else if (up.type === "CallExpression" && up.base !== x && callee(up) !== undefined) {
        const prms = callee(up)!.parameters as Node[];
        const i = (up.arguments as Node[]).indexOf(x);
        // Past the last name: `...` if the function has it, else nowhere.
        const prm = i < prms.length ? prms[i] : prms[prms.length - 1]?.type === "VarargLiteral" ? prms[prms.length - 1] : undefined;
        if (prm?.type === "VarargLiteral") keep(r, `it is handed to \`...\` (${at})`);
        else if (prm !== undefined) into(p.binding.get(prm)!, r);
      } else if (up.type === "LogicalExpression" && (up.operator === "or" || up.right === x)) {
        // `c and T`, `T or d`: the value may be T.
        if (up.operator === "or") ors.add(up);
        label(up, r);
      } else if (up.type === "CallStatement") {
        // require("m") on its own: the table goes nowhere.
      } else if (
        // Compared (a record has no metatable: `==` is identity, whatever its keys are called).
        (up.type === "BinaryExpression" && (up.operator === "==" || up.operator === "~=")) ||
        (up.type === "LogicalExpression" && up.operator === "and" && up.left === x) ||
        (up.type === "UnaryExpression" && up.operator === "not") ||
        ((up.type === "IfClause" || up.type === "ElseifClause" || up.type === "WhileStatement" || up.type === "RepeatStatement") &&
          up.condition === x)
      ) {
        // Compared with nil, or tested: the table goes nowhere, and none of its keys is read.
      } else keep(r, `it is used as a value (${up.type}, ${at})`);
    }

    // Records that meet at a place are one: the same new name for a key, kept together.
    const root = (r: Record): Record => {
      while (r.root !== undefined) r = r.root;
      return r;
    };
    // Where a key is read or written (`X.k`): the records X may be there must name k alike.
    // Elsewhere (a local, a list's element compared) records only pass through, and keep names of
    // their own.
    for (const [n, rs] of labels) {
      const up = p.parent.get(n);
      if (up?.type !== "MemberExpression" || up.base !== n) continue;
      const [first, ...rest] = [...rs].map(root);
      for (const r of rest) if (r !== root(first)) r.root = root(first);
    }
    for (const s of pending) keep(s.r, `it is assigned to a key of what is not a known record (${s.at})`);
    const kept = (r: Record) => r.kept !== undefined || root(r).kept !== undefined;
    /** A value that is always a known record (none kept), nil, or no table at all. */
    /**
     * Whether a value is always one of the records (kept or not), nil, or no table at all: never a
     * table from elsewhere, whose keys renaming would miss. A local's value is what it is given;
     * a record's key, what is written to it, and a list's element, what is put in it, while no
     * record there keeps its keys (else code elsewhere may write to it); a call, what its
     * function returns; the standard library's string, math and conversion functions give no
     * table. Records that meet where a key is read are one (below): a kept one keeps the others
     * there. Followed once per value (a value met again on the way adds nothing new to check).
     */
    const known = (e: Node | undefined, seen: Set<Node> = new Set()): boolean => {
      if (e === undefined) return true;
      if (seen.has(e)) return true;
      seen.add(e);
      const all = (values: (Node | "unknown" | undefined)[]) => values.every((v) => v !== "unknown" && known(v, seen));
      // A table read from: one of the records only, none of which keeps its keys (else code elsewhere may write to it).
      const unkept = (n: Node) => known(n, seen) && [...(labels.get(n) ?? [])].every((r) => !kept(r));
      switch (e.type) {
        case "NilLiteral":
        case "BooleanLiteral":
        case "NumericLiteral":
        case "StringLiteral":
        case "FunctionDeclaration":
          return true;
        case "UnaryExpression":
          return e.operator === "not" || e.operator === "-" || e.operator === "#";
        case "BinaryExpression":
          // A comparison, arithmetic or a concatenation: no table (a record has no metamethods).
          return ["==", "~=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "^", ".."].includes(e.operator);
        case "LogicalExpression":
          // `a and b` is b or a falsy a (no table); `a or b` is a truthy a or b.
          return e.operator === "and" ? known(e.right, seen) : known(e.left, seen) && known(e.right, seen);
        default: {
          // An element of a record none of whose records keeps its keys: each of its elements is known (below).
          const array = e.type === "IndexExpression" ? e.base : ipairsLoop(p, e) || unpackInto(p, e) ? e.arguments[0] : undefined;
          if (array !== undefined) return unkept(array);
          if (e.type === "Identifier" && p.binding.has(e)) return all(given(p.binding.get(e)!));
          if (e.type === "MemberExpression" && e.indexer === ".") {
            if (STANDARD.has(e.base.type === "Identifier" && !p.binding.has(e.base) ? e.base.name : "")) return true;
            // A key of records only: what is written to it there.
            if (!unkept(e.base)) return false;
            for (const r of labels.get(e.base) ?? []) if (!all((r.writes.get(e.identifier.name) ?? []).map(writtenValue))) return false;
            return true;
          }
          if (e.type === "CallExpression") {
            const base = e.base as Node;
            if (base.type === "Identifier" && !p.binding.has(base) && ["tostring", "tonumber", "type"].includes(base.name)) return true;
            if (base.type === "MemberExpression" && base.indexer === "." && base.base.type === "Identifier" && !p.binding.has(base.base)) {
              if (
                base.base.name === "string" ||
                base.base.name === "math" ||
                (base.base.name === "table" && base.identifier.name === "concat")
              )
                return true;
            }
            const fn = callee(e);
            if (fn !== undefined) return returnsOf(fn).every((ret) => all(ret.arguments as Node[]));
          }
          return labels.has(e);
        }
      }
    };
    /** The value a key's write gives it: a constructor's field, `T.k = v`, `function T.k()`. */
    const writtenValue = (w: Node): Node | "unknown" => {
      if (w.type === "TableKeyString") return w.value;
      if (w.type === "FunctionDeclaration") return w;
      // `T.k = v` alone; in `a, b = …` which target is this key is not looked for.
      return w.type === "AssignmentStatement" && w.variables.length === 1 && w.init.length === 1 ? w.init[0] : "unknown";
    };
    /** The value assigned to an element `T[i] = v` (the target given). */
    const elementValue = (target: Node): Node | "unknown" | undefined => {
      const up = p.parent.get(target)!;
      const i = (up.variables as Node[]).indexOf(target);
      return i < up.init.length ? up.init[i] : multi(up.init[up.init.length - 1]) ? "unknown" : undefined;
    };
    /** A read that goes nowhere: tested, compared, its type or length taken. */
    const inert = (read: Node): boolean => {
      const up = p.parent.get(read)!;
      return (
        (up.type === "BinaryExpression" && (up.operator === "==" || up.operator === "~=")) ||
        (up.type === "UnaryExpression" && (up.operator === "not" || up.operator === "#")) ||
        (up.type === "LogicalExpression" && up.operator === "and" && up.left === read) ||
        ((up.type === "IfClause" || up.type === "ElseifClause" || up.type === "WhileStatement" || up.type === "RepeatStatement") &&
          up.condition === read) ||
        (up.type === "CallExpression" && (isGlobal(p, up.base, "type") || isGlobal(p, up.base, "tostring")) && up.arguments.length === 1)
      );
    };
    /** What else a variable gets: its declaration's value, its assignments, its parameter's arguments. */
    const given = (v: Binding): (Node | "unknown" | undefined)[] => {
      const values: (Node | "unknown" | undefined)[] = [];
      /** The i-th value of a list of values (with the last one's extra values). */
      const nth = (list: Node[], i: number) => (i < list.length ? list[i] : multi(list[list.length - 1]) ? "unknown" : undefined);
      const id = v.decl;
      const decl = id === undefined ? undefined : p.parent.get(id)!;
      if (id === undefined || decl === undefined)
        values.push("unknown"); // `self`
      else if (decl.type === "LocalStatement") values.push(nth(decl.init, (decl.variables as Node[]).indexOf(id)));
      else if (decl.type === "FunctionDeclaration" && decl.identifier === id) values.push(decl);
      else if (decl.type === "ForGenericStatement" && decl.variables[1] === id && ipairsLoop(p, decl.iterators[0]))
        values.push(decl.iterators[0]);
      else if (decl.type === "ForNumericStatement" && decl.variable === id)
        values.push(undefined); // a number (its assignments follow)
      else if (decl.type === "FunctionDeclaration" && callsOf.has(decl)) {
        const i = (decl.parameters as Node[]).indexOf(id);
        for (const call of callsOf.get(decl)!) values.push(nth(call.arguments, i));
      } else values.push("unknown"); // a parameter of a function called from anywhere, a `for` variable
      for (const ref of v.refs) {
        const up = p.parent.get(ref)!;
        if (up.type === "AssignmentStatement" && (up.variables as Node[]).includes(ref))
          values.push(nth(up.init, (up.variables as Node[]).indexOf(ref)));
        else if (up.type === "FunctionDeclaration" && up.identifier === ref) values.push(up);
      }
      return values;
    };
    const labelsOf = (nodes: Node[]) => {
      const set = new Set<Record>();
      for (const n of nodes) for (const r of labels.get(n) ?? []) set.add(r);
      return set;
    };
    const keepAll = (rs: Set<Record>, why: string) => {
      let changed = false;
      for (const r of rs) {
        if (!kept(r)) changed = true;
        keep(r, why);
        keep(root(r), why);
      }
      return changed;
    };
    // Until nothing changes: a place where a record meets a table from elsewhere keeps it (and
    // every record it meets there); so does a key or a list also given such a table, or a record
    // holding it that keeps its keys.
    for (let changed = true; changed;) {
      changed = false;
      for (const [fn, calls] of callsOf) {
        const returned = labelsOf(calls);
        if (
          returned.size > 0 &&
          !returnsOf(fn).every((ret) => ret.arguments.length === 0 || (ret.arguments.length === 1 && known(ret.arguments[0])))
        )
          changed =
            keepAll(returned, `a function returning it returns what is not a known record (line ${lineOf(fn.range[0])})`) || changed;
      }
      for (const v of variables) {
        const reached = labelsOf(readsOf(v));
        // A local only ever tested (`type(x)`, `x ~= nil`, …) hands nothing on: what else it holds meets no key.
        if (readsOf(v).every(inert)) continue;
        if (reached.size > 0 && !given(v).every((e) => e !== "unknown" && known(e)))
          changed =
            keepAll(reached, `${v.name} gets what is not a known record${v.decl ? ` (line ${lineOf(v.decl.range[0])})` : ""}`) || changed;
      }
      for (const o of ors) {
        const reached = labels.get(o) ?? new Set<Record>();
        if (reached.size > 0 && !(known(o.left) && known(o.right)))
          changed = keepAll(reached, `\`or\` meets what is not a known record (line ${lineOf(o.range[0])})`) || changed;
      }
      for (const r of records.values()) {
        if (kept(r)) {
          if (r.kept === undefined || root(r).kept === undefined) {
            keep(r, root(r).kept ?? r.kept!);
            keep(root(r), r.kept!);
            changed = true;
          }
          continue;
        }
        for (const s of r.stores) {
          if (kept(s.into)) keep(r, `it is in ${s.into.where}, which keeps its keys`);
          else if (
            s.key !== ELEMENTS &&
            !(s.into.writes.get(s.key) ?? []).every((w) => writtenValue(w) !== "unknown" && known(writtenValue(w) as Node))
          )
            keep(r, `it is at a key also given what is not a known record (${s.key} of ${s.into.where})`);
          if (r.kept !== undefined) {
            changed = true;
            break;
          }
        }
        if (r.kept !== undefined) continue;
        if (r.dynamic && r.sites.size > 0) {
          keep(r, "it is read or written by a key that may be one of its names");
          changed = true;
          continue;
        }
        // Its elements, all: each a known record, nil, or no table (what reads one counts on it).
        for (const w of r.writes.get(ELEMENTS) ?? []) {
          const value = w.type === "TableValue" ? w.value : elementValue(w);
          if (value === "unknown" || !known(value)) {
            keep(r, `an element is not a known record (line ${lineOf(w.range[0])})`);
            changed = true;
            break;
          }
        }
      }
    }

    return { records, labels, root };
  };

  // Functions at a record's key, only ever called, are known functions too: followed once
  // assuming the ones the first pass shows, then again without any whose calls that changed,
  // until what is assumed is what the pass shows.
  const same = (k: KeyFunction, s: KeyFunction) =>
    s.fn === k.fn && s.calls.length === k.calls.length && s.calls.every((c) => k.calls.includes(c));
  let assumed = keyFunctions(follow([]), p);
  let flow = follow(assumed);
  // A pass that assumes more may show more (a function at a key of a record a known function
  // returns): those are assumed too, up to a few rounds. Each round that does not settle then
  // drops one assumed function at least: it ends, with a pass that assumes only what it shows.
  for (let grow = 0; ; grow++) {
    for (;;) {
      const shown = keyFunctions(flow, p);
      const holds = assumed.filter((k) => shown.some((s) => same(k, s)));
      if (holds.length === assumed.length) break;
      assumed = holds;
      flow = follow(assumed);
    }
    const more = keyFunctions(flow, p).filter((s) => !assumed.some((k) => k.fn === s.fn));
    if (more.length === 0 || grow === 4) break;
    const before = assumed;
    assumed = [...assumed, ...more];
    flow = follow(assumed);
    if (!keyFunctions(flow, p).some((s) => more.some((k) => same(k, s)))) {
      // None of the new ones holds: back to the settled set.
      assumed = before;
      flow = follow(assumed);
      break;
    }
  }
  const { records, root } = flow;

  const classes = new Map<Record, Record[]>();
  for (const r of records.values()) {
    if (r.kept !== undefined) {
      if (r.sites.size > 0 || moduleOf.has(p.parent.get(r.ctor)!)) out.kept.set(r.where, r.kept);
      continue;
    }
    if (!classes.has(root(r))) classes.set(root(r), []);
    classes.get(root(r))!.push(r);
  }
  for (const members of classes.values()) {
    const sites = new Map<number, string>();
    for (const r of members) for (const [offset, key] of r.sites) sites.set(offset, key);
    if (sites.size === 0) continue;
    const counts = new Map<string, number>();
    for (const key of sites.values()) counts.set(key, (counts.get(key) ?? 0) + 1);
    const names = byUse(counts);
    for (const [offset, key] of sites) out.names.set(offset, names.get(key)!);
    for (const r of members) {
      out.renamed.push(r.where);
      out.records.push(r);
    }
  }

  if (typeof b === "string" || !namesPass) return out;
  const uses = new Map<string, number>();
  for (const name of b.modules.keys()) uses.set(name, 1);
  for (const { module } of b.calls) uses.set(module, uses.get(module)! + 1);
  const short = byUse(uses);
  for (const { call, module } of b.calls) out.strings.set(call.arguments[0].range[0], `"${short.get(module)!}"`);
  for (const [name, { key, field }] of b.modules) {
    out.strings.set(key.range[0], `"${short.get(name)!}"`);
    // `["name"] = ` may be written `name = `: the same constant key.
    const close = p.source.indexOf("]", key.range[1]);
    if (p.source[field.range[0]] === "[" && /^\s*$/.test(p.source.slice(key.range[1], close)))
      out.brackets.push({ open: field.range[0], key: key.range[0], close });
  }
  return out;
}
