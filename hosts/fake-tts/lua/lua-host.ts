/**
 * What the Lua side (the bridge, the globals, the object members) asks of the host: the
 * table (`World`), plus the records, the clock, the players and the Global UI. FakeTTS
 * implements it, so the Lua side never imports the host.
 */
import type { ContextMenuEntry, FakeObject } from "../world/objects";
import type { World } from "../world/world";
import type { ObjectScript } from "../script";
import type { Rewind } from "../time/rewind";
import type { Scheduler } from "../time/scheduler";
import type { FakeUi } from "../ui";
import type { LuaData, MessageKind, NotebookTab, PlayerColor, PlayerSeat, TurnsState } from "../types";

export interface LuaHost extends World {
  readonly seed: number;
  /** Lua instructions one entry point may run before it is stopped as endless. */
  readonly instructionLimit: number;
  readonly global: FakeObject;
  readonly internalErrors: string[];
  readonly scheduler: Scheduler;
  readonly rewind: Rewind;
  readonly random: () => number;
  readonly handRaises: Set<PlayerColor>;
  turns: TurnsState;
  notebook: NotebookTab[];
  notes: string;
  ui: FakeUi;
  globalMenu: ContextMenuEntry[];
  countApi(name: string): void;
  say(kind: MessageKind, text: string, extra?: { to?: string; tint?: LuaData; from?: string }): void;
  recordScriptError(owner: FakeObject, where: string, message: string, traceback: string): void;
  /** XML the UI refused (`why`; undefined: none), an error in the console. */
  xmlRefused(owner: FakeObject, where: string, why: string | undefined): void;
  framesFor(seconds: number): number;
  dataOf(obj: FakeObject): LuaData;
  seatOf(color: PlayerColor): PlayerSeat | undefined;
  playerColors(): PlayerColor[];
  turnOrder(): string[];
  hostColor(): PlayerColor | undefined;
  nextTurnColor(dir: 1 | -1): string;
  addHotkey(label: string, runtime: ObjectScript, ref: number, keyUp: boolean): void;
}
