/**
 * I6: who holds the Crown, and R10's play order (TABLE.md): TTS's turn order when turns are on,
 * else seat order starting from the Crown holder, over the colours with a Mage model.
 */
import { Board, pointOf } from "./board";
import { Point, closest } from "./geometry";
import { COLOURS, Piece, pieceLabel } from "./pieces";
import { wording } from "./wording";

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

/**
 * I6: one seated player (`players`: seatedPlayers) holds it; else the colour of the Mage Card nearest the Crown token; with
 * no Crown (or no Mage Card to hold it), the host, and the players are told.
 */
export function crownHolder(crown: Piece | undefined, board: Board, players: string[], host: string | undefined, warnings: string[]): string | undefined {
  if (players.length === 1) return players[0];
  if (crownOnTable(crown, board)) return nearestCard(crown!, board, warnings);
  const named = typeof host === "string" && host !== "" ? host : undefined;
  if (named === undefined) warnings.push(wording.noCrownNoHost());
  else if (crown === undefined) warnings.push(wording.noCrown(named));
  else warnings.push(wording.crownNoCard(named));
  return named;
}

/** Whether a Crown token lies on the table with a Mage Card to hold it (else the host chooses, I6). */
export function crownOnTable(crown: Piece | undefined, board: Board): boolean {
  return crown !== undefined && board.cards.length > 0;
}

function nearestCard(crown: Piece, board: Board, warnings: string[]): string {
  const centres: Point[] = [];
  for (const card of board.cards) centres.push(card.centre);
  const near = closest(pointOf(crown), centres, board.width);
  const holder = board.cards[near.area];
  if (near.rival >= 0) warnings.push(wording.ambiguous(pieceLabel(crown), holder.label, board.cards[near.rival].label));
  return holder.key;
}

/** R10's play order over the colours with a Mage model. */
export function playOrder(withModel: string[], crown: string | undefined, turnOrder: string[] | undefined): string[] {
  const out: string[] = [];
  if (typeof turnOrder === "object" && turnOrder !== null) {
    for (const colour of turnOrder) {
      if (withModel.indexOf(colour) >= 0 && out.indexOf(colour) < 0) out.push(colour);
    }
    return out;
  }
  const hasModel: { [colour: string]: boolean } = {};
  for (const colour of withModel) hasModel[colour] = true;
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
