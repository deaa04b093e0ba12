/**
 * cards/schema.json (for editors) and src/cards/validate.ts (for cards:check and the build) say
 * the same thing: the same enums, the same required and allowed fields; and the schema accepts
 * the valid files and rejects the malformed ones too.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CARD_AMOUNT_MIN,
  CARD_CONDITIONS,
  CARD_DECKS,
  CARD_FIELDS,
  CARD_FORMAT,
  CARD_OTHERWISE,
  CARD_PLACES,
  CARD_PRIORITIES,
  CARD_STEPS,
  FILE_FIELDS,
  SAY_PLACEHOLDERS,
  STEP_COMMON_FIELDS,
} from "../../src/core/card";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { checkCardsText } from "../../src/cards/validate";
import { card, file, MALFORMED } from "./malformed";
import { valid } from "./mini-schema";

type S = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const schema: S = JSON.parse(readFileSync("cards/schema.json", "utf8"));
const defs: S = schema.$defs;
const sorted = (xs: readonly unknown[]) => [...xs].map(String).sort();

describe("cards/schema.json agrees with the validator", () => {
  it("is a draft 2020-12 schema", () => expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema"));

  it("the file: format, required and allowed fields", () => {
    expect(schema.properties.format.const).toBe(CARD_FORMAT);
    expect(schema.required).toEqual(FILE_FIELDS.required);
    expect(sorted(Object.keys(schema.properties))).toEqual(sorted([...FILE_FIELDS.required, ...FILE_FIELDS.optional]));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.cards.minItems).toBe(1);
  });

  it("a card: required and allowed fields, decks, at least one step", () => {
    expect(defs.card.required).toEqual(CARD_FIELDS.required);
    expect(sorted(Object.keys(defs.card.properties))).toEqual(sorted([...CARD_FIELDS.required, ...CARD_FIELDS.optional]));
    expect(defs.card.additionalProperties).toBe(false);
    expect(defs.card.properties.deck.enum).toEqual(CARD_DECKS);
    expect(defs.card.properties.steps.minItems).toBe(1);
    expect(defs.card.properties.id.minLength).toBe(1);
  });

  it("the steps: the same names, one definition each, in the same order", () => {
    expect(defs.step.properties.step.enum).toEqual(CARD_STEPS.map((s) => s.step));
    expect(defs.step.oneOf.map((r: S) => r.$ref)).toEqual(CARD_STEPS.map((s) => "#/$defs/" + s.step));
  });

  for (const spec of CARD_STEPS) {
    it(`step "${spec.step}": its required and allowed fields`, () => {
      const def = defs[spec.step];
      expect(def.properties.step.const).toBe(spec.step);
      expect(def.required).toEqual(["step", ...spec.required]);
      expect(sorted(Object.keys(def.properties))).toEqual(sorted(["step", ...spec.required, ...spec.optional, ...STEP_COMMON_FIELDS]));
      expect(def.additionalProperties).toBe(false);
    });
  }

  it("the values: priorities, amounts, places, Room names, conditions, otherwise, placeholders", () => {
    expect(defs.target.properties.priority.enum).toEqual(CARD_PRIORITIES);
    expect(defs.teleport.properties.priority.enum).toEqual(CARD_PRIORITIES);
    for (const step of ["damage", "instability"]) {
      expect(defs[step].properties.amount).toMatchObject({ type: "integer", minimum: CARD_AMOUNT_MIN });
    }
    expect(defs.place.enum).toEqual(CARD_PLACES);
    expect(defs.placeVortex.properties.in.$ref).toBe("#/$defs/place");
    expect(defs.avatarEffect.properties.room.anyOf).toEqual([{ $ref: "#/$defs/place" }, { $ref: "#/$defs/roomName" }]);
    expect(defs.roomName.enum).toEqual(LODGE_CATALOGUE.map((e) => e.name));
    expect(defs.condition.enum).toEqual(CARD_CONDITIONS);
    expect(defs.when.anyOf).toEqual([{ $ref: "#/$defs/condition" }, { type: "array", minItems: 1, items: { $ref: "#/$defs/condition" } }]);
    expect(defs.otherwise.enum).toEqual(CARD_OTHERWISE);
    expect(defs.say.properties.text.minLength).toBe(1);
    for (const p of SAY_PLACEHOLDERS) expect(defs.say.description).toContain(p);
  });
});

describe("cards/schema.json judges files as the validator does", () => {
  const judge = (text: string) => valid(schema, schema, JSON.parse(text));

  it("accepts cards/example.json", () => expect(judge(readFileSync("cards/example.json", "utf8"))).toBe(true));

  it("accepts a file using every step, condition and field", () => {
    const text = file(
      card(
        "c-1",
        { step: "target", priority: 2, when: ["jukasInCell", "noTarget"], otherwise: "stop", note: "n" },
        { step: "avatarEffect", room: "Forge" },
      ),
      {
        ...card(
          "c-2",
          { step: "placeVortex", in: "jukas" },
          { step: "damage", amount: 2 },
          { step: "instability", amount: 1 },
          { step: "say", text: "{target}" },
        ),
        deck: "event",
      },
    );
    expect(checkCardsText(text).ok).toBe(true);
    expect(judge(text)).toBe(true);
  });

  for (const m of MALFORMED.filter((m) => !m.syntax && m.schema !== false)) {
    it(`rejects ${m.name}`, () => expect(judge(m.text)).toBe(false));
  }
});
