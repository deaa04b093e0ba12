/**
 * `npm start` (tools/demo.mjs) as CI runs it: builds what is stale, plays the solo round on the
 * fake TTS host with the real built Lua and save, and draws each step. The pictures are checked
 * against the demo's own record of the Avatar Card's state and announcements (summary.json).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import type { StepRecord } from "../../tools/demo/demo";
import { RULE_CODE } from "../words/codes";

const ROOT = resolve(__dirname, "../..");
/** A Room hexagon's circumradius in the picture (4/√3 table units at 34 px a unit). */
const HEX_RADIUS_PX = (4 / Math.sqrt(3)) * 34;

/** The attributes of each `<g class="CLASS …" …>` of an SVG. */
function groups(svg: string, cls: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of svg.matchAll(/<g class="([^"]*)"([^>]*)>/g)) {
    if (!m[1].split(" ").includes(cls)) continue;
    const a: Record<string, string> = { class: m[1] };
    for (const kv of m[2].matchAll(/([\w-]+)="([^"]*)"/g)) a[kv[1]] = kv[2];
    out.push(a);
  }
  return out;
}

/** The SVG text of one Room's group. */
function roomSvg(svg: string, name: string): string {
  const start = svg.indexOf(`data-room="${name}" data-cx`);
  return svg.slice(start, svg.indexOf("</g>", start));
}

describe("npm start: the demo round on the fake TTS host", () => {
  const out = mkdtempSync(join(tmpdir(), "jukas-demo-"));
  let run: ReturnType<typeof spawnSync>;
  let steps: StepRecord[];
  let svgs: string[];

  beforeAll(() => {
    run = spawnSync(process.execPath, ["tools/demo.mjs", "--out", out], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    if (run.status !== 0) throw new Error(`npm start failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
    steps = JSON.parse(readFileSync(join(out, "summary.json"), "utf8")) as StepRecord[];
    svgs = steps.map((s) => readFileSync(resolve(ROOT, s.svg), "utf8"));
  }, 60_000);

  it("plays setup, a Priority 1 teleport, an Avatar Effect with a rebuild, a spell pickup and clean-up, printing each announcement", () => {
    const stdout = String(run.stdout);
    expect(steps.map((s) => s.title)).toEqual([
      "Setup (R4, R5)",
      "Teleport, Priority 1 (R12, R14)",
      "Avatar Effect with a rebuild (R11, R13)",
      "Spells resolved: Vortex Tokens picked up (R8)",
      "Clean-up (R10)",
    ]);
    for (const s of steps) {
      expect(stdout).toContain(`[${s.step}/5] ${s.title}`);
      expect(s.announcements.length).toBeGreaterThan(0);
    }
    // Issue 28: the transcript shows one line per action (two Spells in step 4), naming what changed, with no rule code.
    const lines = stdout.split("\n").filter((l) => l.startsWith("  > "));
    expect(lines).toEqual([
      "  > Jukas's Setup: he goes in the Throne Room; 7 Vortex Tokens placed.",
      "  > Jukas teleports to the Oracle Room (most Mages: 2).",
      "  > Jukas's Avatar Effect in the Oracle Room: 8 Instability, 1 Room Rebuilt, +2 Power.",
      "  > Red takes 1 Vortex Token from the Oracle Room onto their Mage Card.",
      "  > Red takes 1 Vortex Token from the Arena onto their Mage Card.",
      "  > Clean-up: Red discards 2 Vortex Tokens and draws a Forgotten Spell.",
    ]);
    for (const l of lines) expect(l).not.toMatch(RULE_CODE);
    // Issue 41: a Teleport is said once; the Avatar Effect's Rooms and counts in one chat line.
    expect(steps[1].announcements).toEqual(["Jukas teleports to the Oracle Room (most Mages: 2)."]);
    expect(steps[2].announcements.some((a) => a.includes("Rebuilt: Crypt, so Jukas gains 2 Power Points."))).toBe(true);
    expect(steps[4].announcements.some((a) => a.includes("draws a Forgotten Spell"))).toBe(true);
    expect(stdout).toMatch(/demo: 5 steps, \d+ announcements, no script errors/);
  });

  it("writes an SVG and a PNG per step, and an index page", () => {
    for (const s of steps) {
      expect(existsSync(resolve(ROOT, s.svg))).toBe(true);
      const png = readFileSync(resolve(ROOT, s.png!));
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.length).toBeGreaterThan(20_000);
    }
    const index = readFileSync(join(out, "index.html"), "utf8");
    for (const s of steps) expect(index).toContain(`${s.step}. ${s.title.replace(/&/g, "&amp;")}`);
  });

  it("draws the 19 Rooms by name, each once, in every picture", () => {
    const names = LODGE_CATALOGUE.map((r) => r.name).sort();
    expect(names).toHaveLength(19);
    for (const svg of svgs) {
      expect(
        groups(svg, "room")
          .map((g) => g["data-room"])
          .sort(),
      ).toEqual(names);
      for (const name of names) expect(svg).toContain(`<title>${name.replace(/&/g, "&amp;")}:`);
    }
  });

  it("draws as many Vortex Tokens in each Room as the state counts there", () => {
    steps.forEach((s, i) => {
      const markers = groups(svgs[i], "vortex");
      const total = s.state.rooms.reduce((n, r) => n + r.vortex, 0);
      expect(markers).toHaveLength(total);
      for (const r of s.state.rooms) expect(markers.filter((m) => m["data-room"] === r.name)).toHaveLength(r.vortex);
    });
    expect(groups(svgs[0], "vortex")).toHaveLength(7); // R5: the Throne Room and its 6 neighbours
  });

  it("marks Jukas in the Room the announcements name, inside that Room's hexagon", () => {
    const named = (s: StepRecord): string => {
      for (const a of s.announcements) {
        // Issue 41: the headlines name the Room (the chat carries no rule code).
        const m = /^Jukas teleports to (?:the )?(.+?)(?: \(|\.$)/.exec(a) ?? /^Jukas's Setup: he goes in the (.+?)[;.]/.exec(a);
        if (m) return m[1];
      }
      throw new Error(`step ${s.step} names no Room for Jukas`);
    };
    for (const i of [0, 1]) {
      const room = named(steps[i]);
      const [jukas] = groups(svgs[i], "jukas");
      expect(jukas["data-room"]).toBe(room);
      const tile = groups(svgs[i], "room").find((g) => g["data-room"] === room)!;
      const d = Math.hypot(Number(jukas["data-cx"]) - Number(tile["data-cx"]), Number(jukas["data-cy"]) - Number(tile["data-cy"]));
      expect(d).toBeLessThan(HEX_RADIUS_PX * 0.8);
    }
    expect(groups(svgs[0], "jukas")[0]["data-room"]).toBe("Throne Room");
    expect(groups(svgs[1], "jukas")[0]["data-room"]).toBe("Oracle Room");
  });

  it("outlines the step's target", () => {
    expect(groups(svgs[1], "target-mark").map((g) => g["data-room"])).toEqual(["Oracle Room"]);
    expect(
      groups(svgs[1], "room")
        .filter((g) => g["data-target"] === "true")
        .map((g) => g["data-room"]),
    ).toEqual(["Oracle Room"]);
    expect(
      groups(svgs[3], "target-mark")
        .map((g) => g["data-room"])
        .sort(),
    ).toEqual(["Arena", "Oracle Room"]);
    expect(groups(svgs[4], "target-mark")).toEqual([]);
  });

  it("draws the rebuilt Room as rebuilt, with its Instability against its Slots before", () => {
    const before = groups(svgs[1], "room").find((g) => g["data-room"] === "Crypt")!;
    expect(before).toMatchObject({ class: "room", "data-rebuilt": "false", "data-slots": "6", "data-instability": "0" });
    const rebuiltNames = steps[2].state.rooms.filter((r) => r.rebuilt).map((r) => r.name);
    expect(rebuiltNames).toEqual(["Crypt"]);
    const crypt = groups(svgs[2], "room").find((g) => g["data-room"] === "Crypt")!;
    expect(crypt.class.split(" ")).toContain("rebuilt");
    expect(crypt).toMatchObject({ "data-rebuilt": "true", "data-instability": "6" });
    expect(roomSvg(svgs[2], "Crypt")).toContain(">REBUILT</text>");
    expect(groups(svgs[2], "room").filter((g) => g["data-rebuilt"] === "true")).toHaveLength(1);
    // Instability against Slots: one square per Slot, one filled per piece.
    const oracle = roomSvg(svgs[2], "Oracle Room");
    expect(oracle.match(/<rect x=/g)).toHaveLength(6);
    expect(oracle.match(/class="instability" data-owner="Jukas"/g)).toHaveLength(1);
    expect(oracle).toContain(">1/6</text>");
  });

  it("draws each Mage where the state puts them, and Red's tokens on the card", () => {
    const mages = groups(svgs[3], "mage");
    expect(mages.map((m) => m["data-color"]).sort()).toEqual(["Blue", "Green", "Red", "White"]);
    expect(mages.find((m) => m["data-color"] === "Red")!["data-room"]).toBe("Arena");
    expect(steps[3].state.mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(2);
    expect(svgs[3]).toContain("Red: Arena; 2 Vortex on card");
    expect(steps[4].state.mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(0);
  });
});

describe("npm start -- --help", () => {
  it("prints the usage of the demo and the replay, and exits 0", () => {
    const r = spawnSync(process.execPath, ["tools/demo.mjs", "--help"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("usage: npm start -- [--out DIR]");
    expect(r.stdout).toContain("npm start -- --replay FILE [--lua]");
    expect(r.stderr).toBe("");
  });
});
