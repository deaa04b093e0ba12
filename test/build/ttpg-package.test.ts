/**
 * The built TTPG package (npm run build:ttpg → dist/ttpg): its manifest, templates, textures,
 * scripts and state, then the table its global script lays out from those templates on a
 * ttpg-mock world, read by the adapter and played by the bundled Avatar Card script.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, vi } from "vitest";
import { MockButton, MockCardDetails, MockPlayer, mockWorld } from "ttpg-mock";
import { Card, CardHolder, GameObject } from "@tabletop-playground/api";
import { VORTEX_TOKENS } from "../../src/core/jukas";
import { LODGE_CATALOGUE, THRONE_ROOM } from "../../src/core/lodge";
import { readTable } from "../../src/table/snapshot";
import { readContext, readPieces } from "../../src/ttpg/read";
import { buttonsIn } from "../../src/ttpg/ui";
import { SCRIPTS } from "../../tools/ttpg/scripts";
import { runScript } from "../../hosts/ttpg-table";
import { layTableTop } from "../../hosts/ttpg-limits";
import { controllerWords } from "../../src/words/controller";
import { readCardFile } from "../../src/ttpg/card-file";
import { GENERAL_PACKAGE, TABLE_TEMPLATE } from "../../tools/ttpg/state";
import { ROOT, pngSize, tempDir } from "./helpers";

let out: string;
let stdout: string;
type Json = { [key: string]: unknown };
const json = (file: string) => JSON.parse(readFileSync(join(out, file), "utf8")) as Json;
let templates: Json[];

beforeAll(() => {
  out = tempDir("ttpg");
  const r = spawnSync(process.execPath, [join(ROOT, "tools", "build-ttpg.mjs"), "--out", out], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`build:ttpg failed: ${r.stderr}`);
  stdout = r.stdout;
  templates = readdirSync(join(out, "Templates")).map((f) => json(join("Templates", f)));
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("the TTPG package folder", () => {
  it("has the layout TTPG loads: Manifest.json, Scripts, Templates, Textures, Models, States, Thumbnail.png", () => {
    expect(readdirSync(out).sort()).toEqual(["Manifest.json", "Models", "Scripts", "States", "Templates", "Textures", "Thumbnail.png"]);
    expect(stdout).toMatch(/ttpg: wrote \d+ templates/);
    expect(pngSize(join(out, "Thumbnail.png")).width).toBeGreaterThan(0);
  });

  it("names itself in Manifest.json with a 32-hex GUID", () => {
    const m = json("Manifest.json");
    expect(m).toMatchObject({ Name: "Jukas (Black Rose Wars: Rebirth)", Version: "1", CopyProtection: false });
    expect(m.GUID).toMatch(/^[0-9A-F]{32}$/);
  });

  it("gives every template a unique 32-hex GUID, a type TTPG knows, a name and its tags", () => {
    const guids = templates.map((t) => t.GUID);
    expect(guids.every((g) => /^[0-9A-F]{32}$/.test(String(g)))).toBe(true);
    expect(new Set(guids).size).toBe(guids.length);
    expect(guids).not.toContain(json("Manifest.json").GUID);
    for (const t of templates) {
      expect(["Card", "Card Holder", "Cardboard Figure", "Container", "Generic"], String(t.Name)).toContain(t.Type);
      for (const key of ["CollisionType", "Metadata", "Models", "Name", "SurfaceType", "Tags"])
        expect(t, `${t.Name}.${key}`).toHaveProperty(key);
    }
  });

  it("has a template for each Room of the catalogue, a hexagonal card named after it, Rebuilt on its back", () => {
    const rooms = templates.filter((t) => (t.Tags as string[]).includes("BRW:Room"));
    expect(rooms.map((t) => t.Name).sort()).toEqual(LODGE_CATALOGUE.map((e) => e.name).sort());
    for (const r of rooms)
      expect(r).toMatchObject({ Type: "Card", Model: "Hexagonal", CanStack: false, BackTexture: expect.stringMatching(/rebuilt\.png$/) });
  });

  it("finds every texture, model and script a template names inside the package", () => {
    for (const t of templates) {
      for (const key of ["FrontTexture", "BackTexture"]) {
        if (typeof t[key] === "string" && t[key] !== "")
          expect(existsSync(join(out, "Textures", t[key] as string)), `${t.Name}: ${t[key]}`).toBe(true);
      }
      for (const m of t.Models as Json[]) expect(existsSync(join(out, "Models", m.Model as string)), `${t.Name}: ${m.Model}`).toBe(true);
      if (t.ScriptName !== "") expect(existsSync(join(out, "Scripts", t.ScriptName as string)), `${t.Name}: ${t.ScriptName}`).toBe(true);
    }
    const scripted = Object.fromEntries(templates.filter((t) => t.ScriptName !== "").map((t) => [t.Name, t.ScriptName]));
    expect(scripted["Jukas Avatar Card"]).toBe("avatar.js");
    expect(scripted["Red Power"]).toBe("counter.js");
    for (const f of readdirSync(join(out, "Textures"))) expect(pngSize(join(out, "Textures", f)).width, f).toBeGreaterThan(0);
    expect(readFileSync(join(out, "Models", "cube.obj"), "utf8")).toMatch(/^f /m);
  });

  it("bundles each script as CommonJS with the API left external", () => {
    expect(readdirSync(join(out, "Scripts")).sort()).toEqual(SCRIPTS.map((s) => s.file).sort());
    for (const s of SCRIPTS) {
      const code = readFileSync(join(out, "Scripts", s.file), "utf8");
      expect(code, s.file).toContain('require("@tabletop-playground/api")');
      expect(code, s.file).not.toMatch(/\bimport\s.*\sfrom\s|\bexport\s/);
      expect(code, s.file).not.toContain("ttpg-mock");
    }
  });

  it("issue 30: has a state with TTPG's standard table, requiring the package that provides it, and this package's table script", () => {
    const state = json(join("States", "Jukas.vts"));
    const guid = json("Manifest.json").GUID;
    expect(state).toMatchObject({
      gameState: { globalScriptName: "table.js", globalScriptPackage: guid },
      requiredPackages: [{ guid }, { name: "General", guid: GENERAL_PACKAGE.guid }],
    });
    const tables = (state.objects as Json[]).filter((o) => o.objectType === "Table");
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ templateId: TABLE_TEMPLATE, objectScriptPackage: GENERAL_PACKAGE.guid });
  });
});

/** ttpg-mock's createObjectFromTemplate, fed with the package's templates. */
function loadTemplates(): void {
  const params: { [guid: string]: Json } = {};
  for (const t of templates) {
    const kind = { Card: "Card", Container: "Container", "Card Holder": "CardHolder" }[t.Type as string] ?? "GameObject";
    const p: Json = { _objType: kind, name: t.Name, tags: [...(t.Tags as string[])], templateId: t.GUID, scriptFilename: t.ScriptName };
    if (kind === "Card") {
      // A card's name and metadata by its atlas index, as TTPG gives them (CardNames, CardMetadata).
      const names = (t.CardNames ?? {}) as { [i: string]: string };
      const metadata = (t.CardMetadata ?? {}) as { [i: string]: string };
      const cardTags = (t.CardTags ?? {}) as { [i: string]: string[] };
      p.cardDetails = (t.Indices as number[]).map(
        (i) =>
          new MockCardDetails({
            name: names[String(i)] ?? "",
            metadata: metadata[String(i)] ?? "",
            tags: [...(cardTags[String(i)] ?? [])],
          }),
      );
      p.isFaceUp = true;
      p._modelSize = [t.Height, t.Width, t.Thickness];
    } else if ((t.Models as Json[]).length > 0) {
      const s = (t.Models as Json[])[0].Scale as { X: number; Y: number; Z: number };
      p._modelSize = [s.X, s.Y, s.Z];
    }
    params[t.GUID as string] = p;
  }
  (mockWorld as unknown as { __templateIdToMockGameObjectParams: { [guid: string]: Json } }).__templateIdToMockGameObjectParams = params;
}

describe("the TTPG build's card file", () => {
  it("refuses an invalid card file with the cards:check lines, and writes nothing", () => {
    const dir = tempDir("ttpg-bad");
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"format":1,"cards":[{"id":"x","name":"X","deck":"command","steps":[{"step":"nope"}]}]}');
    const r = spawnSync(process.execPath, [join(ROOT, "tools", "build-ttpg.mjs"), "--cards", bad, "--out", join(dir, "out")], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('card "x" step 1: unknown step "nope"');
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
});

/**
 * The height of the table top the tests lay for each Table of the state: TTPG's own figure for
 * its standard table is not documented (docs/ttpg.md), any height above the floor shows the
 * pieces laid on the table rather than near the floor.
 */
const TABLE_TOP = 75;

/** The tables the package's state holds, laid on the mock as TTPG loads them. */
function layStateTables(): number {
  const objects = json(join("States", "Jukas.vts")).objects as Json[];
  const tables = objects.filter((o) => o.objectType === "Table");
  for (const _ of tables) layTableTop(TABLE_TOP);
  return tables.length;
}

describe("the table the package lays out (Scripts/table.js on ttpg-mock)", () => {
  const layOut = (withTables = true) => {
    mockWorld._reset();
    vi.useFakeTimers();
    if (withTables) layStateTables();
    loadTemplates();
    const said: string[] = [];
    (mockWorld as unknown as { broadcastChatMessage: (m: string) => void }).broadcastChatMessage = (m) => void said.push(m);
    new MockPlayer({ slot: 0, isHost: true, name: "White player" });
    new MockPlayer({ slot: 2, name: "Red player" });
    runScript("table.js", undefined, join(out, "Scripts"));
    // TTPG derives a card's side from its rotation; ttpg-mock keeps a flag: set it as TTPG would.
    for (const o of mockWorld.getAllObjects()) {
      if (o instanceof Card) (o as unknown as { _isFaceUp: boolean })._isFaceUp = Math.abs(Math.abs(o.getRotation().roll) - 180) > 1;
    }
    return said;
  };

  /** A player sets their Mage into their Cell, as the base game's setup says (I10). */
  const intoCell = (colour: string) => {
    const of = (tag: string) => mockWorld.getAllObjects().find((o) => o.getTags().includes(tag) && o.getTags().includes(colour))!;
    const at = of("BRW:Cell").getPosition();
    of("BRW:Mage").setPosition([at.x, at.y + 1, at.z]);
  };

  it("I10 reads as a whole Lodge: 19 Rooms, the Cells, four Mages once their models are set into their Cells, Jukas in his Cell, 12 tokens in the bag", () => {
    const said = layOut();
    expect(said[0]).toMatch(/^Jukas: the table is laid out \(\d+ objects\)/);
    expect(said.join("\n")).not.toContain("missing");
    // Laid out, each model waits beside its Mage Card: no colour is in play yet, and each is told.
    const laid = readTable(readPieces(mockWorld), readContext(mockWorld));
    expect(laid.snapshot!.mages).toEqual([]);
    expect(laid.warnings).toEqual(
      ["White", "Red", "Green", "Blue"].map((c) => `${c}'s model is off the Lodge, in no Room and no Cell: ${c} is not in play (I10).`),
    );
    for (const c of ["White", "Red", "Green", "Blue"]) intoCell(c);
    const read = readTable(readPieces(mockWorld), readContext(mockWorld));
    expect(read.error).toBeUndefined();
    expect(read.warnings).toEqual([]);
    const s = read.snapshot!;
    expect(s.rooms).toHaveLength(19);
    expect(s.rooms.find((r) => r.name === THRONE_ROOM)!.neighbours).toHaveLength(6);
    expect(s.cells.map((c) => [c.owner, c.entrances.length]).sort()).toEqual([
      ["Blue", 2],
      ["Green", 2],
      ["Jukas", 2],
      ["Red", 2],
      ["White", 2],
    ]);
    expect(s.mages.map((m) => [m.color, m.at?.cell, m.power, m.damage])).toEqual([
      ["White", "White", 0, 0],
      ["Red", "Red", 0, 0],
      ["Green", "Green", 0, 0],
      ["Blue", "Blue", 0, 0],
    ]);
    expect(s.jukas!.at.cell).toBe("Jukas");
    expect(s).toMatchObject({ pool: VORTEX_TOKENS, jukasInstabilitySupply: 20, forgottenSpells: 10, crown: "White", jukasPower: 0 });
  });

  it("lays Jukas's three card piles face down, each card's id in its card metadata (top first as in the file); the Avatar Card's saved data holds the descriptions (issue 30)", () => {
    layOut();
    const pile = (tag: string) => {
      const piles = mockWorld.getAllObjects().filter((o) => o.getTags().includes(tag)) as Card[];
      expect(piles, tag).toHaveLength(1);
      expect(piles[0].isFaceUp()).toBe(false);
      // Face down, the top card is the back of the stack.
      return piles[0]
        .getAllCardDetails()
        .map((d) => JSON.parse(d.metadata).card)
        .reverse();
    };
    expect(pile("BRW:JukasCommand")).toEqual(["example-1", "example-2", "example-3", "example-6"]);
    expect(pile("BRW:JukasEvocation")).toEqual(["example-4"]);
    expect(pile("BRW:JukasEvent")).toEqual(["example-5"]);
    const card = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:Avatar"))!;
    expect(card.getDescription()).not.toContain('"format"');
    const definitions = JSON.parse(readCardFile(card));
    expect(definitions.format).toBe(1);
    expect(definitions.cards.map((c: { id: string }) => c.id)).toEqual([
      "example-1",
      "example-2",
      "example-3",
      "example-4",
      "example-5",
      "example-6",
    ]);
    const faces = templates.filter((t) => (t.Tags as string[]).includes("BRW:JukasCommand")).map((t) => t.FrontTexture);
    expect(new Set(faces).size).toBe(4);
  });

  it("plays a card: Top Event on the laid-out table draws the Avatar Event card face up beside its pile and resolves it", () => {
    layOut();
    const avatar = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:Avatar")) as GameObject;
    runScript("avatar.js", avatar, join(out, "Scripts"));
    const button = avatar
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find((b) => b.getText() === "Top Event")!;
    (button as unknown as MockButton)._clickAsPlayer(mockWorld.getPlayerBySlot(0)!);
    vi.runAllTimers();
    const s = readTable(readPieces(mockWorld), readContext(mockWorld)).snapshot!;
    expect(s.rooms.find((r) => r.name === THRONE_ROOM)).toMatchObject({ vortex: 1 });
    const drawn = mockWorld.getAllObjects().filter((o) => o.getTags().includes("BRW:JukasEvent")) as Card[];
    expect(drawn).toHaveLength(1);
    expect(drawn[0].isFaceUp()).toBe(true);
  });

  it("issue 30: lays every piece on the state's table, a few cm above its top; a target's ring is drawn there", () => {
    layOut();
    const laid = mockWorld.getAllObjects().filter((o) => o.getContainer() === undefined && !(o instanceof Card && o.isInHolder()));
    // Each is spawned a few cm above the table top (tools/ttpg/package.ts liftOf), to settle onto it.
    for (const obj of laid) {
      const lift = obj.getPosition().z - TABLE_TOP;
      expect(lift, obj.getName()).toBeGreaterThan(0);
      expect(lift, obj.getName()).toBeLessThanOrEqual(3);
    }
    expect(laid.length).toBeGreaterThan(50);
    const avatar = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:Avatar")) as GameObject;
    runScript("avatar.js", avatar, join(out, "Scripts"));
    const model = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:Mage") && o.getTags().includes("Red"))!;
    const crypt = mockWorld.getAllObjects().find((o) => o.getName() === "Crypt")!;
    model.setPosition([crypt.getPosition().x, crypt.getPosition().y, crypt.getPosition().z + 1]);
    (globalThis as unknown as { jukas: { target(p: unknown): unknown } }).jukas.target({ priority: 1 });
    vi.runAllTimers();
    expect(crypt.getDrawingLines().length).toBe(1);
  });

  it("issue 30: a game without a table is told so when the pieces are laid out", () => {
    expect(layOut(false)).toContain(controllerWords.noTable());
    expect(layOut()).not.toContain(controllerWords.noTable());
  });

  it("is laid out once: a table that already holds a Lodge is left alone", () => {
    layOut();
    const before = mockWorld.getAllObjects().length;
    runScript("table.js", undefined, join(out, "Scripts"));
    expect(mockWorld.getAllObjects().length).toBe(before);
  });

  it("plays: the Avatar Card's Setup button moves Jukas and lays 7 Vortex Tokens; a clean-up deals into a hand", () => {
    layOut();
    // Each object runs the script its template names, as TTPG does when the game starts.
    const scripted = mockWorld.getAllObjects().filter((o) => o.getScriptFilename() !== "");
    expect(scripted.map((o) => o.getScriptFilename()).sort()).toEqual(["avatar.js", ...Array(9).fill("counter.js")]);
    for (const o of scripted) runScript(o.getScriptFilename(), o, join(out, "Scripts"));
    const counters = scripted.filter((o) => o.getScriptFilename() === "counter.js");
    expect(counters.map((o) => o.getSavedData("value"))).toEqual(Array(9).fill("0"));
    const card = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:Avatar")) as GameObject;
    const setup = card
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find((b) => b.getText() === "Setup")!;
    (setup as unknown as MockButton)._clickAsPlayer(mockWorld.getPlayerBySlot(0)!);
    vi.runAllTimers();
    const s = readTable(readPieces(mockWorld), readContext(mockWorld)).snapshot!;
    expect(s.jukas!.at.room).toBe(THRONE_ROOM);
    expect(s.rooms.filter((r) => r.vortex === 1)).toHaveLength(7);
    expect(s.pool).toBe(5);

    // Red plays (I10): its model into its Cell. Two of those tokens onto Red's Mage Card, then a
    // clean-up: Red draws into the hand of slot 2.
    intoCell("Red");
    const redCard = mockWorld.getAllObjects().find((o) => o.getTags().includes("BRW:MageCard") && o.getTags().includes("Red"))!;
    const tokens = mockWorld.getAllObjects().filter((o) => o.getTags().includes("BRW:Vortex") && o.getContainer() === undefined);
    const at = redCard.getPosition();
    tokens[0].setPosition([at.x - 1, at.y, at.z + 1]);
    tokens[1].setPosition([at.x + 1, at.y, at.z + 1]);
    (globalThis as unknown as { jukas: { cleanup(): unknown } }).jukas.cleanup();
    vi.runAllTimers();
    const hand = mockWorld.getAllObjects().find((o) => o instanceof CardHolder && o.getOwningPlayerSlot() === 2) as CardHolder;
    expect(hand.getNumCards()).toBe(1);
    expect(readTable(readPieces(mockWorld), readContext(mockWorld)).snapshot).toMatchObject({ pool: 7, forgottenSpells: 9 });
  });
});
