/** The plain tables the script API returns (docs/rules.md, Script API), shaped from the rules' outcome. */
import { BLACK_ROSE, Outcome, Settings, Snapshot } from "../core/model";

export interface ApiResult {
  ok: boolean;
  error?: string;
  warnings: string[];
  kind?: "room" | "mage";
  room?: string;
  color?: string;
  why?: string;
  pending?: boolean;
  candidates?: string[];
  moved?: number;
  /** resolveCard, and choose for a card: the card's id, its deck, how it ended ("core": a core game's card drawn, I13), and the step waiting for the Crown. */
  card?: string;
  deck?: string;
  status?: "done" | "stopped" | "paused" | "core";
  step?: number;
  /** `check` (and a `state` that could not read the table): what each rule lacks, one line each. */
  missing?: string[];
  /** `check`: the untagged bags holding pieces, whose pieces it could not verify. */
  unverified?: string[];
  /** `settings`: the settings now. */
  settings?: Settings;
  /** `prepare`: the tags proposed, the objects not placed, the catalogue Rooms with no tile. */
  proposals?: { id: string; label: string; tags: string[]; why: string }[];
  unplaced?: { id: string; label: string; why: string }[];
  missingRooms?: string[];
  /** `confirmTags`, `undoTags`: how many tags on how many objects. */
  tags?: number;
  objects?: number;
}

export function refusal(error: string, warnings: string[]): ApiResult {
  return { ok: false, error, warnings };
}

/** A target result, a pending choice, or a plain success, as the action calls for. */
export function resultOf(outcome: Outcome, warnings: string[]): ApiResult {
  const out: ApiResult = { ok: true, warnings };
  if (outcome.moved !== undefined) out.moved = outcome.moved;
  if (outcome.pending !== undefined) {
    out.pending = true;
    out.candidates = [...outcome.pending.candidates];
    return out;
  }
  const t = outcome.target;
  if (t !== undefined) {
    out.kind = t.kind;
    out.why = t.why;
    if (t.room !== undefined) out.room = t.room;
    if (t.color !== undefined) out.color = t.color;
  }
  return out;
}

export interface StateRoom {
  name: string;
  slots: number;
  /** Owner ("Red", "Jukas", "BlackRose") → pieces. */
  instability: { [owner: string]: number };
  /** Instability placed by the Black Rose (R15 leaves it out). */
  blackRose: number;
  vortex: number;
  rebuilt: boolean;
  neighbours: string[];
}

export interface StateResult {
  ok: boolean;
  rooms: StateRoom[];
  mages: { color: string; room?: string; cell?: string; vortexOnCard: number; power?: number; damage?: number }[];
  jukas: { room?: string; cell?: string; power?: number };
  pool: number;
  crown?: string;
  playOrder: string[];
  warnings: string[];
  /** What each rule lacks, one line each (src/table/readiness.ts). */
  missing: string[];
}

export function stateOf(snap: Snapshot, warnings: string[], missing: string[]): StateResult {
  const rooms: StateRoom[] = [];
  for (const r of snap.rooms) {
    const instability: { [owner: string]: number } = {};
    let blackRose = 0;
    for (const i of r.instability) {
      const owner = i.owner;
      const count = i.count;
      instability[owner] = count;
      if (owner === BLACK_ROSE) blackRose += count;
    }
    rooms.push({
      name: r.name,
      slots: r.slots,
      instability,
      blackRose,
      vortex: r.vortex,
      rebuilt: r.rebuilt,
      // The snapshot lives for this call alone (read afresh each press): no copy needed.
      neighbours: r.neighbours,
    });
  }
  const mages: StateResult["mages"] = [];
  for (const m of snap.mages) {
    mages.push({
      color: m.color,
      room: m.at && m.at.room,
      cell: m.at && m.at.cell,
      vortexOnCard: m.vortexOnCard,
      power: m.power,
      damage: m.damage,
    });
  }
  const at = snap.jukas && snap.jukas.at;
  return {
    ok: true,
    rooms,
    mages,
    jukas: { room: at && at.room, cell: at && at.cell, power: snap.jukasPower },
    pool: snap.pool,
    crown: snap.crown,
    playOrder: snap.playOrder,
    warnings,
    missing,
  };
}
