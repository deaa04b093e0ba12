import { OWNERS, instabilityOwnerIndex } from "../../src/table/pieces";

const owner = (tags: string[]) => {
  const i = instabilityOwnerIndex(tags);
  return i < 0 ? undefined : OWNERS[i];
};

describe("who an Instability piece belongs to (docs/rules.md)", () => {
  it("the Black Rose first, whatever else the piece says", () => {
    expect(owner(["Red", "BRW:Jukas", "BRW:BlackRose", "BRW:Instability"])).toBe("BlackRose");
  });
  it("then Jukas, before any colour", () => {
    expect(owner(["White", "BRW:Jukas"])).toBe("Jukas");
  });
  it("then the first colour in seat order, not in tag order", () => {
    expect(owner(["Pink", "Brown", "Red"])).toBe("Brown");
  });
  it("nobody for no owner tag, unknown tags or names a JS object inherits", () => {
    expect(owner(["BRW:Instability", "constructor", "toString", "__proto__", "red"])).toBeUndefined();
    expect(owner([])).toBeUndefined();
  });
});
