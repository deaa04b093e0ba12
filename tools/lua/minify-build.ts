/**
 * The build's last Lua step (tools/build-lua.mjs): the Avatar Card's script, minified.
 * dist/tts/avatar.full.lua keeps TSTL's readable output, line for line the same as the
 * minified dist/tts/avatar.lua (an error's line in TTS is found in the readable one); the
 * minified script must compile to the same bytecode, or the build fails.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { minify } from "./minify";
import { sameBytecode } from "./bytecode";

export const AVATAR = "dist/tts/avatar.lua";
export const AVATAR_FULL = "dist/tts/avatar.full.lua";

export function main({ root }: { root: string; argv: string[] }): number {
  const file = join(root, AVATAR);
  if (!existsSync(file)) {
    console.error(`minify: ${AVATAR} is missing`);
    return 1;
  }
  const full = readFileSync(file, "utf8");
  const small = minify(full);
  if (!sameBytecode(full, small)) {
    console.error(`minify: the minified ${AVATAR} does not compile to the same bytecode as TSTL's: not written`);
    return 1;
  }
  writeFileSync(join(root, AVATAR_FULL), full);
  writeFileSync(file, small);
  console.log(`lua: ${AVATAR} minified, ${full.length} -> ${small.length} characters, same bytecode (readable: ${AVATAR_FULL})`);
  return 0;
}
