/**
 * What a table author writes beyond docs/rules.md's tags, spelled once: the tag that names a Room
 * tile without renaming it, and the function a scripted counter answers its number with
 * (docs/rules.md, "The table"; docs/tagging.md).
 */

/** `BRW:Room:Crypt` on a `BRW:Room` tile: the tile is the Crypt, whatever its nickname. */
export const ROOM_NAME_TAG = "BRW:Room:";

/** A scripted Power or Damage counter defines `function brwValue() return n end` (read by src/tts/read.ts). */
export const VALUE_FUNCTION = "brwValue";
