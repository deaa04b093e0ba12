/**
 * A press: one call of the script API as a value that goes through its stages, read → decide
 * (the rules, then the plan) → carry out → journal → done, driven by the same small loop on every
 * tabletop (controller.ts). While any press carries out steps the host stores no rewind point.
 */
import { Need, tableOf } from "../table/reader";
import { Piece, TAG } from "../table/pieces";
import { stillStanding } from "./standing";
import { TableRead } from "../table/snapshot";
import type { Controller } from "./controller-state";
import { ApiResult, StateResult } from "./results";

export interface CallSpec {
  /** What a press of it reads (src/table/reader.ts); none: it reads no table. */
  need?: (this: void, params: unknown) => Need;
  /** Decides, plans and starts carrying out, on the press's read; answers the call. */
  run: (this: void, c: Controller, p: Press) => ApiResult | StateResult;
  /** A player's press may read in its frame and run in the next (another script's call answers at once). */
  mayWait: boolean;
}

export type Stage = "read" | "decide" | "carry" | "journal" | "done";

export interface Press {
  name: string;
  params?: { [key: string]: unknown };
  /** The colour of the player who pressed; undefined for another script's call. */
  caller?: string;
  stage: Stage;
  spec?: CallSpec;
  /** What it reads of the table, the pieces it read, and the table they make: its own, for this press only. */
  need?: Need;
  pieces?: Piece[];
  read?: TableRead;
  result?: ApiResult | StateResult;
  /** It holds the host's rewind store (it carries out steps). */
  holds?: boolean;
}

/** Reads the pieces the press's call needs, afresh (the tabletop's calls: a frame of their own on TTS). */
export function readStage(c: Controller, p: Press): void {
  p.pieces = c.host.readPieces(p.need!);
  p.stage = "decide";
}

/**
 * The table the pieces make (the snapshot the rules decide on), then the call's own `run`, which
 * decides, plans, starts carrying out and answers the call.
 */
export function decideStage(c: Controller, p: Press): void {
  if (p.pieces !== undefined) {
    p.read = tableOf(c.host, p.pieces, c.settings);
    if (readsModels(p.need!)) stillStanding(c.standing, p.read.warnings);
  }
  p.result = p.spec!.run(c, p);
  // A press that moves nothing ends here; one that moves is done when its pieces have settled.
  if (p.stage === "decide") finish(c, p);
}

/** A read that asks the Mage models where they are: it alone says which colours are in play. */
function readsModels(need: Need): boolean {
  for (const tag of need.tags) if (tag === TAG.mage) return true;
  return false;
}

/** Its steps are being carried out (frames follow). */
export function carrying(c: Controller, p: Press): void {
  p.stage = "carry";
  if (p.holds !== true) hold(c);
  p.holds = true;
  changed(c);
}

/** Its steps are done: what was done goes into the undo journal and Jukas's log. */
export function journaling(p: Press): void {
  p.stage = "journal";
}

/** The press is over. */
export function finish(c: Controller, p: Press): void {
  p.stage = "done";
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
  if (c.inFlight === 1 && c.host.holdRewind !== undefined) c.host.holdRewind();
}

function release(c: Controller): void {
  c.inFlight = c.inFlight - 1;
  if (c.inFlight === 0 && c.host.releaseRewind !== undefined) c.host.releaseRewind();
}
