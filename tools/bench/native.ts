/**
 * The same action run natively: the shared controller (read, rules, plan: what the Lua does in
 * its synchronous call) on the pieces the TTS reader would report for the bench table, with a
 * host that records what it is told and carries nothing out.
 */
import { call, createController } from "../../src/controller/controller";
import { Tabletop, TableContext } from "../../src/controller/tabletop";
import { readWellFormed } from "../../src/table/snapshot";
import { runAction } from "../../src/core/actions";
import { DEFAULT_SETTINGS } from "../../src/core/model";
import { Piece, TAG } from "../../src/table/pieces";
import type { FakeObject, FakeTTS } from "../../hosts/fake-tts";

/** What src/tts/read.ts makes of one object (the fake's state, read the way the adapter reads TTS, member for member). */
export function pieceOf(o: FakeObject): Piece {
  const has = (...tags: string[]) => tags.some((t) => o.tags.includes(t));
  const area = has(TAG.room, TAG.cell, TAG.mageCard);
  const room = has(TAG.room);
  const moves = has(TAG.mage, TAG.vortex, TAG.instability);
  const container = o.isContainer;
  const { x, y, z } = o.position;
  const piece: Piece = {
    id: o.guid,
    name: o.nickname,
    tags: [...o.tags],
    x,
    y,
    z,
    rotY: moves ? o.rotation.y : 0,
    footprint: { minX: x, maxX: x, minZ: z, maxZ: z },
    faceDown: room ? o.isFaceDown : false,
    quantity: o.quantity < 0 ? 1 : o.quantity,
    container,
    contents: container ? (o.contents ?? []).map((c) => ({ id: c.GUID ?? "", name: c.Nickname ?? "", tags: c.Tags ?? [] })) : [],
  };
  if (area) {
    piece.footprint = o.footprint;
  }
  if (room) piece.notes = o.gmNotes;
  if (o.counter !== undefined) piece.value = o.counter;
  return piece;
}

/** src/tts/read.ts queries every tag of docs/rules.md: TAG's values. */
const ALL_TAGS: string[] = Object.values(TAG);

/** Every piece the one tag query returns. */
export function piecesOf(tts: FakeTTS): Piece[] {
  return tts
    .tableObjects()
    .filter((o) => o.tags.some((t) => ALL_TAGS.includes(t)))
    .map(pieceOf);
}

export function contextOf(tts: FakeTTS): TableContext {
  const ctx: TableContext = { seated: tts.seatedColors(), host: tts.hostColor() };
  if (tts.turns.enable) ctx.turnOrder = [...tts.turns.order];
  return ctx;
}

export interface NativeRun {
  /** Milliseconds of the controller's call (read + rules + plan). */
  callMs: number;
  /** Milliseconds of runAction alone, on the snapshot the read made. */
  coreMs: number;
  /** Announcements and warnings, as broadcast (to compare with the Lua's). */
  said: string[];
}

/** One run of the action natively; `pieces` is used as it is (pass a fresh copy). */
export function runNative(
  pieces: Piece[],
  context: TableContext,
  action: string,
  params: { [key: string]: unknown } | undefined,
  caller: string | undefined,
): NativeRun {
  const said: string[] = [];
  const host: Tabletop = {
    readPieces: () => pieces,
    // Built as the TTS adapter builds them (every field of its type): read as TTS's are.
    read: (p, ctx) => readWellFormed(p, ctx),
    context: () => ({ ...context }),
    perform: () => undefined,
    broadcast: (text) => void said.push(text),
    print: (text) => void said.push(text),
    tell: (_color, text) => void said.push(text),
    highlight: () => undefined,
    showChoice: () => undefined,
    showFigures: () => undefined,
    readLog: () => undefined,
    writeLog: () => undefined,
    now: () => 0,
    encode: (v) => JSON.stringify(v),
    decode: (t) => JSON.parse(t) as unknown,
  };
  const c = createController(host, undefined);
  const t0 = performance.now();
  call(c, action, params, caller);
  const callMs = performance.now() - t0;
  const read = readWellFormed(pieces, { ...context, settings: { ...DEFAULT_SETTINGS } });
  const t1 = performance.now();
  runAction(read.snapshot!, { action, params });
  const coreMs = performance.now() - t1;
  return { callMs, coreMs, said };
}
