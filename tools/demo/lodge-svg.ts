/**
 * The Lodge as SVG: Rooms where their tiles lie (name, Instability against Slots, Vortex Tokens),
 * Cells, Mages and Jukas, the step's targets outlined, its announcements beside. Tests read it as
 * data: each Room, token, Jukas and Mage is a `<g class=…>` with `data-*` attributes
 * (`roomShape` and the markers below).
 */
import { SERIF, esc, fit, hex, hexagon, icon, ink, n, text, wrap } from "../../assets/svg";
import { JUKAS_RGB, SEAT_RGB } from "../save/tts";

export interface RoomView {
  name: string;
  /** Table position of the tile (TTS units: x to White's right, z away from White). */
  x: number;
  z: number;
  slots: number;
  /** Owner (a colour, "Jukas", "BlackRose") → pieces. */
  instability: { [owner: string]: number };
  vortex: number;
  rebuilt: boolean;
  target: boolean;
}

export interface PieceView {
  x: number;
  z: number;
  room?: string;
  cell?: string;
}

export interface MageView extends PieceView {
  color: string;
  vortexOnCard: number;
  power?: number;
  damage?: number;
  /** Cards in the player's hand. */
  hand: number;
}

export interface LodgeView {
  step: number;
  steps: number;
  title: string;
  /** What the players did to the table before the step, one line each. */
  arranged: string[];
  announcements: string[];
  /** Rooms outlined as the step's target, with the word to write on them. */
  targetLabel: string;
  rooms: RoomView[];
  cells: { owner: string; x: number; z: number }[];
  mages: MageView[];
  jukas: PieceView & { power?: number };
  pool: number;
  crown?: string;
}

/** Neighbouring Room centres are 4 units apart (docs/save.md): a pointy-top hexagon of this circumradius. */
const HEX_R = 4 / Math.sqrt(3);
const SCALE = 34;
const PANEL = 440;
const HEADER = 64;
const MARGIN = 16;

const OWNER_ORDER = ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink", "Jukas", "BlackRose"];
const GOLD = "#e0b44c";
const NIGHT = "#16111c";

function ownerFill(owner: string): string {
  if (owner === "Jukas") return hex(JUKAS_RGB);
  if (owner === "BlackRose") return "#0b0a0b";
  const rgb = SEAT_RGB[owner];
  return rgb ? hex(rgb) : "#888888";
}

function attrs(a: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${esc(typeof v === "number" ? n(v) : String(v))}"`)
    .join(" ");
}

export function renderLodge(view: LodgeView): string {
  const xs = [...view.rooms.map((r) => r.x), ...view.cells.map((c) => c.x)];
  const zs = [...view.rooms.map((r) => r.z), ...view.cells.map((c) => c.z)];
  const minX = Math.min(...xs) - HEX_R;
  const maxX = Math.max(...xs) + HEX_R;
  const minZ = Math.min(...zs) - HEX_R;
  const maxZ = Math.max(...zs) + HEX_R;
  const mapW = (maxX - minX) * SCALE + 2 * MARGIN;
  const mapH = (maxZ - minZ) * SCALE + 2 * MARGIN;
  const width = Math.round(mapW + PANEL);
  const height = Math.round(Math.max(mapH + HEADER, 900));
  const px = (x: number) => MARGIN + (x - minX) * SCALE;
  const py = (z: number) => HEADER + MARGIN + (maxZ - z) * SCALE;
  const r = HEX_R * SCALE;

  let body = `<rect width="${width}" height="${height}" fill="#2a2433"/>`;
  body += `<rect x="0" y="0" width="${n(mapW)}" height="${height}" fill="#1f1a27"/>`;
  body += text(MARGIN, 30, `Step ${view.step}/${view.steps} · ${view.title}`, { size: 22, weight: "bold", family: SERIF, fill: "#f3ead6" });
  body += text(MARGIN, 52, "Jukas on the fake TTS host: the real built Lua and save, drawn from the Avatar Card's state", {
    size: 12,
    fill: "#b9aec8",
  });

  for (const c of view.cells) body += cellShape(c, px(c.x), py(c.z), r);
  for (const room of view.rooms) body += roomShape(room, px(room.x), py(room.z), r);
  // Target outlines and badges over every tile, so no neighbour hides them.
  for (const room of view.rooms) if (room.target) body += targetMark(room.name, px(room.x), py(room.z), r, view.targetLabel);
  // Models in a Room stand in a row along its lower edge, left to right as they lie on the
  // tile (their exact spots would hide the Room's figures); models in a Cell, across its middle.
  type Model = { x: number; draw: (cx: number, cy: number) => string; area?: string; isRoom: boolean; z: number };
  const models: Model[] = [
    ...view.mages.map((m) => ({
      x: m.x,
      z: m.z,
      area: m.room ?? (m.cell !== undefined ? `cell:${m.cell}` : undefined),
      isRoom: m.room !== undefined,
      draw: (cx: number, cy: number) => mageMarker(m, cx, cy),
    })),
    {
      x: view.jukas.x,
      z: view.jukas.z,
      area: view.jukas.room ?? (view.jukas.cell !== undefined ? `cell:${view.jukas.cell}` : undefined),
      isRoom: view.jukas.room !== undefined,
      draw: (cx: number, cy: number) => jukasMarker(view.jukas, cx, cy),
    },
  ];
  const centres = new Map<string, { x: number; z: number }>();
  for (const room of view.rooms) centres.set(room.name, room);
  for (const c of view.cells) centres.set(`cell:${c.owner}`, c);
  const byArea = new Map<string, Model[]>();
  for (const m of models) {
    const centre = m.area === undefined ? undefined : centres.get(m.area);
    if (m.area === undefined || centre === undefined) {
      body += m.draw(px(m.x), py(m.z));
      continue;
    }
    byArea.set(m.area, [...(byArea.get(m.area) ?? []), m]);
  }
  for (const [area, list] of byArea) {
    const centre = centres.get(area)!;
    list.sort((a, b) => a.x - b.x || b.z - a.z);
    const row = list[0].isRoom ? py(centre.z) + r * 0.52 : py(centre.z) + r * 0.12;
    list.forEach((m, i) => {
      body += m.draw(px(centre.x) + (i - (list.length - 1) / 2) * 26, row);
    });
  }
  body += panel(view, mapW + 18, width - mapW - 36, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function cellShape(c: { owner: string; x: number; z: number }, cx: number, cy: number, r: number): string {
  const fill = ownerFill(c.owner);
  const label = c.owner === "Jukas" ? "Jukas's Cell" : `${c.owner}'s Cell`;
  return (
    `<g class="cell" ${attrs({ "data-owner": c.owner, "data-cx": cx, "data-cy": cy })}>` +
    `<polygon points="${hexagon(cx, cy, r * 0.95, true)}" fill="${fill}" fill-opacity="0.25" stroke="${fill}" stroke-width="2" stroke-dasharray="6 4"/>` +
    text(cx, cy - r * 0.45, label, { size: 12, anchor: "middle", fill: "#e9e1f0", weight: "bold" }) +
    `</g>`
  );
}

function targetMark(room: string, cx: number, cy: number, r: number, label: string): string {
  return (
    `<g class="target-mark" ${attrs({ "data-room": room })}>` +
    `<polygon points="${hexagon(cx, cy, r * 0.97, true)}" fill="none" stroke="${GOLD}" stroke-width="5"/>` +
    `<rect x="${n(cx - 28)}" y="${n(cy - r * 0.8 - 8)}" width="56" height="15" rx="4" fill="${GOLD}"/>` +
    text(cx, cy - r * 0.8 + 3.5, label, { size: 10, weight: "bold", anchor: "middle", fill: NIGHT, spacing: 1 }) +
    `</g>`
  );
}

function roomShape(room: RoomView, cx: number, cy: number, r: number): string {
  const rebuilt = room.rebuilt;
  const fill = rebuilt ? "#e6d9b6" : room.name === "Black Rose Room" ? "#3b0b15" : room.name === "Throne Room" ? "#3a2e14" : "#2c2634";
  const ink = rebuilt ? "#2a2116" : room.name === "Throne Room" ? GOLD : "#efe6d2";
  const stroke = rebuilt ? "#8c7a4f" : "#6d6475";
  const instability = OWNER_ORDER.filter((o) => (room.instability[o] ?? 0) > 0).map((o) => ({ owner: o, count: room.instability[o] }));
  for (const o of Object.keys(room.instability)) {
    if (!OWNER_ORDER.includes(o) && room.instability[o] > 0) instability.push({ owner: o, count: room.instability[o] });
  }
  const total = instability.reduce((s, i) => s + i.count, 0);
  let g = `<g class="room${rebuilt ? " rebuilt" : ""}${room.target ? " target" : ""}" ${attrs({
    "data-room": room.name,
    "data-cx": cx,
    "data-cy": cy,
    "data-slots": room.slots,
    "data-instability": total,
    "data-vortex": room.vortex,
    "data-rebuilt": rebuilt,
    "data-target": room.target,
  })}>`;
  g += `<title>${esc(`${room.name}: ${rebuilt ? "Rebuilt" : `${total}/${room.slots} Instability`}, ${room.vortex} Vortex Token(s)`)}</title>`;
  g += `<polygon points="${hexagon(cx, cy, r * 0.97, true)}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;
  const name = fit(room.name, r * 1.3, 2, { size: 13, weight: "bold", family: SERIF }, 9);
  const nameTop = cy - r * 0.5;
  name.lines.forEach((line, i) => {
    g += text(cx, nameTop + i * name.size * 1.1, line, { size: name.size, weight: "bold", family: SERIF, anchor: "middle", fill: ink });
  });
  const below = nameTop + (name.lines.length - 1) * name.size * 1.1 + 10;
  if (rebuilt) {
    g += text(cx, below + 10, "REBUILT", { size: 12, weight: "bold", anchor: "middle", fill: "#2f5d3a", spacing: 2 });
    if (total > 0) {
      g += text(cx, below + 24, `${total} Instability`, { size: 10, anchor: "middle", fill: "#5b4e36", italic: true });
      g += text(cx, below + 35, "to return (I7)", { size: 10, anchor: "middle", fill: "#5b4e36", italic: true });
    }
  } else {
    g += slotBar(room.slots, instability, cx, below, ink);
  }
  g += vortexMarkers(room.name, room.vortex, cx + r * 0.68, cy + r * 0.3);
  g += `</g>`;
  return g;
}

/** One square per Slot, filled in the owners' colours in seat order, and `n/slots` below. */
function slotBar(slots: number, instability: { owner: string; count: number }[], cx: number, top: number, ink: string): string {
  const perRow = slots <= 4 ? slots : slots <= 6 ? 3 : 5;
  const size = 11;
  const gap = 3;
  const owners: string[] = [];
  for (const i of instability) for (let k = 0; k < i.count; k++) owners.push(i.owner);
  let g = `<g class="slots">`;
  const count = Math.max(slots, owners.length);
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const x = cx + ((i % perRow) - inRow / 2) * (size + gap) + gap / 2;
    const y = top + row * (size + gap);
    const owner = owners[i];
    const over = i >= slots;
    g += `<rect ${attrs({ x, y, width: size, height: size, rx: 2, fill: owner ? ownerFill(owner) : "none", stroke: over ? "#ff5a5a" : "#cfc6b8", "stroke-width": 1.2 })}${owner ? ` class="instability" data-owner="${esc(owner)}"` : ""}/>`;
  }
  const rows = Math.ceil(count / perRow);
  g += text(cx, top + rows * (size + gap) + 11, `${owners.length}/${slots}`, { size: 11, anchor: "middle", fill: ink, weight: "bold" });
  return g + `</g>`;
}

function vortexMarkers(room: string, count: number, x: number, y: number): string {
  let g = "";
  for (let i = 0; i < count; i++) {
    const cx = x - i * 12;
    g +=
      `<g class="vortex" ${attrs({ "data-room": room })}>` +
      `<circle cx="${n(cx)}" cy="${n(y)}" r="12" fill="#4b1f6e" stroke="#d7b8f3" stroke-width="1.5"/>` +
      icon("vortex", cx - 9, y - 9, 18, 18, "#f0e2ff") +
      `</g>`;
  }
  return g;
}

function mageMarker(m: MageView, cx: number, cy: number): string {
  const rgb = SEAT_RGB[m.color] ?? { r: 0.5, g: 0.5, b: 0.5 };
  return (
    `<g class="mage" ${attrs({ "data-color": m.color, "data-room": m.room, "data-cell": m.cell, "data-cx": cx, "data-cy": cy })}>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="10" fill="${hex(rgb)}" stroke="#0e0b12" stroke-width="2"/>` +
    text(cx, cy + 4, m.color[0], { size: 11, weight: "bold", anchor: "middle", fill: ink(rgb) }) +
    `</g>`
  );
}

function jukasMarker(j: PieceView, cx: number, cy: number): string {
  return (
    `<g class="jukas" ${attrs({ "data-room": j.room, "data-cell": j.cell, "data-cx": cx, "data-cy": cy })}>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="14" fill="${hex(JUKAS_RGB)}" stroke="${GOLD}" stroke-width="3"/>` +
    text(cx, cy + 5, "J", { size: 15, weight: "bold", anchor: "middle", fill: "#fff6df", family: SERIF }) +
    `</g>`
  );
}

/** The step's announcements, the table changes before it, and each Mage's card. */
function panel(view: LodgeView, x: number, w: number, height: number): string {
  let y = 32;
  let g = "";
  const heading = (label: string) => {
    g += text(x, y, label, { size: 15, weight: "bold", family: SERIF, fill: GOLD });
    y += 20;
  };
  const para = (content: string, style: { size: number; fill: string; italic?: boolean }, bullet = "") => {
    const lines = wrap(content, w - 14, { size: style.size });
    lines.forEach((line, i) => {
      g += text(x + (bullet ? 12 : 0), y, line, { size: style.size, fill: style.fill, italic: style.italic });
      if (i === 0 && bullet) g += text(x, y, bullet, { size: style.size, fill: GOLD });
      y += style.size + 4;
    });
  };
  if (view.arranged.length > 0) {
    heading("Players moved pieces");
    for (const line of view.arranged) para(line, { size: 12, fill: "#d6cce3", italic: true }, "·");
    y += 8;
  }
  heading("Announced");
  const maxY = height - 240;
  for (const a of view.announcements) {
    if (y > maxY) {
      para("…", { size: 12, fill: "#f3ead6" });
      break;
    }
    para(a, { size: 12, fill: "#f3ead6" }, "›");
  }
  if (view.announcements.length === 0) para("(nothing)", { size: 12, fill: "#b9aec8", italic: true });
  y = Math.max(y + 10, height - 220);
  heading("Mages");
  for (const m of view.mages) {
    const rgb = SEAT_RGB[m.color] ?? { r: 0.5, g: 0.5, b: 0.5 };
    g += `<circle cx="${n(x + 6)}" cy="${n(y - 4)}" r="6" fill="${hex(rgb)}" stroke="#0e0b12"/>`;
    const where = m.room ?? (m.cell ? `${m.cell === m.color ? "own" : `${m.cell}'s`} Cell` : "off the Lodge");
    const card = `${m.vortexOnCard} Vortex on card`;
    const stats = [m.power !== undefined ? `Power ${m.power}` : "", m.hand > 0 ? `${m.hand} card(s) in hand` : ""]
      .filter(Boolean)
      .join(", ");
    g += text(x + 18, y, `${m.color}: ${where}; ${card}${stats ? `; ${stats}` : ""}`, { size: 12, fill: "#f3ead6" });
    y += 18;
  }
  const jukasWhere = view.jukas.room ?? (view.jukas.cell ? "his Cell" : "off the Lodge");
  g += `<circle cx="${n(x + 6)}" cy="${n(y - 4)}" r="6" fill="${hex(JUKAS_RGB)}" stroke="${GOLD}"/>`;
  g += text(x + 18, y, `Jukas: ${jukasWhere}; Power ${view.jukas.power ?? "?"}`, { size: 12, fill: "#f3ead6" });
  y += 18;
  g += text(x, y, `Vortex pool: ${view.pool} · Crown: ${view.crown ?? "none"}`, { size: 12, fill: "#d6cce3" });
  y += 26;
  // Legend.
  g += `<rect x="${n(x)}" y="${n(y - 10)}" width="11" height="11" fill="none" stroke="#cfc6b8"/>`;
  g += text(x + 16, y, "a free Slot (filled: Instability, owner's colour)", { size: 11, fill: "#b9aec8" });
  y += 18;
  g += `<circle cx="${n(x + 6)}" cy="${n(y - 4)}" r="7" fill="#4b1f6e" stroke="#d7b8f3"/>`;
  g += text(x + 16, y, "a Vortex Token", { size: 11, fill: "#b9aec8" });
  g += `<rect x="${n(x + 140)}" y="${n(y - 12)}" width="16" height="12" fill="none" stroke="${GOLD}" stroke-width="3"/>`;
  g += text(x + 162, y, "the Room(s) the step is about", { size: 11, fill: "#b9aec8" });
  return g;
}
