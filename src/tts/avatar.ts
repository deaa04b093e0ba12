/**
 * The script of Jukas's Avatar Card (`BRW:Avatar`) on Tabletop Simulator: TTS event handlers
 * and the script API of docs/rules.md as globals (other scripts call `avatar.call(name, params)`).
 */
import { API, atLoad, call, createController, Controller, press, savedState } from "../controller/controller";
import { ttsHost } from "./host";
import {
  ACTION_BUTTONS,
  CHOICE_FN,
  FIGURES_FN,
  MAX_CHOICES,
  NO_CARD_STATE,
  PROPOSAL_TTS_BUTTONS,
  REBUILT_ITEM,
  TABLE_TTS_BUTTONS,
  drawButtons,
  settingFn,
} from "./ui";
import { DRAW_ACTION, REBUILT_ACTION, SETTINGS_CALL, toggleParams } from "../controller/buttons";
import { TAG } from "../table/pieces";
import { SETTINGS, SettingName } from "../core/settings";
import { CardState } from "../controller/host";
import { TableIndex } from "../table/table-index";
import { MARK_FN, sameCard } from "./tagging";
import { liveObject } from "./live";
import { sameStrings } from "../core/values";
import { panelView } from "../controller/panel-view";
import { addHotkeys, mountPanel, panelClick, showPanel } from "./panel";
import { CLICK_FN } from "./panel-xml";
import { tagTakenOut } from "./bag-tags";
import { spellMenu } from "./spell-menu";

declare const self: TTSObject;

const G = _G as unknown as { [name: string]: unknown };
let controller: Controller | undefined = undefined;
/** The Crown's choice buttons on the card now; undefined before the buttons are first drawn. */
let candidates: string[] | undefined = undefined;
/** What the card's own buttons show (I11's toggle, a waiting proposal); undefined before the controller says. */
let cardState: CardState | undefined = undefined;
/** The Mage models' "Resolved a Spell here" item, added once to each instance. */
const menu = spellMenu((color, playerColor) => {
  act("spellResolved", { color }, playerColor);
});
/** The Room tiles that carry "Rebuilt (not by Jukas)", by GUID; a tile destroyed (into a bag, reloaded) loses it. */
const withRebuilt: { [guid: string]: boolean } = {};
/** The Avatar Event piles that carry "Jukas: draw the top card", by GUID (I13: several may be decks). */
const withDraw: { [guid: string]: boolean } = {};
/** Each Room tile's name as the last read found it (by GUID): the tile's item reports that Room (I12). */
const roomNames: { [guid: string]: string } = {};

function ready(): Controller {
  if (controller === undefined) controller = createController(host(), undefined);
  return controller;
}

let cachedHost: ReturnType<typeof ttsHost> | undefined = undefined;
function host(): ReturnType<typeof ttsHost> {
  if (cachedHost === undefined) {
    const made = ttsHost(self);
    made.showChoice = (list: string[]) => {
      // Every action ends by showing its choice, most often none again: redraw only a change.
      if (candidates !== undefined && sameStrings(candidates, list)) return;
      candidates = [...list];
      redraw();
    };
    made.showCard = (state: CardState) => {
      refreshPanel();
      if (sameCard(cardState, state)) return;
      cardState = state;
      // Before the first draw (onLoad), the first draw shows it.
      if (candidates !== undefined) redraw();
    };
    // The panel shows Jukas working while pieces move, and ready again once they have settled.
    const perform = made.perform;
    made.perform = (steps, done) => {
      refreshPanel();
      perform(steps, (result, failure) => {
        done(result, failure);
        refreshPanel();
      });
    };
    cachedHost = made;
  }
  return cachedHost;
}

/** The screen panel as the controller stands now (src/tts/panel.ts sets only what changed). */
function refreshPanel(): void {
  if (controller !== undefined) showPanel(panelView(controller, () => host().context()));
}

function redraw(): void {
  drawButtons(self, candidates === undefined ? [] : candidates, cardState === undefined ? NO_CARD_STATE : cardState);
}

/** I12: "Rebuilt (not by Jukas)" on a Room tile; it reports the Room the last read named the tile. */
function addRebuiltItem(obj: TTSObject, guid: string): void {
  withRebuilt[guid] = true;
  obj.addContextMenuItem(REBUILT_ITEM, (playerColor: string) => {
    const room = roomNames[guid];
    if (room !== undefined) act(REBUILT_ACTION.call, { room }, playerColor);
  });
}

/** I13: "Jukas: draw the top card" on an Avatar Event pile draws from that pile. */
function addDrawItem(obj: TTSObject, guid: string): void {
  withDraw[guid] = true;
  obj.addContextMenuItem(DRAW_ACTION.label, (playerColor: string) => {
    act(DRAW_ACTION.call, { deck: DRAW_ACTION.deck, pile: guid }, playerColor);
  });
}

/** The draw item on each Avatar Event pile that lacks one (a deck drawn to its last card is a new object); a pile added later has it after the next Top Event. */
function addDrawItems(): void {
  for (const obj of getObjectsWithTag(TAG.jukasEvent)) {
    const guid = obj.getGUID();
    if (withDraw[guid] !== true) addDrawItem(obj, guid);
  }
}

/**
 * The items on each Mage model and Room tile a read found that lacks one: TTS saves no script's
 * menu items, so they are added at load, and to pieces that arrive later, after each press.
 */
function addMenuItems(index: TableIndex | undefined): void {
  if (index === undefined) return;
  for (const mage of index.mages) {
    if (mage.model === undefined || menu.carries(mage.model)) continue;
    const obj = liveObject(mage.model);
    if (obj !== undefined) menu.offer(obj, mage.color);
  }
  for (const room of index.rooms) {
    roomNames[room.id] = room.name;
    if (withRebuilt[room.id] === true) continue;
    const obj = liveObject(room.id);
    if (obj !== undefined) addRebuiltItem(obj, room.id);
  }
}

/**
 * The presses after which an Event pile may be a new object or newly tagged: a draw (a deck drawn
 * to its last card), an undo, tags confirmed. Only these look for piles, to keep the others' cost.
 */
const PILE_PRESSES: { [name: string]: boolean } = { resolveCard: true, undo: true, confirmTags: true };

/** The next frame, for a press that reads in one frame and decides in the next. */
const nextFrame = (fn: (this: void) => void) => {
  Wait.frames(fn, 1);
};

/** A player's press (a button, a choice, the models' menu item). */
function act(name: string, params: { [key: string]: unknown } | undefined, caller: string): void {
  press(ready(), name, params, caller, nextFrame, (p) => {
    if (p.read !== undefined) addMenuItems(p.read.index);
    if (PILE_PRESSES[name] === true) addDrawItems();
    refreshPanel();
  });
  refreshPanel();
}

G.onLoad = (state: string) => {
  candidates = undefined;
  cardState = undefined;
  controller = createController(host(), state);
  if (candidates === undefined) {
    candidates = [];
    redraw();
  }
  // The save has finished loading (TTS onLoad): the models' and tiles' menu items, a waiting choice's figures.
  addMenuItems(atLoad(controller));
  addDrawItems();
  mountPanel(
    self.getGUID(),
    panelView(controller, () => host().context()),
  );
  addHotkeys(act);
};

G.onSave = () => (controller === undefined ? "" : savedState(controller));

G.onObjectLeaveContainer = (container: TTSObject, obj: TTSObject) => {
  tagTakenOut(container, obj);
  menu.renewed(obj, undefined);
};

// A model put in a bag or reloaded is destroyed; it comes back a new object, as one that changed state does (TTS-FACTS).
G.onObjectDestroy = (obj: TTSObject) => {
  const guid = obj.getGUID();
  menu.gone(guid);
  withRebuilt[guid] = false;
  withDraw[guid] = false;
};

G.onObjectSpawn = (obj: TTSObject) => {
  menu.renewed(obj, undefined);
};

G.onObjectStateChange = (obj: TTSObject, oldGuid: string) => {
  menu.renewed(obj, oldGuid);
};

// The script API: `avatar.call("target", { priority = 1 })` and so on.
for (const name of API) {
  G[name] = (params: unknown) => {
    const result = call(ready(), name, params);
    refreshPanel();
    return result;
  };
}

for (const b of [...ACTION_BUTTONS, ...TABLE_TTS_BUTTONS, ...PROPOSAL_TTS_BUTTONS]) {
  G[b.fn] = (_obj: TTSObject, playerColor: string) => {
    act(b.action, b.params, playerColor);
  };
}

/** A setting's toggle: that setting flipped, as the clicking player asks (the controller hears only the host). */
function toggleHandler(name: SettingName): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => act(SETTINGS_CALL, toggleParams(name, ready().settings), playerColor);
}

for (const s of SETTINGS) G[settingFn(s.name)] = toggleHandler(s.name);

/** The handler of choice button n: the clicking player's colour is who chooses (R17). */
function choiceHandler(n: number): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => {
    const pick = candidates && candidates[n - 1];
    if (pick !== undefined) act("choose", { player: playerColor, pick }, playerColor);
  };
}

// The screen panel's one click function: the clicking player's colour is who presses (src/tts/panel.ts).
G[CLICK_FN] = (player: Player, _value: string, id: string) => {
  const colour = player.color;
  const asked = panelClick(id, colour);
  if (asked !== undefined) act(asked.call, asked.params, colour);
};

// The click functions of the Crown's figures' labels and the proposal's glyphs: a label has no size, so no click reaches it.
G[FIGURES_FN] = () => undefined;
G[MARK_FN] = () => undefined;

// A factory, not a closure in the loop: TSTL turns `for (let i…)` into a `while` whose one `i`
// every closure would share (docs/moonsharp.md).
for (let i = 1; i <= MAX_CHOICES; i++) G[CHOICE_FN + String(i)] = choiceHandler(i);
