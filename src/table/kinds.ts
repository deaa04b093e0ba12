/**
 * The pieces sorted by kind in one pass over their tags, so that each reader goes through the
 * pieces of its own kind only (not every piece on the table once per kind). Each list keeps the
 * input order, so the read, its warnings and its lists come out in the same order as before.
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
  /** BRW:Instability, and every container (its content may be Jukas's supply). */
  instability: Piece[];
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
  /** Every piece but Room and Cell tiles: what lies on a tile, in the way of a new piece. */
  obstacles: Piece[];
}

type ListName = Exclude<keyof Kinds, "obstacles">;

/** Which list a tag puts its piece in. */
const LIST_OF: { [tag: string]: ListName } = {
  [TAG.room]: "rooms",
  [TAG.cell]: "cells",
  [TAG.mageCard]: "cards",
  [TAG.mage]: "models",
  [TAG.vortex]: "vortex",
  [TAG.vortexPool]: "vortex",
  [TAG.instability]: "instability",
  [TAG.power]: "power",
  [TAG.damage]: "damage",
  [TAG.crown]: "crowns",
  [TAG.avatar]: "avatars",
  [TAG.forgottenSpells]: "decks",
};

/** Pieces as `wellFormed` leaves them (tags a list). */
export function sortKinds(pieces: Piece[]): Kinds {
  const k: Kinds = { rooms: [], cells: [], cards: [], models: [], vortex: [], instability: [], power: [], damage: [], crowns: [], avatars: [], decks: [], obstacles: [] };
  for (const piece of pieces) {
    let tile = false;
    for (const tag of piece.tags) {
      const name = LIST_OF[tag];
      // A JS object answers inherited names ("constructor") with functions: only a list name counts.
      if (typeof name !== "string") continue;
      const list = k[name];
      // A piece with two tags of one list (BRW:Vortex and BRW:VortexPool) goes in it once.
      if (list.length === 0 || list[list.length - 1] !== piece) list.push(piece);
      if (name === "rooms" || name === "cells") tile = true;
    }
    const supply = k.instability;
    if (piece.container && (supply.length === 0 || supply[supply.length - 1] !== piece)) supply.push(piece);
    if (!tile) k.obstacles.push(piece);
  }
  return k;
}
