/**
 * How pieces move on the fake table: placed at once, slid or turned over frames, flipped, and
 * the stacking rule (a piece that comes to rest on another is recorded). Time is frames; the
 * host advances every object each frame (`advance`).
 */
import { copyVec, horizontalDistance, innerRadius, lerpAngles, lerpVec, normRot, SUPPORT_KINDS, vec } from "./geometry";
import type { FakeObject } from "./objects";
import type { PlayerColor, StackEvent, Vec3 } from "../types";

/** How long things take, in frames (TTS runs at about 60 frames a second). */
export interface Timing {
  fps: number;
  /** `setPositionSmooth`/`setRotationSmooth`, and objects taken or dealt from a container. */
  smoothMoveFrames: number;
  /** The same with `fast = true`. */
  fastMoveFrames: number;
  flipFrames: number;
  /** After a move ends (or a `setPosition`), frames before `resting` is true again. */
  settleFrames: number;
  /** Frames before a taken/spawned object exists fully (its `callback_function` then runs). */
  spawnFrames: number;
}

export const DEFAULT_TIMING: Readonly<Timing> = {
  fps: 60,
  smoothMoveFrames: 30,
  fastMoveFrames: 12,
  flipFrames: 20,
  settleFrames: 5,
  spawnFrames: 2,
};

/** What moving asks of the table that holds the pieces. */
export interface MotionTable {
  readonly frame: number;
  readonly timing: Timing;
  readonly stackEvents: StackEvent[];
  tableObjects(): FakeObject[];
  handAt(p: Vec3): PlayerColor | undefined;
}

/** `setPosition`/`setRotation`, or a player's move: there at once, settling for a few frames. */
export function placeNow(t: MotionTable, obj: FakeObject, position: Vec3 | undefined, rotation: Vec3 | undefined, cause: string): void {
  if (position) {
    obj.posMotion = undefined;
    obj.position = copyVec(position);
  }
  if (rotation) {
    obj.rotMotion = undefined;
    obj.rotation = normRot(rotation);
  }
  obj.settleUntil = t.frame + t.timing.settleFrames;
  if (position) arrived(t, obj, cause);
}

/**
 * A locked object is not slid, turned or flipped: TTS's Object page (Berserk-Games/Tabletop-Simulator-API
 * docs/object.md, setPositionSmooth, setRotationSmooth, flip) does not say these move a locked
 * object, so the fake takes the stricter reading and leaves it where it lies. `setPosition` and
 * `setRotation` ("Instantly moves an Object") move it.
 */
export function moveSmooth(t: MotionTable, obj: FakeObject, to: Vec3, fast: boolean, cause: string): void {
  if (obj.locked) return;
  const frames = fast ? t.timing.fastMoveFrames : t.timing.smoothMoveFrames;
  obj.posMotion = { from: copyVec(obj.position), to: copyVec(to), start: t.frame, end: t.frame + frames, cause };
}

export function rotateSmooth(t: MotionTable, obj: FakeObject, to: Vec3, fast: boolean, cause: string, frames?: number): void {
  if (obj.locked) return;
  const n = frames ?? (fast ? t.timing.fastMoveFrames : t.timing.smoothMoveFrames);
  obj.rotMotion = { from: copyVec(obj.rotation), to: normRot(to), start: t.frame, end: t.frame + n, cause };
}

export function flipObject(t: MotionTable, obj: FakeObject, cause: string): void {
  const base = obj.rotMotion?.to ?? obj.rotation;
  rotateSmooth(t, obj, vec(base.x, base.y, base.z + 180), false, cause, t.timing.flipFrames);
}

/** One object at frame `f`: its moves and turns go on or end, its timed highlights go out. */
export function advance(t: MotionTable, o: FakeObject, f: number): void {
  const pm = o.posMotion;
  if (pm) {
    if (f >= pm.end) {
      o.position = copyVec(pm.to);
      o.posMotion = undefined;
      o.settleUntil = f + t.timing.settleFrames;
      arrived(t, o, pm.cause);
    } else o.position = lerpVec(pm.from, pm.to, (f - pm.start) / (pm.end - pm.start));
  }
  const rm = o.rotMotion;
  if (rm) {
    if (f >= rm.end) {
      o.rotation = normRot(rm.to);
      o.rotMotion = undefined;
      o.settleUntil = f + t.timing.settleFrames;
    } else o.rotation = lerpAngles(rm.from, rm.to, (f - rm.start) / (rm.end - rm.start));
  }
  for (const [color, until] of o.highlights) if (until !== undefined && f >= until) o.highlights.delete(color);
}

function isLoosePiece(t: MotionTable, o: FakeObject): boolean {
  return !o.destroyed && !o.isGlobal && !SUPPORT_KINDS.has(o.kind) && t.handAt(o.position) === undefined;
}

/**
 * One piece's centre lies within the other's footprint (its inscribed circle). Turning a piece
 * about the vertical axis does not change that circle (the axis-aligned bounds of a turned box
 * would grow it), so the unturned size is measured.
 */
function lieTogether(a: FakeObject, b: FakeObject): boolean {
  const d = horizontalDistance(a.position, b.position);
  return d < Math.max(innerRadius(a.boundsNormalized.size), innerRadius(b.boundsNormalized.size));
}

/** A piece came to rest: each loose piece it lies on is a stack event. */
export function arrived(t: MotionTable, o: FakeObject, cause: string): void {
  if (!isLoosePiece(t, o)) return;
  for (const other of t.tableObjects()) {
    if (other === o || !isLoosePiece(t, other)) continue;
    if (lieTogether(o, other)) t.stackEvents.push({ frame: t.frame, guid: o.guid, onto: other.guid, position: copyVec(o.position), cause });
  }
}

/** Pairs of pieces lying on one another now (the stacking rule of `stackEvents`). */
export function overlaps(t: MotionTable): [string, string][] {
  const pieces = t.tableObjects().filter((o) => isLoosePiece(t, o));
  const out: [string, string][] = [];
  for (let i = 0; i < pieces.length; i++)
    for (let j = i + 1; j < pieces.length; j++) if (lieTogether(pieces[i], pieces[j])) out.push([pieces[i].guid, pieces[j].guid]);
  return out;
}
