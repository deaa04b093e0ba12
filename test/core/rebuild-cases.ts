/**
 * I12's rule cases: a Room Rebuilt by another cause is reported (`roomRebuilt`), R13 pays once,
 * and a Room this game knows Rebuilt (the caller's memory, `rebuilt`) is refused, giving nothing.
 * Run with the other rule cases on TypeScript and on the Lua build, on fengari and MoonSharp.
 */
import type { RuleCase } from "./cases";
import { table } from "./fixtures";

const report = (room: string, rebuilt?: string[]) => ({ action: "roomRebuilt", params: { room }, rebuilt });

export const REBUILD_CASES: RuleCase[] = [
  {
    name: "I12 a report before the players flip: the tile turns and Jukas gains 2 Power Points for its Vortex Token",
    snap: table({ rooms: { Crypt: { vortex: 1 } }, jukasPower: 3 }),
    request: report("Crypt", ["Forge"]),
    expect: {
      effects: [
        { kind: "rebuildRoom", room: "Crypt" },
        { kind: "addPower", who: "Jukas", amount: 2 },
      ],
      announce: ["Jukas gains 2 Power Points (R13), now 5"],
    },
  },
  {
    name: "I12 R13 a second report of a Room already Rebuilt is refused, saying so, and gives nothing",
    snap: table({ rooms: { Crypt: { vortex: 1, rebuilt: true } }, jukasPower: 2 }),
    request: report("Crypt", ["Crypt"]),
    expect: { ok: false, error: "Crypt was already Rebuilt this game: Jukas gains nothing" },
  },
  {
    name: "I12 a Room remembered Rebuilt is refused even when its tile was turned back by hand",
    snap: table({ rooms: { Crypt: { vortex: 1 } } }),
    request: report("Crypt", ["Crypt"]),
    expect: { ok: false, error: "Crypt was already Rebuilt this game" },
  },
];
