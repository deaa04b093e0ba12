/**
 * The TTS reader (src/tts/read.ts) keeps what it knows of each object in a Lua table keyed by the
 * object. TTS hands out a new handle (a MoonSharp UserData) for an object at every call that
 * returns it; this checks, on the MoonSharp 2.0.0.0 DLL itself, that two handles of one CLR object
 * find the same table entry and compare equal, and that another object's do not
 * (hosts/moonsharp/identity.cs). Runs where the MoonSharp tier can (docs/development.md, Testing).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { moonsharpDll, moonsharpMissing } from "../../hosts/moonsharp/setup";

describe.skipIf(moonsharpMissing() !== undefined)("MoonSharp 2.0.0.0: an object's handles as table keys", () => {
  it("two handles of one object find one entry and compare equal; another object's do not", () => {
    const dir = mkdtempSync(join(tmpdir(), "identity-"));
    copyFileSync(moonsharpDll(), join(dir, "MoonSharp.Interpreter.dll"));
    const exe = join(dir, "identity.exe");
    execFileSync("mcs", ["-nologo", `-out:${exe}`, `-r:${join(dir, "MoonSharp.Interpreter.dll")}`, "hosts/moonsharp/identity.cs"], {
      stdio: "pipe",
    });
    const out = execFileSync("mono", [exe], { encoding: "utf8" }).trim();
    // kept[getA()], kept[listed[2]], getA() == getA(), getA() == getB(), rawequal(listed[1], getA())
    expect(out).toBe("a b true false true");
  });
});
