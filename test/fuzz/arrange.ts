/**
 * Random arrangements of the built save, made by hand as players would: Mage models moved into
 * Rooms, Cells or off the Lodge, Instability pieces taken out of their owners' bags into Rooms
 * (never beyond the Slots), Vortex Tokens out of the pool into Rooms or onto a Mage Card, Room
 * tiles turned to their Rebuilt side, counters set, the Crown moved or taken away, Setup run
 * first or not. Seeds are plain numbers, so fast-check shrinks them to small, readable tables.
 */
import fc from "fast-check";
import { FakeObject, FakeTTS, type PlayerColor, type SaveObject } from "../../hosts/fake-tts";
import { Game } from "../tts/game";
import { SEATS, api } from "./table";

export type PlaceSeed =
  { kind: "stay" } | { kind: "room"; i: number; spot: number } | { kind: "cell"; i: number; spot: number } | { kind: "off"; spot: number };

export interface Arrangement {
  setup: boolean;
  /** Blue and Green may sit down too (White, the host, and Red always do). */
  seats: string[];
  /** White, Red, Blue, Green. */
  mages: PlaceSeed[];
  jukas: PlaceSeed;
  instability: { room: number; owner: number; n: number; spot: number }[];
  /**
   * One token out of the pool into each Room, or into the Room of a Mage (by SEATS index), so
   * that a Spell can take it (R8). A Room drawn twice holds two: a bad table the mod must bear (R6).
   */
  vortex: ({ room: number; spot: number } | { mage: number; spot: number })[];
  /** A token out of the pool onto this Mage Card (by SEATS index). */
  onCard: number[];
  rebuilt: number[];
  counters: { i: number; value: number }[];
  crown: { kind: "stay" } | { kind: "card"; i: number } | { kind: "gone" };
}

/** Instability owners: the four seats, Jukas, the Black Rose. */
const OWNER_TAGS = [["White"], ["Red"], ["Blue"], ["Green"], ["BRW:Jukas"], ["BRW:BlackRose"]];

const spotArb = fc.nat(18);
/**
 * Rooms by their place in the save (file-name order): any of the 19, or often one Setup fills
 * (R5: the Throne Room, the Black Rose Room and the Throne Room's neighbours), so that Mages meet
 * Vortex Tokens and Priority 1 finds several Rooms with Mages.
 */
export const SETUP_ROOMS = [0, 1, 4, 6, 16, 17, 18];
const roomArb = fc.oneof(fc.nat(18), fc.constantFrom(...SETUP_ROOMS));
const placeArb: fc.Arbitrary<PlaceSeed> = fc.oneof(
  { arbitrary: fc.constant({ kind: "stay" as const }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("room" as const), i: roomArb, spot: spotArb }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant("cell" as const), i: fc.nat(4), spot: spotArb }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("off" as const), spot: fc.nat(14) }), weight: 1 },
);

export const arrangementArb: fc.Arbitrary<Arrangement> = fc.record({
  setup: fc.boolean(),
  seats: fc.subarray(["Blue", "Green"]),
  mages: fc.array(placeArb, { minLength: 4, maxLength: 4 }),
  jukas: placeArb,
  instability: fc.array(fc.record({ room: fc.nat(18), owner: fc.nat(5), n: fc.integer({ min: 1, max: 6 }), spot: spotArb }), {
    maxLength: 5,
  }),
  vortex: fc.array(fc.oneof(fc.record({ room: fc.nat(18), spot: spotArb }), fc.record({ mage: fc.nat(3), spot: spotArb })), {
    maxLength: 4,
  }),
  onCard: fc.array(fc.nat(3), { maxLength: 2 }),
  rebuilt: fc.array(fc.nat(18), { maxLength: 2 }),
  counters: fc.array(fc.record({ i: fc.nat(8), value: fc.integer({ min: 0, max: 12 }) }), { maxLength: 4 }),
  crown: fc.oneof(
    { arbitrary: fc.constant({ kind: "stay" as const }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant("card" as const), i: fc.nat(3) }), weight: 3 },
    { arbitrary: fc.constant({ kind: "gone" as const }), weight: 1 },
  ),
});

// ---------------------------------------------------------------------------------------------
// Putting pieces down where nothing lies

/** 19 points of a hex lattice 0.8 apart, within 1.6 of an area's centre (inside any Room's hexagon). */
const LATTICE: { x: number; z: number }[] = (() => {
  const out: { x: number; z: number }[] = [];
  for (let q = -2; q <= 2; q++)
    for (let r = -2; r <= 2; r++) {
      if (Math.abs(q + r) > 2) continue;
      out.push({ x: 0.8 * (q + r / 2), z: 0.8 * r * (Math.sqrt(3) / 2) });
    }
  return out;
})();

/** A piece's centre keeps this far from every other piece's: no piece here is 0.9 across or more. */
const CLEARANCE = 0.95;

function occupied(tts: FakeTTS, except: FakeObject): { x: number; z: number }[] {
  return tts
    .tableObjects()
    .filter((o) => o !== except && o.kind !== "hexTile" && o.kind !== "card" && !o.hasTag("BRW:MageCard") && !o.hasTag("BRW:Cell"))
    .map((o) => ({ x: o.position.x, z: o.position.z }));
}

/** The first free lattice point from `start` round an area's centre, or undefined when the area is full. */
export function freePoint(
  tts: FakeTTS,
  centre: { x: number; z: number },
  start: number,
  piece?: FakeObject,
): { x: number; z: number } | undefined {
  const taken = occupied(tts, piece as FakeObject);
  for (let k = 0; k < LATTICE.length; k++) {
    const o = LATTICE[(start + k) % LATTICE.length];
    const p = { x: centre.x + o.x, z: centre.z + o.z };
    if (taken.every((t) => Math.hypot(t.x - p.x, t.z - p.z) >= CLEARANCE)) return p;
  }
  return undefined;
}

/** Off the Lodge: a row in front of White's seat, clear of cards, counters and hand zones. */
function offPoint(tts: FakeTTS, spot: number, piece: FakeObject): { x: number; z: number } | undefined {
  const taken = occupied(tts, piece);
  for (let k = 0; k < 15; k++) {
    const p = { x: -14 + 2 * ((spot + k) % 15), z: -26 };
    if (taken.every((t) => Math.hypot(t.x - p.x, t.z - p.z) >= CLEARANCE)) return p;
  }
  return undefined;
}

function putAt(tts: FakeTTS, piece: FakeObject, p: { x: number; z: number }, y: number, rotY?: number): void {
  const rot = piece.rotation;
  tts.move(piece, { x: p.x, y, z: p.z }, rotY === undefined ? undefined : { x: rot.x, y: rotY, z: rot.z });
}

/** A piece to the table out of a bag (as a player takes one), keeping its GUID, turned as the player left it. */
function takeFromBag(tts: FakeTTS, bag: FakeObject, at: { x: number; z: number }, y: number, rotY = 0): FakeObject | undefined {
  const data = bag.contents?.shift();
  if (data === undefined) return undefined;
  const placed: SaveObject = { ...data, Transform: { ...data.Transform, posX: at.x, posY: y, posZ: at.z, rotY } };
  return tts.addObject(placed);
}

// ---------------------------------------------------------------------------------------------
// Arranging

export interface Arranged {
  /** Room → Vortex Tokens the arrangement put there (two makes a bad table the mod must bear). */
  vortexIn: Map<string, number>;
  seated: PlayerColor[];
}

export function roomsOf(game: Game): FakeObject[] {
  return game.all("BRW:Room");
}

export function cellsOf(game: Game): FakeObject[] {
  return game.all("BRW:Cell");
}

/** Applies an arrangement to a freshly loaded table (White and Red seated). */
export function arrange(game: Game, a: Arrangement): Arranged {
  const tts = game.tts;
  for (const colour of a.seats) tts.seat(colour as PlayerColor);
  if (a.setup) api(game, "setup");
  const rooms = roomsOf(game);
  const cells = cellsOf(game);
  const place = (piece: FakeObject, seed: PlaceSeed) => {
    if (seed.kind === "stay") return;
    const rotY = (piece.rotation.y + 45 * (seed.spot % 8)) % 360;
    if (seed.kind === "off") {
      const p = offPoint(tts, seed.spot, piece);
      if (p) putAt(tts, piece, p, 1.7, rotY);
      return;
    }
    const area = seed.kind === "room" ? rooms[seed.i % rooms.length] : cells[seed.i % cells.length];
    const p = freePoint(tts, area.position, seed.spot, piece);
    if (p) putAt(tts, piece, p, area.position.y + 0.6, rotY);
  };
  SEATS.forEach((colour, i) => place(game.one("BRW:Mage", colour), a.mages[i]));
  place(game.one("BRW:Mage", "BRW:Jukas"), a.jukas);
  for (const s of a.instability) {
    const room = rooms[s.room % rooms.length];
    const tags = OWNER_TAGS[s.owner % OWNER_TAGS.length];
    const bag = tts.tableObjects().find((o) => o.isContainer && o.hasTag("BRW:Instability") && tags.every((t) => o.hasTag(t)));
    const slots = Number(/^(\d+) Instability Slots/.exec(room.description)?.[1] ?? 4);
    for (let k = 0; k < s.n && bag !== undefined && instabilityIn(game, room) < slots && piecesIn(game, room) < 8; k++) {
      const p = freePoint(tts, room.position, s.spot + k);
      if (p === undefined) break;
      takeFromBag(tts, bag, p, room.position.y + 0.3, (30 * (s.spot + k)) % 360);
    }
  }
  const pool = game.one("BRW:VortexPool");
  const vortexIn = new Map<string, number>();
  for (const s of a.vortex) {
    const room =
      "room" in s ? rooms[s.room % rooms.length] : rooms.find((r) => within(r, game.one("BRW:Mage", SEATS[s.mage % SEATS.length])));
    if (room === undefined) continue;
    const p = freePoint(tts, room.position, s.spot);
    if (p === undefined || piecesIn(game, room) >= 8) continue;
    if (takeFromBag(tts, pool, p, room.position.y + 0.3, (30 * s.spot) % 360))
      vortexIn.set(room.nickname, (vortexIn.get(room.nickname) ?? 0) + 1);
  }
  for (const i of a.onCard) {
    const card = game.one("BRW:MageCard", SEATS[i % SEATS.length]);
    const p = freePoint(tts, card.position, i * 5);
    if (p) takeFromBag(tts, pool, p, card.position.y + 0.3, 45 + 30 * i);
  }
  for (const i of new Set(a.rebuilt)) {
    const tile = rooms[i % rooms.length];
    if (!tile.isFaceDown) tts.flip(tile);
  }
  const counters = tts
    .tableObjects()
    .filter((o) => o.name === "Counter")
    .sort((x, y) => (x.guid < y.guid ? -1 : 1));
  for (const c of a.counters) counters[c.i % counters.length].counter = c.value;
  const crown = game.one("BRW:Crown");
  if (a.crown.kind === "gone") tts.destroy(crown);
  else if (a.crown.kind === "card") {
    const card = game.one("BRW:MageCard", SEATS[a.crown.i % SEATS.length]);
    tts.move(crown, { x: card.position.x, y: card.position.y + 0.2, z: card.position.z + (card.position.z < 0 ? 2.5 : -2.5) });
  }
  tts.runUntilIdle();
  // Rooms that hold two tokens from before (a Room's count at the start, after Setup and the hand-placed ones).
  return { vortexIn: vortexCounts(game), seated: tts.seatedColors() };
}

function within(room: FakeObject, o: FakeObject): boolean {
  return Math.hypot(o.position.x - room.position.x, o.position.z - room.position.z) < 1.8;
}

function instabilityIn(game: Game, room: FakeObject): number {
  return game.tts.tableObjects().filter((o) => o.hasTag("BRW:Instability") && !o.isContainer && within(room, o)).length;
}

function piecesIn(game: Game, room: FakeObject): number {
  return game.tts.tableObjects().filter((o) => o !== room && !o.hasTag("BRW:Room") && within(room, o)).length;
}

function vortexCounts(game: Game): Map<string, number> {
  const out = new Map<string, number>();
  for (const room of roomsOf(game)) {
    const n = game.tts.tableObjects().filter((o) => o.hasTag("BRW:Vortex") && !o.isContainer && within(room, o)).length;
    if (n > 0) out.set(room.nickname, n);
  }
  return out;
}
