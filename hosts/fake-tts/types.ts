/* eslint-disable @typescript-eslint/triple-slash-reference -- the declaration package's files are global scripts, not modules: only a reference brings their types in */
/// <reference path="../../node_modules/@typed-tabletop-simulator/declaration/src/objectData.d.ts" />
/// <reference path="../../node_modules/@typed-tabletop-simulator/declaration/src/saveFile.d.ts" />
/* eslint-enable @typescript-eslint/triple-slash-reference */
/**
 * Public types of the fake Tabletop Simulator host. The save shapes come from
 * `@typed-tabletop-simulator/declaration` (`objectData.d.ts`, `saveFile.d.ts`); only the two
 * save files are referenced (not the whole package), so TTS's Lua globals (`Wait`, `Player`,
 * `JSON` …) do not leak into the test program's types.
 */
import { SEAT_RGB } from "../../src/table/colours";

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A position or rotation as a test may give it. */
export type VecInput = Vec3 | readonly [number, number, number];

export const SEAT_COLORS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"] as const;
export const ALL_COLORS = [...SEAT_COLORS, "Grey", "Black"] as const;
export type SeatColor = (typeof SEAT_COLORS)[number];
export type PlayerColor = (typeof ALL_COLORS)[number];

/** Each player colour's tint, as TTS's `stringColorToRGB` and `Color.White` … give it (the seats' from src/table/colours.ts). */
export const COLOR_TINTS: Record<PlayerColor, { r: number; g: number; b: number }> = {
  ...(SEAT_RGB as Record<SeatColor, { r: number; g: number; b: number }>),
  Grey: { r: 0.5, g: 0.5, b: 0.5 },
  Black: { r: 0.25, g: 0.25, b: 0.25 },
};

/**
 * What an object is, for its size and behaviour:
 * - `hexTile`: a hexagonal tile (a Room); `Custom_Tile` with `CustomImage.CustomTile.Type` 1;
 * - `tile`: any other `Custom_Tile`; `board`: `Custom_Board`;
 * - `card`: `Card`/`CardCustom`; `deck`: `Deck`/`DeckCustom`;
 * - `token`: `Custom_Token`, chips, checkers; `stack`: `Custom_Token_Stack`/`Custom_Tile_Stack` (`Number` pieces);
 * - `model`: `Custom_Model`, figurines, chess pieces, pawns;
 * - `bag`: bags and infinite bags; `counter`: the digital `Counter`; `other`: anything else.
 */
export type ObjectKind = "hexTile" | "tile" | "board" | "card" | "deck" | "token" | "stack" | "model" | "bag" | "counter" | "other";

/** One object of a save: the package's `ObjectData` with the fields of the object types the mod uses. */
export type SaveObject = Omit<ObjectData, "Name" | "ContainedObjects" | "States" | "ChildObjects"> & {
  /** TTS's internal type name (`Bag`, `Custom_Tile`, `Counter`, …): see `ObjectKind`. */
  Name: string;
  /** Contents of a bag or deck (`BagData`, `DeckCustomData`). */
  ContainedObjects?: SaveObject[];
  /** A digital counter's value (`CounterData`). */
  Counter?: { value: number };
  /** A custom tile/token image (`TileData`, `TokenData`): `CustomTile.Type` 1 is a hexagon. */
  CustomImage?: { ImageURL?: string; ImageSecondaryURL?: string; CustomTile?: { Type?: number }; CustomToken?: object };
  /** The number of pieces in a `Custom_Token_Stack` / `Custom_Tile_Stack`. */
  Number?: number;
  /** Any other field of the save is kept as is and written back by `toSave()`. */
  [extra: string]: unknown;
};

/** A save as `TTSSave` types it; only `ObjectStates` is required here. */
export type SaveFile = Partial<Omit<TTSSave, "ObjectStates" | "Turns">> & {
  ObjectStates: SaveObject[];
  Turns?: Partial<Omit<TTSSave["Turns"], "TurnOrder" | "TurnColor">> & { TurnOrder?: string[]; TurnColor?: string };
};

/** A Lua value read into JS. Tables with keys exactly 1..n (or empty) become arrays. */
export type LuaData =
  undefined | boolean | number | string | LuaData[] | { [key: string]: LuaData } | ObjectHandle | LuaFunctionValue | PlayerHandle;

/** A Lua function read into JS (it cannot be called from JS). */
export interface LuaFunctionValue {
  readonly luaFunction: true;
}

/** What JS sees of a TTS object (the `FakeObject` class implements it). */
export interface ObjectHandle {
  readonly guid: string;
}

export interface PlayerHandle {
  readonly playerColor: PlayerColor;
}

export type MessageKind =
  | "broadcastToAll"
  | "broadcastToColor"
  | "printToAll"
  | "printToColor"
  | "print"
  | "log"
  | "Player.broadcast"
  | "Player.print"
  /** A console line TTS writes itself: a script error, or a warning of the fake (e.g. JSON.decode failed). */
  | "console";

export interface Message {
  kind: MessageKind;
  text: string;
  /** The recipient colour for the `…ToColor` and `Player.…` kinds. */
  to?: string;
  /** The tint as the script gave it (a colour name or an `{r,g,b}` table), if any. */
  tint?: LuaData;
  /** GUID of the script that sent it (`-1` for Global), undefined for the host's own lines. */
  from?: string;
  frame: number;
}

/** A Lua error caught at a TTS entry point, as TTS's console would show it. */
export interface ScriptError {
  /** GUID of the object whose script failed (`-1` for Global). */
  guid: string;
  /** The object's nickname, else its internal name. */
  objectName: string;
  /** The entry point: `onLoad`, `<chunk>`, `call(setup)`, `click_function(onClick)`, `Wait.frames`, … */
  where: string;
  /** Lua's message, with its location (`chunk:line: text`) when Lua gave one. */
  message: string;
  /** `chunk:line` parsed from the message, if present. */
  location?: string;
  traceback: string;
  frame: number;
  /** The line TTS would print: `Error in Script (Name - guid) function <where>: message`. */
  text: string;
}

export interface ButtonInfo {
  index: number;
  label: string;
  click_function: string;
  /** GUID of the object whose script holds the click function (`-1`: Global, TTS's default). */
  function_owner: string;
  tooltip: string;
  /** Every field the script passed, as read. */
  params: { [key: string]: LuaData };
}

export interface ContextMenuInfo {
  label: string;
  keepOpen: boolean;
  /** GUID of the script that added the item. */
  owner: string;
}

/** A piece that came to rest on a point where another non-tile piece lay. */
export interface StackEvent {
  frame: number;
  /** The piece that moved. */
  guid: string;
  /** The piece it landed on. */
  onto: string;
  position: Vec3;
  /** What moved it: `setPosition`, `setPositionSmooth`, `takeObject`, `deal`, `spawnObject`, `host.move`. */
  cause: string;
}

export interface HandZone {
  color: PlayerColor;
  position: Vec3;
  /** Full size of the zone's box (axis-aligned). */
  size: Vec3;
  rotation: Vec3;
}

/** A tab of the game's Notebook, as `Notes.getNotebookTabs` gives it (less its index, its place in the list). */
export interface NotebookTab {
  title: string;
  body: string;
  /** A player colour, or "Grey". */
  color: string;
}

export interface PlayerSeat {
  color: PlayerColor;
  steamName?: string;
  host?: boolean;
  team?: string;
  promoted?: boolean;
}

export interface TurnsState {
  enable: boolean;
  type: number;
  order: string[];
  reverse_order: boolean;
  skip_empty_hands: boolean;
  disable_interactations: boolean;
  pass_turns: boolean;
  turn_color: string;
}
