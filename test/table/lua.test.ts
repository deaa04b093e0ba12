/** The Lua build of the table reader (dist/lua/table.lua, as TTS runs it) reads every table as the TypeScript does. */
import fc from "fast-check";
import { spread } from "../props/numbers";
import { loadCore, normalise } from "../../hosts/lua-vm";
import * as table from "./lua-entry";
import { Piece } from "../../src/table/pieces";
import { ReadContext } from "../../src/table/snapshot";
import { NAMES } from "../core/fixtures";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { CONTEXT, W, fullTable, lodge, lodgeJitter, offset, piece, richTable } from "./layout";
import { HOSTILE_NOTES } from "./notes";

const lua = loadCore("dist/lua/table.lua");

function same(fn: string, ...args: unknown[]): unknown {
  const ts = (table as unknown as Record<string, (...a: unknown[]) => unknown>)[fn](...args);
  expect(normalise(lua.call(fn, ...args))).toEqual(normalise(ts));
  return ts;
}

function sameRead(pieces: Piece[], ctx: ReadContext = CONTEXT): table.TableRead {
  return same("readTable", pieces, ctx) as table.TableRead;
}

/** Any piece the reader cares about, anywhere on and around the Lodge (ambiguous spots included). */
const looseArb = fc.record({
  kind: fc.constantFrom("vortex", "jukasInstability", "roseInstability", "redInstability", "mageRed", "mageBlue", "crown"),
  x: spread(-4 * W, 4 * W),
  z: spread(-8 * W, 4 * W),
  quantity: fc.integer({ min: 1, max: 3 }),
});

const TAGS: Record<string, string[]> = {
  vortex: ["BRW:Vortex"],
  jukasInstability: ["BRW:Instability", "BRW:Jukas"],
  roseInstability: ["BRW:Instability", "BRW:BlackRose"],
  redInstability: ["BRW:Instability", "Red"],
  mageRed: ["BRW:Mage", "Red"],
  mageBlue: ["BRW:Mage", "Blue"],
  crown: ["BRW:Crown"],
};

describe("the Lua build reads tables as the TypeScript does", () => {
  it("a neat table", () => {
    expect(sameRead(fullTable()).ok).toBe(true);
  });

  it("a busy table with stacks, containers, loose tokens, an ambiguous token and an overridden Room", () => {
    const read = sameRead(richTable());
    expect(read.ok).toBe(true);
    expect(read.warnings.length).toBeGreaterThanOrEqual(3);
  });

  it("contexts: one seated player, no host, turn order, settings", () => {
    sameRead(richTable(), { seated: ["Blue"] });
    sameRead(
      richTable().filter((p) => p.id !== "crown"),
      { seated: [] },
    );
    sameRead(richTable(), {
      seated: ["White", "Red", "Blue"],
      host: "Red",
      turnOrder: ["Blue", "Red", "White"],
      settings: { ...DEFAULT_SETTINGS, countJukasAsMage: true },
    });
    sameRead(richTable(), {
      ...CONTEXT,
      catalogue: [
        { name: "Crypt", slots: 2 },
        { name: "Ballroom", slots: 5 },
      ],
    });
  });

  it("refusals: two Avatar Cards, an unknown Room, an unnamed Room, a duplicate Room, no pieces", () => {
    expect(sameRead([...fullTable(), piece("a2", ["BRW:Avatar"], { x: 0, z: 99 })]).ok).toBe(false);
    expect(sameRead([...fullTable(), piece("r", ["BRW:Room"], { x: 99, z: 0 }, { name: "Ballroom" })]).ok).toBe(false);
    expect(sameRead([...fullTable(), piece("r", ["BRW:Room"], { x: 99, z: 0 })]).ok).toBe(false);
    expect(sameRead([...fullTable(), piece("r", ["BRW:Room"], { x: 99, z: 0 }, { name: "Forge" })]).ok).toBe(false);
  });

  it("hostile GM Notes do nothing in Lua either", () => {
    for (const notes of HOSTILE_NOTES) {
      same("slotsFromNotes", notes);
      sameRead([...fullTable(), piece("r", ["BRW:Room"], { x: 99, z: 0 }, { name: "Ballroom", notes })]);
      const base = fullTable().map((p) => (p.name === "Crypt" ? { ...p, notes } : p));
      expect(sameRead(base).ok).toBe(true);
    }
    expect(same("slotsFromNotes", '{"slots":6}')).toEqual({ slots: 6, unreadable: false });
    same("readJson", ' { "a" : [1, -2.5e1, true, false, null], "b": {"c": "x\\"y\\u00e9\\n"} } ');
  });

  it("random hand-placed Lodges with pieces anywhere, and the free spots in them", () => {
    fc.assert(
      fc.property(lodgeJitter, fc.array(looseArb, { maxLength: 25 }), fc.integer({ min: 0, max: NAMES.length - 1 }), (jitter, loose, i) => {
        const layout = lodge(jitter);
        const extra = loose.map((l, k) =>
          piece("p" + k, TAGS[l.kind], { x: l.x, z: l.z }, { quantity: l.kind.startsWith("mage") ? 1 : l.quantity }),
        );
        const read = sameRead([...fullTable(layout), ...extra]);
        same("spotInRoom", read.index, NAMES[i], 1.2, []);
        same("spotInRoom", read.index, NAMES[i], 1.2, [offset(layout.room(NAMES[i]), 0.1, 0)]);
        same("poolTakes", read.index, 3);
      }),
      { numRuns: 40 },
    );
  });

  it("medians and tile widths", () => {
    same("median", [3, 1, 2]);
    same("median", [4, 1, 3, 2]);
    same("median", []);
  });
});

describe("malformed pieces (another script calling through Lua)", () => {
  it("missing fields and stray values are read as harmless defaults, in both builds", () => {
    const junk = [
      { id: "a", tags: ["BRW:Vortex"], x: 99, z: 99 },
      {
        id: "b",
        tags: ["BRW:Instability", "BRW:Jukas"],
        x: 1,
        z: 0,
        container: true,
        contents: [7, { id: "c" }, { id: "d", tags: ["BRW:Instability", "BRW:Jukas"] }],
      },
      { name: "Crypt?", tags: ["BRW:Mage", "Teal"], x: "far", z: 3 },
      42,
      "a string",
    ] as unknown as Piece[];
    const read = sameRead([...fullTable(), ...junk]);
    expect(read.ok).toBe(true);
    expect(read.snapshot!.jukasInstabilitySupply).toBe(21);
    expect(read.snapshot!.mages.find((m) => m.color === "Teal")).toBeUndefined();
    expect(read.warnings).toContain("Crypt? has no position on the table: it is ignored.");
  });
});
