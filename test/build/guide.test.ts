/**
 * The player's guide in the built save's Notebook (src/words/guide.ts, written by the build with
 * docs/rules.md's rule codes): every code a player can read is explained there, worded as
 * docs/rules.md words it; every button the Avatar Card draws is listed with its tooltip; every tag
 * the save uses is named.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FakeTTS } from "../../hosts/fake-tts";
import type { JukasSave } from "../../tools/save/tts";
import { walk } from "../../tools/save/validate";
import { COLOURS } from "../../src/table/pieces";
import { SAVE } from "../tts/game";
import { panelControls } from "../../src/controller/panel-view";
import { ROOT } from "./helpers";

const save = JSON.parse(readFileSync(SAVE, "utf8")) as JukasSave;
const tabs = Object.values(save.TabStates);
const tab = (title: string) => {
  const found = tabs.find((t) => t.title === title);
  expect(found, title).toBeDefined();
  return found!.body;
};
const CODE = /\b([RIL]\d{1,2})[a-c]?\b/g;

/** docs/rules.md's numbered rules: code → the text of its first line, its marks taken off. */
function rulesMd(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(join(ROOT, "docs", "rules.md"), "utf8").split("\n")) {
    const m = /^- \*\*([RIL]\d+)\*\* (.*)$/.exec(line);
    if (m) out.set(m[1], m[2].replace(/`/g, "").replace(/\*\*/g, ""));
  }
  return out;
}

describe("the Notebook of the whole-table save", () => {
  it("holds four grey tabs in order: a round, the buttons, the rule codes, the tags and other tables", () => {
    expect(tabs.map((t) => t.title)).toEqual(["Jukas: a round", "Jukas: buttons", "Jukas: rule codes", "Jukas: tags, other tables"]);
    expect(Object.keys(save.TabStates)).toEqual(["0", "1", "2", "3"]);
    tabs.forEach((t, i) => expect([t.id, t.color]).toEqual([i, "Grey"]));
  });

  it("explains every numbered rule of docs/rules.md, one line each, worded as there", () => {
    const rules = rulesMd();
    expect(rules.size).toBeGreaterThanOrEqual(31);
    const lines = tab("Jukas: rule codes").split("\n");
    for (const [code, first] of rules) {
      const line = lines.filter((l) => l.startsWith(`[b]${code}[/b] `));
      expect(line, code).toHaveLength(1);
      expect(line[0].slice(`[b]${code}[/b] `.length).startsWith(first), code).toBe(true);
    }
  });

  it("explains every rule code a player can read: in src/words/, on the cards' faces, in the save's descriptions", () => {
    const explained = new Set([...tab("Jukas: rule codes").matchAll(/^\[b\]([RIL]\d+)\[\/b\]/gm)].map((m) => m[1]));
    const texts: string[] = [];
    const words = join(ROOT, "src", "words");
    for (const f of readdirSync(words)) texts.push(readFileSync(join(words, f), "utf8"));
    texts.push(readFileSync(join(ROOT, "src", "cards", "words.ts"), "utf8"));
    for (const [o] of walk(save.ObjectStates)) texts.push(o.Description ?? "", o.Nickname ?? "");
    for (const t of tabs) texts.push(t.body);
    const cited = new Set(texts.flatMap((t) => [...t.matchAll(CODE)].map((m) => m[1])));
    expect(cited.size).toBeGreaterThan(15);
    expect([...cited].filter((c) => !explained.has(c))).toEqual([]);
  });

  it("lists every button the Avatar Card's script draws, with its tooltip", () => {
    const tts = FakeTTS.load(readFileSync(SAVE, "utf8"), { players: [{ color: "White", host: true }] });
    tts.runUntilIdle();
    const avatar = tts.tableObjects().find((o) => o.tags.includes("BRW:Avatar"))!;
    // The card's short set and the screen panel's controls (src/tts/ui.ts, src/controller/panel-view.ts).
    const drawn = [...tts.buttons(avatar), ...panelControls()];
    expect(tts.buttons(avatar).length).toBeGreaterThanOrEqual(10);
    const body = tab("Jukas: buttons");
    for (const b of drawn) expect(body, b.label).toContain(`[b]${b.label}[/b]: ${b.tooltip}.`);
    // The round's walk-through names each of them too.
    for (const b of drawn) expect(tab("Jukas: a round"), b.label).toContain(b.label);
  });

  it("names every tag the save uses and every seat colour, and says how to bring Jukas to another table", () => {
    const body = tab("Jukas: tags, other tables");
    for (const { displayed } of save.ComponentTags.labels) expect(body, displayed).toContain(displayed);
    for (const colour of COLOURS) expect(body, colour).toContain(colour);
    expect(body).toContain("Jukas-components.json");
  });
});
