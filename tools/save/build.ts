/**
 * `node tools/build-save.mjs [--cards FILE] [--asset-base-url URL] [--asset-map FILE] [--allow-missing-scripts] [--out DIR] [--scripts DIR] [--mod DIR]`
 * checks the card file, then makes the TTS save from mod/: the cards put in, each `script:NAME`
 * replaced by the built Lua, each `asset:NAME.png` rendered, the Notebook written; out come
 * OUT/Jukas.json, its thumbnail and the Saved Object of Jukas's components (docs/save.md).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { artCatalogue, thumbnail, type Art, type ThumbTile } from "../../assets/art";
import type { Card } from "../../src/core/card";
import { CardRefError, resolveCardRefs, takenBy } from "./cards";
import { BLACK_ROSE_ROOM, THRONE_ROOM } from "../../src/core/lodge";
import { notebook } from "./guide";
import { welcomeWords } from "../../src/words/welcome";
import { renderPng } from "./render";
import { JUKAS_RGB, SEAT_RGB, TAG, round, type JukasSave, type SavedObjectFile, type SaveHeader, type TtsObject } from "./tts";
import { checkHeader, checkObject, checkSave, walk } from "./validate";
import { readArgs } from "../args";

/** A failure the user can act on: one line, naming the file. */
export class BuildError extends Error {}

export interface Options {
  root: string;
  mod: string;
  out: string;
  scripts: string;
  assetBaseUrl?: string;
  /** A JSON file of image name → URL, for images uploaded one by one (Steam Cloud gives each its own URL). */
  assetMap?: string;
  allowMissingScripts: boolean;
  /** The card description file (cards/README.md). */
  cards: string;
  /** Each image by its file name in TTS's Mods/Images (`portableFile`), as `npm run release` ships them. */
  portable?: boolean;
}

const USAGE =
  "usage: node tools/build-save.mjs [--cards FILE] [--asset-base-url URL] [--asset-map FILE] [--portable] [--allow-missing-scripts] [--out DIR] [--scripts DIR] [--mod DIR]";

export function parseArgs(root: string, argv: string[]): Options {
  const opts: Options = {
    root,
    mod: join(root, "mod"),
    out: join(root, "dist", "tts"),
    scripts: join(root, "dist", "tts"),
    allowMissingScripts: false,
    cards: join(root, "cards", "example.json"),
  };
  const v = readArgs(
    argv,
    {
      "allow-missing-scripts": "boolean",
      "asset-base-url": "string",
      "asset-map": "string",
      portable: "boolean",
      out: "string",
      scripts: "string",
      mod: "string",
      cards: "string",
    },
    USAGE,
    (m) => new BuildError(m),
  );
  if (v["allow-missing-scripts"] === true) opts.allowMissingScripts = true;
  if (typeof v["asset-base-url"] === "string") opts.assetBaseUrl = v["asset-base-url"];
  if (typeof v["asset-map"] === "string") opts.assetMap = resolve(root, v["asset-map"]);
  if (v.portable === true) opts.portable = true;
  if ([opts.assetBaseUrl, opts.assetMap, opts.portable].filter((x) => x !== undefined).length > 1)
    throw new BuildError(`--asset-base-url, --asset-map and --portable: give one (${USAGE})`);
  if (typeof v.out === "string") opts.out = resolve(root, v.out);
  if (typeof v.scripts === "string") opts.scripts = resolve(root, v.scripts);
  if (typeof v.mod === "string") opts.mod = resolve(root, v.mod);
  if (typeof v.cards === "string") opts.cards = resolve(root, v.cards);
  if (opts.assetBaseUrl !== undefined) {
    if (!/^https?:\/\/\S+$/.test(opts.assetBaseUrl)) throw new BuildError(`--asset-base-url ${opts.assetBaseUrl} is not an http(s) URL`);
    opts.assetBaseUrl = opts.assetBaseUrl.replace(/\/+$/, "");
  }
  return opts;
}

export interface Mod {
  header: SaveHeader;
  /** The objects in file-name order, each with its file. */
  objects: { stem: string; file: string; object: TtsObject }[];
  components: { SaveName: string; objects: string[] };
  /** Decks left out: the card file gives them no card. */
  dropped: string[];
}

function readJson(file: string, root: string): unknown {
  if (!existsSync(file)) throw new BuildError(`${show(file, root)} is missing`);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new BuildError(`${show(file, root)}: ${(e as Error).message}`);
  }
}

function show(file: string, root: string): string {
  const rel = relative(root, file);
  return rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}

/** The cards of the card file, checked by `npm run cards:check`'s validator; its messages, one a line, when it is invalid. */
export async function readCards(opts: Options, log: (line: string) => void): Promise<Card[]> {
  const checker = await import(pathToFileURL(join(opts.root, "tools", "cards-check.mjs")).href);
  let cards: Card[];
  try {
    cards = await checker.assertCardFile(opts.cards);
  } catch (e) {
    throw new CardFileError((e as Error).message);
  }
  const count = (deck: string) => cards.filter((c) => c.deck === deck).length;
  log(
    `save: ${cards.length} cards from ${show(opts.cards, opts.root)} (${count("command")} command, ${count("evocation")} evocation, ${count("event")} event)`,
  );
  return cards;
}

/** An invalid card file: the message is the validator's lines, printed as they are. */
export class CardFileError extends Error {}

export function readMod(opts: Options, cards: Card[] = []): Mod {
  const { root, mod } = opts;
  const headerFile = join(mod, "save.json");
  const header = readJson(headerFile, root) as SaveHeader;
  const headerProblems = checkHeader(header as unknown as Record<string, unknown>);
  if (headerProblems.length) throw new BuildError(`${show(headerFile, root)}: ${headerProblems[0]}`);
  if ("ObjectStates" in header)
    throw new BuildError(`${show(headerFile, root)}: objects belong in mod/objects/, one file each, not in ObjectStates`);
  if (Object.keys(header.TabStates).length > 0)
    throw new BuildError(
      `${show(headerFile, root)}: TabStates must be empty: the build writes the Notebook from src/words/guide.ts and docs/rules.md`,
    );

  const dir = join(mod, "objects");
  if (!existsSync(dir)) throw new BuildError(`${show(dir, root)} is missing`);
  const read = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const file = join(dir, f);
      return { stem: f.slice(0, -".json".length), file, object: readJson(file, root) as TtsObject };
    });
  if (read.length === 0) throw new BuildError(`${show(dir, root)} holds no object`);
  // The cards go in before the check, so that the decks are checked as TTS will read them.
  const taken = takenBy(read.map((r) => r.object));
  const objects: Mod["objects"] = [];
  const dropped: string[] = [];
  for (const { stem, file, object } of read) {
    let resolved: TtsObject | undefined;
    try {
      resolved = resolveCardRefs(object, cards, taken);
    } catch (e) {
      if (e instanceof CardRefError) throw new BuildError(`${show(file, root)}: ${e.message}`);
      throw e;
    }
    if (resolved === undefined) {
      dropped.push(stem);
      continue;
    }
    const problems = checkObject(resolved, "");
    if (problems.length) throw new BuildError(`${show(file, root)}: ${problems[0]}`);
    objects.push({ stem, file, object: resolved });
  }

  const componentsFile = join(mod, "components.json");
  const components = readJson(componentsFile, root) as Mod["components"];
  if (typeof components?.SaveName !== "string" || !Array.isArray(components.objects)) {
    throw new BuildError(`${show(componentsFile, root)}: expected { "SaveName": "…", "objects": [file names of mod/objects] }`);
  }
  for (const stem of components.objects) {
    if (!read.some((o) => o.stem === stem)) throw new BuildError(`${show(componentsFile, root)}: mod/objects/${stem}.json does not exist`);
  }
  // A deck the card file gives no card is not in the save, nor in the Saved Object.
  return { header, objects, components: { ...components, objects: components.objects.filter((stem) => !dropped.includes(stem)) }, dropped };
}

/** Replaces each `script:NAME` LuaScript by the content of the scripts folder's NAME. */
export function injectScripts(mod: Mod, opts: Options, log: (line: string) => void): void {
  for (const { file, object } of mod.objects) {
    for (const [o] of walk([object])) {
      const ref = o.LuaScript?.match(/^script:(.+)$/);
      if (!ref) continue;
      const script = join(opts.scripts, ref[1]);
      if (existsSync(script)) {
        o.LuaScript = readFileSync(script, "utf8");
        log(`save: ${o.Nickname || o.GUID} carries ${show(script, opts.root)} (${Math.round(o.LuaScript.length / 1024)} KB)`);
      } else if (opts.allowMissingScripts) {
        o.LuaScript =
          `-- ${show(script, opts.root)} was missing when this save was built (--allow-missing-scripts).\n` +
          `function onLoad() print("${o.Nickname || "This object"}: no controller script in this build.") end\n`;
        log(`save: ${show(script, opts.root)} is missing; ${o.Nickname || o.GUID} gets a stub (--allow-missing-scripts)`);
      } else {
        throw new BuildError(
          `${show(script, opts.root)} is missing, and ${show(file, opts.root)} needs it as its script: build it first (npm run build:lua), or pass --allow-missing-scripts.`,
        );
      }
    }
  }
}

const ASSET = /^asset:([a-z0-9-]+)\.png$/;

/** Each `asset:NAME.png` string of the objects, with the file of the first object that uses it. */
export function assetRefs(mod: Mod, opts: Options): Map<string, string> {
  const refs = new Map<string, string>();
  const visit = (v: unknown, file: string): void => {
    if (typeof v === "string") {
      if (!v.startsWith("asset:")) return;
      const m = ASSET.exec(v);
      if (!m)
        throw new BuildError(`${show(file, opts.root)}: "${v}" is not asset:NAME.png (NAME of lower-case letters, digits and dashes)`);
      if (!refs.has(m[1])) refs.set(m[1], file);
    } else if (v && typeof v === "object") {
      for (const x of Object.values(v)) visit(x, file);
    }
  };
  for (const { file, object } of mod.objects) visit(object, file);
  return refs;
}

function replaceAssets<T>(v: T, url: (name: string) => string): T {
  if (typeof v === "string") {
    const m = ASSET.exec(v);
    return (m ? url(m[1]) : v) as T;
  }
  if (Array.isArray(v)) return v.map((x) => replaceAssets(x, url)) as T;
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceAssets(x, url)])) as T;
  }
  return v;
}

/** Renders the images the objects use into OUT/assets. */
export function renderAssets(refs: Map<string, string>, art: Map<string, Art>, opts: Options, log: (line: string) => void): void {
  for (const [name, file] of refs) {
    if (!art.has(name)) throw new BuildError(`${show(file, opts.root)}: no image "${name}" in assets/art.ts`);
  }
  const dir = join(opts.out, "assets");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  log(`save: rendering ${refs.size} images into ${show(dir, opts.root)}`);
  const started = Date.now();
  let done = 0;
  for (const name of [...refs.keys()].sort()) {
    const a = art.get(name)!;
    try {
      writeFileSync(join(dir, `${name}.png`), renderPng(a.svg()));
    } catch (e) {
      throw new BuildError(`assets/art.ts: image "${name}" failed to render: ${(e as Error).message}`);
    }
    done++;
    if (done % 10 === 0 || done === refs.size) log(`save:   ${done}/${refs.size} images`);
  }
  log(`save: images rendered in ${Date.now() - started} ms`);
}

/** Tags as TTS lists them in ComponentTags. */
function componentTags(objects: TtsObject[]): TTSSave["ComponentTags"] {
  const tags = new Set<string>();
  for (const [o] of walk(objects)) for (const t of o.Tags ?? []) tags.add(t);
  return { labels: [...tags].sort().map((t) => ({ displayed: t, normalized: t.toLowerCase() })) };
}

export function lodgeThumbnail(title: string, objects: TtsObject[], tileWidth: number, size?: number): string {
  const tiles: ThumbTile[] = [];
  for (const o of objects) {
    const tags = o.Tags ?? [];
    const at = { x: o.Transform.posX, z: o.Transform.posZ };
    if (tags.includes(TAG.room)) {
      const fill =
        o.Nickname === BLACK_ROSE_ROOM
          ? { r: 0.45, g: 0.06, b: 0.12 }
          : o.Nickname === THRONE_ROOM
            ? { r: 0.62, g: 0.5, b: 0.2 }
            : { r: 0.3, g: 0.27, b: 0.34 };
      tiles.push({ ...at, fill });
    } else if (tags.includes(TAG.cell)) {
      const colour = tags.find((t) => t in SEAT_RGB);
      tiles.push({ ...at, fill: colour ? SEAT_RGB[colour] : JUKAS_RGB });
    }
  }
  return thumbnail(title, tiles, tileWidth, size);
}

/** The median distance from a Room's centre to the nearest other Room's (docs/rules.md's tile width). */
export function tileWidth(objects: TtsObject[]): number {
  const rooms = objects.filter((o) => o.Tags?.includes(TAG.room)).map((o) => o.Transform);
  const nearest = rooms
    .map((a) => Math.min(...rooms.filter((b) => b !== a).map((b) => Math.hypot(a.posX - b.posX, a.posZ - b.posZ))))
    .sort((a, b) => a - b);
  return nearest.length ? nearest[Math.floor(nearest.length / 2)] : 1;
}

/** The Saved Object: the listed objects, moved so that their middle is the origin (where TTS drops them). */
export function savedObject(mod: Mod, objects: Map<string, TtsObject>): SavedObjectFile {
  const picked = mod.components.objects.map((stem) => objects.get(stem)!);
  const mx = picked.reduce((s, o) => s + o.Transform.posX, 0) / picked.length;
  const mz = picked.reduce((s, o) => s + o.Transform.posZ, 0) / picked.length;
  const h = mod.header;
  return {
    SaveName: mod.components.SaveName,
    EpochTime: h.EpochTime,
    Date: h.Date,
    VersionNumber: h.VersionNumber,
    GameMode: "",
    GameType: "",
    GameComplexity: "",
    Tags: [],
    Gravity: h.Gravity,
    PlayArea: h.PlayArea,
    Table: "",
    Sky: "",
    Note: "",
    TabStates: {},
    LuaScript: "",
    LuaScriptState: "",
    XmlUI: "",
    ObjectStates: picked.map((o) => ({
      ...o,
      Transform: { ...o.Transform, posX: round(o.Transform.posX - mx), posZ: round(o.Transform.posZ - mz) },
    })),
  };
}

function write(file: string, content: string | Buffer, opts: Options, log: (line: string) => void): void {
  writeFileSync(file, content);
  log(`save: wrote ${show(file, opts.root)} (${Math.max(1, Math.round(statSync(file).size / 1024))} KB)`);
}

/**
 * The name an image has in TTS's Mods/Images folder, and the whole of its address in a portable
 * save: TTS finds a file of its Mods subfolders "by only providing a filename rather than the full
 * absolute path" (ulia, "Modding File Management - Creating mods that last forever", Steam
 * guide 3595651918; docs/save.md, "Files that work anywhere"). The prefix keeps Jukas's images
 * apart from other mods' in that shared folder.
 */
export function portableFile(name: string): string {
  return `jukas-${name}.png`;
}

/**
 * The file TTS caches an image URL as in Mods/Images: the URL without its non-alphanumeric
 * characters, `.png` for a URL that names a PNG (tts-backup's `recodeURL` and `get_fs_path`,
 * TTS Mod Vault's `getFileNameFromURL`; TTS loads a cached file instead of fetching the URL).
 * The release ships each image under this name too, so either way TTS looks, it finds it.
 */
export function cacheFile(url: string): string {
  return url.replace(/[^A-Za-z0-9]/g, "") + ".png";
}

/**
 * Where each image of the save points: its file name in Mods/Images (`--portable`), URL/NAME.png (`--asset-base-url`), the URL the map gives it
 * (`--asset-map`: every image must be there), else a file of this computer, which only the
 * builder sees, said in one line.
 */
function assetUrls(opts: Options, names: string[], assetDir: string, log: (line: string) => void): (name: string) => string {
  if (opts.portable === true) return portableFile;
  const base = opts.assetBaseUrl;
  if (base !== undefined) return (name) => `${base}/${name}.png`;
  if (opts.assetMap !== undefined) {
    const map = readJson(opts.assetMap, opts.root);
    const file = show(opts.assetMap, opts.root);
    if (typeof map !== "object" || map === null || Array.isArray(map))
      throw new BuildError(`${file}: not a JSON object of image name to URL`);
    const urls = map as Record<string, unknown>;
    const missing = names.filter((n) => typeof urls[n] !== "string");
    if (missing.length > 0) throw new BuildError(`${file} has no URL for ${missing.length} image(s): ${missing.join(", ")} (docs/save.md)`);
    const bad = names.filter((n) => !/^https?:\/\/\S+$/.test(urls[n] as string));
    if (bad.length > 0) throw new BuildError(`${file}: not an http(s) URL for ${bad.join(", ")}`);
    return (name) => urls[name] as string;
  }
  log(
    `save: warning: every image points at a file of this computer (file:///…): nobody else sees them in multiplayer or on the Workshop; build with --asset-base-url URL or --asset-map FILE to publish (docs/save.md)`,
  );
  return (name) => pathToFileURL(join(assetDir, `${name}.png`)).href;
}

export function build(opts: Options, cards: Card[], log: (line: string) => void = console.log): void {
  const mod = readMod(opts, cards);
  log(`save: read ${mod.objects.length} objects from ${show(join(opts.mod, "objects"), opts.root)}`);
  for (const stem of mod.dropped) log(`save: mod/objects/${stem}.json is left out: the card file has no card for that deck`);
  injectScripts(mod, opts, log);
  const refs = assetRefs(mod, opts);
  mkdirSync(opts.out, { recursive: true });
  const art = artCatalogue(opts.root, cards);
  renderAssets(refs, art, opts, log);
  const assetDir = join(opts.out, "assets");
  const url = assetUrls(opts, [...refs.keys()], assetDir, log);

  const objects = new Map(mod.objects.map(({ stem, object }) => [stem, replaceAssets(object, url)]));
  const objectStates = [...objects.values()];
  const rulesFile = join(opts.root, "docs", "rules.md");
  if (!existsSync(rulesFile)) throw new BuildError(`${show(rulesFile, opts.root)} is missing: the Notebook's rule codes are read from it`);
  const tabs = notebook(readFileSync(rulesFile, "utf8"));
  log(`save: the Notebook's ${Object.keys(tabs).length} tabs from src/words/guide.ts and ${show(rulesFile, opts.root)}`);
  // The save's Note (TTS's Notes window) says what the welcome line says (src/words/welcome.ts).
  const save: JukasSave = {
    ...mod.header,
    Note: welcomeWords.line(),
    TabStates: tabs,
    ComponentTags: componentTags(objectStates),
    ObjectStates: objectStates,
  };
  const problems = checkSave(save as unknown as Record<string, unknown>);
  if (problems.length) throw new BuildError(`${show(opts.mod, opts.root)}: the assembled save is invalid: ${problems[0]}`);
  write(join(opts.out, "Jukas.json"), JSON.stringify(save, null, 2) + "\n", opts, log);
  write(join(opts.out, "Jukas.png"), renderPng(lodgeThumbnail("Jukas", objectStates, tileWidth(objectStates))), opts, log);

  const components = savedObject(mod, objects);
  const componentProblems = checkSave(components as unknown as Record<string, unknown>, "saved object");
  if (componentProblems.length) throw new BuildError(`${show(join(opts.mod, "components.json"), opts.root)}: ${componentProblems[0]}`);
  write(join(opts.out, "Jukas-components.json"), JSON.stringify(components, null, 2) + "\n", opts, log);
  write(join(opts.out, "Jukas-components.png"), renderPng(art.get("vortex")!.svg()), opts, log);
}

export async function main(args: { root: string; argv: string[] }): Promise<number> {
  try {
    const opts = parseArgs(args.root, args.argv);
    const cards = await readCards(opts, console.log);
    build(opts, cards);
    return 0;
  } catch (e) {
    return failure(e);
  }
}

/** A build's known failure as one line (or the validator's lines) and exit code 1; anything else is a bug and throws. */
export function failure(e: unknown): number {
  if (e instanceof BuildError) {
    console.error(`error: ${e.message}`);
    return 1;
  }
  if (e instanceof CardFileError) {
    // The validator's own lines, as `npm run cards:check` prints them: one per problem, then how many.
    console.error(e.message);
    return 1;
  }
  throw e;
}
