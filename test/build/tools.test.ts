/** The save tools' own pieces: the JSON layout of mod/ files, the shape checks, the layout's hexes. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { formatJson } from "../../tools/save/json-format";
import { hexRing, hexToWorld, ring } from "../../tools/save/layout";
import { checkObject, checkSave } from "../../tools/save/validate";
import { ROOT } from "./helpers";

describe("formatJson", () => {
  it("round-trips every mod file, keeping short objects on one line", () => {
    for (const f of readdirSync(join(ROOT, "mod", "objects"))) {
      const text = readFileSync(join(ROOT, "mod", "objects", f), "utf8");
      const value = JSON.parse(text);
      expect(JSON.parse(formatJson(value))).toEqual(value);
    }
    expect(formatJson({ a: { x: 1, y: [1, 2] }, s: 'a,"b":c' })).toBe('{"a": {"x": 1, "y": [1, 2]}, "s": "a,\\"b\\":c"}\n');
    expect(formatJson({ long: "x".repeat(150) }, 40)).toBe(`{\n  "long": "${"x".repeat(150)}"\n}\n`);
  });
});

describe("shape checks", () => {
  const tile = () => ({
    GUID: "abc123",
    Name: "Custom_Tile",
    Transform: { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
    Tags: ["BRW:Room"],
    CustomImage: { ImageURL: "x", CustomTile: { Type: 1 } },
  });

  it("accepts a well-formed tile and names each wrong field", () => {
    expect(checkObject(tile(), "o")).toEqual([]);
    expect(checkObject({ ...tile(), GUID: "XYZ" }, "o")).toEqual(['o.GUID: "XYZ" is not 6 hex digits']);
    expect(checkObject({ ...tile(), Name: "Custom_Thing" }, "o")[0]).toMatch(/^o\.Name: "Custom_Thing" is not a kind/);
    expect(checkObject({ ...tile(), CustomImage: { ImageURL: "x", CustomTile: { Type: 7 } } }, "o")).toEqual([
      "o.CustomImage.CustomTile.Type: 7 is not a tile type (0 box, 1 hex, 2 circle, 3 rounded)",
    ]);
    expect(checkObject({ ...tile(), Tags: ["ok", 3] }, "o")).toEqual(["o.Tags[1]: expected a string, found number"]);
  });

  it("checks a deck's ids against its cards and their custom decks", () => {
    const card = (id: number) => ({
      ...tile(),
      GUID: `c0000${id % 10}`,
      Name: "Card",
      CardID: id,
      CustomDeck: { 1: { Type: 0, FaceURL: "f", BackURL: "b", NumWidth: 1, NumHeight: 1, BackIsHidden: true, UniqueBack: false } },
    });
    const deck = {
      ...tile(),
      Name: "Deck",
      DeckIDs: [100, 100],
      CustomDeck: card(100).CustomDeck,
      ContainedObjects: [card(100), card(101)],
    };
    expect(checkObject(deck, "d")).toEqual(["d.ContainedObjects[1].CardID: 101 differs from DeckIDs[1] = 100"]);
    expect(checkObject({ ...card(200) }, "c")).toEqual(['c.CardID: card 200 needs CustomDeck "2"']);
  });

  it("finds a GUID used twice and a tag missing from ComponentTags", () => {
    const header = JSON.parse(readFileSync(join(ROOT, "mod", "save.json"), "utf8"));
    const save = {
      ...header,
      ComponentTags: { labels: [] },
      ObjectStates: [tile(), { ...tile(), Name: "Bag", ContainedObjects: [tile()] }],
    };
    expect(checkSave(save)).toEqual([
      "ObjectStates[1].GUID: abc123 is also ObjectStates[0]'s",
      "ObjectStates[1].ContainedObjects[0].GUID: abc123 is also ObjectStates[0]'s",
      'ComponentTags.labels: tag "BRW:Room" is used but not listed',
    ]);
  });

  it("names a missing header key", () => {
    const header = JSON.parse(readFileSync(join(ROOT, "mod", "save.json"), "utf8"));
    delete header.Lighting;
    expect(checkSave({ ...header, ComponentTags: { labels: [] }, ObjectStates: [] })).toEqual([
      "Lighting: expected an object, found nothing",
    ]);
  });
});

describe("the layout's hexes", () => {
  it("walks ring n through its 6n hexes, each n steps from the centre and 1 tile width from the next", () => {
    for (const n of [1, 2, 3]) {
      const hexes = ring(n);
      expect(hexes).toHaveLength(6 * n);
      expect(new Set(hexes.map((h) => h.join())).size).toBe(6 * n);
      hexes.forEach(([q, r], i) => {
        expect(hexRing(q, r)).toBe(n);
        const a = hexToWorld(q, r);
        const b = hexToWorld(...hexes[(i + 1) % hexes.length]);
        expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeCloseTo(4, 2);
      });
    }
  });
});
