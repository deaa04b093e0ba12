/**
 * The shared scenarios' helpers (scenarios.ts and the lists it gathers): the Piece data of the
 * tables, the same for every tabletop, and readings of what a driver shows.
 */
import type { TableContext } from "../../src/controller/tabletop";
import type { Piece } from "../../src/table/pieces";
import { Layout, fullTable, lodge, offset, piece } from "../table/layout";
import { logged } from "./logged";
import type { Driver } from "./driver";

export interface Scenario {
  name: string;
  /** The Lodge, Cells and Mage Cards (default: lodge()). */
  layout?: () => Layout;
  /** The pieces on the table (default: fullTable). */
  table?: (l: Layout) => Piece[];
  context?: TableContext;
  run: (d: Driver, l: Layout) => void;
}

// ---- table helpers (Piece data, the same for every tabletop) ----

export const mageModel = (colour: string, at: { x: number; z: number }) =>
  piece("model" + colour, ["BRW:Mage", colour], at, { name: colour + " Mage" });

export const counters = (colour: string, power: number, damage: number, x = -80) => [
  piece("pow" + colour, ["BRW:Power", colour], { x, z: 0 }, { value: power }),
  piece("dmg" + colour, ["BRW:Damage", colour], { x, z: 5 }, { value: damage }),
];

export const instability = (id: string, owner: string, at: { x: number; z: number }, quantity = 1) =>
  piece(id, ["BRW:Instability", owner], at, { quantity });

/** The full table with these pieces added. */
export const withExtra = (extra: (l: Layout) => Piece[]) => (l: Layout) => [...fullTable(l), ...extra(l)];

/** The full table with some pieces changed or removed (`change` returns undefined to remove). */
export const changed =
  (change: (p: Piece) => Piece | undefined, extra: (l: Layout) => Piece[] = () => []) =>
  (l: Layout) => {
    const out: Piece[] = [];
    for (const p of fullTable(l)) {
      const q = change(structuredClone(p));
      if (q !== undefined) out.push(q);
    }
    return [...out, ...extra(l)];
  };

/** Red in the Crypt, and two Vortex Tokens, v1 and v2, on Red's Mage Card (R9): what a Clean-up returns (R10). */
export const redHoldsTwo = (l: Layout): Piece[] => [
  mageModel("Red", l.room("Crypt")),
  piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
  piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
];

/** The pool bag with 10 Vortex Tokens in it. */
export const bagOfTen = (p: Piece): Piece => (p.id === "bag" ? { ...p, quantity: 10 } : p);

export const twoCards = () => lodge([], { cards: ["White", "Red"] });

// ---- reading helpers ----

/** R2: the 12 Vortex Tokens are somewhere on the table: the bag, the Rooms, the Mage Cards. */
export function vortexCount(d: Driver): number {
  let n = 0;
  for (const p of d.pieces()) {
    if (p.tags.includes("BRW:VortexPool") || p.tags.includes("BRW:Vortex")) n += p.quantity;
  }
  return n;
}

export const snap = (d: Driver) => d.read().snapshot!;
export const roomNamed = (d: Driver, name: string) => snap(d).rooms.find((r) => r.name === name)!;
export const roomId = (d: Driver, name: string) => d.pieces().find((p) => p.tags.includes("BRW:Room") && p.name === name)!.id;
/**
 * What Jukas said: the chat and screens (plain words), and the details and warnings Jukas's log
 * keeps with their rule codes (issue 41: the chat says one line per action, the log the rest).
 */
export const texts = (d: Driver) => [...d.said().map((s) => s.text), ...logged(d.log())];
/** The chat and screens alone, in order. */
export const chat = (d: Driver) => d.said().map((s) => s.text);
export const lastTo = (d: Driver, colour: string) =>
  d
    .said()
    .filter((s) => s.to === colour)
    .at(-1);
export const sameTable = (d: Driver) =>
  JSON.stringify(
    d
      .pieces()
      .map((p) => [p.id, p.x, p.z, p.quantity, p.faceDown, p.value])
      .sort(),
  );
