/**
 * Jukas running on a tabletop, the same on every one: a player's press (`act`), another script's
 * call, the script API registered, the Room tiles', Mage models' and Event piles' menu items, the
 * screen panel put up and kept showing the controller. The adapters supply the platform's calls
 * only: the host (host.ts) and the panel's drawing (`Screen`).
 */
import { API, Controller, atLoad, call, createController, press, savedState } from "./controller";
import { Tabletop } from "./tabletop";
import { Press } from "./press";
import { PanelView, panelView } from "./panel-view";
import { ApiResult, StateResult } from "./results";
import { TableIndex } from "../table/table-index";
import { Menus, offerRoomItems } from "./menus";

/** What an adapter gives besides its host: the panel's drawing, its own upkeep after a press. */
export interface Screen {
  /** Shows the screen panel as `view` says; `first`: the script starts, the panel is put up. */
  showPanel?(this: void, view: PanelView, first: boolean): void;
  /** After a player's press has decided: the tabletop's own upkeep (TTS: the Mage models' items, new Event piles). */
  pressed?(this: void, p: Press): void;
}

export interface Jukas {
  controller: Controller;
  /** A player's press (a button, a choice, a menu item); `caller` is the colour of who pressed. */
  act(this: void, name: string, params: { [key: string]: unknown } | undefined, caller: string | undefined): void;
  /** Another script's call (or a test's), answered at once. */
  call(this: void, name: string, params: unknown, caller: string | undefined): ApiResult | StateResult;
  /** The menu items the table's objects carry. */
  menus: Menus;
}

/** A Jukas on this host with the state saved on the table; the API registered, nothing read yet (`loaded`). */
export function start(tabletop: Tabletop, saved: string | undefined, screen: Screen): Jukas {
  // Filled below: its closures need it (a `let` read before it is set is a bare `local` in Lua).
  const j = {} as Jukas;
  const changed = () => shown(j, tabletop, screen, false);
  j.controller = createController(tabletop, saved, changed);
  j.act = (name, params, caller) => {
    press(j.controller, name, params, caller, tabletop.nextFrame, (p) => {
      if (p.read !== undefined) offerRoomItems(j.menus, p.read.index);
      if (screen.pressed !== undefined) screen.pressed(p);
    });
    // A press that waits for its next frame shows it at once.
    changed();
  };
  j.call = (name, params, caller) => {
    const result = call(j.controller, name, params, caller);
    changed();
    return result;
  };
  j.menus = { tabletop, act: (name, params, caller) => j.act(name, params, caller), carried: {}, roomNames: {} };
  if (tabletop.register !== undefined) for (const name of API) tabletop.register(name, (params) => j.call(name, params, undefined));
  return j;
}

/** The screen panel put up, showing the controller (the script starts). */
export function mount(j: Jukas, tabletop: Tabletop, screen: Screen): void {
  shown(j, tabletop, screen, true);
}

/**
 * As the script loads (controller.ts `atLoad`): the welcome line, a waiting choice's figures, the
 * Room tiles' menu items. Returns the read's index (undefined when it could not be read). With
 * `then`, on a tabletop with frames, the table is made over the next frames: `then` hears the
 * index once the figures and menu items are shown, and this returns undefined.
 */
export function loaded(j: Jukas, then?: (this: void, index: TableIndex | undefined) => void): TableIndex | undefined {
  const tabletop = j.controller.tabletop;
  const offered = (index: TableIndex | undefined): TableIndex | undefined => {
    offerRoomItems(j.menus, index);
    return index;
  };
  if (then === undefined || tabletop.nextFrame === undefined) {
    const index = offered(atLoad(j.controller));
    if (then !== undefined) then(index);
    return index;
  }
  atLoad(j.controller, tabletop.nextFrame, (index) => then(offered(index)));
  return undefined;
}

/** The session kept with the game where the platform keeps it now, and the panel showing the controller as it stands. */
function shown(j: Jukas, tabletop: Tabletop, screen: Screen, first: boolean): void {
  if (tabletop.keep !== undefined) tabletop.keep(savedState(j.controller));
  if (screen.showPanel !== undefined) screen.showPanel(panelView(j.controller, tabletop.context), first);
}
