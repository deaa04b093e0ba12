/** R11: Jukas's Avatar Effect, with I1 (which Room), I2 (whose Instability), I8 (rebuild order), I9. */
import { Effect, JUKAS, Outcome, Room, Snapshot } from "./model";
import { announce, headline, warn, done, refuse } from "./outcome";
import { addInstability, roomNamed, workingCopy } from "./working-copy";
import { placeVortex } from "./vortex";
import { rebuildRoom } from "./rebuild";
import { instabilityOf } from "./priorities";
import { headlineWords, ruleWords } from "../words/text";
import { errorWords } from "../words/errors";

export interface AvatarEffectParams {
  /** A Room named by a card definition: wins over everything (I1). */
  room?: string;
  /** The card's target Room, used when Jukas is in his Cell (I1). */
  targetRoom?: string;
}

/**
 * I1: the named Room, else where Jukas stands, else (in his Cell) the card's target Room. The
 * setting `effectInTargetRoom` puts the card's target Room before where Jukas stands.
 */
function effectRoom(snap: Snapshot, params: AvatarEffectParams): { room?: string; why: string } {
  if (params.room !== undefined) return { room: params.room, why: "the Room the card names, I1" };
  const at = snap.jukas!.at.room;
  const target = params.targetRoom;
  if (snap.settings.effectInTargetRoom && target !== undefined && at !== undefined && at !== target)
    return { room: target, why: ruleWords.effectInTarget(at) };
  if (at !== undefined) return { room: at, why: "where Jukas stands, I1" };
  if (params.targetRoom !== undefined) return { room: params.targetRoom, why: "the card's target Room, Jukas being in his Cell, I1" };
  return { why: "" };
}

export function avatarEffect(snap: Snapshot, params: AvatarEffectParams): Outcome {
  if (snap.jukas === undefined) return refuse(errorWords.noJukas("The Avatar Effect"));
  const chosen = effectRoom(snap, params);
  if (chosen.room === undefined) {
    // Off the Lodge (in no Room and no Cell), he is not in his Cell: the refusal says where he is.
    const at = snap.jukas.at;
    if (at.room === undefined && at.cell === undefined) return refuse(errorWords.jukasOffLodge());
    return refuse(errorWords.noEffectRoom());
  }
  if (roomNamed(snap, chosen.room) === undefined) return refuse(errorWords.unknownRoom(chosen.room));
  const work = workingCopy(snap);
  const effects: Effect[] = [];
  // The headline and its summary first; what they say is known at the end (summed).
  headline(effects, "");
  announce(effects, "");
  const power = work.jukasPower;
  const vortex = placeVortex(work, chosen.room, "R11a", effects); // R11a
  const placed = placeInstability(work, effects); // R11b
  const received = placed.rooms;
  const counts = placed.counts;
  const got = placed.got;
  // R11c, I8: the Rooms in the order they received Instability (R11b's, the Room order), then
  // any Room already full before this Avatar Effect (the players' Instability; a table set by
  // hand), in Room order, each announced as such. (Rebuilding a Room changes no other Room's
  // fullness: the other full Rooms are the same before the first rebuild and after the last.)
  const rebuilt: string[] = [];
  for (let k = 0; k < received.length; k++) {
    const room = received[k];
    // isFull, from the count placeInstability saw (one more now); the Room is not yet Rebuilt.
    if (!(counts[k] + 1 >= room.slots)) continue;
    rebuilt.push(room.name);
    if (!rebuildRoom(work, room, ruleWords.rebuilt(room.name, rebuilt.length), effects)) return refuse(errorWords.missingJukasPower());
  }
  const rooms = work.rooms;
  for (let i = 0; i < rooms.length; i++) {
    const room = rooms[i];
    if (got[i] === true || !isFull(room)) continue;
    rebuilt.push(room.name);
    if (!rebuildRoom(work, room, ruleWords.rebuiltAlreadyFull(room.name, rebuilt.length), effects))
      return refuse(errorWords.missingJukasPower());
  }
  // I7: the headline names every Room Rebuilt, for the players to resolve its rewards.
  const gained = power === undefined ? 0 : work.jukasPower! - power;
  effects[0] = {
    kind: "announce",
    text: headlineWords.avatarEffect(chosen.room, vortex, received.length, rebuilt, gained),
    headline: true,
  };
  const filled: string[] = [];
  for (let k = 0; k < received.length; k++) filled.push(headlineWords.filled(received[k].name, counts[k] + 1, received[k].slots));
  effects[1] = { kind: "announce", text: headlineWords.avatarEffectLine(chosen.room, vortex, filled, rebuilt, gained), chat: true };
  effects.push({ kind: "announce", text: ruleWords.avatarEffectDone(chosen.room, chosen.why, received.length, rebuilt.length) });
  return done(effects);
}

/** I9: a Rebuilt Room has no Slots, so it is never "full" again. */
function isFull(room: Room): boolean {
  return !room.rebuilt && instabilityOf(room) >= room.slots;
}

/** The Rooms that received Instability, in order. */
interface Placed {
  rooms: Room[];
  /** counts[k]: the Instability rooms[k] held before. */
  counts: number[];
  /** got[i]: the i-th Room of the snapshot received. */
  got: boolean[];
}

/** R11b with I2: one of Jukas's own pieces in each Room with a Vortex Token, in Room order. */
function placeInstability(work: Snapshot, effects: Effect[]): Placed {
  const received: Room[] = [];
  const counts: number[] = [];
  const got: boolean[] = [];
  /** The Rooms with a token that the supply could not reach. */
  const short: string[] = [];
  const rooms = work.rooms;
  for (let i = 0; i < rooms.length; i++) {
    const room = rooms[i];
    if (room.vortex <= 0) continue;
    if (room.rebuilt) {
      announce(effects, ruleWords.roomRebuiltNoSlots(room.name));
      continue;
    }
    const now = instabilityOf(room);
    if (now >= room.slots) {
      announce(effects, ruleWords.roomFull(room.name));
      continue;
    }
    if (work.jukasInstabilitySupply <= 0) {
      short.push(room.name);
      continue;
    }
    work.jukasInstabilitySupply -= 1;
    addInstability(room, JUKAS);
    effects.push({ kind: "placeInstability", room: room.name, owner: JUKAS });
    announce(effects, ruleWords.instabilityPlaced(room.name, now + 1, room.slots));
    received.push(room);
    counts.push(now);
    got[i] = true;
  }
  // I8: a short supply is said once, naming the Rooms that got none and why those.
  if (short.length > 0) warn(effects, ruleWords.supplyShort(short, received.length));
  return { rooms: received, counts, got };
}
