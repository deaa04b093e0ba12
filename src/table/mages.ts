/**
 * The Mages (every colour with a model or a Mage Card on the table, in seat order) and Jukas:
 * where each model stands, the Vortex Tokens on each Mage Card, and the counters' values.
 */
import { JUKAS, Jukas, Mage, Place } from "../core/model";
import { Board, Owned, Spot, spotOf } from "./board";
import { ownedBy, readOwned } from "./owned";
import { COLOURS, Piece, pieceLabel } from "./pieces";
import { AreaRef, CounterRef, MageRef } from "./table-index";
import { VortexTally } from "./vortex";
import { wording } from "./wording";

export interface MagesRead {
  mages: Mage[];
  refs: MageRef[];
  jukas?: Jukas;
  jukasModel?: string;
  jukasPower?: number;
  counters: CounterRef[];
  /** Colours whose model is on the table, in seat order (play order is drawn from these). */
  withModel: string[];
}

const COLOUR_TAGS = "a seat colour";

export function readModels(pieces: Piece[], warnings: string[]): Owned[] {
  return readOwned(pieces, { jukas: true, what: "Mage model", want: COLOUR_TAGS + " or BRW:Jukas" }, warnings);
}

export function readCards(pieces: Piece[], warnings: string[]): Owned[] {
  return readOwned(pieces, { jukas: false, what: "Mage Card", want: COLOUR_TAGS }, warnings);
}

export function readCells(pieces: Piece[], warnings: string[]): Owned[] {
  return readOwned(pieces, { jukas: true, what: "Cell", want: COLOUR_TAGS + " or BRW:Jukas" }, warnings);
}

/** `powers` and `damages`: sortKinds's lists of the pieces tagged BRW:Power and BRW:Damage. */
export function readMages(powers: Piece[], damages: Piece[], board: Board, models: Owned[], vortex: VortexTally, warnings: string[]): MagesRead {
  const power = readCounters(powers, true, "Power counter", warnings);
  const damage = readCounters(damages, false, "Damage counter", warnings);
  const counters: CounterRef[] = [];
  addCounters(counters, power, "power");
  addCounters(counters, damage, "damage");
  const out: MagesRead = { mages: [], refs: [], counters, withModel: [] };
  // Every list is in OWNERS order, whose seat colours come first, in COLOURS order (readOwned):
  // one cursor per list finds each colour's piece as the colours go by.
  const cards = board.cards;
  let m = 0;
  let c = 0;
  let p = 0;
  let d = 0;
  for (const colour of COLOURS) {
    let model: Owned | undefined = undefined;
    if (m < models.length && models[m].owner === colour) model = models[m++];
    let card: Spot | undefined = undefined;
    if (c < cards.length && cards[c].key === colour) card = cards[c++];
    let powerCounter: Owned | undefined = undefined;
    if (p < power.length && power[p].owner === colour) powerCounter = power[p++];
    let damageCounter: Owned | undefined = undefined;
    if (d < damage.length && damage[d].owner === colour) damageCounter = damage[d++];
    if (model === undefined && card === undefined) continue;
    const mage: Mage = { color: colour, vortexOnCard: card === undefined ? 0 : vortex.onCard[card.at].count };
    if (model !== undefined) {
      mage.at = placeOf(board, model.piece, warnings);
      out.withModel.push(colour);
    }
    if (powerCounter !== undefined) mage.power = powerCounter.piece.value;
    if (damageCounter !== undefined) mage.damage = damageCounter.piece.value;
    out.mages.push(mage);
    out.refs.push(mageRef(colour, model, card, vortex));
  }
  readJukas(board, models, power, out, warnings);
  return out;
}

function readJukas(board: Board, models: Owned[], power: Owned[], out: MagesRead, warnings: string[]): void {
  const model = ownedBy(models, JUKAS);
  if (model !== undefined) {
    out.jukas = { at: placeOf(board, model.piece, warnings) };
    out.jukasModel = model.piece.id;
  }
  const counter = ownedBy(power, JUKAS);
  if (counter !== undefined) out.jukasPower = counter.piece.value;
}

/** In a Room, in a Cell (its owner), or neither: on a Mage Card or off the Lodge counts for no Room. */
function placeOf(board: Board, piece: Piece, warnings: string[]): Place {
  const where = spotOf(board, piece, warnings);
  if (where === undefined) return {};
  if (where.kind === "room") return { room: where.key };
  if (where.kind === "cell") return { cell: where.key };
  return {};
}

/** Counters with a value; one without is warned about and counts as missing. */
function readCounters(pieces: Piece[], jukas: boolean, what: string, warnings: string[]): Owned[] {
  const out: Owned[] = [];
  for (const o of readOwned(pieces, { jukas, what, want: COLOUR_TAGS + (jukas ? " or BRW:Jukas" : "") }, warnings)) {
    const v = o.piece.value;
    if (typeof v === "number" && v === v) out.push(o);
    else warnings.push(wording.counterNoValue(pieceLabel(o.piece)));
  }
  return out;
}

function addCounters(out: CounterRef[], list: Owned[], kind: "power" | "damage"): void {
  for (const o of list) out.push({ owner: o.owner, kind, id: o.piece.id });
}

function mageRef(colour: string, model: Owned | undefined, card: Spot | undefined, vortex: VortexTally): MageRef {
  const ref: MageRef = { color: colour, vortexOnCard: card === undefined ? [] : [...vortex.onCard[card.at].ids] };
  if (model !== undefined) ref.model = model.piece.id;
  if (card !== undefined) ref.card = areaRef(card);
  return ref;
}

/** A board spot as the index holds it (the spot's centre is the piece's point). */
export function areaRef(spot: Spot): AreaRef {
  const piece = spot.piece;
  return { id: piece.id, centre: spot.centre, y: piece.y, footprint: spot.footprint };
}
