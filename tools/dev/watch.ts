/**
 * `npm run watch [-- PUSH OPTIONS]`: push once, then rebuild and push on every change under src/,
 * mod/ and assets/, debounced, never two builds at once. A failed build or an absent game is
 * reported and watching goes on; the editor port stays held, so the game's prints and errors show
 * while one plays, traced to TypeScript like push's. Ctrl-C stops.
 */
import { existsSync, watch, type FSWatcher } from "node:fs";
import { join, relative } from "node:path";
import { ToolError } from "./build";
import { listenForTts, type EditorListener, type FromTts } from "./editor-api";
import { AnswerPrinter, parseArgs, portProblem, push, type AnswerSource, type PushOptions } from "./push";

export const WATCHED = ["src", "mod", "assets"];

/** Editor droppings that are no change of the source. */
export function ignored(file: string): boolean {
  const base = file.split(/[\\/]/).pop() ?? file;
  return /^\.#|^#.*#$|~$|\.sw[a-p]$|\.tmp$|^\.DS_Store$|^4913$/.test(base);
}

/**
 * Runs `task` after `delayMs` without a new `trigger`, one run at a time: a trigger during a run
 * schedules one more run after it. `idle()` resolves when nothing is scheduled or running.
 */
export class Serial {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private reasons: string[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    private readonly task: (reasons: string[]) => Promise<void>,
    private readonly delayMs: number,
  ) {}

  trigger(reason: string): void {
    if (!this.reasons.includes(reason)) this.reasons.push(reason);
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(), this.delayMs);
  }

  private start(): void {
    this.timer = undefined;
    const reasons = this.reasons;
    this.reasons = [];
    this.running = this.task(reasons)
      .catch(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.timer = setTimeout(() => this.start(), this.delayMs);
        } else {
          for (const w of this.waiters.splice(0)) w();
        }
      });
  }

  get busy(): boolean {
    return this.running !== undefined || this.timer !== undefined;
  }

  idle(): Promise<void> {
    return this.busy ? new Promise((r) => this.waiters.push(r)) : Promise.resolve();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

async function pushOnce(opts: PushOptions, reasons: string[]): Promise<void> {
  const started = Date.now();
  opts.out(`watch: ${reasons.join(", ")} → build and push`);
  try {
    const r = await push(opts);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    opts.out(
      `watch: ${r.sent ? (r.errors > 0 ? `pushed, with ${r.errors} error(s) from the game` : "pushed") : "not pushed"} (${took}); watching src/, mod/, assets/ (Ctrl-C stops)`,
    );
  } catch (e) {
    opts.err(`watch: ${e instanceof ToolError ? e.message : (e as Error).message}`);
    opts.out("watch: watching src/, mod/, assets/ for the fix (Ctrl-C stops)");
  }
}

export async function main({ root, argv }: { root: string; argv: string[] }): Promise<number> {
  let opts: PushOptions;
  try {
    opts = parseArgs(root, argv);
  } catch (e) {
    console.error(`watch: ${(e as Error).message}`);
    return 1;
  }
  // Every change is a change: build whatever is older than its sources.
  opts.build = true;
  // The game's messages between pushes go to the last push's printer (its scripts' maps).
  let idle: AnswerPrinter = new AnswerPrinter([], opts);
  let handler: (m: FromTts) => void = (m) => idle.handle(m);
  const source: AnswerSource = {
    attach(h) {
      const before = handler;
      handler = h;
      return () => {
        handler = before;
      };
    },
  };
  let listener: EditorListener | undefined;
  try {
    listener = await listenForTts((m) => handler(m), {
      port: opts.editorPort,
      onBadMessage: (t) => opts.out(`tts: (not a message) ${t.slice(0, 120)}`),
    });
    opts.answers = source;
    opts.out(`watch: listening on 127.0.0.1:${listener.port} for what the game prints and its errors`);
  } catch (e) {
    opts.out(portProblem(e, opts.editorPort).replace(/^push:/, "watch:"));
    opts.answers = "none";
  }
  opts.onPrinter = (p) => (idle = p);
  const serial = new Serial((reasons) => pushOnce(opts, reasons), 300);
  const watchers: FSWatcher[] = [];
  for (const dir of WATCHED) {
    const path = join(root, dir);
    if (!existsSync(path)) continue;
    watchers.push(
      watch(path, { recursive: true }, (_event, file) => {
        const name = file ? join(dir, file.toString()) : dir;
        if (ignored(name)) return;
        serial.trigger(`${relative(root, join(root, name))} changed`);
      }),
    );
  }
  serial.trigger("start");
  await new Promise<void>((done) => {
    const stop = () => {
      for (const w of watchers) w.close();
      serial.stop();
      void listener?.close();
      opts.out("watch: stopped");
      done();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
