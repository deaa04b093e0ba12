/**
 * What must hold after every step of a generated sequence. Each check returns the problems it
 * finds as sentences (empty: all is well); the property turns them into a failure that prints
 * the step's snapshot and request.
 */
import { ACTIONS, ActionRequest, runAction } from "../../src/core/actions";
import { THRONE_ROOM } from "../../src/core/lodge";
import { Outcome, PendingChoice, Priority, Snapshot, TargetResult } from "../../src/core/model";
import { totalInstability, vortexTotal } from "./apply";
import { expectedTarget, figures } from "./oracle";
import { caseError, firstDifference, StepRun } from "./run";

/** Deep equality of plain data; a null-prototype table (fast-check makes some) equals its copy. */
export function same(a: unknown, b: unknown): boolean {
  return firstDifference(a, b) === undefined;
}

/** The TS core, held to docs/rules.md's contract: it never throws, never changes its input, and is deterministic. */
export function runTs(snap: Snapshot, request: unknown): Outcome {
  const snapBefore = structuredClone(snap);
  const requestBefore = structuredClone(request);
  let outcome: Outcome;
  try {
    outcome = runAction(snap, request as ActionRequest);
  } catch (e) {
    throw caseError("runAction threw: " + String(e), snapBefore, requestBefore);
  }
  if (!same(snap, snapBefore) || !same(request, requestBefore)) {
    throw caseError("runAction changed the snapshot or the request it was given", snapBefore, requestBefore);
  }
  const again = runAction(structuredClone(snapBefore), structuredClone(requestBefore) as ActionRequest);
  if (!same(again, outcome)) {
    throw caseError("the same input gave another outcome", snapBefore, requestBefore, { first: outcome, second: again });
  }
  return outcome;
}

/**
 * A refusal has a sentence and no effects; an action carried out has exactly one headline; every
 * outcome is a plain table of the documented shape.
 */
export function contractProblems(outcome: Outcome): string[] {
  const out: string[] = [];
  if (typeof outcome.ok !== "boolean") out.push("ok is not a boolean");
  if (!Array.isArray(outcome.effects)) out.push("effects is not a list");
  if (!Array.isArray(outcome.warnings) || outcome.warnings.some((w) => typeof w !== "string" || w === "")) {
    out.push("warnings is not a list of sentences");
  }
  if (outcome.ok === false) {
    if (typeof outcome.error !== "string" || outcome.error.trim() === "") out.push("a refusal without an error sentence");
    if (outcome.effects.length > 0) out.push("a refusal with effects: " + JSON.stringify(outcome.effects));
    if (outcome.target !== undefined || outcome.pending !== undefined) out.push("a refusal with a target or a pending choice");
  } else if (outcome.error !== undefined) {
    out.push("ok with an error: " + outcome.error);
  } else {
    // One message per action: what Jukas did and why, on every screen; the rest is detail (README, Messages).
    const headlines = outcome.effects.filter((e) => e.kind === "announce" && e.headline === true).length;
    if (headlines !== 1) out.push(`${headlines} headlines, not one`);
  }
  return out;
}

/** R2, R6, R7, I2, I9, and Jukas's supply and the Forgotten Spell deck never below zero. */
export function tokenProblems(run: StepRun): string[] {
  const out: string[] = [];
  const start = run.start.snap;
  const before = run.before.snap;
  const after = run.after.snap;
  const total = vortexTotal(after);
  if (total !== vortexTotal(start)) out.push(`R2: the table held ${vortexTotal(start)} Vortex Tokens at the start, now ${total}`);
  if (vortexTotal(start) === 12 && total !== 12) out.push(`R2: ${total} Vortex Tokens instead of 12`);
  if (after.pool < 0) out.push(`R7: the game pool is ${after.pool}`);
  for (const room of after.rooms) {
    const first = start.rooms.find((r) => r.name === room.name)!.vortex;
    if (room.vortex < 0) out.push(`R2: ${room.name} holds ${room.vortex} Vortex Tokens`);
    if (room.vortex > Math.max(1, first)) out.push(`R6: ${room.name} holds ${room.vortex} Vortex Tokens (${first} at the start)`);
    if (!room.rebuilt && totalInstability(room.instability) > room.slots) {
      out.push(`I2: ${room.name} holds ${totalInstability(room.instability)} Instability in ${room.slots} Slots`);
    }
    const was = before.rooms.find((r) => r.name === room.name)!;
    if (was.rebuilt && !room.rebuilt) out.push(`I9: ${room.name} was Rebuilt and is not any more`);
  }
  for (const mage of after.mages) if (mage.vortexOnCard < 0) out.push(`R2: ${mage.color}'s Mage Card holds ${mage.vortexOnCard}`);
  if (after.jukasInstabilitySupply < 0) out.push(`I2: Jukas's Instability supply is ${after.jukasInstabilitySupply}`);
  if (after.forgottenSpells < 0) out.push(`R10: the Forgotten Spell deck holds ${after.forgottenSpells}`);
  // I9: the Rebuilt side has no Slots, and a Rebuilt Room is not Rebuilt again.
  const rebuilt = new Set(before.rooms.filter((r) => r.rebuilt).map((r) => r.name));
  for (const e of run.outcome.effects) {
    if (e.kind === "placeInstability" && rebuilt.has(e.room)) out.push(`I9: Instability placed in ${e.room}, which is Rebuilt`);
    if (e.kind === "rebuildRoom") {
      if (rebuilt.has(e.room)) out.push(`I9: ${e.room} Rebuilt again`);
      rebuilt.add(e.room);
    }
  }
  return out;
}

/** The parts of a request, read without trusting its shape. */
export interface RequestParts {
  action?: string;
  params: { [key: string]: unknown };
  pending?: PendingChoice;
}

export function partsOf(request: unknown): RequestParts {
  if (typeof request !== "object" || request === null) return { params: {} };
  const r = request as { action?: unknown; params?: unknown; pending?: PendingChoice };
  const params = typeof r.params === "object" && r.params !== null ? (r.params as { [key: string]: unknown }) : {};
  return { action: typeof r.action === "string" ? r.action : undefined, params, pending: r.pending };
}

function validPriority(p: unknown): Priority | undefined {
  return p === 1 || p === 2 || p === 3 ? p : undefined;
}

function nameOf(target: TargetResult | undefined): string | undefined {
  return target === undefined ? undefined : target.kind === "room" ? target.room : target.color;
}

/** A Priority's target or tie: for `target` and `teleport` with a priority of 1–3 and nothing pending. */
export function priorityOf(run: StepRun): Priority | undefined {
  const parts = partsOf(run.request);
  if (parts.pending !== undefined || (parts.action !== "target" && parts.action !== "teleport")) return undefined;
  if (parts.action === "teleport" && run.before.snap.jukas === undefined) return undefined;
  return validPriority(parts.params.priority);
}

/** R14–R17, I3–I5: the target is the best by the level's criteria; a tie lists exactly those tied. */
export function targetProblems(run: StepRun): string[] {
  const priority = priorityOf(run);
  if (priority === undefined) return [];
  const snap = run.before.snap;
  const outcome = run.outcome;
  const isTeleport = partsOf(run.request).action === "teleport";
  const want = expectedTarget(snap, priority);
  const out: string[] = [];
  if (want.kind === "refused") {
    if (outcome.ok) out.push(`R16: expected a refusal (${want.why}), got ${JSON.stringify(outcome.target ?? outcome.pending)}`);
    return out;
  }
  if (!outcome.ok) {
    // A teleport may still be refused after its target is chosen (a Mage off the Lodge): the R12 property checks that.
    if (!isTeleport) out.push(`expected ${JSON.stringify(want)}, got the refusal: ${outcome.error}`);
    return out;
  }
  const kind = priority === 3 ? "mage" : "room";
  if (want.kind === "target") {
    const got = nameOf(outcome.target);
    if (outcome.target?.kind !== kind || got !== want.name)
      out.push(`expected the target ${want.name}, got ${JSON.stringify(outcome.target)}`);
    else {
      const mine = figures(snap, priority, got).slice(0, want.best.length);
      if (!same(mine, want.best)) out.push(`${got}'s figures ${JSON.stringify(mine)} are not the best ${JSON.stringify(want.best)}`);
      const why = outcome.target.why;
      const decided = want.decidedBy;
      if (decided?.kind === "most" && !why.includes(String(decided.figure))) {
        out.push(`the why "${why}" does not give the deciding figure (${decided.label}: ${decided.figure})`);
      }
      if (decided?.kind === "noVortex" && !why.includes("no Vortex Token")) out.push(`the why "${why}" does not say "no Vortex Token"`);
    }
    if (outcome.pending !== undefined && !(isTeleport && outcome.pending.stage === "entrance")) {
      out.push(`a clear target left a pending choice ${JSON.stringify(outcome.pending)}`);
    }
    return out;
  }
  // R17: the Crown settles the tie.
  const pending = outcome.pending;
  if (pending === undefined || pending.stage !== "target") {
    out.push(`expected a tie between ${want.names.join(", ")}, got ${JSON.stringify(outcome.target ?? pending)}`);
    return out;
  }
  if (!same(pending.candidates, want.names)) {
    out.push(`R17: the tie's candidates are ${JSON.stringify(pending.candidates)}, those tied are ${JSON.stringify(want.names)}`);
  }
  if (pending.crown !== snap.crown) out.push(`I6: the tie asks ${pending.crown}, the Crown is ${snap.crown}`);
  if (pending.priority !== priority || pending.action !== partsOf(run.request).action) out.push("the pending choice names another action");
  const lit = outcome.effects.filter((e) => e.kind === "highlight");
  if (lit.length !== 1 || !same(lit[0].kind === "highlight" ? lit[0].targets : [], want.names)) {
    out.push(`R17: the tie highlights ${JSON.stringify(lit)}, not its candidates`);
  }
  if (outcome.target !== undefined) out.push("a tie with a target");
  if (outcome.effects.some((e) => e.kind !== "announce" && e.kind !== "highlight")) out.push("a tie moved something");
  return out;
}

/** Where a teleport to this target puts Jukas (R12, I5): a Room, a refusal, or the Crown's pick of entrances. */
function destination(snap: Snapshot, priority: Priority, name: string): { room: string } | { refused: true } | { entrances: string[] } {
  if (priority !== 3) return { room: name };
  const mage = snap.mages.find((m) => m.color === name);
  if (mage === undefined || mage.at === undefined) return { refused: true };
  if (mage.at.room !== undefined) return { room: mage.at.room };
  if (mage.at.cell === undefined) return { refused: true }; // off the Lodge (docs/rules.md, Bad tables)
  const cellName = mage.at.cell;
  const cell = snap.cells.find((c) => c.owner === cellName);
  const entrances = cell === undefined ? [] : cell.entrances;
  if (entrances.length === 0) return { refused: true };
  if (entrances.length === 1) return { room: entrances[0] };
  return { entrances };
}

function jukasRoom(snap: Snapshot): string | undefined {
  return snap.jukas?.at.room;
}

/** R12, I5: a teleport puts Jukas in its Room; nothing else moves him (but Setup, R4). */
export function teleportProblems(run: StepRun): string[] {
  const out: string[] = [];
  const parts = partsOf(run.request);
  const snap = run.before.snap;
  const outcome = run.outcome;
  const moved = outcome.effects.some((e) => e.kind === "moveJukas");
  let want: ReturnType<typeof destination> | "none" | "stay" = "none";
  const priority = priorityOf(run);
  if (priority !== undefined && parts.action === "teleport") {
    const target = expectedTarget(snap, priority);
    if (target.kind === "target") want = destination(snap, priority, target.name);
    else if (target.kind === "tie") want = "stay";
  } else if (parts.action === "choose" && parts.pending !== undefined && outcome.ok) {
    const pick = parts.params.pick as string;
    if (parts.pending.stage === "entrance") want = { room: pick };
    else if (parts.pending.action === "teleport") want = destination(snap, parts.pending.priority, pick);
  } else if (parts.action === "setup" && outcome.ok) {
    want = { room: THRONE_ROOM }; // R4
  }
  if (want === "none") {
    if (moved) out.push("Jukas moved without a teleport");
    return out;
  }
  if (want === "stay") {
    if (moved) out.push("Jukas moved before the Crown chose");
    return out;
  }
  if ("refused" in want) {
    if (outcome.ok) out.push("R12: a teleport to a Mage with no Room to go to was not refused");
    return out;
  }
  if (!outcome.ok) {
    out.push("R12: the teleport was refused: " + outcome.error);
    return out;
  }
  if ("entrances" in want) {
    if (outcome.pending?.stage !== "entrance" || !same(outcome.pending.candidates, want.entrances)) {
      out.push(`I5: expected the Crown to choose among ${want.entrances.join(", ")}, got ${JSON.stringify(outcome.pending)}`);
    }
    if (moved) out.push("I5: Jukas moved before the Crown chose the entrance");
    return out;
  }
  if (jukasRoom(run.after.snap) !== want.room)
    out.push(`R12: Jukas is in ${JSON.stringify(run.after.snap.jukas?.at)}, not in ${want.room}`);
  if (moved === (jukasRoom(snap) === want.room)) out.push("R12: a move where Jukas already stood, or none where he did not");
  if (outcome.pending !== undefined) out.push("R12: a teleport that moved Jukas left a pending choice");
  return out;
}

/** R17, I6: while a choice is pending, only the Crown holder's choose of a candidate is heard. */
export function pendingProblems(run: StepRun): string[] {
  const out: string[] = [];
  const parts = partsOf(run.request);
  const outcome = run.outcome;
  if (parts.action === undefined || ACTIONS.indexOf(parts.action) < 0) return out;
  const pending = parts.pending;
  if (parts.action !== "choose") {
    if (pending !== undefined && outcome.ok) out.push(`R17: ${parts.action} was heard while a choice was pending`);
    return out;
  }
  if (pending === undefined) {
    if (outcome.ok) out.push("R17: a choose with nothing pending was heard");
    return out;
  }
  const { player, pick } = parts.params;
  // I6: the holder read afresh from the table; the host for a holder whose seat is empty.
  const snap = run.before.snap;
  const holder = snap.crown;
  const forEmptySeat = snap.crownSeatEmpty === true && snap.host !== undefined && player === snap.host;
  // I6: the holder's own colour chooses only when someone sits there.
  const holderSeated = snap.crownSeatEmpty !== true;
  const fromCrown = typeof player === "string" && (holder === undefined || (player === holder && holderSeated) || forEmptySeat);
  const isCandidate = typeof pick === "string" && pending.candidates.indexOf(pick) >= 0;
  if (!fromCrown || !isCandidate) {
    if (outcome.ok) out.push(`R17: a choose of ${String(pick)} by ${String(player)} was heard`);
    return out;
  }
  if (pending.stage === "target" && pending.action === "target") {
    if (!outcome.ok) out.push("R17: the Crown's choice of a candidate was refused: " + outcome.error);
    else if (nameOf(outcome.target) !== pick || outcome.pending !== undefined) out.push(`R17: the pick ${pick} did not become the target`);
  }
  if (pending.stage === "entrance" && outcome.ok !== (run.before.snap.jukas !== undefined)) {
    out.push("I5: the Crown's entrance pick " + (outcome.ok ? "was heard without Jukas's model" : "was refused: " + outcome.error));
  }
  return out;
}
