/**
 * Pieces that belong to one owner each (Cells, Mage Cards, models, counters): one per owner, in
 * the fixed owner order, whatever order the platform listed the objects in. A second one for the
 * same owner is a table mistake: the first listed is used, and the players are told.
 */
import { Owned } from "./board";
import { OWNERS, Piece, colourOf, jukasOrColour, pieceLabel } from "./pieces";
import { tableWords } from "../words/table";

export interface OwnedKind {
  /** Jukas may own one (BRW:Jukas), besides a seat colour. */
  jukas: boolean;
  /** For warnings: "Cell", "Mage Card". */
  what: string;
  /** For warnings: which tags name an owner. */
  want: string;
}

/** `pieces`: sortKinds's list of the kind (each carries its tag). */
export function readOwned(pieces: Piece[], kind: OwnedKind, warnings: string[]): Owned[] {
  // The first piece of each owner, by owner; `.owner` is checked on every look-up, as a JS
  // object answers inherited names ("constructor") too.
  const found: { [owner: string]: Owned } = {};
  for (const piece of pieces) {
    if (piece.container) continue;
    const owner = ownerOf(piece, kind.jukas);
    if (owner === undefined) {
      warnings.push(tableWords.ownerless(pieceLabel(piece), kind.what, kind.want));
      continue;
    }
    const first = found[owner];
    if (first === undefined || first.owner !== owner) found[owner] = { owner, piece };
    else warnings.push(tableWords.duplicate(kind.what, owner, pieceLabel(first.piece)));
  }
  const out: Owned[] = [];
  for (const owner of OWNERS) {
    const o = found[owner];
    if (o !== undefined && o.owner === owner) out.push(o);
  }
  return out;
}

export function ownedBy(list: Owned[], owner: string): Owned | undefined {
  for (const o of list) {
    if (o.owner === owner) return o;
  }
  return undefined;
}

/** A conditional expression that may yield nil makes TSTL declare a bare local (docs/moonsharp.md). */
function ownerOf(piece: Piece, jukas: boolean): string | undefined {
  if (jukas) return jukasOrColour(piece);
  return colourOf(piece);
}
