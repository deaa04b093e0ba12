/**
 * A bag tagged as someone's Instability passes its tags to each piece taken out of it: the pieces
 * inside a bag cannot be tagged from outside (docs/tagging.md), and an untagged piece laid in a
 * Room is invisible to the rules.
 */
import { JUKAS } from "../core/model";
import { COLOURS, TAG, canonicalTags, instabilityOwnerIndex, ownerIndex } from "../table/pieces";

/** TTS's onObjectLeaveContainer: the piece gets the bag's Instability and owner tags it lacks. */
export function tagTakenOut(container: TTSObject, obj: TTSObject): void {
  if (!container.hasTag(TAG.instability)) return;
  // TTS's hasTag ignores case; the owner's tag is read in the mod's spelling (canonicalTags).
  const owner = instabilityOwnerIndex(canonicalTags(container.getTags()));
  // A bag without an owner says nothing of whose its pieces are.
  if (owner < 0) return;
  const ownerTag = owner < COLOURS.length ? COLOURS[owner] : owner === ownerIndex(JUKAS) ? TAG.jukas : TAG.blackRose;
  if (!obj.hasTag(TAG.instability)) obj.addTag(TAG.instability);
  if (!obj.hasTag(ownerTag)) obj.addTag(ownerTag);
}
