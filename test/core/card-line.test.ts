/**
 * A card's steps as a player writes them in its description (src/core/card-line.ts), in
 * TypeScript; the TTS tests run the same on fengari and MoonSharp (test/tts/cards.test.ts).
 */
import { describe, expect, it } from "vitest";
import { readCardLine } from "../../src/core/card-line";

const read = (line: string) => readCardLine(line, "command", "Dark Pact");

describe("a card line", () => {
  it("reads every step the line knows, in order, case-insensitively", () => {
    expect(read("Teleport 2, Avatar Effect")).toEqual({
      steps: [{ step: "teleport", priority: 2 }, { step: "avatarEffect" }],
      text: "teleport 2, avatar effect",
    });
    expect(read("TARGET 3; damage 2\ninstability 1, vortex JUKAS, avatar effect target").steps).toEqual([
      { step: "target", priority: 3 },
      { step: "damage", amount: 2 },
      { step: "instability", amount: 1 },
      { step: "placeVortex", in: "jukas" },
      { step: "avatarEffect", room: "target" },
    ]);
  });

  it("refuses the whole line on a word it does not know, naming it", () => {
    expect(read("Teleport 2, Avatar Efect").error).toContain('says "efect"');
    expect(read("Teleport 2, Fly").error).toContain('says "fly"');
    expect(read("Vortex here").error).toContain('says "vortex here"');
    expect(read("Teleport 2 please").error).toContain('says "please"');
    expect(read("Teleport 2 please").steps).toBeUndefined();
  });

  it("refuses a Priority outside 1-3 and an amount below 1", () => {
    for (const bad of ["Target 0", "Teleport 4", "Target", "Teleport two", "Teleport -1"])
      expect(read(bad).error, bad).toContain("needs a number from 1 to 3");
    expect(read("Damage 0").error).toContain("needs a number of 1 or more");
  });

  it("an empty or blank description has no steps, and says how to give it some", () => {
    for (const blank of ["", "   ", " , ;\n"]) {
      const out = read(blank);
      expect(out.empty, JSON.stringify(blank)).toBe(true);
      expect(out.error).toContain('e.g. "Teleport 2, Avatar Effect"');
    }
  });
});
