/**
 * Small helpers to compose SVG images from text and the drawings in assets/icons/.
 * Text is set in DejaVu (the build loads the fonts of the `dejavu-fonts-ttf` package and no
 * system font), so every machine renders the same pixels.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const SANS = "DejaVu Sans";
export const SERIF = "DejaVu Serif";

export function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function doc(width: number, height: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    "</svg>"
  );
}

export interface TextStyle {
  size: number;
  fill?: string;
  family?: string;
  weight?: "normal" | "bold";
  italic?: boolean;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
}

export function text(x: number, y: number, content: string, s: TextStyle): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${s.family ?? SANS}"`,
    `font-size="${n(s.size)}"`,
    `fill="${s.fill ?? "#000"}"`,
    `text-anchor="${s.anchor ?? "start"}"`,
  ];
  if (s.weight === "bold") attrs.push(`font-weight="bold"`);
  if (s.italic) attrs.push(`font-style="italic"`);
  if (s.spacing) attrs.push(`letter-spacing="${n(s.spacing)}"`);
  return `<text ${attrs.join(" ")}>${esc(content)}</text>`;
}

/** Lines of text stacked from a first baseline, `lead` apart. */
export function lines(x: number, y: number, content: string[], lead: number, s: TextStyle): string {
  return content.map((line, i) => text(x, y + i * lead, line, s)).join("");
}

/**
 * A generous estimate of a line's width in DejaVu (its glyphs are wide: about 0.6 em on average
 * in Sans, more in bold), so text wrapped by it never overflows.
 */
export function textWidth(content: string, s: Pick<TextStyle, "size" | "weight" | "family" | "spacing">): number {
  const em = s.weight === "bold" ? 0.68 : 0.62;
  return content.length * (s.size * em + (s.spacing ?? 0));
}

/** Words into lines no wider than `width`. A single long word stays whole on its own line. */
export function wrap(content: string, width: number, s: Pick<TextStyle, "size" | "weight" | "family" | "spacing">): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, s) > width) {
      out.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) out.push(line);
  return out;
}

/** The largest size (from `size` down to `min`) at which `content` wraps into at most `maxLines` lines of `width`. */
export function fit(content: string, width: number, maxLines: number, s: TextStyle, min = 10): { size: number; lines: string[] } {
  for (let size = s.size; size > min; size -= 1) {
    const l = wrap(content, width, { ...s, size });
    if (l.length <= maxLines && l.every((line) => textWidth(line, { ...s, size }) <= width)) return { size, lines: l };
  }
  return { size: min, lines: wrap(content, width, { ...s, size: min }) };
}

/**
 * One of assets/icons/*.svg placed in the box (x, y, w, h), its `currentColor` set to `colour`;
 * `stretch` fills the box instead of keeping the drawing's proportions.
 */
export function icon(name: string, x: number, y: number, w: number, h: number, colour: string, stretch = false): string {
  const source = readFileSync(join(ICONS, `${name}.svg`), "utf8");
  const open = /<svg\b[^>]*>/.exec(source);
  const viewBox = open && /viewBox="([^"]+)"/.exec(open[0]);
  if (!open || !viewBox) throw new Error(`assets/icons/${name}.svg has no <svg viewBox="…">`);
  const inner = source.slice(open.index + open[0].length, source.lastIndexOf("</svg>"));
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="${viewBox[1]}"${stretch ? ` preserveAspectRatio="none"` : ""} color="${colour}">${inner}</svg>`;
}

/** Where the icons are: set by the build (the repository's assets/icons). */
let ICONS = join(process.cwd(), "assets", "icons");
export function setIconDir(dir: string): void {
  ICONS = dir;
}

/** A regular hexagon's points; `pointy` puts corners at top and bottom. */
export function hexagon(cx: number, cy: number, radius: number, pointy: boolean): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((pointy ? 30 : 0) + 60 * i) * (Math.PI / 180);
    pts.push(`${n(cx + radius * Math.cos(a))},${n(cy + radius * Math.sin(a))}`);
  }
  return pts.join(" ");
}

/** A colour 0..1 as #rrggbb. */
export function hex(c: { r: number; g: number; b: number }): string {
  const part = (v: number) =>
    Math.round(Math.max(0, Math.min(1, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${part(c.r)}${part(c.g)}${part(c.b)}`;
}

/** Dark or light ink, whichever reads on that background. */
export function ink(c: { r: number; g: number; b: number }): string {
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b > 0.55 ? "#1b1b1f" : "#f7f3ea";
}

/** Numbers written short in SVG. */
export function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}
