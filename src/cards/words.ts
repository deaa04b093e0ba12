/**
 * A card's steps in words, for the card faces the build draws (assets/art.ts): the same names the
 * mod announces them by (src/words/text.ts), with their conditions. Node-side only.
 */
import type { Card, CardStep } from "../core/card";
import { cardStepWords } from "../words/text";

const CONDITIONS: { [name: string]: string } = {
  targetExists: "there is a target",
  noTarget: "there is no target",
  targetIsRoom: "the target is a Room",
  targetIsMage: "the target is a Mage",
  jukasInLodge: "Jukas is in a Lodge Room",
  jukasInCell: "Jukas is in his Cell",
};

function place(where: string | undefined): string | undefined {
  if (where === "target") return cardStepWords.theTargetRoom();
  if (where === "jukas") return cardStepWords.jukasRoom();
  return where;
}

function capital(s: string): string {
  return s.substring(0, 1).toUpperCase() + s.substring(1);
}

/** What the step does, e.g. "Teleportation, Priority 1 (R12)" or "For the players: …", with its conditions. */
export function stepWords(step: CardStep): string {
  let what: string;
  if (step.step === "target") what = cardStepWords.target(step.priority ?? 0);
  else if (step.step === "teleport") what = cardStepWords.teleport(step.priority ?? 0);
  else if (step.step === "avatarEffect") what = cardStepWords.avatarEffect(place(step.room));
  else if (step.step === "placeVortex") what = cardStepWords.placeVortex(place(step.in) ?? "");
  else if (step.step === "damage") what = cardStepWords.damage(step.amount ?? 0);
  else if (step.step === "instability") what = cardStepWords.instability(step.amount ?? 0);
  else what = cardStepWords.say(step.text ?? "");
  const when = step.when === undefined ? [] : typeof step.when === "string" ? [step.when] : step.when;
  let out = capital(what);
  if (when.length > 0) out += " (only if " + when.map((c) => CONDITIONS[c] ?? c).join(" and ") + ")";
  if (step.otherwise === "stop") out += " (if it cannot be done, the card stops)";
  return out;
}

/** Every step, numbered as the mod announces them. */
export function cardWords(card: Card): string[] {
  return card.steps.map((step, i) => `${i + 1}. ${stepWords(step)}`);
}
