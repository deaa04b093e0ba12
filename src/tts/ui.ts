/**
 * The Avatar Card's buttons, the Crown's choice buttons, and the "Resolved a Spell here" item on
 * each Mage model. Click handlers are script globals (TTS calls them by name).
 */
import { BUTTONS, CARD_BUTTONS, SPELL_ACTION } from "../controller/buttons";

export interface TtsButton {
  /** The script global TTS calls on a click. */
  fn: string;
  label: string;
  action: string;
  params?: { [key: string]: unknown };
  tooltip: string;
  /** Font size for a long label (default 90). */
  font?: number;
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** "Clean-up" → "jukasCleanup": a click handler's global name from its label. */
export function handlerName(label: string): string {
  let out = "jukas";
  for (let i = 0; i < label.length; i++) {
    const c = label.substring(i, i + 1);
    if (ALNUM.indexOf(c) >= 0) out += c;
  }
  return out;
}

/** "command" → "jukasCommandCard": a deck button's handler name (the click functions TTS calls). */
function deckHandlerName(deck: unknown): string {
  const name = typeof deck === "string" ? deck : "";
  return "jukas" + name.substring(0, 1).toUpperCase() + name.substring(1) + "Card";
}

/** The card's actions (src/controller/buttons.ts: the same on every tabletop), then the decks', three to a row. */
export const ACTION_BUTTONS: TtsButton[] = [];
for (const b of BUTTONS) {
  ACTION_BUTTONS.push({ fn: handlerName(b.label), label: b.label, action: b.call, params: b.params, tooltip: b.tooltip });
}
// Resolving the top card of a Jukas deck (issue 5), smaller type for the longer labels.
for (const b of CARD_BUTTONS) {
  const deck = b.params && b.params.deck;
  ACTION_BUTTONS.push({
    fn: deckHandlerName(deck),
    label: b.label,
    action: b.call,
    params: b.params,
    tooltip: b.tooltip,
    font: b.label.length > 14 ? 64 : 70,
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
      font_size: b.font === undefined ? 90 : b.font,
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
      tooltip: "Choice of the Crown: " + candidates[i],
    });
  }
}

export const SPELL_ITEM = SPELL_ACTION.label;
