/**
 * The script of Jukas's Avatar Card (`BRW:Avatar`) on Tabletop Simulator: TTS event handlers
 * and the script API of TABLE.md as globals (other scripts call `avatar.call(name, params)`).
 */
import { API, call, createController, Controller, savedState } from "../controller/controller";
import { ttsHost } from "./host";
import { ACTION_BUTTONS, CHOICE_FN, MAX_CHOICES, SPELL_ITEM, drawButtons, mageModels } from "./ui";

declare const self: TTSObject;

const G = _G as unknown as { [name: string]: unknown };
let controller: Controller | undefined = undefined;
let candidates: string[] = [];
/** Models that already carry the context item (by GUID), so it is added once. */
const withMenu: { [guid: string]: boolean } = {};

function ready(): Controller {
  if (controller === undefined) controller = createController(host(), undefined);
  return controller;
}

let cachedHost: ReturnType<typeof ttsHost> | undefined = undefined;
function host(): ReturnType<typeof ttsHost> {
  if (cachedHost === undefined) {
    const base = ttsHost(self);
    cachedHost = {
      ...base,
      showChoice: (list: string[]) => {
        candidates = [...list];
        base.showChoice(list);
      },
    };
  }
  return cachedHost;
}

/** Adds "Resolved a Spell here" to each Mage model that lacks it (models may arrive at any time). */
function addSpellItems(): void {
  for (const { obj, color } of mageModels()) {
    const guid = obj.getGUID();
    if (withMenu[guid]) continue;
    withMenu[guid] = true;
    obj.addContextMenuItem(SPELL_ITEM, (playerColor: string) => {
      act("spellResolved", { color }, playerColor);
    });
  }
}

function act(name: string, params: { [key: string]: unknown } | undefined, caller?: string): unknown {
  addSpellItems();
  return call(ready(), name, params, caller);
}

G.onLoad = (state: string) => {
  candidates = [];
  controller = createController(host(), state);
  if (candidates.length === 0) drawButtons(self, []);
  addSpellItems();
};

G.onSave = () => (controller === undefined ? "" : savedState(controller));

// The script API: `avatar.call("target", { priority = 1 })` and so on.
for (const name of API) {
  G[name] = (params: unknown) => call(ready(), name, params);
}

for (const b of ACTION_BUTTONS) {
  G[b.fn] = (_obj: TTSObject, playerColor: string) => {
    act(b.action, b.params, playerColor);
  };
}

/** The handler of choice button n: the clicking player's colour is who chooses (R17). */
function choiceHandler(n: number): (this: void, obj: TTSObject, playerColor: string) => void {
  return (_obj, playerColor) => {
    const pick = candidates[n - 1];
    if (pick !== undefined) act("choose", { player: playerColor, pick }, playerColor);
  };
}

// A factory, not a closure in the loop: TSTL turns `for (let i…)` into a `while` whose one `i`
// every closure would share (docs/moonsharp.md).
for (let i = 1; i <= MAX_CHOICES; i++) G[CHOICE_FN + String(i)] = choiceHandler(i);
