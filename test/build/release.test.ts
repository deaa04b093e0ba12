/**
 * The release bundle (`npm run release`, tools/release/release.ts), built once from the Lua the
 * test run's global build left in dist/tts, then unpacked in memory: every image the two saves
 * name is a file of the zip where TTS looks for it (docs/save.md, "Files that work anywhere"), and
 * nothing in the saves names the building computer.
 */
import { join } from "node:path";
import { release } from "../../tools/release/release";
import { readZip, writeZip } from "../../tools/release/zip";
import { cacheFile } from "../../tools/save/build";
import type { JukasSave, SavedObjectFile, TtsObject } from "../../tools/save/tts";
import { TAG } from "../../tools/save/tts";
import { cardSheets, SHEET_MAX_CARDS, sheetGrid } from "../../assets/art";
import { RELEASE_FOLDERS, WORKSHOP_TAGS } from "../../src/words/release";
import { ROOT, everything, imageUrls, tagged, tempDir } from "./helpers";
import { readFileSync } from "node:fs";
import type { Card } from "../../src/core/card";

let files: Map<string, Buffer>;
let save: JukasSave;
let components: SavedObjectFile;
let ms: number;

beforeAll(async () => {
  const zip = join(tempDir("release"), "Jukas.zip");
  const started = Date.now();
  await release({ root: ROOT, cards: join(ROOT, "cards", "example.json"), scripts: join(ROOT, "dist", "tts"), zip }, () => {});
  ms = Date.now() - started;
  files = readZip(readFileSync(zip));
  save = JSON.parse(files.get("Saves/Jukas.json")!.toString("utf8"));
  components = JSON.parse(files.get("Saves/Saved Objects/Jukas-components.json")!.toString("utf8"));
});

describe("npm run release", () => {
  it("holds the table, Jukas alone, the TTPG package, the Workshop files and the note", () => {
    for (const name of [
      "Saves/Jukas.json",
      "Saves/Jukas.png",
      "Saves/Saved Objects/Jukas-components.json",
      "Saves/Saved Objects/Jukas-components.png",
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(files.has(`${RELEASE_FOLDERS.ttpg}/Jukas/Manifest.json`)).toBe(true);
    expect([...files.keys()].filter((f) => f.startsWith(`${RELEASE_FOLDERS.ttpg}/Jukas/States/`))).toHaveLength(1);
    expect(files.get(`${RELEASE_FOLDERS.workshop}/description.txt`)!.toString("utf8")).toMatch(/base game/);
    expect(files.has(`${RELEASE_FOLDERS.workshop}/thumbnail.png`)).toBe(true);
    expect(files.get(RELEASE_FOLDERS.note)!.toString("utf8")).toMatch(/Upload All/);
    expect(save.Tags).toEqual(WORKSHOP_TAGS);
    console.log(`release: ${files.size} files in ${ms} ms`);
  });

  it("every image URL of both saves is a file of the zip in Mods/Images, by name and by TTS's cache name", () => {
    for (const [what, objects] of [
      ["table", save.ObjectStates],
      ["Saved Object", components.ObjectStates],
    ] as const) {
      const urls = imageUrls(objects);
      expect(urls.length, what).toBeGreaterThan(30);
      for (const url of urls) {
        expect(files.has(`Mods/Images/${url}`), `${what}: ${url}`).toBe(true);
        expect(files.get(`Mods/Images/${cacheFile(url)}`)?.equals(files.get(`Mods/Images/${url}`)!), `${what}: ${url}`).toBe(true);
      }
    }
  });

  it("no URL names a path of the building computer, nor any scheme: a file name only", () => {
    for (const url of [...imageUrls(save.ObjectStates), ...imageUrls(components.ObjectStates)]) {
      expect(url).toMatch(/^jukas-[a-z0-9-]+\.png$/);
    }
    for (const name of ["Saves/Jukas.json", "Saves/Saved Objects/Jukas-components.json"]) {
      const text = files.get(name)!.toString("utf8");
      expect(text.includes(ROOT), name).toBe(false);
      expect(text.includes("file:///"), name).toBe(false);
    }
  });

  it("a deck of Jukas's cards is one image: its cards cut from one sheet, CardID = deckId * 100 + index", () => {
    const [command] = tagged(save.ObjectStates, TAG.jukasCommand) as DeckCustomData[];
    const decks = Object.entries(command.CustomDeck);
    expect(decks).toHaveLength(1);
    const [deckId, sheet] = decks[0];
    const cards = (command.ContainedObjects as TtsObject[]).map((c) => c as unknown as CardCustomData);
    expect(cards.map((c) => c.CardID)).toEqual(cards.map((_, i) => Number(deckId) * 100 + i));
    expect(command.DeckIDs).toEqual(cards.map((c) => c.CardID));
    expect(sheet.NumWidth * sheet.NumHeight).toBeGreaterThanOrEqual(cards.length);
    for (const c of cards) expect(Object.values(c.CustomDeck).map((d) => d.FaceURL)).toEqual([sheet.FaceURL]);
    // The sheet's pixels are the grid of cards it is cut into.
    const png = files.get(`Mods/Images/${sheet.FaceURL}`)!;
    const grid = sheetGrid(cards.length);
    expect({ w: png.readUInt32BE(16), h: png.readUInt32BE(20) }).toEqual({ w: grid.cols * grid.cellW, h: grid.rows * grid.cellH });
    expect(everything(save.ObjectStates).length).toBeGreaterThan(0);
  });
});

describe("card sheets", () => {
  const card = (id: string, deck: string): Card => ({ id, name: id, deck, steps: [] }) as unknown as Card;

  it("fit TTS's grid (at most 10 x 7, the last slot left for the hidden card) within 4096 px", () => {
    for (const n of [1, 2, 9, 10, 11, 36, SHEET_MAX_CARDS]) {
      const g = sheetGrid(n);
      expect(g.cols * g.rows, `${n}`).toBeGreaterThanOrEqual(n);
      expect(g.cols, `${n}`).toBeLessThanOrEqual(10);
      expect(g.rows, `${n}`).toBeLessThanOrEqual(7);
      expect(Math.max(g.cols * g.cellW, g.rows * g.cellH), `${n}`).toBeLessThanOrEqual(4096);
    }
    const many = Array.from({ length: SHEET_MAX_CARDS + 1 }, (_, i) => card(`c${i}`, "command"));
    expect(cardSheets(many).map((s) => s.cards.length)).toEqual([SHEET_MAX_CARDS, 1]);
  });
});

describe("the zip writer", () => {
  it("reads back what it wrote, stored or deflated, and refuses a changed byte", () => {
    const entries = [
      { name: "a.txt", data: Buffer.from("aaaa".repeat(100)) },
      { name: "dir/b c.bin", data: Buffer.from([1, 2, 3]) },
    ];
    const zip = writeZip(entries);
    const back = readZip(zip);
    expect([...back.keys()]).toEqual(["a.txt", "dir/b c.bin"]);
    for (const e of entries) expect(back.get(e.name)!.equals(e.data)).toBe(true);
    expect(zip.length).toBeLessThan(400 + 100); // "aaaa…" deflated
    const broken = Buffer.from(zip);
    broken[30 + "a.txt".length + 1] ^= 0xff;
    expect(() => readZip(broken)).toThrow();
  });
});
