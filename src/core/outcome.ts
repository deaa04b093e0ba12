/** Building outcomes, and the working copy of a snapshot that an action changes as it goes. */
import { Effect, InstabilityCount, Outcome, Owner, Room, Snapshot, Mage } from "./model";

export function refuse(error: string, warnings: string[] = []): Outcome {
  return { ok: false, error, effects: [], warnings };
}

export function done(effects: Effect[], warnings: string[] = []): Outcome {
  return { ok: true, effects, warnings };
}

export function announce(effects: Effect[], text: string): void {
  effects.push({ kind: "announce", text });
}

/** Something the players should fix or know, the action going on (TABLE.md, Bad tables). */
export function warn(effects: Effect[], text: string): void {
  effects.push({ kind: "warn", text });
}

/**
 * A deep copy an action may change while it emits effects (a token placed lowers the pool for
 * the next placement), so the caller's snapshot is never touched.
 */
export function workingCopy(snap: Snapshot): Snapshot {
  const rooms: Room[] = [];
  for (const r of snap.rooms) {
    const instability = [];
    for (const i of r.instability) instability.push({ owner: i.owner, count: i.count });
    rooms.push({ name: r.name, slots: r.slots, instability, vortex: r.vortex, rebuilt: r.rebuilt, neighbours: [...r.neighbours] });
  }
  const mages: Mage[] = [];
  for (const m of snap.mages) {
    mages.push({ ...m, at: m.at === undefined ? undefined : { ...m.at } });
  }
  return {
    ...snap,
    rooms,
    mages,
    cells: [...snap.cells],
    jukas: snap.jukas === undefined ? undefined : { at: { ...snap.jukas.at } },
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

export function mageOf(snap: Snapshot, color: string): Mage | undefined {
  for (const mage of snap.mages) {
    if (mage.color === color) return mage;
  }
  return undefined;
}

/** One more Instability piece of `owner` in a Room's list (a new owner goes last). */
export function addInstability(entries: InstabilityCount[], owner: Owner): void {
  for (const entry of entries) {
    if (entry.owner === owner) {
      entry.count += 1;
      return;
    }
  }
  entries.push({ owner, count: 1 });
}
