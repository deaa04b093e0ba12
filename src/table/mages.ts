/**
 * The Mages and Jukas: where each model stands, the Vortex Tokens on each Mage Card, and the
 * counters' values. I10: a Mage is a colour in play, one whose model lies on the Lodge (in a Room
 * or a Cell); a Mage Card, counter or Cell of any other colour is scenery, read for nothing.
 */
import { JUKAS, Jukas, Mage, Place } from "../core/model";
import { onLodge } from "../core/working-copy";
import { Board, Owned, Spot, spotOf } from "./board";
import { ownedBy, readOwned } from "./owned";
import { COLOURS, OWNERS, Piece, pieceLabel } from "./pieces";
import { AreaRef, CounterRef, MageRef } from "./table-index";
import { VortexTally } from "./vortex";
import { InstabilityTally } from "./instability";
import { tableWords } from "../words/table";

export interface MagesRead {
  mages: Mage[];
  refs: MageRef[];
  jukas?: Jukas;
  jukasModel?: string;
  jukasPower?: number;
  counters: CounterRef[];
  /** I10: the colours in play, in seat order (the Mages; play order and the Crown are drawn from these). */
  inPlay: string[];
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
export function readMages(
  powers: Piece[],
  damages: Piece[],
  board: Board,
  models: Owned[],
  vortex: VortexTally,
  instability: InstabilityTally,
  warnings: string[],
): MagesRead {
  // The models first: their places say which colours are in play, whose counters alone are read.
  const inPlay: { [colour: string]: Place } = {};
  for (const model of models) {
    if (model.owner !== JUKAS) {
      const at = placeOf(board, model.piece, warnings);
      if (onLodge(at)) inPlay[model.owner] = at;
      else warnings.push(tableWords.notInPlay(model.owner));
    }
  }
  const power = readCounters(powers, true, "Power counter", inPlay, warnings);
  const damage = readCounters(damages, false, "Damage counter", inPlay, warnings);
  const counters: CounterRef[] = [];
  addCounters(counters, power, "power");
  addCounters(counters, damage, "damage");
  const out: MagesRead = { mages: [], refs: [], counters, inPlay: [] };
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
    // The index knows every colour's pieces (a model may come into play; its menu item is there first).
    out.refs.push(mageRef(colour, model, card, vortex));
    // Only a colour (COLOURS) is looked up: no inherited name ("constructor") can answer.
    const at = inPlay[colour];
    if (model === undefined || at === undefined) continue;
    const mage: Mage = { color: colour, at, vortexOnCard: card === undefined ? 0 : vortex.onCard[card.at].count };
    out.inPlay.push(colour);
    if (powerCounter !== undefined) mage.power = powerCounter.piece.value;
    if (damageCounter !== undefined) mage.damage = damageCounter.piece.value;
    else if (card !== undefined) mage.damage = damageCubes(colour, instability.onCard[card.at]);
    out.mages.push(mage);
  }
  readJukas(board, models, power, out, warnings);
  return out;
}

/**
 * L5: with no Damage counter, a Mage's Damage is the other owners' cubes on their Mage Card
 * (another colour's, Jukas's, the Black Rose's); the Mage's own cubes there are not Damage.
 */
function damageCubes(colour: string, counts: number[]): number {
  let n = 0;
  for (let i = 0; i < counts.length; i++) if (OWNERS[i] !== colour) n += counts[i];
  return n;
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

/** Counters with a value; one without is warned about (Jukas's and those of colours in play, I10) and counts as missing. */
function readCounters(pieces: Piece[], jukas: boolean, what: string, inPlay: { [colour: string]: Place }, warnings: string[]): Owned[] {
  const out: Owned[] = [];
  for (const o of readOwned(pieces, { jukas, what, want: COLOUR_TAGS + (jukas ? " or BRW:Jukas" : "") }, warnings)) {
    const v = o.piece.value;
    if (typeof v === "number" && v === v) out.push(o);
    // A counter of a colour not in play is scenery, never warned about; OWNERS names no inherited key.
    else if (o.owner === JUKAS || inPlay[o.owner] !== undefined) warnings.push(tableWords.counterNoValue(pieceLabel(o.piece)));
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
