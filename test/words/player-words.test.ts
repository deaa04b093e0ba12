/**
 * No developer words in anything a player reads: every string src/words/ writes (its literals and
 * template parts, not its comments) is free of file names, commands, script calls and GUIDs.
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { DEVELOPER, readSlips } from "./codes";
import type { Message } from "../../hosts/fake-tts/types";

function strings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) out.push(node.text);
    // An import's module name is code, not words.
    if (!ts.isImportDeclaration(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("the words players read (src/words/)", () => {
  const files = readdirSync("src/words").map((f) => "src/words/" + f);

  it("carry no file name, command, script call or GUID", () => {
    const found: string[] = [];
    for (const file of files) for (const s of strings(file)) if (DEVELOPER.some((r) => r.test(s))) found.push(file + ": " + s);
    expect(found).toEqual([]);
  });

  it("the check can fail: it finds the slips issue 28 quoted", () => {
    const slips = ["Other scripts call the same actions (avatar.call, README).", "npm run build -- --cards FILE"];
    for (const s of slips)
      expect(
        DEVELOPER.some((r) => r.test(s)),
        s,
      ).toBe(true);
  });
});

describe("the fuzz's scan of what players read (test/fuzz/sequences.test.ts)", () => {
  it("finds a rule code in a headline, a GUID or a developer word anywhere, and passes a plain message", () => {
    const announce = { r: 0.75, g: 0.55, b: 1 };
    const warn = { r: 1, g: 0.6, b: 0.2 };
    const at = (kind: Message["kind"], text: string, tint?: { r: number; g: number; b: number }): Message => ({
      kind,
      text,
      tint,
      frame: 0,
    });
    expect(readSlips([at("broadcastToAll", "Jukas, Priority 3: White (Choice of the Crown: White)", announce)])).toHaveLength(1);
    expect(readSlips([at("printToAll", "Jukas: piece c908cf was deleted while it moved")])).toHaveLength(1);
    expect(readSlips([at("broadcastToColor", "Other scripts call the same actions (avatar.call, README).", warn)])).toHaveLength(1);
    // Issue 41: no code, tag, setting name or JSON in the chat either (they stay in the guide, tooltips and log).
    expect(readSlips([at("printToAll", "Jukas teleports to Crypt (R12).", announce)])).toHaveLength(1);
    expect(readSlips([at("printToAll", "Rule I3; setting countJukasAsMage.", announce)])).toHaveLength(1);
    expect(readSlips([at("broadcastToColor", "Green is not in play (I10).", warn)])).toHaveLength(1);
    expect(readSlips([at("printToAll", 'Its GM Notes should read {"card":"ID"}.', announce)])).toHaveLength(1);
    expect(readSlips([at("printToAll", "Put back the Avatar Card (BRW:Avatar).", announce)])).toHaveLength(1);
    expect(readSlips([at("printToAll", "Jukas teleports to the Crypt.", announce)])).toEqual([]);
    expect(readSlips([at("broadcastToAll", "Jukas teleports to the Crypt (most Mages: 2).", announce)])).toEqual([]);
  });
});
