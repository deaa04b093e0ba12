/**
 * The tagging assistant's matching (src/tagging), on the TypeScript and on its Lua build
 * (dist/lua/tagging.lua: fengari here, MoonSharp in the moonsharp tier, whose strings are UTF-16):
 * every case must give the same answer on both.
 */
import { loadCore, normalise } from "../../hosts/lua-vm";
import * as prepare from "../../src/tagging";
import { Candidate, Preparation } from "../../src/tagging";
import { NAMES } from "../core/fixtures";
import { SEATS, SIZE, TINTS, at, flat, lodge, model, seats, tile } from "./tables";

const lua = loadCore("dist/lua/tagging.lua");

function same<T>(fn: string, ...args: unknown[]): T {
  const ts = (prepare as unknown as Record<string, (...a: unknown[]) => unknown>)[fn](...args);
  expect(normalise(lua.call(fn, ...args))).toEqual(normalise(ts));
  return ts as T;
}

function proposeBoth(candidates: Candidate[], aliases: string[][] = []): Preparation {
  return same<Preparation>("propose", candidates, SEATS, aliases);
}

/** The tags proposed for each object, by its name. */
function tagsByName(candidates: Candidate[], p: Preparation): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const x of p.proposals) out[candidates.find((c) => c.id === x.id)!.name] = x.tags;
  return out;
}

function unplacedNames(candidates: Candidate[], p: Preparation): string[] {
  return p.unplaced.map((u) => candidates.find((c) => c.id === u.id)!.name);
}

describe("names folded alike on every VM", () => {
  it.each([
    ["Cimetière", ["cimetiere"]],
    ["CRYPTE", ["crypte"]],
    ["crypt_tile (Destroyed)", ["crypt", "tile", "destroyed"]],
    ["Sala dell’Oracolo", ["sala", "delloracolo"]],
    ["Oracle's Room", ["oracles", "room"]],
    ["Ærøskøbing Straße", ["aeroskobing", "strasse"]],
    ["ÉGLISE Œuvre", ["eglise", "oeuvre"]],
    ["Кладбище Crypt 03", ["crypt", "03"]],
    ["🜏 Forge 🜏", ["forge"]],
    ["", []],
  ])("%s", (text, words) => {
    expect(same("foldWords", text)).toEqual(words);
  });

  it("a long text is read for its first 200 units only", () => {
    expect(same<string[]>("foldWords", "crypt ".repeat(100)).length).toBe(34);
  });
});

describe("edit distance", () => {
  it.each([
    ["crypt", "crypt", 0],
    ["crpyt", "crypt", 1],
    ["cript", "crypt", 1],
    ["cemetary", "cemetery", 1],
    ["summoning", "summoner", 3],
    ["armoury", "armory", 1],
  ])("%s to %s", (a, b, d) => {
    expect(same("editDistance", a, b, 2)).toBe(Math.min(d, 3));
  });
});

describe("the Lodge's Room tiles", () => {
  it("L1 another mod's names (prefixes, suffixes, case, underscores) tag all 19 Rooms, each named by tag where its nickname differs", () => {
    const tiles = lodge(
      (room, i) => "BRW_Room_" + String(i + 1).padStart(2, "0") + "_" + room.toUpperCase().replace(/ /g, "_") + " (Destroyed)",
    );
    const p = proposeBoth(tiles);
    expect(p.unplaced).toEqual([]);
    expect(p.missingRooms).toEqual([]);
    const tags = tagsByName(tiles, p);
    NAMES.forEach((room, i) => expect(tags[tiles[i].name]).toEqual(["BRW:Room", "BRW:Room:" + room]));
  });

  it("L1 a tile named exactly as the catalogue gets BRW:Room alone", () => {
    const tiles = lodge((room) => room);
    const p = proposeBoth(tiles);
    expect(p.proposals.map((x) => x.tags)).toEqual(NAMES.map(() => ["BRW:Room"]));
  });

  it("L1 typos, accents, extra words and other names find their Room", () => {
    const names: Record<string, string> = {
      "Black Rose Room": "The Black Rose",
      "Throne Room": "Throne",
      Crypt: "Crpyt",
      "Sacrificial Altar": "Altar of Sacrifice",
      Cemetery: "Cemetary of the Damned",
      "Summoner Room": "Summoning Chamber",
      "Alchemical Laboratory": "Alchemy Lab",
      Arena: "Aréna",
      "The Abyss": "Abyss",
      "Oracle Room": "Oracle's Room",
      "Mirrors Room": "Hall of Mirrors",
      Armory: "Armoury",
      "Pleasures Room": "Pleasure Room",
      Observatory: "Observatroy tile",
      Bibliotheca: "Library",
      Sanctuary: "Sanctum",
      Garden: "Gardens",
      Forge: "FORGE – destroyed side",
      "Treasure Room": "Treasury",
    };
    const tiles = lodge((room) => names[room]);
    const p = proposeBoth(tiles);
    expect(p.unplaced).toEqual([]);
    const tags = tagsByName(tiles, p);
    for (const room of NAMES) expect(tags[names[room]]).toEqual(["BRW:Room", "BRW:Room:" + room]);
  });

  it("L1 decoys are left alone: a card and a text named as Rooms, a token named Crypt, a Crypt tile on a side table", () => {
    const tiles = lodge((room) => room);
    const decoys = [
      flat("Crypt", "card", 3, 20, 2.5),
      flat("Throne Room", "text", 4, 0, 3),
      flat("Crypt", "tile", -30, 30, 1, { shape: "circle" }),
      tile("Crypt", 40, 40),
    ];
    const all = [...tiles, ...decoys];
    const p = proposeBoth(all);
    const tags = tagsByName(all, p);
    expect(Object.keys(tags).sort()).toEqual([...NAMES].sort());
    expect(p.proposals.map((x) => x.id)).not.toContain(decoys[0].id);
    // Only the tile away from the Lodge looks like a Room tile: it is listed, with why.
    expect(p.unplaced).toEqual([
      { id: decoys[3].id, label: "Crypt (" + decoys[3].id + ")", why: "its name is the Crypt's, but it lies away from the Lodge" },
    ]);
  });

  it("L1 a plain table (issue 28): 19 tiles named three ways and 30 tokens named Black Rose Instability; every Room is found, every token is the Black Rose's", () => {
    const styles = [
      (room: string, i: number) => "Room " + String(i + 1).padStart(2, "0") + " - " + room.toUpperCase(),
      (room: string) => room.toLowerCase().replace(/ /g, "_") + " (Destroyed)",
      (room: string) => room,
    ];
    const tiles = lodge((room, i) => styles[i % 3](room, i));
    const tokens: Candidate[] = [];
    for (let i = 0; i < 30; i++) tokens.push(flat("Black Rose Instability", "tile", -20 + (i % 10), 14 + Math.floor(i / 10), 0.8));
    const all = [...tiles, ...tokens, ...seats((kind, colour) => colour + " " + kind)];
    const p = proposeBoth(all);
    expect(p.missingRooms).toEqual([]);
    expect(p.unplaced).toEqual([]);
    const tags = Object.fromEntries(p.proposals.map((x) => [x.id, x.tags]));
    tiles.forEach((t, i) => expect(tags[t.id]?.[0], NAMES[i]).toBe("BRW:Room"));
    for (const t of tokens) expect(tags[t.id]).toEqual(["BRW:Instability", "BRW:BlackRose"]);
    expect(p.proposals.length).toBe(all.length);
  });

  it("L1 two tiles in the Lodge that could be one Room: the better-named wins; equally named, neither", () => {
    const tiles = lodge((room) => (room === "Crypt" ? "Crypt" : room === "Forge" ? "Crypt Keeper Study" : room));
    const p = proposeBoth(tiles);
    expect(tagsByName(tiles, p)["Crypt"]).toEqual(["BRW:Room"]);
    expect(unplacedNames(tiles, p)).toEqual(["Crypt Keeper Study"]);
    expect(p.missingRooms).toEqual(["Forge"]);
    const twins = lodge((room) => (room === "Forge" ? "Crypt" : room));
    const q = proposeBoth(twins);
    expect(unplacedNames(twins, q)).toEqual(["Crypt", "Crypt"]);
    expect(q.missingRooms).toEqual(["Forge"]);
  });

  it("L1 partial tags: a tagged Room keeps its place; a tagged tile with another name gets the name tag only", () => {
    const tiles = lodge((room) => (room === "Garden" ? "Jardin secret" : room === "Crypt" ? "Cript" : room));
    tiles[NAMES.indexOf("Throne Room")].tags = ["BRW:Room"];
    tiles[NAMES.indexOf("Crypt")].tags = ["BRW:Room"];
    tiles[NAMES.indexOf("Garden")].tags = ["BRW:Room"];
    const p = proposeBoth(tiles);
    const tags = tagsByName(tiles, p);
    expect(tags["Throne Room"]).toBeUndefined();
    expect(tags["Cript"]).toEqual(["BRW:Room:Crypt"]);
    expect(p.unplaced.map((u) => u.why)).toEqual([
      "it is tagged BRW:Room, but its name is no Room of the Lodge: add a tag BRW:Room:<the Room's name>",
    ]);
  });

  it("L1 an author's aliases name Rooms the assistant does not know; a wrong alias is warned about", () => {
    const tiles = lodge((room) => (room === "Garden" ? "Jardin secret" : room));
    const p = proposeBoth(tiles, [
      ["Garden", "Jardin secret"],
      ["Nowhere", "x"],
    ]);
    expect(tagsByName(tiles, p)["Jardin secret"]).toEqual(["BRW:Room", "BRW:Room:Garden"]);
    expect(p.warnings).toEqual(["Aliases: Nowhere is neither a Room of the Lodge nor a kind of piece the assistant knows: ignored."]);
  });
});

const base = () => lodge((room) => room);

describe("the players' pieces", () => {
  it("Mages, Mage Cards, Power and Damage by name", () => {
    const pieces = seats((kind, colour) => colour + " " + kind);
    const p = proposeBoth([...base(), ...pieces]);
    const tags = tagsByName(pieces, { ...p, proposals: p.proposals.filter((x) => pieces.some((c) => c.id === x.id)) });
    expect(tags["Red Mage"]).toEqual(["BRW:Mage", "Red"]);
    expect(tags["Blue Mage Card"]).toEqual(["BRW:MageCard", "Blue"]);
    expect(tags["Green Power"]).toEqual(["BRW:Power", "Green"]);
    expect(tags["White Damage"]).toEqual(["BRW:Damage", "White"]);
    expect(p.unplaced).toEqual([]);
  });

  it("Mages by tint, their cards and counters by seat; a white Mage by its seat", () => {
    const pieces = seats((kind) => (kind === "Mage" ? "Sorceress" : kind));
    const p = proposeBoth([...base(), ...pieces]);
    const byId = Object.fromEntries(p.proposals.map((x) => [x.id, x]));
    for (const seat of SEATS) {
      const mine = pieces.filter((c) => Math.hypot(c.x - seat.x * 0.7, c.z - seat.z * 0.7) < 4);
      for (const c of mine) expect(byId[c.id].tags.at(-1)).toBe(seat.color);
    }
    const red = pieces.find((c) => c.tint === TINTS.Red)!;
    expect(byId[red.id].why).toBe("Red's Mage (by its tint)");
    const white = pieces.find((c) => c.form === "model" && c.tint === TINTS.White)!;
    expect(byId[white.id].why).toBe("White's Mage (by its seat)");
  });

  it("a piece with no colour to find, and two pieces claiming one colour, are listed, not tagged", () => {
    const lost = model("Wizard", 0, 0);
    const twin = model("Red Mage", 5, 5);
    const red = model("Red Mage", -5, -5);
    const p = proposeBoth([...base(), lost, twin, red]);
    expect(p.proposals.map((x) => x.id)).not.toContain(twin.id);
    expect(p.unplaced.map((u) => u.why)).toEqual([
      "it looks like a Mage but shows no colour: put the colour in its name, tint it, or set it before its player's seat",
      "more than one piece could be Red's Mage: Red Mage (" + twin.id + "), Red Mage (" + red.id + "); tag the right one by hand",
      "more than one piece could be Red's Mage: Red Mage (" + twin.id + "), Red Mage (" + red.id + "); tag the right one by hand",
    ]);
  });

  it("partial tags: a Mage tagged without a colour gets its colour; one whose colour is tagged elsewhere is listed", () => {
    const half = model("Mage", 19, -3, { tags: ["BRW:Mage"], tint: TINTS.Red });
    const tagged = model("Ruby", 0, 0, { tags: ["BRW:Mage", "Blue"] });
    const rival = model("Blue Mage", 1, 1);
    const p = proposeBoth([...base(), half, tagged, rival]);
    expect(p.proposals.find((x) => x.id === half.id)).toMatchObject({ tags: ["Red"], why: "completes it as Red's Mage (by its tint)" });
    expect(p.unplaced).toEqual([
      { id: rival.id, label: "Blue Mage (" + rival.id + ")", why: "Blue's Mage is tagged already: Ruby (" + tagged.id + ")" },
    ]);
  });

  it("the Crown, Vortex Tokens, the pool, Instability and the Forgotten Spell deck; a Crown bag and a Crown card are left alone", () => {
    const crown = flat("Crown token", "tile", 6, -14, 1.6, { shape: "circle" });
    const crownBag = flat("Crown", "bag", 30, 30, 2, { height: 2 });
    const crownCard = flat("The Crown", "card", 31, 31, 2.5);
    const vortex = flat("Vortex", "tile", 20, 10, 1, { shape: "circle" });
    const pool = flat("Vortex tokens", "bag", 22, 10, 2, { height: 2 });
    const rose = flat("Black Rose Instability", "tile", 0, 0, 0.8);
    const red = flat("Instability", "tile", 19, -3, 0.8, { tint: TINTS.Red });
    const roseBag = flat("Black Rose Instability", "bag", -20, 11, 2, { height: 2 });
    const deck = flat("Forgotten Spells", "deck", -20, 6, 2.5, { height: 0.5 });
    const all = [...base(), crown, crownBag, crownCard, vortex, pool, rose, red, roseBag, deck];
    const p = proposeBoth(all);
    const tags = Object.fromEntries(p.proposals.map((x) => [x.id, x.tags]));
    expect(tags[crown.id]).toEqual(["BRW:Crown"]);
    expect(tags[crownBag.id]).toBeUndefined();
    expect(tags[crownCard.id]).toBeUndefined();
    expect(tags[vortex.id]).toEqual(["BRW:Vortex"]);
    expect(tags[pool.id]).toEqual(["BRW:VortexPool"]);
    expect(tags[rose.id]).toEqual(["BRW:Instability", "BRW:BlackRose"]);
    expect(tags[red.id]).toEqual(["BRW:Instability", "Red"]);
    expect(tags[deck.id]).toEqual(["BRW:ForgottenSpells"]);
    // A bag of Instability is tagged as its owner's: what is taken out of it gets its tags (src/tts/bag-tags.ts).
    expect(tags[roseBag.id]).toEqual(["BRW:Instability", "BRW:BlackRose"]);
    expect(p.proposals.find((x) => x.id === roseBag.id)!.why).toBe(
      "a bag of the Black Rose's Instability (by its name): each piece taken out of it gets its tags",
    );
    expect(p.unplaced).toEqual([]);
  });

  it("I13 R3: the core game's Avatar Event deck is proposed the Event tag by its name, beside Jukas's own pile; an Event card or another deck is not", () => {
    const core = flat("Avatar Events", "deck", -20, 12, 2.5, { height: 0.5 });
    const ours = flat("Avatar Event Deck (stands for the core game's)", "deck", 25, 14, 2.5, { height: 0.3, tags: ["BRW:JukasEvent"] });
    const card = flat("Avatar Event", "card", -24, 12, 2.5);
    const events = flat("Event Deck", "deck", -28, 12, 2.5, { height: 0.5 });
    const p = proposeBoth([...base(), core, ours, card, events]);
    expect(p.proposals.filter((x) => [core.id, ours.id, card.id, events.id].includes(x.id))).toEqual([
      { id: core.id, label: "Avatar Events (" + core.id + ")", tags: ["BRW:JukasEvent"], why: "the Avatar Event Deck (by its name)" },
    ]);
    expect(p.unplaced).toEqual([]);
  });

  it("a bag of Instability by its tint or seat is its colour's; one with no colour to find is listed", () => {
    const red = flat("Instability", "bag", 19, -3, 2, { height: 2, tint: TINTS.Red });
    const bare = flat("Instability bag", "bag", 60, 60, 2, { height: 2, tint: { r: 0.5, g: 0.5, b: 0.5 } });
    const p = proposeBoth([...base(), red, bare]);
    expect(p.proposals.find((x) => x.id === red.id)!.tags).toEqual(["BRW:Instability", "Red"]);
    expect(unplacedNames([red, bare], p)).toEqual(["Instability bag"]);
    expect(p.unplaced[0].why).toBe(
      "it looks like an Instability but shows no colour: put the colour in its name, tint it, or set it before its player's seat",
    );
  });

  it("R2 Jukas's components bring the Vortex Tokens: the table's own are left alone, and say why", () => {
    const ours = flat("Vortex pool", "bag", 25, 10, 2, { height: 2, tags: ["BRW:VortexPool"] });
    const theirs = flat("Vortex", "tile", 20, 10, 1, { shape: "circle" });
    const p = proposeBoth([...base(), ours, theirs]);
    expect(p.proposals.map((x) => x.id)).not.toContain(theirs.id);
    expect(p.unplaced.map((u) => u.why)).toEqual([
      "the Vortex Tokens on the table are tagged already (Vortex pool (" + ours.id + ")): R2's 12 are counted from those",
    ]);
  });

  it("Jukas's own pieces and this mod's are never proposed", () => {
    const avatar = flat("Jukas", "tile", 21, 8, 3, { tags: ["BRW:Avatar"] });
    const model_ = model("Jukas", 10, 3.4, { tags: ["BRW:Mage", "BRW:Jukas"] });
    const p = proposeBoth([...base(), avatar, model_]);
    expect(p.proposals.map((x) => x.id)).not.toContain(avatar.id);
    expect(p.proposals.map((x) => x.id)).not.toContain(model_.id);
    expect(p.unplaced).toEqual([]);
  });

  it("the Cells, by name and by seat", () => {
    const red = at(3, -2);
    const cells = [tile("Red's Cell", 14, -5), tile("Cell", red.x, -13, { shape: "hex" })];
    const p = proposeBoth([...base(), ...cells]);
    expect(p.proposals.find((x) => x.id === cells[0].id)!.tags).toEqual(["BRW:Cell", "Red"]);
    expect(p.proposals.find((x) => x.id === cells[1].id)!.tags).toEqual(["BRW:Cell", "White"]);
    expect(SIZE).toBe(4);
  });
});
