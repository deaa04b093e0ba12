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

/** Replaces a colour's Damage counter with a token that holds `value` (docs/rules.md, "Power and Damage"). */
function damageCounter(g: Game, colour: string, value: number): void {
  const counter = g.one("BRW:Damage", colour);
  const at = counter.position;
  g.tts.destroy(counter);
  g.tts.addObject({
    kind: "token",
    nickname: colour + " damage",
    position: { x: at.x, y: 1.2, z: at.z },
    tags: ["BRW:Damage", colour],
    value,
  } as never);
  g.tts.runUntilIdle();
}

const OWNERS = ["White", "Red", "Blue", "BRW:Jukas", "BRW:BlackRose"];

/** `n` Instability pieces of every owner in turn, spread over these Rooms. */
function inRooms(g: Game, rooms: string[], n: number): void {
  for (let i = 0; i < n; i++) {
    const room = g.room(rooms[i % rooms.length]);
    g.tts.addObject({
      kind: "token",
      position: { x: room.position.x + 0.4 * ((i % 5) - 2), y: room.position.y + 0.3, z: room.position.z + 0.4 * (Math.floor(i / 5) % 3) },
      tags: ["BRW:Instability", OWNERS[i % OWNERS.length]],
    } as never);
  }
  g.tts.runUntilIdle();
}

describe("L5 Damage as cubes on the Mage Card", () => {
  it("L5 R16 Target 3 counts the cubes on the card of the Mage without a Damage counter, as a full read does, and reads no Instability in the Rooms", () => {
    // White keeps no Damage counter: their Damage is the other owners' cubes on their card (Red's, Jukas's), not their own.
    // Red keeps one: the Black Rose's cubes on Red's card are not read as Damage.
    const table = (pieces: number) => {
      const g = loadGame();
      g.tts.destroy(g.one("BRW:Damage", "White"));
      damageCounter(g, "Red", 2);
      cubesOnCard(g, "White", "Red", 2);
      cubesOnCard(g, "White", "BRW:Jukas", 1);
      cubesOnCard(g, "White", "White", 3);
      cubesOnCard(g, "Red", "BRW:BlackRose", 4);
      inRooms(g, ["Crypt", "Arena", "Forge"], pieces);
      return g;
    };
    const pressed: { calls: number; casts: number }[] = [];
    for (const pieces of [5, 20]) {
      game = table(pieces);
      // What a read of every piece gives (`state`): R16's first two criteria tie, the third decides.
      const mages = game.state().mages;
      const white = mages.find((m) => m.color === "White")!;
      const red = mages.find((m) => m.color === "Red")!;
      expect(white.damage).toBe(3);
      expect(red.damage).toBe(2);
      expect([white.vortexOnCard, white.power]).toEqual([red.vortexOnCard, red.power]);
      const best = white.damage! > red.damage! ? white : red;
      game.tts.resetApiCalls();
      game.click("jukasTarget3");
      pressed.push({ calls: game.tts.apiCallCount(), casts: game.tts.apiCallCount("Physics.cast") });
      expect(game.said().join("\n")).toContain(`Jukas, Priority 3: ${best.color} (most Damage: ${best.damage})`);
      game.tts.assertNoErrors();
    }
    // One area read, over White's card; 15 more Instability pieces in the Rooms cost the press no call.
    expect(pressed[0].casts).toBe(1);
    expect(pressed[1]).toEqual(pressed[0]);
  });

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
