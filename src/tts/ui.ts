/**
 * The Avatar Card's buttons, the Crown's choice buttons, and the "Resolved a Spell here" item on
 * each Mage model. Click handlers are script globals (TTS calls them by name).
 */
import {
  BUTTONS,
  ButtonSpec,
  CARD_BUTTONS,
  ON_CARD,
  PROPOSAL_BUTTONS,
  REBUILT_ACTION,
  SPELL_ACTION,
  TABLE_BUTTONS,
  settingToggleId,
} from "../controller/buttons";
import { settingsView } from "../controller/settings";
import { DEFAULT_SETTINGS } from "../core/settings";
import { CardState } from "../controller/tabletop";
import { buttonWords } from "../words/buttons";
import { Mark } from "../controller/tabletop";

export interface TtsButton {
  /** The script global TTS calls on a click. */
  fn: string;
  label: string;
  action: string;
  params?: { [key: string]: unknown };
  tooltip: string;
  font: number;
}

/** Type size of a label of up to LABEL_FIT characters; a longer one shrinks to fit the same width. */
const FONT = 90;
const LABEL_FIT = 13;
/** A Choice of the Crown's button: at this size a label is cut past CHOICE_FIT characters (#28: "Alchemical Laboratory" is 21). */
export const CHOICE_FONT = 70;
export const CHOICE_FIT = 13;

/** The type size at which a label of this length fills no more of its button than `fit` characters at `font` do. */
export function fitFont(label: string, font: number, fit: number): number {
  const n = label.length;
  return n > fit ? Math.floor((font * fit) / n) : font;
}

/** A button as TTS draws it: its handler "jukas" + id, its label's type shrunk to fit when long. */
function ttsButton(b: ButtonSpec): TtsButton {
  return {
    fn: "jukas" + b.id,
    label: b.label,
    action: b.call,
    params: b.params,
    tooltip: b.tooltip,
    font: fitFont(b.label, FONT, LABEL_FIT),
  };
}

/** The card's actions (src/controller/buttons.ts: the same on every tabletop), then the decks': each has its handler. */
export const ACTION_BUTTONS: TtsButton[] = [];
for (const b of BUTTONS.concat(CARD_BUTTONS)) ACTION_BUTTONS.push(ttsButton(b));

/** The short set the card draws (ON_CARD); src/tts/panel.ts has every control. */
export const CARD_ACTION_BUTTONS: TtsButton[] = [];
for (const id of ON_CARD) for (const b of ACTION_BUTTONS) if (b.fn === "jukas" + id) CARD_ACTION_BUTTONS.push(b);

/** Preparing and checking the table, one row; then the proposal's buttons, shown while it waits (docs/tagging.md). */
export const TABLE_TTS_BUTTONS: TtsButton[] = [];
for (const b of TABLE_BUTTONS) TABLE_TTS_BUTTONS.push(ttsButton(b));
export const PROPOSAL_TTS_BUTTONS: TtsButton[] = [];
for (const b of PROPOSAL_BUTTONS) PROPOSAL_TTS_BUTTONS.push(ttsButton(b));
/** A setting's toggle's handler, which flips that setting (src/tts/avatar.ts). */
export function settingFn(name: string): string {
  return "jukas" + settingToggleId(name);
}

/** At most this many candidates get a button (19 Rooms would not fit; the chat lists them all). */
export const MAX_CHOICES = 19;
export const CHOICE_FN = "jukasChoose";

const BUTTON_Y = 0.12;
/**
 * The table group's rows (local z): past the Crown's choice buttons (at most 7 rows, to −2.32),
 * on the side of the card away from his piles (test/build/layout.test.ts and, with a proposal's
 * row, test/tts/tagging.test.ts measure them clear of everything).
 */
const TABLE_ROW = -2.5;
const ROW_STEP = -0.2;

/** What the card shows before its session is known: the settings at their defaults, no proposal. */
export const NO_CARD_STATE: CardState = { settings: settingsView(DEFAULT_SETTINGS), proposing: false };

/**
 * TTS draws a button flat on its object at `position`, in the object's own frame (the card's
 * scale stretches it, its rotation turns it), `width` and `height` in thousandths of that frame's
 * unit (createButton, api.tabletopsimulator.com/object/#createbutton): the card spans −1 to 1,
 * so its actions lie in rows of three just beyond its +z edge and a Choice of the Crown beyond its
 * −z edge, each button 0.6 × 0.16 of the card's frame; past those, the table group (Prepare,
 * Check, Undo tagging; the settings' toggles, one row each; a proposal's Confirm and Cancel). The save leaves them free
 * (docs/save.md; test/build/layout.test.ts measures what this draws).
 */
export function drawButtons(card: TTSObject, candidates: string[], state: CardState = NO_CARD_STATE): void {
  card.clearButtons();
  for (let i = 0; i < CARD_ACTION_BUTTONS.length; i++) {
    const b = CARD_ACTION_BUTTONS[i];
    const row = Math.floor(i / 3);
    const col = i - row * 3;
    card.createButton({
      click_function: b.fn,
      function_owner: card,
      label: b.label,
      position: { x: -0.66 + 0.66 * col, y: BUTTON_Y, z: 1.12 + 0.2 * row },
      width: 600,
      height: 160,
      font_size: b.font,
      tooltip: b.tooltip,
    });
  }
  drawTableButtons(card, state);
  for (let i = 0; i < candidates.length && i < MAX_CHOICES; i++) {
    const row = Math.floor(i / 3);
    const col = i - row * 3;
    card.createButton({
      click_function: CHOICE_FN + String(i + 1),
      function_owner: card,
      label: candidates[i],
      position: { x: -0.66 + 0.66 * col, y: BUTTON_Y, z: -1.12 - 0.2 * row },
      width: 600,
      height: 160,
      font_size: fitFont(candidates[i], CHOICE_FONT, CHOICE_FIT),
      color: { r: 0.85, g: 0.7, b: 0.2 },
      tooltip: buttonWords.choice(candidates[i]),
    });
  }
}

export const SPELL_ITEM = SPELL_ACTION.label;
export const REBUILT_ITEM = REBUILT_ACTION.label;

/** The click function of the figures' labels: a label has no size, so nobody clicks it; the script defines it all the same. */
export const FIGURES_FN = "jukasFigures";
const FIGURES_COLOUR = { r: 1, g: 0.85, b: 0.35 };

/**
 * The Crown's choice's figures above each candidate: a label (a button of no size) on its tile
 * or Mage Card, on whichever side faces up (a Rebuilt Room lies face down). Takes the labels off
 * the objects in `marked` and off each object it labels (a label left by an earlier run of the
 * script), then labels `marks`; returns the GUIDs labelled.
 */
export function drawFigures(card: TTSObject, marked: string[], marks: Mark[]): string[] {
  for (const id of marked) unlabel(getObjectFromGUID(id));
  const out: string[] = [];
  for (const mark of marks) {
    const obj = getObjectFromGUID(mark.id);
    if (obj === undefined || obj === null || obj.isDestroyed()) continue;
    unlabel(obj);
    const down = obj.is_face_down;
    obj.createButton({
      click_function: FIGURES_FN,
      function_owner: card,
      label: mark.lines.join("\n"),
      position: { x: 0, y: down ? -0.2 : 0.2, z: 0 },
      rotation: { x: 0, y: 0, z: down ? 180 : 0 },
      width: 0,
      height: 0,
      font_size: 60,
      font_color: FIGURES_COLOUR,
    });
    out.push(mark.id);
  }
  return out;
}

/** Takes the figures' labels off an object (from the last index down: indexes shift as buttons go). */
function unlabel(obj: TTSObject | undefined): void {
  if (obj === undefined || obj === null || obj.isDestroyed()) return;
  const buttons = obj.getButtons();
  if (buttons === undefined || buttons === null) return;
  for (let i = buttons.length - 1; i >= 0; i--) if (buttons[i].click_function === FIGURES_FN) obj.removeButton(buttons[i].index);
}

/** Prepare, Check and Undo tagging; the settings' toggles below, two a row (their labels are long); Confirm and Cancel below those while a proposal waits. */
function drawTableButtons(card: TTSObject, state: CardState): void {
  for (let i = 0; i < TABLE_TTS_BUTTONS.length; i++) drawAt(card, TABLE_TTS_BUTTONS[i], i, TABLE_ROW);
  const lines = state.settings;
  for (let i = 0; i < lines.length; i++) {
    const row = Math.floor(i / 2);
    card.createButton({
      click_function: settingFn(lines[i].name),
      function_owner: card,
      label: lines[i].label,
      position: { x: i - row * 2 === 0 ? -0.495 : 0.495, y: BUTTON_Y, z: TABLE_ROW + (row + 1) * ROW_STEP },
      width: 970,
      height: 160,
      font_size: 46,
      tooltip: lines[i].tooltip,
    });
  }
  const rows = Math.ceil(lines.length / 2);
  if (!state.proposing) return;
  for (let i = 0; i < PROPOSAL_TTS_BUTTONS.length; i++) {
    drawAt(card, PROPOSAL_TTS_BUTTONS[i], i, TABLE_ROW + (rows + 1) * ROW_STEP, { r: 0.45, g: 0.8, b: 0.45 });
  }
}

function drawAt(card: TTSObject, b: TtsButton, col: number, z: number, color?: { r: number; g: number; b: number }): void {
  const params: CreateButton = {
    click_function: b.fn,
    function_owner: card,
    label: b.label,
    position: { x: -0.66 + 0.66 * col, y: BUTTON_Y, z },
    width: 600,
    height: 160,
    font_size: b.font,
    tooltip: b.tooltip,
  };
  if (color !== undefined) params.color = color;
  card.createButton(params);
}
