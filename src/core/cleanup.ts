/** R10: at the end of Step 2 of the Clean-up Phase, in play order. */
import { Effect, Mage, Outcome, Snapshot } from "./model";
import { announce, headline, warn, done } from "./outcome";
import { headlineWords, ruleWords } from "../words/text";
import { instabilityOf } from "./priorities";

/** Play order first; a Mage with tokens but no place in it (no model) follows, in seat order. */
function inPlayOrder(snap: Snapshot): Mage[] {
  const out: Mage[] = [];
  const mages = snap.mages;
  // taken[i]: the i-th Mage is in `out` (as `mageOf`, the first Mage of a colour is the one found).
  const taken: boolean[] = [];
  for (const color of snap.playOrder) {
    for (let i = 0; i < mages.length; i++) {
      if (mages[i].color !== color) continue;
      if (taken[i] !== true) {
        taken[i] = true;
        out.push(mages[i]);
      }
      break;
    }
  }
  for (let i = 0; i < mages.length; i++) {
    if (taken[i] !== true) out.push(mages[i]);
  }
  return out;
}

export function cleanup(snap: Snapshot): Outcome {
  const effects: Effect[] = [];
  let deck = snap.forgottenSpells;
  // The headline first; what it says is known at the end (each Mage's part).
  headline(effects, "");
  const parts: string[] = [];
  for (const mage of inPlayOrder(snap)) {
    if (mage.vortexOnCard <= 0) continue;
    effects.push({ kind: "discardVortex", color: mage.color, count: mage.vortexOnCard });
    announce(effects, ruleWords.cleanupDiscard(mage.color, mage.vortexOnCard));
    const draws = mage.vortexOnCard >= 2 && deck > 0;
    parts.push(ruleWords.cleanupPart(mage.color, mage.vortexOnCard, draws));
    if (mage.vortexOnCard < 2) continue;
    if (!draws) {
      warn(effects, ruleWords.cleanupNoDeck(mage.color));
      continue;
    }
    deck -= 1;
    effects.push({ kind: "drawForgottenSpell", color: mage.color });
    announce(effects, ruleWords.cleanupDraw(mage.color));
  }
  const line = parts.length === 0 ? headlineWords.cleanupNothing() : headlineWords.cleanupDone(parts);
  effects[0] = { kind: "announce", text: line, headline: true };
  // A headline of counts: each Mage's part in the chat's one line.
  if (parts.length > 0 && line.indexOf(parts[0]) < 0)
    effects.push({ kind: "announce", text: headlineWords.cleanupParts(parts), chat: true });
  // L2, R13: the base game rebuilds the full Rooms in this phase; those holding a Vortex Token pay
  // Jukas once their tiles are turned (I12), so the players hear which ones now.
  const full: string[] = [];
  for (const room of snap.rooms) if (!room.rebuilt && room.vortex > 0 && instabilityOf(room) >= room.slots) full.push(room.name);
  if (full.length > 0) effects.push({ kind: "announce", text: ruleWords.cleanupFullRooms(full), chat: true });
  return done(effects);
}
