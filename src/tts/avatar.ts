/**
 * The script of Jukas's Avatar Card (`BRW:Avatar`) on Tabletop Simulator: TTS's event handlers
 * and the card's click functions. Jukas itself (a press, the script API, the menu items, the
 * panel's refresh) is controller/act.ts; the host (host.ts) gives it TTS's calls.
 */
import { Jukas, Screen, loaded, mount, start } from "../controller/act";
import { Menus, itemsGone, offerDrawItem } from "../controller/menus";
import { savedState } from "../controller/controller";
import { ttsTabletop } from "./tabletop";
import { ACTION_BUTTONS, CHOICE_FN, FIGURES_FN, MAX_CHOICES, PROPOSAL_TTS_BUTTONS, TABLE_TTS_BUTTONS, settingFn } from "./ui";
import { SETTINGS_CALL, toggleParams } from "../controller/buttons";
import { TAG } from "../table/pieces";
import { SETTINGS, SettingName } from "../core/settings";
import { TableIndex } from "../table/table-index";
import { MARK_FN } from "./tagging";
import { addHotkeys, mountPanel, panelClick, showPanel } from "./panel";
import { CLICK_FN } from "./panel-xml";
import { tagTakenOut } from "./bag-tags";
import { spellMenu } from "./spell-menu";

declare const self: TTSObject;

const G = _G as unknown as { [name: string]: unknown };
/** The card's host, built once for the script's life. */
const tabletop = ttsTabletop(self);
let jukas: Jukas | undefined = undefined;

/** The menus of the running Jukas; none before it starts. */
function menus(): Menus | undefined {
  if (jukas === undefined) return undefined;
  return jukas.menus;
}

/** The Mage models' "Resolved a Spell here", added once to each instance. */
const menu = spellMenu(menus);

/**
 * The presses after which an Event pile may be a new object or newly tagged: a draw (a deck drawn
 * to its last card), an undo, tags confirmed. Only these look for piles, to keep the others' cost.
 */
const PILE_PRESSES: { [name: string]: boolean } = { resolveCard: true, undo: true, confirmTags: true };

const screen: Screen = {
  showPanel: (view, first) => {
    if (first) mountPanel(self.getGUID(), view);
    else showPanel(view);
  },
  pressed: (p) => {
    if (p.read !== undefined) addSpellItems(p.read.index);
    if (PILE_PRESSES[p.name] === true) addDrawItems();
  },
};

function ready(): Jukas {
  if (jukas === undefined) jukas = start(tabletop, undefined, screen);
  return jukas;
}

/** A player's press (a button, a choice, a hotkey). */
function act(name: string, params: { [key: string]: unknown } | undefined, caller: string): void {
  ready().act(name, params, caller);
}

/** The draw item on each Avatar Event pile that lacks one (a deck drawn to its last card is a new object); a pile added later has it after the next Top Event. */
function addDrawItems(): void {
  const m = ready().menus;
  for (const obj of getObjectsWithTag(TAG.jukasEvent)) offerDrawItem(m, obj.getGUID());
}

/**
 * The item on each Mage model a read found that lacks one: TTS saves no script's menu items, so
 * they are added at load, and to models that arrive later, after each press.
 */
function addSpellItems(index: TableIndex | undefined): void {
  if (index === undefined) return;
  for (const mage of index.mages) if (mage.model !== undefined) menu.offer(mage.model, mage.color);
}

G.onLoad = (state: string) => {
  jukas = start(tabletop, state, screen);
  tabletop.drawOnce();
  mount(jukas, tabletop, screen);
  // The save has finished loading (TTS onLoad): the models' and tiles' menu items, a waiting choice's figures.
  // The table read now, and made over the next frames (no frame carries it all): then the items.
  loaded(jukas, addSpellItems);
  addDrawItems();
  addHotkeys(act);
};

G.onSave = () => (jukas === undefined ? "" : savedState(jukas.controller));

G.onObjectLeaveContainer = (container: TTSObject, obj: TTSObject) => {
  tagTakenOut(container, obj);
  menu.renewed(obj, undefined);
};

// A model put in a bag or reloaded is destroyed; it comes back a new object, as one that changed state does (TTS-FACTS).
G.onObjectDestroy = (obj: TTSObject) => {
  const m = menus();
  if (m !== undefined) itemsGone(m, obj.getGUID());
};

G.onObjectSpawn = (obj: TTSObject) => {
  menu.renewed(obj, undefined);
};

G.onObjectStateChange = (obj: TTSObject, oldGuid: string) => {
  menu.renewed(obj, oldGuid);
};

for (const b of [...ACTION_BUTTONS, ...TABLE_TTS_BUTTONS, ...PROPOSAL_TTS_BUTTONS]) {
  G[b.fn] = (_obj: TTSObject, playerColor: string) => {
    act(b.action, b.params, playerColor);
  };
}

/** A setting's toggle: that setting flipped, as the clicking player asks (the controller hears only the host). */
function toggleHandler(name: SettingName): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => act(SETTINGS_CALL, toggleParams(name, ready().controller.settings), playerColor);
}

for (const s of SETTINGS) G[settingFn(s.name)] = toggleHandler(s.name);

/** The handler of choice button n: the clicking player's colour is who chooses (R17). */
function choiceHandler(n: number): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => {
    const pick = tabletop.candidate(n);
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
