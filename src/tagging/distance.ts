/**
 * How far apart two folded words are (fold.ts: ASCII only, so every VM counts the same
 * characters): the optimal string alignment distance, i.e. insertions, deletions, substitutions
 * and swaps of two neighbouring letters ("Crpyt" is one swap from "Crypt"), each one edit.
 */

/** Edits a word of this length may have and still match: none for short words (a typo there makes another word). */
export function tolerance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** A word's letters, and how many of each: split once, as the same words are compared many times. */
interface Letters {
  chars: string[];
  /** Each letter once, in the order met. */
  distinct: string[];
  counts: { [letter: string]: number };
}

const LETTERS: { [word: string]: Letters } = {};

function lettersOf(word: string): Letters {
  const key = "#" + word;
  const known = LETTERS[key];
  if (known !== undefined) return known;
  const out: Letters = { chars: [], distinct: [], counts: {} };
  for (let i = 0; i < word.length; i++) {
    const ch = word.substring(i, i + 1);
    out.chars.push(ch);
    const n = out.counts[ch];
    if (typeof n === "number") out.counts[ch] = n + 1;
    else {
      out.counts[ch] = 1;
      out.distinct.push(ch);
    }
  }
  LETTERS[key] = out;
  return out;
}

/**
 * How many of a's letters b lacks, counted with repeats: each edit takes one letter away and
 * puts at most one in, and a swap none, so the distance is never less (a bound far cheaper than
 * the table, which most pairs of unrelated words never need).
 */
function lacking(a: Letters, b: Letters): number {
  let n = 0;
  for (const ch of a.distinct) {
    const have = b.counts[ch];
    const need = a.counts[ch];
    n += typeof have === "number" ? (need > have ? need - have : 0) : need;
  }
  return n;
}

/** The distance between a and b, or `max + 1` as soon as it is sure to exceed `max` (a name is compared with many). */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (n - m > max || m - n > max) return max + 1;
  const la = lettersOf(a);
  const lb = lettersOf(b);
  if (lacking(la, lb) > max || lacking(lb, la) > max) return max + 1;
  const as = la.chars;
  const bs = lb.chars;
  // Three rows of the table: two back (for a swap), the last, and this one.
  let older: number[] = [];
  let last: number[] = [];
  for (let j = 0; j <= m; j++) last.push(j);
  for (let i = 1; i <= n; i++) {
    const row: number[] = [i];
    let least = i;
    for (let j = 1; j <= m; j++) {
      const same = as[i - 1] === bs[j - 1];
      let d = last[j - 1] + (same ? 0 : 1);
      if (last[j] + 1 < d) d = last[j] + 1;
      if (row[j - 1] + 1 < d) d = row[j - 1] + 1;
      if (i > 1 && j > 1 && !same && as[i - 1] === bs[j - 2] && as[i - 2] === bs[j - 1] && older[j - 2] + 1 < d) d = older[j - 2] + 1;
      row.push(d);
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    older = last;
    last = row;
  }
  const d = last[m];
  return d > max ? max + 1 : d;
}
