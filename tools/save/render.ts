/**
 * SVG to PNG with resvg, with the DejaVu fonts of the `dejavu-fonts-ttf` package and no system
 * font: the same pixels on every machine that ran `npm ci`. Each PNG is kept under
 * node_modules/.cache by its SVG's hash: the tests build the save many times over.
 */
import { Resvg } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

let fontFiles: string[] | undefined;

function fonts(): string[] {
  if (!fontFiles) {
    const dir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
    fontFiles = readdirSync(dir)
      .filter((f) => /^DejaVu(Sans|Serif)(-(Bold|Oblique|Italic|BoldOblique|BoldItalic))?\.ttf$/.test(f))
      .map((f) => join(dir, f));
  }
  return fontFiles;
}

let cacheDir: string | undefined;

/** node_modules/.cache/brw-png/<resvg's and the fonts' versions>: the pixels depend on nothing else. */
function cache(): string {
  if (!cacheDir) {
    const require = createRequire(import.meta.url);
    const version = (name: string) =>
      (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;
    const pkg = require.resolve("@resvg/resvg-js/package.json");
    cacheDir = join(dirname(pkg), "..", "..", ".cache", "brw-png", `${version("@resvg/resvg-js")}-${version("dejavu-fonts-ttf")}`);
  }
  return cacheDir;
}

/** The PNG of an SVG, at the SVG's own pixel size. */
export function renderPng(svg: string): Buffer {
  const file = join(cache(), createHash("sha256").update(svg).digest("hex").slice(0, 32) + ".png");
  if (existsSync(file)) return readFileSync(file);
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: fonts(), defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  const png = resvg.render().asPng();
  // Written aside, then renamed: a build running at once reads a whole file or none.
  mkdirSync(cache(), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, png);
  renameSync(tmp, file);
  return png;
}
