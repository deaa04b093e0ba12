/**
 * The pieces besides Room tiles that the tagging assistant recognises (docs/rules.md's tags):
 * their tag, the names tables give them, whose they are, how many a table holds, and the shape
 * they must have (shapes.ts). A name alone never tags: the shape must fit too.
 */
import { TAG } from "../table/pieces";
import { Candidate } from "./candidate";
import {
  CELL_SIZE_MAX,
  CELL_SIZE_MIN,
  bagShape,
  cardShape,
  deckShape,
  modelShape,
  sized,
  tileShape,
  tokenShape,
  valueShape,
} from "./shapes";

/** Whose a piece is: a seat colour's, an Instability owner's (a colour, Jukas or the Black Rose), or nobody's. */
export type OwnedBy = "colour" | "instability" | "none";
/** How many a table holds: one per colour, one, or any number. */
export type HowMany = "perColour" | "one" | "many";

export interface Kind {
  /** How aliases and messages name it. */
  key: string;
  tag: string;
  names: string[];
  owned: OwnedBy;
  count: HowMany;
  /** undefined when the candidate's shape fits (`lodge`: the Lodge's tile size, 0 when unknown). */
  shape: (this: void, c: Candidate, lodge: number) => string | undefined;
}

export const KINDS: Kind[] = [
  {
    key: "Mage",
    tag: TAG.mage,
    names: ["Mage", "Wizard", "Sorcerer", "Sorceress", "Magus", "Witch", "Warlock", "Mage model", "Mage figure", "Mage miniature"],
    owned: "colour",
    count: "perColour",
    shape: (c) => modelShape(c),
  },
  {
    key: "Mage Card",
    tag: TAG.mageCard,
    names: ["Mage Card", "Mage Board", "Mage Sheet", "Mage Mat", "Player Board", "Player Mat"],
    owned: "colour",
    count: "perColour",
    shape: (c, lodge) => cardShape(c, lodge),
  },
  {
    key: "Cell",
    tag: TAG.cell,
    names: ["Cell"],
    owned: "colour",
    count: "perColour",
    shape: (c, lodge) => {
      const tile = tileShape(c);
      return tile !== undefined ? tile : sized(c, lodge, CELL_SIZE_MIN, CELL_SIZE_MAX);
    },
  },
  {
    key: "Power",
    tag: TAG.power,
    names: ["Power", "Power Points", "Power Tracker"],
    owned: "colour",
    count: "perColour",
    shape: (c) => valueShape(c),
  },
  {
    key: "Damage",
    tag: TAG.damage,
    names: ["Damage", "Wounds", "Damage Tracker"],
    owned: "colour",
    count: "perColour",
    shape: (c) => valueShape(c),
  },
  { key: "Crown", tag: TAG.crown, names: ["Crown"], owned: "none", count: "one", shape: (c, lodge) => tokenShape(c, lodge) },
  {
    key: "Vortex",
    tag: TAG.vortex,
    names: ["Vortex", "Vortices"],
    owned: "none",
    count: "many",
    shape: (c, lodge) => tokenShape(c, lodge),
  },
  {
    key: "Vortex Pool",
    tag: TAG.vortexPool,
    names: ["Vortex", "Vortices", "Vortex Pool", "Vortex Bag"],
    owned: "none",
    count: "one",
    shape: (c) => bagShape(c),
  },
  {
    key: "Instability",
    tag: TAG.instability,
    names: ["Instability"],
    owned: "instability",
    count: "many",
    shape: (c, lodge) => tokenShape(c, lodge),
  },
  {
    key: "Forgotten Spells",
    tag: TAG.forgottenSpells,
    names: ["Forgotten Spell", "Forgotten Spells"],
    owned: "none",
    count: "one",
    shape: (c) => deckShape(c),
  },
  {
    // R3, I13: Jukas's Avatar Event Cards go into the core game's Avatar Event deck, from which Top Event draws.
    key: "Avatar Event Deck",
    tag: TAG.jukasEvent,
    names: ["Avatar Event", "Avatar Event Deck"],
    owned: "none",
    count: "one",
    shape: (c) => deckShape(c),
  },
];
