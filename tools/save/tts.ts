/// <reference types="@typed-tabletop-simulator/declaration" />
/**
 * The TTS save-file types of `@typed-tabletop-simulator/declaration` (ambient: `TTSSave`, `TileData`, …),
 * with the runtime values their `const enum`s stand for. esbuild compiles each file alone and
 * cannot inline an ambient `const enum`, so the values the build writes are spelled here once,
 * each checked against the declared enum by its type.
 */
import { TAG as TABLE_TAG } from "../../src/table/pieces";

/** `Name` of each kind of object the save uses. */
export const NAME = {
  tile: "Custom_Tile" as ObjectName.Tile,
  bag: "Bag" as ObjectName.Bag,
  deck: "Deck" as ObjectName.Deck,
  card: "Card" as ObjectName.Card,
  figurine: "Figurine_Custom" as ObjectName.FigurineCustom,
  pawn: "PlayerPawn" as ObjectName.PlayerPawn,
  /** TTS's built-in counter tool; the declaration's `ObjectName` does not list it. */
  counter: "Counter" as ObjectName,
};

/** `CustomTile.Type`. */
export const TILE: { box: TileType.Box; hex: TileType.Hex; circle: TileType.Circle } = { box: 0, hex: 1, circle: 2 };

/** `CustomDeck[…].Type` of a rounded rectangular card. */
export const CARD_ROUNDED: CardType.RectangleRounded = 0;

/** A seat's hand zone: TTS saves these in `Hands.HandTransforms`, which the declaration leaves out. */
export interface HandTransform {
  Color: PlayerColor;
  Transform: TransformData;
}

/**
 * A tab of the save's Notebook as TTS writes it: its `id` is the tab's number (TTS's own saves
 * write `"id": 0`, where the declaration says string).
 */
export interface NotebookTab {
  title: string;
  body: string;
  color: string;
  visibleColor: ColorData;
  id: number;
}

/** The save as the build writes it: `TTSSave`, with the hand zones that place the seats and the Notebook's tabs. */
export type JukasSave = Omit<TTSSave, "TabStates"> & {
  TabStates: Record<string, NotebookTab>;
  Hands: TTSSave["Hands"] & { HandTransforms: HandTransform[] };
};

/** The header that `mod/save.json` holds: the whole save but its objects and its tag list (its Notebook is empty there: the build writes it). */
export type SaveHeader = Omit<JukasSave, "ObjectStates" | "ComponentTags">;

/**
 * A "Saved Object" file (TTS's Saves/Saved Objects): a save of which TTS reads only the objects,
 * spawning them around the spot where the player drops them.
 */
export type SavedObjectFile = Pick<
  TTSSave,
  | "SaveName"
  | "EpochTime"
  | "Date"
  | "VersionNumber"
  | "GameMode"
  | "GameType"
  | "GameComplexity"
  | "Tags"
  | "Gravity"
  | "PlayArea"
  | "Table"
  | "Sky"
  | "Note"
  | "TabStates"
  | "LuaScript"
  | "LuaScriptState"
  | "XmlUI"
  | "ObjectStates"
>;

/** Any object of the save. */
export type TtsObject = ObjectData;

export function transform(
  x: number,
  y: number,
  z: number,
  rotY = 0,
  scale: number | [number, number, number] = 1,
  rotZ = 0,
): TransformData {
  const [scaleX, scaleY, scaleZ] = (typeof scale === "number" ? [scale, scale, scale] : scale).map(round);
  return { posX: round(x), posY: round(y), posZ: round(z), rotX: 0, rotY: round(rotY), rotZ: round(rotZ), scaleX, scaleY, scaleZ };
}

/** Three decimals: enough on a table measured in inches, and files free of float noise. */
export function round(n: number): number {
  const r = Math.round(n * 1000) / 1000;
  return r === 0 ? 0 : r;
}

/** The seat colours and Jukas's (one home: src/table/colours.ts). */
export { SEAT_RGB, JUKAS_RGB } from "../../src/table/colours";

/** docs/rules.md's tags (spelled once, in src/table/pieces.ts), and this mod's own for Jukas's card decks (docs/save.md). */
export const TAG = {
  ...TABLE_TAG,
  jukasCommand: "BRW:JukasCommand",
  jukasEvocation: "BRW:JukasEvocation",
  jukasEvent: "BRW:JukasEvent",
} as const;

/** docs/rules.md's colour tags, in seat order. */
export const SEAT_COLOURS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"] as const;

export { slug } from "../../assets/slug";
