/** The build's options and its failures: one clear line, naming the file. */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TAG } from "../../tools/save/tts";
import { ROOT, imageUrls, readComponents, readSave, runBuild, stubScriptsBuild, tagged, tempDir, type Run } from "./helpers";

/** Builds from a copy of mod/ whose file `rel` was changed by `change`; returns the run and that file. */
function buildChangedMod(rel: string, change: (text: string) => string): { run: Run; file: string } {
  const mod = tempDir("mod");
  cpSync(join(ROOT, "mod"), mod, { recursive: true });
  const file = join(mod, rel);
  writeFileSync(file, change(readFileSync(file, "utf8")));
  return { run: runBuild(["--allow-missing-scripts", "--mod", mod]), file };
}

/** A JSON change for buildChangedMod. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits any field of the parsed save
const json = (edit: (value: any) => void) => (text: string) => {
  const value = JSON.parse(text);
  edit(value);
  return JSON.stringify(value);
};

describe("build-save options", () => {
  it("--asset-base-url points every image of the save and of the Saved Object at URL/NAME.png", () => {
    const run = runBuild([
      "--allow-missing-scripts",
      "--scripts",
      tempDir("scripts"),
      "--asset-base-url",
      "https://example.invalid/jukas/",
    ]);
    expect(run.status, run.stderr).toBe(0);
    const urls = [...imageUrls(readSave(run.out).ObjectStates), ...imageUrls(readComponents(run.out).ObjectStates)];
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) expect(url).toMatch(/^https:\/\/example\.invalid\/jukas\/[a-z0-9-]+\.png$/);
    expect(existsSync(join(run.out, "assets", "avatar-card.png"))).toBe(true);
  }, 60_000);

  it("warns in one line when every image points at a file of this computer", () => {
    const run = stubScriptsBuild();
    expect(run.status, run.stderr).toBe(0);
    const warnings = run.stdout.split("\n").filter((l) => l.startsWith("save: warning:"));
    expect(warnings).toEqual([expect.stringContaining("file of this computer")]);
    expect(warnings[0]).toContain("--asset-map FILE");
  }, 60_000);

  it("--asset-map points each image at its own URL, and refuses a map that misses an image, naming it", () => {
    const first = stubScriptsBuild();
    const names = readdirSync(join(first.out, "assets")).map((f) => f.replace(/\.png$/, ""));
    expect(names.length).toBeGreaterThan(20);
    const map = Object.fromEntries(names.map((n, i) => [n, `https://cloud.example.invalid/ugc/${1000 + i}/${n.toUpperCase()}/`]));
    const mapFile = join(tempDir("map"), "assets.json");
    writeFileSync(mapFile, JSON.stringify(map));
    const run = runBuild(["--allow-missing-scripts", "--scripts", tempDir("scripts"), "--asset-map", mapFile]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain("save: warning:");
    const urls = [...imageUrls(readSave(run.out).ObjectStates), ...imageUrls(readComponents(run.out).ObjectStates)];
    expect(urls.length).toBeGreaterThan(40);
    const mapped = new Set(Object.values(map));
    expect(urls.filter((u) => !mapped.has(u))).toEqual([]);

    const missing = names[3];
    writeFileSync(mapFile, JSON.stringify({ ...map, [missing]: undefined }));
    const refused = runBuild(["--allow-missing-scripts", "--scripts", tempDir("scripts"), "--asset-map", mapFile]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^error: .*assets\\.json has no URL for 1 image\\(s\\): ${missing} `));
    expect(runBuild(["--asset-map", mapFile, "--asset-base-url", "https://x.invalid"]).stderr).toMatch(/give one/);
  }, 120_000);

  it("injects the scripts folder's avatar.lua verbatim into the Avatar Card", () => {
    const scripts = tempDir("scripts");
    const lua = '-- test controller\nfunction onLoad() print("hello") end\n';
    writeFileSync(join(scripts, "avatar.lua"), lua);
    const run = runBuild(["--scripts", scripts]);
    expect(run.status, run.stderr).toBe(0);
    expect(tagged(readSave(run.out).ObjectStates, TAG.avatar)[0].LuaScript).toBe(lua);
    expect(tagged(readComponents(run.out).ObjectStates, TAG.avatar)[0].LuaScript).toBe(lua);
  }, 60_000);

  it("fails in one sentence naming the missing script, and writes no save", () => {
    const scripts = tempDir("scripts");
    const run = runBuild(["--scripts", scripts]);
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(scripts, "avatar.lua"));
    expect(lines[0]).toMatch(/^error: .* is missing.*\.$/);
    expect(existsSync(join(run.out, "Jukas.json"))).toBe(false);
  });

  it("names the mod file that is wrong", () => {
    const { run, file } = buildChangedMod(
      "objects/room-crypt.json",
      json((room) => (room.Transform.posX = "left")),
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([`error: ${file}: Transform.posX: expected a number, found string`]);
  });

  it("refuses a Notebook written into mod/save.json: the build writes it from src/words/guide.ts and docs/rules.md", () => {
    const { run, file } = buildChangedMod(
      "save.json",
      json((header) => (header.TabStates = { "0": { title: "Rules", body: "By hand", color: "Grey", id: 0 } })),
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `error: ${file}: TabStates must be empty: the build writes the Notebook from src/words/guide.ts and docs/rules.md`,
    ]);
  });

  it("names a mod file that is not JSON", () => {
    const { run, file } = buildChangedMod("objects/crown.json", () => "{ not json");
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^error: ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
  });

  it("names an image that assets/ does not draw", () => {
    const { run, file } = buildChangedMod(
      "objects/crown.json",
      json((crown) => (crown.CustomImage.ImageURL = "asset:no-such-image.png")),
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`error: ${file}: no image "no-such-image" in assets/art.ts`);
  });

  it("refuses an unknown option and a base URL that is not http(s)", () => {
    const unknown = runBuild(["--fast"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^error: unknown option --fast/);
    const bad = runBuild(["--asset-base-url", "ftp://x"]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^error: --asset-base-url ftp:\/\/x is not an http\(s\) URL/);
  });

  it("refuses a components list that names no mod file", () => {
    const { run, file } = buildChangedMod("components.json", () => JSON.stringify({ SaveName: "x", objects: ["avatar-card", "ghost"] }));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`error: ${file}: mod/objects/ghost.json does not exist`);
  });
});
