/**
 * Jukas on a TTPG table: the shared controller on the Avatar Card, with its buttons, the Mage
 * models' "Resolved a Spell here", the saved session, and the script API of docs/rules.md under the
 * same function names for other scripts: `jukas.target({ priority: 1 })` or
 * `jukas.call("target", { priority: 1 })` on the global `jukas` (globalThis.jukas).
 */
import { GameObject, GameWorld, Player } from "@tabletop-playground/api";
import { API, Controller, atLoad, call, createController, press, savedState } from "../controller/controller";
import { ApiResult, StateResult } from "../controller/results";
import { TAG, canonicalTags, colourOf } from "../table/pieces";
import { DRAW_ACTION, SETTINGS_CALL, toggleParams } from "../controller/buttons";
import { clearRings, ttpgHost } from "./host";
import { Clock, Performer, timers } from "./perform";
import { readSaved, writeSaved } from "./persist";
import { callerOf } from "./seats";
import { readContext } from "./read";
import { AvatarUi, addDrawAction, addRebuiltAction, addSpellAction } from "./ui";
import { ScreenPanel } from "./panel";
import { panelView } from "../controller/panel-view";
import { TableIndex } from "../table/table-index";

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
  let controller: Controller | undefined;
  let panel: ScreenPanel | undefined;
  // The screen panel follows every change: a press, a script's call, pieces settling.
  const refresh = () => {
    if (controller !== undefined && panel !== undefined) panel.show(panelView(controller, () => readContext(world)));
  };
  const save = () => {
    if (controller !== undefined && card.isValid()) writeSaved(card, savedState(controller));
    refresh();
  };
  const run = (name: string, params: unknown, caller: string | undefined): Result => {
    const result = call(controller!, name, params, caller);
    save();
    return result;
  };
  // TTPG runs V8, with no instruction budget per frame to split a press over: its "next frame" is now.
  const nextFrame = (fn: () => void) => fn();
  // I12: each Room tile's name as the last read found it (by id), and the tiles that carry the menu action.
  const roomNames: { [id: string]: string } = {};
  const withAction: { [id: string]: boolean } = {};
  const onRebuilt = (tile: GameObject, player: Player) => {
    const room = roomNames[tile.getId()];
    if (card.isValid() && room !== undefined) act("roomRebuilt", { room }, colourOf_(player));
  };
  /** "Rebuilt (not by Jukas)" on each Room tile a read found (tiles may arrive at any time: after each press too). */
  const addRoomActions = (index: TableIndex | undefined) => {
    if (index === undefined) return;
    for (const room of index.rooms) {
      roomNames[room.id] = room.name;
      const tile = withAction[room.id] ? undefined : world.getObjectById(room.id);
      if (tile === undefined) continue;
      withAction[room.id] = true;
      addRebuiltAction(tile, onRebuilt);
    }
  };
  const act = (name: string, params: { [key: string]: unknown } | undefined, caller: string | undefined) => {
    press(controller!, name, params, caller, nextFrame, (p) => {
      save();
      if (p.read !== undefined) addRoomActions(p.read.index);
    });
    refresh();
  };
  const choose = (pick: string, player: Player) => {
    const who = colourOf_(player);
    act("choose", { player: who, pick }, who);
  };
  const ui = new AvatarUi(card, {
    press: (spec, player) => act(spec.call, spec.params, colourOf_(player)),
    toggleSetting: (name, player) => act(SETTINGS_CALL, toggleParams(name, controller!.settings), colourOf_(player)),
    choose,
  });
  panel = new ScreenPanel(world, { press: (name, params, player) => act(name, params, colourOf_(player)), choose });
  clearRings(world);
  controller = createController(ttpgHost({ world, card, ui, performer: new Performer(world, clock), settled: save }), readSaved(card));
  ui.draw();
  panel.draw(panelView(controller, () => readContext(world)));
  // The table read once as the script starts, for a waiting choice's figures: a read of a table
  // still loading is harmless, and one that fails here (an object going as it is read) must not
  // stop the script starting.
  try {
    addRoomActions(atLoad(controller));
  } catch {
    // Nothing to undo: atLoad moves nothing (it says the welcome line).
  }

  const onSpell = (model: GameObject, player: Player) => {
    // A card deleted (or a script reloaded) leaves its handlers on the models: they stay quiet.
    if (!card.isValid()) return;
    act("spellResolved", { color: colourOf({ tags: canonicalTags(model.getTags()) }) }, colourOf_(player));
  };
  // I13: each Avatar Event pile draws from itself (several may be the core game's decks).
  const onDraw = (pile: GameObject, player: Player) => {
    if (card.isValid()) act(DRAW_ACTION.call, { deck: DRAW_ACTION.deck, pile: pile.getId() }, colourOf_(player));
  };
  const isEventPile = (obj: GameObject) => canonicalTags(obj.getTags()).indexOf(TAG.jukasEvent) >= 0;
  for (const obj of world.getAllObjects(true)) {
    if (isMageModel(obj)) addSpellAction(obj, onSpell);
    if (isEventPile(obj)) addDrawAction(obj, onDraw);
  }
  if (events !== undefined) {
    events.onObjectCreated.add((obj) => {
      if (card.isValid() && isMageModel(obj)) addSpellAction(obj, onSpell);
      if (card.isValid() && isEventPile(obj)) addDrawAction(obj, onDraw);
    });
    // A script reloaded leaves its handlers behind: only the card's live script's panel answers.
    const seats = (leaving?: Player) => {
      if (card.isValid()) panel!.seatsChanged(leaving);
    };
    if (events.onPlayerJoined !== undefined) events.onPlayerJoined.add(() => seats());
    if (events.onPlayerLeft !== undefined) events.onPlayerLeft.add((player) => seats(player));
    if (events.onPlayerSwitchedSlots !== undefined) events.onPlayerSwitchedSlots.add(() => seats());
  }

  const api = { call: (name: string, params?: unknown, caller?: string) => run(name, params, caller), controller, panel } as JukasApi;
  for (const name of API) {
    (api as unknown as { [k: string]: unknown })[name] = (params?: unknown) => run(name, params, undefined);
  }
  (globalThis as { jukas?: JukasApi }).jukas = api;
  return api;
}
