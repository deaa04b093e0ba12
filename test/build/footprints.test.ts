/** The layout test's geometry (test/build/footprints.ts) on hand-made objects: each check can fail. */
import { FakeObject, type SaveObject } from "../../hosts/fake-tts";
import { HEX_ROT_Y, HEX_SCALE } from "../../tools/save/layout";
import { buttonFootprint, layoutProblems, objectFootprint, overlapDepth, pastTheRim, within, type Pt } from "./footprints";

let n = 0;
function object(name: string, x: number, z: number, rotY = 0, scale = 1, extra: Partial<SaveObject> = {}): FakeObject {
  const data = {
    Name: name,
    Nickname: `${name} ${++n}`,
    Transform: { posX: x, posY: 1, posZ: z, rotX: 0, rotY, rotZ: 0, scaleX: scale, scaleY: 1, scaleZ: scale },
    ...extra,
  } as SaveObject;
  return new FakeObject(data, `g${n}`);
}
const hex = (x: number, z: number, tags: string[] = ["BRW:Room"]) =>
  object("Custom_Tile", x, z, HEX_ROT_Y, HEX_SCALE, { Tags: tags, CustomImage: { CustomTile: { Type: 1 } } } as Partial<SaveObject>);
const span = (outline: Pt[], axis: "x" | "z") => [Math.min(...outline.map((p) => p[axis])), Math.max(...outline.map((p) => p[axis]))];

describe("footprints", () => {
  it("turns a deck by its rotation: at x = 27.5, turned 90° at scale 1.1, it reaches 1.65 past the usable x of 27.5", () => {
    const deck = objectFootprint(object("Deck", 27.5, 3, 90, 1.1));
    expect(span(deck.outline, "x")[1]).toBeCloseTo(27.5 + 1.65, 6);
    expect(pastTheRim(deck.outline)).toBeCloseTo(1.65, 6);
    expect(pastTheRim(objectFootprint(object("Deck", 25.5, 3, 90, 1.1)).outline)).toBeLessThan(0);
  });

  it("lets neighbouring Rooms of the Lodge (centres 4 apart) touch, and finds two Rooms laid 3 apart overlapping", () => {
    const a = objectFootprint(hex(0, 0));
    expect(overlapDepth(a.outline, objectFootprint(hex(4, 0)).outline)).toBeLessThanOrEqual(0.01);
    expect(overlapDepth(a.outline, objectFootprint(hex(2, 3.464)).outline)).toBeLessThanOrEqual(0.01);
    expect(layoutProblems([a, objectFootprint(hex(3, 0))])).toHaveLength(1);
  });

  it("lets a model off only while it lies wholly on an area tile; a bag there, or a model on the rim, overlaps", () => {
    const cell = objectFootprint(hex(10, 3.464, ["BRW:Cell"]));
    const model = objectFootprint(object("Figurine_Custom", 10, 3.464, 90, 0.9));
    expect(within(model.outline, cell.outline)).toBe(true);
    expect(layoutProblems([cell, model])).toEqual([]);
    expect(layoutProblems([cell, objectFootprint(object("Figurine_Custom", 11.6, 3.464))])).toHaveLength(1);
    const bag = objectFootprint(object("Bag", 11.2, 3.464));
    expect(within(bag.outline, cell.outline)).toBe(false);
    expect(layoutProblems([cell, bag])).toHaveLength(1);
    // Two pieces are never areas, wherever they lie.
    expect(layoutProblems([model, objectFootprint(object("PlayerPawn", 10.3, 3.464))])).toHaveLength(1);
  });

  it("draws a button at its object's scale and turn: width 1000 is one unit of the object's frame", () => {
    const card = object("Custom_Tile", 17, 11.5, 90, 3);
    const b = buttonFootprint(card, { position: { x: 0, y: 0.1, z: 1.5 }, width: 1000, height: 200 }, "b");
    // rotY 90 turns the card's +z to the table's +x; its x to −z.
    expect(span(b.outline, "x")[0]).toBeCloseTo(17 + 3 * 1.4, 6);
    expect(span(b.outline, "x")[1]).toBeCloseTo(17 + 3 * 1.6, 6);
    expect(span(b.outline, "z")[1] - span(b.outline, "z")[0]).toBeCloseTo(3, 6);
    // Lua's array form {x, y, z} reads the same, and a button on the card itself overlaps it.
    const same = buttonFootprint(card, { position: { 1: 0, 2: 0.1, 3: 1.5 }, width: 1000, height: 200 }, "b");
    expect(same.outline).toEqual(b.outline);
    const onCard = buttonFootprint(card, { position: { x: 0, y: 0.1, z: 0 }, width: 600, height: 160 }, "on");
    expect(layoutProblems([objectFootprint(card), onCard])).toHaveLength(1);
  });
});
