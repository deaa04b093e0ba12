/**
 * SVG to PNG with resvg, with the DejaVu fonts of the `dejavu-fonts-ttf` package and no system
 * font: the same pixels on every machine that ran `npm ci`.
 */
import { Resvg } from "@resvg/resvg-js";
import { readdirSync } from "node:fs";
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

/** The PNG of an SVG, at the SVG's own pixel size. */
export function renderPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: fonts(), defaultFontFamily: "DejaVu Sans" },
    fitTo: { mode: "original" },
  });
  return resvg.render().asPng();
}
