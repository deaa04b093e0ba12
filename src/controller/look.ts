/**
 * The look stage (press.ts): after the plan, what lies now where it puts pieces and beside the
 * spots its undo would use, read for a press whose read did not ask every piece its place (a
 * Teleport's reads its criteria's tags: `Need.obstacles`), then the plan's first free spot found.
 * It reads in the frame the press decides in, as the read stage did the frame before: every fact
 * the press moves pieces by is read in the press (README, "The table is the truth").
 */
import { occupiedNow, PIECES_NEED } from "../table/reader";
import { Piece, wellFormed } from "../table/pieces";
import { contains } from "../table/geometry";
import type { Controller } from "./controller-state";
import { besideArea, nextSpot, placeNext } from "./plan";
import type { Press } from "./press-value";
import { joined } from "./carry-out";
import { Step, toOf } from "./steps";

export function lookStage(c: Controller, p: Press): void {
  const plan = p.plan;
  // An undo places on its own read (plan.ts placeBack); a cancelled choice moves nothing.
  if (plan === undefined) return;
  const read = p.read!;
  const steps = p.steps!;
  const looks = p.need !== undefined && !p.need.obstacles;
  if (looks) {
    // Each Room the plan places a piece in learns what lies on its tile, before any spot there is found.
    const seen: { [id: string]: boolean } = {};
    for (const r of plan.spots) {
      const room = r.room;
      if (room !== undefined && seen[room.id] !== true) {
        seen[room.id] = true;
        room.occupied = occupiedNow(c.tabletop, room);
      }
    }
  }
  p.beside = looks ? besidePieces(c, p, steps) : read.pieces;
  const first = steps.length > 0 && toOf(steps[0]) === nextSpot(plan) ? placeNext(plan) : [];
  p.warnings = joined(p.warnings!, first);
  // The call's answer carries every warning the press gives.
  p.result!.warnings = p.warnings;
}

/**
 * The pieces the carry stage's `besideSpots` measures: the press's read, and what lies round the
 * spots now (issue #37: a piece of Instability beside Jukas, unread by Teleport 3, took his old
 * spot from him on Undo).
 */
function besidePieces(c: Controller, p: Press, steps: Step[]): Piece[] {
  const read = p.read!;
  const area = besideArea(steps, read.index);
  if (area === undefined) return read.pieces;
  // A tabletop that cannot read an area has every piece read instead (as `occupiedNow`).
  const readOver = c.tabletop.readOver;
  const near = readOver !== undefined ? readOver(area.box, area.floor) : c.tabletop.readPieces(PIECES_NEED);
  const out: Piece[] = [];
  const have: { [id: string]: boolean } = {};
  // Only a piece read inside the box can be one found there again: the others are not asked
  // their ids (an Instability piece's GUID is asked where used: src/tts/read.ts). A piece that
  // came into the box since the read is measured where it lies now.
  for (const piece of read.pieces) {
    out.push(piece);
    if (contains(area.box, piece)) have[piece.id] = true;
  }
  for (const raw of near) {
    const piece = wellFormed(raw);
    // `!== true`: a JS object answers inherited names ("constructor") with functions.
    if (piece !== undefined && have[piece.id] !== true) {
      have[piece.id] = true;
      out.push(piece);
    }
  }
  return out;
}
