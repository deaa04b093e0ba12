import fc from "fast-check";
import { field, readJson } from "../../src/table/json";
import { slotsFromNotes } from "../../src/table/gm-notes";
import { HOSTILE_NOTES } from "./notes";

describe("the safe JSON reader", () => {
  it("reads objects, arrays, strings, numbers and literals", () => {
    const json = readJson(' { "a" : [1, -2.5e1, true, false, null], "b": {"c": "x\\"y\\u00e9\\n"} } ');
    expect(json).toEqual({
      kind: "object",
      keys: ["a", "b"],
      values: [
        {
          kind: "array",
          items: [
            { kind: "number", value: 1 },
            { kind: "number", value: -25 },
            { kind: "boolean", value: true },
            { kind: "boolean", value: false },
            { kind: "null" },
          ],
        },
        { kind: "object", keys: ["c"], values: [{ kind: "string", text: 'x"y?\n' }] },
      ],
    });
  });

  it("gives up on anything that is not exactly one JSON value", () => {
    for (const text of ["", "{", "}", "[1,]", '{"a"}', "01", "1.", "-", "tru", "{} {}", "'a'", '{"a":1 "b":2}']) {
      expect(readJson(text)).toBeUndefined();
    }
    expect(readJson(42)).toBeUndefined();
    expect(readJson(undefined)).toBeUndefined();
  });

  it("never throws on arbitrary text, and reads back what JSON.stringify writes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        readJson(text);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: "grapheme-ascii", maxLength: 8 }), fc.integer()), (obj) => {
        const json = readJson(JSON.stringify(obj));
        expect(json?.kind).toBe("object");
        for (const [k, v] of Object.entries(obj)) expect(field(json, k)).toEqual({ kind: "number", value: v });
      }),
    );
  });
});

describe("the slots override in GM Notes (docs/rules.md)", () => {
  it('reads {"slots":N}, with spaces and other keys around it', () => {
    expect(slotsFromNotes('{"slots":6}')).toEqual({ slots: 6, unreadable: false });
    expect(slotsFromNotes(' {\n "note": "slots is 7?", "slots" : 7 }\n')).toEqual({ slots: 7, unreadable: false });
    expect(slotsFromNotes('{"slots":1e1}')).toEqual({ slots: 10, unreadable: false });
  });

  it("notes that do not mention slots are no override and no warning", () => {
    expect(slotsFromNotes(undefined)).toEqual({ unreadable: false });
    expect(slotsFromNotes("")).toEqual({ unreadable: false });
    expect(slotsFromNotes("Put the Vortex here")).toEqual({ unreadable: false });
    expect(slotsFromNotes('{"rebuilt":true}')).toEqual({ unreadable: false });
  });

  it("hostile or broken text is no override, only a warning", () => {
    for (const notes of HOSTILE_NOTES) expect(slotsFromNotes(notes)).toEqual({ unreadable: true });
  });
});
