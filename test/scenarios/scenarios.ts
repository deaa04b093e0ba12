/**
 * The scenarios every tabletop runs (issue 3, issue 4): the script API of docs/rules.md end to end,
 * through the tabletop's own buttons, context actions, chat and saved state, asserting where the
 * pieces end up, not only what a call returned. One list, so a behaviour cannot differ between
 * the paper table, TTPG and TTS unnoticed: `runScenarios(name, makeDriver)` registers them all.
 */
import { describe, expect, it } from "vitest";
import type { TableContext } from "../../src/controller/host";
import type { Piece } from "../../src/table/pieces";
import { THRONE_NEIGHBOURS } from "../core/fixtures";
import { CONTEXT, Layout, expectedEntrances, fullTable, lodge, offset, piece } from "../table/layout";
import { logged } from "./logged";
import type { Driver, MakeDriver, Result } from "./driver";

export interface Scenario {
  name: string;
  /** The Lodge, Cells and Mage Cards (default: lodge()). */
  layout?: () => Layout;
  /** The pieces on the table (default: fullTable). */
  table?: (l: Layout) => Piece[];
  context?: TableContext;
  run: (d: Driver, l: Layout) => void;
}

// ---- table helpers (Piece data, the same for every tabletop) ----

export const mageModel = (colour: string, at: { x: number; z: number }) =>
  piece("model" + colour, ["BRW:Mage", colour], at, { name: colour + " Mage" });

export const counters = (colour: string, power: number, damage: number, x = -80) => [
  piece("pow" + colour, ["BRW:Power", colour], { x, z: 0 }, { value: power }),
  piece("dmg" + colour, ["BRW:Damage", colour], { x, z: 5 }, { value: damage }),
];

const instability = (id: string, owner: string, at: { x: number; z: number }, quantity = 1) =>
  piece(id, ["BRW:Instability", owner], at, { quantity });

/** The full table with these pieces added. */
const withExtra = (extra: (l: Layout) => Piece[]) => (l: Layout) => [...fullTable(l), ...extra(l)];

/** The full table with some pieces changed or removed (`change` returns undefined to remove). */
const changed =
  (change: (p: Piece) => Piece | undefined, extra: (l: Layout) => Piece[] = () => []) =>
  (l: Layout) => {
    const out: Piece[] = [];
    for (const p of fullTable(l)) {
      const q = change(structuredClone(p));
      if (q !== undefined) out.push(q);
    }
    return [...out, ...extra(l)];
  };

const twoCards = () => lodge([], { cards: ["White", "Red"] });

// ---- reading helpers ----

/** R2: the 12 Vortex Tokens are somewhere on the table: the bag, the Rooms, the Mage Cards. */
export function vortexCount(d: Driver): number {
  let n = 0;
  for (const p of d.pieces()) {
    if (p.tags.includes("BRW:VortexPool") || p.tags.includes("BRW:Vortex")) n += p.quantity;
  }
  return n;
}

const snap = (d: Driver) => d.read().snapshot!;
const roomNamed = (d: Driver, name: string) => snap(d).rooms.find((r) => r.name === name)!;
const roomId = (d: Driver, name: string) => d.pieces().find((p) => p.tags.includes("BRW:Room") && p.name === name)!.id;
/**
 * What Jukas said: the chat and screens (plain words), and the details and warnings Jukas's log
 * keeps with their rule codes (issue 41: the chat says one line per action, the log the rest).
 */
const texts = (d: Driver) => [...d.said().map((s) => s.text), ...logged(d.log())];
/** The chat and screens alone, in order. */
const chat = (d: Driver) => d.said().map((s) => s.text);
const lastTo = (d: Driver, colour: string) =>
  d
    .said()
    .filter((s) => s.to === colour)
    .at(-1);
const sameTable = (d: Driver) =>
  JSON.stringify(
    d
      .pieces()
      .map((p) => [p.id, p.x, p.z, p.quantity, p.faceDown, p.value])
      .sort(),
  );

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
    table: changed(
      (p) => (p.id === "bag" ? { ...p, quantity: 10 } : p),
      (l) => [
        mageModel("Red", l.room("Crypt")),
        piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
        piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
      ],
    ),
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

  // ---- undo, save and reload ----
  {
    name: "R10 undo of a clean-up takes the card back and lays the tokens where they were",
    table: changed(
      (p) => (p.id === "bag" ? { ...p, quantity: 10 } : p),
      (l) => [
        mageModel("Red", l.room("Crypt")),
        piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
        piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
      ],
    ),
    run: (d) => {
      const before = [d.where("v1"), d.where("v2")];
      d.act("cleanup");
      d.press("Undo", "White");
      d.settle();
      expect(d.hand("Red")).toBe(0);
      expect(d.count("deck")).toBe(5);
      expect(d.count("bag")).toBe(10);
      expect([d.where("v1"), d.where("v2")]).toEqual(before);
    },
  },
  {
    name: "R5 undo puts back exactly what setup moved; a second undo has nothing left",
    run: (d) => {
      const before = sameTable(d);
      d.act("setup");
      expect(d.act("undo").ok).toBe(true);
      expect(sameTable(d)).toBe(before);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
    },
  },
  {
    name: "R5 undo of setup after a player put a Mage where Jukas stood: Jukas goes to the nearest free spot of his Cell, and undo says so (across a save and reload)",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      d.act("setup");
      d.handMove("modelRed", cell);
      // The journal as saved before this change: undo decides where pieces go, not the journal.
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      expect(d.where("modelRed")).toEqual(cell);
      expect(snap(d).jukas!.at).toEqual({ cell: "Jukas" });
      expect(d.count("bag")).toBe(12);
      // No two pieces closer than the mod's clearance (0.15 of a tile width) once it is done.
      const lying = d.pieces().filter((p) => !p.tags.some((t) => t === "BRW:Room" || t === "BRW:Cell" || t === "BRW:MageCard"));
      for (const a of lying)
        for (const b of lying)
          if (a !== b) expect(Math.hypot(a.x - b.x, a.z - b.z), a.id + " and " + b.id).toBeGreaterThanOrEqual(0.15 * 10);
      const said = chat(d);
      // Issue 41: the headline, then one line: where the piece went, and what Undo does next.
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "Jukas: the old spot of Jukas's model is taken: it went to the nearest free spot in Jukas's Cell instead. That was the first action: there is nothing more to undo.",
      ]);
    },
  },
  {
    name: "R5 undo of setup after a player set a Mage beside where Jukas stood, at the mod's own spacing: Jukas goes back exactly, and nothing is said to be taken",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      const before = d.where("jukas");
      d.act("setup");
      // At the mod's clearance (0.15 of a tile width: 1.5), as the mod itself sets pieces apart.
      d.handMove("modelRed", offset(cell, 1.5, 0));
      expect(d.act("undo").ok).toBe(true);
      expect(d.where("jukas")).toEqual(before);
      expect(d.where("modelRed")).toEqual(offset(cell, 1.5, 0));
      const said = chat(d);
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "That was the first action: there is nothing more to undo.",
      ]);
    },
  },
  {
    name: "R17 undo cancels a pending choice",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      d.act("teleport", { priority: 1 });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(d.choice()).toEqual([]);
      expect(d.act("choose", { player: "White", pick: "Crypt" })).toMatchObject({
        ok: false,
        error: "There is no choice waiting for the Crown.",
      });
    },
  },
  {
    name: "Undo steps back action by action to the start of the game, each table as it was before that action, each undo naming its action",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      const tables = [sameTable(d)];
      d.act("setup");
      tables.push(sameTable(d));
      d.act("avatarEffect");
      tables.push(sameTable(d));
      expect(d.act("teleport", { priority: 1 })).toMatchObject({ ok: true, room: "Crypt" });
      const heard = d.said().length;
      for (const [action, next] of [
        ["the Teleport, 1 change put back.", "Undo again to undo the Avatar Effect."],
        ["the Avatar Effect", "Undo again to undo the Setup."],
        ["the Setup, 8 changes put back.", "That was the first action: there is nothing more to undo."],
      ]) {
        d.press("Undo", "White");
        d.settle();
        const said = chat(d);
        expect(said.some((t) => t.startsWith("Undo: " + action))).toBe(true);
        expect(said.at(-1)).toBe(next);
        expect(sameTable(d)).toBe(tables.pop());
      }
      // Each headline names the action in players' words, no rule code.
      for (const t of chat(d).slice(heard)) expect(t).not.toMatch(/\(R\d+\)|\bI\d+\b/);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
    },
  },
  {
    name: "R10 Undo goes back to the start of the round: an action after a Clean-up leaves the round before beyond undo, and says so",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      d.act("setup");
      d.act("avatarEffect");
      const beforeCleanup = sameTable(d);
      d.act("cleanup");
      // The Clean-up ends the round: until the next action, it and the round before can be undone.
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Clean-up, nothing had moved.");
      expect(chat(d).at(-1)).toBe("Undo again to undo the Avatar Effect.");
      expect(sameTable(d)).toBe(beforeCleanup);
      d.act("cleanup");
      const roundStart = sameTable(d);
      d.act("teleport", { priority: 1 });
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-1)).toBe("That was the round's first action: Undo goes back no further than the last Clean-up.");
      expect(sameTable(d)).toBe(roundStart);
      expect(d.act("undo")).toMatchObject({
        ok: false,
        error: "Jukas: this is the start of the round: Undo goes back no further than the last Clean-up.",
      });
      // Still so after a save and reload.
      d.reload();
      expect(d.act("undo")).toMatchObject({
        ok: false,
        error: "Jukas: this is the start of the round: Undo goes back no further than the last Clean-up.",
      });
      expect(sameTable(d)).toBe(roundStart);
    },
  },
  {
    name: "R17 a cancelled Choice of the Crown is one undo step, with the action that made it wait; the choice made before comes back",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      const start = sameTable(d);
      d.act("teleport", { priority: 1 });
      d.act("choose", { player: "White", pick: "Crypt" });
      const inCrypt = sameTable(d);
      expect(snap(d).jukas!.at.room).toBe("Crypt");
      d.act("teleport", { priority: 1 });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Teleport, nothing had moved; its choice is cancelled.");
      expect(chat(d).at(-1)).toBe("Undo again to undo the Choice of the Crown (Crypt).");
      expect(d.choice()).toEqual([]);
      expect(sameTable(d)).toBe(inCrypt);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Choice of the Crown (Crypt), 1 change put back; the choice waits again.");
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(sameTable(d)).toBe(start);
      // Saved and loaded with the choice waiting again: the last undo still cancels it with its Teleport.
      d.reload();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Teleport, nothing had moved; its choice is cancelled.");
      expect(d.choice()).toEqual([]);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
      expect(sameTable(d)).toBe(start);
    },
  },
  {
    name: "R5 R11 several undos across a save and reload, after a player moved a Mage where Jukas stood: each piece goes back, or undo says where it went",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      const start = d.where("jukas");
      d.act("setup");
      d.handMove("modelRed", cell);
      const afterSetup = sameTable(d);
      d.act("avatarEffect");
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-1)).toBe("Undo again to undo the Setup.");
      expect(sameTable(d)).toBe(afterSetup);
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      const said = chat(d);
      // Issue 41: the headline, then one line: where the piece went, and what Undo does next.
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "Jukas: the old spot of Jukas's model is taken: it went to the nearest free spot in Jukas's Cell instead. That was the first action: there is nothing more to undo.",
      ]);
      expect(d.where("modelRed")).toEqual(cell);
      expect(d.where("jukas")).not.toEqual(start);
      expect(snap(d).jukas!.at).toEqual({ cell: "Jukas" });
      expect(d.count("bag")).toBe(12);
    },
  },
  {
    name: "R17 a save and reload in the middle of a Crown choice keeps the choice; the pick then moves Jukas",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      d.press("Teleport 1", "White");
      d.settle();
      d.reload();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      d.choose("Crypt", "Red");
      expect(lastTo(d, "Red")).toMatchObject({
        text: 'Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
      });
      d.choose("Crypt", "White");
      expect(snap(d).jukas!.at.room).toBe("Crypt");
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "I6 an unreadable or foreign saved state starts clean with a warning, never an error",
    run: (d) => {
      for (const text of [
        "{not json",
        JSON.stringify({ mod: "other" }),
        JSON.stringify({ mod: "brw-jukas", version: 1, pending: { stage: "x" } }),
      ]) {
        const warned = d.said().filter((s) => s.warning).length;
        d.reload(text);
        expect(d.said().filter((s) => s.warning).length).toBe(warned + 1);
        expect(d.choice()).toEqual([]);
        expect(d.act("undo")).toMatchObject({ ok: false });
      }
    },
  },

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
    table: changed(
      (p) => (p.id === "deck" ? undefined : p),
      (l) => [
        mageModel("Red", l.room("Crypt")),
        piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
        piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
      ],
    ),
    run: (d) => {
      d.act("cleanup");
      expect(texts(d)).toContain("The Forgotten Spell deck is empty: Red draws no card (R10).");
      expect(d.hand("Red")).toBe(0);
      expect(d.count("bag")).toBe(14);
    },
  },
  {
    name: "bad table: a piece deleted while it moves stops the action with a message; undo puts back what moved",
    table: changed(
      (p) => (p.id === "bag" ? { ...p, quantity: 10 } : p),
      (l) => [
        mageModel("Red", l.room("Crypt")),
        piece("v1", ["BRW:Vortex"], offset(l.card("Red"), -1, 0)),
        piece("v2", ["BRW:Vortex"], offset(l.card("Red"), 1, 0)),
      ],
    ),
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
