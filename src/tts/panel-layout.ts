/**
 * The screen panel's sizes on TTS's Global UI (pixels of its 1920 × 1080 reference screen) and
 * how wide a label is at a type size. TTS measures text with its own font, which a script cannot
 * ask: a label's width is estimated from its characters, each wide letter counted at its widest
 * (test/tts/panel.test.ts holds every label the panel can show to these widths).
 */
export const PANEL = {
  width: 340,
  pad: 6,
  gap: 3,
  /**
   * From the screen's lower right corner: below TTS's player list (upper right), away from its
   * chat (lower left); at most `maxHeight` tall, its top stays clear of the list.
   */
  offsetX: -12,
  offsetY: 40,
  maxHeight: 600,
  buttonHeight: 26,
  buttonFont: 14,
  /** The Crown's candidates, three to a row of a grid, a name on up to two lines. */
  choiceFont: 12,
  choicesPerRow: 3,
  choiceHeight: 28,
  headingHeight: 16,
  headingFont: 12,
  titleFont: 16,
  hideWidth: 60,
  textFont: 13,
  lineHeight: 17,
  statusLines: 2,
  settingFont: 13,
  /** Padding Unity's button leaves either side of its label. */
  buttonInset: 8,
};

/** Characters wider than most, as a share of the type size: capitals and the broad lower-case letters. */
const WIDE = "MWmw@";
const CAPS = "ABCDEFGHIJKLNOPQRSTUVXYZ";
const NARROW = "ijlI.,:;'! ()|";

/** The estimated width of a line of text at this type size, in pixels (an overestimate for ordinary words). */
export function textWidth(text: string, font: number): number {
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.substring(i, i + 1);
    if (WIDE.indexOf(ch) >= 0) em += 0.9;
    else if (CAPS.indexOf(ch) >= 0) em += 0.7;
    else if (NARROW.indexOf(ch) >= 0) em += 0.3;
    else em += 0.56;
  }
  return em * font;
}

/** How many lines the text wraps into at this width, word by word (a word wider than a line takes as many as it spans). */
export function linesOf(text: string, font: number, width: number): number {
  const space = textWidth(" ", font);
  let lines = 0;
  let used = -1;
  for (const word of text.split(" ")) {
    const w = textWidth(word, font);
    if (used >= 0 && used + space + w <= width) used = used + space + w;
    else {
      const spans = Math.max(1, Math.ceil(w / width));
      lines = lines + spans;
      used = w - (spans - 1) * width;
    }
  }
  return Math.max(1, lines);
}

/** The room inside the panel's padding. */
export function innerWidth(): number {
  return PANEL.width - 2 * PANEL.pad;
}

/** The width of each of `n` buttons side by side in a row. */
export function buttonWidth(n: number): number {
  return (innerWidth() - PANEL.gap * (n - 1)) / n;
}

/** Whether a label fits a button `width` wide at this type size. */
export function fits(label: string, font: number, width: number): boolean {
  return textWidth(label, font) <= width - 2 * PANEL.buttonInset;
}
