/**
 * Seat colours (docs/rules.md's colour tags) and TTPG's player slots. TTPG numbers its seats 0–19 and
 * lets a game colour them; this mod gives slot i the colour COLOURS[i] (White 0, Brown 1, Red 2,
 * Orange 3, Yellow 4, Green 5, Teal 6, Blue 7, Purple 8, Pink 9), and the table script paints the
 * slots so (table.ts). Slots from 10 on are no seat colour: such a player is no Mage, and nor is a
 * spectator (slot −1, Player.getSlot).
 */
import { GameWorld, Player } from "@tabletop-playground/api";
import { COLOURS } from "../table/pieces";
import { seatWords } from "../words/controller";
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

/**
 * Who a clicking player is to the controller: their seat colour, else a name that is no colour
 * (words/controller.ts, `seatless`). A player without a colour is still a player: a click of
 * theirs is refused and told to them as anyone's who is not the Crown holder or the host,
 * never taken for another script's call (which has no caller, and may change a setting).
 */
export function callerOf(player: Player): string {
  const slot = player.getSlot();
  const colour = colourOfSlot(slot);
  if (colour !== undefined) return colour;
  const name = player.getName();
  if (player.isHost()) return seatWords.host(name);
  return slot < 0 ? seatWords.spectator(name) : seatWords.slot(name, slot);
}

/** The player the controller calls `caller` (callerOf), if they are in the game. */
export function playerCalled(world: GameWorld, caller: string): Player | undefined {
  const slot = slotOfColour(caller);
  if (slot >= 0) return world.getPlayerBySlot(slot);
  for (const player of world.getAllPlayers()) if (player.isValid() && callerOf(player) === caller) return player;
  return undefined;
}
