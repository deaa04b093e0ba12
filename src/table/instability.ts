/**
 * Instability pieces: by owner in each Room (R14, R15 count them) and on each Mage Card (L5: the
 * Damage a Mage took, R16), and Jukas's supply, every `BRW:Instability` + `BRW:Jukas` piece in
 * no Room and on no Mage Card, loose or in a container (docs/rules.md).
 */
import { Board, locate } from "./board";
import { Point } from "./geometry";
import { OWNERS, Piece, TAG, canonicalTag, countOf, hasTag, instabilityOwnerIndex, itemsOf, ownerIndex, pieceLabel, SPELT } from "./pieces";
import { PieceCount } from "./table-index";
import { JUKAS } from "../core/model";
import { tableWords } from "../words/table";

export interface InstabilityTally {
  /** By board.rooms position, then by OWNERS position. */
  inRoom: number[][];
  /** L5: by board.cards position, then by OWNERS position (a card's cubes are Damage, never supply). */
  onCard: number[][];
  supply: number;
  loose: PieceCount[];
  containers: PieceCount[];
}

/**
 * `pieces`: BRW:Instability pieces that are not containers; `containers`: every
 * container (sortKinds). Each piece is located here (locate), and its point added to the
 * points on the Rooms' tiles (`occupied`, by board.rooms position).
 */
export function tallyInstability(
  pieces: Piece[],
  containers: Piece[],
  board: Board,
  occupied: Point[][],
  warnings: string[],
): InstabilityTally {
  const tally: InstabilityTally = { inRoom: [], onCard: [], supply: 0, loose: [], containers: [] };
  // A copy of a row of zeros per Room: one table constructor, not a push per owner.
  for (const _ of board.rooms) tally.inRoom.push([...NO_OWNERS]);
  for (const _ of board.cards) tally.onCard.push([...NO_OWNERS]);
  const rooms = board.rooms.length;
  // board.all lists the Rooms, then the Cells, then the Mage Cards.
  const firstCard = rooms + board.cells.length;
  for (const piece of pieces) {
    const known = locate(board, piece, occupied);
    const owner = instabilityOwnerIndex(piece.tags);
    if (owner < 0) {
      warnings.push(tableWords.ownerless(pieceLabel(piece), "Instability piece", "a colour, BRW:Jukas or BRW:BlackRose"));
    } else {
      // spotOf's answer (board.all lists the Rooms first, each at its own position), and its warning.
      const area = known.area;
      const room = area >= 0 && area < rooms ? area : -1;
      if (known.rival >= 0) warnings.push(tableWords.ambiguous(pieceLabel(piece), board.all[area].label, board.all[known.rival].label));
      // countOf, without its checks: a read's pieces count whole and never below 0 (wellFormed, and the adapters that skip it).
      const n = piece.quantity;
      if (room >= 0) {
        tally.inRoom[room][owner] += n;
      } else if (area >= firstCard) {
        // L5: a cube on a Mage Card is Damage (Jukas's too: damage he dealt), never supply.
        tally.onCard[area - firstCard][owner] += n;
      } else if (owner === JUKAS_AT) {
        tally.loose.push({ id: piece.id, count: n });
        tally.supply += n;
      }
    }
  }
  for (const piece of containers) countContainer(piece, tally);
  return tally;
}

const JUKAS_AT = ownerIndex(JUKAS);
/** The tags, in locals: a bag holds many pieces, each of whose tags is compared with both. */
const INSTABILITY_TAG = TAG.instability;
const JUKAS_TAG = TAG.jukas;
/** A zero for each owner, in OWNERS order. */
const NO_OWNERS: number[] = OWNERS.map(() => 0);

/** A container of Jukas's pieces counts whole; any other container counts the pieces of his it holds. */
function countContainer(piece: Piece, tally: InstabilityTally): void {
  let n = 0;
  if (hasTag(piece, TAG.instability) && hasTag(piece, TAG.jukas)) n = countOf(piece);
  else {
    for (const item of itemsOf(piece)) {
      // One pass over each item's tags: a bag holds many.
      let instability = false;
      let jukas = false;
      // Items come from an adapter or from wellFormed: their tags are a list.
      for (const tag of item.tags) {
        if (tag === INSTABILITY_TAG) instability = true;
        else if (tag === JUKAS_TAG) jukas = true;
        else if (SPELT[tag] !== true && typeof tag === "string") {
          // Another spelling (`brw:instability`): tags match without regard to case (canonicalTag).
          const known = canonicalTag(tag);
          if (known === INSTABILITY_TAG) instability = true;
          else if (known === JUKAS_TAG) jukas = true;
        }
      }
      if (instability && jukas) n++;
    }
  }
  if (n <= 0) return;
  tally.containers.push({ id: piece.id, count: n });
  tally.supply += n;
}
