/**
 * The number a Power or Damage piece holds on TTS, whatever its type (docs/rules.md, "Power and
 * Damage"; the contract's function name in src/table/contract.ts).
 */
import { VALUE_FUNCTION } from "../table/contract";

/** Whether the object's script defines `brwValue` (read with the object, whole). */
export function answersValue(obj: TTSObject): boolean {
  const script = obj.getLuaScript();
  return typeof script === "string" && script.indexOf(VALUE_FUNCTION) >= 0;
}

/**
 * The number a Power or Damage piece holds, whatever its type (docs/rules.md, "Power and
 * Damage"): a Counter's own; another object's `brwValue()` when its script defines one (a
 * scripted counter keeps its number in its script, and TTS gives every object a value of its
 * own, 0 until set), else its `getValue()` when that is a number or a whole number's text (a
 * tile or token given a value, a rotation value); else none. The script is called through
 * pcall: a script that fails is no script error of this one.
 */
export function valueOf(obj: TTSObject, scripted: boolean): number | undefined {
  if (scripted) {
    const [ok, given] = pcall(() => obj.call(VALUE_FUNCTION));
    if (ok && typeof given === "number" && given === given) return given;
  }
  const v = obj.getValue();
  if (typeof v === "number") return v === v ? v : undefined;
  if (typeof v !== "string" || v === "" || v.length > 9) return undefined;
  let n = 0;
  for (let i = v.substring(0, 1) === "-" ? 1 : 0; i < v.length; i++) {
    const d = "0123456789".indexOf(v.substring(i, i + 1));
    if (d < 0) return undefined;
    n = n * 10 + d;
  }
  return v.substring(0, 1) === "-" ? -n : n;
}
