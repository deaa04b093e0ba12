/**
 * L5 on the TTS save (fake host; the Lua on fengari, and on MoonSharp in its tier): a table that
 * keeps Damage as cubes on the Mage Cards, with no Damage counters, ranks R16's third criterion by
 * those cubes; a cube of Jukas's on a Mage Card is Damage, never his supply (R11b leaves it).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

/** `n` cubes of `owner` (a colour, BRW:Jukas, BRW:BlackRose) laid on `colour`'s Mage Card. */
function cubesOnCard(g: Game, colour: string, owner: string, n: number): string[] {
  const card = g.one("BRW:MageCard", colour);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const cube = g.tts.addObject({
      kind: "token",
      nickname: owner + " cube",
      position: { x: card.position.x + 0.3 * i - 0.3, y: card.position.y + 0.3, z: card.position.z },
      tags: ["BRW:Instability", owner],
    } as never);
    ids.push((cube as unknown as { guid: string }).guid);
  }
  g.tts.runUntilIdle();
  return ids;
}

describe("L5 Damage as cubes on the Mage Card", () => {
  it("L5 R16 with no Damage counters, Priority 3 picks the Mage with most other owners' cubes on the card", () => {
    game = loadGame();
    for (const colour of ["White", "Red"]) game.tts.destroy(game.one("BRW:Damage", colour));
    game.tts.runUntilIdle();
    cubesOnCard(game, "Red", "BRW:BlackRose", 1);
    cubesOnCard(game, "Red", "Red", 3);
    cubesOnCard(game, "White", "Red", 1);
    cubesOnCard(game, "White", "BRW:Jukas", 1);
    const mages = game.state().mages;
    expect(mages.find((m) => m.color === "White")!.damage).toBe(2);
    expect(mages.find((m) => m.color === "Red")!.damage).toBe(1);
    game.click("jukasTarget3");
    expect(game.said().join("\n")).toContain("Jukas, Priority 3: White (most Damage: 2)");
  });

  it("L5 R11b an Avatar Effect leaves Jukas's cubes on a Mage Card where they lie, taking his supply elsewhere", () => {
    game = loadGame();
    game.act("setup");
    // His bag emptied but for one cube lying beside it: the supply is that cube alone.
    const bag = game.one("BRW:Instability", "BRW:Jukas");
    const spare = bag.position;
    game.tts.destroy(bag);
    const loose = game.tts.addObject({
      kind: "token",
      nickname: "Jukas cube",
      position: { x: spare.x, y: spare.y + 0.3, z: spare.z },
      tags: ["BRW:Instability", "BRW:Jukas"],
    } as never) as unknown as { guid: string };
    game.tts.runUntilIdle();
    const ids = cubesOnCard(game, "Red", "BRW:Jukas", 2);
    const at = () => ids.map((id) => game.tts.tableObjects().find((o) => o.guid === id)?.position);
    const before = JSON.stringify(at());
    game.act("avatarEffect");
    expect(JSON.stringify(at())).toBe(before);
    const moved = game.tts.tableObjects().find((o) => o.guid === loose.guid)!;
    expect(moved.position.x === spare.x && moved.position.z === spare.z).toBe(false);
  });
});
