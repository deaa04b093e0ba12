/**
 * Black Rose Wars tables built the way other mods build them, for the tagging assistant
 * (docs/tagging.md): the project's own table with every tag taken off its pieces, renamed in a
 * style of its own, its Power kept on other objects, with decoys and some tags left on; Jukas's
 * Saved Object (dist/tts/Jukas-components.json) dropped on it as a player would, tagged as it comes.
 * The pieces stand where the project's save has them, so the two must play alike once prepared.
 */
import { readFileSync } from "node:fs";
import { FakeTTSOptions } from "../../hosts/fake-tts";
import { SAVE, withMagesInCells } from "./game";

const COMPONENTS = "dist/tts/Jukas-components.json";

/** The save's hand zones (mod/save.json's Hands), so that seats are where its players sit. */
export const SEAT_HANDS: FakeTTSOptions = {
  hands: {
    White: { position: { x: 0, y: 4.8, z: -23.5 }, size: { x: 11.5, y: 9, z: 4.8 } },
    Red: { position: { x: 28, y: 4.8, z: -5 }, size: { x: 4.8, y: 9, z: 11.5 } },
    Blue: { position: { x: 0, y: 4.8, z: 23.5 }, size: { x: 11.5, y: 9, z: 4.8 } },
    Green: { position: { x: -28, y: 4.8, z: -5 }, size: { x: 4.8, y: 9, z: 11.5 } },
  },
};

export type Style = "another mod" | "typos and extra words" | "decoys and partial tags";
export const STYLES: Style[] = ["another mod", "typos and extra words", "decoys and partial tags"];

interface SaveObject {
  GUID: string;
  Name: string;
  Nickname?: string;
  Description?: string;
  Tags?: string[];
  Transform: {
    posX: number;
    posY: number;
    posZ: number;
    rotX: number;
    rotY: number;
    rotZ: number;
    scaleX: number;
    scaleY: number;
    scaleZ: number;
  };
  Counter?: { value: number };
  ContainedObjects?: { Tags?: string[] }[];
  Value?: number;
  LuaScript?: string;
  CustomImage?: unknown;
  ColorDiffuse?: unknown;
}

/** What a piece of the project's save is, read from its tags before they are taken off. */
interface Role {
  kind: string;
  owner?: string;
  room?: string;
}

const COLOURS = ["White", "Red", "Blue", "Green"];

function roleOf(o: SaveObject): Role {
  const tags = o.Tags ?? [];
  const owner = tags.find((t) => COLOURS.includes(t)) ?? (tags.includes("BRW:BlackRose") ? "Black Rose" : undefined);
  const kind = tags.find((t) => t.startsWith("BRW:")) ?? "";
  return kind === "BRW:Room" ? { kind, room: o.Nickname } : { kind, owner };
}

/** Room names in a style, by catalogue name. */
const TYPO_ROOMS: Record<string, string> = {
  "Black Rose Room": "The Black Rose",
  "Throne Room": "Throne",
  Crypt: "Crpyt of the Damned",
  "Sacrificial Altar": "Altar of Sacrifice",
  Cemetery: "Cemetary",
  "Summoner Room": "Summoning Chamber",
  "Alchemical Laboratory": "Alchemy Lab",
  Arena: "Aréna",
  "The Abyss": "Abyss (destroyed side)",
  "Oracle Room": "Oracle's Room",
  "Mirrors Room": "Hall of Mirrors",
  Armory: "Armoury",
  "Pleasures Room": "Pleasure Room",
  Observatory: "Observatroy",
  Bibliotheca: "Library",
  Sanctuary: "SANCTUM",
  Garden: "Gardens",
  Forge: "Forge – the smithy",
  "Treasure Room": "Treasury",
};

/** The nickname a piece of this role has on a table of this style (undefined: as the project names it). */
function nameIn(style: Style, role: Role, index: number): string | undefined {
  const o = role.owner;
  if (style === "another mod") {
    if (role.kind === "BRW:Room") return "Room " + String(index + 1).padStart(2, "0") + " - " + role.room!.toUpperCase();
    const names: Record<string, () => string> = {
      "BRW:Cell": () => "Cell (" + o + ")",
      "BRW:Mage": () => "Mage (" + o + ")",
      "BRW:MageCard": () => o + " Player Board",
      "BRW:Power": () => o + " Power Points",
      "BRW:Damage": () => o + " Damage",
      "BRW:Instability": () => o + " Instability Bag",
      "BRW:Crown": () => "Crown Token",
      "BRW:ForgottenSpells": () => "Forgotten Spells Deck",
    };
    return names[role.kind]?.();
  }
  if (style === "typos and extra words") {
    if (role.kind === "BRW:Room") return TYPO_ROOMS[role.room!];
    const names: Record<string, () => string> = {
      "BRW:Cell": () => o!.toLowerCase() + " cell (prison)",
      "BRW:Mage": () => "Sorceress",
      "BRW:MageCard": () => "Mage Card",
      "BRW:Power": () => "Power tracker",
      "BRW:Damage": () => "Wounds",
      "BRW:Instability": () => "Instabilty supply",
      "BRW:Crown": () => "The Crwon",
      "BRW:ForgottenSpells": () => "Forgoten Spell",
    };
    return names[role.kind]?.();
  }
  return undefined;
}

/** Tags a "decoys and partial tags" table keeps: a few pieces a player had already tagged, some only in part. */
function keptTags(role: Role): string[] {
  if (role.kind === "BRW:Room" && role.room === "Throne Room") return ["BRW:Room"];
  if (role.kind === "BRW:Mage" && role.owner === "Red") return ["BRW:Mage"];
  if (role.kind === "BRW:MageCard" && role.owner === "White") return ["BRW:MageCard", "White"];
  if (role.kind === "BRW:Cell" && role.owner === "Green") return ["BRW:Cell", "Green"];
  if (role.kind === "BRW:Power" && role.owner === "Blue") return ["BRW:Power", "Blue"];
  return [];
}

/** Power and Damage on other objects: a tile or token with a value (getValue), or a scripted counter (brwValue). */
function powerOn(style: Style, o: SaveObject): void {
  if (style === "another mod") return;
  o.Name = "Custom_Token";
  delete o.Counter;
  if (style === "typos and extra words") o.Value = 0;
  else o.LuaScript = "local n = 0\nfunction brwValue() return n end\n";
}

function decoys(): SaveObject[] {
  const at = (x: number, z: number) => ({ posX: x, posY: 1.1, posZ: z, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 });
  return [
    // A Spell card named as a Room, a Crown bag, a label naming the Throne Room, a Crypt tile on a side table.
    { GUID: "dec001", Name: "CardCustom", Nickname: "Crypt", Transform: at(-30, 16) },
    { GUID: "dec002", Name: "Bag", Nickname: "Crown", Transform: at(-30, 22) },
    { GUID: "dec003", Name: "3DText", Nickname: "Throne Room", Transform: at(4, -1.5) },
    {
      GUID: "dec004",
      Name: "Custom_Tile",
      Nickname: "Crypt",
      Transform: { ...at(-36, 26), scaleX: 2, scaleZ: 2 },
      CustomImage: { ImageURL: "", CustomTile: { Type: 1, Thickness: 0.2, Stackable: false, Stretch: true } },
    },
    // A demon summoned in Red's colour: a model, tinted, named as no piece of Jukas's.
    {
      GUID: "dec005",
      Name: "Custom_Model",
      Nickname: "Demon of the Pit",
      Transform: at(-30, 28),
      ColorDiffuse: { r: 0.85, g: 0.1, b: 0.1 },
    },
  ];
}

/** The project's table in a style, White and Red in their Cells, with Jukas's Saved Object on it. */
export function foreignSave(style: Style): string {
  const save = JSON.parse(withMagesInCells(readFileSync(SAVE, "utf8"))) as { ObjectStates: SaveObject[] };
  const ours = new Set((JSON.parse(readFileSync(COMPONENTS, "utf8")) as { ObjectStates: SaveObject[] }).ObjectStates.map((o) => o.GUID));
  let rooms = 0;
  for (const o of save.ObjectStates) {
    if (ours.has(o.GUID)) continue;
    const role = roleOf(o);
    const name = nameIn(style, role, role.kind === "BRW:Room" ? rooms++ : 0);
    if (name !== undefined) o.Nickname = name;
    // Another mod's table carries none of this project's descriptions (some say "L2", "R8").
    o.Description = "";
    o.Tags = style === "decoys and partial tags" ? keptTags(role) : [];
    // The pieces inside its bags carry no tags of this project's either.
    for (const inside of o.ContainedObjects ?? []) inside.Tags = [];
    if (role.kind === "BRW:Power" || role.kind === "BRW:Damage") powerOn(style, o);
  }
  if (style === "decoys and partial tags") save.ObjectStates.push(...decoys());
  return JSON.stringify(save);
}
