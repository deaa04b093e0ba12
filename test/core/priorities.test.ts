/** "+Mage" scores every Room in one pass over the Mages (scoreAll): the same figures as magesIn Room by Room. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Place } from "../../src/core/model";
import { ROOM_LEVELS, magesIn } from "../../src/core/priorities";
import { NAMES, mage, table } from "./fixtures";

const place: fc.Arbitrary<Place | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...NAMES.slice(0, 5), "constructor", "__proto__", "Ballroom").map((room) => ({ room })),
  fc.constantFrom("Jukas", "White").map((cell) => ({ cell })),
  fc.constant({ room: 3 as unknown as string }),
);

describe("most Mages, all Rooms at once", () => {
  it("scoreAll gives magesIn of each Room, Jukas counted or not (I3)", () => {
    const mostMages = ROOM_LEVELS[1].find((c) => c.symbol === "+Mage")!;
    fc.assert(
      fc.property(fc.array(place, { maxLength: 8 }), place, fc.boolean(), (ats, jukas, countJukas) => {
        const snap = table({
          mages: ats.map((at, i) => mage("C" + i, at)),
          jukas: jukas ?? null,
          settings: { countJukasAsMage: countJukas },
        });
        // Rooms the Mages name that are not Lodge Rooms count nowhere; "3" is not the number 3.
        snap.rooms.push({ name: "__proto__", slots: 1, instability: [], vortex: 0, rebuilt: false, neighbours: [] });
        snap.rooms.push({ name: "3", slots: 1, instability: [], vortex: 0, rebuilt: false, neighbours: [] });
        expect(mostMages.scoreAll!(snap.rooms, snap)).toEqual(snap.rooms.map((r) => magesIn(r, snap)));
      }),
      { numRuns: 300 },
    );
  });
});
