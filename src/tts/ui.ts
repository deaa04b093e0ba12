/**
 * The Avatar Card's buttons, the Crown's choice buttons, and the "Resolved a Spell here" item on
 * each Mage model. Click handlers are script globals (TTS calls them by name).
 */
import { BUTTONS, CARD_BUTTONS, SPELL_ACTION } from "../controller/buttons";
import { buttonWords } from "../words/buttons";
import { Mark } from "../controller/host";

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

/** The card's actions (src/controller/buttons.ts: the same on every tabletop), then the decks'. */
export const ACTION_BUTTONS: TtsButton[] = [];
for (const b of BUTTONS.concat(CARD_BUTTONS)) {
  const n = b.label.length;
  ACTION_BUTTONS.push({
    fn: "jukas" + b.id,
    label: b.label,
    action: b.call,
    params: b.params,
    tooltip: b.tooltip,
    font: n > LABEL_FIT ? Math.floor((FONT * LABEL_FIT) / n) : FONT,
  });
}

/** At most this many candidates get a button (19 Rooms would not fit; the chat lists them all). */
export const MAX_CHOICES = 19;
export const CHOICE_FN = "jukasChoose";

const BUTTON_Y = 0.12;

/**
 * TTS draws a button flat on its object at `position`, in the object's own frame (the card's
 * scale stretches it, its rotation turns it), `width` and `height` in thousandths of that frame's
 * unit (createButton, api.tabletopsimulator.com/object/#createbutton): the card spans −1 to 1,
 * so its actions lie in rows of three just beyond its +z edge and a Choice of the Crown beyond its
 * −z edge, each button 0.6 × 0.16 of the card's frame. The save leaves both strips free
 * (docs/save.md; test/build/layout.test.ts measures what this draws).
 */
export function drawButtons(card: TTSObject, candidates: string[]): void {
  card.clearButtons();
  for (let i = 0; i < ACTION_BUTTONS.length; i++) {
    const b = ACTION_BUTTONS[i];
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
      font_size: 70,
      color: { r: 0.85, g: 0.7, b: 0.2 },
      tooltip: buttonWords.choice(candidates[i]),
    });
  }
}

export const SPELL_ITEM = SPELL_ACTION.label;

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
