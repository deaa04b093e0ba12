/** The working copy of a snapshot that an action changes as it goes, and the look-ups on it. */
import { InstabilityCount, Mage, Owner, Place, Room, Snapshot } from "./model";

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
