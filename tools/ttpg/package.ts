/**
 * The TTPG package's content, made from mod/ (the TTS save's source): one object template per
 * kind of piece, and the layout the table script spawns them to. Mapping the same source keeps
 * the two tabletops' tables alike; each TTS object's TTPG counterpart: docs/ttpg.md.
 */
import { createHash } from "node:crypto";
import type { LayoutContent, LayoutObject, TableLayout } from "../../src/ttpg/lay-table";
import { SEAT_RGB, slotOfColour } from "../../src/ttpg/seats";
import type { HandTransform } from "../save/tts";
import type { Mod } from "../save/build";
import { cardFaceName } from "../../assets/art";

/** Centimetres per TTS unit. */
export const CM = 2.54;
/** TTS draws a scale-1 Custom_Tile about 2 units across (docs/save.md). */
const TILE_UNITS = 2;
/** Hexagonal tiles are drawn at this share of their spacing (see templateOf). */
const HEX_FIT = 0.85;

export type Template = { [key: string]: unknown } & { GUID: string; Name: string; Type: string; Tags: string[] };

export interface PackageContent {
  /** File stem (Templates/STEM.json) → template. */
  templates: Map<string, Template>;
  layout: TableLayout;
  /** The images the templates use (assets/art.ts names, Textures/NAME.png). */
  textures: string[];
}

/** A stable 32-hex template GUID from a key. */
export function templateGuid(key: string): string {
  return createHash("sha1")
    .update("brw-jukas/ttpg/" + key)
    .digest("hex")
    .slice(0, 32)
    .toUpperCase();
}

const rgb255 = (c: { r: number; g: number; b: number }) => ({
  R: Math.round(c.r * 255),
  G: Math.round(c.g * 255),
  B: Math.round(c.b * 255),
});
const WHITE = { R: 255, G: 255, B: 255 };
const BLACK = { R: 0, G: 0, B: 0 };
const round = (n: number) => Math.round(n * 1000) / 1000;

function base(name: string, type: string, tags: string[], surface: string, script = ""): Template {
  return {
    Type: type,
    GUID: "",
    Name: name,
    Metadata: "",
    CollisionType: "Regular",
    Friction: 0.7,
    Restitution: 0.1,
    Density: 1,
    SurfaceType: surface,
    Roughness: 1,
    Metallic: 0,
    PrimaryColor: WHITE,
    SecondaryColor: BLACK,
    Flippable: type === "Card",
    AutoStraighten: false,
    ShouldSnap: true,
    ScriptName: script,
    Blueprint: "",
    Models: [],
    Collision: [],
    Lights: [],
    SnapPointsGlobal: false,
    SnapPoints: [],
    ZoomViewDirection: { X: 0, Y: 0, Z: 0 },
    GroundAccessibility: "ZoomAndContext",
    Tags: tags,
  };
}

function card(
  name: string,
  tags: string[],
  front: string,
  back: string,
  shape: string,
  width: number,
  height: number,
  stack: { count: number; canStack: boolean },
  script = "",
): Template {
  return {
    ...base(name, "Card", tags, "Cardboard", script),
    FrontTexture: front + ".png",
    BackTexture: back + ".png",
    HiddenTexture: "",
    BackIndex: -2,
    HiddenIndex: -1,
    NumHorizontal: 1,
    NumVertical: 1,
    Width: round(width),
    Height: round(height),
    Thickness: shape === "Rounded" ? 0.05 : 0.2,
    HiddenInHand: true,
    UsedWithCardHolders: shape === "Rounded",
    CanStack: stack.canStack,
    UsePrimaryColorForSide: false,
    FrontTextureOverrideExposed: false,
    AllowFlippedInStack: false,
    MirrorBack: true,
    EmissiveFront: false,
    Model: shape,
    Indices: Array.from({ length: stack.count }, () => 0),
    CardNames: {},
    CardMetadata: {},
    // Each card's own tags (atlas index 0, the one image): a card off a stack keeps them.
    CardTags: { "0": tags },
  };
}

/** A cube (Models/cube.obj, 1 cm) scaled to size: the same whichever axis a model tool calls up. */
function cube(
  name: string,
  type: string,
  tags: string[],
  size: [number, number, number],
  color: { R: number; G: number; B: number },
  script = "",
): Template {
  return {
    ...base(name, type, tags, type === "Container" ? "Cloth" : "Plastic", script),
    PrimaryColor: color,
    Models: [
      {
        Model: "cube.obj",
        Offset: { X: 0, Y: 0, Z: 0 },
        Scale: { X: size[0], Y: size[1], Z: size[2] },
        Rotation: { X: 0, Y: 0, Z: 0 },
        Texture: "",
        NormalMap: "",
        ExtraMap: "",
        ExtraMap2: "",
        IsTransparent: false,
        CastShadow: true,
        IsTwoSided: false,
        UseOverrides: true,
        SurfaceType: "Plastic",
      },
    ],
  };
}

function figure(name: string, tags: string[], texture: string): Template {
  return {
    ...base(name, "Cardboard Figure", tags, "Cardboard"),
    FrontTexture: texture + ".png",
    BackTexture: texture + ".png",
    FrontExtraMap: "",
    BackExtraMap: "",
    FigureWidth: 1,
    FigureHeight: 1,
    FigureZOffset: 0,
    UseAlpha: true,
    Collide: true,
  };
}

const ASSET = /^asset:([a-z0-9-]+)\.png$/;

function assetName(url: unknown): string {
  const m = typeof url === "string" ? ASSET.exec(url) : null;
  if (m === null) throw new Error(`not an asset:NAME.png reference: ${String(url)}`);
  return m[1];
}

/**
 * One of Jukas's cards (GM Notes `{"card": id}`) shows its own face image: in TTS its face is a
 * cell of its deck's card sheet (tools/save/cards.ts), here a template of one card.
 */
function ownFace(o: TtsObject): string | undefined {
  try {
    const id = (JSON.parse(typeof o.GMNotes === "string" ? o.GMNotes : "") as { card?: unknown }).card;
    return typeof id === "string" ? cardFaceName({ id }) : undefined;
  } catch {
    return undefined;
  }
}

const PILE_TAGS = ["BRW:JukasCommand", "BRW:JukasEvocation", "BRW:JukasEvent"];
const isPile = (tags: string[]) => tags.some((t) => PILE_TAGS.includes(t));

/** The fields of a TTS object this mapping reads (mod/objects/*.json). */
interface TtsObject {
  Name: string;
  Nickname?: string;
  Description?: string;
  Tags?: string[];
  Transform: { posX: number; posZ: number; rotY: number; rotZ: number; scaleX: number };
  ContainedObjects?: TtsObject[];
  [key: string]: unknown;
}

/** The TTPG template of one TTS object (its pieces' own, for a bag's content). */
function templateOf(o: TtsObject, script: (o: TtsObject) => string): Template {
  const name = o.Nickname || o.Name;
  const tags = o.Tags ?? [];
  const t = o.Transform;
  if (o.Name === "Custom_Tile") {
    const image = (o as unknown as { CustomImage: { ImageURL: string; ImageSecondaryURL: string; CustomTile: { Type: number } } })
      .CustomImage;
    const front = assetName(image.ImageURL);
    const back = assetName(image.ImageSecondaryURL);
    const across = t.scaleX * TILE_UNITS * CM;
    const type = image.CustomTile.Type;
    // A hexagon's bounding box a little under the Rooms' spacing: whichever way TTPG's built-in
    // shape points, neighbours leave a gap rather than overlap (adjacency reads only centres).
    if (type === 1)
      return card(name, tags, front, back, "Hexagonal", across * HEX_FIT, across * HEX_FIT, { count: 1, canStack: false }, script(o));
    if (type === 2) {
      const token = tags.includes("BRW:Vortex") || tags.includes("BRW:Instability");
      return card(name, tags, front, back, "Round", across, across, { count: 1, canStack: token }, script(o));
    }
    // A box tile keeps its image's proportions: the art's portrait Avatar Card, landscape Mage Cards.
    const portrait = front.startsWith("avatar-card");
    return card(
      name,
      tags,
      front,
      back,
      "Square",
      portrait ? across * 0.714 : across,
      portrait ? across : across * 0.714,
      { count: 1, canStack: false },
      script(o),
    );
  }
  if (o.Name === "Deck") {
    if (isPile(tags)) throw new Error(`${name}: Jukas's card decks are laid out card by card (packageContent)`);
    const first = (o.ContainedObjects ?? [])[0] as unknown as
      { CustomDeck: { [k: string]: { FaceURL: string; BackURL: string } } } | undefined;
    const deck = first === undefined ? undefined : Object.values(first.CustomDeck)[0];
    if (deck === undefined) throw new Error(`${name}: a deck without cards`);
    const count = (o.ContainedObjects ?? []).length;
    return card(name, tags, assetName(deck.FaceURL), assetName(deck.BackURL), "Rounded", 6.3, 8.8, { count, canStack: true }, script(o));
  }
  if (o.Name === "Card") {
    const deck = Object.values((o as unknown as { CustomDeck: { [k: string]: { FaceURL: string; BackURL: string } } }).CustomDeck)[0];
    const t = card(
      name,
      tags,
      ownFace(o) ?? assetName(deck.FaceURL),
      assetName(deck.BackURL),
      "Rounded",
      6.3,
      8.8,
      { count: 1, canStack: true },
      script(o),
    );
    return { ...t, CardNames: { "0": name }, CardMetadata: { "0": typeof o.GMNotes === "string" ? o.GMNotes : "" } };
  }
  if (o.Name === "Bag") {
    const c = (o as unknown as { ColorDiffuse?: { r: number; g: number; b: number } }).ColorDiffuse;
    return cube(name, "Container", tags, [6, 6, 6], c === undefined ? WHITE : rgb255(c), script(o));
  }
  if (o.Name === "Counter") return cube(name, "Generic", tags, [3, 3, 1.5], { R: 200, G: 200, B: 200 }, script(o));
  if (o.Name === "PlayerPawn") {
    const c = (o as unknown as { ColorDiffuse?: { r: number; g: number; b: number } }).ColorDiffuse;
    return cube(name, "Generic", tags, [2.5, 2.5, 2.5], c === undefined ? WHITE : rgb255(c), script(o));
  }
  if (o.Name === "Figurine_Custom") {
    const image = (o as unknown as { CustomImage: { ImageURL: string } }).CustomImage;
    return figure(name, tags, assetName(image.ImageURL));
  }
  throw new Error(`${name}: no TTPG template for a TTS ${o.Name}`);
}

function handHolder(colour: string): Template {
  return {
    ...cube(colour + " Hand", "Card Holder", [], [4, 30, 3], rgb255(rgbOf(colour))),
    CardsCenter: { X: 0, Y: 0, Z: 1.5 },
    CardsWidth: 30,
    MaxCards: 30,
    MaxCardHeight: 10,
  };
}

function rgbOf(colour: string): { r: number; g: number; b: number } {
  const c = SEAT_RGB[colour];
  return { r: c[0], g: c[1], b: c[2] };
}

/** How high above the table each kind of object is spawned (cm), so it settles onto what lies below. */
function liftOf(o: TtsObject): number {
  if (o.Tags?.includes("BRW:Room") || o.Tags?.includes("BRW:Cell")) return 0.5;
  if (o.Tags?.includes("BRW:MageCard") || o.Tags?.includes("BRW:Avatar")) return 0.5;
  return 3;
}

/** The templates and the layout from the mod; `script(o)` names the script of an object (or ""). */
export function packageContent(mod: Mod, hands: HandTransform[], script: (o: TtsObject) => string): PackageContent {
  const templates = new Map<string, Template>();
  const byBody = new Map<string, string>();
  const textures = new Set<string>();
  /** One template per distinct body: twenty Instability pieces share one. */
  const add = (stem: string, t: Template): string => {
    const body = JSON.stringify({ ...t, GUID: "" });
    const known = byBody.get(body);
    if (known !== undefined) return templates.get(known)!.GUID;
    let unique = stem;
    for (let k = 2; templates.has(unique); k++) unique = stem + "-" + k;
    const guid = templateGuid(unique);
    templates.set(unique, { ...t, GUID: guid });
    byBody.set(body, unique);
    for (const key of ["FrontTexture", "BackTexture"]) {
      const tex = t[key];
      if (typeof tex === "string" && tex !== "") textures.add(tex.replace(/\.png$/, ""));
    }
    return guid;
  };

  const objects: LayoutObject[] = [];
  for (const { stem, object } of mod.objects) {
    const o = object as unknown as TtsObject;
    const t = o.Transform;
    let template: string;
    let stack: string[] | undefined;
    if (o.Name === "Deck" && isPile(o.Tags ?? [])) {
      // Jukas's deck: a template per card, top first; the first is laid, the rest stacked under it.
      const cards = (o.ContainedObjects ?? []).map((c, i) => add(`${stem}-${i + 1}`, templateOf(c, script)));
      template = cards[0];
      stack = cards.slice(1);
    } else {
      template = add(stem, templateOf(o, script));
    }
    const avatar = (o.Tags ?? []).includes("BRW:Avatar") && typeof o.GMNotes === "string" && o.GMNotes !== "";
    const entry: LayoutObject = {
      template,
      name: o.Nickname || o.Name,
      description: o.Description ?? "",
      tags: o.Tags ?? [],
      x: round(t.posX * CM),
      z: round(t.posZ * CM),
      lift: liftOf(o),
      rotY: t.rotY,
    };
    // The card descriptions (TTS: the Avatar Card's GM Notes) go into the card's saved data.
    if (avatar) entry.cards = o.GMNotes as string;
    if (Math.abs(t.rotZ % 360) === 180) entry.faceDown = true;
    if (stack !== undefined && stack.length > 0) entry.stack = stack;
    if (o.Name === "Counter") entry.value = (o as unknown as { Counter: { value: number } }).Counter.value;
    if (o.Name === "Bag") {
      const contents: LayoutContent[] = [];
      for (const inner of o.ContainedObjects ?? []) {
        const guid = add(stem + "-piece", templateOf(inner, script));
        const last = contents[contents.length - 1];
        if (last !== undefined && last.template === guid) last.count++;
        else contents.push({ template: guid, count: 1 });
      }
      entry.contents = contents;
    }
    objects.push(entry);
  }
  for (const hand of hands) {
    const colour = hand.Color as string;
    const t = hand.Transform;
    objects.push({
      template: add("hand-" + colour.toLowerCase(), handHolder(colour)),
      name: colour + "'s hand",
      description: "Cards dealt to " + colour + " (a Forgotten Spell, R10) land here.",
      tags: [],
      x: round(t.posX * CM),
      z: round(t.posZ * CM),
      lift: 3,
      rotY: t.rotY,
      slot: slotOfColour(colour),
    });
  }
  const slots: TableLayout["slots"] = [];
  for (const colour of Object.keys(SEAT_RGB)) slots.push({ slot: slotOfColour(colour), rgb: SEAT_RGB[colour] });
  return { templates, layout: { objects, slots }, textures: [...textures].sort() };
}
