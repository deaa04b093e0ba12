/**
 * Jukas on any tabletop (src/controller/act.ts, menus.ts), on a paper table whose host adds the
 * platform's calls the adapters give: menu items, the script API's registration, the saved state
 * kept. Issue #39 item 3: the panel follows a press through the one "press changed" hook.
 */
import { describe, expect, it } from "vitest";
import { PaperTable } from "../../hosts/paper-table";
import { API, savedState } from "../../src/controller/controller";
import { loaded, mount, start } from "../../src/controller/act";
import { REBUILT_ACTION, SPELL_ACTION } from "../../src/controller/buttons";
import type { Tabletop } from "../../src/controller/tabletop";
import type { Press } from "../../src/controller/press";
import type { JukasState } from "../../src/controller/panel-view";
import { offerSpellItem } from "../../src/controller/menus";
import { readTable } from "../../src/table/snapshot";
import { EVERY_NEED } from "../../src/table/reader";
import { CONTEXT, fullTable, lodge } from "../table/layout";

interface Item {
  id: string;
  label: string;
  onClick: (caller: string | undefined) => void;
}

/** A paper table whose host records what the adapters' platform calls would do. */
function table() {
  const paper = new PaperTable(fullTable(lodge()), CONTEXT);
  const items: Item[] = [];
  const registered: { [name: string]: (params: unknown) => unknown } = {};
  const kept: string[] = [];
  const shown: { state: JukasState; first: boolean }[] = [];
  const presses: Press[] = [];
  const host: Tabletop = {
    ...paper.tabletop,
    addMenuItem: (id, item, onClick) => {
      // An object the table does not hold is gone: no item.
      if (!paper.pieces.some((p) => p.id === id)) return false;
      items.push({ id, label: item.label, onClick });
      return true;
    },
    register: (name, fn) => {
      registered[name] = fn;
    },
    keep: (state) => {
      kept.push(state);
    },
  };
  const screen = {
    showPanel: (view: { state: JukasState }, first: boolean) => {
      shown.push({ state: view.state, first });
    },
    pressed: (p: Press) => {
      presses.push(p);
    },
  };
  const j = start(host, undefined, screen);
  return { paper, host, screen, j, items, registered, kept, shown, presses };
}

describe("Jukas on any tabletop (controller/act.ts)", () => {
  it("the panel shows Jukas working while a press's pieces move and ready once they settle; the session is kept then", () => {
    const t = table();
    mount(t.j, t.host, t.screen);
    expect(t.shown).toEqual([{ state: "ready", first: true }]);
    t.j.act("setup", undefined, "Red");
    expect(t.shown.at(-1)).toEqual({ state: "working", first: false });
    t.paper.settle();
    // Nothing but the press's end (press.ts finish → the hook) refreshes the panel here.
    expect(t.shown.at(-1)).toEqual({ state: "ready", first: false });
    expect(t.kept.at(-1)).toBe(savedState(t.j.controller));
    expect(t.presses.map((p) => p.name)).toEqual(["setup"]);
  });

  it("every function of the script API is registered once, and answers as a call does", () => {
    const t = table();
    expect(Object.keys(t.registered).sort()).toEqual([...API].sort());
    const state = t.registered.state(undefined) as { ok: boolean; pool: number };
    expect(state.ok).toBe(true);
    expect(state.pool).toBeGreaterThan(0);
    // A call refreshes the panel (the script's call may change what it shows).
    expect(t.shown.length).toBeGreaterThan(0);
  });

  it("I12 each Room tile a read finds carries 'Rebuilt (not by Jukas)' once; its click reports that Room", () => {
    const t = table();
    loaded(t.j);
    const index = readTable(t.paper.tabletop.readPieces(EVERY_NEED), t.paper.tabletop.context()).index!;
    const rebuilt = () => t.items.filter((i) => i.label === REBUILT_ACTION.label);
    expect(
      rebuilt()
        .map((i) => i.id)
        .sort(),
    ).toEqual(index.rooms.map((r) => r.id).sort());
    t.j.act("setup", undefined, "Red");
    t.paper.settle();
    // The press read the Rooms again: no tile gets a second item.
    expect(rebuilt().length).toBe(index.rooms.length);
    const room = index.rooms[0];
    rebuilt()
      .find((i) => i.id === room.id)!
      .onClick("Red");
    const press = t.presses.at(-1)!;
    expect([press.name, press.params, press.caller]).toEqual([REBUILT_ACTION.call, { room: room.name }, "Red"]);
  });

  it("a Mage model's 'Resolved a Spell here' is added once and presses spellResolved for its colour; a gone model gets none", () => {
    const t = table();
    const model = t.paper.pieces.find((p) => p.tags.includes("BRW:Mage"))!;
    offerSpellItem(t.j.menus, model.id, "Blue");
    offerSpellItem(t.j.menus, model.id, "Blue");
    offerSpellItem(t.j.menus, "no-such-object", "Red");
    const spells = t.items.filter((i) => i.label === SPELL_ACTION.label);
    expect(spells.map((i) => i.id)).toEqual([model.id]);
    spells[0].onClick("White");
    const press = t.presses.at(-1)!;
    expect([press.name, press.params, press.caller]).toEqual([SPELL_ACTION.call, { color: "Blue" }, "White"]);
  });
});
