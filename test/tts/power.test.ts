/**
 * docs/rules.md, "Power and Damage": a Mage's Power is read from whatever object carries the tag,
 * a Counter, a tile or token with a value (`getValue`), a scripted counter that answers
 * `brwValue()`, or a die or dial by its rotation value, on the fake TTS host (fengari, and MoonSharp in that tier).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Game, loadGame } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

/** Replaces a colour's Power counter with another object carrying its tags. */
function replacePower(g: Game, colour: string, spec: Record<string, unknown>): void {
  const counter = g.one("BRW:Power", colour);
  const at = counter.position;
  g.tts.destroy(counter);
  g.tts.addObject({ kind: "token", position: { x: at.x, y: 1.2, z: at.z }, tags: ["BRW:Power", colour], ...spec } as never);
  g.tts.runUntilIdle();
}

const SCRIPTED = "local power = 6\nfunction brwValue() return power end\n";

describe("Power from any object that holds a number", () => {
  it("R16 a tile with a value and a scripted counter are read as Power, and rank Priority 3", () => {
    game = loadGame();
    replacePower(game, "Red", { nickname: "Red power tile", value: 4 });
    replacePower(game, "White", { nickname: "White power dial", value: 0, script: SCRIPTED });
    const mages = game.state().mages;
    expect(mages.find((m) => m.color === "Red")!.power).toBe(4);
    expect(mages.find((m) => m.color === "White")!.power).toBe(6);
    game.click("jukasTarget3");
    expect(game.said()).toContain("Jukas, Priority 3: White (most Power Points: 6)");
  });

  it("R16 a die or dial is read by its rotation value, the face up (a number or a number's text), not its value member", () => {
    game = loadGame();
    // A six-sided die's faces as TTS saves them: each value with the rotation that shows it up.
    const d6 = [
      { Value: "1", Rotation: { x: -90, y: 0, z: 0 } },
      { Value: "2", Rotation: { x: 0, y: 0, z: 0 } },
      { Value: "3", Rotation: { x: 0, y: 0, z: -90 } },
      { Value: "4", Rotation: { x: 0, y: 0, z: 90 } },
      { Value: "5", Rotation: { x: 0, y: 0, z: 180 } },
      { Value: 6, Rotation: { x: 90, y: 0, z: 0 } },
    ];
    replacePower(game, "Red", { nickname: "Red power die", value: 1, rotation: { x: 0, y: 30, z: 180 }, data: { RotationValues: d6 } });
    replacePower(game, "White", { nickname: "White power dial", value: 9, rotation: { x: 90, y: 0, z: 0 }, data: { RotationValues: d6 } });
    const mages = () => game.state().mages;
    expect(mages().find((m) => m.color === "Red")!.power).toBe(5);
    expect(mages().find((m) => m.color === "White")!.power).toBe(6);
    game.click("jukasTarget3");
    expect(game.said()).toContain("Jukas, Priority 3: White (most Power Points: 6)");
    // Turned to another face, the die is read afresh at the next press.
    game.one("BRW:Power", "Red").rotation = { x: 0, y: 0, z: 90 };
    expect(mages().find((m) => m.color === "Red")!.power).toBe(4);
  });

  it("R16 a scripted object without brwValue falls back on its value member; one whose brwValue answers no number, too", () => {
    game = loadGame();
    replacePower(game, "Red", { nickname: "Red tracker", value: 3, script: "function onLoad() end\n" });
    replacePower(game, "White", { nickname: "White tracker", value: 2, script: 'function brwValue() return "lots" end\n' });
    const mages = game.state().mages;
    expect(mages.find((m) => m.color === "Red")!.power).toBe(3);
    expect(mages.find((m) => m.color === "White")!.power).toBe(2);
  });
});
