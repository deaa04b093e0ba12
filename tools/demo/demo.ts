/**
 * `npm start [-- --out DIR] [--no-build] [--save FILE] [--no-png]`: Jukas without TTS. Loads the
 * real built save on the fake TTS host and plays a solo round as players would; after each step it
 * prints what was announced and draws the Lodge into DIR (what it writes: docs/tools.md).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { setIconDir, esc } from "../../assets/svg";
import type { StateResult } from "../../src/controller/results";
import { FakeTTS, type FakeObject, type PlayerColor } from "../../hosts/fake-tts";
import { takeObject } from "../../hosts/fake-tts/world/containers";
import { buildForTts, ToolError, type Log } from "../dev/build";
import { renderPng } from "../save/render";
import { slug, TAG } from "../save/tts";
import { renderLodge, type LodgeView, type MageView } from "./lodge-svg";
import { readArgs } from "../args";

export interface DemoOptions {
  root: string;
  out: string;
  save: string;
  build: boolean;
  png: boolean;
  log: Log;
}

type Result = { [key: string]: unknown };

/** The table as a player sees and handles it, on the fake host. */
export class DemoTable {
  readonly avatar: FakeObject;
  private seen = 0;
  /** What players did to the table in this step, one sentence each, and what was announced. */
  private moves: string[] = [];
  private announced: string[] = [];

  constructor(
    readonly tts: FakeTTS,
    private readonly log: Log = () => undefined,
  ) {
    const avatars = tts.objectsWithTag(TAG.avatar);
    if (avatars.length !== 1) throw new ToolError(`the save has ${avatars.length} objects tagged ${TAG.avatar}, not one`);
    this.avatar = avatars[0];
  }

  room(name: string): FakeObject {
    const room = this.tts.objectsWithTag(TAG.room).find((o) => o.nickname === name);
    if (!room) throw new ToolError(`the save has no Room tile named ${name}`);
    return room;
  }

  mage(color: string): FakeObject {
    const m = this.tts.objectsWithTag(TAG.mage).find((o) => o.hasTag(color) && !o.hasTag(TAG.jukas));
    if (!m) throw new ToolError(`the save has no ${color} Mage model`);
    return m;
  }

  /** A point in a Room, `dx`/`dz` from its centre (well inside the hexagon). */
  spot(room: string, dx: number, dz: number): { x: number; y: number; z: number } {
    const p = this.room(room).position;
    return { x: p.x + dx, y: p.y + 0.5, z: p.z + dz };
  }

  /** A player sets their Mage model into their Cell, as the base game's setup says: the colour comes into play (I10). */
  mageIntoCell(color: string): void {
    const cell = this.tts.objectsWithTag(TAG.cell).find((o) => o.hasTag(color));
    if (!cell) throw new ToolError(`the save has no ${color} Cell`);
    this.tts.move(this.mage(color), { x: cell.position.x, y: cell.position.y + 0.5, z: cell.position.z });
    this.tts.runUntilIdle();
    this.moved(`${color} sets their Mage into their Cell.`);
  }

  /** A player moves a Mage model into a Room. */
  moveMage(color: string, room: string, dx: number, dz: number): void {
    this.tts.move(this.mage(color), this.spot(room, dx, dz));
    this.tts.runUntilIdle();
    this.moved(`${color} moves their Mage into the ${room}.`);
  }

  private moved(line: string): void {
    this.moves.push(line);
    this.log(`  table: ${line}`);
  }

  /**
   * Keeps what was announced since the last look, and prints the headlines: one line per action,
   * naming what changed, as every screen shows it (the details, with their rule codes, are in summary.json).
   */
  private heard(): void {
    const headlines = new Set(this.headlines());
    for (const a of this.news()) {
      this.announced.push(a);
      if (headlines.has(a)) this.log(`  > ${a}`);
    }
  }

  /** Every headline so far: broadcast to all in the announcement's tint (a warning's is orange, r = 1). */
  private headlines(): string[] {
    return this.tts.messages
      .filter((m) => m.kind === "broadcastToAll" && ((m.tint as { r?: number } | undefined)?.r ?? 1) < 1)
      .map((m) => m.text);
  }

  /** The step's table moves and announcements, in order of each; then a new step starts. */
  endStep(): { moves: string[]; announcements: string[] } {
    this.heard();
    return { moves: this.moves.splice(0), announcements: this.announced.splice(0) };
  }

  /** A player takes Instability pieces of a colour from its bag and lays them in a Room. */
  layInstability(owner: string, room: string, count: number): void {
    const bag = this.tts.objectsWithTag(TAG.instability).find((o) => o.hasTag(owner) && o.isContainer);
    if (!bag) throw new ToolError(`the save has no ${owner} Instability bag`);
    for (let i = 0; i < count; i++) {
      const col = i % 3;
      const row = Math.floor(i / 3);
      takeObject(this.tts, bag, { position: this.spot(room, -0.7 + col * 0.7, -0.55 - row * 0.55), smooth: false });
    }
    this.tts.runUntilIdle();
    this.moved(`${owner} lays ${count} of their Instability in the ${room}.`);
  }

  /** `avatar.call(name, params)`, as another script or the card's buttons do; then the table settles. */
  call(name: string, params?: Result): Result {
    const r = this.tts.call(this.avatar, name, params as never) as Result | undefined;
    this.tts.runUntilIdle(1200);
    this.heard();
    if (!r || r.ok !== true) throw new ToolError(`the Avatar Card refused ${name}: ${String(r?.error ?? "no result")}`);
    return r;
  }

  /** A player picks "Resolved a Spell here" on their Mage model. */
  resolveSpell(color: PlayerColor): void {
    this.tts.contextMenu(this.mage(color), "Resolved a Spell here", color);
    this.tts.runUntilIdle(1200);
    this.heard();
  }

  state(): StateResult {
    const s = this.tts.call(this.avatar, "state") as unknown as StateResult;
    if (!s || s.ok !== true) throw new ToolError("the Avatar Card's state call failed");
    return s;
  }

  /** What was announced since the last look. */
  private news(): string[] {
    const all = this.tts.announcements();
    const out = all.slice(this.seen);
    this.seen = all.length;
    return out;
  }

  /** Script errors so far, as TTS's console shows them. */
  errors(): string[] {
    return [...this.tts.errors.map((e) => e.text), ...this.tts.internalErrors.map((e) => `fake host: ${e}`)];
  }

  /** The picture's data: the state's counts, the pieces' positions. */
  view(
    state: StateResult,
    step: { n: number; of: number; title: string; arranged: string[]; announcements: string[]; targets: string[]; targetLabel: string },
  ): LodgeView {
    const tiles = new Map(this.tts.objectsWithTag(TAG.room).map((o) => [o.nickname, o]));
    const rooms = state.rooms.map((r) => {
      const tile = tiles.get(r.name);
      if (!tile) throw new ToolError(`the state names a Room with no tile: ${r.name}`);
      const instability: { [owner: string]: number } = {};
      // An empty Lua table comes back as [], a filled one as { owner = n }.
      if (r.instability && !Array.isArray(r.instability)) for (const [k, v] of Object.entries(r.instability)) instability[k] = v;
      return {
        name: r.name,
        x: tile.position.x,
        z: tile.position.z,
        slots: r.slots,
        instability,
        vortex: r.vortex,
        rebuilt: r.rebuilt,
        target: step.targets.includes(r.name),
      };
    });
    const cells = this.tts.objectsWithTag(TAG.cell).map((c) => ({
      owner: c.hasTag(TAG.jukas) ? "Jukas" : (c.tags.find((t) => !t.startsWith("BRW:")) ?? "?"),
      x: c.position.x,
      z: c.position.z,
    }));
    const mages: MageView[] = state.mages.map((m) => {
      const model = this.mage(m.color);
      return { ...m, x: model.position.x, z: model.position.z, hand: this.tts.handObjects(m.color as PlayerColor).length };
    });
    const jukasModel = this.tts.objectsWithTag(TAG.jukas).find((o) => o.hasTag(TAG.mage));
    if (!jukasModel) throw new ToolError("the save has no Jukas model");
    return {
      step: step.n,
      steps: step.of,
      title: step.title,
      arranged: step.arranged,
      announcements: step.announcements,
      targetLabel: step.targetLabel,
      rooms,
      cells,
      mages,
      jukas: {
        x: jukasModel.position.x,
        z: jukasModel.position.z,
        room: state.jukas.room,
        cell: state.jukas.cell,
        power: state.jukas.power,
      },
      pool: state.pool,
      crown: state.crown,
    };
  }
}

interface Step {
  title: string;
  /** What the players do to the table first. */
  arrange?: (t: DemoTable) => void;
  /** The Avatar's action; returns the Rooms to mark and the word to mark them with. */
  act: (t: DemoTable) => { targets: string[]; label: string };
}

/** Settles a Choice of the Crown the way the Crown holder's first button would. */
function settle(t: DemoTable, r: Result): Result {
  if (r.pending !== true) return r;
  const candidates = (r.candidates as string[]) ?? [];
  const crown = t.state().crown ?? "White";
  return t.call("choose", { player: crown, pick: candidates[0] });
}

export const STEPS: Step[] = [
  {
    title: "Setup (R4, R5)",
    // Four players: each sets their Mage into their Cell, so each colour is in play (I10).
    arrange: (t) => {
      for (const color of ["White", "Red", "Green", "Blue"]) t.mageIntoCell(color);
    },
    act: (t) => {
      t.call("setup");
      const room = t.state().jukas.room;
      return { targets: room ? [room] : [], label: "JUKAS" };
    },
  },
  {
    title: "Teleport, Priority 1 (R12, R14)",
    arrange: (t) => {
      t.moveMage("Red", "Oracle Room", -0.9, 0.7);
      t.moveMage("Green", "Oracle Room", 0.9, 0.7);
    },
    act: (t) => {
      const r = settle(t, t.call("teleport", { priority: 1 }));
      return { targets: typeof r.room === "string" ? [r.room] : [], label: "TARGET" };
    },
  },
  {
    title: "Avatar Effect with a rebuild (R11, R13)",
    arrange: (t) => {
      t.moveMage("Blue", "Crypt", -0.9, 0.7);
      t.layInstability("Blue", "Crypt", 5);
    },
    act: (t) => {
      t.call("avatarEffect");
      const room = t.state().jukas.room;
      return { targets: room ? [room] : [], label: "EFFECT" };
    },
  },
  {
    title: "Spells resolved: Vortex Tokens picked up (R8)",
    act: (t) => {
      const where: string[] = [];
      const first = t.state().mages.find((m) => m.color === "Red")?.room;
      if (first) where.push(first);
      t.resolveSpell("Red");
      t.moveMage("Red", "Arena", 0, 0.9);
      where.push("Arena");
      t.resolveSpell("Red");
      return { targets: where, label: "SPELL" };
    },
  },
  {
    title: "Clean-up (R10)",
    act: (t) => {
      t.call("cleanup");
      return { targets: [], label: "TARGET" };
    },
  },
];

function show(file: string, root: string): string {
  const rel = relative(root, file);
  return rel.startsWith("..") || isAbsolute(rel) ? file : rel;
}

export interface StepRecord {
  step: number;
  title: string;
  arranged: string[];
  announcements: string[];
  targets: string[];
  state: StateResult;
  svg: string;
  png?: string;
}

export async function demo(opts: DemoOptions): Promise<StepRecord[]> {
  const { root, log } = opts;
  if (opts.build) await buildForTts({ root, log });
  if (!existsSync(opts.save))
    throw new ToolError(`${show(opts.save, root)} is missing: build it (npm run build), or leave out --no-build.`);
  setIconDir(join(root, "assets", "icons"));
  mkdirSync(opts.out, { recursive: true });
  for (const f of readdirSync(opts.out)) if (/^\d+-.*\.(svg|png)$|^index\.html$|^summary\.json$/.test(f)) rmSync(join(opts.out, f));

  log(`demo: loading ${show(opts.save, root)} on the fake TTS host (fengari runs the Avatar Card's Lua)`);
  const tts = FakeTTS.load(readFileSync(opts.save, "utf8"));
  const table = new DemoTable(tts, log);
  table.endStep();
  const records: StepRecord[] = [];
  for (let i = 0; i < STEPS.length; i++) {
    const step = STEPS[i];
    const n = i + 1;
    log(`\n[${n}/${STEPS.length}] ${step.title}`);
    step.arrange?.(table);
    const { targets, label } = step.act(table);
    const { moves: arranged, announcements } = table.endStep();
    const errors = table.errors();
    if (errors.length > 0) throw new ToolError(`the Avatar Card's script failed in step ${n}: ${errors[0]}`);
    const state = table.state();
    const view = table.view(state, { n, of: STEPS.length, title: step.title, arranged, announcements, targets, targetLabel: label });
    const base = `${n}-${slug(step.title.replace(/\(.*\)/, ""))}`;
    const svgFile = join(opts.out, `${base}.svg`);
    const svg = renderLodge(view);
    writeFileSync(svgFile, svg);
    const record: StepRecord = { step: n, title: step.title, arranged, announcements, targets, state, svg: show(svgFile, root) };
    if (opts.png) {
      const pngFile = join(opts.out, `${base}.png`);
      writeFileSync(pngFile, renderPng(svg));
      record.png = show(pngFile, root);
    }
    log(`  picture: ${record.svg}${record.png ? `, ${record.png}` : ""}`);
    records.push(record);
  }
  writeFileSync(join(opts.out, "summary.json"), JSON.stringify(records, null, 2) + "\n");
  // The entries the replay reads are in the Avatar Card's memo (docs/log.md); the Notebook tab holds plain lines.
  const entries = table.avatar.memo;
  if (entries !== "") {
    writeFileSync(join(opts.out, "jukas-log.txt"), entries + "\n");
    log(
      `  Jukas's log: ${show(join(opts.out, "jukas-log.txt"), root)} (replay it: npm start -- --replay ${show(join(opts.out, "jukas-log.txt"), root)})`,
    );
  }
  writeFileSync(join(opts.out, "index.html"), indexHtml(records, opts.out, root));
  const total = records.reduce((s, r) => s + r.announcements.length, 0);
  log(
    `\ndemo: ${records.length} steps, ${total} announcements, no script errors; pictures in ${show(opts.out, root)}/ (open ${show(join(opts.out, "index.html"), root)})`,
  );
  return records;
}

function indexHtml(records: StepRecord[], out: string, root: string): string {
  const file = (p: string) => esc(relative(out, join(root, p)));
  const steps = records
    .map(
      (r) =>
        `<section><h2>${r.step}. ${esc(r.title)}</h2>` +
        (r.arranged.length ? `<p><em>${r.arranged.map(esc).join(" ")}</em></p>` : "") +
        `<ul>${r.announcements.map((a) => `<li>${esc(a)}</li>`).join("")}</ul>` +
        `<img src="${file(r.png ?? r.svg)}" alt="The Lodge after step ${r.step}" width="100%"></section>`,
    )
    .join("\n");
  return `<!doctype html><html><head><meta charset="utf-8"><title>Jukas: a solo round on the fake TTS host</title><style>body{font-family:sans-serif;max-width:1400px;margin:auto;background:#1f1a27;color:#f3ead6}h2{color:#e0b44c}</style></head><body><h1>Jukas: a solo round on the fake TTS host</h1>\n${steps}\n</body></html>\n`;
}

const USAGE = "usage: npm start -- [--out DIR] [--no-build] [--save FILE] [--no-png]";

export function parseArgs(root: string, argv: string[], log: Log = console.log): DemoOptions {
  const opts: DemoOptions = {
    root,
    out: join(root, "dist", "demo"),
    save: join(root, "dist", "tts", "Jukas.json"),
    build: true,
    png: true,
    log,
  };
  const v = readArgs(argv, { out: "string", save: "string", "no-build": "boolean", "no-png": "boolean" }, USAGE, (m) => new ToolError(m));
  if (typeof v.out === "string") opts.out = resolve(root, v.out);
  if (typeof v.save === "string") opts.save = resolve(root, v.save);
  if (v["no-build"] === true) opts.build = false;
  if (v["no-png"] === true) opts.png = false;
  return opts;
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  try {
    await demo(parseArgs(root, argv));
    return 0;
  } catch (e) {
    console.error(`demo: ${(e as Error).message}`);
    if (!(e instanceof ToolError) && process.env.DEBUG) console.error((e as Error).stack);
    return 1;
  }
}
