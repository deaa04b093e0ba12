/**
 * fast-check generators: tables (snapshots) the rules core may be handed, and the actions other
 * scripts may call on them, hostile ones included.
 *
 * A table is generated as a seed of plain numbers and choices, then built into a Snapshot, so
 * that fast-check shrinks it towards small, readable tables. Actions in a sequence are seeds too
 * (indices, not names): they are turned into requests against the table as it stands at their
 * step (see `requestFor`), so a `choose` can pick among the candidates of an earlier step's tie.
 */
import fc from "fast-check";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { ACTIONS } from "../../src/core/actions";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { BLACK_ROSE, Cell, InstabilityCount, JUKAS, Mage, PendingChoice, Place, Priority, Room, Snapshot } from "../../src/core/model";
import { COORDS, isAdjacent, NAMES } from "../core/fixtures";
import { totalInstability } from "./apply";
import { inPlay } from "./oracle";

/** Seat colours in seat order (docs/rules.md). */
export const COLOURS = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink"];
/** Index in COORDS where the outer ring (the rim, where the Cells touch the Lodge) starts. */
const RIM_START = 7;
const TOKENS = 12;

// ---------------------------------------------------------------------------------------------
// Tables

interface RoomSeed {
  /** A GM Notes Slots override; absent: the catalogue's Slots (L2). */
  slots: number | null;
  rebuilt: boolean;
  vortex: number;
  instability: InstabilityCount[];
}

type PlaceSeed = { kind: "room"; i: number } | { kind: "cell"; own: boolean; i: number } | { kind: "off" } | { kind: "none" };

interface MageSeed {
  place: PlaceSeed;
  vortexOnCard: number;
  power: number | null;
  damage: number | null;
}

interface CellSeed {
  start: number;
  entrances: number;
}

export interface TableSeed {
  /** Room names in COORDS order: the catalogue's layout or a random one. */
  names: string[];
  /** COORDS indices whose Room is not on the table. */
  missing: number[];
  rooms: RoomSeed[];
  /** A bad table: this Room (index mod the Rooms) holds two Vortex Tokens (R6). */
  twoTokens: number | null;
  colours: string[];
  mages: MageSeed[];
  cells: CellSeed[];
  jukas: { kind: "room"; i: number } | { kind: "cell" } | { kind: "none" };
  jukasPower: number | null;
  /** A bad table: the pool is off by this much, so the table does not hold 12 tokens (R2). */
  poolError: number | null;
  supply: number;
  deck: number;
  crown: { kind: "mage"; i: number } | { kind: "other"; i: number } | { kind: "none" };
  /** I6: no player sits at the holder's colour (the host chooses for it); the host's colour (COLOURS index), if any. */
  seatEmpty: boolean;
  host: number | null;
  playOrder: "fromCrown" | "seat" | "reversed";
  countJukasAsMage: boolean;
  /** I2's and I5's settings, which change R15(1) and Priority 3's candidates. */
  jukasInstabilityIsBlackRose: boolean;
  cellMagesAreTargets: boolean;
  warnings: string[];
}

const OWNERS = [...COLOURS, JUKAS, BLACK_ROSE];

/** `arb`'s value once in `oneIn` draws, else null (fc.option's `freq` is the other way round). */
function rarely<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: oneIn - 1 }, { arbitrary: arb, weight: 1 });
}

/** null once in `oneIn` draws (a counter missing from the table), else `arb`'s value. */
function mostly<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: arb, weight: oneIn - 1 }, { arbitrary: fc.constant(null), weight: 1 });
}

// Often none, and small counts, so that Rooms tie on Instability and the later criteria are reached.
const instabilityArb: fc.Arbitrary<InstabilityCount[]> = fc.oneof(
  { arbitrary: fc.constant([] as InstabilityCount[]), weight: 1 },
  {
    arbitrary: fc
      .array(fc.record({ owner: fc.constantFrom(...OWNERS), count: fc.integer({ min: 0, max: 3 }) }), { maxLength: 3 })
      .map((entries) => entries.filter((e, i) => entries.findIndex((f) => f.owner === e.owner) === i)),
    weight: 1,
  },
);

const roomSeedArb: fc.Arbitrary<RoomSeed> = fc.record({
  slots: rarely(fc.integer({ min: 0, max: 10 }), 8),
  rebuilt: fc.oneof({ arbitrary: fc.constant(false), weight: 6 }, { arbitrary: fc.constant(true), weight: 1 }),
  vortex: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.constant(1), weight: 1 }),
  instability: instabilityArb,
});

const placeArb: fc.Arbitrary<PlaceSeed> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("room" as const), i: fc.nat(18) }), weight: 14 },
  { arbitrary: fc.record({ kind: fc.constant("cell" as const), own: fc.boolean(), i: fc.nat(6) }), weight: 5 },
  { arbitrary: fc.constant({ kind: "off" as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
);

/** Usually a value; now and then missing (the table has no counter for it). */
function counter(max: number): fc.Arbitrary<number | null> {
  return mostly(fc.integer({ min: 0, max }), 15);
}

const mageSeedArb: fc.Arbitrary<MageSeed> = fc.record({
  place: placeArb,
  vortexOnCard: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 3 }), weight: 2 }),
  // Few distinct values, so that Priority 3 often ties and reaches its later criteria.
  power: counter(3),
  damage: counter(2),
});

const cellSeedArb: fc.Arbitrary<CellSeed> = fc.record({
  start: fc.nat(11),
  entrances: fc.oneof(
    { arbitrary: fc.constant(2), weight: 16 },
    { arbitrary: fc.constant(1), weight: 2 },
    { arbitrary: fc.constant(0), weight: 1 },
  ),
});

export const tableSeedArb: fc.Arbitrary<TableSeed> = fc.record({
  names: fc.oneof(
    { arbitrary: fc.constant(NAMES), weight: 1 },
    { arbitrary: fc.shuffledSubarray(NAMES, { minLength: NAMES.length, maxLength: NAMES.length }), weight: 2 },
  ),
  missing: fc.oneof(
    { arbitrary: fc.constant([] as number[]), weight: 5 },
    { arbitrary: fc.uniqueArray(fc.nat(18), { minLength: 1, maxLength: 3 }), weight: 1 },
  ),
  rooms: fc.array(roomSeedArb, { minLength: COORDS.length, maxLength: COORDS.length }),
  twoTokens: rarely(fc.nat(18), 10),
  colours: fc.subarray(COLOURS, { minLength: 2, maxLength: 6 }),
  mages: fc.array(mageSeedArb, { minLength: 6, maxLength: 6 }),
  cells: fc.array(cellSeedArb, { minLength: 7, maxLength: 7 }),
  jukas: fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant("room" as const), i: fc.nat(18) }), weight: 12 },
    { arbitrary: fc.constant({ kind: "cell" as const }), weight: 6 },
    { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
  ),
  jukasPower: mostly(fc.integer({ min: 0, max: 12 }), 15),
  poolError: rarely(fc.constantFrom(-3, -2, -1, 1, 2, 3), 15),
  supply: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 }, { arbitrary: fc.integer({ min: 4, max: 20 }), weight: 2 }),
  deck: fc.integer({ min: 0, max: 4 }),
  crown: fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant("mage" as const), i: fc.nat(5) }), weight: 8 },
    { arbitrary: fc.record({ kind: fc.constant("other" as const), i: fc.nat(9) }), weight: 1 },
    { arbitrary: fc.constant({ kind: "none" as const }), weight: 1 },
  ),
  seatEmpty: fc.oneof({ arbitrary: fc.constant(false), weight: 4 }, { arbitrary: fc.constant(true), weight: 1 }),
  host: mostly(fc.nat(9), 4),
  playOrder: fc.constantFrom("fromCrown" as const, "seat" as const, "reversed" as const),
  countJukasAsMage: fc.boolean(),
  jukasInstabilityIsBlackRose: fc.boolean(),
  cellMagesAreTargets: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  warnings: fc
    .oneof(
      { arbitrary: fc.constant([] as string[]), weight: 9 },
      { arbitrary: fc.constant(["A Vortex Token lies loose on the table (counted in the pool)."]), weight: 1 },
    )
    .map((w) => [...w]),
});

function catalogueSlots(name: string): number {
  return LODGE_CATALOGUE.find((e) => e.name === name)!.slots;
}

/** Caps an unrebuilt Room's Instability at its Slots (I2: a table never shows more). */
function capInstability(entries: InstabilityCount[], slots: number): InstabilityCount[] {
  let left = slots;
  return entries.map((e) => {
    const count = Math.min(e.count, left);
    left -= count;
    return { owner: e.owner, count };
  });
}

/** Builds a Snapshot from its seed: a Lodge on the hex layout and everything on it. */
export function buildTable(seed: TableSeed): Snapshot {
  const present = COORDS.map((_, i) => i).filter((i) => seed.missing.indexOf(i) < 0);
  const rooms: Room[] = present.map((i) => {
    const rs = seed.rooms[i];
    const name = seed.names[i];
    const slots = rs.slots ?? catalogueSlots(name);
    return {
      name,
      slots,
      instability: rs.rebuilt ? rs.instability.map((e) => ({ ...e })) : capInstability(rs.instability, slots),
      vortex: rs.vortex,
      rebuilt: rs.rebuilt,
      neighbours: present.filter((j) => j !== i && isAdjacent(COORDS[i], COORDS[j])).map((j) => seed.names[j]),
    };
  });
  const roomAt = (i: number) => rooms[i % rooms.length].name;
  const colours = seed.colours;
  const cellOwners = [...colours, JUKAS];
  const mages: Mage[] = colours.map((color, k) => {
    const ms = seed.mages[k];
    let at: Place | undefined;
    if (ms.place.kind === "room") at = { room: roomAt(ms.place.i) };
    else if (ms.place.kind === "cell") at = { cell: ms.place.own ? color : cellOwners[ms.place.i % cellOwners.length] };
    else if (ms.place.kind === "off") at = {};
    const mage: Mage = { color, at, vortexOnCard: ms.vortexOnCard };
    if (ms.power !== null) mage.power = ms.power;
    if (ms.damage !== null) mage.damage = ms.damage;
    return mage;
  });
  // L3: each Cell touches (usually) two neighbouring Rooms of the rim.
  const rim = present.filter((i) => i >= RIM_START).map((i) => seed.names[i]);
  const cells: Cell[] = cellOwners.map((owner, k) => {
    const cs = seed.cells[k];
    const entrances: string[] = [];
    for (let n = 0; n < cs.entrances && rim.length > 0; n++) {
      const name = rim[(cs.start + n) % rim.length];
      if (entrances.indexOf(name) < 0) entrances.push(name);
    }
    return { owner, entrances };
  });
  if (seed.twoTokens !== null) rooms[seed.twoTokens % rooms.length].vortex = 2;
  // R2: at most 12 tokens on the table; trim Mage Cards first, then single tokens, then a pair.
  let placed = rooms.reduce((n, r) => n + r.vortex, 0) + mages.reduce((n, m) => n + m.vortexOnCard, 0);
  for (let k = mages.length - 1; k >= 0 && placed > TOKENS; k--) {
    const cut = Math.min(mages[k].vortexOnCard, placed - TOKENS);
    mages[k].vortexOnCard -= cut;
    placed -= cut;
  }
  for (const max of [1, 2]) {
    for (let k = rooms.length - 1; k >= 0 && placed > TOKENS; k--) {
      if (rooms[k].vortex === max) {
        rooms[k].vortex = 0;
        placed -= max;
      }
    }
  }
  const crown =
    seed.crown.kind === "mage" ? colours[seed.crown.i % colours.length] : seed.crown.kind === "other" ? COLOURS[seed.crown.i] : undefined;
  const withModel = mages.filter((m) => m.at !== undefined).map((m) => m.color);
  let playOrder = withModel;
  if (seed.playOrder === "reversed") playOrder = [...withModel].reverse();
  else if (seed.playOrder === "fromCrown" && crown !== undefined && withModel.indexOf(crown) >= 0) {
    const k = withModel.indexOf(crown);
    playOrder = [...withModel.slice(k), ...withModel.slice(0, k)];
  }
  const snap: Snapshot = {
    rooms,
    cells,
    mages,
    pool: Math.max(0, TOKENS - placed + (seed.poolError ?? 0)),
    jukasInstabilitySupply: seed.supply,
    forgottenSpells: seed.deck,
    playOrder,
    settings: {
      ...DEFAULT_SETTINGS,
      countJukasAsMage: seed.countJukasAsMage,
      jukasInstabilityIsBlackRose: seed.jukasInstabilityIsBlackRose,
      cellMagesAreTargets: seed.cellMagesAreTargets,
    },
    warnings: [...seed.warnings],
  };
  if (seed.jukas.kind === "room") snap.jukas = { at: { room: roomAt(seed.jukas.i) } };
  else if (seed.jukas.kind === "cell") snap.jukas = { at: { cell: JUKAS } };
  if (seed.jukasPower !== null) snap.jukasPower = seed.jukasPower;
  if (crown !== undefined) snap.crown = crown;
  if (seed.host !== null) snap.host = COLOURS[seed.host];
  if (seed.seatEmpty && crown !== undefined) snap.crownSeatEmpty = true;
  return snap;
}

export const tableArb: fc.Arbitrary<Snapshot> = tableSeedArb.map(buildTable);

// ---------------------------------------------------------------------------------------------
// Hostile values: what another script might pass where a priority, a name or a colour belongs.

const hugeString = fc.constantFrom("Crypt", "x", "Red ").map((s) => s.repeat(20000));

export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    4,
    -1,
    1.5,
    1 / 3,
    2.0000001,
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    2 ** 40,
    1e21,
    "1",
    "2",
    "",
    " 1",
    true,
    false,
  ),
  fc.integer({ min: -10, max: 10 }),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom<unknown>("Crypt", "crypt", "Throne Room", "Red", "red", "Jukas", "BlackRose", "Kitchen"),
  hugeString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("priority", "room", "x"), fc.integer(), { maxKeys: 2 }),
  fc.constant(undefined),
  fc.constant(null),
);

const paramKeys = ["priority", "room", "color", "player", "pick", "extra", "constructor", "toString"];

/** Params of any shape: a table of hostile values under the real keys and others, or no table at all. */
export const hostileParamsArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.dictionary(fc.constantFrom(...paramKeys), hostileValueArb, { maxKeys: 4 }), weight: 6 },
  { arbitrary: hostileValueArb, weight: 1 },
);

/** A request with a real or a made-up action name and hostile params; now and then no table at all. */
export const hostileRequestArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.record(
      {
        action: fc.oneof(
          { arbitrary: fc.constantFrom(...ACTIONS), weight: 8 },
          { arbitrary: fc.constantFrom<unknown>("fly", "", "Setup", "state", "undo", 3, undefined), weight: 1 },
          { arbitrary: hugeString, weight: 1 },
        ),
        params: hostileParamsArb,
      },
      { requiredKeys: ["action"] },
    ),
    weight: 20,
  },
  { arbitrary: fc.constantFrom<unknown>(undefined, null, "setup", 7, [], {}), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// Actions, as seeds turned into requests against the table of their step

export type Step =
  | { kind: "setup" }
  | { kind: "target" | "teleport"; priority: Priority }
  | { kind: "choose"; pick: number; candidate: boolean; player: "crown" | "other" | "none" }
  | { kind: "avatarEffect"; room: number | "none" | "unknown" }
  | { kind: "spellResolved"; who: number }
  | { kind: "cleanup" }
  | { kind: "roomRebuilt"; room: number }
  /** A hostile request, sent as it is (with the pending choice, if any). */
  | { kind: "raw"; request: unknown }
  /** Not an action: the players move a Mage and place someone else's Instability (never beyond the Slots). */
  | { kind: "players"; mage: number; to: number; room: number; owner: number }
  /** Not an action: the host undoes a pending choice (docs/rules.md `undo`). */
  | { kind: "undo" };

const priorityArb = fc.constantFrom<Priority>(1, 2, 3);

/** A step; `hostile` is the weight of raw hostile requests (about 40 for the rest together). */
export const stepArb = (hostile: number): fc.Arbitrary<Step> =>
  fc.oneof(
    { arbitrary: fc.constant({ kind: "setup" as const }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant("target" as const), priority: priorityArb }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant("teleport" as const), priority: priorityArb }), weight: 4 },
    {
      arbitrary: fc.record({
        kind: fc.constant("choose" as const),
        pick: fc.nat(20),
        candidate: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
        player: fc.oneof(
          { arbitrary: fc.constant("crown" as const), weight: 6 },
          { arbitrary: fc.constant("other" as const), weight: 2 },
          { arbitrary: fc.constant("none" as const), weight: 1 },
        ),
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("avatarEffect" as const),
        room: fc.oneof(
          { arbitrary: fc.constant("none" as const), weight: 4 },
          { arbitrary: fc.nat(18), weight: 2 },
          { arbitrary: fc.constant("unknown" as const), weight: 1 },
        ),
      }),
      weight: 5,
    },
    { arbitrary: fc.record({ kind: fc.constant("spellResolved" as const), who: fc.nat(7) }), weight: 3 },
    { arbitrary: fc.constant({ kind: "cleanup" as const }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant("roomRebuilt" as const), room: fc.nat(19) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant("raw" as const), request: hostileRequestArb }), weight: hostile },
    {
      arbitrary: fc.record({ kind: fc.constant("players" as const), mage: fc.nat(5), to: fc.nat(18), room: fc.nat(18), owner: fc.nat(10) }),
      weight: 2,
    },
    { arbitrary: fc.constant({ kind: "undo" as const }), weight: 1 },
  );

/** Where a sequence stands: the table, and what the host keeps between actions. */
export interface State {
  snap: Snapshot;
  pending?: PendingChoice;
  lastTargetRoom?: string;
}

interface PendingSeed {
  stage: "target" | "entrance";
  action: "target" | "teleport";
  priority: Priority;
  picks: number[];
  noCrown: boolean;
}

interface StartSeed {
  table: TableSeed;
  pending: PendingSeed | null;
  lastTargetRoom: number | "unknown" | null;
}

const pendingSeedArb: fc.Arbitrary<PendingSeed> = fc.record({
  stage: fc.oneof({ arbitrary: fc.constant("target" as const), weight: 3 }, { arbitrary: fc.constant("entrance" as const), weight: 1 }),
  action: fc.constantFrom("target" as const, "teleport" as const),
  priority: priorityArb,
  picks: fc.array(fc.nat(18), { minLength: 2, maxLength: 4 }),
  noCrown: fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
});

/** A pending choice as the core would have left it on this table (a tie or an entrance). */
function pendingFrom(seed: PendingSeed, snap: Snapshot): PendingChoice {
  const mageTie = seed.stage === "target" && seed.priority === 3;
  const pool = mageTie ? inPlay(snap).map((m) => m.color) : snap.rooms.map((r) => r.name);
  const candidates: string[] = [];
  for (const i of seed.picks) {
    const name = pool[i % pool.length];
    if (candidates.indexOf(name) < 0) candidates.push(name);
  }
  const pending: PendingChoice =
    seed.stage === "entrance"
      ? { stage: "entrance", action: "teleport", priority: 3, candidates, mage: snap.mages[0].color, why: "Entrance (fuzz)." }
      : { stage: "target", action: seed.action, priority: seed.priority, candidates, why: "Tie (fuzz)." };
  if (!seed.noCrown && snap.crown !== undefined) pending.crown = snap.crown;
  return pending;
}

const startSeedArb = (withPending: boolean): fc.Arbitrary<StartSeed> =>
  fc.record({
    table: tableSeedArb,
    pending: withPending ? rarely(pendingSeedArb, 5) : fc.constant(null),
    lastTargetRoom: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.nat(18), weight: 3 },
      { arbitrary: fc.constant("unknown" as const), weight: 1 },
    ),
  });

function startFrom(seed: StartSeed): State {
  const snap = buildTable(seed.table);
  const state: State = { snap };
  if (seed.pending !== null) state.pending = pendingFrom(seed.pending, snap);
  if (seed.lastTargetRoom === "unknown") state.lastTargetRoom = "Kitchen";
  else if (seed.lastTargetRoom !== null) state.lastTargetRoom = snap.rooms[seed.lastTargetRoom % snap.rooms.length].name;
  return state;
}

export interface Case {
  start: State;
  steps: Step[];
}

/** One action on a random table (a third of them hostile), now and then with a Crown's choice pending from before. */
export const singleCaseArb: fc.Arbitrary<Case> = fc.record({
  start: startSeedArb(true).map(startFrom),
  steps: fc.tuple(stepArb(20).filter((s) => s.kind !== "players" && s.kind !== "undo")),
});

/** A sequence of actions (a few hostile) from a random table, sometimes with a choice already pending. */
export const sequenceCaseArb = (maxSteps: number): fc.Arbitrary<Case> =>
  fc.record({
    start: startSeedArb(true).map(startFrom),
    steps: fc.array(stepArb(3), { minLength: 1, maxLength: maxSteps }),
  });

/** A name that is no candidate of the pending choice: a Room, a colour, or nothing known. */
function nonCandidate(state: State, i: number): string {
  const names = [...state.snap.rooms.map((r) => r.name), ...state.snap.mages.map((m) => m.color), "Kitchen"];
  const others = names.filter((n) => state.pending === undefined || state.pending.candidates.indexOf(n) < 0);
  return others[i % others.length];
}

/** The request a step makes on the table as it stands. Undefined: the step is no action. */
export function requestFor(step: Step, state: State): unknown {
  const snap = state.snap;
  const withState = (request: { action: string; params?: { [key: string]: unknown } }) => {
    const out: { [key: string]: unknown } = { ...request };
    if (state.pending !== undefined) out.pending = state.pending;
    if (state.lastTargetRoom !== undefined) out.lastTargetRoom = state.lastTargetRoom;
    return out;
  };
  switch (step.kind) {
    case "setup":
    case "cleanup":
      return withState({ action: step.kind });
    case "target":
    case "teleport":
      return withState({ action: step.kind, params: { priority: step.priority } });
    case "choose": {
      const pending = state.pending;
      const colours = snap.mages.map((m) => m.color);
      const params: { [key: string]: unknown } = {};
      const pick =
        step.candidate && pending !== undefined && pending.candidates.length > 0
          ? pending.candidates[step.pick % pending.candidates.length]
          : nonCandidate(state, step.pick);
      params.pick = pick;
      // I6: the holder as the table now says; for an empty seat, now and then the host.
      const crown = snap.crownSeatEmpty === true && snap.host !== undefined && step.pick % 2 === 1 ? snap.host : snap.crown;
      if (step.player === "crown") params.player = crown ?? COLOURS[step.pick % COLOURS.length];
      else if (step.player === "other") {
        const others = [...colours, ...COLOURS].filter((c) => c !== crown);
        params.player = others[step.pick % others.length];
      }
      return withState({ action: "choose", params });
    }
    case "avatarEffect": {
      if (step.room === "none") return withState({ action: "avatarEffect" });
      const room = step.room === "unknown" ? "Kitchen" : snap.rooms[step.room % snap.rooms.length].name;
      return withState({ action: "avatarEffect", params: { room } });
    }
    case "spellResolved": {
      const who = [...snap.mages.map((m) => m.color), JUKAS, "Pink"];
      return withState({ action: "spellResolved", params: { color: who[step.who % who.length] } });
    }
    case "roomRebuilt": {
      const names = [...snap.rooms.map((r) => r.name), "Kitchen"];
      return withState({ action: "roomRebuilt", params: { room: names[step.room % names.length] } });
    }
    case "raw": {
      const r = step.request;
      if (typeof r !== "object" || r === null || Array.isArray(r)) return r;
      return state.pending === undefined ? r : { ...r, pending: state.pending };
    }
    case "players":
    case "undo":
      return undefined;
  }
}

/** What the players do between actions (a `players` step): a new table, within the rules. */
export function playersMove(step: Extract<Step, { kind: "players" }>, snap: Snapshot): Snapshot {
  const next = structuredClone(snap);
  if (next.mages.length > 0) {
    const mage = next.mages[step.mage % next.mages.length];
    mage.at = { room: next.rooms[step.to % next.rooms.length].name };
  }
  const room = next.rooms[step.room % next.rooms.length];
  if (!room.rebuilt && totalInstability(room.instability) < room.slots) {
    const owner = [...COLOURS, BLACK_ROSE][step.owner % (COLOURS.length + 1)];
    const entry = room.instability.find((e) => e.owner === owner);
    if (entry !== undefined) entry.count += 1;
    else room.instability.push({ owner, count: 1 });
  }
  return next;
}
