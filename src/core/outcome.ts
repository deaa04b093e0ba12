/** Building outcomes, and the working copy of a snapshot that an action changes as it goes. */
import { Effect, InstabilityCount, Outcome, Owner, Place, Room, Snapshot, Mage, TargetResult } from "./model";

export function refuse(error: string, warnings: string[] = []): Outcome {
  return { ok: false, error, effects: [], warnings };
}

export function done(effects: Effect[], warnings: string[] = []): Outcome {
  return { ok: true, effects, warnings };
}

/** `done`, with the target it settled on (a new object: no spread, which costs the Lua VM a helper call). */
export function doneWithTarget(effects: Effect[], target: TargetResult): Outcome {
  const out = done(effects);
  out.target = target;
  return out;
}

/** A detail of the action, for the chat (the headline says what Jukas did). */
export function announce(effects: Effect[], text: string): void {
  effects.push({ kind: "announce", text });
}

/**
 * The action's headline: what Jukas did and the criterion that decided it, the one sentence
 * shown in the middle of every screen. An action has one: a later headline (the Crown's
 * entrance choice a teleport ends in) makes the earlier one a detail.
 */
export function headline(effects: Effect[], text: string): void {
  demote(effects);
  effects.push({ kind: "announce", text, headline: true });
}

/**
 * `headline`, put first: the action's details (with their rule codes) come before it is known
 * what the headline says (where Jukas went, which Rooms were Rebuilt).
 */
export function lead(effects: Effect[], text: string): void {
  demote(effects);
  // Moved up by hand: TSTL's splice carries a bare `local` (test/table/lua-lint.test.ts).
  for (let i = effects.length; i > 0; i--) effects[i] = effects[i - 1];
  effects[0] = { kind: "announce", text, headline: true };
}

/**
 * Makes every headline of the list a detail (a card's steps are details of the card's one
 * headline), each replaced by a new effect; returns the first one's text.
 */
export function demote(effects: Effect[]): string | undefined {
  let first: string | undefined = undefined;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (e.kind !== "announce" || e.headline !== true) continue;
    if (first === undefined) first = e.text;
    effects[i] = { kind: "announce", text: e.text };
  }
  return first;
}

/** Something the players should fix or know, the action going on (docs/rules.md, Bad tables). */
export function warn(effects: Effect[], text: string): void {
  effects.push({ kind: "warn", text });
}

/**
 * A copy an action may change while it emits effects (a token placed lowers the pool for the
 * next placement), so the caller's snapshot is never touched. What no action changes is
 * shared, not copied: a Room's Instability list (`addInstability` replaces it, never changes
 * it), a model's place (replaced, never changed), the settings.
 */
export function workingCopy(snap: Snapshot): Snapshot {
  const rooms: Room[] = [];
  for (const r of snap.rooms) {
    rooms.push({
      name: r.name,
      slots: r.slots,
      instability: r.instability,
      vortex: r.vortex,
      rebuilt: r.rebuilt,
      neighbours: [...r.neighbours],
    });
  }
  const mages: Mage[] = [];
  for (const m of snap.mages) {
    // Field by field, not a spread: this runs for every Mage on most actions.
    const copy: Mage = { color: m.color, at: m.at, vortexOnCard: m.vortexOnCard };
    if (m.power !== undefined) copy.power = m.power;
    if (m.damage !== undefined) copy.damage = m.damage;
    mages.push(copy);
  }
  return {
    ...snap,
    rooms,
    mages,
    cells: [...snap.cells],
    jukas: snap.jukas && { at: snap.jukas.at },
    playOrder: [...snap.playOrder],
    warnings: [...snap.warnings],
  };
}

export function roomNamed(snap: Snapshot, name: string): Room | undefined {
  for (const room of snap.rooms) {
    if (room.name === name) return room;
  }
  return undefined;
}

/** I10: a model in a Room or a Cell stands on the Lodge, and its colour is in play. */
export function onLodge(at: Place | undefined): boolean {
  return at !== undefined && (at.room !== undefined || at.cell !== undefined);
}

export function mageOf(snap: Snapshot, color: string): Mage | undefined {
  for (const mage of snap.mages) {
    if (mage.color === color) return mage;
  }
  return undefined;
}

/**
 * One more Instability piece of `owner` in a Room's list (a new owner goes last). A new list
 * with a new entry: the old ones may be shared with the snapshot the working copy came from.
 */
export function addInstability(room: Room, owner: Owner): void {
  const entries: InstabilityCount[] = [];
  let added = false;
  for (const entry of room.instability) {
    if (!added && entry.owner === owner) {
      entries.push({ owner: entry.owner, count: entry.count + 1 });
      added = true;
    } else {
      entries.push(entry);
    }
  }
  if (!added) entries.push({ owner, count: 1 });
  room.instability = entries;
}
