/**
 * The rule cases of R14 to R17: Target's three Priorities and the Choice of the Crown. Run with
 * the other rule cases (cases.ts; rules.test.ts) on TypeScript and on the Lua build, on fengari
 * and MoonSharp.
 */
import type { RuleCase } from "./cases";
import { ActionRequest } from "../../src/core/actions";
import { Mage, Place } from "../../src/core/model";
import { mage, table } from "./fixtures";

const red = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Red", at, more);
const blue = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Blue", at, more);
const white = (at: Place = { room: "Forge" }, more: Partial<Mage> = {}) => mage("White", at, more);

const P = (priority: number, action = "target"): ActionRequest => ({ action, params: { priority } });

export const PRIORITY_CASES: RuleCase[] = [
  // R14: Priority 1
  {
    name: "R14 Priority 1: the Room with the most Mages",
    snap: table({ mages: [red(), blue(), white()], rooms: { Forge: { instability: { Red: 3 } } } }),
    request: P(1),
    expect: { target: { kind: "room", room: "Crypt", why: "most Mages: 2" }, announce: ["Jukas, Priority 1: Crypt (most Mages: 2)"] },
  },
  {
    name: "R14 Priority 1: tied on Mages, the Room without a Vortex Token",
    snap: table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], rooms: { Crypt: { vortex: 1, instability: { Red: 4 } } } }),
    request: P(1),
    expect: { target: { kind: "room", room: "Forge", why: "no Vortex Token" } },
  },
  {
    name: "R14 Priority 1: tied on Mages and Vortex, the Room with the most Instability",
    snap: table({
      mages: [red({ room: "Crypt" }), white({ room: "Forge" })],
      rooms: { Forge: { instability: { BlackRose: 2 } }, Crypt: { instability: { Red: 1 } } },
    }),
    request: P(1),
    expect: { target: { kind: "room", room: "Forge", why: "most Instability: 2" } },
  },
  // R15: Priority 2
  {
    name: "R15 Priority 2: most Instability not placed by the Black Rose beats most Instability",
    snap: table({ rooms: { Crypt: { instability: { BlackRose: 4, Red: 1 } }, Forge: { instability: { Red: 2 } } } }),
    request: P(2),
    expect: { target: { kind: "room", room: "Forge", why: "most Instability not placed by the Black Rose: 2" } },
  },
  {
    name: "R15 Priority 2: tied without the Black Rose, the most Instability in all",
    snap: table({ rooms: { Crypt: { instability: { BlackRose: 1, Red: 2 } }, Forge: { instability: { Jukas: 2 } } } }),
    request: P(2),
    expect: { target: { kind: "room", room: "Crypt", why: "most Instability: 3" } },
  },
  {
    name: "R15 Priority 2: tied on both Instability counts, the Room with the most Mages",
    snap: table({ mages: [red({ room: "Forge" })], rooms: { Crypt: { instability: { Red: 2 } }, Forge: { instability: { Blue: 2 } } } }),
    request: P(2),
    expect: { target: { kind: "room", room: "Forge", why: "most Mages: 1" } },
  },
  {
    name: "R15 Priority 2: Instability comes before Mages",
    snap: table({ mages: [red(), blue()], rooms: { Forge: { instability: { Red: 1 } } } }),
    request: P(2),
    expect: { target: { kind: "room", room: "Forge", why: "most Instability not placed by the Black Rose: 1" } },
  },
  {
    name: "R15 Priority 2: the Black Rose's Instability still counts before Mages",
    snap: table({ mages: [red(), blue()], rooms: { Crypt: { instability: { BlackRose: 1 } }, Forge: { instability: { BlackRose: 2 } } } }),
    request: P(2),
    expect: { target: { kind: "room", room: "Forge", why: "most Instability: 2" } },
  },
  // R16: Priority 3
  {
    name: "R16 Priority 3: the Mage with the most Vortex Tokens on their Mage Card",
    snap: table({ mages: [red({ room: "Crypt" }, { vortexOnCard: 1, power: 9 }), blue({ room: "Forge" }, { vortexOnCard: 2 })] }),
    request: P(3),
    expect: { target: { kind: "mage", color: "Blue", why: "most Vortex Tokens on their Mage Card: 2" } },
  },
  {
    name: "R16 Priority 3: tied on Vortex Tokens, the most Power Points",
    snap: table({ mages: [red({ room: "Crypt" }, { power: 3, damage: 9 }), blue({ room: "Forge" }, { power: 5 })] }),
    request: P(3),
    expect: { target: { kind: "mage", color: "Blue", why: "most Power Points: 5" } },
  },
  {
    name: "R16 Priority 3: tied on Vortex and Power, the most Damage",
    snap: table({ mages: [red({ room: "Crypt" }, { power: 3, damage: 2 }), blue({ room: "Forge" }, { power: 3, damage: 4 })] }),
    request: P(3),
    expect: { target: { kind: "mage", color: "Blue", why: "most Damage: 4" } },
  },
  {
    name: "R16 Priority 3 with a missing Power counter is refused, naming it",
    snap: table({ mages: [red({ room: "Crypt" }, { power: undefined }), blue({ room: "Forge" })] }),
    request: P(3),
    expect: { ok: false, error: "Red's Power counter" },
  },
  {
    name: "R16 a Power counter that the ranking does not reach is not needed",
    snap: table({ mages: [red({ room: "Crypt" }, { power: undefined, vortexOnCard: 1 }), blue({ room: "Forge" })] }),
    request: P(3),
    expect: { target: { kind: "mage", color: "Red", why: "most Vortex Tokens on their Mage Card: 1" } },
  },
  {
    name: "R16 Priority 3 with no Mage but Jukas is refused",
    snap: table({ mages: [] }),
    request: P(3),
    expect: { ok: false, error: "no Mage but Jukas" },
  },
  // R17: Choice of the Crown
  {
    name: "R17 a tie after the last criterion asks the Crown holder, listing the candidates",
    snap: table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "White" }),
    request: P(1),
    expect: {
      pending: { stage: "target", candidates: ["Crypt", "Forge"], crown: "White" },
      announce: ["tie between Crypt, Forge", "White (the Crown) chooses"],
      headline: "Jukas: a tie between 2 Rooms; White (the Crown) chooses.",
    },
  },
  {
    name: "R17 while the Crown must choose, other actions are refused",
    snap: table(),
    request: {
      action: "setup",
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { ok: false, error: "The Choice of the Crown waits" },
  },
  {
    name: "R17 a player who does not hold the Crown cannot choose",
    snap: table({ mages: [red(), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "Red", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { ok: false, error: "Red does not hold the Crown: White chooses" },
  },
  {
    name: "R17 the Crown holder's pick must be a candidate",
    snap: table({ mages: [red(), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "White", pick: "Arena" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { ok: false, error: "Arena is not one of the candidates: Crypt, Forge" },
  },
  {
    name: "R17 the Crown holder's pick becomes the target, announced as the Choice of the Crown",
    snap: table({ mages: [red(), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "White", pick: "Forge" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: {
      target: { kind: "room", room: "Forge", why: "Choice of the Crown: White" },
      effects: [],
      noPending: true,
      headline: "Jukas targets the Forge (Choice of the Crown: White).",
      announce: ["Jukas, Priority 1: Forge (Choice of the Crown: White)"],
    },
  },
  {
    name: "R17 a teleport waiting for the Crown moves Jukas once the pick is made (R12)",
    snap: table({ jukas: { cell: "Jukas" }, mages: [red(), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "White", pick: "Forge" },
      pending: { stage: "target", action: "teleport", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { effects: [{ kind: "moveJukas", room: "Forge" }], headline: "Jukas teleports to the Forge (Choice of the Crown: White)." },
  },
  {
    name: "R17 a Priority 3 pick names the Mage once, the Choice of the Crown once",
    snap: table({ mages: [red(), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "White", pick: "White" },
      pending: { stage: "target", action: "target", priority: 3, candidates: ["Red", "White"], crown: "White", why: "tie." },
    },
    expect: {
      target: { kind: "mage", color: "White", why: "Choice of the Crown: White" },
      headline: "Jukas targets White (Choice of the Crown: White).",
      announce: ["Jukas, Priority 3: White (Choice of the Crown: White)"],
      notAnnounced: ["Choice of the Crown (White)"],
    },
  },
  {
    name: "R17 choose with nothing pending is refused",
    snap: table(),
    request: { action: "choose", params: { player: "White", pick: "Forge" } },
    expect: { ok: false, error: "no choice waiting" },
  },
];
