/**
 * Plain JS data to and from the bridge's JSON form of Lua values (bridge.cs): a table travels as
 * its list of [key, value] pairs, a whole number as a number, any other as its bits
 * {"b": "<hex>"} (Mono neither prints nor parses every double exactly), NaN as {"n": "NaN"}.
 */

export type Wire = null | boolean | number | string | Wire[] | { [key: string]: Wire };

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** A number as the bridge reads it exactly: a whole number as text, any other as its bits. */
export function numberToWire(v: number): Wire {
  if (Number.isInteger(v) && Math.abs(v) < 2 ** 53 && !Object.is(v, -0)) return v;
  if (Number.isNaN(v)) return { n: "NaN" };
  f64[0] = v;
  return { b: u32[1].toString(16).padStart(8, "0") + u32[0].toString(16).padStart(8, "0") };
}

export function numberFromWire(w: { n?: string; b?: string }): number {
  if (w.b === undefined) return Number(w.n);
  u32[1] = parseInt(w.b.slice(0, 8), 16);
  u32[0] = parseInt(w.b.slice(8), 16);
  return f64[0];
}

export function toWire(v: unknown): Wire {
  if (v === undefined || v === null) return null;
  if (typeof v === "number") return numberToWire(v);
  if (typeof v === "boolean" || typeof v === "string") return v;
  if (Array.isArray(v)) return { t: v.flatMap((x, i) => (x === undefined ? [] : [[i + 1, toWire(x)]])) };
  if (typeof v === "object") {
    return { t: Object.entries(v as Record<string, unknown>).flatMap(([k, x]) => (x === undefined ? [] : [[k, toWire(x)]])) };
  }
  throw new Error("cannot pass a " + typeof v + " to Lua");
}

/** A table whose keys are exactly 1..n reads as a list (an empty one too), any other as an object. */
export function tableFromPairs(pairs: [unknown, unknown][]): unknown {
  const n = pairs.length;
  if (pairs.every(([k]) => typeof k === "number" && Number.isInteger(k) && k >= 1 && k <= n)) {
    const out: unknown[] = new Array(n);
    for (const [k, v] of pairs) out[(k as number) - 1] = v;
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of pairs) out[String(k)] = v;
  return out;
}

export function fromWire(w: Wire): unknown {
  if (w === null) return undefined;
  if (typeof w !== "object") return w;
  if (Array.isArray(w)) return w.map(fromWire);
  if ("n" in w || "b" in w) return numberFromWire(w as { n?: string; b?: string });
  if ("t" in w) return tableFromPairs((w.t as [Wire, Wire][]).map(([k, v]) => [fromWire(k), fromWire(v)]));
  if ("f" in w || "h" in w) return "<function>";
  if ("u" in w) return "<userdata>";
  return "<" + Object.keys(w).join(",") + ">";
}
