/**
 * `Physics.cast` on the fake table: a box swept straight down, as the reader casts one over a
 * Room (src/tts/read.ts `readOver`). Every object on the table whose bounds the swept box meets is
 * hit once (TTS may hit an object once per collider: the reader takes each object once), nearest
 * first. Other casts (rays, spheres, a turned or tilted box, another direction) are refused, so a
 * script that needs them is told instead of given a wrong answer.
 */
import { vecParam } from "./containers";
import type { FakeObject } from "./objects";
import type { LuaData, Vec3 } from "../types";
import { LuaRaise, LuaVector, type HostValue } from "../values";

const BOX = 3;

/** A vector parameter (`vecParam`), its default when absent; anything else is refused. */
function vecOf(d: LuaData, name: string, fallback?: Vec3): Vec3 {
  if (d === undefined && fallback !== undefined) return fallback;
  const v = vecParam(d);
  if (v === undefined) throw new LuaRaise(`Physics.cast: ${name} must be a vector`);
  return v;
}

/** The hits of a cast, as TTS returns them: `{ point, normal, distance, hit_object }`, nearest first. */
export function castOf(table: readonly FakeObject[], p: { [key: string]: LuaData }): HostValue[] {
  if (p.type !== BOX) throw new LuaRaise("Physics.cast: FakeTTS simulates box casts only (type = 3)");
  const origin = vecOf(p.origin, "origin", { x: 0, y: 0, z: 0 });
  const direction = vecOf(p.direction, "direction");
  const size = vecOf(p.size, "size", { x: 0, y: 0, z: 0 });
  const turn = vecOf(p.orientation, "orientation", { x: 0, y: 0, z: 0 });
  if (direction.x !== 0 || direction.z !== 0 || !(direction.y < 0))
    throw new LuaRaise("Physics.cast: FakeTTS simulates casts straight down only");
  if (turn.x !== 0 || turn.y !== 0 || turn.z !== 0) throw new LuaRaise("Physics.cast: FakeTTS simulates unturned boxes only");
  const reach = typeof p.max_distance === "number" ? p.max_distance : Infinity;
  const box = {
    minX: origin.x - size.x / 2,
    maxX: origin.x + size.x / 2,
    minZ: origin.z - size.z / 2,
    maxZ: origin.z + size.z / 2,
    top: origin.y + size.y / 2,
    bottom: origin.y - size.y / 2 - reach,
  };
  const hits: { distance: number; value: HostValue }[] = [];
  for (const o of table) {
    const b = o.bounds;
    const lo = { x: b.center.x - b.size.x / 2, y: b.center.y - b.size.y / 2, z: b.center.z - b.size.z / 2 };
    const hi = { x: b.center.x + b.size.x / 2, y: b.center.y + b.size.y / 2, z: b.center.z + b.size.z / 2 };
    const meets = hi.x >= box.minX && lo.x <= box.maxX && hi.z >= box.minZ && lo.z <= box.maxZ && hi.y >= box.bottom && lo.y <= box.top;
    if (!meets) continue;
    // The box meets the object's top first (or at once, when the object reaches into it).
    const distance = Math.max(0, origin.y - size.y / 2 - hi.y);
    const point = LuaVector.of({ x: b.center.x, y: hi.y, z: b.center.z });
    hits.push({ distance, value: { point, normal: LuaVector.of({ x: 0, y: 1, z: 0 }), distance, hit_object: o } as unknown as HostValue });
  }
  hits.sort((a, b) => a.distance - b.distance);
  return hits.map((h) => h.value);
}
