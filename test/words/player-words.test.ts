/**
 * No developer words in anything a player reads: every string src/words/ writes (its literals and
 * template parts, not its comments) is free of file names, commands, script calls and GUIDs.
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { DEVELOPER } from "./codes";

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
