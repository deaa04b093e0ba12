/**
 * Warnings that stand while the table stays as it is (I10: a colour's model off the Lodge, not in
 * play). Said once, when one becomes true, not at every press: a two-player game would otherwise
 * hear of the two colours nobody plays four times a press. Said again once it stopped and came back.
 */
import { COLOURS } from "../table/pieces";
import { tableWords } from "../words/table";
import { plain } from "../words/text";
import type { Tabletop, Standing } from "./tabletop";

const STANDING: { [text: string]: boolean } = {};
for (const colour of COLOURS) STANDING[tableWords.notInPlay(colour)] = true;

/**
 * What was said, by the adapter's tabletop: a script that builds its controller again keeps what
 * was said. A plain Map: a script has one tabletop for its life, and weak tables do nothing on
 * MoonSharp (docs/moonsharp.md).
 */
const saidOn = new Map<Tabletop, Standing>();

/**
 * The controller's view of the adapter's host: the same host, whose chat and screens tell each
 * standing warning once and no rule code (issue 41). A new object: the adapter's host stays as built.
 */
export function speaking(tabletop: Tabletop): Tabletop {
  let standing = saidOn.get(tabletop);
  if (standing === undefined) {
    standing = { said: {} };
    saidOn.set(tabletop, standing);
  }
  const said = standing;
  return {
    ...tabletop,
    standing: said,
    // Issue 41: no rule code or setting name in what players read (plain); the log keeps them.
    broadcast: (text, warning) => tabletop.broadcast(plain(text), warning),
    print: (text, warning) => {
      if (STANDING[text] !== true) return tabletop.print(plain(text), warning);
      if (said.said[text] === "old") return;
      said.said[text] = "fresh";
      tabletop.print(plain(text), warning);
    },
    tell: (color, text) => {
      if (STANDING[text] !== true || said.said[text] !== "old") tabletop.tell(color, plain(text));
    },
  };
}

/** The warnings still to say: a standing one said already is left out (and marked said now). */
export function unsaid(tabletop: Tabletop, warnings: string[]): string[] {
  const standing = tabletop.standing;
  const out: string[] = [];
  for (const w of warnings) {
    if (standing === undefined || STANDING[w] !== true) out.push(w);
    else if (standing.said[w] !== "old") {
      standing.said[w] = "fresh";
      out.push(w);
    }
  }
  return out;
}

/**
 * At each read of the Mage models: what was said stays said while it stands; what no longer
 * stands is forgotten, to be said again if it comes back.
 */
export function stillStanding(standing: Standing, warnings: string[]): void {
  const now: { [text: string]: boolean } = {};
  for (const w of warnings) now[w] = true;
  for (const colour of COLOURS) {
    const text = tableWords.notInPlay(colour);
    const said = standing.said[text];
    if (now[text] !== true) standing.said[text] = "";
    else if (said === "fresh") standing.said[text] = "old";
  }
}
