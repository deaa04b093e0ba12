/**
 * The built save (dist/tts/Jukas.json) against docs/rules.md: tags, counts and geometry, read only
 * from the JSON that TTS would load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { artCatalogue } from "../../assets/art";
import { VORTEX_TOKENS } from "../../src/core/jukas";
import { BLACK_ROSE_ROOM, LODGE_CATALOGUE, THRONE_ROOM } from "../../src/core/lodge";
import { SEAT_COLOURS, TAG, type JukasSave, type TtsObject } from "../../tools/save/tts";
import { checkSave, walk } from "../../tools/save/validate";
import { tileWidth } from "../../tools/save/build";
import { distance, everything, imageUrls, pngSize, readSave, stubScriptsBuild, tagged, type Run } from "./helpers";

const COLOURS = ["White", "Red", "Blue", "Green"];
let run: Run;
let save: JukasSave;
let objects: TtsObject[];
let rooms: TtsObject[];
let width: number;

beforeAll(() => {
  // An empty scripts folder: the Avatar Card gets the stub that --allow-missing-scripts gives.
  run = stubScriptsBuild();
  if (run.status !== 0) throw new Error(`build failed: ${run.stderr}`);
  save = readSave(run.out);
  objects = save.ObjectStates;
  rooms = tagged(objects, TAG.room);
  width = tileWidth(objects);
}, 60_000);

const ownerTag = (o: TtsObject) =>
  o.Tags?.find((t) => (SEAT_COLOURS as readonly string[]).includes(t) || t === TAG.jukas || t === TAG.blackRose);
const adjacent = (a: TtsObject, b: TtsObject) => distance(a, b) < 1.4 * width;
/** The Room or Cell whose centre is nearest (docs/rules.md's tie-break where footprints overlap). */
const nearestTile = (o: TtsObject) => [...rooms, ...tagged(objects, TAG.cell)].sort((a, b) => distance(o, a) - distance(o, b))[0];

describe("the save's shape", () => {
  it("validates against the TTSSave shape: header keys, objects by kind, unique GUIDs, ComponentTags", () => {
    expect(checkSave(save as unknown as Record<string, unknown>)).toEqual([]);
  });

  it("has unique 6-hex GUIDs, contents included", () => {
    const guids = everything(objects).map((o) => o.GUID);
    expect(guids.every((g) => /^[0-9a-f]{6}$/.test(g ?? ""))).toBe(true);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("uses only docs/rules.md's tags and the card decks' (docs/save.md), and lists each in ComponentTags", () => {
    const known = new Set<string>([...Object.values(TAG), ...SEAT_COLOURS]);
    const used = new Set(everything(objects).flatMap((o) => o.Tags ?? []));
    expect([...used].filter((t) => !known.has(t))).toEqual([]);
    expect(save.ComponentTags.labels.map((l) => l.displayed).sort()).toEqual([...used].sort());
  });

  it("shows progress on stdout", () => {
    expect(run.stdout).toMatch(/rendering \d+ images/);
    expect(run.stdout).toMatch(/wrote .*Jukas\.json/);
    expect(run.stderr).toBe("");
  });
});

describe("the Lodge (L1, L2)", () => {
  it("L1 has the 19 Rooms of the catalogue, each a hexagonal tile named as there", () => {
    expect(rooms.map((r) => r.Nickname).sort()).toEqual(LODGE_CATALOGUE.map((e) => e.name).sort());
    for (const r of rooms as TileData[]) {
      expect(r.Name).toBe("Custom_Tile");
      expect(r.CustomImage.CustomTile.Type).toBe(1);
    }
  });

  it("L2 lays every Room Destroyed side up, with its Rebuilt side as the back", () => {
    for (const r of rooms as TileData[]) {
      expect(Math.abs(r.Transform.rotZ) % 360).toBe(0);
      expect(r.CustomImage.ImageURL).toMatch(/destroyed\.png$/);
      expect(r.CustomImage.ImageSecondaryURL).toMatch(/rebuilt\.png$/);
    }
  });

  it("L1 gives each Room 2 to 6 neighbours by docs/rules.md's 1.4-width rule, and keeps non-neighbours √3 widths apart", () => {
    expect(width).toBeCloseTo(4, 2);
    for (const r of rooms) {
      const others = rooms.filter((o) => o !== r);
      const neighbours = others.filter((o) => adjacent(r, o));
      expect(neighbours.length, r.Nickname).toBeGreaterThanOrEqual(2);
      expect(neighbours.length, r.Nickname).toBeLessThanOrEqual(6);
      for (const n of neighbours) expect(distance(r, n) / width).toBeCloseTo(1, 2);
      for (const o of others.filter((x) => !adjacent(r, x))) expect(distance(r, o) / width).toBeGreaterThanOrEqual(1.73);
    }
  });

  it("L1 puts the Black Rose Room in the centre and the Throne Room beside it", () => {
    const [blackRose] = rooms.filter((r) => r.Nickname === BLACK_ROSE_ROOM);
    const [throne] = rooms.filter((r) => r.Nickname === THRONE_ROOM);
    const mx = rooms.reduce((s, r) => s + r.Transform.posX, 0) / rooms.length;
    const mz = rooms.reduce((s, r) => s + r.Transform.posZ, 0) / rooms.length;
    expect(Math.hypot(blackRose.Transform.posX - mx, blackRose.Transform.posZ - mz)).toBeLessThan(0.01);
    expect(rooms.filter((r) => adjacent(blackRose, r) && r !== blackRose)).toHaveLength(6);
    expect(adjacent(blackRose, throne)).toBe(true);
  });
});

describe("seats", () => {
  it("L3 gives each Mage and Jukas a Cell outside the Lodge that touches exactly two Rooms", () => {
    const cells = tagged(objects, TAG.cell);
    expect(cells.map(ownerTag).sort()).toEqual([...COLOURS, TAG.jukas].sort());
    for (const c of cells) {
      expect(
        rooms.filter((r) => adjacent(c, r)),
        c.Nickname,
      ).toHaveLength(2);
      expect(Math.min(...rooms.map((r) => distance(c, r))) / width).toBeCloseTo(1, 2);
    }
  });

  it("I10 lays each colour's Mage model beside its Mage Card, off the Lodge (a colour nobody plays stays out of play), and Jukas's in his Cell", () => {
    for (const owner of COLOURS) {
      const models = tagged(objects, TAG.mage, owner);
      expect(models, owner).toHaveLength(1);
      expect(distance(models[0], nearestTile(models[0])), owner).toBeGreaterThan(width);
      const cards = tagged(objects, TAG.mageCard).sort((a, b) => distance(models[0], a) - distance(models[0], b));
      expect(cards[0].Tags, owner).toContain(owner);
      expect(distance(models[0], cards[0]), owner).toBeLessThan(2 * width);
    }
    const jukas = tagged(objects, TAG.mage, TAG.jukas)[0];
    const cell = nearestTile(jukas);
    expect(cell.Tags).toContain(TAG.cell);
    expect(cell.Tags).toContain(TAG.jukas);
    expect(distance(jukas, cell)).toBeLessThan(width / 2);
    expect(tagged(objects, TAG.mage)).toHaveLength(COLOURS.length + 1);
    expect(tagged(objects, TAG.mage, TAG.jukas)[0].Name).toBe("Figurine_Custom");
  });

  it("lays each colour's Mage Card near its seat, off the Lodge", () => {
    const cards = tagged(objects, TAG.mageCard);
    expect(cards.map(ownerTag).sort()).toEqual([...COLOURS].sort());
    for (const colour of COLOURS) {
      const [cell] = tagged(objects, TAG.cell, colour);
      const nearest = [...cards].sort((a, b) => distance(cell, a) - distance(cell, b))[0];
      expect(nearest.Tags).toContain(colour);
      expect(Math.min(...rooms.map((r) => distance(nearest, r)))).toBeGreaterThan(1.5 * width);
    }
  });

  it("gives each colour a Power and a Damage counter, and Jukas a Power counter, all TTS Counters at 0", () => {
    for (const colour of COLOURS) {
      expect(tagged(objects, TAG.power, colour), colour).toHaveLength(1);
      expect(tagged(objects, TAG.damage, colour), colour).toHaveLength(1);
    }
    expect(tagged(objects, TAG.power, TAG.jukas)).toHaveLength(1);
    expect(tagged(objects, TAG.damage, TAG.jukas)).toHaveLength(0);
    for (const c of [...tagged(objects, TAG.power), ...tagged(objects, TAG.damage)] as CounterData[]) {
      expect(c.Name).toBe("Counter");
      expect(c.Counter.value).toBe(0);
    }
  });

  it("gives each colour, Jukas and the Black Rose 20 Instability: a bag off the Lodge of pieces with the owner's tag", () => {
    const expected = (_owner: string) => 20;
    for (const owner of [...COLOURS, TAG.jukas, TAG.blackRose]) {
      const bags = tagged(objects, TAG.instability, owner) as BagData[];
      expect(bags, owner).toHaveLength(1);
      expect(bags[0].Name).toBe("Bag");
      const pieces = bags[0].ContainedObjects ?? [];
      expect(pieces.length, owner).toBe(expected(owner));
      for (const p of pieces) expect(p.Tags).toEqual([TAG.instability, owner]);
      expect(Math.min(...rooms.map((r) => distance(bags[0], r)))).toBeGreaterThan(1.5 * width);
    }
    // No Instability lies loose: every piece is in its owner's bag.
    expect(everything(objects).filter((o) => o.Tags?.includes(TAG.instability) && o.Name !== "Bag")).toHaveLength(6 * 20);
    expect(objects.filter((o) => o.Tags?.includes(TAG.instability) && o.Name !== "Bag")).toEqual([]);
  });

  it("I6 lays the Crown nearest to White's Mage Card", () => {
    const crowns = tagged(objects, TAG.crown);
    expect(crowns).toHaveLength(1);
    const nearest = tagged(objects, TAG.mageCard).sort((a, b) => distance(crowns[0], a) - distance(crowns[0], b))[0];
    expect(nearest.Tags).toContain("White");
  });
});

describe("Jukas's components", () => {
  it("R2 puts the 12 Vortex Tokens in the one pool bag, none loose", () => {
    const pools = tagged(objects, TAG.vortexPool) as BagData[];
    expect(pools).toHaveLength(1);
    const tokens = pools[0].ContainedObjects ?? [];
    expect(tokens).toHaveLength(VORTEX_TOKENS);
    expect(tokens.every((t) => t.Tags?.includes(TAG.vortex))).toBe(true);
    expect(everything(objects).filter((o) => o.Tags?.includes(TAG.vortex))).toHaveLength(VORTEX_TOKENS);
  });

  it("R3 has one Avatar Card, a tile that carries the controller script (a stub when the Lua is missing)", () => {
    const cards = tagged(objects, TAG.avatar) as TileData[];
    expect(cards).toHaveLength(1);
    expect(cards[0].Name).toBe("Custom_Tile");
    expect(cards[0].LuaScript).toMatch(/avatar\.lua was missing/);
    expect(cards[0].CustomImage.ImageURL).toMatch(/avatar-card\.png$/);
  });

  it("R10 has a Forgotten Spell deck of 10 face-down cards", () => {
    const decks = tagged(objects, TAG.forgottenSpells) as DeckCustomData[];
    expect(decks).toHaveLength(1);
    expect(decks[0].Name).toBe("Deck");
    expect(Math.abs(decks[0].Transform.rotZ)).toBe(180);
    expect(decks[0].ContainedObjects).toHaveLength(10);
    expect(decks[0].ContainedObjects.every((c) => c.Nickname === "Forgotten Spell")).toBe(true);
  });
});

describe("images", () => {
  it("points every image at a local file:/// PNG that the build rendered, of the size its art declares", () => {
    const root = join(__dirname, "..", "..");
    const art = artCatalogue(root, JSON.parse(readFileSync(join(root, "cards", "example.json"), "utf8")).cards);
    const urls = new Set(imageUrls(objects));
    expect(urls.size).toBeGreaterThan(40);
    for (const url of urls) {
      expect(url).toMatch(/^file:\/\/\//);
      const file = fileURLToPath(url);
      expect(file.startsWith(join(run.out, "assets"))).toBe(true);
      const name = file.slice(join(run.out, "assets").length + 1, -".png".length);
      const expected = art.get(name);
      expect(expected, name).toBeDefined();
      expect(pngSize(file)).toEqual({ width: expected!.width, height: expected!.height });
    }
  });

  it("writes a square thumbnail beside the save, and one beside the Saved Object", () => {
    expect(pngSize(join(run.out, "Jukas.png"))).toEqual({ width: 256, height: 256 });
    expect(pngSize(join(run.out, "Jukas-components.png"))).toEqual({ width: 256, height: 256 });
    expect(existsSync(join(run.out, "Jukas-components.json"))).toBe(true);
  });

  it("contains no object left with an unresolved asset: or script: reference", () => {
    const text = JSON.stringify(save);
    expect(text).not.toMatch(/"asset:/);
    expect(text).not.toMatch(/"script:/);
    expect([...walk(objects)].length).toBeGreaterThan(objects.length);
  });
});
