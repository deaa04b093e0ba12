/**
 * A card's steps as a player writes them in TTS, without the card file or a build: a short line
 * in the card's description, e.g. `Teleport 2, Avatar Effect` (docs/cards.md, "A line on the
 * card"). Steps are separated by commas, semicolons or line breaks, words by spaces; case does
 * not matter. Every word must be known: a word the line does not know refuses the whole card, so
 * that a typo never resolves a card by half. Conditions (`when`) and `say` stay the card file's.
 *
 * Read character by character, never with a Lua pattern: a description is as long as a player
 * makes it, and MoonSharp gives up on patterns with `-` or `*` past about 64 characters
 * (docs/moonsharp.md).
 */
import type { CardStep } from "./card";
import { cardLineWords, lineWords } from "../words/card-line";

export interface CardLine {
  /** The steps, in the order written; absent when the line is refused or empty. */
  steps?: CardStep[];
  /** The steps as written, on one line, lower case: the card's name in its announcements. */
  text?: string;
  /** Why the line gives no steps: a word it does not know, a number out of range, or no step at all. */
  error?: string;
  /** The line holds no word at all (an empty or blank description). */
  empty?: boolean;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** Commas, semicolons and line breaks end a step. */
function endsStep(code: number): boolean {
  return code === 44 || code === 59 || code === 10 || code === 13;
}

/** The line's steps, each a list of words, lower case; empty steps (two commas in a row) dropped. */
function stepsOf(line: string): string[][] {
  const lower = line.toLowerCase();
  const out: string[][] = [];
  let words: string[] = [];
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 44;
    const breaks = endsStep(code) || isSpace(code);
    if (!breaks) {
      if (start < 0) start = i;
    } else {
      if (start >= 0) {
        words.push(lower.substring(start, i));
        start = -1;
      }
      if (endsStep(code)) {
        if (words.length > 0) out.push(words);
        words = [];
      }
    }
  }
  return out;
}

/** A whole number written in digits alone ("2"), or undefined. */
function wholeNumber(word: string | undefined): number | undefined {
  if (word === undefined || word.length === 0 || word.length > 6) return undefined;
  let n = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return undefined;
    n = n * 10 + (code - 48);
  }
  return n;
}

/** A place word (`target`, `jukas`) as the card format spells it, or undefined. */
function placeOf(word: string | undefined): string | undefined {
  if (word === lineWords.onTarget) return "target";
  if (word === lineWords.onJukas) return "jukas";
  return undefined;
}

/**
 * The steps of a card's description. `deck` and `name` word the refusal (the card's deck, its
 * name as the table shows it).
 */
export function readCardLine(line: string, deck: string, name: string): CardLine {
  const deckName = cardLineWords.deckName(deck);
  const steps: CardStep[] = [];
  const texts: string[] = [];
  const written = stepsOf(typeof line === "string" ? line : "");
  if (written.length === 0) return { error: cardLineWords.noSteps(deckName, name), empty: true };
  for (const words of written) {
    const first = words[0];
    const joined = words.join(" ");
    let step: CardStep | undefined = undefined;
    let extra = 1;
    if (first === lineWords.target || first === lineWords.teleport) {
      const priority = wholeNumber(words[1]);
      if (priority === undefined || priority < 1 || priority > 3)
        return { error: cardLineWords.badNumber(deckName, name, joined, cardLineWords.priorityRange()) };
      step = { step: first === lineWords.target ? "target" : "teleport", priority };
      extra = 2;
    } else if (first === lineWords.damage || first === lineWords.instability) {
      const amount = wholeNumber(words[1]);
      if (amount === undefined || amount < 1)
        return { error: cardLineWords.badNumber(deckName, name, joined, cardLineWords.amountRange()) };
      step = { step: first === lineWords.damage ? "damage" : "instability", amount };
      extra = 2;
    } else if (first === lineWords.avatar && words[1] === lineWords.effect) {
      step = { step: "avatarEffect" };
      extra = 2;
      const room = placeOf(words[2]);
      if (room !== undefined) {
        step.room = room;
        extra = 3;
      }
    } else if (first === lineWords.vortex) {
      const where = placeOf(words[1]);
      if (where === undefined) return { error: cardLineWords.unknownWord(deckName, name, joined) };
      step = { step: "placeVortex", in: where };
      extra = 2;
    }
    // "avatar" alone, or with a word other than "effect": that word is the one it does not know.
    if (step === undefined && first === lineWords.avatar && words.length > 1)
      return { error: cardLineWords.unknownWord(deckName, name, words[1]) };
    if (step === undefined) return { error: cardLineWords.unknownWord(deckName, name, first) };
    if (words.length > extra) return { error: cardLineWords.unknownWord(deckName, name, words[extra]) };
    steps.push(step);
    texts.push(joined);
  }
  return { steps, text: texts.join(", ") };
}
