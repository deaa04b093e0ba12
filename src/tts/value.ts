/**
 * The number a Power or Damage piece holds on TTS, whatever its type (docs/rules.md, "Power and
 * Damage"), read as TTS's API documents each source.
 */
import { VALUE_FUNCTION } from "../table/contract";

/**
 * A Counter's value (`getValue`: a Counter's is its number); else the object's script's
 * `brwValue()` when it defines one (called through pcall: a script that fails is no error of
 * this one); else its rotation value when it has rotation values (a dial: `getValue` means that
 * there); else its own `value` member, the number TTS keeps for every object (0 until set).
 */
export function valueOf(obj: TTSObject, type: string): number | undefined {
  if (type === "Counter") return numberIn(obj.getValue());
  if (answersValue(obj)) {
    const [ok, given] = pcall(() => obj.call(VALUE_FUNCTION));
    if (ok && typeof given === "number" && given === given) return given;
  }
  const faces = obj.getRotationValues();
  if (faces !== undefined && faces !== null && faces.length > 0) return numberIn(obj.getRotationValue());
  return numberIn(obj.value);
}

/** Whether the object's script defines `brwValue`. */
function answersValue(obj: TTSObject): boolean {
  const script = obj.getLuaScript();
  return typeof script === "string" && script.indexOf(VALUE_FUNCTION) >= 0;
}

/** A number, or a whole number's text (a rotation value may be either); else none. */
function numberIn(v: unknown): number | undefined {
  if (typeof v === "number") return v === v ? v : undefined;
  if (typeof v !== "string" || v === "" || v.length > 9) return undefined;
  const negative = v.substring(0, 1) === "-";
  let n = 0;
  for (let i = negative ? 1 : 0; i < v.length; i++) {
    const d = "0123456789".indexOf(v.substring(i, i + 1));
    if (d < 0) return undefined;
    n = n * 10 + d;
  }
  return negative ? -n : n;
}
