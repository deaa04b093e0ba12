// Runs a TypeScript tool under Node 20: esbuild bundles it (with the src/ modules it imports;
// packages stay external), the bundle is cached under node_modules/.cache by content hash, and
// its `main({ root, argv })` runs. Its return value is the exit code.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export async function runTs(entry, argv) {
  let code;
  try {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      // CommonJS `require(...)` of a package (fengari, in the fake TTS host) works in the ESM bundle.
      banner: {
        js: 'import { createRequire as __brwCreateRequire } from "node:module"; const require = __brwCreateRequire(import.meta.url);',
      },
      write: false,
      logLevel: "silent",
    });
    code = result.outputFiles[0].text;
  } catch (e) {
    const first = e.errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : "";
    console.error(`error: ${where}${first?.text ?? e.message}`);
    return 1;
  }
  const hash = createHash("sha1").update(code).digest("hex").slice(0, 12);
  const dir = join(root, "node_modules", ".cache", "brw-tools");
  const file = join(dir, `${basename(entry, ".ts")}-${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file);
  }
  const tool = await import(pathToFileURL(file).href);
  return await tool.main({ root, argv });
}
