/**
 * Whether a name says what a pattern says, with tolerance: case and accents (fold.ts), words of
 * no meaning here ("the", "tile", "destroyed"), typos (distance.ts), word order and a few extra
 * words ("Crypt of the Damned" is the Crypt).
 */
import { foldWords } from "./fold";
import { editDistance, tolerance } from "./distance";

/** Words that say nothing about which piece an object is: dropped from names and patterns alike. */
const NOISE: { [word: string]: boolean } = {
  the: true,
  a: true,
  an: true,
  of: true,
  room: true,
  rooms: true,
  tile: true,
  tiles: true,
  hex: true,
  side: true,
  destroyed: true,
  rebuilt: true,
  front: true,
  back: true,
  brw: true,
  lodge: true,
  token: true,
  tokens: true,
  piece: true,
  pieces: true,
};

/** Words beyond a pattern's that a name may carry and still match it. */
export const EXTRA_WORDS = 3;

/** The words of each text met: a table names many pieces alike (a hundred "Red Instability"). Never changed once made. */
const WORDS: { [text: string]: string[] } = {};

/** A name's meaningful words: folded, without noise words, digits, or the game's title ("Black Rose Wars"). */
export function nameWords(text: string): string[] {
  if (typeof text !== "string") return [];
  const key = "#" + text;
  const known = WORDS[key];
  if (known !== undefined) return known;
  const out = meaningful(foldWords(text));
  // A long text (a description) is read once and not kept: only names repeat.
  if (text.length <= 60) WORDS[key] = out;
  return out;
}

function meaningful(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === "black" && words[i + 1] === "rose" && words[i + 2] === "wars") {
      i += 2;
    } else if (NOISE[w] !== true && !isNumber(w)) out.push(w);
  }
  return out;
}

const DIGIT: { [ch: string]: boolean } = {
  "0": true,
  "1": true,
  "2": true,
  "3": true,
  "4": true,
  "5": true,
  "6": true,
  "7": true,
  "8": true,
  "9": true,
};

function isNumber(word: string): boolean {
  for (let i = 0; i < word.length; i++) if (DIGIT[word.substring(i, i + 1)] !== true) return false;
  return true;
}

/** How well a name matches a pattern: the edits its words needed, the pattern's words, and the name's words left over. */
export interface Match {
  distance: number;
  size: number;
  extra: number;
}

/** Each of the pattern's words matched by a distinct word of the name, within its tolerance; undefined when not. */
export function matchWords(words: string[], pattern: string[]): Match | undefined {
  if (pattern.length === 0 || pattern.length > words.length || words.length - pattern.length > EXTRA_WORDS) return undefined;
  const used: boolean[] = [];
  for (let i = 0; i < words.length; i++) used.push(false);
  let distance = 0;
  for (const p of pattern) {
    const max = tolerance(p.length);
    let best = -1;
    let bestD = 0;
    for (let i = 0; i < words.length; i++) {
      if (!used[i]) {
        const d = editDistance(words[i], p, max);
        if (d <= max && (best < 0 || d < bestD)) {
          best = i;
          bestD = d;
        }
      }
    }
    if (best < 0) return undefined;
    used[best] = true;
    distance += bestD;
  }
  return { distance, size: pattern.length, extra: words.length - pattern.length };
}

/** Negative when a is the better match: fewer edits, then more words matched, then fewer left over. */
export function compareMatch(a: Match, b: Match): number {
  if (a.distance !== b.distance) return a.distance - b.distance;
  if (a.size !== b.size) return b.size - a.size;
  return a.extra - b.extra;
}

/** The best of a name's matches against several patterns (each already `nameWords`), or undefined. */
export function bestMatch(words: string[], patterns: string[][]): Match | undefined {
  let best: Match | undefined = undefined;
  for (const p of patterns) {
    const m = matchWords(words, p);
    if (m !== undefined && (best === undefined || compareMatch(m, best) < 0)) best = m;
  }
  return best;
}
