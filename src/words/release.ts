/**
 * What the release bundle says to a player (`npm run release`, tools/release/release.ts): the
 * install note at the zip's top, and the Workshop upload's description and tags (TTS's Knowledge
 * Base, Steam Workshop: the description says what the mod is and credits those who helped; the
 * game type and player counts are ticked, not every box).
 */

/**
 * The zip's own folders and note, beside TTS's Saves and Mods (the zip unpacks into TTS's folder):
 * each named "Jukas - …" so that they stand out there.
 */
export const RELEASE_FOLDERS = {
  ttpg: "Jukas - Tabletop Playground",
  workshop: "Jukas - Workshop upload",
  note: "Jukas - read me.txt",
} as const;

/** The Workshop tags, also the save's `Tags`: the game type and the theme, not every box. */
export const WORKSHOP_TAGS = ["Board Game", "Scripting", "Fantasy", "English"];

/** The Workshop description (Steam reads BBCode: [h1], [list], [*]). */
export function workshopDescription(): string {
  return [
    "[h1]Jukas for Black Rose Wars: Rebirth[/h1]",
    "Jukas, the automated Avatar of Black Rose Wars: Rebirth. The mod reads where the pieces lie, decides by the rulebook's priorities, moves Jukas and the pieces, and says in one line what he did and why.",
    "",
    "[b]You need the base game.[/b] This table holds Jukas, a Lodge of 19 Rooms, the Cells, four seats' pieces and counters, and plain stand-ins for the rest; the cards, the Spells and the rules are the base game's. Jukas's own cards are not included: draw your physical card and press the button its line shows (Target N, Teleport N, Avatar Effect), or write the card's steps into its description in TTS.",
    "",
    "[h2]How to play[/h2]",
    "[list]",
    "[*]Load the game; the host presses [b]Setup[/b] on the screen panel (or on Jukas's Avatar Card).",
    "[*]Each round: draw Jukas's card, press what its line shows, then [b]Clean-up[/b]. [b]Undo[/b] steps back one action.",
    '[*]The guide is in the Notebook, tabs "Jukas: …".',
    "[/list]",
    "",
    "[h2]Credits[/h2]",
    "Black Rose Wars: Rebirth and Jukas are Ludus Magnus Studio's. This is an unofficial fan-made aid: no game art, all images drawn for this mod. Made with TypeScriptToLua and the DejaVu fonts.",
  ].join("\n");
}

/** The note at the zip's top: unpack, load, play; multiplayer; the Workshop. */
export function installNote(): string {
  const { ttpg, workshop } = RELEASE_FOLDERS;
  return [
    "Jukas for Black Rose Wars: Rebirth",
    "",
    "Tabletop Simulator",
    "1. Unpack this zip into TTS's own folder (Windows: Documents\\My Games\\Tabletop Simulator), so that its Saves and Mods folders merge with TTS's.",
    '2. In TTS: Create, then Games -> Save & Load -> "Jukas" (the whole table), or, on a table of your own, Objects -> Saved Objects -> "Jukas-components" (Jukas alone).',
    "3. Press Setup on the screen panel (or on Jukas's Avatar Card). Then draw Jukas's card and press what its line shows.",
    "",
    "Playing with friends: the images are files on your computer. Before inviting them, open Modding -> Cloud Manager, press Upload All (the up arrow), then save the game: every player sees the images after that.",
    "",
    `Tabletop Playground: copy the folder inside "${ttpg}" into TTPG's package folder (the folder icon at the top of the object library opens it) and start a game with it.`,
    "",
    `Publishing on the Workshop: "${workshop}" holds the description, the tags and the thumbnail that TTS's Workshop Upload asks for.`,
    "",
  ].join("\n");
}
