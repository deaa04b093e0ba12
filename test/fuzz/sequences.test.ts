/**
 * "Never lose a piece", on the physical table: the built save on the fake TTS host, arranged at
 * random (arrange.ts), then random sequences of the Avatar Card's actions as players make them
 * (buttons, choice buttons clicked by the Crown or by someone else, the "Resolved a Spell here"
 * item, script API calls), the host run until still after each. After every step, on the real
 * pieces (table.ts): the 12 Vortex Tokens and no others, at most one per Room, nothing stacked,
 * nothing off the table, Jukas where the last teleport said, `state` as the pieces lie, undo
 * back to exactly the table before the action, a refusal leaving the table as it was, no press
 * refused as busy on a still table (issue #37: a player takes a token out of the pool bag that an
 * undo would take out again), and no script error; a save and load in between changes nothing (the pending choice and the undo
 * journal survive it). Strength: FUZZ_RUNS (test/props/config.ts).
 */
import fc from "fast-check";
import { describe } from "vitest";
import type { PlayerColor } from "../../hosts/fake-tts";
import { readSlips } from "../words/codes";
import { Game, clickControl, gameOf } from "../tts/game";
import { fuzzIt, ON_MOONSHARP, strength, Tally } from "../props/config";
import { Arrangement, SETUP_ROOMS, arrange, arrangementArb, freePoint, roomsOf } from "./arrange";
import {
  Expect,
  api,
  crownHolder,
  fingerprint,
  mayChoose,
  loadTable,
  recount,
  session,
  settle,
  tableProblems,
  vortexGuids,
  SEATS,
} from "./table";

type Via = "click" | "call";

export type Step =
  | { kind: "setup" | "avatarEffect" | "cleanup" | "undo"; via: Via }
  | { kind: "target" | "teleport"; priority: 1 | 2 | 3; via: Via }
  /** A choice button clicked by the Crown holder, another seat, or a spectator. */
  | { kind: "chooseClick"; who: "crown" | "other" | "spectator"; pick: number }
  /** `choose` through the API: the Crown's colour or another, a candidate or not. */
  | { kind: "chooseCall"; who: "crown" | "other"; pick: number; candidate: boolean }
  | { kind: "avatarEffectIn"; room: number }
  /** "Resolved a Spell here" on a Mage model: any Mage, or (`useful`) one standing in a Room with a Vortex Token. */
  | { kind: "spell"; mage: number; by: number; useful: boolean }
  /**
   * Not an action: a player moves a Mage model into a Room, any or (`useful`) one with a Vortex
   * Token, where a Spell will take it (undo then cannot restore the table as it was).
   */
  | { kind: "move"; mage: number; room: number; spot: number; useful: boolean }
  | { kind: "roomRebuilt"; room: number; flipFirst: boolean }
  /**
   * Not an action: a player knocks a Room tile a little (hundredths of a unit): the next press
   * makes the board anew in its frame and acts in the next (src/tts/avatar.ts).
   */
  | { kind: "knock"; room: number; dx: number; dz: number }
  /** Not an action: the table is saved and loaded again (TTS's onSave/onLoad), a choice or an undo pending. */
  | { kind: "reload" }
  /**
   * Not an action: a player takes the top token out of the pool bag into a Room without one (an
   * undo that would take that token out again finds nothing: issue #37).
   */
  | { kind: "takeFromPool"; room: number; spot: number };

const via = fc.constantFrom<Via>("click", "call");
const priority = fc.constantFrom<1 | 2 | 3>(1, 2, 3);

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("setup" as const), via }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("target" as const), priority, via }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("teleport" as const), priority, via }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant("chooseClick" as const),
      who: fc.constantFrom("crown" as const, "crown" as const, "other" as const, "spectator" as const),
      pick: fc.nat(18),
    }),
    weight: 9,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("chooseCall" as const),
      who: fc.constantFrom("crown" as const, "other" as const),
      pick: fc.nat(18),
      candidate: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant("avatarEffect" as const), via }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("avatarEffectIn" as const), room: fc.nat(18) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("spell" as const), mage: fc.nat(3), by: fc.nat(3), useful: fc.boolean() }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant("move" as const),
      mage: fc.nat(3),
      room: fc.oneof(fc.nat(18), fc.constantFrom(...SETUP_ROOMS)),
      spot: fc.nat(18),
      useful: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant("cleanup" as const), via }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("roomRebuilt" as const), room: fc.nat(18), flipFirst: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("undo" as const), via }), weight: 6 },
  { arbitrary: fc.constant({ kind: "reload" as const }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("takeFromPool" as const), room: fc.nat(18), spot: fc.nat(18) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("knock" as const),
      room: fc.nat(18),
      dx: fc.integer({ min: -5, max: 5 }),
      dz: fc.integer({ min: -5, max: 5 }),
    }),
    weight: 2,
  },
);

interface Case {
  arrangement: Arrangement;
  steps: Step[];
}

const BUTTON: Record<string, string> = {
  setup: "jukasSetup",
  avatarEffect: "jukasAvatarEffect",
  cleanup: "jukasCleanup",
  undo: "jukasUndo",
};
const SPECTATORS: PlayerColor[] = ["Grey", "Black"];
const BUSY = "Jukas: pieces are still moving from the last action; try again in a moment.";

/** The table before an action undo's history can undo, and where Jukas was then: one per entry, oldest first. */
interface UndoBase {
  table: string;
  jukasRoom?: string;
  /** Players moved pieces since: undo puts back what the action moved, not what they did. */
  stale: boolean;
}

interface Run {
  game: Game;
  expect: Expect;
  /** The script's saved session after the last step (what it was before the next). */
  session: ReturnType<typeof session>;
  /** The last table whose `state` was checked: `state` reads only the table, so an unchanged one need not be asked again. */
  checked: string;
  bases: UndoBase[];
  tally: Tally;
  log: string[];
}

function choiceButtons(game: Game) {
  return game.tts.buttons(game.avatar).filter((b) => b.click_function.startsWith("jukasChoose"));
}

/** The room the step's announcements put Jukas's model in, if any (R4, R12). */
function announcedRoom(said: string[]): string | undefined {
  let room: string | undefined;
  for (const s of said) {
    const m =
      /^Jukas teleports to (.+) \(R12\)\.$/.exec(s) ??
      /^Jukas is already in (.+) \(R12\): he stays\.$/.exec(s) ??
      /^Jukas, Setup: his model goes in the (.+) \(R4\)\.$/.exec(s);
    if (m) room = m[1];
  }
  return room;
}

function clicker(run: Run, who: "crown" | "other" | "spectator", pick: number): PlayerColor {
  if (who === "spectator") return SPECTATORS[pick % 2];
  const crown = crownHolder(run.game.tts) ?? "White";
  if (who === "crown") return crown as PlayerColor;
  const may = mayChoose(run.game.tts);
  const others = SEATS.filter((c) => c !== crown && !may.includes(c));
  return others[pick % others.length] as PlayerColor;
}

/** Carries one step out; returns what it was, for the failure log. */
function perform(run: Run, step: Step): { label: string; result?: Record<string, unknown>; playerMoved: boolean } {
  const { game } = run;
  const tts = game.tts;
  const rooms = roomsOf(game);
  switch (step.kind) {
    case "setup":
    case "avatarEffect":
    case "cleanup":
    case "undo":
    case "target":
    case "teleport": {
      const p = "priority" in step ? step.priority : undefined;
      const label = step.kind + (p === undefined ? "" : " " + p) + " by " + step.via;
      if (step.via === "call") return { label, result: api(game, step.kind, p === undefined ? {} : { priority: p }), playerMoved: false };
      const fn = p === undefined ? BUTTON[step.kind] : `jukas${step.kind === "target" ? "Target" : "Teleport"}${p}`;
      clickControl(tts, game.avatar, fn, "White");
      settle(game);
      return { label, playerMoved: false };
    }
    case "chooseClick": {
      const buttons = choiceButtons(game);
      const colour = clicker(run, step.who, step.pick);
      if (buttons.length === 0) return { label: "choose click (no choice buttons)", playerMoved: false };
      const b = buttons[step.pick % buttons.length];
      tts.clickButton(game.avatar, b.index, colour);
      settle(game);
      return { label: `choose ${b.label} clicked by ${colour}`, playerMoved: false };
    }
    case "chooseCall": {
      const colour = clicker(run, step.who, step.pick);
      const candidates = choiceButtons(game).map((b) => b.label);
      const names = [...rooms.map((r) => r.nickname), ...SEATS];
      const pick =
        step.candidate && candidates.length > 0
          ? candidates[step.pick % candidates.length]
          : names.filter((n) => !candidates.includes(n))[step.pick % (names.length - candidates.length)];
      return { label: `choose ${pick} called for ${colour}`, result: api(game, "choose", { player: colour, pick }), playerMoved: false };
    }
    case "avatarEffectIn": {
      const room = rooms[step.room % rooms.length].nickname;
      return { label: "avatarEffect in " + room, result: api(game, "avatarEffect", { room }), playerMoved: false };
    }
    case "move": {
      const model = game.one("BRW:Mage", SEATS[step.mage % SEATS.length]);
      const count = recount(tts);
      const withToken = rooms.filter((r) => (count.rooms.get(r.nickname)?.vortex ?? 0) > 0);
      const choices = step.useful && withToken.length > 0 ? withToken : rooms;
      const room = choices[step.room % choices.length];
      const p = freePoint(tts, room.position, step.spot, model);
      if (p === undefined) return { label: "a player finds no room for a model", playerMoved: false };
      tts.move(model, { x: p.x, y: room.position.y + 0.6, z: p.z });
      settle(game);
      return { label: `a player moves ${SEATS[step.mage % SEATS.length]}'s model into ${room.nickname}`, playerMoved: true };
    }
    case "spell": {
      const count = recount(tts);
      const withToken = SEATS.filter((c) => {
        const room = count.mages.get(c)?.room;
        return room !== undefined && (count.rooms.get(room)?.vortex ?? 0) > 0;
      });
      const colours = step.useful && withToken.length > 0 ? withToken : SEATS;
      const model = game.one("BRW:Mage", colours[step.mage % colours.length]);
      const by = SEATS[step.by % SEATS.length] as PlayerColor;
      const item = tts.contextMenuItems(model).find((i) => i.label === "Resolved a Spell here");
      if (!item) return { label: "spell (no context item)", playerMoved: false };
      tts.contextMenu(model, "Resolved a Spell here", by);
      settle(game);
      return { label: `spell resolved by ${colours[step.mage % colours.length]} (clicked by ${by})`, playerMoved: false };
    }
    case "reload":
      throw new Error("reload is not an action (runStep handles it)");
    case "takeFromPool": {
      const bag = game.one("BRW:VortexPool");
      if ((bag.contents?.length ?? 0) === 0) return { label: "a player finds the pool bag empty", playerMoved: false };
      const count = recount(tts);
      const empty = rooms.filter((r) => (count.rooms.get(r.nickname)?.vortex ?? 0) === 0);
      if (empty.length === 0) return { label: "a player finds no Room without a token", playerMoved: false };
      const room = empty[step.room % empty.length];
      const p = freePoint(tts, room.position, step.spot);
      if (p === undefined) return { label: "a player finds no room for a token", playerMoved: false };
      tts.takeOut(bag, { x: p.x, y: room.position.y + 0.5, z: p.z });
      settle(game);
      return { label: `a player takes the top token out of the pool bag into ${room.nickname}`, playerMoved: true };
    }
    case "knock": {
      const tile = rooms[step.room % rooms.length];
      tts.move(tile, { x: tile.position.x + step.dx / 100, y: tile.position.y, z: tile.position.z + step.dz / 100 });
      settle(game);
      return { label: `a player knocks the ${tile.nickname} tile by (${step.dx / 100}, ${step.dz / 100})`, playerMoved: true };
    }
    case "roomRebuilt": {
      const tile = rooms[step.room % rooms.length];
      const flip = step.flipFirst && !tile.isFaceDown;
      if (flip) {
        tts.flip(tile);
        settle(game);
      }
      return {
        label: `roomRebuilt ${tile.nickname}${flip ? " (flipped by a player first)" : ""}`,
        result: api(game, "roomRebuilt", { room: tile.nickname }),
        playerMoved: flip,
      };
    }
  }
}

/** What the fuzz reached, for FUZZ_REPORT: announcements worth seeing counted. */
const NOTES: [string, RegExp][] = [
  ["teleported", /^Jukas teleports to/],
  ["tie", /: tie between /],
  ["entrance choice", /it has two entrance Rooms/],
  ["Instability placed", /^Jukas places 1 Instability/],
  ["rebuilt", / is Rebuilt \(R11c/],
  ["Vortices of Power", /^Vortices of Power/],
  ["spell took", /and takes \d+ Vortex Tokens? onto their Mage Card/],
  ["Clean-up discard", /^Clean-up: \w+ discards/],
  ["Forgotten Spell", /they draw a Forgotten Spell/],
  ["crowded", /crowded/],
  ["undo put a piece beside its taken spot", /old spots? (is|are) taken/],
  ["undo named a piece it could not put back", /^Jukas: undo could not put back/],
];

/** Saves the table and loads it into a new host: nothing on it, and nothing the Avatar keeps, may change. */
function reload(run: Run, index: number): void {
  const before = fingerprint(run.game);
  const kept = session(run.game);
  const choices = choiceButtons(run.game).map((b) => b.label);
  const tts = run.game.tts.reloadAll();
  tts.runUntilIdle();
  run.game = gameOf(tts);
  run.log.push(`${index + 1}. save and load again`);
  const problems: string[] = [];
  if (fingerprint(run.game) !== before) problems.push(`the table changed: ${firstRowDifference(before, fingerprint(run.game))}`);
  if (JSON.stringify(session(run.game)) !== JSON.stringify(kept))
    problems.push(`the Avatar's session changed: ${JSON.stringify(session(run.game))}`);
  const now = choiceButtons(run.game).map((b) => b.label);
  if (JSON.stringify(now) !== JSON.stringify(choices))
    problems.push(`the choice buttons were ${choices.join(", ")}, now ${now.join(", ")}`);
  problems.push(...tableProblems(run.game, run.expect, false));
  run.tally.note("reloaded");
  if (problems.length > 0)
    throw new Error(`after step ${index + 1} (save and load):\n  ${problems.join("\n  ")}\nsteps:\n  ${run.log.join("\n  ")}`);
}

function runStep(run: Run, step: Step, index: number): void {
  if (step.kind === "reload") return reload(run, index);
  const { game } = run;
  const tts = game.tts;
  const before = fingerprint(game);
  const sessionBefore = run.session;
  const heard = tts.messages.length;
  const landed = tts.stackEvents.length;
  const { label, result, playerMoved } = perform(run, step);
  run.log.push(`${index + 1}. ${label}` + (result && result.ok === false ? ` → refused: ${String(result.error)}` : ""));
  const after = fingerprint(game);
  const sessionAfter = session(game);
  const problems: string[] = [];
  const journalChanged = JSON.stringify(sessionBefore.undo) !== JSON.stringify(sessionAfter.undo);
  const depthBefore = sessionBefore.undo?.length ?? 0;
  const depthAfter = sessionAfter.undo?.length ?? 0;
  const topBefore = sessionBefore.undo?.at(-1);
  const pendingChanged = JSON.stringify(sessionBefore.pending) !== JSON.stringify(sessionAfter.pending);
  // What every player reads: the headline on screen, the details in the chat.
  const said = tts.messages
    .slice(heard)
    .filter((m) => m.kind === "broadcastToAll" || m.kind === "printToAll")
    .map((m) => m.text);
  if (step.kind === "move") {
    if (playerMoved) for (const b of run.bases) b.stale = true;
  } else if (step.kind === "undo") {
    if (run.bases.length !== depthBefore) problems.push(`the test kept ${run.bases.length} tables for ${depthBefore} undo entries`);
    if (sessionBefore.pending !== undefined && (topBefore === undefined || topBefore.steps.length > 0)) {
      run.tally.note("undo cancels a choice");
      if (after !== before) problems.push("undo of a pending choice changed the table");
      if (sessionAfter.pending !== undefined) problems.push("undo left the choice pending");
      if (depthAfter !== depthBefore) problems.push("undo of a pending choice took an entry off undo's history");
    } else if (topBefore !== undefined) {
      run.tally.note(sessionBefore.pending !== undefined ? "undo cancels a choice with its action" : "undo puts back");
      if (depthBefore > 1) run.tally.note("undo with more to undo");
      if (depthAfter !== depthBefore - 1) problems.push(`undo left ${depthAfter} of ${depthBefore} entries`);
      if (JSON.stringify(sessionAfter.pending) !== JSON.stringify(topBefore.pending))
        problems.push("undo did not bring back the session's choice as it was before the action");
      if (!said.some((m) => m.startsWith("Undo: "))) problems.push("undo did not say what it undid");
      const base = run.bases.pop();
      if (base !== undefined && !base.stale) {
        if (after !== base.table)
          problems.push(`undo did not restore the table before ${topBefore.action}: ${firstRowDifference(base.table, after)}`);
        run.expect.jukasRoom = base.jukasRoom;
      } else run.expect.jukasRoom = undefined;
    } else if (after !== before) problems.push("an undo with nothing to undo changed the table");
  } else {
    // A click returns nothing: it was heard when the journal changed (an action that moves
    // nothing twice over leaves the same journal, and the same table, which is all undo needs).
    const carried = result !== undefined ? result.ok === true : journalChanged || pendingChanged;
    if (
      result?.ok === true &&
      sessionAfter.undo?.at(-1)?.call !==
        (step.kind === "chooseCall" ? "choose" : step.kind === "avatarEffectIn" ? "avatarEffect" : step.kind)
    )
      problems.push(`${label} said ok but journalled ${sessionAfter.undo?.at(-1)?.call}`);
    if (!carried || !journalChanged) {
      if (after !== before && !playerMoved) problems.push(`a refused ${label} changed the table: ${firstRowDifference(before, after)}`);
      run.tally.note("refused");
      if (playerMoved) for (const b of run.bases) b.stale = true;
    } else {
      run.tally.note(step.kind === "chooseClick" || step.kind === "chooseCall" ? "choose heard" : "carried out");
      // Undo's history keeps the newest entries (a round's start, a Setup, its bound drop the older).
      const kept = run.bases.slice(Math.max(0, run.bases.length - (depthAfter - 1)));
      if (depthAfter < 1 || kept.length !== depthAfter - 1)
        problems.push(`undo's history went from ${depthBefore} to ${depthAfter} entries`);
      if (depthAfter <= depthBefore) run.tally.note("undo's history dropped older entries");
      for (const b of kept) if (playerMoved) b.stale = true;
      kept.push({ table: before, jukasRoom: run.expect.jukasRoom, stale: playerMoved });
      run.bases = kept;
      const room = announcedRoom(said);
      if (room !== undefined) run.expect.jukasRoom = room;
    }
    if (step.kind === "chooseClick" && step.who !== "crown" && (journalChanged || pendingChanged))
      problems.push("a choice clicked by someone without the Crown was heard");
  }
  // Pieces the mod set down on another, even for a moment (what the test itself moves aside).
  for (const e of tts.stackEvents.slice(landed))
    if (!e.cause.startsWith("host.")) problems.push(`${e.guid} came to rest on ${e.onto} (${e.cause})`);
  for (const [label, re] of NOTES) if (said.some((s) => re.test(s))) run.tally.note(label);
  problems.push(...readSlips(tts.messages.slice(heard)));
  // The host ran until still before this step: an action still "moving" never ended (issue #37).
  if (tts.messages.slice(heard).some((m) => m.text === BUSY)) problems.push(`${label} was refused as busy on a still table`);
  problems.push(...tableProblems(game, run.expect, after !== run.checked));
  run.checked = after;
  run.session = sessionAfter;
  run.tally.action();
  if (problems.length > 0)
    throw new Error(
      `after step ${index + 1} (${label}):\n  ${problems.join("\n  ")}\nsteps:\n  ${run.log.join("\n  ")}\nsaid:\n  ${said.join("\n  ")}`,
    );
}

/** The first object whose row differs between two fingerprints. */
function firstRowDifference(a: string, b: string): string {
  const ra = JSON.parse(a) as unknown[][];
  const rb = JSON.parse(b) as unknown[][];
  const byGuid = (rows: unknown[][]) => new Map(rows.map((r) => [r[0] as string, JSON.stringify(r)]));
  const ma = byGuid(ra);
  const mb = byGuid(rb);
  for (const [g, row] of ma) if (mb.get(g) !== row) return `${row} became ${mb.get(g) ?? "nothing"}`;
  for (const [g, row] of mb) if (!ma.has(g)) return `${row} appeared`;
  return "(same rows)";
}

/** A target or teleport and, straight after, a choice clicked (a tie is settled more often than by chance). */
const settledArb: fc.Arbitrary<Step[]> = fc.tuple(
  fc.record({ kind: fc.constantFrom("target" as const, "teleport" as const, "teleport" as const), priority, via }),
  fc.record({
    kind: fc.constant("chooseClick" as const),
    who: fc.constantFrom("crown" as const, "crown" as const, "crown" as const, "other" as const, "spectator" as const),
    pick: fc.nat(18),
  }),
);

/** issue #37: a Spell's token discarded at Clean-up, taken out of the pool bag by a player, then Undo and the next press. */
const takenBackArb: fc.Arbitrary<Step[]> = fc.tuple(
  fc.record({ kind: fc.constant("spell" as const), mage: fc.nat(3), by: fc.nat(3), useful: fc.constant(true) }),
  fc.record({ kind: fc.constant("cleanup" as const), via }),
  fc.record({ kind: fc.constant("takeFromPool" as const), room: fc.nat(18), spot: fc.nat(18) }),
  fc.record({ kind: fc.constant("undo" as const), via }),
  fc.record({ kind: fc.constant("target" as const), priority, via }),
);

const caseArb = (maxSteps: number): fc.Arbitrary<Case> =>
  fc.record({
    arrangement: arrangementArb,
    steps: fc
      .array(
        fc.oneof(
          { arbitrary: stepArb.map((s) => [s]), weight: 8 },
          { arbitrary: settledArb, weight: 2 },
          { arbitrary: takenBackArb, weight: 1 },
        ),
        {
          minLength: 2,
          maxLength: maxSteps,
        },
      )
      .map((groups) => groups.flat()),
  });

/**
 * Cases seeds found, kept. Seed -2042921422 (TEST_DEEP): with Jukas's supply short, the Avatar
 * Effect's warning named R11b outside its brackets, where the chat keeps no code (issue 41).
 */
const KEPT: Case[] = [
  {
    arrangement: {
      setup: true,
      seats: [],
      mages: [
        { kind: "room", i: 0, spot: 0 },
        { kind: "room", i: 0, spot: 0 },
        { kind: "room", i: 0, spot: 0 },
        { kind: "room", i: 0, spot: 0 },
      ],
      jukas: { kind: "room", i: 0, spot: 0 },
      instability: [
        { room: 0, owner: 4, n: 1, spot: 0 },
        { room: 1, owner: 4, n: 4, spot: 0 },
      ],
      vortex: [{ room: 2, spot: 0 }],
      onCard: [],
      rebuilt: [],
      counters: [],
      crown: { kind: "gone" },
    },
    steps: [
      { kind: "avatarEffect", via: "click" },
      { kind: "avatarEffect", via: "click" },
      { kind: "chooseClick", who: "crown", pick: 0 },
    ],
  },
];

describe("the physical table on the fake TTS host", () => {
  fuzzIt(
    "R2 R5 R6 R8 R10 R11 R12 R13 R17 random arrangements and actions never lose, duplicate, stack or strand a piece; state matches the pieces; undo restores the table, across a save and load too",
    ON_MOONSHARP ? strength(2, 12) : strength(4, 12),
    caseArb(8),
    (c, tally) => {
      const game = loadTable();
      const arranged = arrange(game, c.arrangement);
      const run: Run = {
        game,
        tally,
        log: [`arrangement: ${JSON.stringify(c.arrangement)}`],
        expect: { vortex: vortexGuids(game.tts), vortexCap: arranged.vortexIn, seated: arranged.seated.length },
        session: session(game),
        checked: "",
        bases: [],
      };
      // The arrangement's own Setup is undo's first entry: the table before it is not known here.
      for (let i = 0; i < (run.session.undo?.length ?? 0); i++) run.bases.push({ table: "", stale: true });
      const problems = tableProblems(game, run.expect);
      if (problems.length > 0) throw new Error(`the arrangement itself: ${problems.join("; ")}\n${run.log[0]}`);
      run.checked = fingerprint(game);
      c.steps.forEach((step, i) => runStep(run, step, i));
    },
    KEPT,
  );
});
