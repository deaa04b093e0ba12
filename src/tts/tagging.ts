/**
 * The tagging assistant's hands on TTS (docs/tagging.md): every object on the table read once
 * (`getObjects`) into the plain candidates src/tagging judges, the seats from the hand zones,
 * tags added and removed, and the proposal's highlights. Nothing here renames or moves an object.
 */
import { CardState, Scan } from "../controller/tabletop";
import { Candidate, Form, Seat } from "../tagging/candidate";
import { COLOURS, canonicalTags } from "../table/pieces";
import { liveObject } from "./live";
import { handPosition } from "./hand";

/** TTS's object types as the assistant's forms (src/tagging/candidate.ts); any other is "other", judged by its proportions. */
const FORMS: { [type: string]: Form } = {
  Tile: "tile",
  Card: "card",
  Deck: "deck",
  Bag: "bag",
  Infinite: "bag",
  Counter: "counter",
  Figurine: "model",
  rpgFigurine: "model",
  Chess: "model",
  "3D Text": "text",
  Notecard: "text",
  Tablet: "text",
  Board: "board",
};

/**
 * Zones' types (TTS: built-in-object.md, Zones). `getObjects()` lists zones too, and a tagged
 * zone accepts only objects with matching tags: the assistant never proposes one.
 */
const ZONES: { [type: string]: boolean } = { Fog: true, FogOfWar: true, Hand: true, Layout: true, Randomize: true, Scripting: true };

/** A custom tile's outline (`getCustomObject().type`): 0 box, 1 hexagon, 2 circle, 3 rounded. */
const SHAPES = ["box", "hex", "circle", "rounded"];

/** Every object on the table but the Avatar Card itself (`self`), and the seats. */
export function scanTable(self: TTSObject): Scan {
  const own = self.getGUID();
  const candidates: Candidate[] = [];
  for (const obj of getObjects()) {
    if (obj.isDestroyed()) continue;
    const id = obj.getGUID();
    const type = obj.type as string;
    if (id === own || ZONES[type] === true) continue;
    const form = FORMS[type];
    const pos = obj.getPosition();
    const size = obj.getBounds().size;
    const c: Candidate = {
      id,
      name: obj.getName(),
      description: obj.getDescription(),
      form: form === undefined ? "other" : form,
      // In the mod's spelling: TTS's tags ignore case, the proposal compares them exactly.
      tags: canonicalTags(obj.getTags()),
      x: pos.x,
      z: pos.z,
      width: size.x,
      height: size.y,
      depth: size.z,
    };
    const tint = obj.getColorTint();
    if (tint !== undefined && tint !== null) c.tint = { r: tint.r, g: tint.g, b: tint.b };
    if (form === "bag") c.count = obj.getQuantity();
    if (form === "tile") {
      const custom = obj.getCustomObject() as { type?: unknown };
      const shape = custom === undefined || custom === null ? undefined : custom.type;
      if (typeof shape === "number" && shape >= 0 && shape < SHAPES.length) c.shape = SHAPES[shape];
    }
    candidates.push(c);
  }
  return { candidates, seats: seats() };
}

/** Each seat colour's hand zone, where the table has one. */
function seats(): Seat[] {
  const out: Seat[] = [];
  for (const colour of COLOURS) {
    const hand = handPosition(colour);
    if (hand !== undefined) out.push({ color: colour, x: hand.x, z: hand.z });
  }
  return out;
}

/** Adds the tags the object lacks; answers those added, or undefined when it is gone. */
export function addTags(id: string, tags: string[]): string[] | undefined {
  const obj = liveObject(id);
  if (obj === undefined) return undefined;
  const added: string[] = [];
  for (const tag of tags) {
    if (!obj.hasTag(tag)) {
      obj.addTag(tag);
      added.push(tag);
    }
  }
  return added;
}

export function removeTags(id: string, tags: string[]): boolean {
  const obj = liveObject(id);
  if (obj === undefined) return false;
  for (const tag of tags) obj.removeTag(tag);
  return true;
}

const PROPOSED = { r: 0.3, g: 0.9, b: 0.3 };
const UNPLACED = { r: 1, g: 0.55, b: 0.1 };
/** The proposal's glyphs, as its chat list begins each line: not by colour alone (green and orange look alike to many). */
const PROPOSED_GLYPH = "+";
const UNPLACED_GLYPH = "?";
/** The click function of the glyphs' labels (a label has no size: nobody clicks it). */
export const MARK_FN = "jukasMark";

/**
 * The highlights of a proposal: green and "+" what it would tag, orange and "?" what it could not
 * place; the last proposal's are cleared first. `card` owns the labels.
 */
export function marker(card: TTSObject): (this: void, proposed: string[], unplaced: string[]) => void {
  let lit: string[] = [];
  return (proposed, unplaced) => {
    for (const id of lit) {
      const obj = liveObject(id);
      if (obj !== undefined) {
        obj.highlightOff(PROPOSED);
        obj.highlightOff(UNPLACED);
        unmark(obj);
      }
    }
    lit = [];
    light(card, proposed, PROPOSED, PROPOSED_GLYPH, lit);
    light(card, unplaced, UNPLACED, UNPLACED_GLYPH, lit);
  };
}

function light(card: TTSObject, ids: string[], colour: { r: number; g: number; b: number }, glyph: string, lit: string[]): void {
  for (const id of ids) {
    const obj = liveObject(id);
    if (obj !== undefined) {
      obj.highlightOn(colour);
      obj.createButton({
        click_function: MARK_FN,
        function_owner: card,
        label: glyph,
        position: { x: 0, y: 0.3, z: 0 },
        width: 0,
        height: 0,
        font_size: 300,
        font_color: colour,
      });
      lit.push(id);
    }
  }
}

/** Takes the glyph off an object (from the last index down: indexes shift as buttons go). */
function unmark(obj: TTSObject): void {
  const buttons = obj.getButtons();
  if (buttons === undefined || buttons === null) return;
  for (let i = buttons.length - 1; i >= 0; i--) if (buttons[i].click_function === MARK_FN) obj.removeButton(buttons[i].index);
}

/** Two card states alike (the buttons are redrawn only on a change). */
export function sameCard(a: CardState | undefined, b: CardState): boolean {
  if (a === undefined || a.proposing !== b.proposing || a.settings.length !== b.settings.length) return false;
  for (let i = 0; i < a.settings.length; i++) if (a.settings[i].on !== b.settings[i].on) return false;
  return true;
}
