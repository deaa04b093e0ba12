/**
 * What the TTS reader asks of each kind of piece (src/tts/read.ts) beyond what every piece gives
 * (tags, place), by the mod's tags it carries.
 */
import { KNOWN_TAGS, TAG } from "../table/pieces";

/**
 * Areas (Rooms, Cells, Mage Cards, Jukas's piles) their bounds; Rooms their side (Rebuilt), GM
 * Notes (Slots); piles their turn (a card drawn lies along it), side, notes (a card's id) and descriptions (a
 * card's steps as a player writes them); the
 * Avatar Card its notes (the card descriptions); Power and Damage their number. A piece the mod
 * moves keeps its turn, read as it moves (src/tts/perform.ts), not here.
 */
export interface Reads {
  area: boolean;
  turn: boolean;
  faceDown: boolean;
  notes: boolean;
  /** The description: a card's steps as a player writes them (src/core/card-line.ts). */
  text: boolean;
  value: boolean;
  /**
   * Its count (`getQuantity`): a stack counts as its quantity, and only a stack or a container
   * can be a container. A tile, a Mage Card, a model, the Crown and the Avatar Card count as
   * one and hold nothing the rules read: they are not asked.
   */
  count: boolean;
}

function reads(flags: Partial<Reads>): Reads {
  return {
    area: flags.area === true,
    turn: flags.turn === true,
    faceDown: flags.faceDown === true,
    notes: flags.notes === true,
    text: flags.text === true,
    value: flags.value === true,
    count: flags.count === true,
  };
}

const NOTHING = reads({});
const TILE = reads({ area: true });
const COUNTED = reads({ count: true });
const PILE = reads({ area: true, turn: true, faceDown: true, notes: true, text: true, count: true });

const READS: { [tag: string]: Reads } = {
  [TAG.room]: reads({ area: true, faceDown: true, notes: true }),
  [TAG.cell]: TILE,
  [TAG.mageCard]: TILE,
  [TAG.jukasCommand]: PILE,
  [TAG.jukasEvocation]: PILE,
  [TAG.jukasEvent]: PILE,
  [TAG.avatar]: reads({ notes: true }),
  [TAG.power]: reads({ value: true, count: true }),
  [TAG.damage]: reads({ value: true, count: true }),
  // What counts in stacks and may lie in a container: the tokens, the pool's bag, the Instability, the Forgotten Spells.
  [TAG.vortex]: COUNTED,
  [TAG.vortexPool]: COUNTED,
  [TAG.instability]: COUNTED,
  [TAG.forgottenSpells]: COUNTED,
};

// Every tag the mod knows has an entry: one it lacks is spelt otherwise (TTS's tags ignore case) or not the mod's.
for (const tag of KNOWN_TAGS) if (READS[tag] === undefined) READS[tag] = NOTHING;

/**
 * What a piece with these tags is read for: what any of its tags asks; undefined for a tag the mod
 * does not know as it is spelt (`brw:room`, or a tag of the table's own): the reader then spells
 * them as the mod does (canonicalTags) and asks `readsOfSpelt`. One lookup a tag either way.
 */
export function readsOf(tags: string[]): Reads | undefined {
  let out = NOTHING;
  for (const tag of tags) {
    const r = READS[tag];
    if (r === undefined) return undefined;
    if (r !== NOTHING) out = out === NOTHING ? r : joined(out, r);
  }
  return out;
}

/** readsOf for tags in the mod's spelling already: a tag it does not know asks nothing. */
export function readsOfSpelt(tags: string[]): Reads {
  let out = NOTHING;
  for (const tag of tags) {
    const r = READS[tag];
    if (r !== undefined && r !== NOTHING) out = out === NOTHING ? r : joined(out, r);
  }
  return out;
}

function joined(a: Reads, b: Reads): Reads {
  return {
    area: a.area || b.area,
    turn: a.turn || b.turn,
    faceDown: a.faceDown || b.faceDown,
    notes: a.notes || b.notes,
    text: a.text || b.text,
    value: a.value || b.value,
    count: a.count || b.count,
  };
}
