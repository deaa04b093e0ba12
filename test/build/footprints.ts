/**
 * Where each object and each scripted button of a table lies on the table's plane, as convex
 * outlines (x, z), and the checks the layout test makes of them: on the table's flat surface, and
 * no two overlapping.
 *
 * How big each thing is:
 * - An object: its kind's size at scale 1 (hosts/fake-tts/world/geometry.ts `BASE_SIZES`, the sizes the
 *   fake TTS host gives `getBounds`), times its scale, turned by its rotation. A `Custom_Tile` box
 *   or circle is taken as the 2 × 2 square of a scale-1 tile (docs/save.md: "about 2 units
 *   across"), which holds the tile whether TTS stretches it to its image's aspect or not; a
 *   hexagonal tile is the fake host's hexagon (2 corner to corner, √3 flat to flat); a card or a
 *   deck 2 × 3, a bag 2 × 2, a counter 2 × 1, a model 1 × 1.
 * - A button (TTS `createButton`, api.tabletopsimulator.com/object/#createbutton): drawn flat on
 *   its object, at `position` in the object's own frame, which the object's scale stretches and its
 *   rotation turns ("Buttons are placed relative to the Object"); `width` and `height` are in
 *   thousandths of that frame's unit along its x and z (a button of width 1000 on a scale-1 object
 *   is 1 unit wide: the convention src/tts/ui.ts lays its grid by, and the one the SCED mod's
 *   maintainers give, github.com/Chr1Z93/SCED/pull/1323, "× 1000 from a position offset to a
 *   button width"), times the button's own `scale`.
 */
import { shapePoints, rotate } from "../../hosts/fake-tts/world/geometry";
import type { FakeObject } from "../../hosts/fake-tts";

export interface Pt {
  x: number;
  z: number;
}

export interface Footprint {
  label: string;
  outline: Pt[];
  /** An area tile (a Room, a Cell, a Mage Card): a piece set on it by design lies within it. */
  area: boolean;
}

/**
 * The flat surface of TTS's `Table_RPG` (the save's "Table", mod/save.json), centred on the origin.
 * Measured by others, as no TTS is at hand here: its flat top runs to x = ±28, its raised rim
 * starts at 29 (a Physics.cast straight down, in a public TTS mod's config, found by the search
 * tool: "Table_RPG's flat surface runs to x = 28"); its usable area is x ≈ ±27, z ≈ ±19 ("verified
 * from working saves — objects beyond this fall off", another mod's layout notes); about 58 × 40
 * from a screenshot (a third mod's preview tool). The surface taken here is the smallest reading
 * on each axis, x ±28 and z ±19, and a footprint must stay MARGIN inside it.
 */
export const TABLE_RPG = { halfX: 28, halfZ: 19 };
/** Room left at the rim: the sizes above are rounded, and a piece at the very edge tips over it. */
export const MARGIN = 0.5;
/**
 * Two outlines may share an edge or a corner: tiles laid edge to edge (Rooms, Cells) touch, and
 * the save's positions are rounded to 0.001. Anything deeper than this is an overlap.
 */
export const CONTACT = 0.01;

const AREA_TAGS = ["BRW:Room", "BRW:Cell", "BRW:MageCard"];

/** The convex hull of points (Andrew's monotone chain), counter-clockwise seen from above. */
export function hull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.z - b.z);
  const cross = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x);
  const half = (list: Pt[]): Pt[] => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 1e-12) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

/** An object's outline: its kind's shape at its size, turned and moved as the object is. */
export function objectFootprint(o: FakeObject): Footprint {
  const points = shapePoints(o.kind, o.size).map((p) => {
    const w = rotate(o.rotation, p);
    return { x: o.position.x + w.x, z: o.position.z + w.z };
  });
  return { label: o.displayName, outline: hull(points), area: AREA_TAGS.some((t) => o.tags.includes(t)) };
}

type Vec = { x: number; y: number; z: number };

/** A button's vector parameter, as a script passes it ({x=…} or {…, …, …}), or the default. */
function vecParam(v: unknown, fallback: Vec): Vec {
  if (typeof v !== "object" || v === null) return fallback;
  const r = v as Record<string | number, unknown>;
  const num = (a: unknown, b: unknown, d: number) => (typeof a === "number" ? a : typeof b === "number" ? b : d);
  return { x: num(r.x, r[1], fallback.x), y: num(r.y, r[2], fallback.y), z: num(r.z, r[3], fallback.z) };
}

/** A button's outline on the table: TTS's convention (this file's header). */
export function buttonFootprint(owner: FakeObject, params: Record<string, unknown>, label: string): Footprint {
  const at = vecParam(params.position, { x: 0, y: 0, z: 0 });
  const scale = vecParam(params.scale, { x: 1, y: 1, z: 1 });
  const turn = vecParam(params.rotation, { x: 0, y: 0, z: 0 });
  if (turn.x % 360 !== 0 || turn.z % 360 !== 0) throw new Error(`${label}: a button tilted off its object's face is not measured here`);
  const halfW = ((typeof params.width === "number" ? params.width : 100) / 1000) * scale.x * 0.5;
  const halfH = ((typeof params.height === "number" ? params.height : 100) / 1000) * scale.z * 0.5;
  const points: Pt[] = [];
  for (const [u, v] of [
    [-halfW, -halfH],
    [halfW, -halfH],
    [halfW, halfH],
    [-halfW, halfH],
  ]) {
    const local = rotate({ x: 0, y: turn.y, z: 0 }, { x: u, y: 0, z: v });
    const scaled = { x: (at.x + local.x) * owner.scale.x, y: at.y * owner.scale.y, z: (at.z + local.z) * owner.scale.z };
    const w = rotate(owner.rotation, scaled);
    points.push({ x: owner.position.x + w.x, z: owner.position.z + w.z });
  }
  return { label: `${owner.displayName} button "${label}"`, outline: hull(points), area: false };
}

/** How far two convex outlines overlap: the least depth along any edge's normal (0 when apart). */
export function overlapDepth(a: Pt[], b: Pt[]): number {
  let least = Infinity;
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i];
      const q = poly[(i + 1) % poly.length];
      const len = Math.hypot(q.x - p.x, q.z - p.z);
      if (len === 0) continue;
      const n = { x: -(q.z - p.z) / len, z: (q.x - p.x) / len };
      const span = (list: Pt[]) => {
        const d = list.map((r) => r.x * n.x + r.z * n.z);
        return [Math.min(...d), Math.max(...d)];
      };
      const [a0, a1] = span(a);
      const [b0, b1] = span(b);
      const depth = Math.min(a1, b1) - Math.max(a0, b0);
      if (depth <= 0) return 0;
      least = Math.min(least, depth);
    }
  }
  return least;
}

/** Whether every corner of `inner` lies inside the convex outline `outer` (counter-clockwise). */
export function within(inner: Pt[], outer: Pt[]): boolean {
  return inner.every((r) =>
    outer.every((p, i) => {
      const q = outer[(i + 1) % outer.length];
      return (q.x - p.x) * (r.z - p.z) - (q.z - p.z) * (r.x - p.x) >= -1e-9;
    }),
  );
}

/** How far an outline reaches past the usable surface (MARGIN inside TABLE_RPG's); ≤ 0 when on it. */
export function pastTheRim(outline: Pt[]): number {
  return Math.max(...outline.map((p) => Math.max(Math.abs(p.x) - (TABLE_RPG.halfX - MARGIN), Math.abs(p.z) - (TABLE_RPG.halfZ - MARGIN))));
}

/**
 * Every problem of a layout, one sentence each: a footprint past the rim, two footprints overlapping
 * more than CONTACT. A piece lying wholly on an area tile lies there by design (a model in its
 * Cell), and nothing else is let off.
 */
export function layoutProblems(footprints: Footprint[]): string[] {
  const out: string[] = [];
  const f2 = (n: number) => n.toFixed(2);
  for (const f of footprints) {
    const past = pastTheRim(f.outline);
    if (past > 0) out.push(`${f.label} reaches ${f2(past)} past the table's usable surface`);
  }
  for (let i = 0; i < footprints.length; i++) {
    for (let j = i + 1; j < footprints.length; j++) {
      const a = footprints[i];
      const b = footprints[j];
      const depth = overlapDepth(a.outline, b.outline);
      if (depth <= CONTACT) continue;
      if ((a.area && !b.area && within(b.outline, a.outline)) || (b.area && !a.area && within(a.outline, b.outline))) continue;
      out.push(`${a.label} and ${b.label} overlap by ${f2(depth)}`);
    }
  }
  return out;
}

/**
 * A button of no size is a label (the Crown's figures, src/tts/ui.ts `drawFigures`): nothing to
 * click, its text drawn at the centre of its object's face, the side that faces up. How far its
 * text reaches is TTS's font metrics, which are not measured here: it is left out.
 */
function isLabel(params: Record<string, unknown>): boolean {
  return params.width === 0 && params.height === 0;
}

/** Every table object's footprint and every button's (of every object), as the table lies now. */
export function tableFootprints(objects: FakeObject[]): Footprint[] {
  const out: Footprint[] = [];
  for (const o of objects) {
    out.push(objectFootprint(o));
    for (const b of o.buttons) {
      const params = b.params as Record<string, unknown>;
      if (isLabel(params)) continue;
      out.push(buttonFootprint(o, params, typeof params.label === "string" ? params.label : "?"));
    }
  }
  return out;
}
