/**
 * Numbers that mean the same in JS, C Lua and MoonSharp 2.0.0.0. TSTL writes `Infinity` as
 * `math.huge`, which MoonSharp defines as the largest double, not infinity (docs/moonsharp.md):
 * a real infinity (JSON's 1e999, 1/0) is then not equal to it and not below it.
 */

/** Positive infinity on every VM (division, which TSTL leaves as it is). */
export const INFINITY = 1 / 0;

/** A number that is neither NaN nor infinite: only then is `x - x` zero. */
export function isFiniteNumber(x: unknown): x is number {
  return typeof x === "number" && x - x === 0;
}
