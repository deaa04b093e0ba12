/**
 * Seat colours (docs/rules.md's colour tags) and TTPG's player slots. TTPG numbers its seats 0–19 and
 * lets a game colour them; this mod gives slot i the colour COLOURS[i] (White 0, Brown 1, Red 2,
 * Orange 3, Yellow 4, Green 5, Teal 6, Blue 7, Purple 8, Pink 9), and the table script paints the
 * slots so (table.ts). Slots from 10 on are no seat colour: such a player is no Mage.
 */
import { COLOURS } from "../table/pieces";

export function colourOfSlot(slot: number): string | undefined {
  return slot >= 0 && slot < COLOURS.length ? COLOURS[slot] : undefined;
}

export function slotOfColour(colour: string): number {
  return COLOURS.indexOf(colour);
}

/** TTS's seat colours (RGB 0..1), so a colour looks alike on both tabletops (tools/save/tts.ts). */
export const SEAT_RGB: { [colour: string]: [number, number, number] } = {
  White: [1, 1, 1],
  Brown: [0.443, 0.231, 0.09],
  Red: [0.856, 0.1, 0.094],
  Orange: [0.956, 0.392, 0.113],
  Yellow: [0.905, 0.898, 0.172],
  Green: [0.192, 0.701, 0.168],
  Teal: [0.129, 0.694, 0.607],
  Blue: [0.118, 0.53, 1],
  Purple: [0.627, 0.125, 0.941],
  Pink: [0.96, 0.439, 0.807],
};
