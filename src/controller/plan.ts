/**
 * From the rules' effects to physical steps on this table: which object moves, from where, to
 * which free spot. Platform-neutral (the index and pieces are plain data); the adapter only
 * carries the steps out. Every piece comes from somewhere and goes somewhere: none is created
 * or destroyed, so a Vortex Token can never be lost or duplicated by the mod.
 */
import { Effect, JUKAS } from "../core/model";
import { Footprint, Piece, TAG, countOf, itemsOf } from "../table/pieces";
import { Area, Point, contains, distance } from "../table/geometry";
import { freeSpot, inTheWay } from "../table/free-spot";
import { TableRead } from "../table/snapshot";
import { AreaRef, CounterRef, RoomRef, TableIndex } from "../table/table-index";
import { TakeCursor, counterRef, mageRef, nextTake, roomRef, spotIn } from "../table/lookups";
import { Beside, Step, Vec } from "./steps";
import { planWords } from "../words/plan";
import { INFINITY } from "../core/numbers";

export interface Plan {
  steps: Step[];
  /** Ids of the pieces to highlight (the target). */
  highlight: string[];
  warnings: string[];
  /** Set when the effects cannot be carried out on this table: the action is refused whole. */
  error?: string;
  /**
   * The free spots still to find, in step order: each step's `to` stands at its area's centre
   * until `placeNext` finds its spot, just before the step is carried out (the controller does it
   * step by step, so a press finds its first spot and the frames that move the pieces the rest).
   * The same spots as if found at once: the same searches, in the same order.
   */
  spots: SpotRequest[];
  /** How many of `spots` were found. */
  found: number;
}

export interface SpotRequest {
  /** The step's `to`, set in place. */
  to: Vec;
  room?: RoomRef;
  card?: AreaRef;
  p: Planner;
}

/** How high above a tile a piece is set down, so it settles onto it. */
const DROP = 0.5;

interface Planner {
  index: TableIndex;
  pieces: Piece[];
  plan: Plan;
  /** Spots filled during this action, per area id, so two pieces never share one. */
  filled: { [areaId: string]: Point[] };
  /** Where the next piece comes from, in the game pool and in Jukas's Instability supply. */
  pool: TakeCursor;
  supply: TakeCursor;
  /** Rooms by "#" + name (no name can be a key every object has), once a few were looked up. */
  rooms?: { [key: string]: RoomRef };
  roomLookups: number;
  /** What lies on each Mage Card, by card id, found once per action. */
  lying: { [cardId: string]: Point[] };
  /** Counter values as this action changes them. */
  counters: { [id: string]: number };
  /** Power counters found, by "#" + owner. */
  power: { [key: string]: CounterRef };
  /** Cards dealt from each deck during this action. */
  dealt: { [deckId: string]: number };
  clearance: number;
}

export function planEffects(effects: Effect[], read: TableRead, pieces: Piece[]): Plan {
  const index = read.index;
  const p: Planner = {
    index,
    pieces,
    plan: { steps: [], highlight: [], warnings: [], spots: [], found: 0 },
    filled: {},
    pool: { i: 0, k: 0 },
    supply: { i: 0, k: 0 },
    roomLookups: 0,
    lying: {},
    counters: {},
    power: {},
    dealt: {},
    clearance: clearanceOf(index),
  };
  for (const effect of effects) {
    // Most effects are announcements, which move nothing.
    if (effect.kind === "announce") continue;
    planOne(p, effect);
    if (p.plan.error !== undefined)
      return { steps: [], highlight: [], warnings: p.plan.warnings, error: p.plan.error, spots: [], found: 0 };
  }
  return p.plan;
}

/** How far apart the mod sets pieces down. */
function clearanceOf(index: TableIndex): number {
  return index.tileWidth > 0 ? index.tileWidth * 0.15 : 0.6;
}

function planOne(p: Planner, e: Effect): void {
  if (e.kind === "moveJukas") moveJukas(p, e.room);
  else if (e.kind === "placeVortex") placeFrom(p, true, e.room);
  else if (e.kind === "placeInstability") placeFrom(p, false, e.room);
  else if (e.kind === "takeVortex") takeVortex(p, e.color, e.room);
  else if (e.kind === "discardVortex") discardVortex(p, e.color);
  else if (e.kind === "drawForgottenSpell") drawForgotten(p, e.color);
  else if (e.kind === "rebuildRoom") rebuild(p, e.room);
  else if (e.kind === "addPower") addPower(p, e.who, e.amount);
  else if (e.kind === "highlight") highlight(p, e.targets);
}

/**
 * The piece with this id. The TTS reader asks an Instability piece its GUID only when a rule
 * uses it (src/tts/read.ts, `LAZY_INDEX`: the pieces whose first tag is BRW:Instability), so the
 * other pieces are searched first: a Teleport finds Jukas's model without asking the Instability
 * theirs (issue #40).
 */
function pieceById(p: Planner, id: string): Piece | undefined {
  for (const piece of p.pieces) if (piece.tags[0] !== INSTABILITY_TAG && piece.id === id) return piece;
  for (const piece of p.pieces) if (piece.tags[0] === INSTABILITY_TAG && piece.id === id) return piece;
  return undefined;
}

const INSTABILITY_TAG = TAG.instability;

function vecAt(piece: Piece): Vec {
  return { x: piece.x, y: piece.y, z: piece.z };
}

/** The Room of that name (the first, as `roomRef`); from the third look-up on, from a map made once per plan. */
function roomNamed(p: Planner, name: string): RoomRef | undefined {
  let rooms = p.rooms;
  if (rooms === undefined) {
    p.roomLookups++;
    if (p.roomLookups < 3) return roomRef(p.index, name);
    rooms = {};
    for (const room of p.index.rooms) {
      if (rooms["#" + room.name] === undefined) rooms["#" + room.name] = room;
    }
    p.rooms = rooms;
  }
  return rooms["#" + name];
}

/** A spot in a Room, found by `placeNext` (undefined: no such Room, the action is refused). */
function roomSpot(p: Planner, room: string): Vec | undefined {
  const ref = roomNamed(p, room);
  if (ref === undefined) return undefined;
  const to = { x: ref.centre.x, y: ref.y + DROP, z: ref.centre.z };
  p.plan.spots.push({ to, room: ref, p });
  return to;
}

/** A spot on a Mage Card, found by `placeNext`. */
function cardSpot(p: Planner, card: AreaRef): Vec {
  const to = { x: card.centre.x, y: card.y + DROP, z: card.centre.z };
  p.plan.spots.push({ to, card, p });
  return to;
}

/** The `to` of the next spot to find (undefined when every one is found). */
export function nextSpot(plan: Plan): Vec | undefined {
  return plan.found < plan.spots.length ? plan.spots[plan.found].to : undefined;
}

/**
 * Finds the next spot of the plan (`Plan.spots`), into its step's `to`: in a Room, a free spot,
 * or with none free the centre and a warning, returned (never a refusal: the rules stand); on a
 * Mage Card, clear of what already lies on it. Either way clear of what this action put there.
 */
export function placeNext(plan: Plan): string[] {
  const warnings: string[] = [];
  if (plan.found >= plan.spots.length) return warnings;
  const r = plan.spots[plan.found];
  plan.found++;
  const p = r.p;
  const area: AreaRef = r.room !== undefined ? r.room : r.card!;
  const extra = p.filled[area.id] ?? [];
  let spot: Point | undefined = undefined;
  if (r.room !== undefined) {
    spot = spotIn(p.index, r.room, p.clearance, extra);
    if (spot === undefined) warnings.push(planWords.crowded(r.room.name));
  } else {
    let lying = p.lying[area.id];
    if (lying === undefined) {
      lying = lyingOn(p, area);
      p.lying[area.id] = lying;
    }
    spot = freeSpot({ centre: area.centre, footprint: area.footprint, rivals: [], width: 0 }, lying, p.clearance, extra);
  }
  const at = spot === undefined ? area.centre : spot;
  extra.push(at);
  p.filled[area.id] = extra;
  r.to.x = at.x;
  r.to.z = at.z;
  return warnings;
}

/** Where the pieces lying on a card are (the card itself and containers aside). */
function lyingOn(p: Planner, card: AreaRef): Point[] {
  const out: Point[] = [];
  for (const piece of p.pieces) {
    if (piece.id !== card.id && !piece.container && contains(card.footprint, piece)) out.push({ x: piece.x, z: piece.z });
  }
  return out;
}

/** `instant`: set down at once (Jukas teleports, R12), not slid across the table. */
function moveTo(p: Planner, id: string, to: Vec, instant = false): void {
  const piece = pieceById(p, id);
  if (piece === undefined) return fail(p, planWords.missingPiece(id));
  // It keeps its turn: the tabletop reads it as the piece moves, for undo (StepDone.rotY).
  const step: Step = { op: "move", id, to, from: vecAt(piece) };
  if (instant) step.instant = true;
  p.plan.steps.push(step);
}

function fail(p: Planner, error: string): void {
  if (p.plan.error === undefined) p.plan.error = error;
}

function moveJukas(p: Planner, room: string): void {
  if (p.index.jukasModel === undefined) return fail(p, planWords.noModel());
  const to = roomSpot(p, room);
  if (to === undefined) return fail(p, planWords.noRoom(room));
  moveTo(p, p.index.jukasModel, to, true);
}

/** Takes the next piece of a supply, the pool's or Jukas's Instability (bag first, then loose; a loose stack gives one off its top). */
function placeFrom(p: Planner, vortex: boolean, room: string): void {
  const pool = p.index.pool;
  const supply = p.index.instabilitySupply;
  const take = vortex ? nextTake(pool.bags, pool.loose, p.pool) : nextTake(supply.containers, supply.loose, p.supply);
  if (take === undefined) return fail(p, vortex ? planWords.noVortexLeft(room) : planWords.noInstabilityLeft(room));
  const to = roomSpot(p, room);
  if (to === undefined) return fail(p, planWords.noRoom(room));
  if (take.from === "container") {
    p.plan.steps.push({ op: "takeOut", container: take.id, to });
    return;
  }
  const piece = pieceById(p, take.id);
  if (piece !== undefined && countOf(piece) > 1) {
    p.plan.steps.push({ op: "takeOut", container: take.id, to });
  } else {
    moveTo(p, take.id, to);
  }
}

function takeVortex(p: Planner, color: string, room: string): void {
  const mage = mageRef(p.index, color);
  if (mage === undefined || mage.card === undefined) return fail(p, planWords.noMageCard(color));
  const ref = roomNamed(p, room);
  if (ref === undefined) return fail(p, planWords.noRoom(room));
  // R8: every token object in the Room goes onto the card (a stack moves whole).
  for (const id of ref.vortex) moveTo(p, id, cardSpot(p, mage.card));
}

function discardVortex(p: Planner, color: string): void {
  const mage = mageRef(p.index, color);
  const bag = p.index.pool.bags.length > 0 ? p.index.pool.bags[0].id : undefined;
  if (bag === undefined) return fail(p, planWords.noPoolBag());
  if (mage === undefined) return fail(p, planWords.noMageCard(color));
  // R10: back to the game pool, into the bag.
  for (const id of mage.vortexOnCard) {
    const piece = pieceById(p, id);
    if (piece === undefined) return fail(p, planWords.missingPiece(id));
    p.plan.steps.push({ op: "putIn", id, container: bag, from: vecAt(piece) });
  }
}

function drawForgotten(p: Planner, color: string): void {
  const deck = p.index.forgottenSpells.length > 0 ? p.index.forgottenSpells[0].id : undefined;
  if (deck === undefined) {
    p.plan.warnings.push(planWords.noDeck(color));
    return;
  }
  const step: Step = { op: "deal", deck, color };
  // The deal that leaves one card: TTS replaces the deck by that card (its last content).
  const piece = pieceById(p, deck);
  const dealt = p.dealt[deck] ?? 0;
  p.dealt[deck] = dealt + 1;
  if (piece !== undefined && piece.container) {
    const items = itemsOf(piece);
    if (items.length === dealt + 2) step.rest = items[dealt + 1].id;
  }
  p.plan.steps.push(step);
}

function rebuild(p: Planner, room: string): void {
  const ref = roomNamed(p, room);
  if (ref === undefined) return fail(p, planWords.noRoom(room));
  // Players often flip the tile first: only a tile still face up is turned over.
  if (!ref.faceDown) p.plan.steps.push({ op: "flip", id: ref.id });
}

function addPower(p: Planner, who: string, amount: number): void {
  let ref: CounterRef | undefined = p.power["#" + who];
  if (ref === undefined) {
    ref = counterRef(p.index, who === JUKAS ? JUKAS : who, "power");
    if (ref === undefined) return fail(p, planWords.noCounter(who));
    p.power["#" + who] = ref;
  }
  let before = p.counters[ref.id];
  if (before === undefined) {
    const piece = pieceById(p, ref.id);
    before = piece === undefined || piece.value === undefined ? 0 : piece.value;
  }
  p.counters[ref.id] = before + amount;
  p.plan.steps.push({ op: "setCounter", id: ref.id, value: before + amount, from: before });
}

function highlight(p: Planner, targets: string[]): void {
  const ids: string[] = [];
  for (const name of targets) {
    const room = roomNamed(p, name);
    if (room !== undefined) ids.push(room.id);
    const mage = mageRef(p.index, name);
    if (mage !== undefined && mage.model !== undefined) ids.push(mage.model);
  }
  p.plan.highlight = ids;
}

/** A piece undo put on the nearest free spot: what it is and the area it went to, in players' words. */
export interface Aside {
  piece: string;
  /** The area's name; undefined: near where it lay, in no area. */
  area?: string;
}

/** Undo's steps as carried out, and how many pieces go elsewhere than where they lay. */
export interface PlacedBack {
  steps: Step[];
  /** Put on the nearest free spot: a piece the undo leaves in place lies where they lay. */
  aside: number;
  /** For each piece put aside: which piece, and where it went, for players. */
  asideTo: Aside[];
  /** Put back where they lay all the same: no spot near is free. */
  stacked: number;
}

/**
 * Before an action's steps: the pieces that lie within the clearance of a spot its undo would
 * put a piece back on (where a moved piece lay, or a piece put into a container lay). Lying there
 * already, they never take that spot from it (docs/rules.md: undo restores exactly).
 */
export function besideSpots(steps: Step[], index: TableIndex, pieces: Piece[]): Beside[] {
  const clearance = clearanceOf(index);
  const spots: Point[] = [];
  // What the action moves, and the areas: neither can be in the way.
  const moved: { [id: string]: boolean } = {};
  for (const s of steps) {
    if (s.op === "move" || s.op === "putIn") {
      spots.push(s.from);
      moved[s.id] = true;
    }
  }
  const out: Beside[] = [];
  if (spots.length === 0) return out;
  for (const a of areasOf(index)) moved[a.id] = true;
  // Only the pieces inside the spots' box are measured.
  for (const piece of staying(pieces, moved, boxAround(spots, clearance))) {
    if (takenAt(spots, piece, clearance)) out.push({ id: piece.id, x: piece.x, z: piece.z });
  }
  return out;
}

/**
 * Where `besideSpots` looks: the box round the spots an undo would put a piece back on, and the
 * floor under them (the lowest Room, Cell or Mage Card holding one; else a unit below the lowest
 * spot). Undefined when the steps leave no such spot.
 */
export function besideArea(steps: Step[], index: TableIndex): { box: Footprint; floor: number } | undefined {
  const spots: Point[] = [];
  let floor = INFINITY;
  for (const s of steps) {
    if (s.op !== "move" && s.op !== "putIn") continue;
    spots.push(s.from);
    let under = s.from.y - 1;
    for (const a of areasOf(index)) if (contains(a.footprint, s.from) && a.y < under) under = a.y;
    if (under < floor) floor = under;
  }
  if (spots.length === 0) return undefined;
  return { box: boxAround(spots, clearanceOf(index)), floor };
}

/** The box around these points, `margin` wider on every side (empty: no point). */
function boxAround(points: Point[], margin: number): Footprint {
  const box = { minX: INFINITY, maxX: -INFINITY, minZ: INFINITY, maxZ: -INFINITY };
  for (const at of points) {
    box.minX = Math.min(box.minX, at.x - margin);
    box.maxX = Math.max(box.maxX, at.x + margin);
    box.minZ = Math.min(box.minZ, at.z - margin);
    box.maxZ = Math.max(box.maxZ, at.z + margin);
  }
  return box;
}

/** The areas pieces lie in (Rooms, Cells, Mage Cards): what no piece stacks on. */
function areasOf(index: TableIndex): AreaRef[] {
  const areas: AreaRef[] = [];
  for (const a of index.rooms) areas.push(a);
  for (const a of index.cells) areas.push(a);
  for (const m of index.mages) if (m.card !== undefined) areas.push(m.card);
  return areas;
}

/**
 * Undo puts every piece back where it lay, unless a piece it does not move itself came there
 * since the action (a player moved it): then the nearest free spot of the same Room, Cell or
 * Mage Card, or around the spot when it lies in none. A piece that lay there before the action
 * and still does (`beside`) takes nothing. The journal itself is never changed (saved sessions).
 *
 * "Lies there": nearer the spot than the clearance the mod keeps between the pieces it sets down,
 * by more than rounding and a resting piece's settling (1%): a piece the mod itself set down
 * beside the spot, at the clearance, leaves it free (fuzz FUZZ_SEED=1237123215: Jukas, teleported
 * next to a Vortex Token, sent it aside when a Spell's pickup was undone).
 */
export function placeBack(steps: Step[], index: TableIndex, pieces: Piece[], beside: Beside[] = []): PlacedBack {
  const clearance = clearanceOf(index);
  const onIt = 0.99 * clearance;
  // The areas pieces lie in, and what no piece can stack on: them, and what the undo moves away.
  const areas = areasOf(index);
  const skip: { [id: string]: boolean } = {};
  for (const a of areas) skip[a.id] = true;
  for (const b of besideStill(beside, pieces, clearance)) skip[b] = true;
  // Where the undo sets pieces down (a piece moved aside keeps clear of them too), and round them
  // the only place where a piece can take a spot: the common undo looks at no other piece.
  const extra: Point[] = [];
  for (const s of steps) {
    if (s.op === "move" || s.op === "putIn") skip[s.id] = true;
    if (s.op === "move" || s.op === "takeOut") extra.push(s.to);
  }
  const near = staying(pieces, skip, boxAround(extra, clearance));
  let all: Point[] | undefined = undefined;
  const out: PlacedBack = { steps: [], aside: 0, asideTo: [], stacked: 0 };
  for (const s of steps) {
    let step = s;
    if ((s.op === "move" || s.op === "takeOut") && takenAt(near, s.to, onIt)) {
      if (all === undefined) all = staying(pieces, skip, { minX: -INFINITY, maxX: INFINITY, minZ: -INFINITY, maxZ: INFINITY });
      const spot = spotNear(index, areas, s.to, all, clearance, extra);
      if (spot === undefined) out.stacked++;
      else {
        extra.push(spot);
        out.aside++;
        out.asideTo.push({ piece: pieceName(index, s.op === "move" ? s.id : s.item), area: areaName(index, spot) });
        step = { ...s, to: { x: spot.x, y: s.to.y, z: spot.z } };
      }
    }
    out.steps.push(step);
  }
  return out;
}

/** Which piece a step moves, as players know it (the ids of a step are no player's words). */
function pieceName(index: TableIndex, id: string | undefined): string {
  if (id === undefined) return planWords.aPiece();
  if (id === index.jukasModel) return planWords.jukasModel();
  for (const m of index.mages) {
    if (m.model === id) return planWords.mageModel(m.color);
    if (m.vortexOnCard.indexOf(id) >= 0) return planWords.aVortexToken();
  }
  for (const r of index.rooms) if (r.vortex.indexOf(id) >= 0) return planWords.aVortexToken();
  for (const b of index.pool.loose) if (b.id === id) return planWords.aVortexToken();
  return planWords.aPiece();
}

/** The Room, Cell or Mage Card whose footprint holds the point (the nearest centre's), named for players. */
function areaName(index: TableIndex, at: Point): string | undefined {
  let name: string | undefined = undefined;
  let best = INFINITY;
  const consider = (a: AreaRef, named: string) => {
    const d = distance(a.centre, at);
    if (d < best && contains(a.footprint, at)) {
      best = d;
      name = named;
    }
  };
  for (const r of index.rooms) consider(r, planWords.room(r.name));
  for (const c of index.cells) consider(c, planWords.cell(c.owner));
  for (const m of index.mages) if (m.card !== undefined) consider(m.card, planWords.mageCard(m.color));
  return name;
}

/** The pieces of `beside` that still lie where they lay (to a hundredth of the clearance: rounding and settling). */
function besideStill(beside: Beside[], pieces: Piece[], clearance: number): string[] {
  const out: string[] = [];
  if (beside.length === 0) return out;
  const was: { [id: string]: Beside } = {};
  for (const b of beside) was[b.id] = b;
  const tolerance = 0.01 * clearance;
  for (const piece of pieces) {
    const b = was[piece.id];
    if (b !== undefined && b.id === piece.id && Math.abs(piece.x - b.x) <= tolerance && Math.abs(piece.z - b.z) <= tolerance)
      out.push(piece.id);
  }
  return out;
}

/** The pieces within `box` (as points: only their x and z are read), but those to skip. */
function staying(pieces: Piece[], skip: { [id: string]: boolean }, box: Footprint): Piece[] {
  const out: Piece[] = [];
  // `!== true`: a JS object answers inherited names ("constructor") with functions.
  // The box first: a piece's id is asked of the tabletop only where used (pieceById).
  for (const piece of pieces) if (contains(box, piece) && skip[piece.id] !== true) out.push(piece);
  return out;
}

/** Whether any of the points is in the way of `at` (free-spot.ts `inTheWay`: the one rule). */
function takenAt(points: Point[], at: Point, clearance: number): boolean {
  for (const p of points) if (inTheWay(p, at, clearance)) return true;
  return false;
}

/** The nearest free spot of the area that holds `at` (the nearest centre's), else around `at`. */
function spotNear(index: TableIndex, areas: AreaRef[], at: Point, staying: Point[], clearance: number, extra: Point[]): Point | undefined {
  let area: Area | undefined = undefined;
  let best = INFINITY;
  for (const a of areas) {
    const d = distance(a.centre, at);
    if (d < best && contains(a.footprint, at)) {
      best = d;
      area = a;
    }
  }
  const r = 3 * clearance;
  if (area === undefined) area = { centre: at, footprint: { minX: at.x - r, maxX: at.x + r, minZ: at.z - r, maxZ: at.z + r } };
  // A Room's spot must also read back as that Room (spotIn); only a Room has `occupied`.
  const room = area as RoomRef;
  if (room.occupied !== undefined) return spotIn(index, room, clearance, extra);
  return freeSpot({ centre: area.centre, footprint: area.footprint, rivals: [], width: 0 }, staying, clearance, extra);
}
