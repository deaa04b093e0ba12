/** Building an action's outcome: a refusal, what was done, and its announcements and warnings. */
import { Effect, Outcome, TargetResult } from "./model";

export function refuse(error: string, warnings: string[] = []): Outcome {
  return { ok: false, error, effects: [], warnings };
}

export function done(effects: Effect[], warnings: string[] = []): Outcome {
  return { ok: true, effects, warnings };
}

/** `done`, with the target it settled on (a new object: no spread, which costs the Lua VM a helper call). */
export function doneWithTarget(effects: Effect[], target: TargetResult): Outcome {
  const out = done(effects);
  out.target = target;
  return out;
}

/** A detail of the action, for the chat (the headline says what Jukas did). */
export function announce(effects: Effect[], text: string): void {
  effects.push({ kind: "announce", text });
}

/**
 * The action's headline: what Jukas did and the criterion that decided it, the one sentence
 * shown in the middle of every screen. An action has one: a later headline (the Crown's
 * entrance choice a teleport ends in) makes the earlier one a detail.
 */
export function headline(effects: Effect[], text: string): void {
  demote(effects);
  effects.push({ kind: "announce", text, headline: true });
}

/**
 * `headline`, put first: the action's details (with their rule codes) come before it is known
 * what the headline says (where Jukas went, which Rooms were Rebuilt).
 */
export function lead(effects: Effect[], text: string): void {
  demote(effects);
  // Moved up by hand: TSTL's splice carries a bare `local` (test/table/lua-lint.test.ts).
  for (let i = effects.length; i > 0; i--) effects[i] = effects[i - 1];
  effects[0] = { kind: "announce", text, headline: true };
}

/**
 * Makes every headline of the list a detail (a card's steps are details of the card's one
 * headline), each replaced by a new effect; returns the first one's text.
 */
export function demote(effects: Effect[]): string | undefined {
  let first: string | undefined = undefined;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (e.kind !== "announce" || e.headline !== true) continue;
    if (first === undefined) first = e.text;
    effects[i] = { kind: "announce", text: e.text };
  }
  return first;
}

/** Something the players should fix or know, the action going on (docs/rules.md, Bad tables). */
export function warn(effects: Effect[], text: string): void {
  effects.push({ kind: "warn", text });
}
