/**
 * A press: one call of the script API as a value (press-value.ts) that goes through its stages,
 * read → decide → plan → look → say → carry → journal → log → done. `drive` below alone runs them, in
 * that order, on every tabletop; it yields only for frames: between a player's read and decision
 * (controller.ts `press`), and while the steps settle. While any press carries out steps the host
 * stores no rewind point.
 */
import { readFor, tableOf } from "../table/reader";
import { TAG } from "../table/pieces";
import { stillStanding } from "./standing";
import type { Controller } from "./controller-state";
import { keepStage, performSteps, planStage } from "./carry-out";
import { journalStage, logStage } from "./journal";
import { lookStage } from "./look";
import { sayStage } from "./say";
import { Press, Stage } from "./press-value";
import { carryAll } from "./unput";

export type { CallSpec, Press, Stage } from "./press-value";

const ORDER: Stage[] = ["read", "decide", "plan", "look", "say", "carry", "journal", "log", "done"];

/** Each stage does its part on the press; one that ends the press early sets its stage to "done". */
const STAGES: { [stage: string]: (this: void, c: Controller, p: Press) => void } = {
  read: readStage,
  decide: decideStage,
  plan: planStage,
  look: lookStage,
  say: sayStage,
  carry: carryStage,
  journal: journalStage,
  log: logStage,
};

/**
 * Runs the press's stages in order, from the one it is at, until it is done, waits for its steps
 * to settle, or reaches `until` (a player's press stops before "decide": the frame ends there).
 */
export function drive(c: Controller, p: Press, until?: Stage): void {
  while (p.stage !== "done" && p.stage !== until && !waits(p)) {
    const stage = p.stage;
    STAGES[stage](c, p);
    if (p.stage === stage && !waits(p)) p.stage = ORDER[ORDER.indexOf(stage) + 1];
    if (p.stage === "done") finish(c, p);
  }
}

/** Its steps are being carried out: the loop yields until they have settled. */
function waits(p: Press): boolean {
  return p.waits === true;
}

/** Reads the pieces the press's call needs, afresh (the tabletop's calls: a frame of their own on TTS). */
function readStage(c: Controller, p: Press): void {
  p.pieces = readFor(c.tabletop, p.need!);
}

/**
 * The table the pieces make (the snapshot the rules decide on), then the call's own `decide`,
 * which answers the call; a press that moves nothing ends here.
 */
function decideStage(c: Controller, p: Press): void {
  if (p.pieces !== undefined) {
    // A player's press made its table over the frames before (controller.ts `press`).
    if (p.read === undefined) p.read = tableOf(c.tabletop, p.pieces, c.settings);
    if (readsModels(p.need!)) stillStanding(c.standing, p.read.warnings);
  }
  p.result = p.spec!.decide(c, p);
  if (p.work === undefined) p.stage = "done";
}

/** A read that asks the Mage models where they are: it alone says which colours are in play. */
function readsModels(need: { tags: string[] }): boolean {
  for (const tag of need.tags) if (tag === TAG.mage) return true;
  return false;
}

/**
 * Keeps the session as the decision leaves it, then carries the steps out over the frames they
 * take (an undo's skips a step whose piece is gone: unput.ts); the press waits meanwhile, and goes
 * on to its journal once they have settled.
 */
function carryStage(c: Controller, p: Press): void {
  // A cancelled choice moves nothing: its log entry's time is taken here all the same.
  if (p.work!.cancels !== undefined) {
    p.at = c.tabletop.now();
    p.done = [];
    return;
  }
  keepStage(c, p);
  if (p.holds !== true) hold(c);
  p.holds = true;
  // The log's entry is made once the pieces have settled, off the press's frame; its time is the press's.
  p.at = c.tabletop.now();
  p.waits = true;
  changed(c);
  if (p.work!.undoing !== undefined) carryAll(c, p.steps!, 0, [], [], (done, missed) => settled(c, p, done, undefined, missed));
  else performSteps(c, p, (done, failure) => settled(c, p, done, failure, []));
}

function settled(c: Controller, p: Press, done: Press["done"], failure: string | undefined, missed: Press["missed"]): void {
  p.done = done;
  p.failure = failure;
  p.missed = missed;
  p.waits = false;
  p.stage = "journal";
  drive(c, p);
}

/** The press is over. */
function finish(c: Controller, p: Press): void {
  if (p.holds === true) release(c);
  p.holds = false;
  changed(c);
}

/** The one "press changed" hook: the panel shows Jukas working, and ready again (act.ts). */
function changed(c: Controller): void {
  if (c.pressChanged !== undefined) c.pressChanged();
}

/**
 * TTS stores a rewind point every few seconds and restarts every script on a rewind: none is
 * stored while a press carries out steps (they span frames), and one is stored when the last ends.
 */
function hold(c: Controller): void {
  c.inFlight = c.inFlight + 1;
  if (c.inFlight === 1 && c.tabletop.holdRewind !== undefined) c.tabletop.holdRewind();
}

function release(c: Controller): void {
  c.inFlight = c.inFlight - 1;
  if (c.inFlight === 0 && c.tabletop.releaseRewind !== undefined) c.tabletop.releaseRewind();
}
