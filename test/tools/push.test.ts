/**
 * `npm run push` against a fake Tabletop Simulator on 127.0.0.1: the test listens where TTS
 * would (an ephemeral port), reads the one message push sends, and answers on push's editor port
 * as TTS does (one connection per message): the reload (1), a print (2) and an error (3) whose
 * `:(line,col)` lies in the built avatar.lua. Everything is loopback and bounded in time.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createConnection, createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FromTts } from "../../tools/dev/editor-api";
import { AnswerPrinter, EMPTY_GLOBAL, parseArgs, push, scriptEntries, type AnswerSource, type PushOptions } from "../../tools/dev/push";

const ROOT = resolve(__dirname, "../..");
const AVATAR_LUA = readFileSync(join(ROOT, "dist/tts/avatar.lua"), "utf8");
// The shipped avatar.lua is TSTL's output as it is: TTS's `(line,col)` of a line is that line.
const READABLE_LUA = AVATAR_LUA;

/** Where TTS would report an error on a line of the script: that line, at its first token. */
function placeOf(line: number): { line: number; column: number } {
  return { line, column: READABLE_LUA.split("\n")[line - 1].search(/\S/) };
}

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line contains ${needle}`);
  return i + 1;
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "jukas-push-"));
}

const transform = { posX: 0, posY: 1, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 };

/** A save with a Global script and UI, the real Avatar Card script, a UI-only object inside a bag, and an object with neither. */
function writeSave(dir: string, globalScript = "print('global')"): string {
  const save = {
    SaveName: "push test",
    LuaScript: globalScript,
    XmlUI: globalScript ? "<Text>hello</Text>" : "",
    ObjectStates: [
      { GUID: "abf6a7", Name: "Custom_Tile", Nickname: "Jukas Avatar Card", Transform: transform, LuaScript: AVATAR_LUA, XmlUI: "" },
      { GUID: "c00001", Name: "Custom_Tile", Nickname: "Plain Tile", Transform: transform },
      {
        GUID: "b00001",
        Name: "Bag",
        Nickname: "Bag",
        Transform: transform,
        ContainedObjects: [{ GUID: "d00001", Name: "Custom_Tile", Nickname: "Panel", Transform: transform, XmlUI: "<Panel/>" }],
      },
    ],
  };
  const file = join(dir, "save.json");
  writeFileSync(file, JSON.stringify(save));
  return file;
}

function listen(server: Server): Promise<number> {
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  return new Promise((r) => server.close(() => r()));
}

/** A port nothing listens on (bound, then released). */
async function freePort(): Promise<number> {
  const s = createServer();
  const port = await listen(s);
  await close(s);
  return port;
}

/** Sends one message the way TTS does: its own connection, closed after writing. */
function answer(port: number, message: object): Promise<void> {
  return new Promise((r, reject) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.end(JSON.stringify(message)));
    socket.on("error", reject);
    socket.on("close", () => r());
  });
}

/** A fake TTS: keeps each message it receives (complete when the connection ends), then runs `reply`. */
function fakeTts(reply: (text: string) => Promise<void>): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let text = "";
    socket.on("data", (d) => (text += d.toString("utf8")));
    socket.on("end", () => {
      received.push(text);
      socket.end();
      void reply(text);
    });
  });
  return { server, received };
}

function options(
  root: string,
  save: string,
  ttsPort: number,
  lines: { out: string[]; err: string[] },
  extra: Partial<PushOptions> = {},
): PushOptions {
  return {
    ...parseArgs(root, []),
    build: false,
    save,
    scripts: join(root, "dist/tts"),
    ttsPort,
    editorPort: 0,
    listenSeconds: 5,
    quietMs: 300,
    out: (l) => lines.out.push(l),
    err: (l) => lines.err.push(l),
    ...extra,
  };
}

describe("npm run push", () => {
  it("sends Save & Play with every scripted object (Global first, into containers), prints the game's answers and traces an error to TypeScript", async () => {
    const save = writeSave(tempDir());
    let editorPort = 0;
    const onLoadLine = lineOf(READABLE_LUA, "G.onLoad = function(state)");
    const effectLine = lineOf(READABLE_LUA, "function placeInstability(work, effects)");
    const onLoad = placeOf(onLoadLine);
    const effect = placeOf(effectLine);
    const error = `chunk_1:(${onLoad.line},${onLoad.column}-${onLoad.column + 20}): attempt to index a nil value (called from chunk_1:(${effect.line},${effect.column}-${effect.column + 26}))`;
    const tts = fakeTts(async () => {
      await answer(editorPort, {
        messageID: 1,
        scriptStates: [
          { name: "Global", guid: "-1", script: "" },
          { name: "Jukas Avatar Card", guid: "abf6a7", script: "…" },
        ],
      });
      await answer(editorPort, { messageID: 2, message: "[ff0000]Jukas[-] is ready" });
      await answer(editorPort, {
        messageID: 3,
        error,
        guid: "abf6a7",
        errorMessagePrefix: "Error in Script (Jukas Avatar Card - abf6a7) function <onLoad>: ",
      });
    });
    const ttsPort = await listen(tts.server);
    const lines = { out: [] as string[], err: [] as string[] };
    try {
      const result = await push(options(ROOT, save, ttsPort, lines, { onListening: (p) => (editorPort = p) }));
      expect(tts.received).toHaveLength(1);
      expect(JSON.parse(tts.received[0])).toEqual({
        messageID: 1,
        scriptStates: [
          { guid: "-1", script: "print('global')", ui: "<Text>hello</Text>" },
          { guid: "abf6a7", script: AVATAR_LUA, ui: "" },
          { guid: "d00001", script: "", ui: "<Panel/>" },
        ],
      });
      expect(result).toEqual({ code: 1, sent: true, reloaded: true, prints: 1, errors: 1 });
      // What was sent, one line each.
      expect(lines.out).toContain(`push: sent 3 script(s) of ${save} to Tabletop Simulator on 127.0.0.1:${ttsPort} (Save & Play):`);
      expect(lines.out.some((l) => /^ {2}abf6a7 {2}Jukas Avatar Card {2}Lua \d+\.\d KB, no UI$/.test(l))).toBe(true);
      expect(lines.out).toContain(`  d00001  ${"Panel".padEnd("Jukas Avatar Card".length)}  no Lua, UI 8 B`);
      // The answers: the reload, the print (colours stripped), the error and where it came from.
      expect(lines.out).toContain("tts: the game reloaded; 2 object(s) with a script or UI");
      expect(lines.out).toContain("tts: Jukas is ready");
      const at = lines.err.findIndex((l) => l.startsWith("tts: Error in Script"));
      expect(lines.err[at]).toBe(`tts: Error in Script (Jukas Avatar Card - abf6a7) function <onLoad>: ${error}`);
      const tsOnLoad = lineOf(readFileSync(join(ROOT, "src/tts/avatar.ts"), "utf8"), "G.onLoad = ");
      const tsEffect = lineOf(readFileSync(join(ROOT, "src/core/avatar-effect.ts"), "utf8"), "function placeInstability(");
      // Each place: the TypeScript, and the script's line.
      expect(lines.err[at + 1]).toMatch(
        new RegExp(`^  at src/tts/avatar\\.ts:${tsOnLoad}:\\d+ \\(dist/tts/avatar\\.lua:${onLoadLine}\\)$`),
      );
      expect(lines.err[at + 2]).toMatch(
        new RegExp(`^  at src/core/avatar-effect\\.ts:${tsEffect}:\\d+ \\(dist/tts/avatar\\.lua:${effectLine}\\)$`),
      );
      // The Panel (d00001) is in no reload: it is named as missing from the running game.
      expect(lines.err).toContain(`push: Panel (d00001) is not in the running game: load ${save} in TTS, then push again.`);
      expect(lines.err.at(-1)).toBe("push: the game reported 1 error(s).");
    } finally {
      await close(tts.server);
    }
  }, 15_000);

  it("sends a comment as Global's script when the save has none (an empty one can lock a save)", () => {
    const save = JSON.parse(readFileSync(writeSave(tempDir(), ""), "utf8"));
    const entries = scriptEntries(save);
    expect(entries[0]).toEqual({ guid: "-1", name: "Global", script: EMPTY_GLOBAL, ui: "", placeholder: true });
    expect(EMPTY_GLOBAL.startsWith("--")).toBe(true);
    expect(entries.map((e) => e.guid)).toEqual(["-1", "abf6a7", "d00001"]);
  });

  it("still sends when another editor holds the editor port, and says the answers go there", async () => {
    const save = writeSave(tempDir());
    const tts = fakeTts(async () => undefined);
    const ttsPort = await listen(tts.server);
    const taken = createServer();
    const editorPort = await listen(taken);
    const lines = { out: [] as string[], err: [] as string[] };
    try {
      const result = await push(options(ROOT, save, ttsPort, lines, { editorPort }));
      expect(result).toMatchObject({ code: 0, sent: true, reloaded: false });
      // push is done once the message is written; the fake reads it at the connection's end.
      for (let i = 0; i < 100 && tts.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(tts.received).toHaveLength(1);
      expect(lines.out[0]).toBe(
        `push: 127.0.0.1:${editorPort} is taken (by Atom or a VS Code TTS extension?): the game's answers go there, not here.`,
      );
    } finally {
      await close(tts.server);
      await close(taken);
    }
  });

  it("takes the game's answers from a listener the caller holds (watch), and hands it back", async () => {
    const save = writeSave(tempDir());
    let handler: ((m: FromTts) => void) | undefined;
    const attached: string[] = [];
    const source: AnswerSource = {
      attach(h) {
        handler = h;
        attached.push("attach");
        return () => {
          handler = undefined;
          attached.push("detach");
        };
      },
    };
    const tts = fakeTts(async () => {
      handler?.({ messageID: 1, scriptStates: [{ guid: "-1" }, { guid: "abf6a7" }, { guid: "d00001" }] });
      handler?.({ messageID: 2, message: "hello" });
    });
    const ttsPort = await listen(tts.server);
    const lines = { out: [] as string[], err: [] as string[] };
    let printer: AnswerPrinter | undefined;
    try {
      const result = await push(options(ROOT, save, ttsPort, lines, { answers: source, onPrinter: (p) => (printer = p) }));
      expect(result).toEqual({ code: 0, sent: true, reloaded: true, prints: 1, errors: 0 });
      expect(attached).toEqual(["attach", "detach"]);
      expect(lines.out).toContain("tts: hello");
      expect(lines.err).toEqual([]);
      // Later messages (the game being played) still trace errors through this push's scripts.
      const onLoad = placeOf(lineOf(READABLE_LUA, "G.onLoad = function(state)"));
      printer!.handle({ messageID: 3, guid: "abf6a7", error: `chunk_0:(${onLoad.line},${onLoad.column}-${onLoad.column + 4}): boom` });
      expect(lines.err[0]).toMatch(/^tts: error in Jukas Avatar Card \(abf6a7\): chunk_0/);
      expect(lines.err[1]).toMatch(/^ {2}at src\/tts\/avatar\.ts:\d+/);
    } finally {
      await close(tts.server);
    }
  });

  it("says in one sentence that no game is running, and exits 1 (the CLI)", async () => {
    const port = await freePort();
    const save = writeSave(tempDir());
    const r = spawnSync(process.execPath, ["tools/push.mjs", "--no-build", "--save", save, "--listen", "1"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 15_000,
      env: { ...process.env, JUKAS_TTS_PORT: String(port), JUKAS_EDITOR_PORT: "0" },
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([
      `push: No game is listening on 127.0.0.1:${port}: start Tabletop Simulator and load the Jukas save, then push again.`,
    ]);
    expect(r.stdout).toBe("");
  }, 20_000);

  it("names a bad option in one line", () => {
    const r = spawnSync(process.execPath, ["tools/push.mjs", "--listen"], { cwd: ROOT, encoding: "utf8", timeout: 15_000 });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^push: --listen needs a value \(usage: npm run push -- /);
  }, 20_000);
});
