/** FakeTTS counts the Lua VM instructions a script runs, exactly (the bench relies on it). */
import { FakeTTS, type LuaFunctionId } from "../../hosts/fake-tts";

function scripted(script: string): FakeTTS {
  const tts = new FakeTTS();
  tts.addObject({ guid: "s00001", kind: "card", script });
  tts.start();
  return tts;
}

function cost(tts: FakeTTS, name: string, params?: number): number {
  const before = tts.instructions("s00001");
  tts.call("s00001", name, params);
  return tts.instructions("s00001") - before;
}

describe("instruction counting", () => {
  it("counts a function's instructions exactly: `return` alone is one", () => {
    const tts = scripted(`function noop() end
      function add(n) local a = n + 1 return a end`);
    expect(cost(tts, "noop")).toBe(1);
    // ADD, RETURN a, and the implicit final RETURN that is never reached: 2.
    expect(cost(tts, "add", 1)).toBe(2);
  });

  it("the fast count (hook every 10000) equals the instruction-by-instruction count, across hook periods", () => {
    const tts = scripted(`function loop(n) local s = 0 for i = 1, n do s = s + i end return s end`);
    for (const n of [0, 1, 4999, 5000, 12345, 30000]) {
      const fast = cost(tts, "loop", n);
      const seen: LuaFunctionId[] = [];
      tts.getObject("s00001")!.runtime!.setInstructionObserver((fn) => seen.push(fn));
      const slow = cost(tts, "loop", n);
      tts.getObject("s00001")!.runtime!.setInstructionObserver(undefined);
      expect(slow).toBe(fast);
      expect(seen.length).toBe(fast);
      expect(tts.errors).toEqual([]);
      // Seven to set up, run out and return, and two per turn of the loop (ADD, FORLOOP).
      expect(fast).toBe(7 + 2 * n);
    }
  });

  it("the observer names the running function by its chunk and the line it is defined on", () => {
    const tts = scripted(`function outer() return inner() + 1 end
function inner() return 2 end`);
    const lines = new Map<number, number>();
    tts.getObject("s00001")!.runtime!.setInstructionObserver((fn) => {
      expect(fn.source).toBe("@s00001");
      lines.set(fn.line, (lines.get(fn.line) ?? 0) + 1);
    });
    tts.call("s00001", "outer");
    expect([...lines.keys()].sort()).toEqual([1, 2]);
  });

  it("and gives the source line of each instruction", () => {
    const tts = scripted(`function f()
  local a = 1
  for i = 1, 3 do
    a = a + i
  end
  return a
end`);
    const lines = new Map<number, number>();
    tts.getObject("s00001")!.runtime!.setInstructionObserver((_fn, line) => lines.set(line, (lines.get(line) ?? 0) + 1));
    tts.call("s00001", "f");
    // The loop body's one ADD runs three times; the function's own lines only.
    expect(lines.get(4)).toBe(3);
    expect([...lines.keys()].every((l) => l >= 1 && l <= 7)).toBe(true);
  });
});
