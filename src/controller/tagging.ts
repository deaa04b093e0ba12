/**
 * The tagging assistant's flow (docs/tagging.md), the same on every tabletop whose host can list
 * its objects: `prepare` proposes (src/tagging) and keeps the proposal in the saved session,
 * highlighted and listed, tagging nothing; `confirmTags` applies it, recording exactly the tags
 * it added; `cancelTags` drops it; `undoTags` removes the recorded tags, and no other. Nothing
 * here renames or moves an object.
 */
import { Aliases, Preparation, propose } from "../tagging";
import { taggingWords } from "../words/tagging";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { TagSet } from "./session";
import { SettingsParts, showCard } from "./settings";

/** The assistant's calls, looked up (every call asks whether it is one of them). */
export const TAG_CALLS: { [name: string]: boolean } = { prepare: true, confirmTags: true, cancelTags: true, undoTags: true };

export function tagCall(
  c: SettingsParts,
  name: string,
  params: { [key: string]: unknown } | undefined,
  caller: string | undefined,
): ApiResult {
  if (name === "prepare") return proposeTags(c, params, caller);
  if (name === "confirmTags") return confirmTags(c, caller);
  if (name === "cancelTags") return cancelTags(c, caller);
  return undoTags(c, caller);
}

function proposeTags(c: SettingsParts, params: { [key: string]: unknown } | undefined, caller: string | undefined): ApiResult {
  const scan = c.tabletop.scan;
  if (scan === undefined) return refuse(c, taggingWords.noScan(), caller);
  const read = scan();
  const prep = propose(read.candidates, read.seats, aliasesOf(params));
  const proposal: TagSet[] = [];
  const proposed: string[] = [];
  let tags = 0;
  for (const p of prep.proposals) {
    proposal.push({ id: p.id, tags: [...p.tags] });
    proposed.push(p.id);
    tags += p.tags.length;
  }
  const unplaced: string[] = [];
  for (const u of prep.unplaced) unplaced.push(u.id);
  c.session.proposal = proposal.length > 0 ? proposal : undefined;
  if (c.tabletop.mark !== undefined) c.tabletop.mark(proposed, unplaced);
  tell(c, prep, tags);
  showCard(c);
  return {
    ok: true,
    warnings: prep.warnings,
    proposals: prep.proposals,
    unplaced: prep.unplaced,
    missingRooms: prep.missingRooms,
    tags,
    objects: proposal.length,
  };
}

/** The list in chat: what would be tagged, what could not be placed, the Rooms not found. */
function tell(c: SettingsParts, prep: Preparation, tags: number): void {
  const head = c.tabletop.broadcast;
  if (prep.proposals.length === 0) head(taggingWords.nothingToPropose(prep.unplaced.length), false);
  else head(taggingWords.proposed(tags, prep.proposals.length, prep.unplaced.length), false);
  const say = c.tabletop.print;
  for (const p of prep.proposals) say(taggingWords.proposalLine(p.label, p.tags, p.why), false);
  for (const u of prep.unplaced) say(taggingWords.unplacedLine(u.label, u.why), true);
  if (prep.missingRooms.length > 0) say(taggingWords.missingRooms(prep.missingRooms), true);
  for (const w of prep.warnings) say(w, true);
}

/** `aliases`: a list of lists of strings (src/tagging/candidate.ts); anything else is none. */
function aliasesOf(params: { [key: string]: unknown } | undefined): Aliases {
  const out: Aliases = [];
  const given = params === undefined ? undefined : params.aliases;
  if (!Array.isArray(given)) return out;
  for (const list of given as unknown[]) {
    if (!Array.isArray(list)) continue;
    const names: string[] = [];
    for (const n of list as unknown[]) if (typeof n === "string") names.push(n);
    if (names.length > 1) out.push(names);
  }
  return out;
}

/** A proposal saved with the game is lit again as the game loads (what it could not place is not kept: prepare again to see it). */
export function markSaved(c: SettingsParts): void {
  const proposal = c.session.proposal;
  if (proposal === undefined || c.tabletop.mark === undefined) return;
  const ids: string[] = [];
  for (const set of proposal) ids.push(set.id);
  c.tabletop.mark(ids, []);
}

function confirmTags(c: SettingsParts, caller: string | undefined): ApiResult {
  const proposal = c.session.proposal;
  const add = c.tabletop.addTags;
  if (proposal === undefined || add === undefined) return refuse(c, taggingWords.nothingPending(), caller);
  const tagged: TagSet[] = c.session.tagged === undefined ? [] : c.session.tagged;
  let tags = 0;
  let objects = 0;
  let gone = 0;
  for (const set of proposal) {
    const added = add(set.id, set.tags);
    if (added === undefined) gone++;
    else if (added.length > 0) {
      record(tagged, set.id, added);
      tags += added.length;
      objects++;
    }
  }
  c.session.proposal = undefined;
  c.session.tagged = tagged.length > 0 ? tagged : undefined;
  if (c.tabletop.mark !== undefined) c.tabletop.mark([], []);
  c.tabletop.broadcast(taggingWords.confirmed(tags, objects), false);
  if (gone > 0) c.tabletop.broadcast(taggingWords.gone(gone), true);
  showCard(c);
  return { ok: true, warnings: [], tags, objects };
}

/** Adds what was added to an object to the record (an object tagged twice keeps one entry). */
function record(tagged: TagSet[], id: string, added: string[]): void {
  for (const set of tagged) {
    if (set.id === id) {
      for (const t of added) if (set.tags.indexOf(t) < 0) set.tags.push(t);
      return;
    }
  }
  tagged.push({ id, tags: [...added] });
}

function cancelTags(c: SettingsParts, caller: string | undefined): ApiResult {
  if (c.session.proposal === undefined) return refuse(c, taggingWords.nothingPending(), caller);
  c.session.proposal = undefined;
  if (c.tabletop.mark !== undefined) c.tabletop.mark([], []);
  c.tabletop.broadcast(taggingWords.cancelled(), false);
  showCard(c);
  return { ok: true, warnings: [] };
}

function undoTags(c: SettingsParts, caller: string | undefined): ApiResult {
  const tagged = c.session.tagged;
  const remove = c.tabletop.removeTags;
  if (tagged === undefined || remove === undefined) return refuse(c, taggingWords.nothingToUntag(), caller);
  let tags = 0;
  let objects = 0;
  let gone = 0;
  for (const set of tagged) {
    if (remove(set.id, set.tags)) {
      tags += set.tags.length;
      objects++;
    } else gone++;
  }
  c.session.tagged = undefined;
  c.tabletop.broadcast(taggingWords.untagged(tags, objects), false);
  if (gone > 0) c.tabletop.broadcast(taggingWords.gone(gone), true);
  showCard(c);
  return { ok: true, warnings: [], tags, objects };
}

function refuse(c: SettingsParts, error: string, caller: string | undefined): ApiResult {
  return refuseTo(c.tabletop, error, [], caller);
}
