/** How a rule case's outcome is held against what the rule says (vitest expectations). */
import { expect } from "vitest";
import { Effect, Outcome } from "../../src/core/model";
import { Expect } from "./cases";
import { RULE_CODE } from "../words/codes";
import { HEADLINE_WORDS, wordCount } from "../../src/words/text";

function physical(effects: Effect[]): Effect[] {
  return effects.filter((e) => e.kind !== "announce" && e.kind !== "highlight");
}

function announcements(outcome: Outcome): string[] {
  return outcome.effects.flatMap((e) => (e.kind === "announce" ? [e.text] : []));
}

export function check(outcome: Outcome, want: Expect): void {
  expect(outcome.ok, outcome.error).toBe(want.ok ?? true);
  if (want.error !== undefined) expect(outcome.error).toContain(want.error);
  if (want.effects !== undefined) expect(physical(outcome.effects)).toEqual(want.effects);
  if (want.target !== undefined) expect(outcome.target).toEqual(want.target);
  if (want.moved !== undefined) expect(outcome.moved).toBe(want.moved);
  if (want.noPending) expect(outcome.pending).toBeUndefined();
  if (want.pending !== undefined) {
    expect(outcome.pending).toMatchObject(want.pending);
    expect(outcome.pending!.candidates).toEqual(want.pending.candidates);
  }
  const headlines = outcome.effects.flatMap((e) => (e.kind === "announce" && e.headline === true ? [e.text] : []));
  if (want.headline !== undefined) expect(headlines).toEqual([want.headline]);
  // Issue 28: an action carried out has one headline, and it carries no rule code (the details do).
  if (outcome.ok) {
    expect(headlines).toHaveLength(1);
    expect(headlines[0], headlines[0]).not.toMatch(RULE_CODE);
    // Issue 41: read at a glance.
    expect(wordCount(headlines[0]), headlines[0]).toBeLessThanOrEqual(HEADLINE_WORDS);
  }
  const said = announcements(outcome);
  for (const part of want.announce ?? [])
    expect(
      said.some((s) => s.includes(part)),
      `announced "${part}" in:\n${said.join("\n")}`,
    ).toBe(true);
  for (const part of want.notAnnounced ?? []) expect(said.filter((s) => s.includes(part))).toEqual([]);
  for (const part of want.warnings ?? []) {
    expect(
      outcome.warnings.some((w) => w.includes(part)),
      `warned "${part}" in:\n${outcome.warnings.join("\n")}`,
    ).toBe(true);
  }
  if (!outcome.ok) expect(outcome.effects).toEqual([]);
}
