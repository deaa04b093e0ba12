/**
 * A press: one call of the script API as a value (press-value.ts) that goes through its stages,
 * read → table → decide → plan → look → say → carry → journal → log → done. `drive` below alone
 * runs them, in that order, on every tabletop; it yields only for frames: a player's press makes
 * its table over the frames after its read, and every press waits while its steps settle. While
 * any press carries out steps the host stores no rewind point.
 */
import { contextNow, readFor, tableOf } from "../table/reader";
import { nextPart } from "../table/snapshot";
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

const ORDER: Stage[] = ["read", "table", "decide", "plan", "look", "say", "carry", "journal", "log", "done"];

/** Each stage does its part on the press; one that ends the press early sets its stage to "done". */
const STAGES: { [stage: string]: (this: void, c: Controller, p: Press) => void } = {
  read: readStage,
  table: tableStage,
  decide: decideStage,
  plan: planStage,
  look: lookStage,
  say: sayStage,
  carry: carryStage,
  journal: journalStage,
  log: logStage,
};

/**
 * Runs the press's stages in order, from the one it is at, until it is done or waits (for the
 * next frame, or for its steps to settle); a stage that waits comes back here to go on. Once the
 * press has decided, a player's press is heard (`p.heard`) and the presses that came meanwhile go.
 */
export function drive(c: Controller, p: Press): void {
  while (p.stage !== "done" && !waits(p)) {
    const stage = p.stage;
    STAGES[stage](c, p);
    if (p.stage === stage && !waits(p)) p.stage = ORDER[ORDER.indexOf(stage) + 1];
    if (p.stage === "done") finish(c, p);
  }
  if (p.wasHeard !== true && ORDER.indexOf(p.stage) > ORDER.indexOf("decide")) hear(c, p);
}

/** It waits for the next frame, or for its steps to settle: the loop yields until then. */
function waits(p: Press): boolean {
  return p.waits === true;
}

/** The rest of the press in the next frame. */
function nextFrame(c: Controller, p: Press): void {
  p.waits = true;
  p.nextFrame!(() => {
    p.waits = false;
    drive(c, p);
  });
}

/** Reads the pieces the press's call needs, afresh (the tabletop's calls: a frame of their own on TTS). */
function readStage(c: Controller, p: Press): void {
  p.pieces = readFor(c.tabletop, p.need!);
}

/**
 * The table the pieces make (the snapshot the rules decide on): at once for another script's call;
 * for a player's press over the frames after its read's, a part a frame (the tabletop's
 * `readInParts`; one that makes it whole does so in the first), so that no frame carries the read
 * and the table, or the whole table. The seats, turns and settings are asked as the first part is
 * made; presses that come meanwhile wait their turn (`c.waiting`).
 */
function tableStage(c: Controller, p: Press): void {
  const pieces = p.pieces;
  if (pieces === undefined) return;
  if (p.nextFrame === undefined) {
    p.read = tableOf(c.tabletop, pieces, c.settings);
    return;
  }
  if (p.framed !== true) {
    p.framed = true;
    if (c.waiting === undefined) c.waiting = [];
    return nextFrame(c, p);
  }
  if (p.parts === undefined) {
    const readInParts = c.tabletop.readInParts;
    if (readInParts === undefined) {
      p.read = tableOf(c.tabletop, pieces, c.settings);
      return takeQueue(c, p);
    }
    p.parts = readInParts(pieces, contextNow(c.tabletop, c.settings));
  }
  const read = nextPart(p.parts);
  if (read === undefined) return nextFrame(c, p);
  p.read = read;
  takeQueue(c, p);
}

/** The presses that came while this one made its table: Jukas is no longer busy with them; they go once it has decided. */
function takeQueue(c: Controller, p: Press): void {
  p.queued = c.waiting;
  c.waiting = undefined;
}

/** The call's own `decide`, on the press's table, which answers the call; a press that moves nothing ends here. */
function decideStage(c: Controller, p: Press): void {
  if (p.read !== undefined && readsModels(p.need!)) stillStanding(c.standing, p.read.warnings);
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

/**
 * The press has decided: a player's press is heard (act.ts: the menu items its read shows), then
 * the presses that came while it made its table go, in order.
 */
function hear(c: Controller, p: Press): void {
  p.wasHeard = true;
  if (p.heard !== undefined) p.heard(p);
  const queued = p.queued;
  p.queued = undefined;
  if (queued !== undefined) for (const next of queued) next();
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
