/**
 * The rule cases of the interpretations (I1 to I13, docs/rules.md): where the rulebook is silent
 * or ambiguous, the reading the mod applies. Run with the other rule cases (cases.ts;
 * rules.test.ts) on TypeScript and on the Lua build, on fengari and MoonSharp.
 */
import type { RuleCase } from "./cases";
import { ActionRequest } from "../../src/core/actions";
import { Mage, Place } from "../../src/core/model";
import { CELLS, mage, table } from "./fixtures";

const red = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Red", at, more);
const blue = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Blue", at, more);
const white = (at: Place = { room: "Forge" }, more: Partial<Mage> = {}) => mage("White", at, more);

const P = (priority: number, action = "target"): ActionRequest => ({ action, params: { priority } });

export const INTERPRETATION_CASES: RuleCase[] = [
  {
    name: "I1 the Avatar Effect's Vortex Token goes where Jukas stands",
    snap: table({ jukas: { room: "Arena" } }),
    request: { action: "avatarEffect", lastTargetRoom: "Crypt" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Arena" },
        { kind: "placeInstability", room: "Arena", owner: "Jukas" },
      ],
      announce: ["where Jukas stands, I1"],
    },
  },
  {
    name: "I1 with Jukas in his Cell, the Avatar Effect uses the card's target Room",
    snap: table({ jukas: { cell: "Jukas" } }),
    request: { action: "avatarEffect", lastTargetRoom: "Crypt" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Crypt" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
      ],
    },
  },
  {
    name: "I1 a Room named by the card wins over where Jukas stands",
    snap: table({ jukas: { room: "Arena" } }),
    request: { action: "avatarEffect", params: { room: "Garden" }, lastTargetRoom: "Crypt" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Garden" },
        { kind: "placeInstability", room: "Garden", owner: "Jukas" },
      ],
    },
  },
  {
    name: "I1 in his Cell with no target Room known, the Avatar Effect is refused",
    snap: table({ jukas: { cell: "Jukas" } }),
    request: { action: "avatarEffect" },
    expect: { ok: false, error: "Jukas is in his Cell: this Avatar Effect needs a target Room" },
  },
  {
    name: "I2 I8 the Avatar Effect's Instability is Jukas's own; a full Room receives none and is Rebuilt as already full",
    snap: table({
      jukas: { room: "Arena" },
      rooms: { Crypt: { vortex: 1, instability: { Red: 6 } }, Arena: { vortex: 1 } },
      jukasPower: 0,
    }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeInstability", room: "Arena", owner: "Jukas" },
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: [
        "Crypt has no free Instability Slot: it receives none (I2)",
        "Crypt was full before this Avatar Effect: it is Rebuilt after the Rooms it filled (R11c, rebuild 1, I8)",
      ],
    },
  },
  {
    name: "I2 an empty Instability supply places nothing, with a warning",
    snap: table({ jukas: { room: "Arena" }, supply: 1, rooms: { Crypt: { vortex: 1 } } }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Arena" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
      ],
      warnings: [
        "Instability supply is empty after 1 piece: none is placed in Arena. The Rooms with a Vortex Token receive it in the Lodge's Room order",
      ],
    },
  },
  {
    name: "I3 by default Jukas is not counted among a Room's Mages",
    snap: table({ jukas: { room: "Forge" }, mages: [red({ room: "Crypt" })] }),
    request: P(1),
    expect: { target: { kind: "room", room: "Crypt", why: "most Mages: 1" } },
  },
  {
    name: "I3 with the setting on, Jukas counts among a Room's Mages",
    snap: table({
      jukas: { room: "Forge" },
      mages: [red({ room: "Crypt" }), white({ room: "Forge" })],
      settings: { countJukasAsMage: true },
    }),
    request: P(1),
    expect: { target: { kind: "room", room: "Forge", why: "most Mages: 2" } },
  },
  {
    name: "I4 when every tied Room has a Vortex Token, they stay tied for Instability",
    snap: table({
      mages: [red({ room: "Crypt" }), white({ room: "Forge" })],
      rooms: { Crypt: { vortex: 1 }, Forge: { vortex: 1, instability: { Red: 1 } } },
    }),
    request: P(1),
    expect: { target: { kind: "room", room: "Forge", why: "most Instability: 1" } },
  },
  {
    name: "I5 Room candidates are Lodge Rooms only: a Mage in a Cell does not make it a target",
    snap: table({ mages: [red({ cell: "Red" }), white({ room: "Forge" })] }),
    request: P(1),
    expect: { target: { kind: "room", room: "Forge", why: "most Mages: 1" } },
  },
  {
    name: "I5 a target Mage in a Cell with two entrance Rooms: the Crown chooses the entrance",
    snap: table({ jukas: { room: "Arena" }, mages: [red({ cell: "Red" }, { vortexOnCard: 1 }), white()], crown: "White" }),
    request: P(3, "teleport"),
    expect: {
      pending: { stage: "entrance", candidates: CELLS[2].entrances, crown: "White" },
      target: { kind: "mage", color: "Red", why: "most Vortex Tokens on their Mage Card: 1" },
      effects: [],
      // What the players must settle now; Red's criterion is a detail.
      headline: "Jukas targets Red, in their Cell: 2 entrances; White (the Crown) chooses where he goes.",
      announce: [
        "Jukas, Teleport (Priority 3): Red (most Vortex Tokens on their Mage Card: 1)",
        `Jukas, Teleport: Red is in Red's Cell; it has two entrance Rooms, ${CELLS[2].entrances.join(", ")} (I5); White (the Crown) chooses.`,
      ],
    },
  },
  {
    name: "I5 the Crown's entrance pick moves Jukas there",
    snap: table({ jukas: { room: "Arena" }, mages: [red({ cell: "Red" }), white()], crown: "White" }),
    request: {
      action: "choose",
      params: { player: "White", pick: CELLS[2].entrances[1] },
      pending: {
        stage: "entrance",
        action: "teleport",
        priority: 3,
        candidates: CELLS[2].entrances,
        crown: "White",
        mage: "Red",
        why: "entrance.",
      },
    },
    expect: {
      effects: [{ kind: "moveJukas", room: CELLS[2].entrances[1] }],
      headline: `Jukas teleports to the ${CELLS[2].entrances[1]} (Choice of the Crown: White).`,
    },
  },
  {
    name: "I5 a Cell with one entrance Room sends Jukas there, announced",
    snap: table({ jukas: { room: "Arena" }, mages: [mage("Green", { cell: "Green" }, { vortexOnCard: 1 })], crown: "Green" }),
    request: P(3, "teleport"),
    expect: {
      effects: [{ kind: "moveJukas", room: CELLS[4].entrances[0] }],
      announce: ["(I5)"],
      headline: `Jukas targets Green (the only candidate) and teleports to the ${CELLS[4].entrances[0]}.`,
    },
  },
  {
    name: "I10 Priority 3 passes over a Mage whose model is off the Lodge (not in play), whatever lies on their card",
    snap: table({ jukas: { room: "Arena" }, mages: [red({}, { vortexOnCard: 2 }), white({ room: "Forge" })] }),
    request: P(3, "teleport"),
    expect: { target: { kind: "mage", color: "White", why: "the only candidate" }, effects: [{ kind: "moveJukas", room: "Forge" }] },
  },
  {
    name: "I10 with every Mage off the Lodge, Priority 3 has no target, and no counter is asked for",
    snap: table({ mages: [red({}, { vortexOnCard: 1, power: undefined }), mage("Green", undefined, { power: undefined })] }),
    request: P(3),
    expect: { ok: false, error: "no Mage but Jukas" },
  },
  {
    name: "I10 a Mage in a Cell is in play: Priority 3 ranks them",
    snap: table({ mages: [red({ cell: "Red" }, { vortexOnCard: 1 }), white({ room: "Forge" })] }),
    request: P(3),
    expect: { target: { kind: "mage", color: "Red", why: "most Vortex Tokens on their Mage Card: 1" } },
  },
  {
    name: "I6 the Crown holder the table names is the one asked to choose",
    snap: table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "Red" }),
    request: P(1),
    expect: { pending: { stage: "target", candidates: ["Crypt", "Forge"], crown: "Red" } },
  },
  {
    name: "I6 choose reads the holder afresh: the Crown moved onto Red's card since the tie, Red's pick settles it",
    snap: table({ mages: [red(), white()], crown: "Red" }),
    request: {
      action: "choose",
      params: { player: "Red", pick: "Forge" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { target: { kind: "room", room: "Forge", why: "Choice of the Crown: Red" }, noPending: true },
  },
  {
    name: "I6 the holder's seat is empty: the tie says the host chooses for it",
    snap: { ...table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "Blue" }), crownSeatEmpty: true, host: "White" },
    request: P(1),
    expect: {
      pending: { stage: "target", candidates: ["Crypt", "Forge"], crown: "Blue" },
      announce: ["Blue holds the Crown but no player sits at Blue: the host (White) chooses for Blue (I6)."],
    },
  },
  {
    name: "I6 the host's choose counts for a holder whose seat is empty, announced as such",
    snap: { ...table({ mages: [red(), white()], crown: "Blue" }), crownSeatEmpty: true, host: "White" },
    request: {
      action: "choose",
      params: { player: "White", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "Blue", why: "tie." },
    },
    expect: {
      target: { kind: "room", room: "Crypt", why: "Choice of the Crown: White, the host, for Blue, whose seat is empty" },
      noPending: true,
    },
  },
  {
    name: "I6 another player's choose for an empty seat is refused, naming the host",
    snap: { ...table({ mages: [red(), white()], crown: "Blue" }), crownSeatEmpty: true, host: "White" },
    request: {
      action: "choose",
      params: { player: "Red", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "Blue", why: "tie." },
    },
    expect: {
      ok: false,
      error: 'Red does not hold the Crown: the host, White, chooses for Blue. Or turn on "Any seated player may settle ties".',
    },
  },
  {
    name: "I6 a choose naming the holder's colour, at whose seat nobody sits, is refused, naming the host (one person seated)",
    snap: { ...table({ mages: [red(), white()], crown: "Blue" }), crownSeatEmpty: true, host: "Red", hotSeat: "Red" },
    request: {
      action: "choose",
      params: { player: "Blue", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "Blue", why: "tie." },
    },
    expect: { ok: false, error: "Nobody sits at Blue: the host (Red) chooses for it." },
  },
  {
    name: "I6 hot seat: the one person seated for several colours settles the holder's tie, announced as such",
    snap: { ...table({ mages: [red(), white()], crown: "Red" }), hotSeat: "White", host: "White" },
    request: {
      action: "choose",
      params: { player: "White", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], why: "tie" },
    },
    expect: { target: { kind: "room", room: "Crypt", why: "Choice of the Crown: White, seated for every colour in play, for Red, I6" } },
  },
  {
    name: "I6 hot seat: a tie's announcement says the Crown holder and who clicks for them",
    snap: { ...table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "Red" }), hotSeat: "White" },
    request: P(1),
    expect: { announce: ["Red holds the Crown; White, seated for every colour in play, clicks for Red (I6)."] },
  },
  {
    name: "I6 hot seat: a colour that is neither the holder nor the hot seat is refused",
    snap: { ...table({ mages: [red(), white(), blue()], crown: "Red" }), hotSeat: "White" },
    request: {
      action: "choose",
      params: { player: "Blue", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], why: "tie" },
    },
    expect: { ok: false, error: "Blue does not hold the Crown" },
  },
  {
    name: "I11 with the setting on, a seated player who does not hold the Crown settles the tie for the holder, announced as such",
    snap: { ...table({ mages: [red(), white()], crown: "White", settings: { anySeatedSettles: true } }), players: ["White", "Red"] },
    request: {
      action: "choose",
      params: { player: "Red", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: {
      target: { kind: "room", room: "Crypt", why: "Choice of the Crown: Red, a seated player, for White: setting anySeatedSettles, I11" },
      noPending: true,
    },
  },
  {
    name: "I11 with the setting on, a colour that sits at no seat is refused, naming who may choose",
    snap: { ...table({ mages: [red(), white()], crown: "White", settings: { anySeatedSettles: true } }), players: ["White", "Red"] },
    request: {
      action: "choose",
      params: { player: "Blue", pick: "Crypt" },
      pending: { stage: "target", action: "target", priority: 1, candidates: ["Crypt", "Forge"], crown: "White", why: "tie." },
    },
    expect: { ok: false, error: "Blue sits at no seat: only a seated player, or White, may settle the tie." },
  },
  {
    name: "I11 with the setting on, a tie's announcement says any seated player may choose",
    snap: {
      ...table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "White", settings: { anySeatedSettles: true } }),
      players: ["White", "Red"],
    },
    request: P(1),
    expect: {
      pending: { stage: "target", candidates: ["Crypt", "Forge"], crown: "White" },
      announce: ["White (the Crown) chooses; any seated player may choose for them (I11)."],
    },
  },
  {
    name: "I6 with no Crown on the table the host is named as the one who chooses",
    snap: { ...table({ mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "White" }), crownIsHost: true },
    request: P(1),
    expect: {
      pending: { stage: "target", candidates: ["Crypt", "Forge"], crown: "White" },
      announce: ["White (the host; no Crown on the table, I6) chooses"],
    },
  },
  {
    name: "I7 a Rebuilt Room is reported for the players to resolve its rewards; its Instability is not removed by the mod",
    snap: table({ jukas: { room: "Forge" }, rooms: { Forge: { instability: { Red: 3 } } } }),
    request: { action: "avatarEffect" },
    expect: { announce: ["Players: resolve its rewards and return its Instability (I7)"] },
  },
  {
    name: "I8 several rebuilds resolve in the order the Rooms received Instability, numbered",
    snap: table({
      jukas: { room: "Treasure Room" },
      jukasPower: 0,
      rooms: { "Treasure Room": { instability: { Red: 3 } }, Crypt: { vortex: 1, instability: { Red: 5 } } },
    }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Treasure Room" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
        { kind: "placeInstability", room: "Treasure Room", owner: "Jukas" },
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
        { kind: "rebuildRoom", room: "Treasure Room" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: ["Crypt is Rebuilt (R11c, rebuild 1)", "Treasure Room is Rebuilt (R11c, rebuild 2)"],
    },
  },
  {
    name: "I8 a short supply is said once, naming the Rooms that got none: the last with a token in Room order",
    snap: table({ jukas: { room: "Crypt" }, supply: 1, rooms: { Arena: { vortex: 1 }, Forge: { vortex: 1 } } }),
    request: { action: "avatarEffect" },
    expect: {
      effects: [
        { kind: "placeVortex", room: "Crypt" },
        { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
      ],
      warnings: [
        "Jukas's Instability supply is empty after 1 piece: none is placed in Arena, Forge. The Rooms with a Vortex Token receive it in the Lodge's Room order (R11b, the catalogue's, L2), so the last ones go without (I8).",
      ],
    },
  },
  {
    name: "I9 a Rebuilt Room receives no Instability and is not Rebuilt again",
    snap: table({ jukas: { room: "Crypt" }, rooms: { Crypt: { vortex: 1, rebuilt: true, instability: { Red: 6 } } } }),
    request: { action: "avatarEffect" },
    expect: { effects: [], announce: ["Crypt is Rebuilt and has no Instability Slots: it receives none (I9)"] },
  },
];
