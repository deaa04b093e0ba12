/**
 * What the TTS reader asks of each kind of piece (src/tts/read.ts): the tags a read takes, one
 * power of two each, and what a piece's tags ask to be read. A piece's queried tags add up to one
 * number, its kind, made once per table.
 */
import { COLOURS, TAG } from "../table/pieces";
import { EVERY_TAG } from "../table/reader";

/** The owner tags (docs/rules.md): a colour, Jukas; the Black Rose with the Instability. */
export const OWNER_TAGS: string[] = [];
for (const c of COLOURS) OWNER_TAGS.push(c);
OWNER_TAGS.push(TAG.jukas);

/**
 * Every tag a query may ask, in the order a piece lists them, each with its own power of two: an
 * object's tags are the sum of theirs, one number to add up and compare (28 tags: exact in a double).
 */
const QUERY_TAGS: string[] = [...EVERY_TAG, ...OWNER_TAGS, TAG.blackRose];
export const BIT: { [tag: string]: number } = {};
for (let i = 0; i < QUERY_TAGS.length; i++) BIT[QUERY_TAGS[i]] = 2 ** i;

/** A kind of piece: its tags (in QUERY_TAGS order) and what they ask to be read. */
export interface Kind {
  tags: string[];
  reads: Reads;
}

/** Each sum's kind, made once: a table holds few kinds of piece. Shared: no reader changes a piece's tags. */
const KINDS: { [sum: number]: Kind } = {};

/** The kind whose tags add up to `sum`. */
export function kindOf(sum: number): Kind {
  const made = KINDS[sum];
  if (made !== undefined) return made;
  const tags: string[] = [];
  let rest = sum;
  for (const tag of QUERY_TAGS) {
    if (rest % 2 === 1) tags.push(tag);
    rest = Math.floor(rest / 2);
  }
  let asked: Reads | undefined = undefined;
  for (const tag of tags) {
    const r = READS[tag];
    if (r !== undefined) {
      if (asked === undefined) asked = r;
      else asked = joinReads(asked, r);
    }
  }
  const kind: Kind = { tags, reads: asked === undefined ? NOTHING : asked };
  KINDS[sum] = kind;
  return kind;
}

/**
 * What each kind of piece needs read beyond its GUID, name, tags, position, type and quantity:
 * the areas a piece can lie in (Rooms, Cells, Mage Cards) their bounds; Rooms their side
 * (Rebuilt), GM Notes (Slots) and name tags; what the mod may move (models, Vortex Tokens,
 * Instability) its rotation, for the move and its undo; Jukas's card piles all of these (a card
 * is drawn face up beside its pile, and its id is in its GM Notes); the Avatar Card its GM Notes
 * (the card descriptions). The table layer reads nothing else: any other piece gets its point as
 * footprint, face up, rotation 0, no notes. `located`: its place is read every time (it lies in
 * a Room or on a card, and physics moves it); `fixed`: its place only when touched (tiles and
 * piles, which only a player's hand or the mod moves); `strikes`: a strike touches it (a tile or
 * a pile, whose place is kept: its collisions are registered).
 */
export interface Reads {
  area: boolean;
  moves: boolean;
  faceDown: boolean;
  notes: boolean;
  /** Power and Damage: the number it holds (`valueOf`). */
  value: boolean;
  located: boolean;
  fixed: boolean;
  strikes: boolean;
  named: boolean;
}

function reads(flags: Partial<Reads>): Reads {
  return {
    area: flags.area === true,
    moves: flags.moves === true,
    faceDown: flags.faceDown === true,
    notes: flags.notes === true,
    value: flags.value === true,
    located: flags.located === true,
    fixed: flags.fixed === true,
    strikes: flags.strikes === true,
    named: flags.named === true,
  };
}

const NOTHING = reads({});
const TILE = reads({ area: true, fixed: true, strikes: true });
const MOVES = reads({ moves: true, located: true });
const ROOM = reads({ area: true, faceDown: true, notes: true, fixed: true, strikes: true, named: true });
const PILE = reads({ area: true, moves: true, faceDown: true, notes: true, fixed: true, strikes: true });

/** One lookup per tag (this runs for every queried tag of every object read whole). */
const READS: { [tag: string]: Reads } = {
  [TAG.room]: ROOM,
  [TAG.cell]: TILE,
  [TAG.mageCard]: TILE,
  [TAG.mage]: MOVES,
  [TAG.vortex]: MOVES,
  [TAG.instability]: MOVES,
  [TAG.crown]: reads({ located: true }),
  [TAG.jukasCommand]: PILE,
  [TAG.jukasEvocation]: PILE,
  [TAG.jukasEvent]: PILE,
  [TAG.avatar]: reads({ notes: true }),
  [TAG.power]: reads({ value: true }),
  [TAG.damage]: reads({ value: true }),
};

/** What either asks for (a piece with two tags that ask for readings); a place read every time wins over a trusted one. */
function joinReads(a: Reads, b: Reads): Reads {
  const located = a.located || b.located;
  return {
    area: a.area || b.area,
    moves: a.moves || b.moves,
    faceDown: a.faceDown || b.faceDown,
    notes: a.notes || b.notes,
    value: a.value || b.value,
    located,
    fixed: !located && (a.fixed || b.fixed),
    strikes: a.strikes || b.strikes,
    named: a.named || b.named,
  };
}
