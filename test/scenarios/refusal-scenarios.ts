/**
 * The shared scenarios of one action at a time, refusals and bad tables (issue 3: a clear message;
 * a refused action leaves the table unchanged): scenarios.ts runs them with the others on every
 * tabletop.
 */
import { expect } from "vitest";
import { offset, piece } from "../table/layout";
import type { Result } from "./driver";
import {
  Scenario,
  mageModel,
  counters,
  withExtra,
  changed,
  twoCards,
  vortexCount,
  snap,
  roomNamed,
  texts,
  chat,
  lastTo,
  sameTable,
  bagOfTen,
  redHoldsTwo,
} from "./scenario-helpers";

export const REFUSAL_SCENARIOS: Scenario[] = [
  // ---- one action at a time, refusals ----
  {
    name: "a button pressed twice quickly: the second press is refused to its player, one setup happens",
    run: (d) => {
      d.press("Setup", "White");
      d.press("Setup", "White");
      expect(lastTo(d, "White")).toMatchObject({ text: "Jukas: pieces are still moving from the last action; try again in a moment." });
      d.settle();
      expect(d.count("bag")).toBe(5);
      expect(vortexCount(d)).toBe(12);
    },
  },
  {
    name: "R2 bad params are refused with a sentence and nothing moves",
    run: (d) => {
      const before = sameTable(d);
      for (const [name, params] of [
        ["target", { priority: 7 }],
        ["target", "x"],
        ["nope", {}],
        ["spellResolved", { color: 3 }],
      ] as const) {
        const r: Result = d.act(name, params);
        expect(r.ok).toBe(false);
        expect(typeof r.error).toBe("string");
      }
      expect(sameTable(d)).toBe(before);
    },
  },
  {
    name: "R16 state reports the table as the rules see it",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.cell("White")), ...counters("Red", 3, 1)]),
    run: (d) => {
      const s = d.act("state");
      expect(s.ok).toBe(true);
      expect((s.rooms as unknown[]).length).toBe(19);
      expect(s.mages).toEqual(expect.arrayContaining([expect.objectContaining({ color: "Red", room: "Crypt", power: 3, damage: 1 })]));
      expect(s).toMatchObject({ pool: 12, jukas: { cell: "Jukas", power: 0 }, crown: "White" });
    },
  },

  // ---- bad tables (issue 3): a clear message; refused ones leave the table unchanged ----
  {
    name: "bad table: no Avatar Card refuses every action, and nothing moves",
    table: changed((p) => (p.id === "avatar" ? undefined : p)),
    run: (d) => {
      const before = sameTable(d);
      expect(d.act("setup")).toMatchObject({
        ok: false,
        error: "Jukas's Avatar Card is not on the table: put it back to play Jukas.",
      });
      expect(sameTable(d)).toBe(before);
    },
  },
  {
    name: "bad table: two Avatar Cards refuse every action, and nothing moves",
    table: withExtra(() => [piece("avatar2", ["BRW:Avatar"], { x: 70, z: 0 }, { name: "Jukas" })]),
    run: (d) => {
      const before = sameTable(d);
      expect(d.act("setup")).toMatchObject({
        ok: false,
        error: "2 Avatar Cards are on the table; there must be one. Remove the others.",
      });
      expect(d.act("state")).toMatchObject({ ok: false });
      expect(sameTable(d)).toBe(before);
    },
  },
  {
    name: "bad table: no Jukas model refuses setup, and nothing moves",
    table: changed((p) => (p.id === "jukas" ? undefined : p)),
    run: (d) => {
      const before = sameTable(d);
      d.press("Setup", "White");
      d.settle();
      // Issue 41: a refusal goes to the presser alone.
      expect(d.said().at(-1)).toMatchObject({ to: "White", text: "Setup needs Jukas's model on the table." });
      expect(sameTable(d)).toBe(before);
    },
  },
  {
    name: "bad table: a Room tile with an unknown name and no Slots override refuses the read",
    table: withExtra(() => [piece("attic", ["BRW:Room"], { x: 120, z: 0 }, { name: "Attic" })]),
    run: (d) => {
      const before = sameTable(d);
      expect(d.act("target", { priority: 1 })).toMatchObject({
        ok: false,
        error: "Room tile Attic has an unknown name and no Slots count: the guide's tags tab says how to give one.",
      });
      expect(sameTable(d)).toBe(before);
    },
  },
  {
    name: "bad table: a Vortex Token on the border of two Rooms counts for the nearer, with a warning",
    table: withExtra((l) => {
      const a = l.room("Black Rose Room");
      const b = l.room("Throne Room");
      return [piece("edge", ["BRW:Vortex"], { x: 0.52 * a.x + 0.48 * b.x, z: 0.52 * a.z + 0.48 * b.z })];
    }),
    run: (d) => {
      const r = d.act("state");
      expect(r.warnings).toContain(
        "BRW:Vortex edge lies between Black Rose Room and Throne Room: it counts for Black Rose Room, the nearer. Move it to be sure.",
      );
      expect(roomNamed(d, "Black Rose Room").vortex).toBe(1);
    },
  },
  {
    name: "bad table: two Vortex Tokens in one Room: warned, and setup adds none there",
    table: withExtra((l) => [
      piece("t1", ["BRW:Vortex"], offset(l.room("Throne Room"), -1.5, 0)),
      piece("t2", ["BRW:Vortex"], offset(l.room("Throne Room"), 1.5, 0)),
    ]),
    run: (d) => {
      d.act("setup");
      expect(texts(d)).toContain("Throne Room holds 2 Vortex Tokens; a Room holds one (R6): it counts as having one, and none is added.");
      expect(roomNamed(d, "Throne Room").vortex).toBe(2);
      expect(d.count("bag")).toBe(6);
    },
  },
  {
    name: "bad table: an empty pool places nothing, with a message",
    table: changed((p) => (p.id === "bag" ? { ...p, quantity: 0 } : p)),
    run: (d) => {
      const r = d.act("setup");
      expect(r.ok).toBe(true);
      expect(texts(d)).toContain("The game pool has no Vortex Token: none is placed in Throne Room (R7).");
      expect(snap(d).jukas!.at.room).toBe("Throne Room");
      expect(snap(d).rooms.every((room) => room.vortex === 0)).toBe(true);
    },
  },
  {
    name: "I10 a Mage off the Lodge is not in play: warned, and Priority 3 passes over them, whatever their card holds",
    layout: twoCards,
    table: withExtra((l) => [
      mageModel("Red", { x: 90, z: 90 }),
      mageModel("White", l.room("Crypt")),
      ...counters("Red", 5, 0),
      ...counters("White", 1, 0, -90),
    ]),
    run: (d) => {
      const r = d.act("teleport", { priority: 3 });
      expect(r).toMatchObject({ ok: true, kind: "mage", color: "White", why: "the only candidate" });
      expect(r.warnings).toContain("Red's model is off the Lodge, in no Room and no Cell: Red is not in play (I10).");
      expect(snap(d).jukas!.at.room).toBe("Crypt");
    },
  },
  {
    name: "bad table: a missing counter refuses Priority 3, and nothing moves",
    layout: twoCards,
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge")), ...counters("Red", 2, 0)]),
    run: (d) => {
      const r = d.act("teleport", { priority: 3 });
      expect(r).toMatchObject({ ok: false, error: "Target 3 needs White's Power counter, and it is not on the table." });
      expect(snap(d).jukas!.at.cell).toBe("Jukas");
    },
  },
  {
    name: "bad table: no Crown: the host chooses, and is told so",
    table: changed(
      (p) => (p.id === "crown" ? undefined : p),
      (l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))],
    ),
    context: { seated: ["White", "Red"], host: "Red" },
    run: (d) => {
      const r = d.act("target", { priority: 1 });
      expect(r).toMatchObject({ ok: true, pending: true });
      expect(texts(d)).toContain("There is no Crown on the table: the host (Red) chooses (I6).");
      d.choose("Forge", "White");
      expect(lastTo(d, "White")).toMatchObject({
        text: 'White does not hold the Crown: Red chooses. Or turn on "Any seated player may settle ties".',
      });
      d.choose("Forge", "Red");
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "bad table: an empty Forgotten Spell deck (no deck left): the clean-up goes on, no card is dealt, with a message",
    table: changed((p) => (p.id === "deck" ? undefined : p), redHoldsTwo),
    run: (d) => {
      d.act("cleanup");
      expect(texts(d)).toContain("The Forgotten Spell deck is empty: Red draws no card (R10).");
      expect(d.hand("Red")).toBe(0);
      expect(d.count("bag")).toBe(14);
    },
  },
  {
    name: "bad table: a piece deleted while it moves stops the action with a message; undo puts back what moved",
    table: changed(bagOfTen, redHoldsTwo),
    run: (d) => {
      const v1 = d.where("v1");
      d.deleteWhileMoving("v2");
      d.act("cleanup");
      expect(chat(d)).toContain("Note: Jukas: a piece was deleted while it moved; the action stopped there (undo puts back what moved).");
      expect(d.count("bag")).toBe(11);
      expect(d.hand("Red")).toBe(0);
      d.act("undo");
      expect(d.count("bag")).toBe(10);
      expect(d.where("v1")).toEqual(v1);
    },
  },
];
