/**
 * Issue #29: hosts/ and src/ have no import circle, type-only imports included. import-x/no-cycle skips
 * every `import type` (it has no option to count them), so this test reads the imports itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Each file's relative imports (values and types), resolved to files of `files`. */
function importGraph(files: Map<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const to: string[] = [];
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const base = resolve(dirname(file), fileName);
      const hit = [base + ".ts", join(base, "index.ts"), base].find((f) => files.has(f));
      if (hit !== undefined) to.push(hit);
    }
    graph.set(file, to);
  }
  return graph;
}

/** The circles of a graph (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(part.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

function tsFiles(dir: string, files = new Map<string, string>()): Map<string, string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, e.name);
    if (e.isDirectory()) tsFiles(path, files);
    else if (e.name.endsWith(".ts")) files.set(path, readFileSync(path, "utf8"));
  }
  return files;
}

describe("no import circle in hosts/ or src/, type-only imports included", () => {
  it("finds a circle made of type-only imports", () => {
    const files = new Map([
      [resolve("/x/a.ts"), `import type { B } from "./b";\nexport type A = B[];\n`],
      [resolve("/x/b.ts"), `import type { A } from "./a";\nexport interface B { a: A }\n`],
      [resolve("/x/c.ts"), `import type { A } from "./a";\nexport type C = A;\n`],
    ]);
    expect(circles(importGraph(files))).toEqual([[resolve("/x/a.ts"), resolve("/x/b.ts")]]);
  });

  for (const [dir, known] of [
    ["hosts", "hosts/fake-tts/world/objects.ts"],
    ["src", "src/controller/controller.ts"],
  ]) {
    it(`${dir}/ has none`, () => {
      const files = tsFiles(dir);
      // The walk reaches files in subfolders.
      expect(files.has(resolve(known))).toBe(true);
      const found = circles(importGraph(files)).map((c) => c.map((f) => relative(process.cwd(), f)));
      expect(found).toEqual([]);
    });
  }
});
