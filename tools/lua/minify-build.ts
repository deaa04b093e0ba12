/**
 * The build's last Lua step (tools/build-lua.mjs): the Avatar Card's script, minified.
 * dist/tts/avatar.full.lua keeps TSTL's readable output (TSTL's source map, avatar.lua.map,
 * describes it); dist/tts/avatar.lua.min.map leads each place of the minified dist/tts/avatar.lua
 * back to its place there (`npm run push` goes on from there to the TypeScript). The minified
 * script must compile to the same bytecode as the readable one with only its proven renames and
 * dead writes applied (tools/lua/minify.ts), or the build fails.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { minifyChunk } from "./minify";
import { sameBytecode } from "./bytecode";

export const AVATAR = "dist/tts/avatar.lua";
export const AVATAR_FULL = "dist/tts/avatar.full.lua";
export const AVATAR_MIN_MAP = "dist/tts/avatar.lua.min.map";

export function sha1(text: string): string {
  return createHash("sha1").update(text, "utf8").digest("hex");
}

export function main({ root }: { root: string; argv: string[] }): number {
  const file = join(root, AVATAR);
  if (!existsSync(file)) {
    console.error(`minify: ${AVATAR} is missing`);
    return 1;
  }
  const full = readFileSync(file, "utf8");
  const m = minifyChunk(full);
  if (!sameBytecode(m.reference, m.code)) {
    console.error(`minify: the minified ${AVATAR} does not compile to the same bytecode as TSTL's (with the proven renames): not written`);
    return 1;
  }
  // The map names both texts by hash: a map that is not about the avatar.lua beside it is not used.
  const map = { ...m.map, file: "avatar.lua", sources: ["avatar.full.lua"], x_minified: sha1(m.code), x_readable: sha1(full) };
  writeFileSync(join(root, AVATAR_FULL), full);
  writeFileSync(join(root, AVATAR_MIN_MAP), JSON.stringify(map));
  writeFileSync(file, m.code);
  const bytes = (s: string) => Buffer.byteLength(s, "utf8");
  console.log(
    `lua: ${AVATAR} minified, ${bytes(full)} -> ${bytes(m.code)} bytes, same bytecode as the readable one with ${m.renamed} tables' keys renamed and ${m.dead} dead writes left out (readable: ${AVATAR_FULL}, map: ${AVATAR_MIN_MAP})`,
  );
  return 0;
}
