/**
 * The context-menu items Jukas adds to the table's objects, and the press each makes: "Rebuilt
 * (not by Jukas)" on each Room tile (I12), "Resolved a Spell here" on each Mage model
 * (spellResolved), "Jukas: draw the top card" on each Avatar Event pile (I13). The host adds an
 * item to an object (host.ts `addMenuItem`); which objects, and when, is said here once for every tabletop.
 */
import { DRAW_ACTION, REBUILT_ACTION, SPELL_ACTION } from "./buttons";
import { TableIndex } from "../table/table-index";
import { Tabletop, MenuItem } from "./tabletop";

/** A player's press (act.ts `act`). */
export type Act = (this: void, name: string, params: { [key: string]: unknown } | undefined, caller: string | undefined) => void;

export interface Menus {
  tabletop: Tabletop;
  act: Act;
  /** The objects that carry an item, by item and id ("roomRebuilt:<id>"): an object gets each item once. */
  carried: { [key: string]: boolean };
  /** Each Room tile's name as the last read found it (by id): the tile's item reports that Room (I12). */
  roomNames: { [id: string]: string };
}

/** "Rebuilt (not by Jukas)" on each Room tile a read found that lacks it (tiles may arrive at any time: after each press too). */
export function offerRoomItems(m: Menus, index: TableIndex | undefined): void {
  if (index === undefined) return;
  const names = m.roomNames;
  for (const room of index.rooms) {
    names[room.id] = room.name;
    const id = room.id;
    offer(m, REBUILT_ACTION, id, (caller) => {
      const name = names[id];
      if (name !== undefined) m.act(REBUILT_ACTION.call, { room: name }, caller);
    });
  }
}

/** "Resolved a Spell here" on this colour's Mage model: the clicking player resolved a Spell at it. */
export function offerSpellItem(m: Menus, id: string, color: string): void {
  offer(m, SPELL_ACTION, id, (caller) => m.act(SPELL_ACTION.call, { color }, caller));
}

/** "Jukas: draw the top card" on an Avatar Event pile: draws from that pile (I13: several may be decks). */
export function offerDrawItem(m: Menus, id: string): void {
  offer(m, DRAW_ACTION, id, (caller) => m.act(DRAW_ACTION.call, { deck: DRAW_ACTION.deck, pile: id }, caller));
}

/** Whether the object with this id carries the item now. */
export function carries(m: Menus, item: { call: string }, id: string): boolean {
  return m.carried[item.call + ":" + id] === true;
}

/** The object is gone (TTS: destroyed, as into a bag): its items went with it; a new object with its id gets them again. */
export function itemsGone(m: Menus, id: string): void {
  for (const item of [REBUILT_ACTION, SPELL_ACTION, DRAW_ACTION]) m.carried[item.call + ":" + id] = false;
}

function offer(m: Menus, item: MenuItem, id: string, onClick: (this: void, caller: string | undefined) => void): void {
  const tabletop = m.tabletop;
  const key = item.call + ":" + id;
  if (m.carried[key] === true || tabletop.addMenuItem === undefined) return;
  if (tabletop.addMenuItem(id, item, onClick)) m.carried[key] = true;
}
