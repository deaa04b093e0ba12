/**
 * The Avatar Card's buttons (the same on every tabletop), each a call of the script API. An
 * adapter draws them in its own way; what they call is fixed here and what they say is worded in
 * src/words/buttons.ts, so a button cannot do one thing on TTS and another on TTPG.
 */
import { buttonWords, type ButtonWords } from "../words/buttons";
import { whereWords } from "../words/welcome";
import type { SettingName, Settings } from "../core/settings";
import { settingsView } from "./settings";
import { CALL_ROWS } from "./calls";

export interface ButtonSpec {
  /** Names the button whatever its label says: TTS's click handler is "jukas" + id. */
  id: string;
  label: string;
  /** The script API function it calls (docs/rules.md). */
  call: string;
  params?: { [key: string]: unknown };
  tooltip: string;
}

/** `onCardOnly`: the tagging assistant's buttons, which only the card carries. */
function spec(
  id: string,
  call: string,
  params: { [key: string]: unknown } | undefined,
  words: ButtonWords,
  onCardOnly = false,
): ButtonSpec {
  // Each tooltip says where its control is (the card keeps the short set, ON_CARD; the panel has the round's every control).
  const place = onCardOnly ? "card" : ON_CARD.indexOf(id) >= 0 ? "both" : "panel";
  return { id, label: words.label, call, params, tooltip: whereWords.tooltip(words.tooltip, place) };
}

/**
 * The short set the Avatar Card keeps on every tabletop, for a table that hides the screen panel
 * (which has every control): what a round presses every time. Seen from one seat only, so few.
 */
export const ON_CARD = ["Setup", "CommandCard", "EvocationCard", "EventCard", "Cleanup", "Undo"];

/** The call whose buttons draw and resolve the top card of one of Jukas's decks (docs/cards.md). */
const CARD_CALL = "resolveCard";

/** Every button of the script API's rows (calls.ts), in their order, as the rows are now (an action added at load included). */
export function callButtons(): ButtonSpec[] {
  const out: ButtonSpec[] = [];
  for (const row of CALL_ROWS)
    if (row.buttons !== undefined) for (const b of row.buttons) out.push(spec(b.id, row.name, b.params, b.words));
  return out;
}

/** The round's buttons. */
export const BUTTONS: ButtonSpec[] = callButtons().filter((b) => b.call !== CARD_CALL);
/** Resolving the top card of one of Jukas's decks (docs/cards.md). */
export const CARD_BUTTONS: ButtonSpec[] = callButtons().filter((b) => b.call === CARD_CALL);

/**
 * Preparing another Black Rose Wars table for Jukas and checking it (docs/tagging.md): the
 * tagging assistant's buttons, drawn where the host can list the table's objects.
 */
/** "Check table": what is missing, read afresh (an adapter forgets what it kept of the table). */
export const CHECK_ACTION = "check";

export const TABLE_BUTTONS: ButtonSpec[] = [
  spec("PrepareTable", "prepare", undefined, buttonWords.prepare, true),
  spec("CheckTable", CHECK_ACTION, undefined, buttonWords.check, true),
  spec("UndoTags", "undoTags", undefined, buttonWords.undoTags, true),
];

/** Shown while a tagging proposal waits for the player. */
export const PROPOSAL_BUTTONS: ButtonSpec[] = [
  spec("ConfirmTags", "confirmTags", undefined, buttonWords.confirmTags, true),
  spec("CancelTags", "cancelTags", undefined, buttonWords.cancelTags, true),
];

/**
 * The settings' toggles on the card (docs/rules.md, Settings), one per setting: each calls
 * `settings` to flip its own, at the host's click only; settingsView (settings.ts) words its label.
 */
export const SETTINGS_CALL = "settings";

/** The id of a setting's toggle (TTS's click handler is "jukas" + id). */
export function settingToggleId(name: string): string {
  return "Setting" + name;
}

/** The params of a click on a setting's toggle: the setting flipped from what it is now. */
export function toggleParams(name: SettingName, settings: Settings): { [key: string]: unknown } {
  const params: { [key: string]: unknown } = {};
  params[name] = settings[name] !== true;
  return params;
}

/** Every toggle as it reads now, as ButtonSpecs (the Notebook lists them as a game begins). */
export function settingButtons(settings: Settings): ButtonSpec[] {
  const out: ButtonSpec[] = [];
  for (const line of settingsView(settings)) {
    out.push({
      id: settingToggleId(line.name),
      label: line.label,
      call: SETTINGS_CALL,
      params: toggleParams(line.name, settings),
      tooltip: line.tooltip,
    });
  }
  return out;
}

/** The context-menu action on each Mage model (R8). */
export const SPELL_ACTION = {
  label: buttonWords.spell.label,
  call: "spellResolved",
  tooltip: buttonWords.spell.tooltip,
};

/** The context-menu action on each Room tile (I12): a rebuild by another cause, reported. */
export const REBUILT_ACTION = {
  label: buttonWords.rebuilt.label,
  call: "roomRebuilt",
  tooltip: buttonWords.rebuilt.tooltip,
};

/** The context-menu action on each Avatar Event pile (I13): draws from that pile. */
export const DRAW_ACTION = {
  label: buttonWords.drawTop.label,
  call: "resolveCard",
  deck: "event",
  tooltip: buttonWords.drawTop.tooltip,
};

export function buttonByLabel(label: string): ButtonSpec | undefined {
  for (const b of BUTTONS) {
    if (b.label === label) return b;
  }
  return undefined;
}
