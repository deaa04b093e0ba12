/**
 * Issue #37: tags match without regard to case, as TTS's do (its API, Object, Tag Functions: "An
 * individual tag is a string and is case-insensitive"; docs/rules.md). The project's save with
 * every tag in lower case (`brw:room`, `brw:mage`, `red`…) plays a round exactly as the save
 * itself: the same results, the same messages, every piece in the same place, and the tagging
 * assistant proposes nothing. On the fake TTS host: fengari, and MoonSharp in that tier.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { Game, SAVE, clickLabel, loadGame, withMagesInCells } from "./game";
import { SEAT_HANDS } from "./foreign";

let games: Game[] = [];
afterEach(() => {
  for (const g of games) g.tts.assertNoErrors();
  games = [];
});

/** Every `Tags` list in the save, contained objects' and states' among them, in lower case. */
function lowerCased(save: string): string {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = k === "Tags" && Array.isArray(x) ? x.map((t) => (typeof t === "string" ? t.toLowerCase() : t)) : walk(x);
    }
    return out;
  };
  return JSON.stringify(walk(JSON.parse(save)));
}

/** Every tag in the save, however deep. */
function allTags(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) allTags(x, out);
  else if (typeof v === "object" && v !== null)
    for (const [k, x] of Object.entries(v)) {
      if (k === "Tags" && Array.isArray(x)) out.push(...x.filter((t): t is string => typeof t === "string"));
      else allTags(x, out);
    }
  return out;
}

function both(): [Game, Game] {
  const save = withMagesInCells(readFileSync(SAVE, "utf8"));
  const lower = lowerCased(save);
  const tags = allTags(JSON.parse(lower));
  expect(tags).toContain("brw:room");
  expect(tags.filter((t) => t !== t.toLowerCase())).toEqual([]);
  const shipped = loadGame(SEAT_HANDS, save);
  const lowered = loadGame(SEAT_HANDS, lower);
  games = [shipped, lowered];
  return [shipped, lowered];
}

/** What one step left: its result (a script call's), what was said, and every piece's place. */
interface Seen {
  step: string;
  result: unknown;
  said: string[];
  table: string;
}

type Step = { press: string } | { call: string; params?: Record<string, unknown> } | { move: string[]; room: string };

/**
 * A round: Check table, Setup, each Target, Teleports, the Avatar Effect, a Spell resolved, a
 * card, Clean-up, Undo, the rules' view (`state`), Prepare. Priority 3 ties White and Red here: a
 * script call, whose result names the candidates for the Crown's choice.
 */
const ROUND: Step[] = [
  { press: "Check table" },
  { press: "Setup" },
  { move: ["BRW:Mage", "Red"], room: "Crypt" },
  { press: "Target 1" },
  { call: "target", params: { priority: 3 } },
  { press: "Teleport 1" },
  { press: "Avatar Effect" },
  { call: "spellResolved", params: { color: "Red" } },
  { call: "resolveCard", params: { deck: "command" } },
  { press: "Clean-up" },
  { press: "Undo" },
  { call: "teleport", params: { priority: 3 } },
  { call: "state" },
  { press: "Prepare this table" },
];

function play(g: Game, step: Step): Seen {
  const from = g.tts.messages.length;
  let result: unknown = undefined;
  let name = "";
  if ("press" in step) {
    name = step.press;
    clickLabel(g.tts, g.avatar, step.press, "White");
    g.tts.runUntilIdle();
  } else if ("call" in step) {
    name = step.call;
    result = g.act(step.call, step.params);
    // A choice of the Crown: the holder picks the first candidate, on both tables alike.
    const pending = result as { pending?: boolean; candidates?: string[] };
    if (pending.pending === true) result = [result, g.act("choose", { player: g.state().crown, pick: pending.candidates![0] })];
  } else {
    name = step.move.join("+") + " into " + step.room;
    const piece = g.tts.tableObjects().find((o) => step.move.every((t) => o.hasTag(t))) as FakeObject;
    g.putIn(piece, step.room, 1, 0);
  }
  return {
    step: name,
    result,
    said: g.tts.messages.slice(from).map((m) => m.kind + ": " + m.text),
    table: g.table(),
  };
}

describe("issue #37: tags without regard to case", () => {
  it("R4 R5 R10 R12 the save with every tag in lower case plays a round exactly as the save itself", () => {
    const [shipped, lowered] = both();
    for (const step of ROUND) {
      const a = play(shipped, step);
      const b = play(lowered, step);
      expect(b, a.step).toEqual(a);
    }
    // Not two tables refused alike: the round did happen on the shipped one.
    const said = shipped.tts.announcements().join("\n");
    expect(said).toContain("Jukas's Setup");
    expect(said).toContain("Jukas targets the");
    expect(said).not.toContain("There is no Lodge Room");
    expect(shipped.state().ok).toBe(true);
  });

  it("R14 a piece taken out of the bag tagged `brw:instability` + `red` gets the bag's tags (bag-tags.ts) and counts as Red's", () => {
    const data = JSON.parse(lowerCased(withMagesInCells(readFileSync(SAVE, "utf8")))) as {
      ObjectStates: { Tags?: string[]; ContainedObjects?: { Tags?: string[] }[] }[];
    };
    const bag = data.ObjectStates.find((o) => o.ContainedObjects !== undefined && o.Tags?.join() === "brw:instability,red")!;
    // Pieces inside a bag cannot be tagged from outside (docs/tagging.md): these carry none.
    for (const inside of bag.ContainedObjects!) inside.Tags = [];
    const g = loadGame(SEAT_HANDS, JSON.stringify(data));
    games = [g];
    const crypt = g.room("Crypt");
    const piece = g.tts.takeOut(g.one("brw:instability", "red"), {
      x: crypt.position.x,
      y: crypt.position.y + 0.5,
      z: crypt.position.z + 0.8,
    })!;
    g.tts.runUntilIdle();
    expect(piece.tags).toEqual(["BRW:Instability", "Red"]);
    expect(g.state().rooms.find((r) => r.name === "Crypt")!.instability).toMatchObject({ Red: 1 });
  });

  it("Check table and the tagging assistant find every piece of the lower-case table tagged: nothing lacks, nothing is proposed", () => {
    const [, lowered] = both();
    const check = lowered.act("check") as { ok: boolean; unverified: object };
    expect(check.ok).toBe(true);
    expect(Object.keys(check.unverified)).toEqual([]);
    expect(lowered.state().missing).toEqual([]);
    const tags = JSON.stringify(lowered.tts.tableObjects().map((o) => o.tags));
    clickLabel(lowered.tts, lowered.avatar, "Prepare this table", "White");
    lowered.tts.runUntilIdle();
    expect(JSON.stringify(lowered.tts.tableObjects().map((o) => o.tags))).toEqual(tags);
    expect(lowered.said().some((s) => s.startsWith("Jukas, Prepare this table: every piece found is tagged already"))).toBe(true);
  });
});
