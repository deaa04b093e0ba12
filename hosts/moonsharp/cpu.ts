/**
 * One CPU for a test worker and its bridge. Their conversation is synchronous, so they never run
 * at once; on two CPUs each message wakes the other process across CPUs, which a virtual machine
 * makes costly (docs/performance.md, The test run). Linux only; elsewhere nothing is pinned.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** "0-2,5" → [0, 1, 2, 5]. */
export function cpuList(text: string): number[] {
  const cpus: number[] = [];
  for (const part of text.split(",")) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (range === null) continue;
    for (let c = Number(range[1]); c <= Number(range[2] ?? range[1]); c++) cpus.push(c);
  }
  return cpus;
}

/** The CPU for vitest worker `pool` (1-based) among those this process may use. */
export function cpuFor(pool: number, allowed: number[]): number | undefined {
  return allowed.length < 2 ? undefined : allowed[(pool - 1) % allowed.length];
}

/** This worker's CPU, the process itself pinned to it; undefined where it cannot be. */
export function pinWorker(): number | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    const status = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync("/proc/self/status", "utf8"));
    const cpu = cpuFor(Number(process.env.VITEST_POOL_ID ?? "1"), cpuList(status?.[1] ?? ""));
    if (cpu === undefined) return undefined;
    execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(process.pid)], { stdio: "ignore" });
    return cpu;
  } catch {
    return undefined;
  }
}
