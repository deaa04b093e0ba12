/** npm run cards:check FILE…: the problems and exit 1, or one OK line and exit 0; and the functions the build calls. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { card, file } from "./malformed";

function run(...args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, ["tools/cards-check.mjs", ...args], { encoding: "utf8", stdio: "pipe" }) };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: err.stdout + err.stderr };
  }
}

const dir = mkdtempSync(join(tmpdir(), "cards-"));
const bad = join(dir, "bad.json");
writeFileSync(bad, file(card("c-1", { step: "fly" }), card("c-1", { step: "target", priority: 0 })));

describe("npm run cards:check", () => {
  it("a valid file: one OK line, exit 0", () => {
    expect(run("cards/example.json")).toEqual({
      code: 0,
      out: "cards/example.json: OK, 6 cards (4 command, 1 evocation, 1 event), 18 steps\n",
    });
  });

  it("an invalid file: each problem on its line, a count, exit 1", () => {
    expect(run(bad)).toEqual({
      code: 1,
      out: [
        bad + ':4: card "c-1" step 1: unknown step "fly" (known: target, teleport, avatarEffect, placeVortex, damage, instability, say)',
        bad + ':5: card #2: duplicate id "c-1": card #1 (line 4) has it already',
        bad + ':5: card #2 step 1: "priority" must be 1, 2 or 3 (got 0)',
        bad + ": 3 problems",
        "",
      ].join("\n"),
    });
  });

  it("several files: each one checked; exit 1 if any is invalid", () => {
    const out = run("cards/example.json", bad);
    expect(out.code).toBe(1);
    expect(out.out.split("\n")[0]).toBe("cards/example.json: OK, 6 cards (4 command, 1 evocation, 1 event), 18 steps");
  });

  it("a file that cannot be read is a problem; no file at all is a usage error (exit 2)", () => {
    expect(run("cards/none.json")).toEqual({
      code: 1,
      out: "cards/none.json: cannot read the file (ENOENT)\ncards/none.json: 1 problem\n",
    });
    expect(run().code).toBe(2);
  });
});

describe("what the build calls", () => {
  const tool = () => import(pathToFileURL(resolve("tools/cards-check.mjs")).href);

  it("assertCardFile returns the cards of a valid file", async () => {
    const { assertCardFile } = await tool();
    const cards = await assertCardFile("cards/example.json");
    expect(cards.map((c: { id: string }) => c.id)).toEqual(["example-1", "example-2", "example-3", "example-4", "example-5", "example-6"]);
  });

  it("assertCardFile refuses an invalid file with the same messages as cards:check", async () => {
    const { assertCardFile } = await tool();
    await expect(assertCardFile(bad)).rejects.toThrow(run(bad).out.trimEnd());
  });
});
