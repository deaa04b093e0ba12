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
import { layoutProblems, tableFootprints, within } from "./footprints";

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
