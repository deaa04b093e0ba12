/**
 * New Lodge (L1): before Setup, the Room tiles other than the Black Rose Room and the Throne Room
 * trade places at random, so that the Lodge is not always laid the same way. The tiles keep the
 * spots the table gives them (whatever its shape): only which Room lies on which spot changes.
 * One undo entry puts every tile back.
 */
import { BLACK_ROSE_ROOM, THRONE_ROOM, roomKey } from "../core/lodge";
import { Snapshot } from "../core/model";
import { lodgeWords } from "../words/lodge";
import { RoomRef } from "../table/table-index";
import type { Controller } from "./controller-state";
import { Asked } from "./log";
import type { Press } from "./press-value";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { Step } from "./steps";

/** The Rooms that stay at the Lodge's heart (L1). */
function isHeart(name: string): boolean {
  const key = roomKey(name);
  return key === roomKey(BLACK_ROSE_ROOM) || key === roomKey(THRONE_ROOM);
}

/**
 * Why the Lodge may not be laid anew on this table: Setup has put pieces on it (R4, R5: Jukas
 * and Vortex Tokens), or a game is under way (a Mage or Instability in a Room). A Mage in their
 * Cell may wait there: the Cells do not move.
 */
function whyNot(snap: Snapshot): string | undefined {
  if (snap.jukas !== undefined && snap.jukas.at.room !== undefined) return lodgeWords.afterSetup();
  for (const m of snap.mages) if (m.at !== undefined && m.at.room !== undefined) return lodgeWords.afterSetup();
  for (const r of snap.rooms) {
    if (r.vortex > 0) return lodgeWords.afterSetup();
    for (const i of r.instability) if (i.count > 0) return lodgeWords.afterSetup();
  }
  return undefined;
}

/** `n` indices in a random order, never the order given (Fisher–Yates; a second try when it came out unchanged). */
export function shuffled(n: number, random: (this: void) => number): number[] {
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push(i);
  if (n < 2) return order;
  for (let i = n - 1; i > 0; i--) {
    let j = Math.floor(random() * (i + 1));
    if (j > i) j = i; // random() is below 1; a host's could reach it
    const t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
  let same = true;
  for (let i = 0; i < n; i++) if (order[i] !== i) same = false;
  if (same) {
    // Unchanged: the first two trade places, so the press always changes the Lodge.
    order[0] = 1;
    order[1] = 0;
  }
  return order;
}

const random = () => Math.random();

export function newLodgeCall(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const rooms: RoomRef[] = [];
  for (const r of read.index.rooms) if (!isHeart(r.name)) rooms.push(r);
  if (rooms.length < 2) return refuseTo(c.tabletop, lodgeWords.tooFew(rooms.length), read.warnings, p.caller);
  const why = whyNot(read.snapshot!);
  if (why !== undefined) return refuseTo(c.tabletop, why, read.warnings, p.caller);
  const order = shuffled(rooms.length, random);
  const steps: Step[] = [];
  // Room i goes to the spot of Room order[i]: set down at once, as a player lays a tile (perform.ts locks it again at once).
  for (let i = 0; i < rooms.length; i++) {
    const from = rooms[i];
    const to = rooms[order[i]];
    steps.push({
      op: "move",
      id: from.id,
      from: { x: from.centre.x, y: from.y, z: from.centre.z },
      to: { x: to.centre.x, y: to.y, z: to.centre.z },
      instant: true,
    });
  }
  const outcome = {
    effects: [{ kind: "announce" as const, text: lodgeWords.headline(rooms.length), headline: true }],
    warnings: read.warnings,
  };
  const asked: Asked = { action: "newLodge", params: p.params, by: p.caller };
  p.work = { asked, decided: outcome, first: steps, undo: { call: "newLodge" } };
  return { ok: true, warnings: outcome.warnings };
}
