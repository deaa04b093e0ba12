/**
 * Which Room a `BRW:Room` tile is: the name a `BRW:Room:<name>` tag gives (`BRW:Room:Crypt`, what
 * the tagging assistant adds to a tile its table names otherwise, docs/tagging.md), else its
 * nickname. The tag wins: it is the only way to name a tile without renaming the player's object.
 */
import { ROOM_NAME_TAG } from "./contract";

export { ROOM_NAME_TAG };
const PREFIX = ROOM_NAME_TAG.length;

export function roomNameOf(piece: { name: string; tags: string[] }): string {
  for (const tag of piece.tags) {
    if (tag.length > PREFIX && tag.substring(0, PREFIX) === ROOM_NAME_TAG) return tag.substring(PREFIX);
  }
  return piece.name;
}
