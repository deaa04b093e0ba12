/**
 * Issues 30 and 37: the mock the TTPG tests run on refuses what TTPG's API declarations say TTPG refuses
 * (hosts/ttpg-limits.ts, installed for every test by test/setup-ttpg.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MockButton,
  MockCard,
  MockCardDetails,
  MockContainer,
  MockDrawingLine,
  MockGameObject,
  MockPlayer,
  MockPlayerPermission,
  MockScreenUIElement,
  MockVerticalBox,
  mockWorld,
} from "ttpg-mock";
import {
  ANIMATION_MS,
  DESCRIPTION_MAX,
  SAVED_DATA_MAX,
  appliedScreenUI,
  layTableTop,
  permits,
  screenUIsSeenBy,
} from "../../hosts/ttpg-limits";

afterEach(() => {
  vi.useRealTimers();
});

describe("ttpg-mock held to TTPG's limits (issues 30, 37)", () => {
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

  it("issue 37: an empty slot list permits every player; a list, those slots; setHost adds the host", () => {
    mockWorld._reset();
    const host = new MockPlayer({ slot: 0, name: "host", isHost: true });
    const red = new MockPlayer({ slot: 2, name: "red" });
    const watcher = new MockPlayer({ slot: -1, name: "watcher" });
    const everyone = new MockPlayerPermission().setPlayerSlots([]);
    expect([host, red, watcher].map((p) => permits(everyone, p))).toEqual([true, true, true]);
    expect([host, red, watcher].map((p) => permits(new MockPlayerPermission(), p))).toEqual([true, true, true]);
    const redOnly = new MockPlayerPermission().setPlayerSlots([2]).setHost(false);
    expect([host, red, watcher].map((p) => permits(redOnly, p))).toEqual([false, true, false]);
    expect(permits(redOnly.clone().setHost(true), host)).toBe(true);
    expect(permits(redOnly, host)).toBe(false);
    expect(() => new MockPlayerPermission().setPlayerSlots([-1])).toThrow(/no player slot/);
    expect(() => new MockPlayerPermission().setPlayerSlots([20])).toThrow(/no player slot/);
    expect(() => new MockPlayerPermission().addPlayer(watcher)).toThrow(/spectator/);
  });

  it("issue 37: a screen UI's changes reach the players only through updateScreenUI; its widget cannot be replaced", () => {
    mockWorld._reset();
    const red = new MockPlayer({ slot: 2, name: "red" });
    const ui = new MockScreenUIElement({ widget: new MockVerticalBox() });
    mockWorld.addScreenUI(ui);
    ui.anchorY = 1;
    ui.players = new MockPlayerPermission().setPlayerSlots([5]).setHost(false);
    expect(appliedScreenUI(ui)!.anchorY).toBe(0);
    expect(screenUIsSeenBy(red)).toEqual([ui]);
    mockWorld.updateScreenUI(ui);
    expect(appliedScreenUI(ui)!.anchorY).toBe(1);
    expect(screenUIsSeenBy(red)).toEqual([]);
    ui.widget = new MockVerticalBox();
    expect(() => mockWorld.updateScreenUI(ui)).toThrow(/widget/);
    // Not on the screen: updateScreenUI does nothing.
    const gone = new MockScreenUIElement();
    mockWorld.updateScreenUI(gone);
    expect(appliedScreenUI(gone)).toBeUndefined();
  });

  it("issue 37: a player cannot click a button of a screen UI they are not shown", () => {
    mockWorld._reset();
    const red = new MockPlayer({ slot: 2, name: "red" });
    const blue = new MockPlayer({ slot: 7, name: "blue" });
    const button = new MockButton();
    const clicks: string[] = [];
    button.onClicked.add((_b, p) => clicks.push(p.getName()));
    const ui = new MockScreenUIElement({ widget: new MockVerticalBox().addChild(button) as never });
    ui.players = new MockPlayerPermission().setPlayerSlots([2]).setHost(false);
    mockWorld.addScreenUI(ui);
    button._clickAsPlayer(red);
    expect(() => button._clickAsPlayer(blue)).toThrow(/not shown/);
    expect(clicks).toEqual(["red"]);
  });

  it("issue 37: slots are 0-19 or -1 (a spectator); a taken or invalid slot refuses the switch", () => {
    mockWorld._reset();
    const red = new MockPlayer({ slot: 2, name: "red" });
    const blue = new MockPlayer({ slot: 7, name: "blue" });
    expect(blue.switchSlot(2)).toBe(false);
    expect(blue.switchSlot(20)).toBe(false);
    expect(blue.switchSlot(1.5)).toBe(false);
    expect(blue.getSlot()).toBe(7);
    expect(blue.switchSlot(-1)).toBe(true);
    expect(blue.isSpectator()).toBe(true);
    expect(red.switchSlot(-1)).toBe(true);
    expect(mockWorld.getPlayerBySlot(-1)).toBeUndefined();
    expect(red.switchSlot(19)).toBe(true);
    expect(red.isSpectator()).toBe(false);
    expect(mockWorld.getPlayerBySlot(19)).toBe(red);
    expect(() => new MockPlayer({ slot: 20, name: "nobody" }).getSlot()).toThrow(/0-19/);
  });
});
