/** Check table's faults (src/table/readiness.ts): what Clean-up needs, and the 12 Vortex Tokens (R2, R10, I10). */
import { describe, expect, it } from "vitest";
import { readTable } from "../../src/table/snapshot";
import { missingOf } from "../../src/table/readiness";
import { readinessWords } from "../../src/words/table";
import { CONTEXT, fullTable, lodge, piece } from "./layout";

const L = lodge();
const models = [piece("mw", ["BRW:Mage", "White"], L.room("Crypt")), piece("mr", ["BRW:Mage", "Red"], L.room("Forge"))];
const check = (pieces: ReturnType<typeof fullTable>) => missingOf(readTable(pieces, CONTEXT));

describe("Check table says the table's faults before they bite", () => {
  it("R10 no pool bag: Check table says Clean-up has nowhere to discard", () => {
    const noBag = fullTable().filter((p) => p.id !== "bag");
    const loose = Array.from({ length: 12 }, (_, i) => piece("v" + i, ["BRW:Vortex"], { x: 70 + i, z: 70 }));
    expect(check([...noBag, ...models, ...loose])).toContain(readinessWords.poolBag());
    expect(check([...fullTable(), ...models])).not.toContain(readinessWords.poolBag());
  });

  it("R2 fewer or more than 12 Vortex Tokens are said, counting the bag, the loose ones, the Rooms and the cards", () => {
    const withBag = (n: number) => fullTable().map((p) => (p.id === "bag" ? { ...p, quantity: n } : p));
    expect(check([...withBag(12), ...models]).filter((l) => l.startsWith("R2:"))).toEqual([]);
    expect(check([...withBag(10), ...models])).toContain(readinessWords.tokenCount(10, 12));
    expect(check([...withBag(11), ...models, piece("v", ["BRW:Vortex"], L.room("Crypt"), { quantity: 2 })])).toContain(
      readinessWords.tokenCount(13, 12),
    );
  });

  it("I10 tokens on the Mage Card of a colour not in play are said, and still count among the 12", () => {
    const withBag = fullTable().map((p) => (p.id === "bag" ? { ...p, quantity: 10 } : p));
    const onBlue = piece("vb", ["BRW:Vortex"], L.card("Blue"), { quantity: 2 });
    const lines = check([...withBag, ...models, onBlue]);
    expect(lines).toContain(readinessWords.tokensOffPlay("Blue", 2));
    expect(lines.filter((l) => l.startsWith("R2:"))).toEqual([]);
  });
});
