/**
 * A Lua minifier for TSTL's output that cannot change what the code does. Its output is the
 * input's tokens, with:
 *
 * - no comments, and a blank only where two tokens would otherwise run together (`local x`,
 *   `a - -b`, `1 ..`); with `lines: "join"` (the default) line breaks go too (one stands for such
 *   a blank once a line is 200 characters long), and a source map (`map`) leads each output
 *   token back to its place in the input; with `lines: "keep"` every line break stays;
 * - every local variable (parameters, `local`, `for` variables, local functions) renamed: a short
 *   name that no other local of an enclosing or enclosed block has (blocks side by side may share
 *   names) and no global of the chunk has, so nothing shadows anything and every name still means
 *   what it meant. `self` (implicit in `function a:b()`) keeps its name; goto labels get short
 *   names of their own, one per label of a function;
 * - runs of `local a = x` `local b = y` as `local a, b = x, y` where no value reads a local of
 *   the run (each statement has as many values as names): the same registers, the same code;
 * - `f("s")` as `f"s"` and `f({…})` as `f{…}`: the same call;
 * - the keys of tables nothing but `X.name` ever touches (module tables and the tables they
 *   hold, tables handed between functions only ever called) renamed short, and in a TSTL bundle
 *   the module names (modules.ts: the proof, table by table);
 * - writes no code reads left out, with what only they read (dead.ts).
 *
 * All but the last two compile to the very same bytecode as the input (debug information
 * stripped: where local names and lines live). The last two change string constants and leave
 * code out on purpose; so `reference` is the input with only those renames and cuts, and the
 * minified chunk must compile to the same bytecode as it (`sameBytecode`): the build refuses a
 * chunk that does not. Instructions run stay the same, one for one (the dead writes ran once, as
 * the script loaded).
 *
 * The parser (luaparse, Lua 5.2) finds the scopes (scopes.ts); the tokens come from lex.ts,
 * which reads numbers as greedily as Lua 5.2 does, so the spacing rule errs on the side of a space.
 */
import { needsSpace, tokenize, type Token } from "./lex";
import { lineAt, lineStartsOf } from "../../src/cards/lines";
import { analyse, type Binding, type Node, type Program, type Scope } from "./scopes";
import { byUse, moduleEdits, shortNames, type Record } from "./modules";
import { deadCode } from "./dead";

export { needsSpace, tokenize } from "./lex";

export interface MinifyOptions {
  /** Give locals short names (default true). */
  rename?: boolean;
  /** Give goto labels short names (default true). */
  labels?: boolean;
  /** Rename module table keys and module names where modules.ts proves it safe (default true). */
  modules?: boolean;
  /** `f"s"`, `f{…}`, `name = function` for bundle modules (default true). */
  sugar?: boolean;
  /** Leave out writes no code reads (dead.ts; default true, with `modules`). */
  dead?: boolean;
  /** Merge runs of `local` statements (default true; only when joining lines). */
  merge?: boolean;
  /** Keep every line break ("keep"), or none ("join", the default). */
  lines?: "keep" | "join";
}

/** A version 3 source map: from the minified chunk to its input. */
export interface SourceMapV3 {
  version: 3;
  sources: string[];
  names: string[];
  mappings: string;
}

export interface Minified {
  code: string;
  /** The input with only the renames that change string constants: `code` compiles as it does. */
  reference: string;
  /** Each output token's place in the input (source 0). */
  map: SourceMapV3;
  /** Bundle modules whose table keys were kept, and why. */
  kept: Map<string, string>;
  /** Why the bundle's modules were not followed, if so. */
  modulesNone?: string;
  /** How many tables had their keys renamed. */
  renamed: number;
  /** How many statements and table fields were left out as dead. */
  dead: number;
}

// ---- locals ---------------------------------------------------------------------------

/** New names by source offset of each written local name. */
function localRenames(p: Program): Map<number, string> {
  const at = (b: Binding) => [...(b.decl ? [b.decl.range[0]] : []), ...b.refs.map((r) => r.range[0])];
  // A name kept as it is (`self`) is taken in its block like any other.
  for (const b of p.bindings) if (b.fixed) take(b.scope, b.name);
  const renamable = p.bindings.filter((b) => !b.fixed);
  // The most written names get the shortest; ties in declaration order (stable sort).
  const order = renamable.map((b, i) => ({ b, i, n: at(b).length })).sort((x, y) => y.n - x.n || x.i - y.i);
  const candidates: string[] = [];
  const names = shortNames();
  const out = new Map<number, string>();
  for (const { b } of order) {
    // The first short name free on the whole path through b's block: its enclosing blocks, and every block inside it.
    let k = 0;
    for (;;) {
      while (k >= candidates.length) {
        const n = names.next().value as string;
        if (!p.globals.has(n) && n !== "self" && n !== "_ENV") candidates.push(n);
      }
      if (free(b.scope, candidates[k])) break;
      k++;
    }
    take(b.scope, candidates[k]);
    for (const o of at(b)) out.set(o, candidates[k]);
  }
  return out;
}

function free(scope: Scope, name: string): boolean {
  if (scope.below.has(name)) return false;
  for (let up: Scope | undefined = scope.parent; up !== undefined; up = up.parent) if (up.own.has(name)) return false;
  return true;
}

function take(scope: Scope, name: string): void {
  scope.own.add(name);
  for (let up: Scope | undefined = scope; up !== undefined; up = up.parent) up.below.add(name);
}

// ---- labels ---------------------------------------------------------------------------

/** Per function, its labels as short names no variable of the chunk has (labels are a namespace of their own; this keeps them apart anyway). */
function labelRenames(p: Program, taken: Set<string>): Map<number, string> {
  const out = new Map<number, string>();
  for (const ids of p.labels.values()) {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id.name, (counts.get(id.name) ?? 0) + 1);
    const names = byUse(counts, (n) => taken.has(n));
    for (const id of ids) out.set(id.range[0], names.get(id.name)!);
  }
  return out;
}

// ---- statements -----------------------------------------------------------------------

/** Children blocks of a statement (bodies of functions inside expressions are found by the caller's walk). */
function* blocks(n: Node): Generator<Node[]> {
  if (n === null || typeof n !== "object") return;
  for (const [key, v] of Object.entries(n)) {
    if (key === "range" || v === null || typeof v !== "object") continue;
    if (key === "body" && Array.isArray(v)) yield v as Node[];
    for (const c of Array.isArray(v) ? v : [v]) if (c !== null && typeof c === "object" && typeof c.type === "string") yield* blocks(c);
  }
}

/** Runs of `local` statements to merge: each run by its first statement's start offset. */
function localRuns(p: Program, between: (a: Node, b: Node) => boolean, removed: Set<Node>): Map<number, Node[]> {
  const out = new Map<number, Node[]>();
  const mergeable = (s: Node) => s.type === "LocalStatement" && s.init.length === s.variables.length && s.init.length > 0;
  for (const body of [p.chunk.body as Node[], ...blocks(p.chunk)]) {
    let run: Node[] = [];
    const close = () => {
      if (run.length > 1) out.set(run[0].range[0], run);
      run = [];
    };
    for (const st of body) {
      // Left out, or inside what is (a dead function's body): no run there.
      let gone = false;
      for (let x: Node | undefined = st; x !== undefined && !gone; x = p.parent.get(x)) gone = removed.has(x);
      if (gone) continue;
      if (!mergeable(st)) {
        close();
        continue;
      }
      if (run.length > 0) {
        const from = st.init[0].range[0];
        const to = st.range[1];
        const reads = run.some((r) =>
          (r.variables as Node[]).some((v) => p.binding.get(v)!.refs.some((ref) => ref.range[0] >= from && ref.range[0] < to)),
        );
        if (reads || !between(run[run.length - 1], st)) close();
      }
      run.push(st);
    }
    close();
  }
  return out;
}

/** `f("s")`, `f({…})`: the offsets of the parentheses to drop. */
function sugarCalls(p: Program, tokenAt: (offset: number) => number, sig: Token[]): Set<number> {
  const out = new Set<number>();
  const visit = (n: Node) => {
    if (
      n.type === "CallExpression" &&
      n.arguments.length === 1 &&
      (n.arguments[0].type === "StringLiteral" || n.arguments[0].type === "TableConstructorExpression")
    ) {
      const arg = n.arguments[0];
      const open = tokenAt(n.base.range[1]);
      const first = tokenAt(arg.range[0]);
      const last = tokenAt(arg.range[1]) - 1;
      const close = last + 1;
      if (sig[open]?.text === "(" && first === open + 1 && sig[close]?.text === ")" && sig[close].start === n.range[1] - 1) {
        out.add(sig[open].start);
        out.add(sig[close].start);
      }
    }
    for (const [key, v] of Object.entries(n)) {
      if (key === "range" || v === null || typeof v !== "object") continue;
      for (const c of Array.isArray(v) ? v : [v]) if (c !== null && typeof c === "object" && typeof c.type === "string") visit(c);
    }
  };
  visit(p.chunk);
  return out;
}

// ---- output ---------------------------------------------------------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function vlq(value: number): string {
  let v = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += B64[digit];
  } while (v > 0);
  return out;
}

/** Where a separator is due and the line is this long, it is a line break (as cheap as a blank). */
const WRAP = 200;

export function minifyChunk(source: string, options: MinifyOptions = {}): Minified {
  const join = options.lines !== "keep";
  const p = analyse(source);
  const tokens = tokenize(source);
  const sig = tokens.filter((t) => t.kind !== "space" && t.kind !== "comment");
  const starts = sig.map((t) => t.start);
  /** Index of the first significant token at or after an offset. */
  const tokenAt = (offset: number) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  // What changes: names and strings by offset (in both outputs), and what the code alone writes otherwise.
  const semantic = new Map<number, string>();
  const text = new Map<number, string>();
  const drop = new Set<number>();
  let kept = new Map<string, string>();
  let modulesNone: string | undefined;
  let records: Record[] = [];
  if (options.modules !== false) {
    const m = moduleEdits(p);
    records = m.records;
    kept = m.kept;
    modulesNone = m.none;
    for (const [o, t] of m.names) semantic.set(o, t);
    for (const [o, t] of m.strings) semantic.set(o, t);
    if (options.sugar !== false) {
      for (const b of m.brackets) {
        drop.add(b.open);
        drop.add(b.close);
        text.set(b.key, m.strings.get(b.key)!.slice(1, -1));
      }
    }
  }
  const locals = options.rename === false ? new Map<number, string>() : localRenames(p);
  for (const [o, t] of locals) text.set(o, t);
  if (options.labels !== false) {
    const taken = new Set<string>([...p.globals, ...locals.values(), "self", "_ENV"]);
    for (const b of p.bindings) taken.add(b.name);
    for (const [o, t] of labelRenames(p, taken)) text.set(o, t);
  }
  if (options.sugar !== false) for (const o of sugarCalls(p, tokenAt, sig)) drop.add(o);

  // Dead code: its tokens are skipped, and the reference leaves out the same text.
  const removed = options.modules !== false && options.dead !== false ? deadCode(p, records).nodes : new Set<Node>();
  const skip = new Array<boolean>(sig.length).fill(false);
  const cuts: [number, number][] = [];
  for (const n of removed) {
    const from = tokenAt(n.range[0]);
    let to = tokenAt(n.range[1]);
    // A table field goes with its separator.
    if (n.type === "TableKeyString" && (sig[to]?.text === "," || sig[to]?.text === ";")) to++;
    for (let i = from; i < to; i++) skip[i] = true;
    cuts.push([n.range[0], to < sig.length ? sig[to].start : source.length]);
  }
  /** Nothing but blanks, comments and dead code between two statements. */
  const adjacent = (a: Node, b: Node) => {
    for (let i = tokenAt(a.range[1]); i < tokenAt(b.range[0]); i++) if (!skip[i]) return false;
    return true;
  };
  const runs = join && options.merge !== false ? localRuns(p, adjacent, removed) : new Map<number, Node[]>();

  // The output tokens, each with the input offset it stands for.
  const out: { text: string; src: number }[] = [];
  const put = (i: number) => {
    const t = sig[i];
    if (drop.has(t.start) || skip[i]) return;
    out.push({ text: text.get(t.start) ?? semantic.get(t.start) ?? t.text, src: t.start });
  };
  const range = (from: number, to: number) => {
    for (let i = from; i < to;) {
      const run = runs.get(sig[i].start);
      if (run === undefined) {
        put(i++);
        continue;
      }
      // local a, b = x, y: the names of every statement, then their values.
      put(i); // local
      run.forEach((st, k) => {
        if (k > 0) out.push({ text: ",", src: st.variables[0].range[0] });
        range(tokenAt(st.variables[0].range[0]), tokenAt(st.variables[st.variables.length - 1].range[1]));
      });
      put(tokenAt(run[0].variables[run[0].variables.length - 1].range[1])); // =
      run.forEach((st, k) => {
        if (k > 0) out.push({ text: ",", src: st.init[0].range[0] });
        // From after `=` to the statement's end: a value's own parentheses are outside its node.
        range(tokenAt(st.variables[st.variables.length - 1].range[1]) + 1, tokenAt(st.range[1]));
      });
      i = tokenAt(run[run.length - 1].range[1]);
    }
  };
  range(0, sig.length);

  // Line and column of input offsets.
  const lineStarts = lineStartsOf(source);
  const lineOf = (offset: number) => lineAt(lineStarts, offset);

  const parts: string[] = [];
  const mappings: string[] = [];
  let segs: string[] = [];
  let col = 0;
  let prevGenCol = 0;
  let prevSrcLine = 0;
  let prevSrcCol = 0;
  let last: string | undefined;
  let srcLine = 0; // keep: the input line the output is on
  const newline = (n: number) => {
    parts.push("\n".repeat(n));
    for (let k = 0; k < n; k++) {
      mappings.push(segs.join(","));
      segs = [];
    }
    col = 0;
    prevGenCol = 0;
    last = undefined;
  };
  for (const t of out) {
    const line = lineOf(t.src);
    if (!join && line > srcLine) newline(line - srcLine);
    else if (last !== undefined && needsSpace(last, t.text)) {
      if (join && col >= WRAP) newline(1);
      else {
        parts.push(" ");
        col++;
      }
    }
    srcLine = line;
    const sc = t.src - lineStarts[line];
    segs.push(vlq(col - prevGenCol) + vlq(0) + vlq(line - prevSrcLine) + vlq(sc - prevSrcCol));
    prevGenCol = col;
    prevSrcLine = line;
    prevSrcCol = sc;
    parts.push(t.text);
    // A long string may hold line breaks.
    const nl = t.text.lastIndexOf("\n");
    if (nl >= 0) {
      const n = t.text.split("\n").length - 1;
      for (let k = 0; k < n; k++) {
        mappings.push(segs.join(","));
        segs = [];
      }
      col = t.text.length - nl - 1;
      prevGenCol = 0;
      srcLine += n;
    } else col += t.text.length;
    last = t.text;
  }
  if (!join) {
    const end = lineStarts.length - 1;
    if (end > srcLine) newline(end - srcLine);
  }
  mappings.push(segs.join(","));

  // The reference: the input with only the renames of keys and module names, and without the dead code.
  const edits: [number, number, string][] = [...semantic].map(([o, t]) => [o, o + sig[tokenAt(o)].text.length, t]);
  for (const [from, to] of cuts) edits.push([from, to, ""]);
  edits.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ref: string[] = [];
  let at = 0;
  for (const [from, to, t] of edits) {
    if (from < at) continue; // inside a cut already made
    ref.push(source.slice(at, from), t);
    at = to;
  }
  ref.push(source.slice(at));

  return {
    code: parts.join(""),
    reference: ref.join(""),
    map: { version: 3, sources: ["input"], names: [], mappings: mappings.join(";") },
    kept,
    modulesNone,
    renamed: records.length,
    dead: removed.size,
  };
}

export function minify(source: string, options: MinifyOptions = {}): string {
  return minifyChunk(source, options).code;
}
