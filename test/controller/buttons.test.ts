/** The Avatar Card's buttons (src/controller/buttons.ts) and their words (src/words/buttons.ts). */
import { BUTTONS, CARD_BUTTONS, ON_CARD, PROPOSAL_BUTTONS, SPELL_ACTION, TABLE_BUTTONS } from "../../src/controller/buttons";
import { MAGE_LEVEL, ROOM_LEVELS } from "../../src/core/priorities";

const ALL = [...BUTTONS, ...CARD_BUTTONS];
const CODE = /\b[RIL]\d+[a-c]?\b/;

describe("the Avatar Card's buttons", () => {
  it("each has its own id, label and tooltip", () => {
    expect(new Set(ALL.map((b) => b.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((b) => b.label)).size).toBe(ALL.length);
    for (const b of ALL) expect(b.tooltip.length, b.label).toBeGreaterThan(20);
  });

  it("say in words what they do: a rule code only in the brackets that end a tooltip", () => {
    for (const { label, tooltip } of [...ALL, SPELL_ACTION]) {
      const words = tooltip.replace(/ \(([RIL]\d+[a-c]?(, )?)+\)$/, "");
      expect(CODE.test(words), `${label}: ${tooltip}`).toBe(false);
      expect(words.split(" ").length, label).toBeGreaterThan(6);
    }
  });

  it("R14 R15 R16 Target 1–3 list their Priority's criteria in the order the core applies them", () => {
    const levels = [ROOM_LEVELS[1], ROOM_LEVELS[2], MAGE_LEVEL];
    levels.forEach((criteria, i) => {
      const b = BUTTONS.find((x) => x.call === "target" && x.params?.priority === i + 1)!;
      const at = criteria.map((c) => b.tooltip.indexOf(c.label + ","));
      const last = b.tooltip.indexOf(criteria[criteria.length - 1].label + ";");
      expect(
        [...at.slice(0, -1), last].every((n) => n > 0),
        b.tooltip,
      ).toBe(true);
      expect([...at.slice(0, -1), last]).toEqual([...at.slice(0, -1), last].sort((a, c) => a - c));
      expect(b.tooltip).toContain(`(R${14 + i}, R17)`);
    });
  });
});

describe("where each control is (issue 38)", () => {
  it("every tooltip starts with where its control is: the panel, and the Avatar Card for its short set", () => {
    for (const b of ALL) {
      const where = ON_CARD.includes(b.id) ? "Jukas panel and Avatar Card: " : "Jukas panel: ";
      expect(b.tooltip.startsWith(where), b.label).toBe(true);
    }
    for (const b of [...TABLE_BUTTONS, ...PROPOSAL_BUTTONS]) expect(b.tooltip.startsWith("Avatar Card: "), b.label).toBe(true);
  });
});
