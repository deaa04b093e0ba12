/**
 * Issue #39 item 2: an action is added by one row (calls.ts `addAction`, its rule inline) and its
 * words. The test's own action, "poke" (its row and words: test/controller/poke.ts), places a
 * Vortex Token in the Room it names (R6: none where one lies); the core's dispatch, the buttons,
 * the panel, Undo and the log all take it from that row, here on the TypeScript controller and a
 * paper table. The same row, built into the Avatar Card's Lua (test/tts/poke-entry.ts), is pressed
 * on the fake TTS host on fengari and MoonSharp by test/tts/added-action.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAction } from "../../src/controller/calls";
import { callButtons } from "../../src/controller/buttons";
import { panelGroups } from "../../src/controller/panel-view";
import { API, call, createController, press, type Controller } from "../../src/controller/controller";
import type { Press } from "../../src/controller/press";
import { ACTIONS, runAction } from "../../src/core/actions";
import { PIECES_NEED } from "../../src/table/reader";
import { readTable } from "../../src/table/snapshot";
import { EVERY_NEED } from "../../src/table/reader";
import { controllerWords } from "../../src/words/controller";
import { PaperTable } from "../../hosts/paper-table";
import { CONTEXT, fullTable, lodge } from "../table/layout";
import { POKE_ROOM, POKE_ROW, poke, pokeWords } from "./poke";

let remove: () => void = () => undefined;

// The one row (test/controller/poke.ts: its name, need, rule, undo name and button, its place on the panel).
beforeAll(() => {
  remove = addAction(POKE_ROW);
});

// The test files share their modules (vitest.config.ts: isolate false): the next ones have no "poke".
afterAll(() => remove());

function game() {
  const table = new PaperTable(fullTable(lodge()), CONTEXT);
  const c: Controller = createController(table.tabletop, undefined);
  const act = (name: string, params?: unknown, caller?: string) => {
    const r = call(c, name, params, caller);
    table.settle();
    return r as unknown as Record<string, unknown>;
  };
  const vortexIn = (room: string) => {
    const snap = readTable(table.tabletop.readPieces(EVERY_NEED), table.tabletop.context()).snapshot!;
    return snap.rooms.find((r) => r.name === room)!.vortex;
  };
  /** A Room with no Vortex Token (Setup puts some in the Throne Room and round it: R4, R5). */
  const bare = () =>
    readTable(table.tabletop.readPieces(EVERY_NEED), table.tabletop.context()).snapshot!.rooms.find((r) => r.vortex === 0)!.name;
  return { table, c, act, vortexIn, bare };
}

describe("issue #39: an action added by one row and its words", () => {
  it("the core's dispatch, the script API, the buttons and the panel take it from its row", () => {
    expect(ACTIONS).toContain("poke");
    expect(API).toContain("poke");
    const button = callButtons().find((b) => b.id === "Poke")!;
    expect(button.call).toBe("poke");
    expect(button.label).toBe("Poke");
    const byHand = panelGroups()[1];
    expect(byHand.rows[3].map((b) => b.id)).toEqual(["Poke"]);
    expect(byHand.rows[3][0].params).toEqual({ room: POKE_ROOM });
  });

  it("R6 a press of it places the token, says its headline, and is logged; Undo names it from its row and takes it back", () => {
    const g = game();
    g.act("setup");
    const room = g.bare();
    g.table.said.length = 0;
    const r = g.act("poke", { room });
    expect(r.ok).toBe(true);
    expect(g.vortexIn(room)).toBe(1);
    expect(g.table.said[0]).toEqual({ to: "all", text: pokeWords.headline(room), warning: false, screen: true });
    const lines = g.c.log!.lines;
    expect(JSON.parse(lines[lines.length - 1]).action).toBe("poke");
    expect(g.c.session.undo![g.c.session.undo!.length - 1].action).toBe("the Poke");
    g.table.said.length = 0;
    g.act("undo");
    expect(g.vortexIn(room)).toBe(0);
    expect(g.table.said[0].text).toBe(controllerWords.undoing("the Poke", 1, undefined));
  });

  it("R6 its rule runs in the core's dispatch: no second token where one lies", () => {
    const g = game();
    g.act("setup");
    const room = g.bare();
    g.act("poke", { room });
    const snap = readTable(g.table.tabletop.readPieces(EVERY_NEED), g.table.tabletop.context()).snapshot!;
    const again = runAction(snap, { action: "poke", params: { room } });
    expect(again.ok).toBe(true);
    expect(again.effects.some((e) => e.kind === "placeVortex")).toBe(false);
    expect(runAction(snap, { action: "poke", params: { room: "Nowhere" } }).error).toBe(pokeWords.noRoom);
  });

  it("a player's press of it reads in its frame and decides in the next, as every action's", () => {
    const g = game();
    g.act("setup");
    const room = g.bare();
    const frames: (() => void)[] = [];
    const decided: Press[] = [];
    press(
      g.c,
      "poke",
      { room },
      "White",
      (fn) => void frames.push(fn),
      (p) => decided.push(p),
    );
    expect(g.vortexIn(room)).toBe(0);
    expect(frames.length).toBe(1);
    frames.shift()!();
    expect(decided.map((p) => p.name + ":" + p.stage)).toEqual(["poke:carry"]);
    g.table.settle();
    expect(decided[0].stage).toBe("done");
    expect(g.vortexIn(room)).toBe(1);
  });

  it("an action added and taken out again leaves no row, rule or button behind", () => {
    const before = [API.join(), ACTIONS.join(), callButtons().length];
    const out = addAction({
      name: "prod",
      need: () => PIECES_NEED,
      rule: poke,
      buttons: [{ id: "Prod", words: pokeWords.button, panel: ["byHand", 4, 0] }],
    });
    expect(API).toContain("prod");
    out();
    expect([API.join(), ACTIONS.join(), callButtons().length]).toEqual(before);
    expect((call(game().c, "prod", undefined) as { error?: string }).error).toBe(controllerWords.unknownCall("prod"));
  });
});
