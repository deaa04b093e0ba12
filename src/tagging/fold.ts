/**
 * A name as words to compare: accents and case folded, any other character a word break
 * ("crypt_tile (Destroyed)" → crypt, tile, destroyed). Each accented letter is a whole-string key
 * of FOLD, so it folds alike whether the VM counts it as UTF-8 bytes (fengari) or one UTF-16
 * unit (MoonSharp); what is left is ASCII, so later comparisons count the same units everywhere.
 */

/** Names are short: past this many units, a text is prose (a rules description), not a name. */
export const FOLD_LENGTH = 200;

/** Each accented letter (both cases), ligature and typographic apostrophe, and its plain spelling. */
const ACCENTED: string[][] = [
  ["à", "a"],
  ["á", "a"],
  ["â", "a"],
  ["ã", "a"],
  ["ä", "a"],
  ["å", "a"],
  ["ā", "a"],
  ["ă", "a"],
  ["ą", "a"],
  ["À", "a"],
  ["Á", "a"],
  ["Â", "a"],
  ["Ã", "a"],
  ["Ä", "a"],
  ["Å", "a"],
  ["Ā", "a"],
  ["Ă", "a"],
  ["Ą", "a"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["ç", "c"],
  ["ć", "c"],
  ["č", "c"],
  ["Ç", "c"],
  ["Ć", "c"],
  ["Č", "c"],
  ["ď", "d"],
  ["đ", "d"],
  ["ð", "d"],
  ["Ď", "d"],
  ["Đ", "d"],
  ["Ð", "d"],
  ["è", "e"],
  ["é", "e"],
  ["ê", "e"],
  ["ë", "e"],
  ["ē", "e"],
  ["ė", "e"],
  ["ę", "e"],
  ["ě", "e"],
  ["È", "e"],
  ["É", "e"],
  ["Ê", "e"],
  ["Ë", "e"],
  ["Ē", "e"],
  ["Ė", "e"],
  ["Ę", "e"],
  ["Ě", "e"],
  ["ğ", "g"],
  ["Ğ", "g"],
  ["ì", "i"],
  ["í", "i"],
  ["î", "i"],
  ["ï", "i"],
  ["ī", "i"],
  ["į", "i"],
  ["ı", "i"],
  ["Ì", "i"],
  ["Í", "i"],
  ["Î", "i"],
  ["Ï", "i"],
  ["Ī", "i"],
  ["Į", "i"],
  ["İ", "i"],
  ["ł", "l"],
  ["ľ", "l"],
  ["Ł", "l"],
  ["Ľ", "l"],
  ["ñ", "n"],
  ["ń", "n"],
  ["ň", "n"],
  ["Ñ", "n"],
  ["Ń", "n"],
  ["Ň", "n"],
  ["ò", "o"],
  ["ó", "o"],
  ["ô", "o"],
  ["õ", "o"],
  ["ö", "o"],
  ["ø", "o"],
  ["ō", "o"],
  ["ő", "o"],
  ["Ò", "o"],
  ["Ó", "o"],
  ["Ô", "o"],
  ["Õ", "o"],
  ["Ö", "o"],
  ["Ø", "o"],
  ["Ō", "o"],
  ["Ő", "o"],
  ["œ", "oe"],
  ["Œ", "oe"],
  ["ř", "r"],
  ["Ř", "r"],
  ["ś", "s"],
  ["ş", "s"],
  ["š", "s"],
  ["Ś", "s"],
  ["Ş", "s"],
  ["Š", "s"],
  ["ß", "ss"],
  ["ť", "t"],
  ["ţ", "t"],
  ["Ť", "t"],
  ["Ţ", "t"],
  ["þ", "th"],
  ["Þ", "th"],
  ["ù", "u"],
  ["ú", "u"],
  ["û", "u"],
  ["ü", "u"],
  ["ū", "u"],
  ["ů", "u"],
  ["ű", "u"],
  ["ų", "u"],
  ["Ù", "u"],
  ["Ú", "u"],
  ["Û", "u"],
  ["Ü", "u"],
  ["Ū", "u"],
  ["Ů", "u"],
  ["Ű", "u"],
  ["Ų", "u"],
  ["ý", "y"],
  ["ÿ", "y"],
  ["Ý", "y"],
  ["Ÿ", "y"],
  ["ź", "z"],
  ["ż", "z"],
  ["ž", "z"],
  ["Ź", "z"],
  ["Ż", "z"],
  ["Ž", "z"],
  // Apostrophes join ("Oracle's" → "oracles", one edit from "oracle"): no one-letter word is left over.
  ["’", ""],
  ["‘", ""],
];

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";

/** What each known character becomes: ASCII letters lower-cased, digits kept, apostrophes dropped, accented letters folded. */
const FOLD: { [ch: string]: string } = {};
/** The longest FOLD key, in this VM's units (1 on MoonSharp and in JS, up to 3 bytes in C Lua). */
let longest = 1;
for (let i = 0; i < 26; i++) {
  FOLD[LOWER.substring(i, i + 1)] = LOWER.substring(i, i + 1);
  FOLD[UPPER.substring(i, i + 1)] = LOWER.substring(i, i + 1);
}
for (let i = 0; i < 10; i++) FOLD[DIGITS.substring(i, i + 1)] = DIGITS.substring(i, i + 1);
FOLD["'"] = "";
for (const pair of ACCENTED) {
  FOLD[pair[0]] = pair[1];
  if (pair[0].length > longest) longest = pair[0].length;
}

/** The folded character at `i`, and how many units it spans; a character FOLD does not know is a break (" "). */
function foldAt(text: string, i: number): { out: string; size: number } {
  // One unit first: most text is ASCII, and no longer key starts with an ASCII character.
  for (let size = 1; size <= longest; size++) {
    const folded = FOLD[text.substring(i, i + size)];
    // typeof: a JS object answers inherited names ("constructor") with functions.
    if (typeof folded === "string") return { out: folded, size };
  }
  return { out: " ", size: 1 };
}

/** The words of a text, folded; the first FOLD_LENGTH units only. */
export function foldWords(text: string): string[] {
  const words: string[] = [];
  if (typeof text !== "string") return words;
  const end = text.length < FOLD_LENGTH ? text.length : FOLD_LENGTH;
  let word: string[] = [];
  let i = 0;
  while (i < end) {
    const ch = foldAt(text, i);
    i += ch.size;
    if (ch.out === " ") {
      if (word.length > 0) words.push(word.join(""));
      word = [];
    } else if (ch.out !== "") word.push(ch.out);
  }
  if (word.length > 0) words.push(word.join(""));
  return words;
}
