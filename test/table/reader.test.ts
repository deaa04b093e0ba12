/**
 * Reading by need (src/table/reader.ts): press after press, however the table changed between
 * (moves, knocks, flips, renames, retags, spawns, deletions), a read is a fresh read of the
 * need's pieces, on TypeScript and on the Lua build alike (MoonSharp in its tier); and a Target
 * decided on it is the Target a read of every piece decides.
 */
import fc from "fast-check";
import { loadCore, normalise } from "../../hosts/lua-vm";
import { runAction } from "../../src/core/actions";
import { DEFAULT_SETTINGS } from "../../src/core/model";
import { readTable } from "../../src/table/snapshot";
import { EVERY_TAG } from "../../src/table/reader";
import { Piece } from "../../src/table/pieces";
import { TableRead } from "../../src/table/snapshot";
import { apply, changeArb } from "./changes";
import { fuzz, fuzzTimeout, ON_MOONSHARP, strength } from "../props/config";
import { CONTEXT, lodge, lodgeJitter, offset, piece, richTable } from "./layout";
import { SeriesStep, needOf, readSeries, withTags } from "./reader-series";

const tagsOfNeed = (need: string | number) => needOf(need).tags;
/** What a tabletop that reads no area reads for the need: Priority 3 every Instability piece too (L5). */
const fullTagsOfNeed = (need: string | number) =>
  needOf(need).cubesOnCards === true ? [...tagsOfNeed(need), "BRW:Instability"] : tagsOfNeed(need);

const lua = loadCore("dist/lua/table.lua");

const stepArb = fc.record({
  change: changeArb,
  need: fc.constantFrom<string | number>("all", 1, 2, 3),
  areas: fc.boolean(),
});

/**
 * The tables a series of changes makes, each with its need. `bare`: no Mage in a Room, so that
 * every Room ties on R14's first criterion and R15's last, and the others decide.
 */
function seriesOf(
  jitter: Parameters<typeof lodge>[0],
  steps: { change: Parameters<typeof apply>[2]; need: string | number; areas?: boolean }[],
  bare = false,
): SeriesStep[] {
  const layout = lodge(jitter);
  // L5: cubes on the Mage Cards, Red's (whose Damage counter has no number: the cubes count) and White's (its counter counts).
  const rich = [
    ...richTable(layout),
    piece("c1", ["BRW:Instability", "White"], offset(layout.card("Red"), -1, 0), { quantity: 2 }),
    piece("c2", ["BRW:Instability", "Red"], offset(layout.card("Red"), 0, 1)),
    piece("c3", ["BRW:Instability", "BRW:Jukas"], offset(layout.card("Red"), 0, -1)),
    piece("c4", ["BRW:Instability", "Red"], offset(layout.card("White"), 1, 0), { quantity: 3 }),
  ];
  const original = bare ? rich.filter((p) => p.id !== "mw") : rich;
  let pieces: Piece[] = original;
  const out: SeriesStep[] = [];
  for (const s of steps) {
    pieces = apply(pieces, original, s.change);
    out.push({ pieces, need: s.need, areas: s.areas });
  }
  return out;
}

function fresh(step: SeriesStep) {
  return readTable(structuredClone(withTags(step.pieces, fullTagsOfNeed(step.need))), { ...CONTEXT, settings: { ...DEFAULT_SETTINGS } });
}

/** Whether the step's read takes the cubes over the Mage Cards alone (L5): Priority 3 on a tabletop that reads areas. */
const byCards = (step: SeriesStep) => step.areas === true && needOf(step.need).cubesOnCards === true;

/**
 * A read without what R16 never uses: the Instability in the Rooms (and what lies there), Jukas's
 * supply, the warnings, the pieces. L5: a read over the cards alone leaves all else as it was.
 */
function withoutRooms(read: TableRead) {
  const out = structuredClone(read) as TableRead;
  out.warnings = [];
  out.pieces = [];
  if (out.snapshot !== undefined) {
    out.snapshot.warnings = [];
    out.snapshot.jukasInstabilitySupply = 0;
    for (const room of out.snapshot.rooms) room.instability = [];
  }
  out.index.instabilitySupply = { loose: [], containers: [] };
  for (const room of out.index.rooms) room.occupied = [];
  return out;
}

describe("reading by need", () => {
  it(
    "reads what a fresh read of the need's pieces gives, press after press, on TypeScript and Lua",
    () => {
      fc.assert(
        fc.property(lodgeJitter, fc.array(stepArb, { minLength: 1, maxLength: 10 }), (jitter, steps) => {
          const series = seriesOf(jitter, steps);
          const reads = readSeries(structuredClone(series), CONTEXT);
          reads.forEach((read, i) => {
            // L5: read over the Mage Cards, Priority 3's read is a full one but for the Instability elsewhere.
            if (byCards(series[i])) expect(withoutRooms(read)).toEqual(withoutRooms(fresh(series[i])));
            else expect(read).toEqual(fresh(series[i]));
          });
          expect(normalise(lua.call("readSeries", series, CONTEXT))).toEqual(normalise(reads));
        }),
        fuzz(ON_MOONSHARP ? strength(8, 60) : strength(12, 60)),
      );
    },
    fuzzTimeout(),
  );

  // TypeScript alone: the MoonSharp tier would run the same code again.
  it.skipIf(ON_MOONSHARP)(
    "R14 R15 R16 a Target decided on a read by need is the one a full read decides; its warnings are some of the full read's",
    () => {
      fc.assert(
        fc.property(lodgeJitter, fc.array(stepArb, { minLength: 1, maxLength: 6 }), fc.boolean(), (jitter, steps, bare) => {
          const series = seriesOf(jitter, steps, bare);
          const reads = readSeries(structuredClone(series), CONTEXT);
          reads.forEach((read, i) => {
            const need = series[i].need;
            if (need === "all" || !read.ok) return;
            const full = readTable(structuredClone(series[i].pieces), CONTEXT);
            if (!full.ok) return;
            const request = { action: "target", params: { priority: need } };
            const mine = runAction(read.snapshot!, request);
            const all = runAction(full.snapshot!, request);
            expect({ ...mine, warnings: [] }).toEqual({ ...all, warnings: [] });
            for (const w of mine.warnings) expect(all.warnings).toContain(w);
          });
        }),
        fuzz(strength(20, 60)),
      );
    },
    fuzzTimeout(),
  );

  it("L5 R16 Priority 3 reads the Damage cubes on the Mage Cards, no Instability by tag and no Forgotten Spell; Priority 2 no Vortex Token; `state` every tag", () => {
    expect(tagsOfNeed(3)).toEqual(expect.arrayContaining(["BRW:Vortex", "BRW:Power", "BRW:Damage", "BRW:Mage", "BRW:MageCard"]));
    // L5: the Instability on the cards of the Mages without a Damage counter, over the cards (or every piece where no area is read).
    expect(tagsOfNeed(3)).not.toContain("BRW:Instability");
    expect(needOf(3).cubesOnCards).toBe(true);
    expect(fullTagsOfNeed(3)).toContain("BRW:Instability");
    expect(tagsOfNeed(2)).not.toContain("BRW:Vortex");
    expect(tagsOfNeed(2)).toContain("BRW:Instability");
    expect(tagsOfNeed(1)).toEqual(expect.arrayContaining(["BRW:Vortex", "BRW:Instability"]));
    for (const n of [1, 2, 3]) expect(tagsOfNeed(n)).not.toContain("BRW:ForgottenSpells");
    expect(tagsOfNeed("all")).toBe(EVERY_TAG);
  });
});
