/**
 * The rule cases of docs/rules.md's Settings: for each setting, the outcome its default gives and
 * the one it changes, named in an announcement only where it changed it. Run with the other rule
 * cases (rules.test.ts) on TypeScript and on the Lua build, on fengari and MoonSharp.
 */
import type { RuleCase } from "./cases";
import { mage, table } from "./fixtures";
import type { Effect } from "../../src/core/model";

const P = (priority: number) => ({ action: "target", params: { priority } });
/** Jukas and Red in the Crypt, White in the Forge (the table for I3). */
const crypt = { jukas: { room: "Crypt" }, mages: [mage("Red", { room: "Crypt" }), mage("White", { room: "Forge" })] };
/** Jukas's 2 Instability in the Crypt, Red's 1 in the Forge: R15(1) reads them by owner. */
const owned = { rooms: { Crypt: { instability: { Jukas: 2 } }, Forge: { instability: { Red: 1 } } } };
/** Red in their Cell with 2 tokens on their Mage Card; White in the Forge with none. */
const inCell = { mages: [mage("Red", { cell: "Red" }, { vortexOnCard: 2 }), mage("White", { room: "Forge" })], crown: "White" };
const effect = (lastTargetRoom?: string, room?: string) => ({
  action: "avatarEffect",
  params: room === undefined ? {} : { room },
  lastTargetRoom,
});

/** R11a then R11b: the token, then Jukas's Instability in that Room (the only one with a token). */
const placed = (room: string): Effect[] => [
  { kind: "placeVortex", room },
  { kind: "placeInstability", room, owner: "Jukas" },
];

export const SETTING_CASES: RuleCase[] = [
  {
    name: "I3 countJukasAsMage off: Jukas beside Red in the Crypt ties it with White's Forge, and no setting is named",
    snap: table(crypt),
    request: P(1),
    expect: { pending: { stage: "target", candidates: ["Crypt", "Forge"] }, notAnnounced: ["Setting"] },
  },
  {
    name: "I3 countJukasAsMage on: the Crypt has most Mages, and the announcement names the setting",
    snap: table({ ...crypt, settings: { countJukasAsMage: true } }),
    request: P(1),
    expect: {
      target: { kind: "room", room: "Crypt", why: "most Mages: 2" },
      announce: ["Setting countJukasAsMage is on (I3): without it, a tie between Crypt, Forge."],
    },
  },
  {
    name: "I3 countJukasAsMage on but Jukas in his Cell: the outcome is the default's, no setting named",
    snap: table({ ...crypt, jukas: { cell: "Jukas" }, settings: { countJukasAsMage: true } }),
    request: P(1),
    expect: { pending: { stage: "target", candidates: ["Crypt", "Forge"] }, notAnnounced: ["Setting"] },
  },
  {
    name: "I2 jukasInstabilityIsBlackRose off: Jukas's own Instability counts for R15(1), the Crypt wins",
    snap: table(owned),
    request: P(2),
    expect: { target: { kind: "room", room: "Crypt", why: "most Instability not placed by the Black Rose: 2" }, notAnnounced: ["Setting"] },
  },
  {
    name: "I2 jukasInstabilityIsBlackRose on: Jukas's Instability counts as the Black Rose's, the Forge wins, the setting named",
    snap: table({ ...owned, settings: { jukasInstabilityIsBlackRose: true } }),
    request: P(2),
    expect: {
      target: { kind: "room", room: "Forge", why: "most Instability not placed by the Black Rose: 1" },
      announce: ["Setting jukasInstabilityIsBlackRose is on (I2): without it, Crypt."],
    },
  },
  {
    name: "I1 effectInTargetRoom off: the Avatar Effect's token goes where Jukas stands, not the card's target Room",
    snap: table({ jukas: { room: "Forge" } }),
    request: effect("Crypt"),
    expect: { effects: placed("Forge"), notAnnounced: ["effectInTargetRoom"] },
  },
  {
    name: "I1 effectInTargetRoom on: the token goes in the card's target Room, the details name the setting",
    snap: table({ jukas: { room: "Forge" }, settings: { effectInTargetRoom: true } }),
    request: effect("Crypt"),
    expect: {
      effects: placed("Crypt"),
      headline: "Jukas's Avatar Effect in the Crypt: 1 Instability.",
      announce: [
        "Jukas, Avatar Effect in Crypt (the card's target Room, not Forge where Jukas stands: setting effectInTargetRoom, I1): 1 Instability placed.",
      ],
    },
  },
  {
    name: "I1 effectInTargetRoom on: a Room the card names still wins",
    snap: table({ jukas: { room: "Forge" }, settings: { effectInTargetRoom: true } }),
    request: effect("Crypt", "Arena"),
    expect: { effects: placed("Arena"), notAnnounced: ["effectInTargetRoom"] },
  },
  {
    name: "I1 effectInTargetRoom on, pressed alone: no target Room, so where Jukas stands",
    snap: table({ jukas: { room: "Forge" }, settings: { effectInTargetRoom: true } }),
    request: effect(),
    expect: { effects: placed("Forge"), notAnnounced: ["effectInTargetRoom"] },
  },
  {
    name: "I5 cellMagesAreTargets on (default): Red in their Cell is Priority 3's target",
    snap: table(inCell),
    request: P(3),
    expect: { target: { kind: "mage", color: "Red", why: "most Vortex Tokens on their Mage Card: 2" }, notAnnounced: ["Setting"] },
  },
  {
    name: "I5 cellMagesAreTargets off: only Mages in Lodge Rooms are candidates, the setting named",
    snap: table({ ...inCell, settings: { cellMagesAreTargets: false } }),
    request: P(3),
    expect: {
      target: { kind: "mage", color: "White", why: "the only candidate" },
      announce: ["Setting cellMagesAreTargets is off (I5): without it, Red."],
    },
  },
  {
    name: "I5 cellMagesAreTargets off with every Mage in a Cell: Priority 3 has no target, saying why",
    snap: table({ mages: [mage("Red", { cell: "Red" })], settings: { cellMagesAreTargets: false } }),
    request: P(3),
    expect: { ok: false, error: "Mages in their Cells are not targets" },
  },
];
