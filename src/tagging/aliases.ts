/**
 * Other names tables give the Lodge's Rooms, beyond what folding, noise words and typos already
 * cover ("Throne" is the Throne Room, "Armoury" the Armory, "Crypt (Destroyed)" the Crypt): each
 * list is a catalogue Room (L2's spelling) first, then its other names. A table author extends
 * them for a table (the `prepare` call's `aliases`, docs/tagging.md), or here for everyone.
 */
export const ROOM_ALIASES: string[][] = [
  ["Alchemical Laboratory", "Alchemy Laboratory", "Alchemical Lab", "Alchemy Lab", "Laboratory"],
  ["Bibliotheca", "Library"],
  ["Cemetery", "Graveyard"],
  ["Sacrificial Altar", "Altar of Sacrifice", "Sacrifice Altar", "Altar"],
  ["Summoner Room", "Summoning Room", "Summoning Chamber"],
  ["Treasure Room", "Treasure Vault"],
  ["Sanctuary", "Sanctum"],
  ["The Abyss", "Abyssal Pit"],
];
