import fc from "fast-check";
import { readTable, readWellFormed } from "../../src/table/snapshot";
import { CONTEXT, lodge, lodgeJitter, richTable } from "./layout";

describe("a read of pieces the adapter vouches for (readWellFormed)", () => {
  it("is the read of the same pieces cleaned first, when they are well formed", () => {
    fc.assert(
      fc.property(lodgeJitter, (jitter) => {
        const layout = lodge(jitter);
        const pieces = richTable(layout);
        const cleaned = readTable(structuredClone(pieces), CONTEXT);
        const vouched = readWellFormed(structuredClone(pieces), CONTEXT);
        expect(cleaned.ok).toBe(true);
        expect(vouched).toEqual(cleaned);
      }),
      { numRuns: 30 },
    );
  });
});
