/**
 * The built TTS save on the fake TTS host, with helpers to arrange the real pieces as a test
 * needs them and to read where they end up.
 */
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { FakeTTS, FakeTTSOptions, FakeObject } from "../../hosts/fake-tts";
import { logged } from "../scenarios/logged";
import { panelControls } from "../../src/controller/panel-view";

export const SAVE = "dist/tts/Jukas.json";

export interface Game {
  tts: FakeTTS;
  avatar: FakeObject;
  /** A Room tile by name. */
  room(name: string): FakeObject;
  /** The one object with all these tags. */
  one(...tags: string[]): FakeObject;
  all(...tags: string[]): FakeObject[];
  /** Moves a piece into a Room, offset from its centre (TTS units). */
  putIn(piece: FakeObject, room: string, dx?: number, dz?: number): void;
  /** A script API call on the Avatar Card, run until the table is still. */
  act(name: string, params?: Record<string, unknown>): Record<string, unknown>;
  click(fn: string, color?: string): void;
  state(): State;
  /** Every object's position, rotation, face, value and count, by GUID: equal before and after means unchanged. */
  table(): string;
  said(): string[];
}

export interface State {
  ok: boolean;
  error?: string;
  rooms: { name: string; vortex: number; rebuilt: boolean; instability: Record<string, number> | [] }[];
  mages: { color: string; room?: string; cell?: string; vortexOnCard: number; power?: number; damage?: number }[];
  jukas: { room?: string; cell?: string; power?: number };
  pool: number;
  crown?: string;
  warnings: string[];
  /** What each rule lacks (src/table/readiness.ts). */
  missing: string[];
}

/**
 * The save as a game begins (I10): each of these colours' Mage model set into its own Cell, as the
 * base game's setup says; the other colours' models stay beside their Mage Cards, not in play.
 */
export function withMagesInCells(save: string, colours: string[] = ["White", "Red"]): string {
  const data = JSON.parse(save) as { ObjectStates: { Tags?: string[]; Transform: { posX: number; posZ: number } }[] };
  const tagged = (tag: string, colour: string) =>
    data.ObjectStates.find((o) => (o.Tags ?? []).includes(tag) && (o.Tags ?? []).includes(colour));
  for (const colour of colours) {
    const model = tagged("BRW:Mage", colour);
    const cell = tagged("BRW:Cell", colour);
    if (model === undefined || cell === undefined) continue;
    model.Transform.posX = cell.Transform.posX;
    model.Transform.posZ = cell.Transform.posZ;
  }
  return JSON.stringify(data);
}

export function loadGame(options: FakeTTSOptions = {}, save = withMagesInCells(readFileSync(SAVE, "utf8"))): Game {
  const tts = FakeTTS.load(save, { players: [{ color: "White", host: true }, { color: "Red" }], ...options });
  tts.start();
  tts.runUntilIdle();
  return gameOf(tts);
}

export function gameOf(tts: FakeTTS): Game {
  // hasTag: without regard to case, as TTS (a table may spell its tags in lower case, issue #37).
  const all = (...tags: string[]) => tts.tableObjects().filter((o) => tags.every((t) => o.hasTag(t)));
  const one = (...tags: string[]) => {
    const found = all(...tags);
    expect(found, tags.join("+")).toHaveLength(1);
    return found[0];
  };
  const room = (name: string) => {
    const found = all("BRW:Room").filter((o) => o.nickname === name);
    expect(found, name).toHaveLength(1);
    return found[0];
  };
  const avatar = one("BRW:Avatar");
  return {
    tts,
    avatar,
    room,
    one,
    all,
    putIn(piece, name, dx = 0, dz = 0) {
      const r = room(name);
      tts.move(piece, { x: r.position.x + dx, y: r.position.y + 0.5, z: r.position.z + dz });
      tts.runUntilIdle();
    },
    act(name, params = {}) {
      const out = tts.call(avatar, name, params as never) as Record<string, unknown>;
      tts.runUntilIdle();
      return out;
    },
    click(fn, color = "White") {
      clickControl(tts, avatar, fn, color);
      tts.runUntilIdle();
    },
    state() {
      return tts.call(avatar, "state", {}) as unknown as State;
    },
    table() {
      // In GUID order: a piece taken out of a bag comes back at the end of the host's list, which is no change on the table.
      return JSON.stringify(
        tts
          .tableObjects()
          .map((o) => [o.guid, round(o.position), round(o.rotation), o.value, o.counter, o.quantity, o.contents?.length] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
      );
    },
    said() {
      // The chat, then what Jukas's log keeps of each action in the card's memo: its details and warnings (issue 41).
      const out = [...tts.announcements()];
      out.push(...logged(avatar.memo));
      return out;
    },
  };
}

/**
 * Presses a control as a player: the Avatar Card's button whose click function is `fn`, else the
 * screen panel's control of the same id (the card keeps a short set: src/tts/ui.ts).
 */
export function clickControl(tts: FakeTTS, avatar: FakeObject, fn: string, color: string): void {
  const button = tts.buttons(avatar).find((b) => b.click_function === fn);
  if (button !== undefined) return tts.clickButton(avatar, button.index, color as never);
  const id = "jukasPanel" + fn.slice("jukas".length);
  untilShown(tts);
  expect(tts.ui.find(id), "a button or a panel control that calls " + fn).toBeDefined();
  tts.clickUi(id, color as never);
}

/** A player clicks what the screen shows: the Global UI, set as the save loaded, shows a couple of frames later. */
function untilShown(tts: FakeTTS): void {
  while (tts.ui.loading(tts.frame)) tts.tick(1);
}

/** The same by label ("Target 1"): the card's button, else the panel's control. */
export function clickLabel(tts: FakeTTS, avatar: FakeObject, label: string, color: string): void {
  const button = tts.buttons(avatar).find((b) => b.label === label);
  if (button !== undefined) return tts.clickButton(avatar, button.index, color as never);
  const control = panelControls().find((c) => c.label === label);
  expect(control, "a button or a panel control labelled " + label).toBeDefined();
  untilShown(tts);
  tts.clickUi("jukasPanel" + control!.id, color as never);
}

function round(v: { x: number; y: number; z: number }): number[] {
  return [v.x, v.y, v.z].map((n) => Math.round(n * 100) / 100);
}

/** The Room tile whose centre is nearest the piece, if within half a tile width (4 units here). */
export function roomOf(game: Game, piece: FakeObject): string | undefined {
  let best: FakeObject | undefined;
  let bestD = Infinity;
  for (const tile of game.all("BRW:Room")) {
    const d = Math.hypot(tile.position.x - piece.position.x, tile.position.z - piece.position.z);
    if (d < bestD) {
      bestD = d;
      best = tile;
    }
  }
  return best && bestD < 2 ? best.nickname : undefined;
}
