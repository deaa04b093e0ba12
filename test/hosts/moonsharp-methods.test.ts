/**
 * The MoonSharp bridge keeps the method it made for an object's member (hosts/moonsharp/bridge.cs,
 * KnownMethod): a second use asks Node once, to call. The member is still looked up on every call,
 * so a destroyed object's method raises as it does on fengari.
 */
import { describe, expect, it } from "vitest";
import { FakeTTS } from "../../hosts/fake-tts";
import { moonsharpMissing } from "../../hosts/moonsharp/setup";

const SCRIPT = `function run()
  local t = getObjectFromGUID("x00001")
  local first = t.getName()
  local kept = t.getName
  t.setName("renamed")
  local second = t.getName()
  t.destruct()
  local ok, err = pcall(function() return t.getName() end)
  local keptOk = pcall(kept)
  return { first = first, second = second, ok = ok, err = err, keptOk = keptOk, guid = t.getGUID() }
end`;

function run(lua: "fengari" | "moonsharp"): Record<string, unknown> {
  const tts = new FakeTTS({ lua });
  tts.addObject({ guid: "s00001", kind: "card", script: SCRIPT });
  tts.addObject({ guid: "x00001", kind: "token", nickname: "Token" });
  tts.start();
  const r = tts.call("s00001", "run") as Record<string, unknown>;
  // Each VM writes the error's place its own way ("s00001:8:", "s00001:(8,35-53):").
  return { ...r, err: String(r.err).replace(/^s00001:[^ ]+ /, "") };
}

describe.skipIf(moonsharpMissing() !== undefined)("MoonSharp: a host object's methods", () => {
  it("answer as on fengari, before and after the object is destroyed", () => {
    const fengari = run("fengari");
    expect(fengari).toMatchObject({ first: "Token", second: "renamed", ok: false, keptOk: false, guid: "x00001" });
    expect(fengari.err).toBe("object x00001 (renamed) is destroyed: cannot use 'getName'");
    expect(run("moonsharp")).toEqual(fengari);
  });
});
