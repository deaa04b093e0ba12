/**
 * `npm run release [-- --cards FILE] [--out DIR]`: builds the Lua, then writes OUT/Jukas.zip
 * (default dist/release), one zip a player unpacks into TTS's folder (docs/save.md, "Files that
 * work anywhere"):
 *   Saves/Jukas.json + .png                  the table
 *   Saves/Saved Objects/Jukas-components.json + .png    Jukas alone
 *   Mods/Images/jukas-NAME.png               every image, by the file name the saves give it,
 *                                            and again under TTS's cache name for that name
 *   Jukas - Tabletop Playground/Jukas/       the TTPG package
 *   Jukas - Workshop upload/                 description, tags, thumbnail for a Workshop upload
 *   Jukas - read me.txt                      unpack, load, play
 * Nothing in it names the building computer: the saves address each image by file name only.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { RELEASE_FOLDERS, WORKSHOP_TAGS, installNote, workshopDescription } from "../../src/words/release";
import { readArgs } from "../args";
import {
  BuildError,
  build as buildSave,
  cacheFile,
  failure,
  lodgeThumbnail,
  portableFile,
  readCards,
  tileWidth,
  type Options,
} from "../save/build";
import { renderPng } from "../save/render";
import type { JukasSave, SavedObjectFile, TtsObject } from "../save/tts";
import { build as buildTtpg } from "../ttpg/build";
import { writeZip, type ZipEntry } from "./zip";

const USAGE = "usage: npm run release [-- --cards FILE] [--out DIR]";

/** The Workshop thumbnail's side in pixels: a square, as the Workshop lists mods. */
export const WORKSHOP_THUMBNAIL_PX = 512;

export interface ReleaseOptions {
  root: string;
  /** The card description file (cards/README.md). */
  cards: string;
  /** Where the built Lua is (dist/tts: avatar.lua). */
  scripts: string;
  /** The zip to write. */
  zip: string;
}

/** Every image URL of an object tree, by the keys TTS reads images from. */
export function imageUrls(objects: TtsObject[]): string[] {
  const urls: string[] = [];
  const visit = (v: unknown, key = ""): void => {
    if (typeof v === "string") {
      if (/^(ImageURL|ImageSecondaryURL|FaceURL|BackURL|DiffuseURL|NormalURL)$/.test(key) && v !== "") urls.push(v);
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) visit(x, k);
    }
  };
  visit(objects);
  return urls;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, `${prefix}${entry}/`));
    else out.push(prefix + entry);
  }
  return out;
}

/** Builds the save (portable) and the TTPG package in a scratch folder, then writes the zip. */
export async function release(
  opts: ReleaseOptions,
  log: (line: string) => void = console.log,
): Promise<{ entries: string[]; bytes: number }> {
  const work = mkdtempSync(join(tmpdir(), "brw-release-"));
  try {
    const saveOpts: Options = {
      root: opts.root,
      mod: join(opts.root, "mod"),
      out: join(work, "tts"),
      scripts: opts.scripts,
      allowMissingScripts: false,
      cards: opts.cards,
      portable: true,
    };
    const cards = await readCards(saveOpts, log);
    buildSave(saveOpts, cards, log);
    const ttpgOut = join(work, "ttpg");
    await buildTtpg(
      { root: opts.root, mod: saveOpts.mod, out: ttpgOut, textures: join(saveOpts.out, "assets"), scriptsOnly: false, cards: opts.cards },
      log,
    );

    const read = (file: string) => readFileSync(join(saveOpts.out, file));
    const save = JSON.parse(read("Jukas.json").toString("utf8")) as JukasSave;
    const components = JSON.parse(read("Jukas-components.json").toString("utf8")) as SavedObjectFile;
    const entries: ZipEntry[] = [
      { name: "Saves/Jukas.json", data: read("Jukas.json") },
      { name: "Saves/Jukas.png", data: read("Jukas.png") },
      { name: "Saves/Saved Objects/Jukas-components.json", data: read("Jukas-components.json") },
      { name: "Saves/Saved Objects/Jukas-components.png", data: read("Jukas-components.png") },
    ];
    // Each image once by the name the saves give it, and once by TTS's cache name for that name.
    const byFile = new Map<string, string>();
    for (const name of readdirSync(join(saveOpts.out, "assets"))) byFile.set(portableFile(name.replace(/\.png$/, "")), name);
    const urls = [...new Set([...imageUrls(save.ObjectStates), ...imageUrls(components.ObjectStates)])].sort();
    for (const url of urls) {
      const source = byFile.get(url);
      if (source === undefined) throw new BuildError(`release: the save names an image "${url}" that the build did not render`);
      const data = readFileSync(join(saveOpts.out, "assets", source));
      entries.push({ name: `Mods/Images/${url}`, data }, { name: `Mods/Images/${cacheFile(url)}`, data });
    }
    log(`release: ${urls.length} images, each as Mods/Images/jukas-NAME.png and under its cache name`);

    for (const file of filesUnder(ttpgOut)) {
      entries.push({ name: `${RELEASE_FOLDERS.ttpg}/Jukas/${file}`, data: readFileSync(join(ttpgOut, file)) });
    }
    const objects = save.ObjectStates;
    entries.push(
      { name: `${RELEASE_FOLDERS.workshop}/description.txt`, data: Buffer.from(workshopDescription() + "\n", "utf8") },
      { name: `${RELEASE_FOLDERS.workshop}/tags.txt`, data: Buffer.from(WORKSHOP_TAGS.join("\n") + "\n", "utf8") },
      {
        name: `${RELEASE_FOLDERS.workshop}/thumbnail.png`,
        data: renderPng(lodgeThumbnail("Jukas", objects, tileWidth(objects), WORKSHOP_THUMBNAIL_PX)),
      },
      { name: RELEASE_FOLDERS.note, data: Buffer.from(installNote().replace(/\n/g, "\r\n"), "utf8") },
    );

    const zip = writeZip(entries);
    mkdirSync(resolve(opts.zip, ".."), { recursive: true });
    writeFileSync(opts.zip, zip);
    log(`release: wrote ${relative(opts.root, opts.zip)} (${entries.length} files, ${Math.round(zip.length / 1024)} KB)`);
    return { entries: entries.map((e) => e.name), bytes: zip.length };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function main(args: { root: string; argv: string[] }): Promise<number> {
  try {
    const v = readArgs(args.argv, { cards: "string", out: "string" }, USAGE, (m) => new BuildError(m));
    const out = typeof v.out === "string" ? resolve(args.root, v.out) : join(args.root, "dist", "release");
    const cards = typeof v.cards === "string" ? resolve(args.root, v.cards) : join(args.root, "cards", "example.json");
    // The Lua the save carries, built first, as `npm run build` does.
    const lua = spawnSync(process.execPath, [join(args.root, "tools", "build-lua.mjs")], { stdio: "inherit" });
    if (lua.status !== 0) return lua.status ?? 1;
    await release({ root: args.root, cards, scripts: join(args.root, "dist", "tts"), zip: join(out, "Jukas.zip") });
    return 0;
  } catch (e) {
    return failure(e);
  }
}
