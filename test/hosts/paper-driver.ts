/**
 * The scenario Driver on the paper table: the shared controller with no platform at all. Buttons
 * are the labels of src/controller/buttons.ts mapped to their calls, as every adapter maps them.
 */
import { Controller, atLoad, call, createController, savedState } from "../../src/controller/controller";
import { SPELL_ACTION, buttonByLabel } from "../../src/controller/buttons";
import { TableContext } from "../../src/controller/tabletop";
import { Piece } from "../../src/table/pieces";
import { readTable } from "../../src/table/snapshot";
import { Driver, Result } from "../scenarios/driver";
import { PaperTable, placeAt } from "../../hosts/paper-table";
import { EVERY_NEED } from "../../src/table/reader";

export function paperDriver(pieces: Piece[], context: TableContext): Driver {
  const table = new PaperTable(pieces, context);
  let c: Controller = createController(table.tabletop, undefined);
  const byId = (id: string) => table.byId(id);
  const run = (name: string, params: unknown, caller?: string) => call(c, name, params, caller) as unknown as Result;
  return {
    act: (name, params, caller) => {
      const r = run(name, params, caller);
      table.settle();
      return r;
    },
    press: (label, by) => {
      const b = buttonByLabel(label);
      if (b === undefined) throw new Error("no button " + label);
      run(b.call, b.params, by);
    },
    choose: (pick, by) => {
      run("choose", { player: by, pick }, by);
      table.settle();
    },
    spellResolved: (colour) => {
      run(SPELL_ACTION.call, { color: colour }, colour);
      table.settle();
    },
    settle: () => table.settle(),
    reload: (text) => {
      // A load shows no highlight and no figures: TTS saves neither, and the TTPG script clears its rings at start.
      table.highlighted = [];
      table.figures = [];
      c = createController(table.tabletop, text ?? savedState(c));
      // As each adapter's script starts: the table read once, and a waiting choice's figures shown.
      atLoad(c);
    },
    handMove: (id, at) => {
      const p = byId(id)!;
      placeAt(p, at.x, p.y, at.z);
    },
    deleteWhileMoving: (id) => void table.deleteOnTouch.push(id),
    pieces: () => structuredClone(table.pieces),
    read: () => readTable(table.tabletop.readPieces(EVERY_NEED), table.tabletop.context()),
    where: (id) => {
      const p = byId(id);
      return p === undefined ? undefined : { x: p.x, z: p.z };
    },
    count: (id) => byId(id)?.quantity,
    faceDown: (id) => byId(id)?.faceDown,
    value: (id) => byId(id)?.value,
    hand: (colour) => (table.hands[colour] ?? []).length,
    said: () => [...table.said],
    choice: () => [...table.choice],
    highlighted: () => [...table.highlighted],
    figures: () =>
      table.figures.map((m) => ({ id: m.id, text: m.lines.join("\n") })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    log: () => table.log,
  };
}
