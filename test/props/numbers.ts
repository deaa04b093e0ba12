/**
 * Numbers spread over a range, for property tests. fc.double draws a double's bits, so in a
 * range around 0 nine in ten of its values lie within a millionth of 0 (measured for
 * fc.double({ min: -60, max: 60 })): most of the range is never tried. `spread` draws evenly
 * over the range half the time, and fc.double's values (its edges and tiny numbers) the other.
 */
import fc from "fast-check";

export function spread(min: number, max: number): fc.Arbitrary<number> {
  const even = fc.integer({ min: 0, max: 1_000_000 }).map((n) => min + ((max - min) * n) / 1_000_000);
  return fc.oneof(even, fc.double({ min, max, noNaN: true }));
}
