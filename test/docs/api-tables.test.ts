/**
 * Issue 37: docs/fake-tts.md and docs/ttpg.md hold one row per platform API call the shipped mod
 * makes (what the platform's docs say, what our fake does, the test that holds it). The calls
 * are listed from what ships (test/docs/api-calls.ts); a call a table lacks fails here, by name.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shippedLua, tableCalls, ttpgCalls, ttsCalls } from "./api-calls";

const TTS_TABLE = "## The TTS calls the mod makes";
const TTPG_TABLE = "## The TTPG calls the mod makes";

/** A member called on a value (`:takeObject`) is the row of whichever type has it (`Object.takeObject`, `Player.getHandTransform`). */
function ttsRowFor(call: string, rows: Set<string>): boolean {
  if (!call.startsWith(":")) return rows.has(call);
  for (const row of rows) if (/^(Object|Player)\./.test(row) && row.slice(row.indexOf(".")) === "." + call.slice(1)) return true;
  return false;
}

/** A call as its row would name it. */
function named(call: string): string {
  if (!call.startsWith(":")) return "`" + call + "`";
  const member = call.slice(1);
  return "`Object." + member + "` or `Player." + member + "` (a member called on an object or a player)";
}

function missingRows(calls: Set<string>, has: (call: string) => boolean, doc: string, where: string): string[] {
  const out: string[] = [];
  for (const call of [...calls].sort())
    if (!has(call))
      out.push(
        `${doc} has no row for ${named(call)} (called in ${where}): ` +
          "add one: the call, what the platform's docs say (page and words), what the fake does, the test that holds it.",
      );
  return out;
}

describe("issue 37: every platform call the mod makes has its row", () => {
  it("docs/fake-tts.md: every TTS call in the built saves' Lua", () => {
    const rows = tableCalls(readFileSync("docs/fake-tts.md", "utf8"), TTS_TABLE);
    const scripts = shippedLua();
    expect(scripts.length).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    const calls = new Set<string>();
    for (const s of scripts) {
      // The save and the Saved Object carry the same script: read once.
      if (seen.has(s.lua)) continue;
      seen.set(s.lua, s.where);
      for (const c of ttsCalls(s.lua)) calls.add(c);
    }
    // The listing itself finds what it must: a global, a global's member, an object's member.
    expect([...calls]).toEqual(expect.arrayContaining(["getObjectsWithTag", "UI.setXml", "Turns.getTurnOrder", ":takeObject", ":call"]));
    expect(missingRows(calls, (c) => ttsRowFor(c, rows), "docs/fake-tts.md", [...seen.values()].join(", "))).toEqual([]);
  });

  it("docs/ttpg.md: every TTPG API member src/ttpg uses", () => {
    const rows = tableCalls(readFileSync("docs/ttpg.md", "utf8"), TTPG_TABLE);
    const calls = ttpgCalls();
    expect([...calls]).toEqual(
      expect.arrayContaining(["GameWorld.updateScreenUI", "PlayerPermission.setPlayerSlots", "new ScreenUIElement", "world"]),
    );
    expect(missingRows(calls, (c) => rows.has(c), "docs/ttpg.md", "src/ttpg")).toEqual([]);
  });

  it("the listing sees through the mod's own names and Lua's", () => {
    const lua = [
      "local obj = getObjectFromGUID('abc')",
      "local n = obj:getQuantity()",
      "local s = ('x'):sub(1, 1)",
      "local M = {}",
      "function M.prototype.getQuantity(self) end",
      "local t = {run = function(self) end}",
      "t:run()",
      "UI.setAttribute('id', 'active', true)",
      "local p = Player['White']",
      "local ok = pcall(function() return obj:call('brwValue') end)",
      "local mine = require_like.call(1)",
      "local f = math.floor(n)",
    ].join("\n");
    expect([...ttsCalls(lua)].sort()).toEqual([
      ":call",
      ":getQuantity",
      "Player[colour]",
      "UI.setAttribute",
      "getObjectFromGUID",
      "require_like.call",
    ]);
    const doc = "## T\n| call | x |\n|:--|:--|\n| `UI.setXml` | a |\n| `Object.takeObject` | b |\n## Next\n| `Other` | c |\n";
    expect([...tableCalls(doc, "## T")]).toEqual(["UI.setXml", "Object.takeObject"]);
    expect(ttsRowFor(":takeObject", tableCalls(doc, "## T"))).toBe(true);
    expect(ttsRowFor(":putObject", tableCalls(doc, "## T"))).toBe(false);
  });
});
