/**
 * Where the MoonSharp tier's pieces are, and the bridge compiled from bridge.cs: the DLL
 * (`$MOONSHARP_DLL`, else ../shared/moonsharp/ beside the checkout), Mono (`mono` and `mcs` on
 * the PATH), the bridge compiled once per bridge.cs and DLL into node_modules/.cache/moonsharp/.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The checkout: above this file, or above the bundle a tool runs from (node_modules/.cache/…). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "hosts/moonsharp/bridge.cs"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("moonsharp: cannot find hosts/moonsharp/bridge.cs above " + fileURLToPath(import.meta.url));
    dir = up;
  }
  return dir;
}

const root = findRoot();
const SOURCE = join(root, "hosts/moonsharp/bridge.cs");

export function moonsharpDll(): string {
  return process.env.MOONSHARP_DLL ?? resolve(root, "../shared/moonsharp/MoonSharp.Interpreter.dll");
}

function onPath(cmd: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Why the MoonSharp tier cannot run here, or undefined when it can. */
export function moonsharpMissing(): string | undefined {
  const missing: string[] = [];
  if (!onPath("mono") || !onPath("mcs")) missing.push("Mono (apt-get install -y mono-runtime mono-mcs)");
  if (!existsSync(moonsharpDll())) missing.push(`MoonSharp.Interpreter.dll (${moonsharpDll()}; set MOONSHARP_DLL to use another)`);
  return missing.length === 0 ? undefined : missing.join(" and ");
}

/** The compiled bridge, built now if bridge.cs or the DLL changed since the last build. */
export function bridgeExe(): string {
  const dll = moonsharpDll();
  const hash = createHash("sha256").update(readFileSync(SOURCE)).update(readFileSync(dll)).digest("hex").slice(0, 16);
  const dir = join(root, "node_modules/.cache/moonsharp", hash);
  const exe = join(dir, "bridge.exe");
  if (existsSync(exe)) return exe;
  const building = `${dir}.${process.pid}.tmp`;
  mkdirSync(building, { recursive: true });
  copyFileSync(dll, join(building, "MoonSharp.Interpreter.dll"));
  execFileSync(
    "mcs",
    ["-nologo", "-optimize+", `-out:${join(building, "bridge.exe")}`, `-r:${join(building, "MoonSharp.Interpreter.dll")}`, SOURCE],
    { stdio: "pipe" },
  );
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker built it first
  }
  return exe;
}
