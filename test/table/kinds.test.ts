import { sortKinds } from "../../src/table/kinds";
import { piece } from "./layout";

describe("sorting pieces by kind", () => {
  it("puts each piece in the list of each of its tags, once, in input order", () => {
    const a = piece("a", ["BRW:Vortex", "BRW:VortexPool"], { x: 0, z: 0 });
    const b = piece("b", ["BRW:Instability", "Red"], { x: 0, z: 0 });
    const c = piece("c", ["BRW:Vortex"], { x: 0, z: 0 });
    const k = sortKinds([a, b, c]);
    expect(k.vortex.map((p) => p.id)).toEqual(["a", "c"]);
    expect(k.instability.map((p) => p.id)).toEqual(["b"]);
    // The Instability tally locates its own pieces (instability.ts): they are no obstacles to locateAll.
    expect(k.obstacles.map((p) => p.id)).toEqual(["a", "c"]);
  });

  it("every container is listed as a container (its content may be Jukas's supply), never as Instability lying somewhere", () => {
    const bag = piece("bag", ["BRW:Instability", "BRW:Jukas"], { x: 0, z: 0 }, { container: true });
    const deck = piece("deck", ["BRW:ForgottenSpells"], { x: 0, z: 0 }, { container: true });
    const k = sortKinds([bag, deck]);
    expect(k.containers.map((p) => p.id)).toEqual(["bag", "deck"]);
    expect(k.instability).toEqual([]);
    expect(k.decks.map((p) => p.id)).toEqual(["deck"]);
  });

  it("tiles are no obstacles; unknown tags and names an object inherits are no kind", () => {
    const room = piece("r", ["BRW:Room"], { x: 0, z: 0 });
    const cell = piece("c", ["BRW:Cell", "Red"], { x: 0, z: 0 });
    const odd = piece("o", ["constructor", "toString", "__proto__", "BRW:Nothing"], { x: 0, z: 0 });
    const k = sortKinds([room, cell, odd]);
    expect(k.rooms.map((p) => p.id)).toEqual(["r"]);
    expect(k.cells.map((p) => p.id)).toEqual(["c"]);
    expect(k.obstacles.map((p) => p.id)).toEqual(["o"]);
    for (const list of Object.values(k)) expect(Array.isArray(list)).toBe(true);
  });
});
