/**
 * TTS's `JSON` class on Lua values: `encode`, `encode_pretty`, `decode`, with TTS's rules for
 * arrays, whole numbers, references (a Lua error) and text that is not JSON (nil and a console
 * line): docs/fake-tts.md.
 */
import { FakeObject } from "../world/objects";
import type { ScriptRuntime } from "./bridge";
import type { LuaData } from "../types";
import { FUNCTION_VALUE, LuaRaise, PlayerRef, type HostValue } from "../values";

function encodeValue(v: LuaData, pretty: boolean, indent: string): string {
  if (v === undefined) return "null";
  if (typeof v === "boolean") return v ? "true" : "false";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new LuaRaise(`JSON.encode: cannot encode the number ${v}`);
    return String(v);
  }
  if (typeof v === "string") return JSON.stringify(v);
  if (v instanceof FakeObject) throw new LuaRaise("JSON.encode: cannot encode an Object reference (use its GUID)");
  if (v instanceof PlayerRef) throw new LuaRaise("JSON.encode: cannot encode a Player reference (use its colour)");
  if (v === FUNCTION_VALUE) throw new LuaRaise("JSON.encode: cannot encode a function");
  const inner = indent + "  ";
  const sep = pretty ? ",\n" + inner : ",";
  const open = (c: string): string => (pretty ? c + "\n" + inner : c);
  const close = (c: string): string => (pretty ? "\n" + indent + c : c);
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    return open("[") + v.map((x) => encodeValue(x, pretty, inner)).join(sep) + close("]");
  }
  const entries = Object.entries(v as { [key: string]: LuaData });
  if (entries.length === 0) return "[]";
  const colon = pretty ? ": " : ":";
  return open("{") + entries.map(([k, x]) => JSON.stringify(k) + colon + encodeValue(x, pretty, inner)).join(sep) + close("}");
}

/** JSON text of the Lua value at stack index `idx` of `rt`. */
export function jsonEncode(rt: ScriptRuntime, idx: number, pretty: boolean): string {
  return encodeValue(rt.read(idx), pretty, "");
}

function fromJson(v: unknown): HostValue {
  if (v === null) return undefined;
  if (Array.isArray(v)) return v.map(fromJson);
  if (typeof v === "object") {
    const out: { [key: string]: HostValue } = {};
    for (const [k, x] of Object.entries(v as object)) out[k] = fromJson(x);
    return out;
  }
  return v as HostValue;
}

/** The Lua value of JSON text, or undefined with `error` set when the text is not JSON. */
export function jsonDecode(text: unknown): { value: HostValue; error?: string } {
  if (typeof text !== "string") return { value: undefined, error: `JSON.decode: expected a string, got ${typeof text}` };
  try {
    return { value: fromJson(JSON.parse(text)) };
  } catch (e) {
    return { value: undefined, error: `JSON.decode: ${(e as Error).message}` };
  }
}
