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
import { apply, changeArb } from "./changes";
import { fuzz, fuzzTimeout, ON_MOONSHARP, strength } from "../props/config";
import { CONTEXT, lodge, lodgeJitter, richTable } from "./layout";
import { SeriesStep, needOf, readSeries, withTags } from "./reader-series";

const tagsOfNeed = (need: string | number) => needOf(need).tags;

const lua = loadCore("dist/lua/table.lua");

const stepArb = fc.record({
  change: changeArb,
  need: fc.constantFrom<string | number>("all", 1, 2, 3),
});

/**
 * The tables a series of changes makes, each with its need. `bare`: no Mage in a Room, so that
 * every Room ties on R14's first criterion and R15's last, and the others decide.
 */
function seriesOf(
  jitter: Parameters<typeof lodge>[0],
  steps: { change: Parameters<typeof apply>[2]; need: string | number }[],
  bare = false,
): SeriesStep[] {
  const rich = richTable(lodge(jitter));
  const original = bare ? rich.filter((p) => p.id !== "mw") : rich;
  let pieces: Piece[] = original;
  const out: SeriesStep[] = [];
  for (const s of steps) {
    pieces = apply(pieces, original, s.change);
    out.push({ pieces, need: s.need });
  }
  return out;
}

function fresh(step: SeriesStep) {
  return readTable(structuredClone(withTags(step.pieces, tagsOfNeed(step.need))), { ...CONTEXT, settings: { ...DEFAULT_SETTINGS } });
}

describe("reading by need", () => {
  it(
    "reads what a fresh read of the need's pieces gives, press after press, on TypeScript and Lua",
    () => {
      fc.assert(
        fc.property(lodgeJitter, fc.array(stepArb, { minLength: 1, maxLength: 10 }), (jitter, steps) => {
          const series = seriesOf(jitter, steps);
          const reads = readSeries(structuredClone(series), CONTEXT);
          reads.forEach((read, i) => expect(read).toEqual(fresh(series[i])));
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

  it("L5 Priority 3 reads the Instability (Damage cubes) and no Forgotten Spell; Priority 2 no Vortex Token; `state` every tag", () => {
    expect(tagsOfNeed(3)).toEqual(
      expect.arrayContaining(["BRW:Vortex", "BRW:Power", "BRW:Damage", "BRW:Instability", "BRW:Mage", "BRW:MageCard"]),
    );
    expect(tagsOfNeed(2)).not.toContain("BRW:Vortex");
    expect(tagsOfNeed(2)).toContain("BRW:Instability");
    expect(tagsOfNeed(1)).toEqual(expect.arrayContaining(["BRW:Vortex", "BRW:Instability"]));
    for (const n of [1, 2, 3]) expect(tagsOfNeed(n)).not.toContain("BRW:ForgottenSpells");
    expect(tagsOfNeed("all")).toBe(EVERY_TAG);
  });
});
