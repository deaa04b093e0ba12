/**
 * Every rule case runs twice, on the TypeScript core and on its Lua build in fengari: the two
 * outcomes must be identical, and the outcome must be what the rule says.
 */
import { describe, expect, it } from "vitest";
import { runAction } from "../../src/core/actions";
import { loadCore, normalise } from "../../hosts/lua-vm";
import { CASES } from "./cases";
import { check } from "./check";

const lua = loadCore();

describe("rule cases, TypeScript and Lua", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const ts = runAction(structuredClone(c.snap), structuredClone(c.request));
      const fromLua = lua.call("runAction", c.snap, c.request);
      expect(normalise(fromLua)).toEqual(normalise(ts));
      check(ts, c.expect);
    });
  }
});

describe("the core is pure", () => {
  it("R11 an action never changes the snapshot it is given", () => {
    for (const c of CASES) {
      const before = structuredClone(c.snap);
      runAction(c.snap, c.request);
      expect(c.snap).toEqual(before);
    }
  });
  it("R14 the same snapshot gives the same outcome every time", () => {
    for (const c of CASES) expect(runAction(c.snap, c.request)).toEqual(runAction(c.snap, c.request));
  });
});
