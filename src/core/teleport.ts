/** R12 (Teleportation) and I5 (a target Mage in a Cell). */
import { Effect, Outcome, PendingChoice, Priority, Snapshot, TargetResult } from "./model";
import { announce, doneWithTarget, headline, lead, refuse } from "./outcome";
import { mageOf, workingCopy } from "./working-copy";
import { chooseTarget } from "./target";
import { headlineWords, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";

/** Puts Jukas's model in a Room, from anywhere, his Cell included (R12); false when he is there already. */
export function moveJukas(work: Snapshot, room: string, effects: Effect[], quiet = false): boolean {
  if (work.jukas === undefined) return false;
  if (work.jukas.at.room === room) {
    if (!quiet) announce(effects, ruleWords.alreadyThere(room));
    return false;
  }
  work.jukas.at = { room };
  effects.push({ kind: "moveJukas", room });
  if (!quiet) announce(effects, ruleWords.teleported(room));
  return true;
}

export function teleport(snap: Snapshot, priority: Priority): Outcome {
  if (snap.jukas === undefined) return refuse(errorWords.noJukas("Teleport"));
  const effects: Effect[] = [];
  const step = chooseTarget(snap, priority, "teleport", effects);
  if (!step.ok) return refuse(step.error!);
  const out: Outcome =
    step.pending !== undefined
      ? { ok: true, effects, warnings: [], pending: step.pending }
      : teleportTo(snap, priority, step.target!, effects);
  if (out.ok) out.ranking = step.ranking;
  return out;
}

/**
 * Moves Jukas to a chosen target: its Room, or the Room its Mage stands in. The headline names
 * where he goes, for `why` (the criterion, or who chose; target.why, with its rule codes, by default).
 */
export function teleportTo(snap: Snapshot, priority: Priority, target: TargetResult, effects: Effect[], why = target.why): Outcome {
  if (snap.jukas === undefined) return refuse(errorWords.noJukas("Teleport"));
  const work = workingCopy(snap);
  if (target.kind === "room") {
    const moved = moveJukas(work, target.room!, effects);
    lead(effects, headlineWords.teleported(target.room!, why, moved));
    return doneWithTarget(effects, target);
  }
  const mage = mageOf(snap, target.color!);
  if (mage === undefined) return refuse(errorWords.unknownMage(target.color!));
  if (mage.at === undefined) return refuse(errorWords.noModel(mage.color));
  if (mage.at.room !== undefined) {
    const moved = moveJukas(work, mage.at.room, effects);
    lead(effects, headlineWords.teleportedTo(mage.color, why, mage.at.room, moved));
    return doneWithTarget(effects, target);
  }
  if (mage.at.cell === undefined) return refuse(errorWords.offLodge(mage.color));
  const entrances = entrancesOf(snap, mage.at.cell);
  if (entrances.length === 0) return refuse(errorWords.cellWithoutEntrance(mage.at.cell));
  if (entrances.length === 1) {
    announce(effects, ruleWords.entranceOnly(mage.color, mage.at.cell, entrances[0]));
    const moved = moveJukas(work, entrances[0], effects);
    lead(effects, headlineWords.teleportedToEntrance(mage.color, why, entrances[0], moved));
    return doneWithTarget(effects, target);
  }
  // I5: the rulebook does not say which entrance; the Crown picks, and it is announced.
  const sentence = headlineWords.entranceTie(mage.color, entrances, snap);
  // What the players must settle now: the headline (the target Mage's criterion becomes a detail).
  headline(effects, sentence);
  announce(effects, ruleWords.entranceTie(mage.color, mage.at.cell, entrances, snap));
  effects.push({ kind: "highlight", targets: entrances });
  const pending: PendingChoice = {
    stage: "entrance",
    action: "teleport",
    priority,
    candidates: entrances,
    mage: mage.color,
    why: sentence,
  };
  pending.figures = [ruleWords.entranceFigure(mage.color, mage.at.cell)];
  if (snap.crown !== undefined) pending.crown = snap.crown;
  return { ok: true, effects, warnings: [], target, pending };
}

function entrancesOf(snap: Snapshot, cellOwner: string): string[] {
  for (const cell of snap.cells) {
    if (cell.owner === cellOwner) return cell.entrances;
  }
  return [];
}
