/**
 * The rule cases pin the order of every priority row: put any level's criteria in another order
 * and some case must go red. (The levels are data, so the test can reorder them in place.)
 */
import { describe, expect, it } from "vitest";
import { runAction } from "../../src/core/actions";
import { MAGE_LEVEL, ROOM_LEVELS } from "../../src/core/priorities";
import { CASES } from "./cases";
import { check } from "./check";

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** How many rule cases fail their expectations as the core now stands. */
function failingCases(): number {
  let failing = 0;
  for (const c of CASES) {
    try {
      check(runAction(c.snap, c.request), c.expect);
    } catch {
      failing++;
    }
  }
  return failing;
}

function eachReordering<T>(level: T[], check: () => void): void {
  const original = [...level];
  try {
    for (const order of permutations(original).slice(1)) {
      level.splice(0, level.length, ...order);
      check();
    }
  } finally {
    level.splice(0, level.length, ...original);
  }
}

describe("the rule cases pin each priority row's order", () => {
  it("every case passes with the rulebook's order", () => expect(failingCases()).toBe(0));
  for (const [name, level] of [
    ["R14", ROOM_LEVELS[1]],
    ["R15", ROOM_LEVELS[2]],
    ["R16", MAGE_LEVEL],
  ] as const) {
    it(`${name} any other order of its criteria fails some rule case`, () => {
      eachReordering(level as unknown[], () => expect(failingCases()).toBeGreaterThan(0));
    });
  }
});
