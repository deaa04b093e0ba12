/**
 * Jukas's log replayed (tools/replay/replay.ts, `npm start -- --replay FILE`): a log written by
 * real presses on the fake TTS host (the built save, its built Lua) gives the same decisions when
 * its snapshots go through the rules core again, on the TypeScript and on the Lua build; an entry
 * changed by hand is reported as differing, where.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LogEntry } from "../../src/controller/log";
import { TS_CORE, entriesOf, firstDifference, luaCore, verdict } from "../../tools/replay/replay";
import { Game, loadGame } from "../tts/game";

const ROOT = resolve(__dirname, "../..");

/** A game played with the Avatar Card's buttons and API, as players would; the actions carried out, in order. */
function play(): { game: Game; played: string[] } {
  const game = loadGame();
  const played: string[] = [];
  const model = (colour: string) => game.one("BRW:Mage", colour);
  const press = (fn: string, action: string, by = "White") => {
    game.click(fn, by);
    played.push(action);
  };
  /** The Crown (White) settles a tie the last press left, if it left one. */
  const settle = () => {
    if (game.tts.buttons(game.avatar).some((b) => b.click_function === "jukasChoose1")) press("jukasChoose1", "choose");
  };
  game.putIn(model("Red"), "Crypt");
  game.putIn(model("White"), "Forge");
  press("jukasTarget1", "target"); // a tie
  press("jukasChoose2", "choose");
  press("jukasSetup", "setup");
  press("jukasTeleport1", "teleport");
  press("jukasAvatarEffect", "avatarEffect");
  game.tts.contextMenu(model("Red"), "Resolved a Spell here", "Red");
  game.tts.runUntilIdle();
  played.push("spellResolved");
  press("jukasCleanup", "cleanup");
  game.act("roomRebuilt", { room: "Arena" });
  played.push("roomRebuilt");
  press("jukasTeleport3", "teleport");
  settle();
  press("jukasCommandCard", "resolveCard");
  settle();
  press("jukasUndo", "undo");
  game.tts.assertNoErrors();
  return { game, played };
}

/** The log's entries, as the save keeps them: in the Avatar Card's memo (the Notebook tab holds plain lines). */
const logOf = (game: Game) => game.avatar.memo;

describe("Jukas's log replayed headless", () => {
  let text: string;
  let entries: LogEntry[];
  let played: string[];
  let saved: string;

  beforeAll(() => {
    const game = play();
    played = game.played;
    text = logOf(game.game);
    saved = JSON.stringify(game.game.tts.save());
    entries = entriesOf(text).entries;
  });

  it("the log holds one entry per action carried out, numbered, with who pressed; past its cap, the newest", () => {
    expect(entriesOf(text).unreadable).toEqual([]);
    expect(played).toContain("resolveCard");
    // The log keeps to LOG_CAP characters: some 9 entries of a full table, the oldest dropped.
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.length).toBeLessThan(played.length);
    expect(entries.map((e) => e.action)).toEqual(played.slice(played.length - entries.length));
    expect(entries.map((e) => e.n)).toEqual(entries.map((_, i) => played.length - entries.length + i + 1));
    const by = (action: string) => entries.find((e) => e.action === action)!.by;
    expect(by("spellResolved")).toBe("Red");
    expect(by("roomRebuilt")).toBeUndefined();
    expect(by("cleanup")).toBe("White");
    // The criteria's figures: every Room on the first, then those tied (Crypt has a Vortex Token since Setup).
    const teleport = entries.find((e) => e.action === "teleport")!;
    expect(teleport.ranking?.map((r) => r.criterion)).toEqual(["+Mage", "−Vortex Token"]);
    expect(teleport.ranking![0].candidates).toHaveLength(19);
    expect(teleport.ranking![1]).toMatchObject({ candidates: ["Crypt", "Forge"], values: [0, 1] });
  });

  it("every entry with a snapshot replays to the same decision on the TypeScript core", () => {
    const verdicts = entries.map((e) => verdict(e, TS_CORE));
    expect(verdicts.filter((v) => v.kind === "differs").map((v) => v.line)).toEqual([]);
    expect(verdicts.filter((v) => v.kind === "same").length).toBe(entries.length - 1);
    expect(verdicts.at(-1)!.kind).toBe("nothing");
  });

  it("… and on the core's Lua build, as TTS runs it", () => {
    const lua = luaCore(join(ROOT, "dist", "lua", "core.lua"));
    expect(
      entries
        .map((e) => verdict(e, lua))
        .filter((v) => v.kind === "differs")
        .map((v) => v.line),
    ).toEqual([]);
  });

  it("an entry changed by hand is reported as differing, naming the first place", () => {
    const target = structuredClone(entries.find((e) => e.action === "teleport")!); // teleport 1: Forge had the most Mages
    expect(verdict(target, TS_CORE).kind).toBe("same");
    // What Jukas read, changed: Red's model was in another Room.
    const red = target.snapshot!.mages.find((m) => m.color === "Red")!;
    const white = target.snapshot!.mages.find((m) => m.color === "White")!;
    red.at = { room: "Garden" };
    white.at = { room: "Garden" };
    const changed = verdict(target, TS_CORE);
    expect(changed.kind).toBe("differs");
    expect(changed.line).toMatch(/DIFFERS at effects\[\d+\]/);
    // What he decided, changed.
    const decided = structuredClone(entries.find((e) => e.action === "cleanup")!);
    decided.headline = "Clean-up: nobody.";
    expect(verdict(decided, TS_CORE).line).toContain('DIFFERS at headline: recorded "Clean-up: nobody.", replayed "Clean-up: ');
  });

  it("the first difference is named by its path", () => {
    expect(firstDifference({ a: [1, { b: "x" }] }, { a: [1, { b: "y" }] })).toBe('a[1].b: recorded "x", replayed "y"');
    expect(firstDifference({ a: [] }, { a: {} })).toBeUndefined();
    expect(firstDifference([1], [1, 2])).toBe("[1]: recorded nothing, replayed 2");
  });

  it("reads the log as the game keeps it, one entry alone (pretty-printed too), or a list; lines that are no entry are named", () => {
    const one = entries[1];
    expect(entriesOf(JSON.stringify(one, null, 2)).entries).toEqual([one]);
    expect(entriesOf(JSON.stringify([one, entries[2]])).entries).toEqual([one, entries[2]]);
    const mixed = ["Jukas's log: …", JSON.stringify(one), "{ not json", "a player's note"].join("\n");
    expect(entriesOf(mixed)).toEqual({ entries: [one], unreadable: [3] });
  });

  it("reads the log out of a TTS save file, what a player sends with a bug report (the Avatar Card's memo)", () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entriesOf(saved)).toEqual({ entries, unreadable: [] });
  });

  it("npm start -- --replay FILE: exit 0 when every decision is the same, 1 when one differs, 2 when the file holds no entry", () => {
    const dir = mkdtempSync(join(tmpdir(), "jukas-replay-"));
    const run = (file: string) =>
      spawnSync(process.execPath, ["tools/demo.mjs", "--replay", file], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    const good = join(dir, "log.txt");
    writeFileSync(good, text);
    const same = run(good);
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toContain(`replay: ${entries.length - 1} the same, 0 differ, 1 with nothing to replay`);
    expect(same.stdout).toMatch(/#\d+ teleport \{"priority":1\} by White at \S+: the same decision: Jukas teleports to /);
    const bad = join(dir, "tampered.json");
    const tampered = structuredClone(entries.find((e) => e.action === "avatarEffect")!);
    tampered.snapshot!.jukas = { at: { room: "Garden" } };
    writeFileSync(bad, JSON.stringify(tampered));
    const differs = run(bad);
    expect(differs.status).toBe(1);
    expect(differs.stdout).toMatch(/#5 avatarEffect by White at \S+: DIFFERS at /);
    const empty = join(dir, "empty.txt");
    writeFileSync(empty, "nothing here\n");
    expect(run(empty).status).toBe(2);
  });
});
