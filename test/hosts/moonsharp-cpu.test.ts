/** A test worker's CPU for itself and its MoonSharp bridge (hosts/moonsharp/cpu.ts). */
import { describe, expect, it } from "vitest";
import { cpuFor, cpuList } from "../../hosts/moonsharp/cpu";

describe("the CPU a worker and its bridge share", () => {
  it("reads Linux's list of allowed CPUs", () => {
    expect(cpuList("0-1")).toEqual([0, 1]);
    expect(cpuList("0-2,5,7-8")).toEqual([0, 1, 2, 5, 7, 8]);
    expect(cpuList("3")).toEqual([3]);
    expect(cpuList("")).toEqual([]);
  });

  it("gives vitest's workers the allowed CPUs in turn, and pins nothing on one CPU", () => {
    expect([1, 2, 3].map((pool) => cpuFor(pool, [2, 3]))).toEqual([2, 3, 2]);
    expect(cpuFor(1, [0])).toBeUndefined();
    expect(cpuFor(1, [])).toBeUndefined();
  });
});
