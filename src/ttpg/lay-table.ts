/**
 * Lays the table out from the package's templates: the TTPG counterpart of the TTS save. The
 * layout is data made by the build from mod/ (the TTS save's source, tools/ttpg/package.ts), so
 * both tabletops show the same table; positions are in the Piece convention, in cm.
 */
import { Card, CardHolder, Color, Container, GameObject, GameWorld, Rotator, Vector } from "@tabletop-playground/api";
import { TAG, canonicalTags } from "../table/pieces";
import { toWorld } from "./coords";
import { setCounterValue } from "./counter";
import { writeCardFile } from "./card-file";

export interface LayoutContent {
  template: string;
  count: number;
}

export interface LayoutObject {
  /** Template GUID. */
  template: string;
  name: string;
  description: string;
  tags: string[];
  /** Piece convention (cm): x right, z away from White, on the table plane. */
  x: number;
  z: number;
  /** Height above the table (cm). */
  lift: number;
  rotY: number;
  faceDown?: boolean;
  color?: [number, number, number];
  /** The Avatar Card's card file (card-file.ts): into its saved data, too long for a description. */
  cards?: string;
  /** A counter's starting value. */
  value?: number;
  /** A card holder's player slot (a seat's hand). */
  slot?: number;
  contents?: LayoutContent[];
  /**
   * A pile of cards (Jukas's decks): the templates of the cards under the first (`template`),
   * top first; laid face down, so the top card is the back of the stack.
   */
  stack?: string[];
}

export interface TableLayout {
  objects: LayoutObject[];
  /** Seat colours for the player slots (seats.ts). */
  slots: { slot: number; rgb: [number, number, number] }[];
}

/** True when the table already holds a Lodge or Jukas: laying it out again would double it. */
export function tableIsSet(world: GameWorld): boolean {
  for (const obj of world.getAllObjects(true)) {
    const tags = canonicalTags(obj.getTags());
    if (tags.indexOf(TAG.room) >= 0 || tags.indexOf(TAG.avatar) >= 0) return true;
  }
  return false;
}

/** Creates every object of the layout; returns how many were made, and the templates that failed. */
export function layTable(world: GameWorld, layout: TableLayout): { made: number; missing: string[] } {
  const missing: string[] = [];
  let made = 0;
  const height = world.getTableHeight();
  for (const s of layout.slots) world.setSlotColor(s.slot, new Color(s.rgb[0], s.rgb[1], s.rgb[2], 1));
  for (const o of layout.objects) {
    const at = new Vector(...toWorld({ x: o.x, y: height + o.lift, z: o.z }));
    const obj = world.createObjectFromTemplate(o.template, at);
    if (obj === undefined) {
      if (missing.indexOf(o.template) < 0) missing.push(o.template);
      continue;
    }
    made++;
    if (o.stack !== undefined && obj instanceof Card) {
      for (const t of o.stack) {
        const card = world.createObjectFromTemplate(t, new Vector(at.x, at.y, at.z + 1));
        if (card === undefined || !(card instanceof Card)) {
          if (missing.indexOf(t) < 0) missing.push(t);
          continue;
        }
        // Each lower card goes to the front: face down, the front is the bottom.
        obj.addCards(card, true);
      }
    }
    dress(obj, o);
    if (o.contents !== undefined && obj instanceof Container) {
      const inside: GameObject[] = [];
      for (const c of o.contents) {
        for (let k = 0; k < c.count; k++) {
          const piece = world.createObjectFromTemplate(c.template, new Vector(at.x, at.y, at.z + 10 + k));
          if (piece === undefined) {
            if (missing.indexOf(c.template) < 0) missing.push(c.template);
            continue;
          }
          inside.push(piece);
        }
      }
      obj.insert(inside);
    }
  }
  return { made, missing };
}

function dress(obj: GameObject, o: LayoutObject): void {
  obj.setName(o.name);
  obj.setDescription(o.description);
  obj.setTags(o.tags);
  obj.setRotation(new Rotator(0, o.rotY, o.faceDown === true ? 180 : 0));
  if (o.color !== undefined) obj.setPrimaryColor(new Color(o.color[0], o.color[1], o.color[2], 1));
  if (o.value !== undefined) setCounterValue(obj, o.value);
  if (o.cards !== undefined) writeCardFile(obj, o.cards);
  if (o.slot !== undefined) obj.setOwningPlayerSlot(o.slot);
  if (obj instanceof CardHolder) obj.setOnlyOwnerTakesCards(false);
}
