/**
 * Issue 30: the mock the TTPG tests run on refuses what TTPG's API declarations say TTPG refuses
 * (hosts/ttpg-limits.ts, installed for every test by test/setup-ttpg.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { MockCard, MockCardDetails, MockContainer, MockDrawingLine, MockGameObject, mockWorld } from "ttpg-mock";
import { ANIMATION_MS, DESCRIPTION_MAX, SAVED_DATA_MAX, layTableTop } from "../../hosts/ttpg-limits";

afterEach(() => {
  vi.useRealTimers();
});

describe("ttpg-mock held to TTPG's limits (issue 30)", () => {
  it("a description over 2,000 characters is refused; 2,000 are kept", () => {
    mockWorld._reset();
    const obj = new MockGameObject();
    obj.setDescription("d".repeat(DESCRIPTION_MAX));
    expect(obj.getDescription()).toHaveLength(2000);
    expect(() => obj.setDescription("d".repeat(DESCRIPTION_MAX + 1))).toThrow(/over TTPG's 2000/);
  });

  it("saved data over 1,023 characters under one key is refused, on objects and on the world", () => {
    mockWorld._reset();
    const obj = new MockGameObject();
    obj.setSavedData("s".repeat(SAVED_DATA_MAX), "k");
    expect(obj.getSavedData("k")).toHaveLength(1023);
    expect(() => obj.setSavedData("s".repeat(SAVED_DATA_MAX + 1), "k")).toThrow(/over TTPG's 1023/);
    expect(() => mockWorld.setSavedData("s".repeat(SAVED_DATA_MAX + 1), "k")).toThrow(/over TTPG's 1023/);
  });

  it("no table: height 0 and no drawing line; a table: its height, and lines are drawn", () => {
    mockWorld._reset();
    const obj = new MockGameObject();
    expect(mockWorld.getTableHeight()).toBe(0);
    expect(obj.addDrawingLine(new MockDrawingLine())).toBe(false);
    expect(mockWorld.addDrawingLine(new MockDrawingLine())).toBe(false);
    expect(obj.getDrawingLines()).toHaveLength(0);
    layTableTop(76);
    expect(mockWorld.getTableHeight()).toBe(76);
    expect(mockWorld.getAllTables()).toHaveLength(1);
    expect(obj.addDrawingLine(new MockDrawingLine())).toBe(true);
    expect(obj.getDrawingLines()).toHaveLength(1);
    mockWorld._reset();
    expect(mockWorld.getTableHeight()).toBe(0);
  });

  it("an animated addCards or insert lands after the animation, not at once", () => {
    vi.useFakeTimers();
    mockWorld._reset();
    const stack = new MockCard({ cardDetails: [new MockCardDetails(), new MockCardDetails()] });
    const card = new MockCard();
    expect(stack.addCards(card, true, 0, true)).toBe(true);
    expect(stack.getStackSize()).toBe(2);
    const bag = new MockContainer();
    const token = new MockGameObject();
    bag.insert([token], 0, true);
    expect(bag.getItems()).toHaveLength(0);
    vi.advanceTimersByTime(ANIMATION_MS);
    expect(stack.getStackSize()).toBe(3);
    expect(bag.getItems()).toEqual([token]);
    // Without the animation, at once.
    stack.addCards(new MockCard(), true);
    expect(stack.getStackSize()).toBe(4);
  });
});
