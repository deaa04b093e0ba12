/**
 * Jukas on a TTPG table: Jukas (controller/act.ts) on the Avatar Card, with its buttons, the
 * screen panel, the menu items on the objects TTPG creates, the saved session, and the script API
 * of docs/rules.md under the same function names for other scripts: `jukas.target({ priority: 1 })`
 * or `jukas.call("target", { priority: 1 })` on the global `jukas` (globalThis.jukas).
 */
import { GameObject, GameWorld, Player } from "@tabletop-playground/api";
import { Controller } from "../controller/controller";
import { Jukas, loaded, mount, start } from "../controller/act";
import { offerDrawItem, offerSpellItem } from "../controller/menus";
import { ApiResult, StateResult } from "../controller/results";
import { TAG, canonicalTags, colourOf } from "../table/pieces";
import { SETTINGS_CALL, toggleParams } from "../controller/buttons";
import { clearRings, ttpgTabletop } from "./tabletop";
import { Clock, Performer, timers } from "./perform";
import { readSaved } from "./persist";
import { callerOf } from "./seats";
import { AvatarUi } from "./ui";
import { ScreenPanel } from "./panel";

export type Result = ApiResult | StateResult;

export interface JukasApi {
  /** Any function of the script API by name; `caller` is the colour of the player who asked, if any. */
  call(name: string, params?: unknown, caller?: string): Result;
  setup(): Result;
  target(params: unknown): Result;
  choose(params: unknown): Result;
  teleport(params: unknown): Result;
  avatarEffect(params?: unknown): Result;
  spellResolved(params: unknown): Result;
  cleanup(): Result;
  roomRebuilt(params: unknown): Result;
  state(): Result;
  undo(): Result;
  /** The controller (for tests and tools). */
  controller: Controller;
  /** The screen panel (for tests and tools). */
  panel: ScreenPanel;
}

export interface Events {
  onObjectCreated: { add(fn: (obj: GameObject) => void): void };
  /** Who sees the screen panel's parts follows the players' slots (panel.ts). */
  onPlayerJoined?: { add(fn: (player: Player) => void): void };
  onPlayerLeft?: { add(fn: (player: Player) => void): void };
  onPlayerSwitchedSlots?: { add(fn: (player: Player, oldSlot: number) => void): void };
}

function isMageModel(obj: GameObject): boolean {
  const tags = canonicalTags(obj.getTags());
  return tags.indexOf(TAG.mage) >= 0 && tags.indexOf(TAG.jukas) < 0 && colourOf({ tags }) !== undefined;
}

export function startJukas(world: GameWorld, card: GameObject, events: Events | undefined, clock: Clock = timers): JukasApi {
  // Every click is a player's, seat colour or not (seats.ts): undefined is another script's call.
  const colourOf_ = (player: Player) => callerOf(player);
  // The panel and the card's buttons press through Jukas, which needs the host they belong to.
  let jukas: Jukas | undefined = undefined;
  const act = (name: string, params: { [key: string]: unknown } | undefined, caller: string | undefined) =>
    jukas!.act(name, params, caller);
  const choose = (pick: string, player: Player) => {
    const who = colourOf_(player);
    act("choose", { player: who, pick }, who);
  };
  const ui = new AvatarUi(card, {
    press: (spec, player) => act(spec.call, spec.params, colourOf_(player)),
    toggleSetting: (name, player) => act(SETTINGS_CALL, toggleParams(name, jukas!.controller.settings), colourOf_(player)),
    choose,
  });
  const panel = new ScreenPanel(world, { press: (name, params, player) => act(name, params, colourOf_(player)), choose });
  const api = {} as { [name: string]: unknown };
  clearRings(world);
  const tabletop = ttpgTabletop({ world, card, ui, performer: new Performer(world, clock), api });
  const screen = {
    showPanel: (view: Parameters<ScreenPanel["show"]>[0], first: boolean) => (first ? panel.draw(view) : panel.show(view)),
  };
  const j = start(tabletop, readSaved(card), screen);
  jukas = j;
  ui.draw();
  mount(j, tabletop, screen);
  // The table read once as the script starts, for a waiting choice's figures: a read of a table
  // still loading is harmless, and one that fails here (an object going as it is read) must not
  // stop the script starting.
  try {
    loaded(j);
  } catch {
    // Nothing to undo: atLoad moves nothing (it says the welcome line).
  }

  /** The Mage models' and Avatar Event piles' items (I13: each pile draws from itself). */
  const offerItems = (obj: GameObject) => {
    if (isMageModel(obj)) offerSpellItem(j.menus, obj.getId(), colourOf({ tags: canonicalTags(obj.getTags()) })!);
    if (isEventPile(obj)) offerDrawItem(j.menus, obj.getId());
  };
  for (const obj of world.getAllObjects(true)) offerItems(obj);
  if (events !== undefined) {
    events.onObjectCreated.add((obj) => {
      if (card.isValid()) offerItems(obj);
    });
    // A script reloaded leaves its handlers behind: only the card's live script's panel answers.
    const seats = (leaving?: Player) => {
      if (card.isValid()) panel.seatsChanged(leaving);
    };
    if (events.onPlayerJoined !== undefined) events.onPlayerJoined.add(() => seats());
    if (events.onPlayerLeft !== undefined) events.onPlayerLeft.add((player) => seats(player));
    if (events.onPlayerSwitchedSlots !== undefined) events.onPlayerSwitchedSlots.add(() => seats());
  }

  api.call = (name: string, params?: unknown, caller?: string) => j.call(name, params, caller);
  api.controller = j.controller;
  api.panel = panel;
  const jukasApi = api as unknown as JukasApi;
  (globalThis as { jukas?: JukasApi }).jukas = jukasApi;
  return jukasApi;
}

function isEventPile(obj: GameObject): boolean {
  return canonicalTags(obj.getTags()).indexOf(TAG.jukasEvent) >= 0;
}
