/**
 * The Avatar Card's buttons, the Crown's choice buttons, and the "Resolved a Spell here" item on
 * each Mage model. Click handlers are script globals (TTS calls them by name).
 */
import { TAG } from "../table/pieces";
import { COLOURS } from "../table/pieces";

export interface ButtonSpec {
  fn: string;
  label: string;
  action: string;
  params?: { [key: string]: unknown };
  /** Font size for a long label (default 90). */
  font?: number;
  /** Tooltip (default "Jukas: " + label). */
  tip?: string;
}

/** The card's actions, three to a row below the card. */
export const ACTION_BUTTONS: ButtonSpec[] = [
  { fn: "jukasSetup", label: "Setup", action: "setup" },
  { fn: "jukasAvatarEffect", label: "Avatar Effect", action: "avatarEffect" },
  { fn: "jukasCleanup", label: "Clean-up", action: "cleanup" },
  { fn: "jukasTarget1", label: "Target 1", action: "target", params: { priority: 1 } },
  { fn: "jukasTarget2", label: "Target 2", action: "target", params: { priority: 2 } },
  { fn: "jukasTarget3", label: "Target 3", action: "target", params: { priority: 3 } },
  { fn: "jukasTeleport1", label: "Teleport 1", action: "teleport", params: { priority: 1 } },
  { fn: "jukasTeleport2", label: "Teleport 2", action: "teleport", params: { priority: 2 } },
  { fn: "jukasTeleport3", label: "Teleport 3", action: "teleport", params: { priority: 3 } },
  { fn: "jukasCommandCard", label: "Resolve top card", action: "resolveCard", params: { deck: "command" }, font: 64, tip: "Jukas: draw and resolve the top Command Card" },
  { fn: "jukasEvocationCard", label: "Top Evocation", action: "resolveCard", params: { deck: "evocation" }, font: 70, tip: "Jukas: draw and resolve the top Evocation Card" },
  { fn: "jukasEventCard", label: "Top Event", action: "resolveCard", params: { deck: "event" }, font: 70, tip: "Jukas: draw and resolve the top Avatar Event Card" },
  { fn: "jukasUndo", label: "Undo", action: "undo" },
];

/** At most this many candidates get a button (19 Rooms would not fit; the chat lists them all). */
export const MAX_CHOICES = 19;
export const CHOICE_FN = "jukasChoose";

const BUTTON_Y = 0.12;

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
      tooltip: b.tip === undefined ? "Jukas: " + b.label : b.tip,
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

export const SPELL_ITEM = "Resolved a Spell here";

/** The Mage models (not Jukas) that do not have the context item yet, with their colours. */
export function mageModels(): { obj: TTSObject; color: string }[] {
  const out: { obj: TTSObject; color: string }[] = [];
  for (const obj of getObjectsWithTag(TAG.mage)) {
    if (obj.hasTag(TAG.jukas)) continue;
    for (const color of COLOURS) {
      if (obj.hasTag(color)) {
        out.push({ obj, color });
        break;
      }
    }
  }
  return out;
}
