/**
 * Writes `mod/` once: the save's header and one JSON file per object. Those files are the source
 * of truth afterwards (the build reads them, people edit them); run this again only to start
 * over from layout.ts (`node tools/gen-mod.mjs`), then review the diff. Images are written as
 * `asset:NAME.png` and scripts as `script:NAME.lua`, which the build resolves.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { VORTEX_TOKENS } from "../../src/core/jukas";
import { formatJson } from "./json-format";
import {
  HEX_ROT_Y,
  HEX_SCALE,
  JUKAS_SEAT,
  MAGE_SEATS,
  SUPPLY_SEAT,
  TABLE_Y,
  hexToWorld,
  lodgeLayout,
  place,
  type Point,
  type Seat,
} from "./layout";
import {
  CARD_ROUNDED,
  JUKAS_RGB,
  NAME,
  SEAT_RGB,
  TAG,
  TILE,
  slug,
  transform,
  type HandTransform,
  type SaveHeader,
  type TtsObject,
} from "./tts";

/**
 * How many Instability pieces a Mage's supply holds. L7 gives 25 (and 30 for the Black Rose); the
 * save keeps 20 while reading the larger bags costs `state` more than a frame's budget
 * (docs/performance.md, issue #26): measured 2026-12, the bench's 300,000-instruction frame failed.
 */
export const INSTABILITY_PER_MAGE = 20;
/** The Black Rose's supply (L7: 30; see INSTABILITY_PER_MAGE). */
export const INSTABILITY_BLACK_ROSE = 20;
/** Jukas's supply: the rulebook gives none (L7); what his Avatar Effects have needed in play. */
export const INSTABILITY_JUKAS = 20;
/** How many cards the Forgotten Spell deck holds. */
export const FORGOTTEN_SPELLS = 10;

export interface ModFiles {
  header: SaveHeader;
  /** File stem (mod/objects/STEM.json) → object. */
  objects: Map<string, TtsObject>;
  /** The Saved Object of the Jukas components: its name and the stems it holds. */
  components: { SaveName: string; objects: string[] };
}

/** A stable 6-hex GUID from a key (the mod finds pieces by tag; GUIDs only need to be unique). */
export function guid(key: string): string {
  return createHash("sha1")
    .update("brw-jukas/" + key)
    .digest("hex")
    .slice(0, 6);
}

const asset = (name: string) => `asset:${name}.png`;

function base(key: string, name: ObjectName, at: TransformData, nickname: string, tags: string[], description = ""): TtsObject {
  return {
    GUID: guid(key),
    Name: name,
    Transform: at,
    Nickname: nickname,
    Description: description,
    GMNotes: "",
    Tags: tags,
    Locked: false,
  };
}

function tile(
  key: string,
  at: TransformData,
  nickname: string,
  tags: string[],
  front: string,
  back: string,
  shape: TileType,
  description = "",
  thickness = 0.2,
): TileData {
  return {
    ...base(key, NAME.tile, at, nickname, tags, description),
    CustomImage: {
      ImageURL: asset(front),
      ImageSecondaryURL: asset(back),
      CustomTile: { Type: shape, Thickness: thickness, Stackable: false, Stretch: shape !== TILE.box },
    },
  };
}

/**
 * Locked in the save: what lies under the game (the Room tiles, whose places decide adjacency;
 * the Mage Cards; the Avatar Card) stays put when a piece is dragged over it. The mod unlocks what
 * it moves and locks it again (src/tts/perform.ts).
 */
function locked<T extends TtsObject>(o: T): T {
  return { ...o, Locked: true };
}

function counter(key: string, p: Point, rotY: number, nickname: string, tags: string[], description: string): CounterData {
  return { ...base(key, NAME.counter, transform(p.x, TABLE_Y + 0.2, p.z, rotY), nickname, tags, description), Counter: { value: 0 } };
}

function bag(
  key: string,
  p: Point,
  nickname: string,
  tags: string[],
  description: string,
  contents: TtsObject[],
  rgb?: ColorData,
): BagData {
  return {
    ...base(key, NAME.bag, transform(p.x, TABLE_Y + 0.5, p.z), nickname, tags, description),
    ...(rgb ? { ColorDiffuse: rgb } : {}),
    ContainedObjects: contents,
  };
}

/** Owner as docs/rules.md tags it and as file/asset names spell it. */
interface Owner {
  tag: string;
  label: string;
  slug: string;
}
const ownerOf = (colour: string): Owner => ({ tag: colour, label: colour, slug: slug(colour) });
const JUKAS: Owner = { tag: TAG.jukas, label: "Jukas", slug: "jukas" };
const BLACK_ROSE: Owner = { tag: TAG.blackRose, label: "Black Rose", slug: "black-rose" };

function instabilitySupply(owner: Owner, p: Point, rgb?: ColorData): BagData {
  const key = `instability-${owner.slug}`;
  const tags = [TAG.instability, owner.tag];
  const count = owner.tag === TAG.jukas ? INSTABILITY_JUKAS : owner.tag === TAG.blackRose ? INSTABILITY_BLACK_ROSE : INSTABILITY_PER_MAGE;
  const pieces = Array.from({ length: count }, (_, i) =>
    tile(`${key}/${i + 1}`, transform(0, 0, 0, 0, 0.35), `${owner.label} Instability`, tags, key, key, TILE.circle, "", 0.15),
  );
  return bag(key, p, `${owner.label} Instability`, tags, `${owner.label}'s Instability supply (${count}).`, pieces, rgb);
}

function cell(seat: Seat, owner: Owner): TileData {
  const at = hexToWorld(...seat.cell);
  const name = `cell-${owner.slug}`;
  return tile(
    name,
    transform(at.x, TABLE_Y, at.z, HEX_ROT_Y, [HEX_SCALE, 1, HEX_SCALE]),
    `${owner.label}'s Cell`,
    [TAG.cell, owner.tag],
    name,
    name,
    TILE.hex,
  );
}

/**
 * Where a seat's pieces lie in its frame (u to the player's right, v towards the Lodge): the
 * Mage Card in front of the player, the counters and the Mage model to the left, the Instability
 * supply to the right; the hand zone beyond the table's edge. Footprints (test/build/layout.test.ts)
 * keep them apart, off the Lodge and on Table_RPG's flat surface.
 */
const SEAT_SPOTS = {
  power: [-5.5, 0.9],
  damage: [-5.5, -1.3],
  model: [-5.5, 2.6],
  instability: [5.5, 0],
  hand: [0, -8.1],
} as const;
/** A Mage Card's scale: 5.6 units across, a Vortex Token's width five times over. */
const MAGE_CARD_SCALE = 2.8;

function mageSeat(seat: Seat, objects: Map<string, TtsObject>, hands: HandTransform[]): void {
  const colour = seat.owner;
  const owner = ownerOf(colour);
  const rgb = SEAT_RGB[colour];
  objects.set(`cell-${owner.slug}`, cell(seat, owner));
  // I10: the model waits beside its Mage Card; its player sets it into the Cell to play.
  const model = place(seat, ...SEAT_SPOTS.model);
  // A figure showing its colour's letter and name (not told apart by colour alone), as Jukas's shows his.
  const figure: FigurineCustomData = {
    ...base(`mage-${owner.slug}`, NAME.figurine, transform(model.x, TABLE_Y + 1, model.z, seat.facing, 0.9), `${colour} Mage`, [
      TAG.mage,
      colour,
    ]),
    ColorDiffuse: rgb,
    CustomImage: { ImageURL: asset(`mage-figure-${owner.slug}`), ImageSecondaryURL: asset(`mage-figure-${owner.slug}`), ImageScalar: 1 },
  };
  objects.set(`mage-${owner.slug}`, figure);
  const card = place(seat, 0, 0);
  objects.set(
    `mage-card-${owner.slug}`,
    locked(
      tile(
        `mage-card-${owner.slug}`,
        transform(card.x, TABLE_Y, card.z, seat.facing, [MAGE_CARD_SCALE, 1, MAGE_CARD_SCALE]),
        `${colour} Mage Card`,
        [TAG.mageCard, colour],
        `mage-card-${owner.slug}`,
        "mage-card-back",
        TILE.box,
        "Vortex Tokens lying on this card are on the Mage Card (R8, R9).",
      ),
    ),
  );
  const power = place(seat, ...SEAT_SPOTS.power);
  objects.set(
    `power-${owner.slug}`,
    counter(`power-${owner.slug}`, power, seat.facing, `${colour} Power`, [TAG.power, colour], `${colour}'s Power Points.`),
  );
  const damage = place(seat, ...SEAT_SPOTS.damage);
  objects.set(
    `damage-${owner.slug}`,
    counter(`damage-${owner.slug}`, damage, seat.facing, `${colour} Damage`, [TAG.damage, colour], `${colour}'s Damage.`),
  );
  objects.set(`instability-${owner.slug}`, instabilitySupply(owner, place(seat, ...SEAT_SPOTS.instability), rgb));
  const hand = place(seat, ...SEAT_SPOTS.hand);
  hands.push({ Color: colour as PlayerColor, Transform: transform(hand.x, 4.8, hand.z, (seat.facing + 180) % 360, [11.5, 9, 4.8]) });
}

function jukas(objects: Map<string, TtsObject>): void {
  const seat = JUKAS_SEAT;
  const at = hexToWorld(...seat.cell);
  objects.set("cell-jukas", cell(seat, JUKAS));
  const model: FigurineCustomData = {
    ...base(
      "jukas-model",
      NAME.figurine,
      transform(at.x, TABLE_Y + 1, at.z, seat.facing, 0.9),
      "Jukas",
      [TAG.mage, TAG.jukas],
      "Jukas, the Avatar (R1: Health 11, Strength 2, Speed 1).",
    ),
    CustomImage: { ImageURL: asset("jukas-figure"), ImageSecondaryURL: asset("jukas-figure"), ImageScalar: 1 },
  };
  objects.set("jukas-model", model);
  const card = place(seat, 0, 0);
  objects.set("avatar-card", {
    ...locked(
      tile(
        "avatar-card",
        transform(card.x, TABLE_Y, card.z, seat.facing, [3, 1, 3]),
        "Jukas Avatar Card",
        [TAG.avatar],
        "avatar-card",
        "avatar-card-back",
        TILE.box,
        "Jukas's controller: its script runs his actions (see the card's buttons). On a table of your own: press Prepare this table, then Confirm tags, then Check table.",
      ),
    ),
    // The build writes the card file here (tools/save/cards.ts); the script reads it.
    GMNotes: "cards:definitions",
    LuaScript: "script:avatar.lua",
    LuaScriptState: "",
  });
  for (const deck of CARD_DECKS) objects.set(`cards-${deck.name}`, cardDeck(deck));
  objects.set(
    "power-jukas",
    counter(
      "power-jukas",
      place(seat, ...JUKAS_SPOTS.power),
      seat.facing,
      "Jukas Power",
      [TAG.power, TAG.jukas],
      "Jukas's Power Points (R13).",
    ),
  );
  objects.set("instability-jukas", instabilitySupply(JUKAS, place(seat, ...JUKAS_SPOTS.instability), JUKAS_RGB));
  const tokens = Array.from({ length: VORTEX_TOKENS }, (_, i) =>
    tile(
      `vortex-pool/${i + 1}`,
      transform(0, 0, 0, 0, 0.55),
      "Vortex Token",
      [TAG.vortex],
      "vortex",
      "vortex",
      TILE.circle,
      "Jukas's Tool (R2, R6).",
      0.15,
    ),
  );
  objects.set(
    "vortex-pool",
    bag(
      "vortex-pool",
      place(seat, ...JUKAS_SPOTS.vortexPool),
      "Vortex Tokens",
      [TAG.vortexPool],
      `The game pool of Vortex Tokens (${VORTEX_TOKENS}, R2).`,
      tokens,
      { r: 0.2, g: 0.1, b: 0.3 },
    ),
  );
}

/**
 * Jukas's pieces in his seat's frame (the Avatar Card at its anchor, u towards +Z, v towards the
 * Lodge): his counter and bags in a row between his Cell and the table's edge, clear of the
 * card's buttons, which TTS draws beyond the card's two long edges (src/tts/ui.ts).
 */
const JUKAS_SPOTS = {
  power: [-7, -4.5],
  instability: [-7, -1],
  vortexPool: [-7, 2.5],
} as const;

/**
 * Jukas's three card decks, face down in a row at the table's edge beyond the Avatar Card's
 * buttons, each with room on its +Z side for the discard pile that the first drawn card starts
 * (src/controller/decks.ts: 1.2 pile widths along the pile's own −x).
 */
const CARD_DECKS = [
  { name: "command", title: "Command", tag: TAG.jukasCommand, u: -8.3 },
  { name: "evocation", title: "Evocation", tag: TAG.jukasEvocation, u: -2.9 },
  { name: "event", title: "Avatar Event", tag: TAG.jukasEvent, u: 2.5 },
];
/** The decks' v: their centres 8.5 units beyond the Avatar Card's. */
const DECK_V = -8.5;

/**
 * A deck whose cards the build takes from the card file: `"ContainedObjects": "cards:DECK"`
 * (tools/save/cards.ts fills in the cards, their ids and their images).
 */
function cardDeck(deck: (typeof CARD_DECKS)[number]): TtsObject {
  const p = place(JUKAS_SEAT, deck.u, DECK_V);
  const marked = `Each card's GM Notes name its description in the card file: {"card":"ID"}.`;
  // R3, I13: his Avatar Event Cards belong in the core game's Avatar Event deck; this pile stands for it.
  const description =
    deck.name === "event"
      ? `Stands for the core game's Avatar Event deck, into which Jukas's 3 Avatar Event Cards are shuffled (R3, I13). ` +
        `On a table of your own, shuffle his cards into the core deck and tag it BRW:JukasEvent ("Prepare this table" proposes it). ` +
        `Top Event draws the top card face up beside the deck: one of Jukas's is resolved; a core card is announced and left to the players. ` +
        `Each of Jukas's cards names its description in the card file in its GM Notes: {"card":"ID"}.`
      : `Jukas's ${deck.title} Cards, face down. The Avatar Card draws the top one and resolves it; drawn cards go face up beside the deck. ` +
        marked;
  const nickname = deck.name === "event" ? "Avatar Event Deck (stands for the core game's)" : `Jukas ${deck.title} Cards`;
  return {
    ...base(
      `cards-${deck.name}`,
      NAME.deck,
      transform(p.x, TABLE_Y + 0.3, p.z, JUKAS_SEAT.facing, 1.1, 180),
      nickname,
      [deck.tag],
      description,
    ),
    DeckIDs: [],
    CustomDeck: {},
    ContainedObjects: `cards:${deck.name}`,
  } as unknown as TtsObject;
}

function supply(objects: Map<string, TtsObject>): void {
  objects.set("instability-black-rose", instabilitySupply(BLACK_ROSE, place(SUPPLY_SEAT, -2.5, 0), { r: 0.1, g: 0.1, b: 0.1 }));
  const deckKey = "forgotten-spells";
  const customDeck = {
    1: {
      Type: CARD_ROUNDED,
      FaceURL: asset("forgotten-spell"),
      BackURL: asset("forgotten-spell-back"),
      NumWidth: 1,
      NumHeight: 1,
      BackIsHidden: true,
      UniqueBack: false,
    },
  };
  const cards: CardCustomData[] = Array.from({ length: FORGOTTEN_SPELLS }, (_, i) => ({
    ...base(`${deckKey}/${i + 1}`, NAME.card, transform(0, 0, 0, 0, 1.1, 180), "Forgotten Spell", []),
    CardID: 100,
    CustomDeck: customDeck,
  }));
  const p = place(SUPPLY_SEAT, 2.5, 0);
  const deck: DeckCustomData = {
    ...base(
      deckKey,
      NAME.deck,
      transform(p.x, TABLE_Y + 0.3, p.z, SUPPLY_SEAT.facing, 1.1, 180),
      "Forgotten Spells",
      [TAG.forgottenSpells],
      "A Mage who discards two or more Vortex Tokens draws one (R10).",
    ),
    DeckIDs: cards.map((c) => c.CardID),
    CustomDeck: customDeck,
    ContainedObjects: cards,
  };
  objects.set(deckKey, deck);
}

export function generate(): ModFiles {
  const objects = new Map<string, TtsObject>();
  for (const room of lodgeLayout()) {
    const at = hexToWorld(room.q, room.r);
    const name = `room-${slug(room.name)}`;
    objects.set(
      name,
      locked(
        tile(
          name,
          transform(at.x, TABLE_Y, at.z, HEX_ROT_Y, [HEX_SCALE, 1, HEX_SCALE]),
          room.name,
          [TAG.room],
          `${name}-destroyed`,
          `${name}-rebuilt`,
          TILE.hex,
          `${room.slots} Instability Slots. Destroyed side up; face down once Rebuilt (L2).`,
        ),
      ),
    );
  }
  const hands: HandTransform[] = [];
  for (const seat of MAGE_SEATS) mageSeat(seat, objects, hands);
  jukas(objects);
  supply(objects);
  const white = MAGE_SEATS.find((s) => s.owner === "White");
  if (!white) throw new Error("the layout has no White seat");
  const crown = place(white, 5.5, 3);
  objects.set(
    "crown",
    tile(
      "crown",
      transform(crown.x, TABLE_Y, crown.z, white.facing, [0.8, 1, 0.8]),
      "Crown",
      [TAG.crown],
      "crown",
      "crown",
      TILE.circle,
      "Its holder settles the Choice of the Crown (R17, I6).",
    ),
  );

  return {
    header: header(hands),
    objects,
    components: {
      SaveName: "Jukas components",
      objects: [
        "avatar-card",
        "jukas-model",
        "cell-jukas",
        "power-jukas",
        "instability-jukas",
        "vortex-pool",
        "cards-command",
        "cards-evocation",
        "cards-event",
      ],
    },
  };
}

function header(hands: HandTransform[]): SaveHeader {
  const grey = { r: 0.5, g: 0.5, b: 0.5 };
  return {
    SaveName: "Black Rose Wars: Rebirth – Jukas",
    EpochTime: 1764374400,
    Date: "11/29/2025 12:00:00 AM",
    VersionNumber: "v13.2.2",
    GameMode: "Black Rose Wars: Rebirth – Jukas",
    GameType: "Game",
    GameComplexity: "",
    PlayingTime: [60, 120],
    PlayerCounts: [1, 4],
    Tags: [],
    Gravity: 0.5,
    PlayArea: 0.5,
    Table: "Table_RPG",
    Sky: "Sky_Museum",
    SkyURL: "",
    Note: "",
    // The build writes the Notebook (tools/save/guide.ts): the player's guide has one source.
    TabStates: {},
    MusicPlayer: { RepeatSong: false, PlaylistEntry: -1, CurrentAudioTitle: "", CurrentAudioURL: "", AudioLibrary: [] },
    Grid: {
      Type: 0,
      Lines: false,
      Color: { r: 0, g: 0, b: 0 },
      Opacity: 0.75,
      ThickLines: false,
      Snapping: false,
      Offset: false,
      BothSnapping: false,
      xSize: 2,
      ySize: 2,
      PosOffset: { x: 0, y: 1, z: 0 },
    },
    Lighting: {
      LightIntensity: 0.54,
      LightColor: { r: 1, g: 0.9804, b: 0.8902 },
      AmbientIntensity: 1.3,
      AmbientType: 0,
      AmbientSkyColor: grey,
      AmbientEquatorColor: grey,
      AmbientGroundColor: grey,
      ReflectionIntensity: 1,
      LutIndex: 0,
      LutContribution: 1,
      LutURL: "",
    },
    Hands: { Enable: true, DisableUnused: false, Hiding: 0, HandTransforms: hands },
    Turns: {
      Enable: false,
      Type: 0,
      TurnOrder: [],
      Reverse: false,
      SkipEmpty: false,
      DisableInteractions: false,
      PassTurns: true,
      TurnColor: "White",
    },
    DecalPallet: [],
    LuaScript: "",
    LuaScriptState: "",
    XmlUI: "",
    CustomUIAssets: [],
    SnapPoints: [],
  };
}

export function main(args: { root: string; argv: string[] }): number {
  const out = join(args.root, "mod");
  const files = generate();
  const dir = join(out, "objects");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(out, "save.json"), formatJson(files.header));
  writeFileSync(join(out, "components.json"), formatJson(files.components));
  for (const [stem, object] of files.objects) writeFileSync(join(dir, `${stem}.json`), formatJson(object));
  console.log(`gen-mod: wrote mod/save.json, mod/components.json and ${readdirSync(dir).length} files in mod/objects/`);
  return 0;
}
