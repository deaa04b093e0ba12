/**
 * The rule cases: plain data (a table, an action, what must come out), run by vitest against the
 * TypeScript core AND its Lua build. Each name starts with the rule it checks (docs/rules.md).
 */
import { ActionRequest } from "../../src/core/actions";
import { Effect, Mage, Place, Snapshot, TargetResult } from "../../src/core/model";
import { mage, table, THRONE_NEIGHBOURS } from "./fixtures";
import { SETTING_CASES } from "./setting-cases";
import { PRIORITY_CASES } from "./priority-cases";
import { INTERPRETATION_CASES } from "./interpretation-cases";
import { REBUILD_CASES } from "./rebuild-cases";

export interface Expect {
  ok?: boolean;
  /** A part of the refusal's sentence. */
  error?: string;
  /** The physical effects, exactly and in order (announcements and highlights left out). */
  effects?: Effect[];
  target?: TargetResult;
  /** Parts of the announcement's sentences, each found in some announcement. */
  announce?: string[];
  /** The action's one headline, exactly (README, Messages). */
  headline?: string;
  /** Parts of sentences no announcement may hold. */
  notAnnounced?: string[];
  /** Parts of warnings, each found in some warning. */
  warnings?: string[];
  /** A pending Choice of the Crown with these candidates, in this order. */
  pending?: { stage: "target" | "entrance"; candidates: string[]; crown?: string };
  noPending?: boolean;
  moved?: number;
}

export interface RuleCase {
  name: string;
  snap: Snapshot;
  request: ActionRequest;
  expect: Expect;
}

const red = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Red", at, more);
const blue = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Blue", at, more);
const white = (at: Place = { room: "Forge" }, more: Partial<Mage> = {}) => mage("White", at, more);

const P = (priority: number, action = "target"): ActionRequest => ({ action, params: { priority } });

export const CASES: RuleCase[] = [
  // R4, R5, R6, R7: Setup
  {
    name: "R4 Setup puts Jukas's model in the Throne Room",
    snap: table({ jukas: { cell: "Jukas" } }),
    request: { action: "setup" },
    expect: {
      ok: true,
      announce: ["Throne Room (R4)"],
      // The headline names where Jukas goes and every Room given a token, with no rule code.
      headline: "Jukas's Setup: he goes in the Throne Room; 7 Vortex Tokens placed.",
    },
  },
  {
    name: "R5 Setup places a Vortex Token in the Throne Room and in each adjacent Room, in Room order",
    snap: table(),
    request: { action: "setup" },
    expect: {
      effects: [
        { kind: "moveJukas", room: "Throne Room" },
        { kind: "placeVortex", room: "Throne Room" },
        ...THRONE_NEIGHBOURS.map((room): Effect => ({ kind: "placeVortex", room })),
      ],
    },
  },
  {
    name: "R6 Setup places nothing in an adjacent Room that already has a Vortex Token",
    snap: table({ rooms: { Crypt: { vortex: 1 } } }),
    request: { action: "setup" },
    expect: {
      effects: [
        { kind: "moveJukas", room: "Throne Room" },
        { kind: "placeVortex", room: "Throne Room" },
        ...THRONE_NEIGHBOURS.filter((r) => r !== "Crypt").map((room): Effect => ({ kind: "placeVortex", room })),
      ],
      announce: ["Crypt already has a Vortex Token: none is placed (R6)"],
    },
  },
  {
    name: "R7 Setup with 3 tokens in the game pool places 3, then nothing, with a warning",
    snap: table({ pool: 3 }),
    request: { action: "setup" },
    expect: {
      effects: [
        { kind: "moveJukas", room: "Throne Room" },
        { kind: "placeVortex", room: "Throne Room" },
        { kind: "placeVortex", room: THRONE_NEIGHBOURS[0] },
        { kind: "placeVortex", room: THRONE_NEIGHBOURS[1] },
      ],
      warnings: ["The game pool has no Vortex Token: none is placed in " + THRONE_NEIGHBOURS[2] + " (R7)"],
    },
  },
  {
    name: "R4 Setup without Jukas's model is refused",
    snap: table({ jukas: null }),
    request: { action: "setup" },
    expect: { ok: false, error: "needs Jukas's model" },
  },
  // R8, R9: Resolved Spell
  {
    name: "R8 a Mage who resolved a Spell in a Room with a Vortex Token takes it onto their Mage Card",
    snap: table({ rooms: { Crypt: { vortex: 1 } }, mages: [red()] }),
    request: { action: "spellResolved", params: { color: "Red" } },
    expect: { moved: 1, effects: [{ kind: "takeVortex", color: "Red", room: "Crypt", count: 1 }], announce: ["takes 1 Vortex Token"] },
  },
  {
    name: "R8 a Spell resolved in a Room without a Vortex Token takes nothing",
    snap: table({ rooms: { Forge: { vortex: 1 } }, mages: [red()] }),
    request: { action: "spellResolved", params: { color: "Red" } },
    expect: { ok: true, moved: 0, effects: [], headline: "Red resolved a Spell in the Crypt: no Vortex Token to take." },
  },
  {
    name: "R8 Jukas himself takes no Vortex Token",
    snap: table({ rooms: { Crypt: { vortex: 1 } }, jukas: { room: "Crypt" } }),
    request: { action: "spellResolved", params: { color: "Jukas" } },
    expect: { ok: false, error: "only the other Mages do" },
  },
  {
    name: "R8 a Mage in a Cell takes nothing",
    snap: table({ mages: [red({ cell: "Red" })] }),
    request: { action: "spellResolved", params: { color: "Red" } },
    expect: { ok: true, moved: 0, effects: [] },
  },
  {
    name: "R9 a Vortex Token on a Mage Card counts for no Room: Priority 1 sees the Room as without one",
    snap: table({ mages: [red({ room: "Crypt" }, { vortexOnCard: 1 }), blue({ room: "Forge" })], rooms: { Forge: { vortex: 1 } } }),
    request: P(1),
    expect: { target: { kind: "room", room: "Crypt", why: "no Vortex Token" } },
  },
  {
    name: "R9 a Vortex Token on a Mage Card brings no Instability to the Mage's Room (R11b)",
    snap: table({ jukas: { room: "Forge" }, rooms: { Forge: { vortex: 1 } }, mages: [red({ room: "Crypt" }, { vortexOnCard: 2 })] }),
    request: { action: "avatarEffect" },
    expect: { effects: [{ kind: "placeInstability", room: "Forge", owner: "Jukas" }] },
  },
  // R10: Clean-up
  {
    name: "R10 Clean-up discards in play order; two or more draw a Forgotten Spell, one does not",
    snap: table({
      mages: [
        white({ room: "Forge" }, { vortexOnCard: 1 }),
        red({ room: "Crypt" }, { vortexOnCard: 2 }),
        blue({ room: "Arena" }, { vortexOnCard: 3 }),
      ],
      playOrder: ["Blue", "White", "Red"],
    }),
    request: { action: "cleanup" },
    expect: {
      effects: [
        { kind: "discardVortex", color: "Blue", count: 3 },
        { kind: "drawForgottenSpell", color: "Blue" },
        { kind: "discardVortex", color: "White", count: 1 },
        { kind: "discardVortex", color: "Red", count: 2 },
        { kind: "drawForgottenSpell", color: "Red" },
      ],
      headline: "Clean-up: 3 Mages discard Vortex Tokens.",
      // Issue 41: a headline of counts; each Mage's part in the chat's one line.
      announce: [
        "Clean-up: Blue discards 3 Vortex Tokens to the game pool (R10).",
        "Blue discards 3 Vortex Tokens and draws a Forgotten Spell; White discards 1 Vortex Token; Red discards 2 Vortex Tokens and draws a Forgotten Spell.",
      ],
    },
  },
  {
    name: "R10 with an empty Forgotten Spell deck no card is dealt, with a warning",
    snap: table({ mages: [red({ room: "Crypt" }, { vortexOnCard: 2 })], deck: 0 }),
    request: { action: "cleanup" },
    expect: {
      effects: [{ kind: "discardVortex", color: "Red", count: 2 }],
      warnings: ["Forgotten Spell deck is empty"],
      headline: "Clean-up: Red discards 2 Vortex Tokens.",
    },
  },
  {
    name: "R10 Clean-up with no token on any Mage Card does nothing and says so",
    snap: table({ mages: [red()] }),
    request: { action: "cleanup" },
    expect: { effects: [], announce: ["no Mage has a Vortex Token"] },
  },
  {
    name: "L2 R13 I12 Clean-up names the full Rooms holding a Vortex Token, which the base game rebuilds now",
    snap: table({
      mages: [red()],
      rooms: {
        Forge: { vortex: 1, instability: { Red: 4 } },
        Crypt: { vortex: 1, instability: { Red: 5 } },
        Garden: { instability: { Red: 4 } },
        Arena: { vortex: 1, instability: { Red: 6 }, rebuilt: true },
      },
    }),
    request: { action: "cleanup" },
    expect: { announce: ["Full, with a Vortex Token: Forge. Rebuilt now, each gives Jukas 2 Power Points."] },
  },
  {
    name: "I12 a press pays R13 for a Room seen Rebuilt with a Vortex Token that nothing explains, before its action",
    snap: table({ mages: [red()], jukasPower: 3, rooms: { Forge: { vortex: 1, rebuilt: true } } }),
    request: { action: "cleanup", seenRebuilt: ["Forge"] },
    expect: {
      effects: [{ kind: "addPower", who: "Jukas", amount: 2 }],
      announce: ["Forge lies Rebuilt with a Vortex Token: the players rebuilt it."],
    },
  },
  // R11: Avatar Effect
  {
    name: "I1 the Avatar Effect with Jukas off the Lodge and no target Room is refused, saying where he is",
    snap: table({ jukas: {} }),
    request: { action: "avatarEffect" },
    expect: {
      ok: false,
      error: "Jukas's model is off the Lodge, in no Room and no Cell: put him in a Room, or name the Room.",
    },
  },
  {
    name: "R11 the Avatar Effect places a Vortex Token, then Instability in each Room with one, in Room order",
    snap: table({ jukas: { room: "Forge" }, rooms: { Crypt: { vortex: 1 }, Arena: { vortex: 1 } } }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Forge" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
        { kind: "placeInstability", room: "Arena", owner: "Jukas" },
        { kind: "placeInstability", room: "Forge", owner: "Jukas" },
      ],
    },
  },
  {
    name: "R11 a Room filled by the Avatar Effect is immediately Rebuilt; with its Vortex Token Jukas gains 2 Power (R13)",
    snap: table({ jukas: { room: "Forge" }, jukasPower: 3, rooms: { Forge: { instability: { Red: 2, BlackRose: 1 } } } }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Forge" },
        { kind: "placeInstability", room: "Forge", owner: "Jukas" },
        { kind: "rebuildRoom", room: "Forge" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: [
        "Jukas, Avatar Effect in Forge (where Jukas stands, I1): 1 Instability placed, 1 Room Rebuilt.",
        "Forge is Rebuilt (R11c",
        "Jukas gains 2 Power Points (R13), now 5",
        // Issue 41: the chat's one line names the Rooms and counts, and what players do.
        "A Vortex Token goes in the Forge. Instability placed in Forge 4/4. Rebuilt: Forge, so Jukas gains 2 Power Points. Players: resolve its rewards and return its Instability.",
      ],
      // I7: the headline names the Room Rebuilt, and what players do, with no rule code.
      headline: "Jukas's Avatar Effect in the Forge: 1 Instability, 1 Room Rebuilt, +2 Power.",
    },
  },
  {
    name: "R11 cascade: every Room filled is Rebuilt, each Vortex Room giving 2 Power (R13)",
    snap: table({
      jukas: { room: "Garden" },
      jukasPower: 0,
      rooms: {
        Crypt: { vortex: 1, instability: { Red: 5 } },
        Forge: { vortex: 1, instability: { Jukas: 3 } },
        Garden: { instability: { Blue: 3 } },
      },
    }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Garden" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
        { kind: "placeInstability", room: "Garden", owner: "Jukas" },
        { kind: "placeInstability", room: "Forge", owner: "Jukas" },
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
        { kind: "rebuildRoom", room: "Garden" },
        { kind: "addPower", who: "Jukas", amount: 2 },
        { kind: "rebuildRoom", room: "Forge" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: ["now 6"],
    },
  },
  {
    name: "R11 the Avatar Effect without Jukas's model is refused",
    snap: table({ jukas: null }),
    request: { action: "avatarEffect", params: { room: "Crypt" } },
    expect: { ok: false, error: "needs Jukas's model" },
  },
  {
    name: "R6 the Avatar Effect in a Room that has a Vortex Token places no second one",
    snap: table({ jukas: { room: "Crypt" }, rooms: { Crypt: { vortex: 1 } } }),
    request: { action: "avatarEffect" },
    expect: { effects: [{ kind: "placeInstability", room: "Crypt", owner: "Jukas" }], announce: ["(R6)"] },
  },
  {
    name: "R7 the Avatar Effect with an empty game pool places no Vortex Token, with a warning",
    snap: table({ jukas: { room: "Crypt" }, pool: 0 }),
    request: { action: "avatarEffect" },
    expect: { effects: [], warnings: ["(R7)"] },
  },
  // R6, R7: a Vortex Token placed by an Effect (a card's step)
  {
    name: "R6 placeVortex puts a token from the game pool in the Room, naming the Effect",
    snap: table(),
    request: { action: "placeVortex", params: { room: "Crypt", by: "Command card c-1" } },
    expect: { effects: [{ kind: "placeVortex", room: "Crypt" }], headline: "A Vortex Token goes in the Crypt (Command card c-1)." },
  },
  {
    name: "R6 placeVortex in a Room that has a token places none",
    snap: table({ rooms: { Crypt: { vortex: 1 } } }),
    request: { action: "placeVortex", params: { room: "Crypt" } },
    expect: { ok: true, effects: [], announce: ["Crypt already has a Vortex Token: none is placed (R6)"] },
  },
  {
    name: "R7 placeVortex with an empty game pool places none, with a warning",
    snap: table({ pool: 0 }),
    request: { action: "placeVortex", params: { room: "Crypt" } },
    expect: { ok: true, effects: [], warnings: ["(R7)"] },
  },
  {
    name: "R6 placeVortex in an unknown Room is refused",
    snap: table(),
    request: { action: "placeVortex", params: { room: "Kitchen" } },
    expect: { ok: false, error: "No Lodge Room is named Kitchen" },
  },
  {
    name: "R6 a Room name from outside is shown cut short in the refusal, control characters as ?",
    snap: table(),
    request: { action: "placeVortex", params: { room: "Kitchen\n" + "x".repeat(100000) } },
    expect: { ok: false, error: "No Lodge Room is named Kitchen?" + "x".repeat(52) + "…." },
  },
  // R12: Teleportation
  {
    name: "R12 Teleport, Priority 1: Jukas goes to the target Room, even from his Cell",
    snap: table({ jukas: { cell: "Jukas" }, mages: [red(), blue()] }),
    request: P(1, "teleport"),
    expect: {
      effects: [{ kind: "moveJukas", room: "Crypt" }],
      target: { kind: "room", room: "Crypt", why: "most Mages: 2" },
      headline: "Jukas teleports to the Crypt (most Mages: 2).",
      announce: ["Jukas, Teleport (Priority 1): Crypt (most Mages: 2)", "Jukas teleports to Crypt (R12)."],
    },
  },
  {
    name: "R12 Teleport, Priority 2: Jukas goes to the Room with the most Instability not placed by the Black Rose",
    snap: table({ jukas: { room: "Arena" }, rooms: { Forge: { instability: { Red: 2 } }, Crypt: { instability: { BlackRose: 3 } } } }),
    request: P(2, "teleport"),
    expect: { effects: [{ kind: "moveJukas", room: "Forge" }] },
  },
  {
    name: "R12 Teleport, Priority 3: Jukas goes to the Room the target Mage is in",
    snap: table({ jukas: { room: "Arena" }, mages: [red({ room: "Garden" }, { power: 4 }), blue({ room: "Crypt" }, { power: 1 })] }),
    request: P(3, "teleport"),
    expect: {
      effects: [{ kind: "moveJukas", room: "Garden" }],
      target: { kind: "mage", color: "Red", why: "most Power Points: 4" },
      headline: "Jukas targets Red (most Power Points: 4) and teleports to the Garden.",
    },
  },
  {
    name: "R12 Teleport to the Room Jukas already stands in moves nothing",
    snap: table({ jukas: { room: "Crypt" }, mages: [red(), blue()] }),
    request: P(1, "teleport"),
    expect: { effects: [], announce: ["already in Crypt"], headline: "Jukas stays in the Crypt (most Mages: 2)." },
  },
  {
    name: 'R12 Teleport to The Abyss names it as it is, never "the The Abyss"',
    snap: table({ jukas: { room: "Crypt" }, mages: [red({ room: "The Abyss" })] }),
    request: P(1, "teleport"),
    expect: { effects: [{ kind: "moveJukas", room: "The Abyss" }], headline: "Jukas teleports to The Abyss (most Mages: 1)." },
  },
  {
    name: "R12 Teleport without Jukas's model is refused",
    snap: table({ jukas: null, mages: [red()] }),
    request: P(1, "teleport"),
    expect: { ok: false, error: "needs Jukas's model" },
  },
  {
    name: "R4 a Target with Jukas's model on neither the Lodge nor his Cell is refused: Setup first (issue 41)",
    snap: table({ jukas: {}, mages: [red()] }),
    request: P(1),
    expect: { ok: false, error: "press Setup first" },
  },
  {
    name: "R4 R12 a Teleport with Jukas's model off the Lodge and out of his Cell is refused: Setup first (issue 41)",
    snap: table({ jukas: { cell: "Red" }, mages: [red()] }),
    request: P(2, "teleport"),
    expect: { ok: false, error: "press Setup first" },
  },
  // R13: Vortices of Power
  {
    name: "R13 roomRebuilt: a Room with a Vortex Token flips and Jukas gains 2 Power; the token stays",
    snap: table({ jukasPower: 1, rooms: { Crypt: { vortex: 1, instability: { Red: 6 } } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" } },
    expect: {
      effects: [
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: ["now 3"],
    },
  },
  {
    name: "R13 roomRebuilt on a tile the players already flipped only adds the Power",
    snap: table({ jukasPower: 0, rooms: { Crypt: { vortex: 1, rebuilt: true } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" } },
    expect: { effects: [{ kind: "addPower", who: "Jukas", amount: 2 }] },
  },
  {
    name: "R13 a Room Rebuilt without a Vortex Token gives Jukas nothing",
    snap: table({ rooms: { Crypt: { instability: { Red: 6 } } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" } },
    expect: { effects: [{ kind: "rebuildRoom", room: "Crypt" }], announce: ["Jukas gains nothing (R13)"] },
  },
  {
    name: "R13 without Jukas's Power counter the gain is refused and nothing changes",
    snap: table({ jukasPower: null, rooms: { Crypt: { vortex: 1 } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" } },
    expect: { ok: false, error: "Power counter", effects: [] },
  },
  {
    name: "R13 an Avatar Effect whose rebuild needs Jukas's missing Power counter is refused whole",
    snap: table({ jukas: { room: "Forge" }, jukasPower: null, rooms: { Forge: { instability: { Red: 3 } } } }),
    request: { action: "avatarEffect" },
    expect: { ok: false, error: "Power counter", effects: [] },
  },
  // I12: a Room is Rebuilt once; the controller passes the Rooms this game knows Rebuilt
  {
    name: "I12 I9 a report of a Room this game knows Rebuilt (by Jukas or a report) is refused, saying so, and gives nothing",
    snap: table({ jukasPower: 2, rooms: { Crypt: { vortex: 1, rebuilt: true } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" }, rebuilt: ["Forge", "Crypt"] },
    expect: { ok: false, error: "Crypt was already Rebuilt this game: Jukas gains nothing", effects: [] },
  },
  {
    name: "I12 R13 a report of a Room the game does not know Rebuilt pays, however many others it knows",
    snap: table({ jukasPower: 2, rooms: { Crypt: { vortex: 1, instability: { Red: 6 } } } }),
    request: { action: "roomRebuilt", params: { room: "Crypt" }, rebuilt: ["Forge", "Garden"] },
    expect: {
      effects: [
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: ["now 4"],
    },
  },
  ...PRIORITY_CASES,
  // Interpretations (interpretation-cases.ts)
  ...INTERPRETATION_CASES,
  // Bad input
  {
    name: "R6 two Vortex Tokens in one Room: warned, it counts as one and none is added",
    snap: table({ jukas: { room: "Crypt" }, rooms: { Crypt: { vortex: 2 } } }),
    request: { action: "avatarEffect" },
    expect: { effects: [{ kind: "placeInstability", room: "Crypt", owner: "Jukas" }], warnings: ["Crypt holds 2 Vortex Tokens"] },
  },
  {
    name: "R8 with two tokens in the Room (a bad table) the Mage takes both, so none is lost",
    snap: table({ rooms: { Crypt: { vortex: 2 } }, mages: [red()] }),
    request: { action: "spellResolved", params: { color: "Red" } },
    expect: { moved: 2, effects: [{ kind: "takeVortex", color: "Red", room: "Crypt", count: 2 }] },
  },
  {
    name: "R2 more than 12 Vortex Tokens on the table is warned",
    snap: table({ pool: 12, rooms: { Crypt: { vortex: 1 } } }),
    request: P(2),
    expect: { ok: true, warnings: ["13 Vortex Tokens are on the table; the game has 12"] },
  },
  {
    name: "L2 a Room with unknown Slots refuses every action, naming the tile",
    snap: table({ rooms: { Crypt: { slots: Number.NaN } } }),
    request: P(1),
    expect: { ok: false, error: "Room tile Crypt has an unknown name" },
  },
  {
    name: "R14 a priority other than 1 to 3 is refused",
    snap: table(),
    request: P(4),
    expect: { ok: false, error: "Priority must be 1, 2 or 3 (got 4)" },
  },
  {
    name: "R14 a priority of the wrong type is refused",
    snap: table(),
    request: { action: "target", params: { priority: "1" } },
    expect: { ok: false, error: 'Priority must be 1, 2 or 3 (got "1")' },
  },
  {
    name: "R14 a fractional priority is refused with the same sentence on TS and Lua",
    snap: table(),
    request: { action: "target", params: { priority: 1 / 3 } },
    expect: { ok: false, error: "Priority must be 1, 2 or 3 (got a number that is not a small whole number)" },
  },
  {
    name: "R14 a priority beyond 32 bits is refused with the same sentence on TS and Lua",
    snap: table(),
    request: { action: "target", params: { priority: 2 ** 40 } },
    expect: { ok: false, error: "Priority must be 1, 2 or 3 (got a number that is not a small whole number)" },
  },
  {
    name: "R8 spellResolved without a colour is refused",
    snap: table(),
    request: { action: "spellResolved", params: {} },
    expect: { ok: false, error: "color must be a colour" },
  },
  {
    name: "R11 an unknown Room named for the Avatar Effect is refused",
    snap: table({ jukas: { room: "Crypt" } }),
    request: { action: "avatarEffect", params: { room: "Kitchen" } },
    expect: { ok: false, error: "No Lodge Room is named Kitchen" },
  },
  {
    name: "R12 an unknown action is refused",
    snap: table(),
    request: { action: "fly" },
    expect: { ok: false, error: "Unknown action: fly" },
  },
  ...SETTING_CASES,
  ...REBUILD_CASES,
];
