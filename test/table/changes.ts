/**
 * Changes to a table between two reads, at random: what players and scripts do to the pieces
 * (moves, knocks, flips, renames, retags, spawns, deletions). The memo and the reader must read
 * each table exactly as a fresh read does.
 */
import fc from "fast-check";
import { spread } from "../props/numbers";
import { Piece } from "../../src/table/pieces";
import { W } from "./layout";

/** What a spawned piece may be: read by some actions only (Instability, counters) or by all. */
const SPAWNED = [
  ["BRW:Vortex"],
  ["BRW:Instability", "Red"],
  ["BRW:Instability", "BRW:Jukas"],
  ["BRW:Mage", "Green"],
  ["BRW:Power", "Green"],
];

/** One change between reads: move a piece (possibly a tile or a card), or move it back where it was. */
export const changeArb = fc.record({
  which: fc.nat(),
  kind: fc.constantFrom(
    "move",
    "nudge",
    "nudge",
    "back",
    "none",
    "swapIds",
    "nan",
    "flip",
    "rename",
    "swapNames",
    "grow",
    "retag",
    "notes",
    "spawn",
    "delete",
  ),
  dx: spread(-W, W),
  dz: spread(-W, W),
  /** Read first with boardFirst, as a TTS press does: when it stops, the same pieces are read again. */
  boardFirst: fc.boolean(),
});

export function apply(pieces: Piece[], original: Piece[], c: { which: number; kind: string; dx: number; dz: number }): Piece[] {
  const out = pieces.map((p) => structuredClone(p));
  const i = c.which % out.length;
  const p = out[i];
  if (c.kind === "move") {
    p.x += c.dx;
    p.z += c.dz;
    // A spawned piece has no footprint of its own (its point is its footprint).
    const f = p.footprint;
    if (f !== undefined) p.footprint = { minX: f.minX + c.dx, maxX: f.maxX + c.dx, minZ: f.minZ + c.dz, maxZ: f.maxZ + c.dz };
  } else if (c.kind === "nudge") {
    // A tile knocked a little (a Room, Cell or Mage Card): the board changes where it lay, and
    // the tile width often does not (what lies elsewhere is not located again: board.ts).
    const tiles = out.filter((q) => q.tags.some((t) => t === "BRW:Room" || t === "BRW:Cell" || t === "BRW:MageCard"));
    const t = tiles[c.which % tiles.length];
    const dx = c.dx / 1000;
    const dz = c.dz / 1000;
    t.x += dx;
    t.z += dz;
    t.footprint! = {
      minX: t.footprint!.minX + dx,
      maxX: t.footprint!.maxX + dx,
      minZ: t.footprint!.minZ + dz,
      maxZ: t.footprint!.maxZ + dz,
    };
  } else if (c.kind === "back") {
    // After spawns and deletions a place may hold another piece, or none: the table's ids may repeat.
    if (i < original.length) out[i] = structuredClone(original[i]);
  } else if (c.kind === "swapIds") {
    // Ids come from outside and may repeat or change hands: the memo must not trust them.
    const j = (i + 1) % out.length;
    const id = out[i].id;
    out[i].id = out[j].id;
    out[j].id = id;
  } else if (c.kind === "nan") {
    p.x = NaN;
  } else if (c.kind === "flip") {
    // A Room rebuilt (I9): same place, other side.
    p.faceDown = !p.faceDown;
  } else if (c.kind === "rename") {
    p.name = p.name === "Crypt" ? "Forge" : "Crypt";
  } else if (c.kind === "swapNames") {
    // Two tiles change names, each where it lay: the same places, other Rooms (other neighbours).
    const j = out.findIndex((q, k) => k > i && q.tags.includes("BRW:Room"));
    if (j >= 0) {
      const name = out[j].name;
      out[j].name = p.name;
      p.name = name;
    }
  } else if (c.kind === "grow") {
    // The same centre, a larger or smaller footprint (a tile scaled): what lies on it may change.
    const f = p.footprint;
    if (f !== undefined) p.footprint = { ...f, maxX: f.maxX + c.dx / 2, minZ: f.minZ - c.dz / 2 };
  } else if (c.kind === "retag") {
    p.tags = p.tags.map((t) => (t === "Red" ? "Blue" : t === "Blue" ? "Red" : t === "BRW:Room" ? "BRW:Cell" : t));
  } else if (c.kind === "notes") {
    p.notes = p.notes === undefined ? '{"slots": 2}' : undefined;
  } else if (c.kind === "spawn") {
    // A new piece beside piece i, of a kind some reads take and others do not.
    const tags = SPAWNED[c.which % SPAWNED.length];
    out.push({
      ...structuredClone(p),
      id: "new" + out.length,
      name: "",
      tags: [...tags],
      x: p.x + c.dx / 4,
      z: p.z + c.dz / 4,
      container: false,
      quantity: 1,
      footprint: undefined,
      contents: undefined,
      notes: undefined,
      value: tags[0] === "BRW:Power" ? 2 : undefined,
    });
  } else if (c.kind === "delete") {
    out.splice(i, 1);
  }
  return out;
}
