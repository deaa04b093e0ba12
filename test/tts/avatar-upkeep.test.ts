/**
 * The Avatar Card's upkeep on the fake TTS host, running the built script on the bench's full
 * table: the spell menu item reaches a Mage model that came after load from the action's own
 * read (no second query), and the buttons are redrawn only when the Crown's choice changes.
 */
import { READ_PARTS } from "../../src/table/snapshot";
import { loadBenchTable } from "../../tools/bench/table";
import { SETTINGS } from "../../src/core/settings";
import { builtBenchSave } from "./bench-save";
import { clickLabel } from "./game";
import { SPELL_ITEM } from "../../tools/bench/measure";
import type { SaveFile } from "../../hosts/fake-tts";
import { CARD_ACTION_BUTTONS, TABLE_TTS_BUTTONS } from "../../src/tts/ui";
import { READ_QUERIES, tagQueries } from "../../tools/bench/api";
import { EVERY_NEED, targetNeed } from "../../src/table/reader";

let save: SaveFile;

beforeAll(() => {
  save = builtBenchSave();
}, 60_000);

describe("the Avatar Card's upkeep", () => {
  it("each Mage model has the spell item after load; Jukas's has none", () => {
    const { tts, models } = loadBenchTable(save);
    for (const [color, guid] of Object.entries(models)) {
      const labels = tts.contextMenuItems(guid).map((i) => i.label);
      expect({ color, labels }).toEqual({ color, labels: color === "Jukas" ? [] : [SPELL_ITEM] });
    }
    tts.assertNoErrors();
  });

  it("loading queries the table once, one query of every tag (src/tts/read.ts): its read (the first press's memo) also gives the Mage models their item", () => {
    const { tts } = loadBenchTable(save);
    expect(tts.apiCallCount("getObjectsWithAnyTags")).toBe(READ_QUERIES);
    // The read's tag queries (one per tag and owner tag: issue #40), and one more: the Avatar Event
    // piles, each given its "draw the top card" item (I13, src/tts/avatar.ts).
    expect(tts.apiCallCount("getObjectsWithTag")).toBe(tagQueries(EVERY_NEED.tags) + 1);
    expect(tts.apiCallCount("getAllObjects")).toBe(0);
  });

  it("on a table that cannot be read as it loads (two Avatar Cards), the models get the item from the first read that can", () => {
    const two = structuredClone(save);
    const card = two.ObjectStates.find((o) => (o.Tags ?? []).includes("BRW:Avatar"))!;
    two.ObjectStates.push({
      ...structuredClone(card),
      GUID: "a2a2a2",
      LuaScript: "",
      Transform: { ...card.Transform, posX: card.Transform.posX + 5 },
    });
    const { tts, avatar, models } = loadBenchTable(two);
    expect(tts.contextMenuItems(models.Red)).toEqual([]);
    tts.destroy(tts.getObject("a2a2a2")!);
    clickLabel(tts, avatar, "Target 3", "White");
    // The first read that can makes the board: the press acts once its table is made, frames later (avatar.ts `act`).
    expect(tts.contextMenuItems(models.Red)).toEqual([]);
    tts.tick(READ_PARTS - 1);
    expect(tts.contextMenuItems(models.Red)).toEqual([]);
    tts.tick(1);
    expect(tts.contextMenuItems(models.Red).map((i) => i.label)).toEqual([SPELL_ITEM]);
    tts.assertNoErrors();
  });

  it("a model that comes later gets the item from the next action's read, with no query of its own", () => {
    const { tts, avatar } = loadBenchTable(save);
    const orange = tts.addObject({
      kind: "model",
      name: "PlayerPawn",
      nickname: "Orange Mage",
      tags: ["BRW:Mage", "Orange"],
      position: { x: -8, y: 1.7, z: 0 },
    });
    expect(tts.contextMenuItems(orange)).toEqual([]);
    tts.resetApiCalls();
    clickLabel(tts, avatar, "Target 3", "White");
    // The press decides once its table is made, then gives the models it read their item.
    tts.tick(READ_PARTS);
    // The press's read and its tag queries (issue #40), no query of the models' own.
    expect(tts.apiCallCount("getObjectsWithAnyTags") + tts.apiCallCount("getObjectsWithTag")).toBe(
      READ_QUERIES + tagQueries(targetNeed({ priority: 3 }).tags),
    );
    expect(tts.contextMenuItems(orange).map((i) => i.label)).toEqual([SPELL_ITEM]);
    tts.runUntilIdle();
    tts.clearMessages();
    tts.contextMenu(orange, SPELL_ITEM, "Orange");
    tts.tick(READ_PARTS);
    expect(tts.announcements().join("\n")).toMatch(/Orange/);
    tts.assertNoErrors();
  });

  it("buttons are redrawn only when the Crown's choice changes", () => {
    const { tts, avatar } = loadBenchTable(save);
    const labels = () => tts.buttons(avatar).map((b) => b.label);
    const before = labels();
    // The short set of actions, the table group (Prepare, Check, Undo tagging) and a toggle per setting.
    expect(before).toHaveLength(CARD_ACTION_BUTTONS.length + TABLE_TTS_BUTTONS.length + SETTINGS.length);
    tts.resetApiCalls();
    clickLabel(tts, avatar, "Target 1", "White");
    tts.runUntilIdle();
    expect(tts.apiCallCount("Object.createButton") + tts.apiCallCount("Object.clearButtons")).toBe(0);
    expect(labels()).toEqual(before);
    // A second token on Red's Mage Card: White and Red tie on Priority 3 to the end, the
    // Crown's buttons appear; undo takes them away.
    const token = tts.objectsWithTag("BRW:Vortex").find((o) => Math.abs(o.position.z) < 12)!;
    tts.move(token, { x: 22, y: 1.3, z: -5 });
    clickLabel(tts, avatar, "Target 3", "White");
    tts.runUntilIdle();
    expect(labels().length).toBeGreaterThan(before.length);
    tts.clickButton(avatar, "Undo", "White");
    tts.runUntilIdle();
    expect(labels()).toEqual(before);
    tts.assertNoErrors();
  });
});
