/**
 * Checks at run time what the declaration's types say about a save (`TTSSave`, `TileData`,
 * `BagData`, `DeckCustomData`, …), for data read from JSON. Each problem is a sentence that
 * starts with the path of the offending field, e.g. `ObjectStates[3].Transform.posX: not a number`.
 */
import { NAME, type SavedObjectFile, type SaveHeader, type TtsObject } from "./tts";

type Kind = "string" | "number" | "boolean" | "array" | "object";

/** Every header key of the save and the kind of its value: a key added to `TTSSave` must be added here. */
export const HEADER_KEYS: Record<keyof SaveHeader, Kind> = {
  SaveName: "string",
  EpochTime: "number",
  Date: "string",
  VersionNumber: "string",
  GameMode: "string",
  GameType: "string",
  GameComplexity: "string",
  PlayingTime: "array",
  PlayerCounts: "array",
  Tags: "array",
  Gravity: "number",
  PlayArea: "number",
  Table: "string",
  Sky: "string",
  SkyURL: "string",
  Note: "string",
  TabStates: "object",
  MusicPlayer: "object",
  Grid: "object",
  Lighting: "object",
  Hands: "object",
  Turns: "object",
  DecalPallet: "array",
  LuaScript: "string",
  LuaScriptState: "string",
  XmlUI: "string",
  CustomUIAssets: "array",
  SnapPoints: "array",
};

/** The keys of a Saved Object file (its objects aside): a part of the save's. */
export const SAVED_OBJECT_KEYS: Record<Exclude<keyof SavedObjectFile, "ObjectStates">, Kind> = headerPart([
  "SaveName",
  "EpochTime",
  "Date",
  "VersionNumber",
  "GameMode",
  "GameType",
  "GameComplexity",
  "Tags",
  "Gravity",
  "PlayArea",
  "Table",
  "Sky",
  "Note",
  "TabStates",
  "LuaScript",
  "LuaScriptState",
  "XmlUI",
]);

function headerPart<K extends keyof SaveHeader>(keys: K[]): Record<K, Kind> {
  return Object.fromEntries(keys.map((k) => [k, HEADER_KEYS[k]])) as Record<K, Kind>;
}

const TRANSFORM_KEYS: (keyof TransformData)[] = ["posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"];

function kindOf(v: unknown): Kind | "null" | "undefined" {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v as Kind | "undefined";
}

function need(problems: string[], path: string, v: unknown, kind: Kind): boolean {
  const actual = kindOf(v);
  if (actual === kind && !(kind === "number" && !Number.isFinite(v))) return true;
  problems.push(
    `${path}: expected ${kind === "array" || kind === "object" ? "an" : "a"} ${kind}, found ${actual === "undefined" ? "nothing" : actual}`,
  );
  return false;
}

export function checkHeader(header: Record<string, unknown>, problems: string[] = [], keys: Record<string, Kind> = HEADER_KEYS): string[] {
  for (const [key, kind] of Object.entries(keys)) need(problems, key, header[key], kind);
  const hands = header.Hands as { HandTransforms?: unknown } | undefined;
  if (hands && need(problems, "Hands.HandTransforms", hands.HandTransforms, "array")) {
    (hands.HandTransforms as { Color?: unknown; Transform?: unknown }[]).forEach((h, i) => {
      const at = `Hands.HandTransforms[${i}]`;
      need(problems, `${at}.Color`, h.Color, "string");
      checkTransform(h.Transform, `${at}.Transform`, problems);
    });
  }
  return problems;
}

function checkTransform(t: unknown, path: string, problems: string[]): void {
  if (!need(problems, path, t, "object")) return;
  for (const key of TRANSFORM_KEYS) need(problems, `${path}.${key}`, (t as Record<string, unknown>)[key], "number");
}

const KNOWN_NAMES = new Set<string>(Object.values(NAME));

/** One object (and what it contains), as `ObjectData` and its kind's own type require. */
export function checkObject(o: unknown, path: string, problems: string[] = []): string[] {
  if (!need(problems, path, o, "object")) return problems;
  const obj = o as Record<string, unknown>;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (need(problems, at("GUID"), obj.GUID, "string") && !/^[0-9a-f]{6}$/.test(obj.GUID as string)) {
    problems.push(`${at("GUID")}: "${obj.GUID}" is not 6 hex digits`);
  }
  if (need(problems, at("Name"), obj.Name, "string") && !KNOWN_NAMES.has(obj.Name as string)) {
    problems.push(`${at("Name")}: "${obj.Name}" is not a kind of object this save uses (${[...KNOWN_NAMES].join(", ")})`);
  }
  checkTransform(obj.Transform, at("Transform"), problems);
  for (const key of ["Nickname", "Description", "GMNotes", "LuaScript", "LuaScriptState", "XmlUI"]) {
    if (obj[key] !== undefined) need(problems, at(key), obj[key], "string");
  }
  if (obj.Tags !== undefined && need(problems, at("Tags"), obj.Tags, "array")) {
    (obj.Tags as unknown[]).forEach((t, i) => need(problems, `${at("Tags")}[${i}]`, t, "string"));
  }
  switch (obj.Name) {
    case NAME.tile: {
      const image = obj.CustomImage as TileData["CustomImage"] | undefined;
      if (need(problems, at("CustomImage"), image, "object") && image) {
        need(problems, at("CustomImage.ImageURL"), image.ImageURL, "string");
        if (need(problems, at("CustomImage.CustomTile"), image.CustomTile, "object")) {
          const type = image.CustomTile.Type as number;
          if (![0, 1, 2, 3].includes(type))
            problems.push(`${at("CustomImage.CustomTile.Type")}: ${type} is not a tile type (0 box, 1 hex, 2 circle, 3 rounded)`);
        }
      }
      break;
    }
    case NAME.figurine: {
      const image = obj.CustomImage as FigurineCustomData["CustomImage"] | undefined;
      if (need(problems, at("CustomImage"), image, "object") && image) need(problems, at("CustomImage.ImageURL"), image.ImageURL, "string");
      break;
    }
    case NAME.counter: {
      const counter = obj.Counter as CounterData["Counter"] | undefined;
      if (need(problems, at("Counter"), counter, "object") && counter) need(problems, at("Counter.value"), counter.value, "number");
      break;
    }
    case NAME.bag:
      if (need(problems, at("ContainedObjects"), obj.ContainedObjects, "array")) {
        (obj.ContainedObjects as unknown[]).forEach((c, i) => checkObject(c, `${at("ContainedObjects")}[${i}]`, problems));
      }
      break;
    case NAME.deck:
      checkDeck(obj, at, problems);
      break;
    case NAME.card:
      checkCard(obj, at, problems);
      break;
  }
  return problems;
}

function checkCard(obj: Record<string, unknown>, at: (key: string) => string, problems: string[]): void {
  if (!need(problems, at("CardID"), obj.CardID, "number")) return;
  if (!need(problems, at("CustomDeck"), obj.CustomDeck, "object")) return;
  checkCustomDecks(obj.CustomDeck as Record<string, unknown>, at("CustomDeck"), problems);
  const deckId = String(Math.floor((obj.CardID as number) / 100));
  if (!(deckId in (obj.CustomDeck as object))) problems.push(`${at("CardID")}: card ${obj.CardID} needs CustomDeck "${deckId}"`);
}

function checkDeck(obj: Record<string, unknown>, at: (key: string) => string, problems: string[]): void {
  const ids = obj.DeckIDs;
  const cards = obj.ContainedObjects;
  if (!need(problems, at("DeckIDs"), ids, "array") || !need(problems, at("ContainedObjects"), cards, "array")) return;
  if (need(problems, at("CustomDeck"), obj.CustomDeck, "object"))
    checkCustomDecks(obj.CustomDeck as Record<string, unknown>, at("CustomDeck"), problems);
  const list = cards as Record<string, unknown>[];
  const idList = ids as unknown[];
  if (idList.length !== list.length) problems.push(`${at("DeckIDs")}: ${idList.length} ids for ${list.length} cards`);
  list.forEach((card, i) => {
    const path = `${at("ContainedObjects")}[${i}]`;
    checkObject(card, path, problems);
    if (card?.Name !== NAME.card) problems.push(`${path}.Name: a deck holds cards, not "${String(card?.Name)}"`);
    if (card?.CardID !== idList[i])
      problems.push(`${path}.CardID: ${String(card?.CardID)} differs from DeckIDs[${i}] = ${String(idList[i])}`);
  });
}

function checkCustomDecks(decks: Record<string, unknown>, path: string, problems: string[]): void {
  for (const [id, d] of Object.entries(decks)) {
    const at = `${path}.${id}`;
    if (!/^\d+$/.test(id)) problems.push(`${at}: a custom deck's key is a number`);
    if (!need(problems, at, d, "object")) continue;
    const deck = d as Record<string, unknown>;
    for (const key of ["FaceURL", "BackURL"]) need(problems, `${at}.${key}`, deck[key], "string");
    for (const key of ["NumWidth", "NumHeight", "Type"]) need(problems, `${at}.${key}`, deck[key], "number");
    for (const key of ["BackIsHidden", "UniqueBack"]) need(problems, `${at}.${key}`, deck[key], "boolean");
  }
}

/** Every object in the list and in its containers, with its path. */
export function* walk(objects: TtsObject[], path = "ObjectStates"): Generator<[TtsObject, string]> {
  for (let i = 0; i < objects.length; i++) {
    const at = `${path}[${i}]`;
    yield [objects[i], at];
    const contained = (objects[i] as BagData).ContainedObjects;
    if (Array.isArray(contained)) yield* walk(contained, `${at}.ContainedObjects`);
  }
}

/**
 * A whole save: its header, its objects, unique GUIDs, and (for a save, not a Saved Object)
 * ComponentTags listing every tag used.
 */
export function checkSave(save: Record<string, unknown>, kind: "save" | "saved object" = "save"): string[] {
  const problems = checkHeader(save, [], kind === "save" ? HEADER_KEYS : SAVED_OBJECT_KEYS);
  if (!need(problems, "ObjectStates", save.ObjectStates, "array")) return problems;
  const objects = save.ObjectStates as TtsObject[];
  objects.forEach((o, i) => checkObject(o, `ObjectStates[${i}]`, problems));
  const seen = new Map<string, string>();
  const tags = new Set<string>();
  for (const [o, at] of walk(objects)) {
    if (o.GUID) {
      const other = seen.get(o.GUID);
      if (other) problems.push(`${at}.GUID: ${o.GUID} is also ${other}'s`);
      else seen.set(o.GUID, at);
    }
    for (const t of o.Tags ?? []) tags.add(t);
  }
  if (kind !== "save") return problems;
  const labels = (save.ComponentTags as TTSSave["ComponentTags"] | undefined)?.labels;
  if (need(problems, "ComponentTags.labels", labels, "array") && labels) {
    const listed = new Set(labels.map((l) => l.displayed));
    for (const t of tags) if (!listed.has(t)) problems.push(`ComponentTags.labels: tag "${t}" is used but not listed`);
  }
  return problems;
}
