/**
 * The script of Jukas's Avatar Card (`BRW:Avatar`) on Tabletop Simulator: TTS event handlers
 * and the script API of docs/rules.md as globals (other scripts call `avatar.call(name, params)`).
 */
import { API, call, createController, Controller, prepareCall, readAhead, savedState, showWaiting } from "../controller/controller";
import { seatsChanged, ttsHost } from "./host";
import {
  ACTION_BUTTONS,
  CHOICE_FN,
  FIGURES_FN,
  MAX_CHOICES,
  NO_CARD_STATE,
  PROPOSAL_TTS_BUTTONS,
  SEATED_FN,
  SPELL_ITEM,
  TABLE_TTS_BUTTONS,
  drawButtons,
} from "./ui";
import { forgetAll, listenForChanges, readObject } from "./read";
import { CardState } from "../controller/host";
import { CHECK_ACTION } from "../controller/buttons";
import { sameCard } from "./prepare";
import { sameStrings } from "../core/values";

declare const self: TTSObject;

const G = _G as unknown as { [name: string]: unknown };
let controller: Controller | undefined = undefined;
/** The Crown's choice buttons on the card now; undefined before the buttons are first drawn. */
let candidates: string[] | undefined = undefined;
/** What the card's own buttons show (I11's toggle, a waiting proposal); undefined before the controller says. */
let cardState: CardState | undefined = undefined;
/** Models that already carry the context item (by GUID), so it is added once. */
const withMenu: { [guid: string]: boolean } = {};

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
      if (sameCard(cardState, state)) return;
      cardState = { anySeatedSettles: state.anySeatedSettles, proposing: state.proposing };
      // Before the first draw (onLoad), the first draw shows it.
      if (candidates !== undefined) redraw();
    };
    cachedHost = made;
  }
  return cachedHost;
}

function redraw(): void {
  drawButtons(self, candidates === undefined ? [] : candidates, cardState === undefined ? NO_CARD_STATE : cardState);
}

function addSpellItem(obj: TTSObject, guid: string, color: string): void {
  if (withMenu[guid]) return;
  withMenu[guid] = true;
  obj.addContextMenuItem(SPELL_ITEM, (playerColor: string) => {
    act("spellResolved", { color }, playerColor);
  });
}

/**
 * After an action: the item on a Mage model that came since (models may arrive at any time),
 * found in that action's own read of the table, without a second query.
 */
function addSpellItemsFromRead(c: Controller): void {
  const index = c.reader.lastIndex;
  if (index === undefined) return;
  for (const mage of index.mages) {
    if (mage.model === undefined || withMenu[mage.model]) continue;
    const obj = readObject(mage.model);
    if (obj !== undefined) addSpellItem(obj, mage.model, mage.color);
  }
}

/** Presses left to the next frame, in the order they came (undefined: none waiting). */
let waiting: (() => void)[] | undefined = undefined;

/**
 * A player's press (a button, a choice, the models' menu item). When the reader must make the
 * board anew (tiles moved since the last read), the action runs in the next frame (the reader
 * says "wait": src/table/reader.ts). Presses that come meanwhile follow, in order.
 */
function act(name: string, params: { [key: string]: unknown } | undefined, caller: string): void {
  if (waiting !== undefined) {
    waiting.push(() => act(name, params, caller));
    return;
  }
  const c = ready();
  afresh(name);
  if (prepareCall(c, name, params) === "now") return finish(c, name, params, caller);
  waiting = [() => finish(c, name, params, caller)];
  Wait.frames(() => {
    const list = waiting!;
    waiting = undefined;
    for (const f of list) f();
  }, 1);
}

function finish(c: Controller, name: string, params: { [key: string]: unknown } | undefined, caller: string): void {
  call(c, name, params, caller);
  addSpellItemsFromRead(c);
}

G.onLoad = (state: string) => {
  candidates = undefined;
  cardState = undefined;
  controller = createController(host(), state);
  if (candidates === undefined) {
    candidates = [];
    redraw();
  }
  // The save has finished loading (TTS onLoad): read it now, so the first press is like any other;
  // the read's Mage models get "Resolved a Spell here" (a table that cannot be read yet: at its first read).
  readAhead(controller);
  addSpellItemsFromRead(controller);
  showWaiting(controller);
};

G.onSave = () => (controller === undefined ? "" : savedState(controller));

/**
 * `state` and "Check table" read every object whole (src/tts/read.ts): what a name, a tag or GM
 * Notes became without any event (a rename, another script's move) shows there.
 */
function afresh(name: string): void {
  if (name === "state" || name === CHECK_ACTION) forgetAll();
}

// The script API: `avatar.call("target", { priority = 1 })` and so on.
for (const name of API) {
  G[name] = (params: unknown) => {
    const c = ready();
    afresh(name);
    return call(c, name, params);
  };
}

for (const b of [...ACTION_BUTTONS, ...TABLE_TTS_BUTTONS, ...PROPOSAL_TTS_BUTTONS]) {
  G[b.fn] = (_obj: TTSObject, playerColor: string) => {
    act(b.action, b.params, playerColor);
  };
}

listenForChanges(G, self);

// A player sat down, changed seat or left: who sits where is asked again (src/tts/host.ts).
for (const event of ["onPlayerChangeColor", "onPlayerConnect", "onPlayerDisconnect"]) G[event] = () => seatsChanged();
// I11's toggle: the setting flipped, as the clicking player asks.
G[SEATED_FN] = (_obj: TTSObject, playerColor: string) => {
  act("settings", { anySeatedSettles: ready().settings.anySeatedSettles !== true }, playerColor);
};

/** The handler of choice button n: the clicking player's colour is who chooses (R17). */
function choiceHandler(n: number): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => {
    const pick = candidates && candidates[n - 1];
    if (pick !== undefined) act("choose", { player: playerColor, pick }, playerColor);
  };
}

// The click function of the Crown's figures' labels: a label has no size, so no click reaches it.
G[FIGURES_FN] = () => undefined;

// A factory, not a closure in the loop: TSTL turns `for (let i…)` into a `while` whose one `i`
// every closure would share (docs/moonsharp.md).
for (let i = 1; i <= MAX_CHOICES; i++) G[CHOICE_FN + String(i)] = choiceHandler(i);
