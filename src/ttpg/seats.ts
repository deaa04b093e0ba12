/**
 * Seat colours (docs/rules.md's colour tags) and TTPG's player slots. TTPG numbers its seats 0–19 and
 * lets a game colour them; this mod gives slot i the colour COLOURS[i] (White 0, Brown 1, Red 2,
 * Orange 3, Yellow 4, Green 5, Teal 6, Blue 7, Purple 8, Pink 9), and the table script paints the
 * slots so (table.ts). Slots from 10 on are no seat colour: such a player is no Mage.
 */
import { COLOURS } from "../table/pieces";
import { SEAT_RGB as COLOURS_RGB } from "../table/colours";

export function colourOfSlot(slot: number): string | undefined {
  return slot >= 0 && slot < COLOURS.length ? COLOURS[slot] : undefined;
}

export function slotOfColour(colour: string): number {
  return COLOURS.indexOf(colour);
}

/** The seat colours as [r, g, b] (src/table/colours.ts: TTS's own, so a colour looks alike on both tabletops). */
export const SEAT_RGB: { [colour: string]: [number, number, number] } = {};
for (const colour of Object.keys(COLOURS_RGB)) {
  const c = COLOURS_RGB[colour];
  SEAT_RGB[colour] = [c.r, c.g, c.b];
}
