/**
 * The Avatar Card's buttons, the Crown's choice buttons, and the "Resolved a Spell here" item on
 * each Mage model. Click handlers are script globals (TTS calls them by name).
 */
import { BUTTONS, CARD_BUTTONS, SPELL_ACTION } from "../controller/buttons";
import { buttonWords } from "../words/buttons";

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
