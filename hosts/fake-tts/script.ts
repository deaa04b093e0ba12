/**
 * An object's script as the table and the clock see it: something to call, to close, and to
 * count. The Lua side (lua/bridge.ts, moonsharp/runtime.ts) implements it; keeping the contract
 * here lets the world and the scheduler hold scripts without importing the Lua side.
 */
import type { HostValue, InstructionObserver } from "./values";
import type { LuaData } from "./types";

export interface ObjectScript {
  readonly owner: { readonly guid: string };
  readonly closed: boolean;
  /** Lua instructions run so far, exact. */
  readonly instructions: number;
  hasFunction(name: string): boolean;
  /** Calls global function `name`; a Lua error is recorded on the owner, never thrown. */
  callFunction(where: string, name: string, args: readonly HostValue[]): { ok: boolean; value?: LuaData };
  /** Calls the function a registry reference holds. */
  callRef(where: string, ref: number, args: readonly HostValue[]): { ok: boolean; value?: LuaData };
  /** Whether the function a reference holds returns a true value (Lua's truth: not nil, not false). */
  testRef(where: string, ref: number): { ok: boolean; value?: boolean };
  unref(ref: number): void;
  setInstructionObserver(observer: InstructionObserver | undefined): void;
  close(): void;
}
