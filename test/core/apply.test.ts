/** applyEffects: the table as an outcome's effects leave it, the same on TypeScript and Lua. */
import { describe, expect, it } from "vitest";
import { runAction } from "../../src/core/actions";
import { applyEffects } from "../../src/core/apply";
import { Snapshot } from "../../src/core/model";
import { loadCore, normalise } from "../../hosts/lua-vm";
import { CASES } from "./cases";
import { mage, table } from "./fixtures";

const lua = loadCore();

function tokens(snap: Snapshot): number {
  return snap.pool + snap.rooms.reduce((n, r) => n + r.vortex, 0) + snap.mages.reduce((n, m) => n + m.vortexOnCard, 0);
}

describe("applyEffects", () => {
  it("R2 carrying out any rule case's effects neither makes nor loses a Vortex Token", () => {
    for (const c of CASES) {
      const out = runAction(c.snap, c.request);
      if (!out.ok) continue;
      expect(tokens(applyEffects(c.snap, out.effects)), c.name).toBe(tokens(c.snap));
    }
  });

  it("R11 after a cascade: Instability placed, Rooms Rebuilt, Jukas's Power raised; the given snapshot untouched", () => {
    const snap = table({
      jukas: { room: "Garden" },
      jukasPower: 1,
      supply: 5,
      rooms: { Crypt: { vortex: 1, instability: { Red: 5 } }, Garden: { instability: { Blue: 3 } } },
    });
    const before = structuredClone(snap);
    const after = applyEffects(snap, runAction(snap, { action: "avatarEffect" }).effects);
    expect(snap).toEqual(before);
    const room = (name: string) => after.rooms.find((r) => r.name === name)!;
    expect(room("Garden")).toMatchObject({
      vortex: 1,
      rebuilt: true,
      instability: [
        { owner: "Blue", count: 3 },
        { owner: "Jukas", count: 1 },
      ],
    });
    expect(room("Crypt")).toMatchObject({
      vortex: 1,
      rebuilt: true,
      instability: [
        { owner: "Red", count: 5 },
        { owner: "Jukas", count: 1 },
      ],
    });
    expect(after.jukasPower).toBe(5);
    expect(after.jukasInstabilitySupply).toBe(3);
    expect(after.pool).toBe(snap.pool - 1);
  });

  it("R8, R10 a token taken onto a Mage Card, then discarded to the pool with a Forgotten Spell drawn", () => {
    const snap = table({ rooms: { Crypt: { vortex: 1 } }, mages: [mage("Red", { room: "Crypt" }, { vortexOnCard: 1 })], deck: 2 });
    const took = applyEffects(snap, runAction(snap, { action: "spellResolved", params: { color: "Red" } }).effects);
    expect(took.rooms.find((r) => r.name === "Crypt")!.vortex).toBe(0);
    expect(took.mages[0].vortexOnCard).toBe(2);
    const cleaned = applyEffects(took, runAction(took, { action: "cleanup" }).effects);
    expect(cleaned.mages[0].vortexOnCard).toBe(0);
    expect(cleaned.pool).toBe(snap.pool + 2);
    expect(cleaned.forgottenSpells).toBe(1);
  });

  it("R12 a teleport moves Jukas's model out of his Cell", () => {
    const snap = table({ jukas: { cell: "Jukas" }, mages: [mage("Red", { room: "Crypt" })] });
    const after = applyEffects(snap, runAction(snap, { action: "teleport", params: { priority: 1 } }).effects);
    expect(after.jukas).toEqual({ at: { room: "Crypt" } });
  });

  it("every rule case's table after its effects is the same on TypeScript and Lua", () => {
    for (const c of CASES) {
      const out = runAction(c.snap, c.request);
      const ts = applyEffects(c.snap, out.effects);
      expect(normalise(lua.call("applyEffects", c.snap, out.effects)), c.name).toEqual(normalise(ts));
    }
  });
});
