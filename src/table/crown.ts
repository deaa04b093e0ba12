/**
 * I6: who holds the Crown, and R10's play order (L6, docs/rules.md): from the Crown holder (the
 * First Mage) round the table, TTS's turn order when turns are on, else seat order, over the
 * colours in play (I10).
 */
import { Board, Spot, pointOf } from "./board";
import { Point, closest } from "./geometry";
import { COLOURS, Piece, pieceLabel } from "./pieces";
import { tableWords } from "../words/table";

/** Seated seat colours only: a TTS game master (Black) or a spectator is no player. */
export function seatedPlayers(seated: string[] | undefined): string[] {
  const out: string[] = [];
  if (typeof seated !== "object" || seated === null) return out;
  // seated.indexOf(colour) for each colour, as one pass over the list.
  const isSeated: { [colour: string]: boolean } = {};
  for (let i = 0; i < seated.length; i++) {
    const colour = seated[i];
    if (typeof colour === "string") isSeated[colour] = true;
  }
  for (const colour of COLOURS) {
    // === true: a JS object answers inherited names ("constructor") with functions.
    if (isSeated[colour] === true) out.push(colour);
  }
  return out;
}

/** Who holds the Crown (I6), and whether a Mage Card holds it (else the host does, there being no Crown to go by). */
export interface CrownRead {
  holder?: string;
  byCard: boolean;
}

/**
 * I6: the colour in play (I10, `inPlay`) whose Mage Card is nearest the Crown token, however many
 * sit at the table (one person seated for several colours holds nothing by sitting: the physical
 * Crown decides, and R10's order starts there); with one colour in play, that colour; with no
 * Crown (or no Mage Card of a colour in play to hold it), the host, and the players are told.
 */
export function crownHolder(
  crown: Piece | undefined,
  board: Board,
  inPlay: string[],
  host: string | undefined,
  warnings: string[],
): CrownRead {
  if (crown !== undefined && board.cards.length > 0) {
    const holder = nearestCard(crown, board, inPlay, warnings);
    if (holder !== undefined) return { holder, byCard: true };
  }
  if (inPlay.length === 1) return { holder: inPlay[0], byCard: true };
  const named = typeof host === "string" && host !== "" ? host : undefined;
  if (named === undefined) warnings.push(tableWords.noCrownNoHost());
  else if (crown === undefined) warnings.push(tableWords.noCrown(named));
  // With no colour in play yet (no Mage on the Lodge), no card could hold it: nothing to warn of.
  else if (inPlay.length > 0) warnings.push(tableWords.crownNoCard(named));
  return { holder: named, byCard: false };
}

/**
 * The colour of the card in play nearest the Crown. The nearest card of all is measured first
 * (one search in the common case); when its colour is not in play, the nearest in play holds it,
 * and both colours are named.
 */
function nearestCard(crown: Piece, board: Board, inPlay: string[], warnings: string[]): string | undefined {
  const at = pointOf(crown);
  const nearest = closestCard(at, board.cards, board.width, crown, warnings);
  if (inPlay.indexOf(nearest.key) >= 0) return nearest.key;
  const cards: Spot[] = [];
  for (const card of board.cards) if (inPlay.indexOf(card.key) >= 0) cards.push(card);
  if (cards.length === 0) return undefined;
  const holder = closestCard(at, cards, board.width, crown, warnings);
  warnings.push(tableWords.crownNearOutOfPlay(nearest.key, holder.key));
  return holder.key;
}

function closestCard(at: Point, cards: Spot[], width: number, crown: Piece, warnings: string[]): Spot {
  const centres: Point[] = [];
  for (const card of cards) centres.push(card.centre);
  const near = closest(at, centres, width);
  const card = cards[near.area];
  if (near.rival >= 0) warnings.push(tableWords.ambiguous(pieceLabel(crown), card.label, cards[near.rival].label));
  return card;
}

/**
 * L6: R10's play order over the colours in play (I10), starting at the Crown holder: TTS's turn
 * order as the adapter gives it (turned round to start there), else seat order from there.
 */
export function playOrder(inPlay: string[], crown: string | undefined, turnOrder: string[] | undefined): string[] {
  const out: string[] = [];
  if (typeof turnOrder === "object" && turnOrder !== null) {
    const listed: string[] = [];
    for (const colour of turnOrder) {
      if (inPlay.indexOf(colour) >= 0 && listed.indexOf(colour) < 0) listed.push(colour);
    }
    // A holder the turns do not list (the host's colour, no Crown) leaves the order as TTS has it.
    let from = listed.indexOf(crown === undefined ? "" : crown);
    if (from < 0) from = 0;
    for (let k = 0; k < listed.length; k++) out.push(listed[from + k < listed.length ? from + k : from + k - listed.length]);
    // A colour in play that TTS's order lacks (automatic turns list only the seated: a colour
    // played hot seat) still takes its turn, after them in seat order (inPlay's).
    for (const colour of inPlay) if (out.indexOf(colour) < 0) out.push(colour);
    return out;
  }
  const hasModel: { [colour: string]: boolean } = {};
  for (const colour of inPlay) hasModel[colour] = true;
  let from = 0;
  for (let i = 0; i < COLOURS.length; i++) {
    if (COLOURS[i] === crown) {
      from = i;
      break;
    }
  }
  for (let k = 0; k < COLOURS.length; k++) {
    // Seat order, wrapping round after Pink (an index step, not `%`).
    const colour = COLOURS[from + k < COLOURS.length ? from + k : from + k - COLOURS.length];
    // === true: a JS object answers inherited names ("constructor") with functions.
    if (hasModel[colour] === true) out.push(colour);
  }
  return out;
}
