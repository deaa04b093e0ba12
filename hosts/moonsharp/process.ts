/**
 * The MoonSharp bridge process (bridge.cs under Mono) and the synchronous conversation with it. A
 * Lua call must answer in the same JS stack, so stdin and stdout are named pipes read with blocking
 * `readSync`: until a message's "ret" comes back, every request the bridge sends is served in
 * place, however deep the nesting. One process serves a whole test worker.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pinWorker } from "./cpu";
import { bridgeExe } from "./setup";

/** A message either way: `op` names it, `s` the script it concerns. */
export type Message = { op: string; s?: number; [key: string]: unknown };

/** Serves the bridge's requests (API calls from Lua) for the scripts of one runtime. */
export type Server = (m: Message) => Message;

export class BridgeProcess {
  private readonly child: ChildProcess;
  private readonly writeFd: number;
  private readonly readFd: number;
  private pending = Buffer.alloc(0);
  private readonly chunk = Buffer.alloc(1 << 16);
  private readonly servers = new Map<number, Server>();
  private nextScript = 1;

  constructor(exe: string) {
    const dir = mkdtempSync(join(tmpdir(), "moonsharp-"));
    const toBridge = join(dir, "in");
    const fromBridge = join(dir, "out");
    execFileSync("mkfifo", [toBridge, fromBridge]);
    // These ends go to the child and then close here, so that each pipe has one writer: when this
    // worker ends, the bridge reads end of file and exits; when the bridge dies, a read here ends.
    // Neither open may block: a read end opens at once non-blocking (the child's stdin is made
    // blocking again as it starts), a FIFO opened read-write never waits.
    const childIn = openSync(toBridge, constants.O_RDONLY | constants.O_NONBLOCK);
    const childOut = openSync(fromBridge, constants.O_RDWR);
    // A 64 MB nursery: parsing the Avatar Card's script allocates much, and with the default
    // nursery Mono collects far more often (docs/performance.md, The test run).
    const env = { ...process.env, MONO_GC_PARAMS: process.env.MONO_GC_PARAMS ?? "nursery-size=64m" };
    const cpu = pinWorker();
    const [cmd, args] = cpu === undefined ? ["mono", [exe]] : ["taskset", ["-c", String(cpu), "mono", exe]];
    this.child = spawn(cmd, args, { stdio: [childIn, childOut, "inherit"], env });
    this.writeFd = openSync(toBridge, constants.O_WRONLY);
    this.readFd = openSync(fromBridge, constants.O_RDONLY);
    closeSync(childIn);
    closeSync(childOut);
    rmSync(dir, { recursive: true, force: true });
    this.child.unref(); // the worker may end while the bridge waits for its next message
    process.once("exit", () => this.child.kill());
  }

  /** A new script id whose requests `server` answers. */
  register(server: Server): number {
    const id = this.nextScript++;
    this.servers.set(id, server);
    return id;
  }

  unregister(id: number): void {
    this.servers.delete(id);
  }

  /** Sends `m` and returns the bridge's answer, serving its requests meanwhile. */
  ask(m: Message): Message {
    this.send(m);
    for (;;) {
      const reply = this.receive();
      if (reply.op === "ret") return reply;
      const server = reply.s === undefined ? undefined : this.servers.get(reply.s);
      this.send(server === undefined ? { op: "ret", e: `no script ${String(reply.s)} in this host` } : server(reply));
    }
  }

  private send(m: Message): void {
    const data = Buffer.from(JSON.stringify(m) + "\n", "utf8");
    let at = 0;
    while (at < data.length) at += writeSync(this.writeFd, data, at, data.length - at);
  }

  private receive(): Message {
    for (;;) {
      const nl = this.pending.indexOf(10);
      if (nl >= 0) {
        const line = this.pending.subarray(0, nl).toString("utf8");
        this.pending = this.pending.subarray(nl + 1);
        return JSON.parse(line) as Message;
      }
      const n = readSync(this.readFd, this.chunk, 0, this.chunk.length, null);
      if (n === 0) throw new Error("the MoonSharp bridge process ended (see its output above)");
      this.pending = Buffer.concat([this.pending, this.chunk.subarray(0, n)]);
    }
  }
}

let shared: BridgeProcess | undefined;

/** The worker's bridge process, started at the first call. */
export function bridge(): BridgeProcess {
  shared ??= new BridgeProcess(bridgeExe());
  return shared;
}
