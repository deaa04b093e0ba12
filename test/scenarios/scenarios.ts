/**
 * The scenarios every tabletop runs (issue 3, issue 4): the script API of docs/rules.md end to end,
 * through the tabletop's own buttons, context actions, chat and saved state, asserting where the
 * pieces end up, not only what a call returned. One list, so a behaviour cannot differ between
 * the paper table, TTPG and TTS unnoticed: `runScenarios(name, makeDriver)` registers them all.
 */
import { describe, expect, it } from "vitest";
import { THRONE_NEIGHBOURS } from "../core/fixtures";
import { CONTEXT, expectedEntrances, fullTable, lodge, offset, piece } from "../table/layout";
import type { MakeDriver } from "./driver";
import {
  Scenario,
  mageModel,
  counters,
  instability,
  withExtra,
  changed,
  twoCards,
  vortexCount,
  snap,
  roomNamed,
  roomId,
  texts,
  lastTo,
  sameTable,
  bagOfTen,
  redHoldsTwo,
} from "./scenario-helpers";
import { UNDO_SCENARIOS } from "./undo-scenarios";
import { REFUSAL_SCENARIOS } from "./refusal-scenarios";

export { counters, mageModel, vortexCount, type Scenario } from "./scenario-helpers";

export const SCENARIOS: Scenario[] = [
  // ---- setup, targets and the Crown ----
  {
    name: "R4 R5 the Setup button moves Jukas into the Throne Room and lays 7 Vortex Tokens from the bag",
    run: (d) => {
      d.press("Setup", "White");
      d.settle();
      const s = snap(d);
      expect(s.jukas!.at.room).toBe("Throne Room");
      expect(
        s.rooms
          .filter((r) => r.vortex === 1)
          .map((r) => r.name)
          .sort(),
      ).toEqual(["Throne Room", ...THRONE_NEIGHBOURS].sort());
      expect(d.count("bag")).toBe(5);
      expect(vortexCount(d)).toBe(12);
      expect(texts(d)).toContain("Jukas, Setup: his model goes in the Throne Room (R4).");
      expect(d.read().warnings).toEqual([]);
    },
  },
  {
    name: "R14 Priority 1 without a tie: the target is announced with its reason and highlighted",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", offset(l.room("Crypt"), 1.5, 0))]),
    run: (d) => {
      const r = d.act("target", { priority: 1 });
      expect(r).toMatchObject({ ok: true, kind: "room", room: "Crypt", why: "most Mages: 2" });
      expect(texts(d)).toContain("Jukas, Priority 1: Crypt (most Mages: 2)");
      expect(d.highlighted()).toEqual([roomId(d, "Crypt")]);
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "R14 R17 I6 Priority 1 tie: the Crown's buttons; a wrong player is told no, the holder's click settles it",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      d.press("Target 1", "Red");
      d.settle();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.highlighted().sort()).toEqual([roomId(d, "Crypt"), roomId(d, "Forge")].sort());
      expect(texts(d).at(-1)).toBe(
        "Jukas, Priority 1: tie between Crypt, Forge (most Mages: 1, no Vortex Token, most Instability: 0); White (the Crown) chooses.",
      );
      expect(d.act("setup")).toMatchObject({ ok: false, error: expect.stringContaining("The Choice of the Crown waits") });
      d.choose("Crypt", "Red");
      expect(lastTo(d, "Red")).toMatchObject({
        text: 'Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
      });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      d.choose("Forge", "White");
      expect(texts(d)).toContain("Jukas, Priority 1: Forge (Choice of the Crown: White)");
      expect(d.choice()).toEqual([]);
      expect(d.highlighted()).toEqual([roomId(d, "Forge")]);
    },
  },
  {
    name: "I6 I10 a two-player game on a four-colour table: Blue and Green stay out of play; the Crown by Blue's card goes to the nearest colour in play; moving the Crown settles a waiting choice",
    table: changed(
      (p) => (p.id === "crown" ? piece("crown", ["BRW:Crown"], offset(lodge().card("Blue"), 0, 6), { name: "Crown" }) : p),
      (l) => [
        mageModel("Red", l.room("Crypt")),
        mageModel("White", l.room("Forge")),
        // Blue's and Green's models wait beside their Mage Cards, and they have no counters.
        mageModel("Blue", offset(l.card("Blue"), 0, 8)),
        mageModel("Green", offset(l.card("Green"), 0, 8)),
        ...counters("Red", 2, 0),
        ...counters("White", 1, 0, -90),
      ],
    ),
    run: (d, l) => {
      expect(d.act("target", { priority: 3 })).toMatchObject({ ok: true, kind: "mage", color: "Red", why: "most Power Points: 2" });
      d.press("Target 1", "White");
      d.settle();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(texts(d)).toContain(
        "The Crown lies nearest Blue's Mage Card, but Blue is not in play: Red, the nearest colour in play, holds it (I6, I10).",
      );
      expect(texts(d)).toContain(
        "Jukas, Priority 1: tie between Crypt, Forge (most Mages: 1, no Vortex Token, most Instability: 0); Red (the Crown) chooses.",
      );
      d.choose("Forge", "White");
      expect(lastTo(d, "White")).toMatchObject({
        text: 'White does not hold the Crown: Red chooses. Or turn on "Any seated player may settle ties".',
      });
      // The holder is read afresh at each choose: the Crown onto White's card, and White's pick counts.
      d.handMove("crown", offset(l.card("White"), 0, 1));
      d.choose("Forge", "White");
      expect(texts(d)).toContain("Jukas, Priority 1: Forge (Choice of the Crown: White)");
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "I10 R4 R8 R10 R11 R12 a round of a two-player game on a four-colour table: Blue and Green are never named, never in play order",
    table: withExtra((l) => [
      mageModel("Red", l.cell("Red")),
      mageModel("White", l.cell("White")),
      mageModel("Blue", offset(l.card("Blue"), 0, 8)),
      mageModel("Green", offset(l.card("Green"), 0, 8)),
      ...counters("Red", 2, 0),
      ...counters("White", 1, 0, -90),
    ]),
    run: (d, l) => {
      expect(d.act("setup")).toMatchObject({ ok: true });
      expect(snap(d).playOrder).toEqual(["White", "Red"]);
      d.handMove("modelRed", offset(l.room("Throne Room"), 0.8, 0.8));
      expect(d.act("teleport", { priority: 3 })).toMatchObject({ ok: true, kind: "mage", color: "Red" });
      d.spellResolved("Red");
      d.settle();
      expect(snap(d).mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(1);
      expect(d.act("avatarEffect")).toMatchObject({ ok: true });
      expect(d.act("cleanup")).toMatchObject({ ok: true });
      expect(snap(d).mages.map((m) => m.color)).toEqual(["White", "Red"]);
      // Named only where docs/rules.md warns of a model off the Lodge (I10), never as a target or a player.
      const named = texts(d).filter((t) => /\b(Blue|Green)\b/.test(t) && !/is not in play( \(I10\))?\.$/.test(t));
      expect(named).toEqual([]);
    },
  },
  {
    name: "I6 the holder's seat is empty: the host's choose counts for it, announced; another player's is refused, naming the host",
    table: changed(
      (p) => (p.id === "crown" ? piece("crown", ["BRW:Crown"], offset(lodge().card("Green"), 0, 2), { name: "Crown" }) : p),
      (l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge")), mageModel("Green", l.cell("Green"))],
    ),
    run: (d) => {
      d.press("Target 1", "White");
      d.settle();
      expect(texts(d).at(-1)).toBe(
        "Jukas, Priority 1: tie between Crypt, Forge (most Mages: 1, no Vortex Token, most Instability: 0); Green holds the Crown but no player sits at Green: the host (White) chooses for Green (I6).",
      );
      d.choose("Crypt", "Red");
      expect(lastTo(d, "Red")).toMatchObject({
        text: 'Red does not hold the Crown: the host, White, chooses for Green. Or turn on "Any seated player may settle ties".',
      });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      d.choose("Crypt", "White");
      expect(texts(d)).toContain("Jukas, Priority 1: Crypt (Choice of the Crown: White, the host, for Green, whose seat is empty)");
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "I1 an Avatar Effect pressed on its own, Jukas in his Cell, uses no Room an earlier action targeted: refused, saying so",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      expect(d.act("target", { priority: 1 })).toMatchObject({ ok: true, room: "Crypt" });
      const before = sameTable(d);
      expect(d.act("avatarEffect")).toMatchObject({
        ok: false,
        error: "Jukas is in his Cell: this Avatar Effect needs a target Room. Resolve it from its card.",
      });
      expect(sameTable(d)).toBe(before);
      expect(d.act("avatarEffect", { room: "Crypt" })).toMatchObject({ ok: true });
    },
  },
  {
    name: "R15 Priority 2 without a tie: Instability not placed by the Black Rose decides",
    table: withExtra((l) => [
      instability("i1", "Red", offset(l.room("Crypt"), 1, 0), 2),
      instability("i2", "BRW:BlackRose", offset(l.room("Forge"), 1, 0), 3),
    ]),
    run: (d) => {
      d.press("Target 2", "White");
      d.settle();
      expect(texts(d)).toContain("Jukas, Priority 2: Crypt (most Instability not placed by the Black Rose: 2)");
      expect(d.highlighted()).toEqual([roomId(d, "Crypt")]);
    },
  },
  {
    name: "R15 R17 Priority 2 tie: the Crown picks among the Rooms still tied after most Mages",
    table: withExtra((l) => [
      instability("i1", "Red", offset(l.room("Crypt"), 1, 0)),
      instability("i2", "White", offset(l.room("Garden"), 1, 0)),
    ]),
    run: (d) => {
      const r = d.act("target", { priority: 2 });
      expect(r).toMatchObject({ ok: true, pending: true, candidates: ["Crypt", "Garden"] });
      expect(d.choice()).toEqual(["Crypt", "Garden"]);
      d.choose("Garden", "White");
      expect(texts(d)).toContain("Jukas, Priority 2: Garden (Choice of the Crown: White)");
    },
  },
  {
    name: "R16 Priority 3 without a tie: most Power Points decides, the Mage's model is highlighted",
    layout: twoCards,
    table: withExtra((l) => [
      mageModel("Red", l.room("Crypt")),
      mageModel("White", l.room("Forge")),
      ...counters("Red", 3, 0),
      ...counters("White", 1, 5, -90),
    ]),
    run: (d) => {
      const r = d.act("target", { priority: 3 });
      expect(r).toMatchObject({ ok: true, kind: "mage", color: "Red", why: "most Power Points: 3" });
      expect(d.highlighted()).toEqual(["modelRed"]);
    },
  },
  {
    name: "R16 R17 Priority 3 tie: the Crown picks the Mage",
    layout: twoCards,
    table: withExtra((l) => [
      mageModel("Red", l.room("Crypt")),
      mageModel("White", l.room("Forge")),
      ...counters("Red", 2, 1),
      ...counters("White", 2, 1, -90),
    ]),
    run: (d) => {
      d.press("Target 3", "White");
      d.settle();
      expect(d.choice()).toEqual(["White", "Red"]);
      d.choose("Red", "White");
      expect(texts(d)).toContain("Jukas, Priority 3: Red (Choice of the Crown: White)");
      expect(d.choice()).toEqual([]);
    },
  },

  // ---- what players see: one headline per action, the Crown's figures, Jukas's log ----
  {
    name: "each action says one headline on every screen; its details and warnings go to the chat, each warning also to the presser",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", offset(l.room("Crypt"), 1.5, 0))]),
    run: (d) => {
      const actions: [string, () => void][] = [
        ["Setup", () => d.press("Setup", "White")],
        ["Target 1", () => d.press("Target 1", "Red")],
        ["Teleport 1", () => d.press("Teleport 1", "White")],
        ["Avatar Effect", () => d.press("Avatar Effect", "White")],
        ["a Spell resolved", () => d.spellResolved("Red")],
        ["Clean-up", () => d.press("Clean-up", "White")],
        ["Undo", () => d.press("Undo", "White")],
      ];
      for (const [what, act] of actions) {
        const before = d.said().length;
        act();
        d.settle();
        const said = d.said().slice(before);
        expect(said.filter((s) => s.screen && s.to === "all").length, what).toBe(1);
        const inChat = said.filter((s) => !s.screen).map((s) => s.text);
        for (const s of said.filter((x) => x.screen && x.to !== "all")) expect(inChat, what).toContain(s.text);
      }
    },
  },
  {
    name: "R14 R17 a tie's candidates show their figures on each criterion above their tiles; the Crown's pick takes them off, and so does undo",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      const shown = "Choice of the Crown\nmost Mages: 1\nno Vortex Token\nmost Instability: 0";
      d.press("Target 1", "White");
      d.settle();
      expect(d.figures()).toEqual([roomId(d, "Crypt"), roomId(d, "Forge")].sort().map((id) => ({ id, text: shown })));
      d.choose("Forge", "White");
      expect(d.figures()).toEqual([]);
      expect(d.act("teleport", { priority: 1 })).toMatchObject({ ok: true, pending: true });
      expect(d.figures()).toHaveLength(2);
      d.reload();
      expect(d.figures()).toEqual([roomId(d, "Crypt"), roomId(d, "Forge")].sort().map((id) => ({ id, text: shown })));
      expect(d.act("undo")).toMatchObject({ ok: true });
      expect(d.figures()).toEqual([]);
    },
  },
  {
    name: "R16 R17 a Priority 3 tie shows the figures above each tied Mage's Mage Card",
    table: withExtra((l) => [
      mageModel("Red", l.room("Crypt")),
      mageModel("White", l.room("Forge")),
      ...counters("Red", 2, 1),
      ...counters("White", 2, 1, -90),
    ]),
    run: (d) => {
      expect(d.act("target", { priority: 3 })).toMatchObject({ ok: true, pending: true, candidates: ["White", "Red"] });
      const card = (colour: string) => d.pieces().find((p) => p.tags.includes("BRW:MageCard") && p.tags.includes(colour))!.id;
      const shown = "Choice of the Crown\nmost Vortex Tokens on their Mage Card: 0\nmost Power Points: 2\nmost Damage: 1";
      expect(d.figures()).toEqual([card("Red"), card("White")].sort().map((id) => ({ id, text: shown })));
      expect(d.act("choose", { player: "White", pick: "Red" })).toMatchObject({ ok: true, color: "Red" });
      expect(d.figures()).toEqual([]);
    },
  },
  {
    name: "Jukas's log: one entry per action carried out, kept with the game through a reload; a refusal adds none",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      const actions = () =>
        (d.log() ?? "")
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { n: number; action: string })
          .map((e) => `${e.n} ${e.action}`);
      expect(d.log()).toBeUndefined();
      d.act("setup");
      d.act("target", { priority: 1 });
      expect(d.act("roomRebuilt", { room: "Nowhere" })).toMatchObject({ ok: false });
      d.reload();
      d.act("undo");
      expect(actions()).toEqual(["1 setup", "2 target", "3 undo"]);
    },
  },
  // ---- teleport, Avatar Effect, spells, clean-up ----
  {
    name: "R12 the Teleport button, from his Cell, puts Jukas's model in the target Room",
    table: withExtra((l) => [mageModel("Red", l.room("Garden"))]),
    run: (d, l) => {
      expect(snap(d).jukas!.at.cell).toBe("Jukas");
      d.press("Teleport 1", "White");
      d.settle();
      expect(snap(d).jukas!.at.room).toBe("Garden");
      const at = d.where("jukas")!;
      expect(Math.hypot(at.x - l.room("Garden").x, at.z - l.room("Garden").z)).toBeLessThan(5);
      expect(texts(d)).toContain("Jukas teleports to Garden (R12).");
    },
  },
  {
    name: "R12 I5 teleport to a Mage in their Cell: the Crown picks one of its two entrance Rooms",
    layout: twoCards,
    table: withExtra((l) => [
      mageModel("Red", l.cell("Red")),
      mageModel("White", l.room("Crypt")),
      ...counters("Red", 5, 0),
      ...counters("White", 1, 0, -90),
    ]),
    run: (d) => {
      const entrances = expectedEntrances("Red");
      const r = d.act("teleport", { priority: 3 });
      expect(r).toMatchObject({ ok: true, pending: true, candidates: entrances });
      expect(snap(d).jukas!.at.cell).toBe("Jukas");
      d.choose(entrances[1], "White");
      expect(snap(d).jukas!.at.room).toBe(entrances[1]);
    },
  },
  {
    name: "R11 R13 I8 the Avatar Effect button: a rebuild cascade flips two Rooms, in order, and gives 4 Power Points",
    table: changed(
      (p) => (p.id === "bag" ? { ...p, quantity: 11 } : p),
      (l) => [
        ...[0, 1, 2].map((k) => instability("redInst" + k, "Red", offset(l.room("Forge"), -2 + 2 * k, 2))),
        ...[0, 1, 2].map((k) => instability("whiteInst" + k, "White", offset(l.room("Garden"), -2 + 2 * k, 2))),
        piece("gardenVortex", ["BRW:Vortex"], offset(l.room("Garden"), 0, -2)),
        mageModel("Red", l.room("Forge")),
        // White, whose card the Crown lies on, in play in her Cell (I6, I10).
        mageModel("White", l.cell("White")),
      ],
    ),
    run: (d) => {
      d.act("teleport", { priority: 1 });
      expect(snap(d).jukas!.at.room).toBe("Forge");
      d.press("Avatar Effect", "White");
      d.settle();
      for (const name of ["Forge", "Garden"]) {
        expect(d.faceDown(roomId(d, name)), name).toBe(true);
        expect(roomNamed(d, name).rebuilt, name).toBe(true);
      }
      expect(d.value("jpow")).toBe(4);
      const forge = roomNamed(d, "Forge");
      expect(forge.instability).toEqual(
        expect.arrayContaining([
          { owner: "Red", count: 3 },
          { owner: "Jukas", count: 1 },
        ]),
      );
      expect(forge.instability).toHaveLength(2);
      expect(snap(d).jukasInstabilitySupply).toBe(18);
      expect(d.count("supply")).toBe(18);
      expect(vortexCount(d)).toBe(12);
      const said = texts(d);
      const first = said.indexOf("Garden is Rebuilt (R11c, rebuild 1). Players: resolve its rewards and return its Instability (I7).");
      const second = said.indexOf("Forge is Rebuilt (R11c, rebuild 2). Players: resolve its rewards and return its Instability (I7).");
      expect(first).toBeGreaterThanOrEqual(0);
      expect(second).toBeGreaterThan(first);
      expect(said).toContain("Vortices of Power: Forge had a Vortex Token; Jukas gains 2 Power Points (R13), now 4.");
      expect(d.read().warnings).toEqual([]);
    },
  },
  {
    name: "R8 'Resolved a Spell here' on a Mage model puts the Room's token on the Mage Card",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      d.act("setup");
      d.spellResolved("Red");
      expect(roomNamed(d, "Crypt").vortex).toBe(0);
      expect(snap(d).mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(1);
      expect(vortexCount(d)).toBe(12);
      expect(texts(d)).toContain("Red takes 1 Vortex Token from the Crypt onto their Mage Card.");
      const onCard = d
        .pieces()
        .filter((p) => p.tags.includes("BRW:Vortex") && Math.abs(p.x - l.card("Red").x) < 6 && Math.abs(p.z - l.card("Red").z) < 4);
      expect(onCard).toHaveLength(1);
    },
  },
  {
    name: "R8 a Spell resolved where there is no token takes nothing, with a message",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      expect(d.act("spellResolved", { color: "Red" })).toMatchObject({ ok: true, moved: 0 });
      expect(texts(d)).toContain("Red resolved a Spell in the Crypt: no Vortex Token to take.");
    },
  },
  {
    name: "R10 the Clean-up button returns the tokens to the bag and deals a Forgotten Spell into the hand",
    table: changed(bagOfTen, redHoldsTwo),
    run: (d) => {
      d.press("Clean-up", "White");
      d.settle();
      expect(d.count("bag")).toBe(12);
      expect(d.where("v1")).toBeUndefined();
      expect(d.hand("Red")).toBe(1);
      expect(d.count("deck")).toBe(4);
      expect(texts(d)).toContain("Red discarded two or more: they draw a Forgotten Spell (R10).");
    },
  },

  // ---- undo, save and reload (undo-scenarios.ts) ----
  ...UNDO_SCENARIOS,
  // ---- one action at a time, refusals, bad tables (refusal-scenarios.ts) ----
  ...REFUSAL_SCENARIOS,
];

/** Registers every scenario as a test on the tabletop that `make` lays out. */
export function runScenarios(tabletop: string, make: MakeDriver): void {
  describe("scenarios on " + tabletop, () => {
    for (const s of SCENARIOS) {
      it(s.name, () => {
        const layout = (s.layout ?? lodge)();
        const pieces = (s.table ?? fullTable)(layout);
        s.run(make(pieces, s.context ?? CONTEXT), layout);
      });
    }
  });
}
