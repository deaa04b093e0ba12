/**
 * The values that cross between JS and a script's Lua state, shared by the table, the Lua side
 * and the host: numbers kept as floats, Vectors, Player and Turns handles, a raised Lua error.
 */
import type { LuaData, LuaFunctionValue, PlayerColor, PlayerHandle, Vec3 } from "./types";

/** A number to push as a Lua float even when it is whole (positions, rotations, sizes). */
export class LuaFloat {
  constructor(readonly value: number) {}
}

/** A TTS `Vector` (pushed with the Vector metatable, components as floats). */
export class LuaVector implements Vec3 {
  constructor(
    public x: number,
    public y: number,
    public z: number,
  ) {}
  static of(v: Vec3): LuaVector {
    return new LuaVector(v.x, v.y, v.z);
  }
}

/** A `Player` instance (by colour). */
export class PlayerRef implements PlayerHandle {
  constructor(readonly playerColor: PlayerColor) {}
}

/** The `Turns` global (one per state). */
export class TurnsRef {}

/** Returned by an API function that pushed its results itself. */
export class Pushed {
  constructor(readonly count: number) {}
}

/** Thrown by an API function to raise a Lua error in the calling script (with its location). */
export class LuaRaise extends Error {}

export const FUNCTION_VALUE: LuaFunctionValue = Object.freeze({ luaFunction: true as const });

/** What JS pushes into Lua. Plain arrays become sequences, plain objects tables. */
export type HostValue =
  LuaData | null | LuaFloat | LuaVector | PlayerRef | TurnsRef | readonly HostValue[] | { readonly [key: string]: HostValue };

/** The Lua function an instruction belongs to: its chunk (`@abf6a7`, `=prelude`) and the line its definition starts on (0: the main chunk). */
export interface LuaFunctionId {
  source: string;
  line: number;
}

/** Called before every Lua VM instruction of the main thread while profiling, with the source line of the instruction (-1 if unknown). */
export type InstructionObserver = (fn: LuaFunctionId, line: number) => void;
