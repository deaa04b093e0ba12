/**
 * L1/L2: the base game's Lodge Rooms and their Instability Slots, as data a user can override
 * (a Room tile's GM Notes `{"slots":6}`, or a catalogue passed in). These come from public
 * descriptions of Rebirth, not from the Jukas rulebook.
 */
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
  return name.trim().toLowerCase();
}

/** LODGE_CATALOGUE's keys, folded once (the catalogue is constant data): every table read looks Rooms up in it. */
const LODGE_KEYS: string[] = [];
for (const entry of LODGE_CATALOGUE) LODGE_KEYS.push(roomKey(entry.name));

function keyAt(catalogue: CatalogueEntry[], i: number): string {
  return catalogue === LODGE_CATALOGUE ? LODGE_KEYS[i] : roomKey(catalogue[i].name);
}

/** The catalogue entry for a Room name, looking in the user's entries first. */
export function findRoom(
  name: string,
  catalogue: CatalogueEntry[] = LODGE_CATALOGUE,
  overrides: CatalogueEntry[] = [],
): CatalogueEntry | undefined {
  const key = roomKey(name);
  for (const entry of overrides) {
    if (roomKey(entry.name) === key) return entry;
  }
  for (let i = 0; i < catalogue.length; i++) {
    if (keyAt(catalogue, i) === key) return catalogue[i];
  }
  return undefined;
}

/** Position of a Room name in the catalogue (for a stable Room order), or -1. */
export function catalogueIndex(name: string, catalogue: CatalogueEntry[] = LODGE_CATALOGUE): number {
  const key = roomKey(name);
  for (let i = 0; i < catalogue.length; i++) {
    if (keyAt(catalogue, i) === key) return i;
  }
  return -1;
}
