/**
 * Candidates (what an adapter reads of each object) for the tagging assistant's own tests:
 * a Lodge of 19 hexagonal tiles named in a table's own way, Cells, Mages, Mage Cards, counters,
 * the Crown, and decoys, laid out as a table author would.
 */
import { COORDS, NAMES } from "../core/fixtures";
import { Candidate, Seat } from "../../src/tagging";

/** Neighbours' centres this far apart; a tile's corner-to-corner size (as the TTS save's Rooms). */
export const SIZE = 4;
const SQRT3 = Math.sqrt(3);

export function at(q: number, r: number): { x: number; z: number } {
  return { x: SIZE * (q + r / 2), z: SIZE * r * (SQRT3 / 2) };
}

let next = 0;
function guid(): string {
  next++;
  return "g" + String(next).padStart(5, "0");
}

export function tile(name: string, x: number, z: number, more: Partial<Candidate> = {}): Candidate {
  return {
    id: guid(),
    name,
    description: "",
    form: "tile",
    tags: [],
    x,
    z,
    width: SIZE,
    height: 0.2,
    depth: SIZE * 0.866,
    shape: "hex",
    ...more,
  };
}

export function model(name: string, x: number, z: number, more: Partial<Candidate> = {}): Candidate {
  return { id: guid(), name, description: "", form: "model", tags: [], x, z, width: 1, height: 2, depth: 1, ...more };
}

export function flat(name: string, form: Candidate["form"], x: number, z: number, size: number, more: Partial<Candidate> = {}): Candidate {
  return { id: guid(), name, description: "", form, tags: [], x, z, width: size, height: 0.1, depth: size, ...more };
}

/** The seats as the TTS save lays them out (its hand zones). */
export const SEATS: Seat[] = [
  { color: "White", x: 0, z: -23.5 },
  { color: "Red", x: 28, z: -5 },
  { color: "Blue", x: 0, z: 23.5 },
  { color: "Green", x: -28, z: -5 },
];

export const TINTS: Record<string, { r: number; g: number; b: number }> = {
  White: { r: 1, g: 1, b: 1 },
  Red: { r: 0.8, g: 0.12, b: 0.1 },
  Blue: { r: 0.1, g: 0.45, b: 0.95 },
  Green: { r: 0.2, g: 0.65, b: 0.2 },
};

/** The Lodge's 19 tiles, named by `name(catalogue name, index)`, in catalogue order. */
export function lodge(name: (room: string, i: number) => string, more: (room: string) => Partial<Candidate> = () => ({})): Candidate[] {
  return NAMES.map((room, i) => {
    const p = at(COORDS[i][0], COORDS[i][1]);
    return tile(name(room, i), p.x, p.z, more(room));
  });
}

/** Each seat's Mage, Mage Card, Power and Damage, named by `name(kind, colour)`. */
export function seats(name: (kind: string, colour: string) => string, tinted = true): Candidate[] {
  const out: Candidate[] = [];
  for (const seat of SEATS) {
    const toward = { x: seat.x * 0.7, z: seat.z * 0.7 };
    out.push(model(name("Mage", seat.color), toward.x + 2, toward.z, { tint: tinted ? TINTS[seat.color] : undefined }));
    out.push(flat(name("Mage Card", seat.color), "card", toward.x, toward.z, 5));
    out.push(flat(name("Power", seat.color), "counter", toward.x - 3, toward.z, 1.5, { height: 0.5 }));
    out.push(flat(name("Damage", seat.color), "counter", toward.x - 3, toward.z + 1.5, 1.5, { height: 0.5 }));
  }
  return out;
}
