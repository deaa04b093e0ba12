/**
 * I12: which Rooms this game knows Rebuilt, by Jukas (an Avatar Effect's R11c, a card's) or by a
 * report (`roomRebuilt`, the Room tiles' menu item). Kept in the saved session so that a second
 * report of a Room pays nothing (R13 once per Room, I9); each undo entry keeps the list as it was
 * before its action, so an undo takes a report back exactly. The memory wins over the tile (I9): a
 * Room remembered Rebuilt is Rebuilt to the rules, whichever side its tile shows. A tile seen on
 * its Rebuilt side with a Vortex Token and never reported is paid for at the press (R13, I12),
 * once per Room, even after an undo; with the setting `rebuildsByReportOnly`, pointed out once
 * instead, with how to report it.
 */
import { Effect } from "../core/model";
import { TableRead } from "../table/snapshot";
import { controllerWords } from "../words/controller";
import type { Controller } from "./controller-state";
import { Journal } from "./session";

/** A list's own copy, by a loop (a spread of an empty list is unsafe on MoonSharp: docs/moonsharp.md). */
function copy(list: string[] | undefined): string[] {
  const out: string[] = [];
  if (list !== undefined) for (const x of list) out.push(x);
  return out;
}

/** The Rooms an action's outcome rebuilt: its tiles turned, and a reported Room (turned or not). */
function rebuiltBy(effects: Effect[], reported: string[] | undefined): string[] {
  const out: string[] = [];
  if (reported !== undefined) for (const room of reported) out.push(room);
  for (const e of effects) if (e.kind === "rebuildRoom" && out.indexOf(e.room) < 0) out.push(e.room);
  return out;
}

/**
 * After an action's outcome is kept in the session: the Rooms it rebuilt join the memory. Setup
 * starts a game, so it starts the memory afresh (its undo puts the old one back).
 */
export function rememberRebuilds(c: Controller, action: string, outcome: { effects: Effect[]; rebuilt?: string[] }): void {
  if (action === "setup") c.session.rebuilt = undefined;
  const known = copy(c.session.rebuilt);
  const noticed = copy(c.session.noticed);
  for (const room of rebuiltBy(outcome.effects, outcome.rebuilt)) {
    if (known.indexOf(room) < 0) known.push(room);
    // I12: once per Room: a paid Room whose pay an undo took back is not paid again unasked.
    if (noticed.indexOf(room) < 0) noticed.push(room);
  }
  c.session.rebuilt = known.length === 0 ? undefined : known;
  c.session.noticed = noticed.length === 0 ? undefined : noticed;
}

/** The memory as it was before an action, into its undo entry (a copy: the session's list changes). */
export function keepRebuilds(c: Controller, journal: Journal): Journal {
  journal.rebuilt = c.session.rebuilt === undefined ? undefined : copy(c.session.rebuilt);
  return journal;
}

/** An undo puts the memory back as it was before the action it undoes. */
export function restoreRebuilds(c: Controller, journal: Journal): void {
  c.session.rebuilt = journal.rebuilt === undefined ? undefined : copy(journal.rebuilt);
}

/**
 * At every press: I9, the memory wins over the tile (a Room remembered Rebuilt is Rebuilt to the
 * rules, even turned back by hand); with `rebuildsByReportOnly` on, a tile on its Rebuilt side
 * with a Vortex Token that no report and no rebuild of Jukas's explains is said once per Room.
 */
export function seeRebuilds(c: Controller, read: TableRead): void {
  const snap = read.snapshot;
  if (snap === undefined) return;
  const known = copy(c.session.rebuilt);
  for (const room of snap.rooms) if (known.indexOf(room.name) >= 0) room.rebuilt = true;
  if (snap.settings.rebuildsByReportOnly !== true) return;
  const noticed = copy(c.session.noticed);
  let changed = false;
  for (const room of unexplained(c, read)) {
    noticed.push(room);
    changed = true;
    c.tabletop.print(controllerWords.unreportedRebuild(room), true);
  }
  if (changed) c.session.noticed = noticed;
}

/** The Rooms on their Rebuilt side with a Vortex Token that no report, no rebuild of Jukas's and no earlier press explains. */
function unexplained(c: Controller, read: TableRead): string[] {
  const out: string[] = [];
  const snap = read.snapshot;
  if (snap === undefined) return out;
  const known = copy(c.session.rebuilt);
  const noticed = copy(c.session.noticed);
  for (const room of snap.rooms) {
    if (room.rebuilt && room.vortex > 0 && known.indexOf(room.name) < 0 && noticed.indexOf(room.name) < 0) out.push(room.name);
  }
  return out;
}

/** I12: the Rooms an action pays for as rebuilt by another cause (none with `rebuildsByReportOnly`: they are pointed out). */
export function seenRebuilt(c: Controller, read: TableRead): string[] {
  const snap = read.snapshot;
  if (snap === undefined || snap.settings.rebuildsByReportOnly === true) return [];
  return unexplained(c, read);
}
