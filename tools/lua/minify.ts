/**
 * A Lua minifier for TSTL's output that cannot change what the code does:
 *
 * - comments go, and every run of blanks becomes one space where two tokens would otherwise
 *   run together (`local x`, `a - -b`, `1 ..`), else nothing; every line break stays, so an
 *   error's line number in TTS is the line of the readable bundle (dist/tts/avatar.full.lua);
 * - every local variable (parameters, `local`, `for` variables, local functions) gets a short
 *   name that no other local of an enclosing or enclosed block has (blocks side by side may
 *   share names) and no global of the chunk has: after renaming nothing shadows anything, so
 *   every name still means what it meant. Globals, table fields, method names, labels and
 *   `self` (implicit in `function a:b()`) keep theirs.
 *
 * Nothing is re-ordered, added or re-parenthesised: the output is the input's token sequence
 * with other names for locals, so it compiles to the same bytecode. `sameBytecode` checks it
 * (stripped of debug information, where local names and lines live), and the build refuses a
 * bundle that fails the check.
 *
 * The parser (luaparse, Lua 5.2) finds the scopes; the tokens come from the lexer here, which
 * reads numbers as greedily as Lua 5.2 does, so the spacing rule errs on the side of a space.
 */
import luaparse from "luaparse";

// ---- lexer --------------------------------------------------------------------------

export type TokenKind = "name" | "number" | "string" | "comment" | "space" | "op";

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
}

const KEYWORDS = new Set(
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

// ---- scopes -------------------------------------------------------------------------

interface Binding {
  name: string;
  /** Where the name is written: the declaration and every reference (source offsets). */
  at: number[];
  /** `self` of `function a:b()`: it cannot be renamed. */
  fixed: boolean;
  scope: Scope;
}

interface Scope {
  parent: Scope | undefined;
  /** Names given to this block's own locals. */
  own: Set<string>;
  /** Names given to locals of this block and every block inside it. */
  below: Set<string>;
}

type Node = { type: string; range?: [number, number]; [key: string]: unknown };

function newScope(parent: Scope | undefined): Scope {
  return { parent, own: new Set(), below: new Set() };
}

class Scopes {
  readonly bindings: Binding[] = [];
  /** Names read or written as globals anywhere. */
  readonly globals = new Set<string>();
  private stack: { names: Map<string, Binding>; scope: Scope }[] = [{ names: new Map(), scope: newScope(undefined) }];

  push(): void {
    this.stack.push({ names: new Map(), scope: newScope(this.stack[this.stack.length - 1].scope) });
  }
  pop(): void {
    this.stack.pop();
  }

  declare(id: Node, fixed = false): void {
    const name = id.name as string;
    const top = this.stack[this.stack.length - 1];
    const b: Binding = { name, at: id.range ? [id.range[0]] : [], fixed, scope: top.scope };
    this.bindings.push(b);
    top.names.set(name, b);
  }

  declareImplicitSelf(): void {
    const top = this.stack[this.stack.length - 1];
    const b: Binding = { name: "self", at: [], fixed: true, scope: top.scope };
    this.bindings.push(b);
    top.names.set("self", b);
  }

  refer(id: Node): void {
    const name = id.name as string;
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const b = this.stack[i].names.get(name);
      if (b !== undefined) {
        if (id.range) b.at.push(id.range[0]);
        return;
      }
    }
    this.globals.add(name);
  }
}

function walkBlock(s: Scopes, body: Node[]): void {
  for (const st of body) statement(s, st);
}

function statement(s: Scopes, n: Node): void {
  switch (n.type) {
    case "LocalStatement":
      for (const e of n.init as Node[]) expression(s, e);
      for (const v of n.variables as Node[]) s.declare(v);
      return;
    case "AssignmentStatement":
      for (const e of n.init as Node[]) expression(s, e);
      for (const v of n.variables as Node[]) expression(s, v);
      return;
    case "CallStatement":
      expression(s, n.expression as Node);
      return;
    case "FunctionDeclaration":
      functionDeclaration(s, n);
      return;
    case "ReturnStatement":
      for (const e of n.arguments as Node[]) expression(s, e);
      return;
    case "IfStatement":
      for (const clause of n.clauses as Node[]) {
        if (clause.condition) expression(s, clause.condition as Node);
        s.push();
        walkBlock(s, clause.body as Node[]);
        s.pop();
      }
      return;
    case "WhileStatement":
      expression(s, n.condition as Node);
      s.push();
      walkBlock(s, n.body as Node[]);
      s.pop();
      return;
    case "DoStatement":
      s.push();
      walkBlock(s, n.body as Node[]);
      s.pop();
      return;
    case "RepeatStatement":
      // The condition sees the body's locals.
      s.push();
      walkBlock(s, n.body as Node[]);
      expression(s, n.condition as Node);
      s.pop();
      return;
    case "ForNumericStatement":
      expression(s, n.start as Node);
      expression(s, n.end as Node);
      if (n.step) expression(s, n.step as Node);
      s.push();
      s.declare(n.variable as Node);
      walkBlock(s, n.body as Node[]);
      s.pop();
      return;
    case "ForGenericStatement":
      for (const e of n.iterators as Node[]) expression(s, e);
      s.push();
      for (const v of n.variables as Node[]) s.declare(v);
      walkBlock(s, n.body as Node[]);
      s.pop();
      return;
    case "BreakStatement":
    case "GotoStatement":
    case "LabelStatement":
      return;
    default:
      throw new Error(`minify: unknown statement ${n.type}`);
  }
}

function functionDeclaration(s: Scopes, n: Node): void {
  const id = n.identifier as Node | null;
  let method = false;
  if (id !== null) {
    if (n.isLocal) s.declare(id);
    else {
      expression(s, id);
      method = id.type === "MemberExpression" && id.indexer === ":";
    }
  }
  s.push();
  if (method) s.declareImplicitSelf();
  for (const p of n.parameters as Node[]) if (p.type === "Identifier") s.declare(p);
  walkBlock(s, n.body as Node[]);
  s.pop();
}

function expression(s: Scopes, n: Node): void {
  switch (n.type) {
    case "Identifier":
      s.refer(n);
      return;
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "NilLiteral":
    case "VarargLiteral":
      return;
    case "FunctionDeclaration":
      functionDeclaration(s, n);
      return;
    case "TableConstructorExpression":
      for (const f of n.fields as Node[]) {
        if (f.type === "TableKey") expression(s, f.key as Node);
        expression(s, f.value as Node);
      }
      return;
    case "BinaryExpression":
    case "LogicalExpression":
      expression(s, n.left as Node);
      expression(s, n.right as Node);
      return;
    case "UnaryExpression":
      expression(s, n.argument as Node);
      return;
    case "MemberExpression":
      // `a.b`, `a:b`: b is a field name, not a variable.
      expression(s, n.base as Node);
      return;
    case "IndexExpression":
      expression(s, n.base as Node);
      expression(s, n.index as Node);
      return;
    case "CallExpression":
      expression(s, n.base as Node);
      for (const a of n.arguments as Node[]) expression(s, a);
      return;
    case "TableCallExpression":
      expression(s, n.base as Node);
      expression(s, (n.arguments ?? n.argument) as Node);
      return;
    case "StringCallExpression":
      expression(s, n.base as Node);
      return;
    default:
      throw new Error(`minify: unknown expression ${n.type}`);
  }
}

// ---- names --------------------------------------------------------------------------

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
const REST = FIRST + "0123456789";

function* shortNames(): Generator<string> {
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
      yield name;
    }
  }
}

/** New names by source offset of each written local name. */
function renames(source: string): Map<number, string> {
  const ast = luaparse.parse(source, { luaVersion: "5.2", ranges: true, comments: false, locations: false, scope: false }) as unknown as Node;
  const s = new Scopes();
  walkBlock(s, ast.body as Node[]);
  // A name kept as it is (`self`) is taken in its block like any other.
  for (const b of s.bindings) if (b.fixed || b.at.length === 0) take(b.scope, b.name);
  const renamable = s.bindings.filter((b) => !b.fixed && b.at.length > 0);
  // The most written names get the shortest; ties in declaration order (stable sort).
  const order = renamable.map((b, i) => ({ b, i })).sort((x, y) => y.b.at.length - x.b.at.length || x.i - y.i);
  const candidates: string[] = [];
  const names = shortNames();
  const out = new Map<number, string>();
  for (const { b } of order) {
    // The first short name free on the whole path through b's block: its enclosing blocks, and every block inside it.
    let k = 0;
    for (;;) {
      while (k >= candidates.length) {
        const n = names.next().value as string;
        if (!KEYWORDS.has(n) && !s.globals.has(n) && n !== "self" && n !== "_ENV") candidates.push(n);
      }
      if (free(b.scope, candidates[k])) break;
      k++;
    }
    take(b.scope, candidates[k]);
    for (const at of b.at) out.set(at, candidates[k]);
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

// ---- output -------------------------------------------------------------------------

export interface MinifyOptions {
  /** Give locals short names (default true). */
  rename?: boolean;
}

export function minify(source: string, options: MinifyOptions = {}): string {
  const tokens = tokenize(source);
  const rename = options.rename === false ? new Map<number, string>() : renames(source);
  const out: string[] = [];
  let last: string | undefined = undefined;
  let breaks = 0;
  for (const t of tokens) {
    if (t.kind === "space" || t.kind === "comment") {
      for (const ch of t.text) if (ch === "\n") breaks++;
      continue;
    }
    const text = t.kind === "name" ? (rename.get(t.start) ?? t.text) : t.text;
    if (breaks > 0) {
      out.push("\n".repeat(breaks));
      breaks = 0;
    } else if (last !== undefined && needsSpace(last, text)) out.push(" ");
    out.push(text);
    last = text;
  }
  if (breaks > 0) out.push("\n".repeat(breaks));
  return out.join("");
}
