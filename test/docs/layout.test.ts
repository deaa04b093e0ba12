/**
 * Issue 39: docs/development.md names every file of src/, one short row each under its folder's
 * heading, so a newcomer finds where a concern lives. A file without a row, a row for a file that
 * is gone, or a row too long to read at a glance fails here, by name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DOC = "docs/development.md";
/** A row says what a file holds in a line: longer, and it is a paragraph. */
const ROW_MAX = 110;

/** Every .ts file under src/, as its path from the repository root. */
function sourceFiles(dir = "src"): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith(".ts")) out.push(path);
  }
  return out.sort();
}

interface Row {
  path: string;
  what: string;
}

/** The rows of the doc's "### `src/<folder>/`" tables: `| \`file.ts\` | what |`. */
export function layoutRows(doc: string): Row[] {
  const rows: Row[] = [];
  let folder: string | undefined = undefined;
  for (const line of doc.split("\n")) {
    const heading = /^#### `(src\/[a-z-]+\/)`/.exec(line);
    if (heading !== null) folder = heading[1];
    else if (line.startsWith("#")) folder = undefined;
    const row = /^\| `([a-z0-9.-]+\.ts)` \| (.*) \|$/.exec(line);
    if (folder !== undefined && row !== null) rows.push({ path: folder + row[1], what: row[2] });
  }
  return rows;
}

describe("issue 39: docs/development.md names every src file", () => {
  const rows = layoutRows(readFileSync(DOC, "utf8"));
  const named = new Set(rows.map((r) => r.path));

  it("every file of src/ has its row", () => {
    const missing = sourceFiles().filter((f) => !named.has(f));
    expect(missing, `${DOC} has no row for these files: add one under the folder's heading`).toEqual([]);
  });

  it("every row names a file that exists, once", () => {
    const files = new Set(sourceFiles());
    expect(rows.filter((r) => !files.has(r.path)).map((r) => r.path)).toEqual([]);
    expect(rows.length).toBe(named.size);
  });

  it(`every row is short (at most ${ROW_MAX} characters)`, () => {
    expect(rows.filter((r) => r.what.length > ROW_MAX).map((r) => `${r.path}: ${r.what.length}`)).toEqual([]);
  });

  it("the parser finds a row and refuses a stray one (the test can fail)", () => {
    const doc = "#### `src/core/`\n\n| file | what |\n|---|---|\n| `model.ts` | the snapshot |\n## Next\n| `x.ts` | not in a folder |\n";
    expect(layoutRows(doc)).toEqual([{ path: "src/core/model.ts", what: "the snapshot" }]);
  });
});
