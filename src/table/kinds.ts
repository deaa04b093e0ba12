/**
 * The pieces sorted by kind in one pass over their tags, so that each reader goes through the
 * pieces of its own kind only (not every piece once per kind). Each list keeps the input order,
 * so the read, its warnings and its lists follow the table's order.
 */
import { Piece, TAG } from "./pieces";

export interface Kinds {
  /** BRW:Room. */
  rooms: Piece[];
  /** BRW:Cell. */
  cells: Piece[];
  /** BRW:MageCard. */
  cards: Piece[];
  /** BRW:Mage (Jukas's model too). */
  models: Piece[];
  /** BRW:Vortex or BRW:VortexPool. */
  vortex: Piece[];
  /** BRW:Instability pieces that are not containers. */
  instability: Piece[];
  /** Every container, whatever its tags (its content may be Jukas's supply). */
  containers: Piece[];
  /** BRW:Power. */
  power: Piece[];
  /** BRW:Damage. */
  damage: Piece[];
  /** BRW:Crown. */
  crowns: Piece[];
  /** BRW:Avatar. */
  avatars: Piece[];
  /** BRW:ForgottenSpells. */
  decks: Piece[];
  /**
   * Every piece but Room and Cell tiles and `instability` (the Instability tally locates those
   * itself, in its one pass): what lies on a tile, in the way of a new piece.
   */
  obstacles: Piece[];
}

/** The lists a tag puts its piece in, by position (numbers: a JS object answers inherited names with functions, which no `>= 0` accepts). */
const LIST_OF: { [tag: string]: number } = {
  [TAG.room]: 0,
  [TAG.cell]: 1,
  [TAG.instability]: 2,
  [TAG.mageCard]: 3,
  [TAG.mage]: 4,
  [TAG.vortex]: 5,
  [TAG.vortexPool]: 5,
  [TAG.power]: 6,
  [TAG.damage]: 7,
  [TAG.crown]: 8,
  [TAG.avatar]: 9,
  [TAG.forgottenSpells]: 10,
};
/** Lists below this position are no obstacles: Room and Cell tiles (the floor), and the Instability the tally locates itself. */
const NOT_OBSTACLES = 3;
const LISTS = 11;
const INSTABILITY = 2;

/** Pieces as `wellFormed` leaves them (tags a list). */
export function sortKinds(pieces: Piece[]): Kinds {
  const lists: Piece[][] = [];
  for (let i = 0; i < LISTS; i++) lists.push([]);
  const containers: Piece[] = [];
  const obstacles: Piece[] = [];
  for (const piece of pieces) {
    let obstacle = true;
    for (const tag of piece.tags) {
      const at = LIST_OF[tag];
      // Lua cannot compare nil with a number: undefined first. A container tagged BRW:Instability
      // is counted as a container, never as a piece lying somewhere.
      if (at !== undefined && at >= 0 && !(at === INSTABILITY && piece.container)) {
        const list = lists[at];
        // A piece with two tags of one list (BRW:Vortex and BRW:VortexPool) goes in it once (an
        // empty list's last element is nil in Lua, undefined in JS: never the piece).
        if (list[list.length - 1] !== piece) list.push(piece);
        if (at < NOT_OBSTACLES) obstacle = false;
      }
    }
    if (piece.container) containers.push(piece);
    if (obstacle) obstacles.push(piece);
  }
  return {
    rooms: lists[0],
    cells: lists[1],
    cards: lists[3],
    models: lists[4],
    vortex: lists[5],
    instability: lists[INSTABILITY],
    containers,
    power: lists[6],
    damage: lists[7],
    crowns: lists[8],
    avatars: lists[9],
    decks: lists[10],
    obstacles,
  };
}
