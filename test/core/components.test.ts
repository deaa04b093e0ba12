/** R1–R3 as data, held against the rulebook's own words (../shared/seeds/jukas-rulebook.txt). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AVATAR_CARD_TEXT, COMPONENTS, JUKAS_STATS, VORTEX_TOKENS } from "../../src/core/jukas";

const rulebook = readFileSync(new URL("../../../shared/seeds/jukas-rulebook.txt", import.meta.url), "utf8");

describe("Jukas's components", () => {
  it("R1 Jukas's stats are the rulebook's: Health 11, Strength 2, Speed 1", () => {
    const printed = `Health ${JUKAS_STATS.health}, Strength ${JUKAS_STATS.strength}, Speed ${JUKAS_STATS.speed}`;
    expect(printed).toBe("Health 11, Strength 2, Speed 1");
    expect(rulebook).toContain(printed);
  });

  it("R2 the game has 12 Vortex Tokens", () => {
    expect(VORTEX_TOKENS).toBe(12);
    expect(rulebook).toContain(`- ${VORTEX_TOKENS} Vortex Tokens`);
  });

  it("R3 the components are the rulebook's list", () => {
    expect(rulebook).toContain(`- ${COMPONENTS.avatarCards} Avatar Card`);
    expect(rulebook).toContain(`- ${COMPONENTS.commandCards} Command Cards`);
    expect(rulebook).toContain(`- ${COMPONENTS.evocationCards} Evocation Cards`);
    expect(rulebook).toContain(`- ${COMPONENTS.avatarEventCards} Avatar Event Cards`);
  });

  it("R11 R14 R15 R16 the Avatar Card's text follows the rulebook's rows", () => {
    expect(rulebook).toContain("Places 1 Instability in each Room with 1 Vortex Token in it.");
    expect(rulebook).toContain("Each Room with all its Instability Slots occupied is immediately rebuilt.");
    expect(AVATAR_CARD_TEXT.priorities.map((p) => p.row[0])).toEqual(["+Mage", "+Instability ≠ Black Rose", "+Vortex Token"]);
    for (const p of AVATAR_CARD_TEXT.priorities) {
      for (const symbol of p.row) expect(rulebook).toContain(`- ${symbol}:`);
    }
  });
});
