/** Runs tools/build-save.mjs into a temporary folder and reads what it wrote. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { JukasSave, SavedObjectFile, TtsObject } from "../../tools/save/tts";
import { walk } from "../../tools/save/validate";

export const ROOT = resolve(__dirname, "..", "..");

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  out: string;
}

export function tempDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `brw-${name}-`));
}

/** `node tools/build-save.mjs --out TMP ...args`. */
export function runBuild(args: string[], out = tempDir("save")): Run {
  const r = spawnSync(process.execPath, [join(ROOT, "tools", "build-save.mjs"), "--out", out, ...args], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, out };
}

/**
 * `runBuild` with an empty scripts folder and --allow-missing-scripts (the Avatar Card gets the
 * stub): what save.test.ts, components.test.ts and options.test.ts each read; built once per
 * worker (its files share modules, vitest.config.ts), as no test changes what it wrote.
 */
let stubbed: Run | undefined;
export function stubScriptsBuild(): Run {
  stubbed ??= runBuild(["--allow-missing-scripts", "--scripts", tempDir("no-scripts")]);
  return stubbed;
}

export function readSave(out: string): JukasSave {
  return JSON.parse(readFileSync(join(out, "Jukas.json"), "utf8"));
}

export function readComponents(out: string): SavedObjectFile {
  return JSON.parse(readFileSync(join(out, "Jukas-components.json"), "utf8"));
}

/** Top-level objects carrying every one of the tags. */
export function tagged(objects: TtsObject[], ...tags: string[]): TtsObject[] {
  return objects.filter((o) => tags.every((t) => o.Tags?.includes(t)));
}

/** Every object, containers' contents included. */
export function everything(objects: TtsObject[]): TtsObject[] {
  return [...walk(objects)].map(([o]) => o);
}

export function distance(a: TtsObject, b: TtsObject): number {
  return Math.hypot(a.Transform.posX - b.Transform.posX, a.Transform.posZ - b.Transform.posZ);
}

/** Width and height of a PNG, after checking its signature and header chunk. */
export function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (b.length < 33 || !b.subarray(0, 8).equals(signature)) throw new Error(`${file} is not a PNG`);
  if (b.toString("latin1", 12, 16) !== "IHDR") throw new Error(`${file} has no IHDR chunk first`);
  if (b.toString("latin1", b.length - 8, b.length - 4) !== "IEND") throw new Error(`${file} does not end with IEND`);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Every image URL of an object tree (tiles, figurines, decks and cards). */
export function imageUrls(objects: TtsObject[]): string[] {
  const urls: string[] = [];
  const visit = (v: unknown, key = ""): void => {
    if (typeof v === "string") {
      if (/^(ImageURL|ImageSecondaryURL|FaceURL|BackURL)$/.test(key)) urls.push(v);
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) visit(x, k);
    }
  };
  visit(objects);
  return urls;
}
