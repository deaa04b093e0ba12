/**
 * The built saves' layout on TTS's Table_RPG (test/build/footprints.ts: the surface, the sizes,
 * what overlapping means): every object and every button the Avatar Card draws lies on the flat
 * surface, and no two footprints overlap, but for a piece set on an area tile by design. The saves
 * run on the fake TTS host, so the buttons checked are the ones the card's script draws, whatever
 * they are.
 */
import { readFileSync } from "node:fs";
import { FakeTTS, type FakeObject } from "../../hosts/fake-tts";
import { SAVE, clickLabel } from "../tts/game";
import { CONTACT, layoutProblems, objectFootprint, tableFootprints, within } from "./footprints";
import { TILE_WIDTH } from "../../tools/save/layout";

const COMPONENTS = "dist/tts/Jukas-components.json";

function load(file: string): FakeTTS {
  const tts = FakeTTS.load(readFileSync(file, "utf8"), { players: [{ color: "White", host: true }] });
  tts.runUntilIdle();
  tts.assertNoErrors();
  return tts;
}

function avatar(tts: FakeTTS): FakeObject {
  const found = tts.tableObjects().filter((o) => o.tags.includes("BRW:Avatar"));
  expect(found).toHaveLength(1);
  return found[0];
}

function press(tts: FakeTTS, label: string): void {
  clickLabel(tts, avatar(tts), label, "White");
  tts.runUntilIdle();
  tts.assertNoErrors();
}

describe("the whole-table save on Table_RPG", () => {
  it("lays every object and every Avatar Card button on the flat surface, no two overlapping", () => {
    const tts = load(SAVE);
    expect(avatar(tts).buttons.length).toBeGreaterThan(0);
    expect(layoutProblems(tableFootprints(tts.tableObjects()))).toEqual([]);
  });
});

describe("the Lodge's tiles (one hex orientation: src/tts/hex-tile.ts)", () => {
  /** The corners two outlines share, within the layout's contact tolerance. */
  const shared = (a: FakeObject, b: FakeObject) => {
    const pb = objectFootprint(b).outline;
    return objectFootprint(a).outline.filter((p) => pb.some((q) => Math.hypot(p.x - q.x, p.z - q.z) < CONTACT));
  };

  it("L1 every two neighbouring Rooms, and each Cell and the rim Rooms it touches, share a whole edge", () => {
    const tts = load(SAVE);
    const tiles = tts.tableObjects().filter((o) => o.tags.includes("BRW:Room") || o.tags.includes("BRW:Cell"));
    expect(tiles).toHaveLength(24);
    let pairs = 0;
    for (const a of tiles)
      for (const b of tiles) {
        if (a.guid >= b.guid) continue;
        const d = Math.hypot(a.position.x - b.position.x, a.position.z - b.position.z);
        if (d > TILE_WIDTH * 1.01) continue;
        pairs++;
        const corners = shared(a, b);
        expect(corners, a.nickname + " and " + b.nickname).toHaveLength(2);
        // The edge is a whole side: a regular hexagon's side is its flat-to-flat width over √3.
        expect(Math.hypot(corners[0].x - corners[1].x, corners[0].z - corners[1].z)).toBeCloseTo(TILE_WIDTH / Math.sqrt(3), 2);
      }
    // The 19 Rooms' 42 shared edges, and each Cell's two rim Rooms (Jukas's too).
    expect(pairs).toBe(42 + 5 * 2);
  });
});

describe("the whole-table save in play", () => {
  it("R17 lays the Choice of the Crown's buttons (the 19 Rooms tied at Priority 1 on the table as saved) on the surface, clear of everything", () => {
    const tts = load(SAVE);
    press(tts, "Target 1");
    const choices = tts.buttons(avatar(tts)).filter((b) => b.click_function.startsWith("jukasChoose"));
    expect(choices.length).toBeGreaterThan(1);
    expect(layoutProblems(tableFootprints(tts.tableObjects()))).toEqual([]);
  });

  it("lays the card drawn from each of Jukas's piles beside its pile, clear of everything", () => {
    const tts = load(SAVE);
    for (const label of ["Resolve top card", "Top Evocation", "Top Event"]) {
      press(tts, label);
      // A card that ends in a tie waits for the Crown: the host settles it (I6, no colour in play).
      const choice = tts.buttons(avatar(tts)).find((b) => b.click_function.startsWith("jukasChoose"));
      if (choice !== undefined) press(tts, choice.label);
    }
    const drawn = tts.tableObjects().filter((o) => o.kind === "card" && !o.isFaceDown);
    expect(drawn).toHaveLength(3);
    // The cards' steps set pieces in the Lodge's Rooms, where free spots keep them apart
    // (test/table/free-spot.test.ts): here only what lies off the area tiles is laid out.
    const footprints = tableFootprints(tts.tableObjects());
    const areas = footprints.filter((f) => f.area);
    const offAreas = footprints.filter((f) => f.area || !areas.some((a) => within(f.outline, a.outline)));
    expect(layoutProblems(offAreas)).toEqual([]);
  });
});

describe("the Saved Object dropped at its default spot", () => {
  it("lays its objects and the Avatar Card's buttons on the flat surface, no two overlapping", () => {
    const tts = load(COMPONENTS);
    expect(avatar(tts).buttons.length).toBeGreaterThan(0);
    expect(layoutProblems(tableFootprints(tts.tableObjects()))).toEqual([]);
  });
});
