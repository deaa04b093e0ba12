/**
 * I6 rewritten (hot seat): the Crown holder is always the colour in play whose Mage Card lies
 * nearest the Crown, however many sit at the table; R10's play order starts at that holder; the
 * one person seated for several colours in play is named (`hotSeat`) and may click for any of
 * them. Each table is read by the TypeScript and by its Lua build (fengari, and MoonSharp in its
 * tier), which must agree, with one, two and four seated.
 */
import { describe, expect, it } from "vitest";
import { loadCore, normalise } from "../../hosts/lua-vm";
import * as table from "./lua-entry";
import { Piece } from "../../src/table/pieces";
import { ReadContext } from "../../src/table/snapshot";
import { fullTable, lodge, offset, piece } from "./layout";

const lua = loadCore("dist/lua/table.lua");
const L = lodge();
const COLOURS = ["White", "Red", "Blue", "Green"];
/** Four colours in play, all in the Crypt; the Crown on Blue's Mage Card. */
const pieces: Piece[] = [
  ...fullTable().filter((p) => p.id !== "crown"),
  ...COLOURS.map((c) => piece("m" + c, ["BRW:Mage", c], offset(L.room("Crypt"), 0, 0))),
  piece("crown", ["BRW:Crown"], offset(L.card("Blue"), 0, 1)),
];

function read(seated: string[]): table.TableRead {
  const ctx: ReadContext = { seated, host: seated[0] };
  const ts = table.readTable(pieces, ctx);
  expect(normalise(lua.call("readTable", pieces, ctx))).toEqual(normalise(ts));
  return ts;
}

describe("I6 hot seat, read on TypeScript and Lua", () => {
  it("I6 one seated for four colours: Blue, nearest the Crown, holds it; play order starts at Blue; the seated one is the hot seat", () => {
    const snap = read(["White"]).snapshot!;
    expect(snap.crown).toBe("Blue");
    expect(snap.playOrder[0]).toBe("Blue");
    expect(snap.hotSeat).toBe("White");
  });

  it("I6 two seated: the Crown still decides, and there is no hot seat", () => {
    const snap = read(["White", "Red"]).snapshot!;
    expect(snap.crown).toBe("Blue");
    expect(snap.playOrder[0]).toBe("Blue");
    expect(snap.hotSeat).toBeUndefined();
  });

  it("I6 four seated: the Crown decides, play order from its holder, no hot seat", () => {
    const snap = read(COLOURS).snapshot!;
    expect(snap.crown).toBe("Blue");
    expect(snap.playOrder).toEqual(["Blue", "White", "Red", "Green"]);
    expect(snap.hotSeat).toBeUndefined();
  });
});
