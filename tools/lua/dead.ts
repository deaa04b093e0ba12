/**
 * Code that cannot matter, left out: a write to a record's key that no code reads (records:
 * modules.ts, every read of their keys is known), and a local that no code reads, when making the
 * value written has no effect (a function, a literal, a local's value, a record's key, a table of
 * those). Leaving one out frees what only it read, so this runs until nothing more goes.
 *
 * `require(…)` is never left out (it may run a module's body), nor a global's read (the globals
 * table may have a metatable), nor any operator (a metamethod may run).
 */
import type { Node, Program } from "./scopes";
import { ELEMENTS, type Record } from "./modules";

export interface Dead {
  /** Statements and table fields to leave out. */
  nodes: Set<Node>;
}

export function deadCode(p: Program, records: Record[]): Dead {
  const removed = new Set<Node>();
  const isRemoved = (n: Node): boolean => {
    for (let x: Node | undefined = n; x !== undefined; x = p.parent.get(x)) if (removed.has(x)) return true;
    return false;
  };
  /** Reading these is a record's key read: no metamethod (a record never meets setmetatable). */
  const recordPlaces = new Set<Node>();
  for (const r of records) for (const reads of r.reads.values()) for (const read of reads) recordPlaces.add(read);

  const pure = (e: Node): boolean => {
    switch (e.type) {
      case "StringLiteral":
      case "NumericLiteral":
      case "BooleanLiteral":
      case "NilLiteral":
      case "FunctionDeclaration":
        return true;
      case "Identifier":
        return p.binding.has(e);
      case "MemberExpression":
        return recordPlaces.has(e) && pure(e.base);
      case "TableConstructorExpression":
        return (e.fields as Node[]).every((f) => pure(f.value) && (f.type !== "TableKey" || pure(f.key)));
      default:
        return false;
    }
  };
  /**
   * Code that runs once, as the script loads: the chunk's own, or a bundle module's body (`["m"] =
   * function(...)`). Writes are left out only there, so the script runs the same instructions,
   * one for one, as its readable twin does whenever it is called.
   */
  const runsOnce = (n: Node): boolean => {
    const fns: Node[] = [];
    for (let x = p.parent.get(n); x !== undefined; x = p.parent.get(x)) if (x.type === "FunctionDeclaration") fns.push(x);
    return fns.length === 0 || (fns.length === 1 && p.parent.get(fns[0])?.type === "TableKey");
  };
  /** A write that can go: a field of a constructor, `X.k = v` alone, `function X.k()`. */
  const removable = (w: Node): boolean => {
    if (!runsOnce(w)) return false;
    if (w.type === "TableKeyString") return pure(w.value);
    if (w.type === "AssignmentStatement") return w.variables.length === 1 && w.init.length === 1 && pure(w.init[0]) && isStatement(w);
    if (w.type === "FunctionDeclaration") return isStatement(w);
    return false;
  };
  const isStatement = (n: Node) => {
    const up = p.parent.get(n);
    return up !== undefined && Array.isArray(up.body) && (up.body as Node[]).includes(n);
  };

  for (let changed = true; changed;) {
    changed = false;
    // Keys no remaining code reads.
    for (const r of records) {
      for (const [key, writes] of r.writes) {
        // Elements count, read or not (`#T`).
        if (key === ELEMENTS || (r.reads.get(key) ?? []).some((read) => !isRemoved(read))) continue;
        for (const w of writes) {
          if (!isRemoved(w) && removable(w)) {
            removed.add(w);
            changed = true;
          }
        }
      }
    }
    // Locals no remaining code reads: their declaration, and every assignment to them, go.
    for (const b of p.bindings) {
      if (b.decl === undefined) continue;
      const decl = p.parent.get(b.decl)!;
      if (isRemoved(decl)) continue;
      const declGoes =
        (decl.type === "LocalStatement" && (decl.init as Node[]).every(pure)) ||
        (decl.type === "FunctionDeclaration" && decl.isLocal && decl.identifier === b.decl);
      if (!declGoes || !isStatement(decl) || !runsOnce(decl)) continue;
      // Every name of a `local a, b = …` must go for the statement to go.
      const all = decl.type === "LocalStatement" ? (decl.variables as Node[]).map((v) => p.binding.get(v)!) : [b];
      const writes = all.flatMap(writesOf);
      // A read inside the declaration or an assignment that goes (a recursive function) is no read.
      const inside = (ref: Node) => [decl, ...writes].some((w) => ref.range[0] >= w.range[0] && ref.range[1] <= w.range[1]);
      if (all.some((o) => o.refs.some((ref) => !isRemoved(ref) && !inside(ref)))) continue;
      removed.add(decl);
      for (const w of writes) removed.add(w);
      changed = true;
    }
  }

  function writesOf(b: { refs: Node[] }): Node[] {
    const out: Node[] = [];
    for (const ref of b.refs) {
      const up = p.parent.get(ref)!;
      if (up.type === "AssignmentStatement" && up.variables.length === 1 && up.variables[0] === ref && removable(up)) out.push(up);
      else if (up.type === "FunctionDeclaration" && up.identifier === ref && isStatement(up)) out.push(up);
    }
    return out;
  }

  return { nodes: removed };
}
