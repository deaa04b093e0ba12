/**
 * Issue 41, on the built save and its Lua (both VMs: test/tts runs on MoonSharp too): a round as
 * players press it, and what each press says. Every headline at most 15 words; no rule code,
 * setting name, tag, GUID or JSON in anything broadcast, printed or in an object's description;
 * at most 3 chat lines to everyone per action; a refusal to the presser alone, in at most 20
 * words; each warning once; Setup mid-game waits for a second press.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "../../hosts/fake-tts/types";
import { HEADLINE_WORDS, wordCount } from "../../src/words/text";
import { slips } from "../words/codes";
import { Game, loadGame, roomOf } from "./game";

let game: Game;
afterEach(() => game?.tts.assertNoErrors());

const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);
const jukas = (g: Game) => g.one("BRW:Mage", "BRW:Jukas");

/** What players read of one press: every message but the console's. */
interface Heard {
  all: Message[];
  /** Lines every player reads in the chat (a broadcast to all is one too). */
  toEveryone: Message[];
  headlines: string[];
}

function press(g: Game, act: () => void): Heard {
  g.tts.clearMessages();
  act();
  const all = g.tts.messages.filter((m) => m.kind !== "console" && m.kind !== "log" && m.kind !== "print");
  const toEveryone = all.filter((m) => m.kind === "broadcastToAll" || m.kind === "printToAll");
  // A headline is the broadcast in the announcement's tint (a warning's is orange, r = 1).
  const headlines = all.filter((m) => m.kind === "broadcastToAll" && (m.tint as { r?: number } | undefined)?.r !== 1).map((m) => m.text);
  return { all, toEveryone, headlines };
}

/** What issue 41 holds every action's words to. */
function holds(what: string, heard: Heard): void {
  for (const h of heard.headlines) expect(wordCount(h), `${what}: headline "${h}"`).toBeLessThanOrEqual(HEADLINE_WORDS);
  for (const m of heard.all) expect(slips(m.text, heard.headlines.includes(m.text)), `${what}: "${m.text}"`).toEqual([]);
  expect(heard.toEveryone.length, `${what}: ${heard.toEveryone.map((m) => m.text).join(" | ")}`).toBeLessThanOrEqual(3);
  // Each warning once: no line reaches the same player twice (the chat and the presser's screen).
  const texts = heard.all.map((m) => m.text);
  expect(new Set(texts).size, `${what}: ${texts.join(" | ")}`).toBe(texts.length);
  for (const m of heard.all) if (m.text.includes("Note:")) expect(m.text.startsWith("Note: "), m.text).toBe(true);
  // Each sentence starts with a capital.
  for (const m of heard.all)
    for (const sentence of m.text.split(". ").slice(1)) expect(sentence.charAt(0), `${what}: "${m.text}"`).not.toMatch(/[a-z]/);
}

/** A refusal: to the presser alone, short, and nothing to everyone. */
function refusedTo(what: string, heard: Heard, presser: string): string {
  expect(heard.toEveryone, what).toEqual([]);
  const told = heard.all.filter((m) => m.kind === "broadcastToColor");
  expect(
    told.map((m) => m.to),
    what,
  ).toEqual([presser]);
  expect(wordCount(told[0].text), told[0].text).toBeLessThanOrEqual(20);
  return told[0].text;
}

describe("issue 41: a round's words on the built save", () => {
  it("Setup, a tie, a choice, Target, Teleport, Avatar Effect, a resolved spell, Clean-up, Undo: short, plain, once each", () => {
    game = loadGame();
    // Jukas's model off the Lodge and out of his Cell: a Target is refused, saying to press Setup.
    game.tts.move(jukas(game), { x: 0, y: 3, z: 60 });
    game.tts.runUntilIdle();
    let heard = press(game, () => game.click("jukasTarget1"));
    holds("Target before Setup", heard);
    expect(refusedTo("Target before Setup", heard, "White")).toContain("press Setup first");

    heard = press(game, () => game.click("jukasSetup"));
    holds("Setup", heard);
    expect(heard.headlines).toEqual(["Jukas's Setup: he goes in the Throne Room; 7 Vortex Tokens placed."]);
    expect(roomOf(game, jukas(game))).toBe("Throne Room");

    // A tie on Priority 1: one Mage each, no Vortex Token, no Instability.
    game.putIn(model(game, "Red"), "Garden");
    game.putIn(model(game, "White"), "Forge");
    heard = press(game, () => game.click("jukasTarget1"));
    holds("Target 1, a tie", heard);
    expect(heard.headlines).toEqual(["Jukas: a tie between 2 Rooms; White (the Crown) chooses."]);

    heard = press(game, () => game.click("jukasTeleport2", "Red"));
    holds("Teleport while the tie waits", heard);
    expect(refusedTo("Teleport while the tie waits", heard, "Red")).toContain("Choice of the Crown waits");

    heard = press(game, () => game.click("jukasChoose1", "Red"));
    holds("Red's choice, refused", heard);
    refusedTo("Red's choice", heard, "Red");

    heard = press(game, () => game.click("jukasChoose2", "White"));
    holds("White's choice", heard);
    expect(heard.headlines).toEqual(["Jukas targets the Forge (Choice of the Crown: White)."]);

    // Red resolves a Spell in a Vortex Room: a token onto Red's card.
    game.putIn(model(game, "Red"), "Crypt", 1.2);
    heard = press(game, () => {
      game.tts.contextMenu(model(game, "Red"), "Resolved a Spell here", "Red");
      game.tts.runUntilIdle();
    });
    holds("a Spell resolved", heard);

    // Priority 3: Red has the most Vortex Tokens on their card; Jukas teleports to the Crypt, said once.
    heard = press(game, () => game.click("jukasTeleport3"));
    holds("Teleport 3", heard);
    expect(heard.toEveryone.map((m) => m.text)).toEqual(["Jukas targets Red and teleports to the Crypt."]);
    expect(roomOf(game, jukas(game))).toBe("Crypt");

    heard = press(game, () => game.click("jukasAvatarEffect"));
    holds("Avatar Effect", heard);
    const printed = heard.toEveryone.filter((m) => m.kind === "printToAll").map((m) => m.text);
    // One line names the Rooms and their counts (not one line per piece).
    expect(printed.filter((t) => t.includes("Instability placed in ")).length, printed.join(" | ")).toBe(1);

    // Setup with a game under way: nothing until pressed again.
    const before = game.table();
    heard = press(game, () => game.click("jukasSetup"));
    holds("Setup mid-game, first press", heard);
    expect(refusedTo("Setup mid-game", heard, "White")).toContain("again within 5 seconds");
    expect(game.table()).toBe(before);
    heard = press(game, () => game.click("jukasSetup"));
    holds("Setup mid-game, second press", heard);
    expect(roomOf(game, jukas(game))).toBe("Throne Room");
    // Undo of that Setup, then of the Avatar Effect before it: the round's earlier actions stay undoable.
    heard = press(game, () => game.click("jukasUndo"));
    holds("Undo of the Setup", heard);
    expect(heard.headlines[0]).toMatch(/^Undo: the Setup/);
    heard = press(game, () => game.click("jukasUndo"));
    holds("Undo of the Avatar Effect", heard);
    expect(heard.headlines[0]).toMatch(/^Undo: the Avatar Effect/);
    expect(roomOf(game, jukas(game))).toBe("Crypt");

    heard = press(game, () => game.click("jukasCleanup"));
    holds("Clean-up", heard);
    expect(heard.headlines).toEqual(["Clean-up: Red discards 1 Vortex Token."]);

    heard = press(game, () => game.click("jukasUndo"));
    holds("Undo", heard);
    expect(heard.headlines).toEqual(["Undo: the Clean-up, 1 change put back."]);
  });

  it("no rule code, tag, setting name or JSON in any object's description", () => {
    game = loadGame();
    const found: string[] = [];
    for (const o of game.tts.tableObjects()) {
      const inside = [o, ...((o.contents ?? []) as { description?: string; nickname?: string }[])];
      for (const x of inside) {
        const d = (x as { description?: string }).description ?? "";
        const bad = slips(d, false);
        if (bad.length > 0) found.push(`${(x as { nickname?: string }).nickname}: ${d} (${bad.join(", ")})`);
      }
    }
    expect(found).toEqual([]);
  });
});
