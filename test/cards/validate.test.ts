/** The card file validator: every malformed description reports its exact messages. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkCardsText } from "../../src/cards/validate";
import { card, file, MALFORMED } from "./malformed";

const check = (text: string) => checkCardsText(text, "cards/x.json");

describe("malformed card files: each problem with its card, step and line", () => {
  for (const m of MALFORMED) {
    it(m.name, () => {
      const out = check(m.text);
      expect(out.problems).toEqual(m.problems);
      expect(out.ok).toBe(false);
      expect(out.cards).toEqual([]);
      expect(out.summary).toBe("cards/x.json: " + m.problems.length + (m.problems.length === 1 ? " problem" : " problems"));
    });
  }
});

describe("valid card files", () => {
  it("cards/example.json is valid: one OK line, and the cards as plain data", () => {
    const text = readFileSync("cards/example.json", "utf8");
    const out = checkCardsText(text, "cards/example.json");
    expect(out.problems).toEqual([]);
    expect(out.summary).toBe("cards/example.json: OK, 6 cards (4 command, 1 evocation, 1 event), 18 steps");
    expect(out.cards).toEqual(JSON.parse(text).cards);
  });

  it('every example card is plainly an example: id example-N, name starting "Example:"', () => {
    for (const c of checkCardsText(readFileSync("cards/example.json", "utf8")).cards) {
      expect(c.id).toMatch(/^example-\d+$/);
      expect(c.name).toMatch(/^Example: /);
    }
  });

  it("every step, condition and field the format knows is accepted", () => {
    const out = check(
      file(
        card(
          "c-1",
          { step: "target", priority: 1, when: "jukasInCell", otherwise: "stop", note: "n" },
          { step: "teleport", priority: 3, when: ["targetExists", "noTarget"] },
        ),
        {
          ...card(
            "c-2",
            { step: "avatarEffect" },
            { step: "avatarEffect", room: "target" },
            { step: "avatarEffect", room: "jukas" },
            { step: "avatarEffect", room: "The Abyss" },
          ),
          deck: "evocation",
          note: "n",
        },
        {
          ...card(
            "c-3",
            { step: "placeVortex", in: "target", when: "targetIsRoom" },
            { step: "placeVortex", in: "jukas", when: "jukasInLodge", otherwise: "skip" },
          ),
          deck: "event",
        },
        card(
          "c-4",
          { step: "damage", amount: 3, when: "targetIsMage" },
          { step: "instability", amount: 1 },
          { step: "say", text: "{target} in {targetRoom}; Jukas in {jukasRoom}." },
        ),
      ).replace('"format": 1,', '"$schema": "./schema.json", "note": "mine", "format": 1,'),
    );
    expect(out.problems).toEqual([]);
    expect(out.summary).toBe("cards/x.json: OK, 4 cards (2 command, 1 evocation, 1 event), 11 steps");
  });

  it("a byte-order mark and Windows line ends are fine, and lines still count right", () => {
    const text =
      "\uFEFF" +
      file(card("c-1", { step: "fly" }))
        .split("\n")
        .join("\r\n");
    expect(check(text).problems).toEqual([
      'cards/x.json:4: card "c-1" step 1: unknown step "fly" (known: target, teleport, avatarEffect, placeVortex, damage, instability, say)',
    ]);
  });
});
