/**
 * A built Lua bundle in MoonSharp 2.0.0.0 (TTS's interpreter), called with plain data: the
 * MoonSharp twin of lua-vm.ts's `loadCore`.
 */
import { readFileSync } from "node:fs";
import { bridge, type Message } from "./process";
import { fromWire, toWire, type Wire } from "./wire";

/** An error raised in the Lua, or a fault of MoonSharp's VM itself (`fault`). */
export class MoonSharpError extends Error {
  constructor(
    message: string,
    readonly fault: boolean,
  ) {
    super(message);
  }
}

function results(m: Message, what: string): Wire[] {
  if (typeof m.e === "string") throw new MoonSharpError(`${what}: ${m.e}`, m.fault === true);
  return m.r as Wire[];
}

/** A plain script (no TTS globals): the bundle's module table, its functions callable by name. */
export function loadBundleMoonSharp(source: string, name: string): { call: (fn: string, ...args: unknown[]) => unknown } {
  const b = bridge();
  const s = b.register((m) => ({ op: "ret", e: `a plain script has no host (${m.op})` }));
  results(b.ask({ op: "new", s, prelude: "return {}, {}", a: [], limit: 1e12, count: false }), "new");
  const [chunk] = results(b.ask({ op: "load", s, code: source, name }), "load " + name);
  const [module] = results(b.ask({ op: "call", s, f: (chunk as { f: number }).f, a: [] }), "run " + name);
  const fns = new Map<string, number>();
  for (const [k, v] of (module as { t: [Wire, Wire][] }).t)
    if (typeof k === "string" && v !== null && typeof v === "object" && "f" in v) fns.set(k, v.f as number);
  return {
    call: (fn, ...args) => {
      const f = fns.get(fn);
      if (f === undefined) throw new Error(`${name} has no function ${fn}`);
      const [r] = results(b.ask({ op: "call", s, f, a: args.map(toWire) }), "call " + fn);
      return fromWire(r ?? null);
    },
  };
}

export function loadCoreMoonSharp(path: string): { call: (fn: string, ...args: unknown[]) => unknown } {
  return loadBundleMoonSharp(readFileSync(path, "utf8"), path.replace(/^.*\//, ""));
}

/**
 * Milliseconds MoonSharp takes to compile `source` (its `LoadString`, what TTS does as a script
 * loads), median of `runs` fresh scripts after one to warm Mono's JIT up; no instruction counter.
 */
export function compileMs(source: string, name: string, runs = 5): number {
  const b = bridge();
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const s = b.register((m) => ({ op: "ret", e: `a plain script has no host (${m.op})` }));
    results(b.ask({ op: "new", s, prelude: "return {}, {}", a: [], limit: 1e12, count: false }), "new");
    const loaded = b.ask({ op: "load", s, code: source, name });
    results(loaded, "load " + name);
    if (i > 0) times.push(loaded.ms as number);
    b.ask({ op: "close", s });
    b.unregister(s);
  }
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)];
}
