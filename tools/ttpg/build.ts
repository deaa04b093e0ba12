/**
 * `node tools/build-ttpg.mjs [--cards FILE] [--out DIR] [--textures DIR] [--scripts-only] [--mod DIR]`
 * writes the TTPG package folder (default dist/ttpg): scripts, templates, textures, the state.
 * What each file is and what each option does: docs/ttpg.md. A failure is one line on stderr and
 * exit code 1.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { artCatalogue } from "../../assets/art";
import { BuildError, failure, lodgeThumbnail, readCards, readMod, tileWidth, type Mod, type Options as SaveOptions } from "../save/build";
import { renderPng } from "../save/render";
import type { JukasSave } from "../save/tts";
import { packageContent, templateGuid, type PackageContent } from "./package";
import { SCRIPTS, bundleScripts } from "./scripts";
import { gameState } from "./state";
import { readArgs } from "../args";

export const PACKAGE_NAME = "Jukas (Black Rose Wars: Rebirth)";
export const PACKAGE_GUID = templateGuid("package");
export const STATE_FILE = "Jukas.vts";

export interface Options {
  root: string;
  mod: string;
  out: string;
  textures: string;
  scriptsOnly: boolean;
  /** The card description file (cards/README.md). */
  cards: string;
}

const USAGE = "usage: node tools/build-ttpg.mjs [--cards FILE] [--out DIR] [--textures DIR] [--scripts-only] [--mod DIR]";

export function parseArgs(root: string, argv: string[]): Options {
  const opts: Options = {
    root,
    mod: join(root, "mod"),
    out: join(root, "dist", "ttpg"),
    textures: join(root, "dist", "tts", "assets"),
    scriptsOnly: false,
    cards: join(root, "cards", "example.json"),
  };
  const v = readArgs(
    argv,
    { "scripts-only": "boolean", out: "string", textures: "string", mod: "string", cards: "string" },
    USAGE,
    (m) => new BuildError(m),
  );
  if (v["scripts-only"] === true) opts.scriptsOnly = true;
  if (typeof v.out === "string") opts.out = resolve(root, v.out);
  if (typeof v.textures === "string") opts.textures = resolve(root, v.textures);
  if (typeof v.mod === "string") opts.mod = resolve(root, v.mod);
  if (typeof v.cards === "string") opts.cards = resolve(root, v.cards);
  return opts;
}

function show(file: string, root: string): string {
  const rel = relative(root, file);
  return rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}

/** Which script each object runs: the Avatar Card the controller, the counters theirs. */
function scriptOf(o: { Tags?: string[]; Name: string }): string {
  if (o.Tags?.includes("BRW:Avatar")) return "avatar.js";
  if (o.Name === "Counter") return "counter.js";
  return "";
}

export function content(mod: Mod): PackageContent {
  const hands = (mod.header as unknown as JukasSave).Hands?.HandTransforms ?? [];
  return packageContent(mod, hands, scriptOf);
}

/** A 1 cm cube centred on its origin, with a UV square per face. */
export function cubeObj(): string {
  const v: string[] = [];
  for (const x of [-0.5, 0.5]) for (const y of [-0.5, 0.5]) for (const z of [-0.5, 0.5]) v.push(`v ${x} ${y} ${z}`);
  // Vertex index = 1 + 4x + 2y + z (x, y, z in 0/1); faces wound outward.
  const faces = [
    [1, 2, 4, 3], // x-
    [5, 7, 8, 6], // x+
    [1, 5, 6, 2], // y-
    [3, 4, 8, 7], // y+
    [1, 3, 7, 5], // z-
    [2, 6, 8, 4], // z+
  ];
  const lines = ["# cube.obj: 1 cm cube (brw-jukas, tools/ttpg/build.ts)", ...v, "vt 0 0", "vt 1 0", "vt 1 1", "vt 0 1"];
  for (const f of faces) lines.push(`f ${f[0]}/1 ${f[1]}/2 ${f[2]}/3 ${f[3]}/4`);
  return lines.join("\n") + "\n";
}

function write(file: string, data: string | Buffer, opts: Options, log: (line: string) => void, quiet = false): void {
  writeFileSync(file, data);
  if (!quiet) log(`ttpg: wrote ${show(file, opts.root)} (${Math.max(1, Math.round(statSync(file).size / 1024))} KB)`);
}

function fresh(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

export async function build(opts: Options, log: (line: string) => void = console.log): Promise<void> {
  const modOpts: SaveOptions = {
    root: opts.root,
    mod: opts.mod,
    out: opts.out,
    scripts: opts.out,
    allowMissingScripts: true,
    cards: opts.cards,
  };
  const cards = await readCards(modOpts, (line) => log(line.replace(/^save:/, "ttpg:")));
  const mod = readMod(modOpts, cards);
  const pkg = content(mod);
  mkdirSync(opts.out, { recursive: true });
  const scripts = join(opts.out, "Scripts");
  fresh(scripts);
  const started = Date.now();
  try {
    await bundleScripts(opts.root, scripts, pkg.layout);
  } catch (e) {
    const first = (e as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : "";
    throw new BuildError(`the TTPG scripts do not bundle: ${where}${first?.text ?? (e as Error).message}`);
  }
  log(`ttpg: bundled ${SCRIPTS.map((s) => s.file).join(", ")} into ${show(scripts, opts.root)} in ${Date.now() - started} ms`);
  if (opts.scriptsOnly) return;

  write(
    join(opts.out, "Manifest.json"),
    JSON.stringify({ Name: PACKAGE_NAME, Version: "1", GUID: PACKAGE_GUID, CopyProtection: false }, null, "\t") + "\n",
    opts,
    log,
  );
  const templates = join(opts.out, "Templates");
  fresh(templates);
  for (const [stem, t] of pkg.templates) write(join(templates, `${stem}.json`), JSON.stringify(t, null, "\t") + "\n", opts, log, true);
  log(`ttpg: wrote ${pkg.templates.size} templates into ${show(templates, opts.root)}`);

  const textures = join(opts.out, "Textures");
  fresh(textures);
  let copied = 0;
  let art: ReturnType<typeof artCatalogue> | undefined;
  for (const name of pkg.textures) {
    const from = join(opts.textures, `${name}.png`);
    if (existsSync(from)) {
      copyFileSync(from, join(textures, `${name}.png`));
      copied++;
      continue;
    }
    art ??= artCatalogue(opts.root, cards);
    const a = art.get(name);
    if (a === undefined) throw new BuildError(`no image "${name}" in assets/art.ts (a template of mod/ uses it)`);
    writeFileSync(join(textures, `${name}.png`), renderPng(a.svg()));
  }
  log(
    `ttpg: ${pkg.textures.length} textures in ${show(textures, opts.root)} (${copied} reused from ${show(opts.textures, opts.root)}, ${pkg.textures.length - copied} rendered)`,
  );

  const models = join(opts.out, "Models");
  fresh(models);
  write(join(models, "cube.obj"), cubeObj(), opts, log);
  const states = join(opts.out, "States");
  fresh(states);
  write(join(states, STATE_FILE), JSON.stringify(gameState({ name: PACKAGE_NAME, guid: PACKAGE_GUID }), null, "\t") + "\n", opts, log);
  const objects = mod.objects.map((o) => o.object);
  write(join(opts.out, "Thumbnail.png"), renderPng(lodgeThumbnail("Jukas", objects, tileWidth(objects))), opts, log);
}

export async function main(args: { root: string; argv: string[] }): Promise<number> {
  try {
    await build(parseArgs(args.root, args.argv));
    return 0;
  } catch (e) {
    return failure(e);
  }
}

/** For tests: the package's files as JSON. */
export function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}
