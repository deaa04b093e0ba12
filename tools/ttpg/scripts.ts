/**
 * The TTPG scripts, bundled by esbuild: one CommonJS file per script owner (the Avatar Card, the
 * counters, the table), with `@tabletop-playground/api` left external (TTPG provides it, with
 * `refObject` set for the object that runs the script). TTPG's V8 runs ES2020.
 */
import { build, type Plugin } from "esbuild";
import { join } from "node:path";

export interface ScriptEntry {
  /** File name under Scripts/. */
  file: string;
  /** The TypeScript entry, from the repository root. */
  entry: string;
  /** Who runs it. */
  owner: string;
}

export const SCRIPTS: ScriptEntry[] = [
  { file: "avatar.js", entry: "src/ttpg/avatar.ts", owner: "Jukas's Avatar Card (BRW:Avatar)" },
  { file: "counter.js", entry: "src/ttpg/counter-script.ts", owner: "each Power and Damage counter" },
  { file: "table.js", entry: "src/ttpg/table.ts", owner: "the game (global script): lays the table out when it is empty" },
];

/** The layout module the table script imports (`jukas:layout`), made by the build from mod/. */
export const LAYOUT_MODULE = "jukas:layout";

function layoutPlugin(layout: unknown): Plugin {
  return {
    name: "jukas-layout",
    setup(b) {
      b.onResolve({ filter: /^jukas:layout$/ }, () => ({ path: LAYOUT_MODULE, namespace: "jukas-layout" }));
      b.onLoad({ filter: /.*/, namespace: "jukas-layout" }, () => ({
        contents: "module.exports = " + JSON.stringify(layout) + ";",
        loader: "js",
      }));
    },
  };
}

/** Bundles every script into `dir`; returns the files written. */
export async function bundleScripts(root: string, dir: string, layout: unknown): Promise<string[]> {
  const written: string[] = [];
  for (const s of SCRIPTS) {
    const outfile = join(dir, s.file);
    await build({
      entryPoints: [join(root, s.entry)],
      outfile,
      bundle: true,
      format: "cjs",
      platform: "neutral",
      target: "es2020",
      external: ["@tabletop-playground/api"],
      plugins: [layoutPlugin(layout)],
      banner: { js: "// " + s.file + ": the script of " + s.owner + ". Built from " + s.entry + " by npm run build:ttpg; do not edit." },
      logLevel: "silent",
    });
    written.push(outfile);
  }
  return written;
}
