/**
 * Deterministic ordering without `table.sort` (not stable in Lua) or `Array.prototype.sort`
 * (docs/moonsharp.md): an insertion sort whose comparison falls back on the input index, so
 * equal keys keep their input order on every VM.
 */

/** Negative when a comes first, positive when b does, 0 when the keys are equal. */
export type Compare<T> = (this: void, a: T, b: T) => number;

/** A sorted copy; the input is not changed. Lists here are small (a few dozen pieces). */
export function sortedBy<T>(items: T[], compare: Compare<T>): T[] {
  const out: T[] = [];
  const at: number[] = [];
  for (let i = 0; i < items.length; i++) {
    // Shift the later ones up by hand: no splice, no holes in the Lua table.
    let j = out.length;
    out.push(items[i]);
    at.push(i);
    while (j > 0 && before(items[i], i, out[j - 1], at[j - 1], compare)) {
      out[j] = out[j - 1];
      at[j] = at[j - 1];
      j--;
    }
    out[j] = items[i];
    at[j] = i;
  }
  return out;
}

/** The total order: the key first, then the input index. */
function before<T>(a: T, ia: number, b: T, ib: number, compare: Compare<T>): boolean {
  const c = compare(a, b);
  if (c !== 0) return c < 0;
  return ia < ib;
}

/** The median of a list of numbers; 0 for an empty list. */
export function median(values: number[]): number {
  const n = values.length;
  if (n === 0) return 0;
  // A NaN compares as equal to everything: it keeps its place among its neighbours.
  const sorted = sortedBy(values, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = Math.floor(n / 2);
  // Even count: the mean of the two middle values (no `%`: parity by floor).
  if (mid * 2 === n) return (sorted[mid - 1] + sorted[mid]) / 2;
  return sorted[mid];
}
