/**
 * What the table's own rules (containers, dealing, moving) ask of the host that holds the
 * table. FakeTTS implements it; containers.ts and the Lua side use it, so neither imports the
 * host.
 */
import type { FakeObject } from "./objects";
import type { HandZone, PlayerColor, SaveObject, Vec3 } from "../types";
import type { HostValue } from "../values";

/** Where a spawned object lies, and what runs once it exists (a script's `callback_function`). */
export interface SpawnAt {
  position: Vec3;
  rotation: Vec3;
  /** Slides there from this point (an object taken from a container). */
  from?: Vec3;
  cause: string;
  onSpawned?: (o: FakeObject) => void;
}

export interface World {
  /** Frames run so far. */
  readonly frame: number;
  /** Objects on the table (not in containers, not destroyed), in the order they came. */
  tableObjects(): FakeObject[];
  getObject(guid: string): FakeObject | undefined;
  /** A console line of TTS itself. */
  console(text: string, from?: string): void;
  /** Raises a Lua error when a destroyed object is used. */
  checkAlive(obj: FakeObject, key: string): void;
  spawnData(data: SaveObject, at: SpawnAt): FakeObject;
  destroy(obj: FakeObject): void;
  /** Runs the object's onSave and keeps its state. */
  captureState(obj: FakeObject): void;
  /** A table event in every script that handles it. */
  fireEvent(name: string, args: HostValue[]): void;
  /**
   * A "try" event (TTS: "Return `false` to prevent ..."): asked of Global's script (`global`) and
   * of these objects' scripts; false when any handler returns false.
   */
  allows(name: string, args: HostValue[], scripts: { global: boolean; objects: FakeObject[] }): boolean;
  placeNow(obj: FakeObject, position: Vec3 | undefined, rotation: Vec3 | undefined, cause: string): void;
  moveSmooth(obj: FakeObject, to: Vec3, fast: boolean, cause: string): void;
  rotateSmooth(obj: FakeObject, to: Vec3, fast: boolean, cause: string, frames?: number): void;
  flipObject(obj: FakeObject, cause: string): void;
  handZone(color: PlayerColor): HandZone | undefined;
  handAt(p: Vec3): PlayerColor | undefined;
  handObjects(color: PlayerColor): FakeObject[];
  seatedColors(): PlayerColor[];
}
