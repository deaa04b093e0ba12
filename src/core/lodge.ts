/**
 * L1/L2: the base game's Lodge Rooms and their Instability Slots, as data a user can override
 * (a Room tile's GM Notes `{"slots":6}`, or a catalogue passed in). These come from public
 * descriptions of Rebirth, not from the Jukas rulebook.
 */
import { trimSpaces } from "./strings";

export interface CatalogueEntry {
  name: string;
  slots: number;
}

export const THRONE_ROOM = "Throne Room";
export const BLACK_ROSE_ROOM = "Black Rose Room";

/** L2, in the order the build lays the Lodge out (Black Rose Room first, then the Throne Room). */
export const LODGE_CATALOGUE: CatalogueEntry[] = [
  { name: BLACK_ROSE_ROOM, slots: 10 },
  { name: THRONE_ROOM, slots: 10 },
  { name: "Crypt", slots: 6 },
  { name: "Sacrificial Altar", slots: 6 },
  { name: "Cemetery", slots: 6 },
  { name: "Summoner Room", slots: 6 },
  { name: "Alchemical Laboratory", slots: 6 },
  { name: "Arena", slots: 6 },
  { name: "The Abyss", slots: 6 },
  { name: "Oracle Room", slots: 6 },
  { name: "Mirrors Room", slots: 6 },
  { name: "Armory", slots: 6 },
  { name: "Pleasures Room", slots: 6 },
  { name: "Observatory", slots: 5 },
  { name: "Bibliotheca", slots: 5 },
  { name: "Sanctuary", slots: 5 },
  { name: "Garden", slots: 4 },
  { name: "Forge", slots: 4 },
  { name: "Treasure Room", slots: 4 },
];

/** Folds case and surrounding spaces so that "crypt " finds "Crypt" (ASCII only, as Lua's lower). */
export function roomKey(name: string): string {
  return trimSpaces(name).toLowerCase();
}

/**
 * Position of each LODGE_CATALOGUE Room by its key, filed once (the catalogue is constant data):
 * every table read looks its Rooms up here instead of folding the catalogue's names again.
 */
const LODGE_AT: { [key: string]: number } = {};
for (let i = LODGE_CATALOGUE.length - 1; i >= 0; i--) LODGE_AT[roomKey(LODGE_CATALOGUE[i].name)] = i;

/** Position in LODGE_CATALOGUE of the Room whose key (`roomKey`) this is, or -1. */
export function lodgeIndex(key: string): number {
  const i = LODGE_AT[key];
  // typeof: a JS object answers inherited names ("constructor") with functions.
  return typeof i === "number" ? i : -1;
}

/** The user's entry for a Room key, if any (`overrides`: L2 overrides, or Rooms of an expansion). */
export function overrideFor(key: string, overrides: CatalogueEntry[]): CatalogueEntry | undefined {
  for (const entry of overrides) {
    if (roomKey(entry.name) === key) return entry;
  }
  return undefined;
}

/** The catalogue entry for a Room name, looking in the user's entries first. */
export function findRoom(
  name: string,
  catalogue: CatalogueEntry[] = LODGE_CATALOGUE,
  overrides: CatalogueEntry[] = [],
): CatalogueEntry | undefined {
  const own = overrideFor(roomKey(name), overrides);
  if (own !== undefined) return own;
  const i = catalogueIndex(name, catalogue);
  if (i < 0) return undefined;
  return catalogue[i];
}

/** Position of a Room name in the catalogue (for a stable Room order), or -1. */
export function catalogueIndex(name: string, catalogue: CatalogueEntry[] = LODGE_CATALOGUE): number {
  const key = roomKey(name);
  if (catalogue === LODGE_CATALOGUE) return lodgeIndex(key);
  for (let i = 0; i < catalogue.length; i++) {
    if (roomKey(catalogue[i].name) === key) return i;
  }
  return -1;
}
