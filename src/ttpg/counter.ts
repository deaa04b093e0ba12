/**
 * A Power or Damage counter on TTPG. TTPG has no counter object (TTS has one), so a counter is any
 * object tagged `BRW:Power` or `BRW:Damage` (plus its owner) whose saved data under the key
 * "value" holds the number as text ("3"). The mod's counters show it on a label, and their script
 * (counter-script.ts) lets players change it (R: +1, Ctrl+R: −1, number keys: set). An object
 * without a readable number there is "a counter without a value" (warned, and counts as missing).
 */
import { GameObject, Text, UIElement, Vector } from "@tabletop-playground/api";

export const VALUE_KEY = "value";

export function counterValue(obj: GameObject): number | undefined {
  const text = obj.getSavedData(VALUE_KEY);
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Sets the number and the label that shows it. */
export function setCounterValue(obj: GameObject, value: number): void {
  obj.setSavedData(String(value), VALUE_KEY);
  showCounter(obj);
}

/** The label on top of the counter: the first UI element when it is a Text, else a new one. */
export function showCounter(obj: GameObject): void {
  const value = counterValue(obj);
  const shown = value === undefined ? "?" : String(value);
  const uis = obj.getUIs();
  if (uis.length > 0 && uis[0].widget instanceof Text) {
    (uis[0].widget as Text).setText(shown);
    obj.updateUI(uis[0]);
    return;
  }
  const ui = new UIElement();
  ui.widget = new Text().setText(shown).setFontSize(48).setBold(true);
  ui.position = new Vector(0, 0, obj.getExtent(false, false).z + 0.1);
  ui.scale = 0.1;
  obj.addUI(ui);
}
