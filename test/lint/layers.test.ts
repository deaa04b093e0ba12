/**
 * Issue #29: the layers hold because ESLint refuses an import that goes the wrong way
 * (eslint.config.js). A deliberate upward import, linted as if it lay in the layer below, fails.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("the layers (eslint-plugin-boundaries)", () => {
  it("core may not import the controller, the table or an adapter", async () => {
    for (const from of ["../controller/controller", "../table/reader", "../tts/read"]) {
      const broken = await rulesBroken("src/core/upward.ts", `import * as x from "${from}";\nexport const y = x;\n`);
      expect({ from, broken }).toEqual({ from, broken: ["boundaries/dependencies"] });
    }
  });

  it("the table may not import the controller; words may not import a value of the rules", async () => {
    expect(await rulesBroken("src/table/upward.ts", `import { call } from "../controller/controller";\nexport const y = call;\n`)).toEqual([
      "boundaries/dependencies",
    ]);
    expect(await rulesBroken("src/words/upward.ts", `import { runAction } from "../core/actions";\nexport const y = runAction;\n`)).toEqual(
      ["boundaries/dependencies"],
    );
  });

  it("the way down is open: the controller imports the table, core and words; words names a rule's type", async () => {
    const down = `import { readNow } from "../table/reader";\nimport { runAction } from "../core/actions";\nimport { says } from "../words/controller";\nexport const y = [readNow, runAction, says];\n`;
    expect(await rulesBroken("src/controller/down.ts", down)).toEqual([]);
    expect(
      await rulesBroken("src/words/typed.ts", `import type { Priority } from "../core/model";\nexport const p: Priority = 1;\n`),
    ).toEqual([]);
  });
});
