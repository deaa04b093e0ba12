/**
 * What Check table cannot verify: the pieces inside bags that carry no tag of this mod's. The
 * reader sees only tagged objects, so a piece laid out of such a bag is invisible to the rules
 * until it is tagged (docs/tagging.md).
 */
import { Candidate } from "./candidate";
import { taggingWords } from "../words/tagging";

/** The mod's tags all begin so (docs/rules.md's tags), in lower case: tags match without regard to case, as TTS's do. */
const MOD_TAG = "brw:";

/** Each bag holding something and tagged with none of the mod's tags, as messages name it. */
export function unverifiedBags(candidates: Candidate[]): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    if (c.form === "bag" && typeof c.count === "number" && c.count > 0 && !modTagged(c.tags))
      out.push(taggingWords.label(c.name, c.form, c.id));
  }
  return out;
}

function modTagged(tags: string[]): boolean {
  if (typeof tags !== "object" || tags === null) return false;
  for (const t of tags) if (typeof t === "string" && t.substring(0, MOD_TAG.length).toLowerCase() === MOD_TAG) return true;
  return false;
}
