/**
 * Where the Vortex Tokens are (R2, R9): in a Room, on a Mage Card, or in the game pool (the
 * `BRW:VortexPool` bag, plus loose tokens, a token in a Cell being loose). A stack counts as its
 * quantity everywhere.
 */
import { Board, Spot, spotOf } from "./board";
import { Piece, TAG, countOf, hasTag, pieceLabel } from "./pieces";
import { PieceCount } from "./table-index";
import { tableWords } from "../words/table";

export interface Tokens {
  count: number;
  ids: string[];
}

export interface VortexTally {
  /** By board.rooms position. */
  inRoom: Tokens[];
  /** By board.cards position. */
  onCard: Tokens[];
  bags: PieceCount[];
  loose: PieceCount[];
  pool: number;
}

function noTokens(n: number): Tokens[] {
  const out: Tokens[] = [];
  for (let i = 0; i < n; i++) out.push({ count: 0, ids: [] });
  return out;
}

/** A Room's or a Mage Card's tally; undefined for a Cell or nowhere (loose, R2). */
function tokensAt(tally: VortexTally, where: Spot | undefined): Tokens | undefined {
  if (where === undefined) return undefined;
  if (where.kind === "room") return tally.inRoom[where.at];
  if (where.kind === "card") return tally.onCard[where.at];
  return undefined;
}

export function tallyVortex(pieces: Piece[], board: Board, warnings: string[]): VortexTally {
  const tally: VortexTally = { inRoom: noTokens(board.rooms.length), onCard: noTokens(board.cards.length), bags: [], loose: [], pool: 0 };
  const looseLabels: string[] = [];
  let looseCount = 0;
  for (const piece of pieces) {
    if (hasTag(piece, TAG.vortexPool)) {
      tally.bags.push({ id: piece.id, count: countOf(piece) });
      tally.pool += countOf(piece);
      continue;
    }
    // A container tagged BRW:Vortex that is not the pool bag is nobody's: it is left alone.
    if (!hasTag(piece, TAG.vortex) || piece.container) continue;
    const n = countOf(piece);
    const into = tokensAt(tally, spotOf(board, piece, warnings));
    if (into !== undefined) {
      into.count += n;
      into.ids.push(piece.id);
      continue;
    }
    tally.loose.push({ id: piece.id, count: n });
    tally.pool += n;
    looseCount += n;
    looseLabels.push(pieceLabel(piece));
  }
  if (looseCount > 0) warnings.push(tableWords.looseVortex(looseCount, looseLabels));
  return tally;
}
