#!/usr/bin/env node
/**
 * npm run cards:check FILE…  Checks card description files (cards/README.md): prints every
 * problem, one a line, and exits 1; or one OK line per file and exits 0. The validator is
 * TypeScript (src/cards/validate.ts), bundled by esbuild in memory on each run, so nothing is
 * built first; the build imports `checkCardFile` / `assertCardFile` from here.
 */
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, join, relative, isAbsolute } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

let validator;

/** The validator module (`checkCardsText`, `formatProblem`), bundled once per process. */
export async function loadValidator() {
  if (validator === undefined) {
    const out = await build({
      entryPoints: [join(ROOT, "src/cards/validate.ts")],
      bundle: true,
      write: false,
      format: "esm",
      platform: "neutral",
      logLevel: "silent",
    });
    const code = out.outputFiles[0].text;
    validator = await import("data:text/javascript;base64," + Buffer.from(code).toString("base64"));
  }
  return validator;
}

/** How a file is named in messages: relative to the working directory when it lies below it. */
function shownName(file) {
  const rel = relative(process.cwd(), file);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split("\\").join("/") : file;
}

/**
 * Checks one file. Returns `{ ok, problems, cards, summary }`: `problems` one line each, `cards`
 * the plain data when ok. A file that cannot be read is one problem.
 */
export async function checkCardFile(file) {
  const name = shownName(file);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    const problem = name + ": cannot read the file (" + (e.code ?? e.message) + ")";
    return { ok: false, problems: [problem], cards: [], summary: name + ": 1 problem" };
  }
  const { checkCardsText } = await loadValidator();
  return checkCardsText(text, name);
}

/** For the build: the cards of a valid file, or an Error whose message lists every problem. */
export async function assertCardFile(file) {
  const check = await checkCardFile(file);
  if (!check.ok) throw new Error(check.problems.join("\n") + "\n" + check.summary);
  return check.cards;
}

async function main(files) {
  if (files.length === 0) {
    console.error("usage: npm run cards:check FILE…   (e.g. npm run cards:check cards/example.json)");
    return 2;
  }
  let failed = false;
  for (const file of files) {
    const check = await checkCardFile(file);
    for (const line of check.problems) console.log(line);
    if (check.ok) console.log(check.summary);
    else {
      console.log(check.summary);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
