/**
 * A Lua 5.2 chunk's variables, as the compiler sees them: luaparse reads the syntax, and this
 * walk resolves every name to the local it means (or to a global), in the compiler's own order
 * (`local x = x` reads the outer x; a `repeat` body's locals are seen by its `until`).
 * The minifier's passes read it: local renaming (minify.ts) and the module tables (modules.ts).
 */
import luaparse from "luaparse";

// luaparse's node types are loose unions; the passes read plain fields.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Node = { type: string; range: [number, number]; [key: string]: any };

export interface Binding {
  name: string;
  /** The declaring identifier (undefined for `self`, implicit in `function a:b()`). */
  decl: Node | undefined;
  /** Every identifier that reads or assigns this local. */
  refs: Node[];
  /** `self` of `function a:b()`: it cannot be renamed. */
  fixed: boolean;
  scope: Scope;
  /** The function (or the chunk) whose local this is. */
  fn: Node;
}

export interface Scope {
  parent: Scope | undefined;
  /** Names given to this block's own locals. */
  own: Set<string>;
  /** Names given to locals of this block and every block inside it. */
  below: Set<string>;
}

export interface Program {
  source: string;
  chunk: Node;
  bindings: Binding[];
  /** The local each identifier means; identifiers not in it are globals, field names or labels. */
  binding: Map<Node, Binding>;
  /** Names read or written as globals anywhere. */
  globals: Set<string>;
  /** Each node's parent (the chunk has none). */
  parent: Map<Node, Node>;
  /** Label and goto identifiers by the function (or chunk) they belong to. */
  labels: Map<Node, Node[]>;
}

function newScope(parent: Scope | undefined): Scope {
  return { parent, own: new Set(), below: new Set() };
}

class Walk {
  readonly bindings: Binding[] = [];
  readonly binding = new Map<Node, Binding>();
  readonly globals = new Set<string>();
  readonly labels = new Map<Node, Node[]>();
  private stack: { names: Map<string, Binding>; scope: Scope; fn: Node }[];

  constructor(chunk: Node) {
    this.stack = [{ names: new Map(), scope: newScope(undefined), fn: chunk }];
  }

  private get top() {
    return this.stack[this.stack.length - 1];
  }

  push(fn?: Node): void {
    this.stack.push({ names: new Map(), scope: newScope(this.top.scope), fn: fn ?? this.top.fn });
  }
  pop(): void {
    this.stack.pop();
  }

  declare(id: Node): void {
    const b: Binding = { name: id.name, decl: id, refs: [], fixed: false, scope: this.top.scope, fn: this.top.fn };
    this.bindings.push(b);
    this.binding.set(id, b);
    this.top.names.set(id.name, b);
  }

  declareImplicitSelf(): void {
    const b: Binding = { name: "self", decl: undefined, refs: [], fixed: true, scope: this.top.scope, fn: this.top.fn };
    this.bindings.push(b);
    this.top.names.set("self", b);
  }

  refer(id: Node): void {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const b = this.stack[i].names.get(id.name);
      if (b !== undefined) {
        b.refs.push(id);
        this.binding.set(id, b);
        return;
      }
    }
    this.globals.add(id.name);
  }

  label(id: Node): void {
    const fn = this.top.fn;
    if (!this.labels.has(fn)) this.labels.set(fn, []);
    this.labels.get(fn)!.push(id);
  }
}

function block(w: Walk, body: Node[]): void {
  for (const st of body) statement(w, st);
}

function statement(w: Walk, n: Node): void {
  switch (n.type) {
    case "LocalStatement":
      for (const e of n.init) expression(w, e);
      for (const v of n.variables) w.declare(v);
      return;
    case "AssignmentStatement":
      for (const e of n.init) expression(w, e);
      for (const v of n.variables) expression(w, v);
      return;
    case "CallStatement":
      expression(w, n.expression);
      return;
    case "FunctionDeclaration":
      functionDeclaration(w, n);
      return;
    case "ReturnStatement":
      for (const e of n.arguments) expression(w, e);
      return;
    case "IfStatement":
      for (const clause of n.clauses) {
        if (clause.condition) expression(w, clause.condition);
        w.push();
        block(w, clause.body);
        w.pop();
      }
      return;
    case "WhileStatement":
      expression(w, n.condition);
      w.push();
      block(w, n.body);
      w.pop();
      return;
    case "DoStatement":
      w.push();
      block(w, n.body);
      w.pop();
      return;
    case "RepeatStatement":
      // The condition sees the body's locals.
      w.push();
      block(w, n.body);
      expression(w, n.condition);
      w.pop();
      return;
    case "ForNumericStatement":
      expression(w, n.start);
      expression(w, n.end);
      if (n.step) expression(w, n.step);
      w.push();
      w.declare(n.variable);
      block(w, n.body);
      w.pop();
      return;
    case "ForGenericStatement":
      for (const e of n.iterators) expression(w, e);
      w.push();
      for (const v of n.variables) w.declare(v);
      block(w, n.body);
      w.pop();
      return;
    case "GotoStatement":
    case "LabelStatement":
      w.label(n.label);
      return;
    case "BreakStatement":
      return;
    default:
      throw new Error(`minify: unknown statement ${n.type}`);
  }
}

function functionDeclaration(w: Walk, n: Node): void {
  const id = n.identifier as Node | null;
  let method = false;
  if (id !== null) {
    if (n.isLocal) w.declare(id);
    else {
      expression(w, id);
      method = id.type === "MemberExpression" && id.indexer === ":";
    }
  }
  w.push(n);
  if (method) w.declareImplicitSelf();
  for (const p of n.parameters) if (p.type === "Identifier") w.declare(p);
  block(w, n.body);
  w.pop();
}

function expression(w: Walk, n: Node): void {
  switch (n.type) {
    case "Identifier":
      w.refer(n);
      return;
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "NilLiteral":
    case "VarargLiteral":
      return;
    case "FunctionDeclaration":
      functionDeclaration(w, n);
      return;
    case "TableConstructorExpression":
      for (const f of n.fields) {
        if (f.type === "TableKey") expression(w, f.key);
        expression(w, f.value);
      }
      return;
    case "BinaryExpression":
    case "LogicalExpression":
      expression(w, n.left);
      expression(w, n.right);
      return;
    case "UnaryExpression":
      expression(w, n.argument);
      return;
    case "MemberExpression":
      // `a.b`, `a:b`: b is a field name, not a variable.
      expression(w, n.base);
      return;
    case "IndexExpression":
      expression(w, n.base);
      expression(w, n.index);
      return;
    case "CallExpression":
      expression(w, n.base);
      for (const a of n.arguments) expression(w, a);
      return;
    case "TableCallExpression":
      expression(w, n.base);
      expression(w, n.arguments ?? n.argument);
      return;
    case "StringCallExpression":
      expression(w, n.base);
      return;
    default:
      throw new Error(`minify: unknown expression ${n.type}`);
  }
}

function parents(chunk: Node): Map<Node, Node> {
  const out = new Map<Node, Node>();
  const visit = (n: Node) => {
    for (const [key, v] of Object.entries(n)) {
      if (key === "range" || v === null || typeof v !== "object") continue;
      for (const c of Array.isArray(v) ? v : [v]) {
        if (c !== null && typeof c === "object" && typeof c.type === "string") {
          out.set(c, n);
          visit(c);
        }
      }
    }
  };
  visit(chunk);
  return out;
}

export function analyse(source: string): Program {
  const chunk = luaparse.parse(source, {
    luaVersion: "5.2",
    ranges: true,
    comments: false,
    locations: false,
    scope: false,
  }) as unknown as Node;
  const w = new Walk(chunk);
  block(w, chunk.body);
  return { source, chunk, bindings: w.bindings, binding: w.binding, globals: w.globals, parent: parents(chunk), labels: w.labels };
}
