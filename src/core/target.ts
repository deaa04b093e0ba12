/** R14–R17 applied to a snapshot: a target, or a tie for the Crown (I5 candidates). */
import { Effect, Mage, PendingChoice, Priority, RankRound, Room, Snapshot, TargetResult } from "./model";
import { MAGE_LEVEL, ROOM_LEVELS, rank, Ranking } from "./priorities";
import { announce, headline } from "./outcome";
import { onLodge } from "./working-copy";
import { SettingName, isChanged, settingNamed, withDefault } from "./settings";
import { actionName, headlineWords, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";

export interface TargetStep {
  ok: boolean;
  error?: string;
  target?: TargetResult;
  pending?: PendingChoice;
  /** The criteria applied and each candidate's figure (Outcome.ranking). */
  ranking?: RankRound[];
}

/**
 * I5's candidates exist: a Mage but Jukas for Priority 3, a Lodge Room for 1 and 2. Without
 * them the target does not exist (a card's step may then be skipped or stop the card).
 */
export function hasCandidates(snap: Snapshot, priority: Priority): boolean {
  return priority === 3 ? mageCandidates(snap).length > 0 : snap.rooms.length > 0;
}

/** I10: the Mages whose model stands in a Room or a Cell; any other colour is scenery. */
export function magesInPlay(snap: Snapshot): Mage[] {
  const out: Mage[] = [];
  for (const m of snap.mages) {
    if (onLodge(m.at)) out.push(m);
  }
  return out;
}

/** I5: Priority 3's candidates, the Mages in play; with `cellMagesAreTargets` off, only those in a Lodge Room. */
export function mageCandidates(snap: Snapshot): Mage[] {
  const all = magesInPlay(snap);
  if (snap.settings.cellMagesAreTargets) return all;
  const out: Mage[] = [];
  for (const m of all) if (m.at !== undefined && m.at.room !== undefined) out.push(m);
  return out;
}

/** The settings each Priority's outcome may depend on (docs/rules.md, Settings). */
const SETTINGS_OF: { [priority: number]: SettingName[] } = {
  1: ["countJukasAsMage"],
  2: ["jukasInstabilityIsBlackRose", "countJukasAsMage"],
  3: ["cellMagesAreTargets"],
};

/** Those tied for best, by name, on this table (one name when a criterion decides); undefined when a counter it needs is missing. */
function bestOf(snap: Snapshot, priority: Priority): string[] | undefined {
  if (priority === 3) {
    const mages = rank<Mage>(mageCandidates(snap), MAGE_LEVEL, snap);
    return mages.ok ? names(mages.best, (m) => m.color) : undefined;
  }
  return names(rank<Room>(snap.rooms, ROOM_LEVELS[priority], snap).best, (r) => r.name);
}

function sameNames(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Settings: each one away from its default that changed who is best is named, with what its default gives. */
function nameSettings(snap: Snapshot, priority: Priority, best: string[], effects: Effect[]): void {
  for (const name of SETTINGS_OF[priority]) {
    if (!isChanged(snap.settings, name)) continue;
    const without = bestOf({ ...snap, settings: withDefault(snap.settings, name) }, priority);
    if (without !== undefined && !sameNames(without, best))
      announce(effects, ruleWords.settingChanged(name, settingNamed(name)!.rule, snap.settings[name], without));
  }
}

export function chooseTarget(snap: Snapshot, priority: Priority, action: "target" | "teleport", effects: Effect[]): TargetStep {
  const head = actionName(action, priority);
  if (priority === 3) {
    // I5, I10: every Mage in play but Jukas, in a Room or a Cell.
    if (!hasCandidates(snap, priority)) return { ok: false, error: errorWords.noMageCandidates(!snap.settings.cellMagesAreTargets) };
    const ranking = rank<Mage>(mageCandidates(snap), MAGE_LEVEL, snap);
    if (!ranking.ok) {
      const missing = ranking.missing!;
      return {
        ok: false,
        error: errorWords.missingCounter(missing.criterion.symbol === "+Damage" ? "Damage" : "Power", missing.candidate.color),
      };
    }
    return finish(snap, head, action, priority, "mage", (m) => m.color, ranking, effects);
  }
  // I5: every Lodge Room is a candidate (Cells are not Rooms of the Lodge).
  if (!hasCandidates(snap, priority)) return { ok: false, error: errorWords.noRoomCandidates() };
  const ranking = rank<Room>(snap.rooms, ROOM_LEVELS[priority], snap);
  return finish(snap, head, action, priority, "room", (r) => r.name, ranking, effects);
}

function names<C>(list: C[], name: (this: void, c: C) => string): string[] {
  const out: string[] = [];
  for (const c of list) out.push(name(c));
  return out;
}

/** The ranking's rounds with the candidates by name: plain data for the log. */
function roundsOf<C>(ranking: Ranking<C>, name: (this: void, c: C) => string): RankRound[] {
  const out: RankRound[] = [];
  for (const r of ranking.rounds) out.push({ criterion: r.criterion.symbol, candidates: names(r.candidates, name), values: r.values });
  return out;
}

function finish<C>(
  snap: Snapshot,
  head: string,
  action: "target" | "teleport",
  priority: Priority,
  kind: "room" | "mage",
  name: (this: void, c: C) => string,
  ranking: Ranking<C>,
  effects: Effect[],
): TargetStep {
  const best = names(ranking.best, name);
  const rounds = roundsOf(ranking, name);
  effects.push({ kind: "highlight", targets: best });
  if (ranking.decidedBy !== undefined) {
    const target = targetResult(kind, best[0], ranking.decidedBy);
    // A teleport's headline names where Jukas goes: teleportTo says it, once he has gone.
    if (action === "target") headline(effects, headlineWords.targeted(kind, best[0], ranking.decidedBy));
    announce(effects, ruleWords.targetChosen(head, best[0], ranking.decidedBy));
    nameSettings(snap, priority, best, effects);
    return { ok: true, target, ranking: rounds };
  }
  // R17: a tie after the last criterion is the Crown holder's to settle.
  const why = ranking.steps.join(", ");
  const sentence = headlineWords.tie(kind, best, why, snap);
  headline(effects, sentence);
  announce(effects, ruleWords.tie(head, best, why, snap));
  nameSettings(snap, priority, best, effects);
  // Tied after every criterion: each candidate has the same figure on each (rank's sentences).
  const pending: PendingChoice = { stage: "target", action, priority, candidates: best, why: sentence, figures: ranking.steps };
  if (snap.crown !== undefined) pending.crown = snap.crown;
  return { ok: true, pending, ranking: rounds };
}

export function targetResult(kind: "room" | "mage", name: string, why: string): TargetResult {
  return kind === "room" ? { kind, room: name, why } : { kind, color: name, why };
}

/** The Crown's pick of a priority tie, announced as such. */
export function settledTarget(
  pending: PendingChoice,
  pick: string,
  player: string,
  holder: string | undefined,
  seated: boolean,
  effects: Effect[],
  hotSeat = false,
): TargetResult {
  const why = ruleWords.crownChose(player, holder, seated, hotSeat);
  const kind = pending.priority === 3 ? "mage" : "room";
  effects.push({ kind: "highlight", targets: [pick] });
  // A teleport's headline names where Jukas goes: teleportTo says it.
  if (pending.action === "target") headline(effects, headlineWords.targeted(kind, pick, headlineWords.crownChose(player, holder)));
  announce(effects, ruleWords.targetChosen(actionName(pending.action, pending.priority), pick, why));
  return targetResult(kind, pick, why);
}
