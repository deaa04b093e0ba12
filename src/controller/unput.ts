/**
 * Undo carries on past a step whose piece is gone (issue #37): a take that finds nothing, a put
 * another script refuses. It puts back the rest, and names, in players' words, each piece it
 * could not put back and where that piece is now (from the undo's own read).
 */
import { Piece, TAG, hasTag, itemsOf } from "../table/pieces";
import { TableRead } from "../table/snapshot";
import { AreaRef } from "../table/table-index";
import { contains, distance } from "../table/geometry";
import { stepWords } from "../words/steps";
import { INFINITY } from "../core/numbers";
import type { Controller } from "./controller-state";
import { Step, StepDone } from "./steps";

/** A step undo could not carry out, and the adapter's reason. */
export interface Missed {
  step: Step;
  failure: string;
}

/**
 * Carries out `steps` from `from` on: a step that fails is skipped and kept in `missed`, and the
 * steps after it go on (the host's `perform` stops at a failure: its result is every step before it).
 */
export function carryAll(
  c: Controller,
  steps: Step[],
  from: number,
  done: StepDone[],
  missed: Missed[],
  then: (this: void, done: StepDone[], missed: Missed[]) => void,
): void {
  const rest: Step[] = [];
  for (let i = from; i < steps.length; i++) rest.push(steps[i]);
  c.tabletop.perform(rest, (result, failure) => {
    for (const d of result) done.push(d);
    if (failure === undefined) return then(done, missed);
    const at = from + result.length;
    if (at < steps.length) missed.push({ step: steps[at], failure });
    if (at + 1 >= steps.length) return then(done, missed);
    carryAll(c, steps, at + 1, done, missed, then);
  });
}

/** The piece a step acts on. */
function pieceOf(step: Step): string | undefined {
  if (step.op === "takeOut") return step.item;
  if (step.op === "draw") return step.card;
  if (step.op === "deal") return undefined;
  return step.id;
}

/** Each missed step as a sentence: which piece, and where it is now. */
export function missedSaid(missed: Missed[], read: TableRead): string[] {
  const out: string[] = [];
  for (const m of missed) {
    const id = pieceOf(m.step);
    const found = id === undefined ? undefined : findPiece(read.pieces, id);
    out.push(stepWords.undoNotBack(whatIs(read, id, found), whereIs(read, found)));
  }
  return out;
}

interface Found {
  /** The piece itself, when it lies on the table. */
  piece?: Piece;
  /** The container it is in, when it is in one. */
  holder?: Piece;
  tags: string[];
}

function findPiece(pieces: Piece[], id: string): Found | undefined {
  for (const p of pieces) if (p.id === id) return { piece: p, tags: p.tags };
  for (const p of pieces) {
    if (!p.container) continue;
    for (const item of itemsOf(p)) if (item.id === id) return { holder: p, tags: item.tags };
  }
  return undefined;
}

function whatIs(read: TableRead, id: string | undefined, found: Found | undefined): string {
  const index = read.index;
  if (id !== undefined && id === index.jukasModel) return stepWords.jukasModel();
  for (const r of index.rooms) if (r.id === id) return stepWords.aRoomTile(r.name);
  if (found === undefined) return stepWords.aPiece();
  const tags = { tags: found.tags };
  if (hasTag(tags, TAG.vortex)) return stepWords.aVortexToken();
  if (hasTag(tags, TAG.instability)) return stepWords.anInstability();
  if (hasTag(tags, TAG.mage)) return stepWords.aModel();
  if (hasTag(tags, TAG.power) || hasTag(tags, TAG.damage)) return stepWords.aCounter();
  if (hasTag(tags, TAG.forgottenSpells) || (found.holder !== undefined && hasTag(found.holder, TAG.forgottenSpells)))
    return stepWords.aCard();
  return stepWords.aPiece();
}

function whereIs(read: TableRead, found: Found | undefined): string {
  if (found === undefined) return stepWords.offTable();
  const holder = found.holder;
  if (holder !== undefined) {
    if (hasTag(holder, TAG.vortexPool)) return stepWords.inVortexBag();
    if (hasTag(holder, TAG.forgottenSpells)) return stepWords.inForgottenDeck();
    return stepWords.inContainer();
  }
  const at = found.piece!;
  // The area whose footprint holds it, the nearest centre's where footprints overlap.
  let where = stepWords.onTable();
  let best = INFINITY;
  const consider = (a: AreaRef, said: string) => {
    const d = distance(a.centre, at);
    if (a.id !== at.id && d < best && contains(a.footprint, at)) {
      best = d;
      where = said;
    }
  };
  const index = read.index;
  for (const r of index.rooms) consider(r, stepWords.inRoom(r.name));
  for (const cell of index.cells) consider(cell, stepWords.inCell(cell.owner));
  for (const m of index.mages) if (m.card !== undefined) consider(m.card, stepWords.onMageCard(m.color));
  return where;
}
