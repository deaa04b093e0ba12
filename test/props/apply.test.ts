/** The test-side model of the table (apply.ts) moves each piece where docs/rules.md says. */
import { describe, expect, it } from "vitest";
import { Outcome } from "../../src/core/model";
import { mage, table } from "../core/fixtures";
import { apply, vortexTotal } from "./apply";

const outcome = (effects: Outcome["effects"]): Outcome => ({ ok: true, effects, warnings: [] });
const room = (snap: ReturnType<typeof table>, name: string) => snap.rooms.find((r) => r.name === name)!;

describe("apply: an outcome's effects on the table", () => {
  it("R2 R8 R10 Vortex Tokens move between the pool, Rooms and Mage Cards, none made or lost", () => {
    const snap = table({ mages: [mage("Red", { room: "Crypt" })] });
    const after = apply(
      snap,
      outcome([
        { kind: "placeVortex", room: "Crypt" },
        { kind: "takeVortex", color: "Red", room: "Crypt", count: 1 },
        { kind: "placeVortex", room: "Forge" },
        { kind: "discardVortex", color: "Red", count: 1 },
        { kind: "drawForgottenSpell", color: "Red" },
      ]),
    );
    expect(after.pool).toBe(11);
    expect(room(after, "Crypt").vortex).toBe(0);
    expect(room(after, "Forge").vortex).toBe(1);
    expect(after.mages[0].vortexOnCard).toBe(0);
    expect(after.forgottenSpells).toBe(snap.forgottenSpells - 1);
    expect(vortexTotal(after)).toBe(12);
    expect(snap.pool).toBe(12); // the snapshot given is not changed
  });

  it("R11 R12 R13 I2 Instability, rebuilds, Power and Jukas's model", () => {
    const snap = table({ jukas: { cell: "Jukas" }, jukasPower: 1, supply: 3, rooms: { Forge: { instability: { Jukas: 1 } } } });
    const after = apply(
      snap,
      outcome([
        { kind: "moveJukas", room: "Forge" },
        { kind: "placeInstability", room: "Forge", owner: "Jukas" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
        { kind: "rebuildRoom", room: "Forge" },
        { kind: "addPower", who: "Jukas", amount: 2 },
        { kind: "announce", text: "…" },
        { kind: "highlight", targets: ["Forge"] },
      ]),
    );
    expect(after.jukas!.at).toEqual({ room: "Forge" });
    expect(room(after, "Forge").instability).toEqual([{ owner: "Jukas", count: 2 }]);
    expect(room(after, "Crypt").instability).toEqual([{ owner: "Jukas", count: 1 }]);
    expect(after.jukasInstabilitySupply).toBe(1);
    expect(room(after, "Forge").rebuilt).toBe(true);
    expect(after.jukasPower).toBe(3);
  });

  it("R2 an effect naming nothing on the table is a bug: apply throws", () => {
    expect(() => apply(table(), outcome([{ kind: "placeVortex", room: "Kitchen" }]))).toThrow(/names no Room/);
    expect(() => apply(table(), outcome([{ kind: "takeVortex", color: "Pink", room: "Crypt", count: 1 }]))).toThrow(/names no Mage/);
  });
});
