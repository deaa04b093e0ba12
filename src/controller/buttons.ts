/**
 * The Avatar Card's buttons (issue 3 and 4: the same on every tabletop), each a call of the script
 * API. An adapter draws them in its own way; the labels and what they call are fixed here, so a
 * button cannot do one thing on TTS and another on TTPG.
 */

export interface ButtonSpec {
  label: string;
  /** The script API function it calls (docs/rules.md). */
  call: string;
  params?: { [key: string]: unknown };
  tooltip: string;
}

export const BUTTONS: ButtonSpec[] = [
  { label: "Setup", call: "setup", tooltip: "R4, R5: Jukas into the Throne Room, a Vortex Token there and in each adjacent Room." },
  { label: "Target 1", call: "target", params: { priority: 1 }, tooltip: "R14: most Mages, no Vortex Token, most Instability." },
  {
    label: "Target 2",
    call: "target",
    params: { priority: 2 },
    tooltip: "R15: most Instability not placed by the Black Rose, most Instability, most Mages.",
  },
  {
    label: "Target 3",
    call: "target",
    params: { priority: 3 },
    tooltip: "R16: most Vortex Tokens on the Mage Card, most Power Points, most Damage.",
  },
  { label: "Teleport 1", call: "teleport", params: { priority: 1 }, tooltip: "R12: Jukas to the Priority 1 target." },
  { label: "Teleport 2", call: "teleport", params: { priority: 2 }, tooltip: "R12: Jukas to the Priority 2 target." },
  { label: "Teleport 3", call: "teleport", params: { priority: 3 }, tooltip: "R12: Jukas to the Room of the Priority 3 target." },
  { label: "Avatar Effect", call: "avatarEffect", tooltip: "R11: a Vortex Token, then Instability in each Room with one, then rebuilds." },
  { label: "Clean-up", call: "cleanup", tooltip: "R10: every Mage discards the Vortex Tokens on their Mage Card." },
  { label: "Undo", call: "undo", tooltip: "Cancels a pending choice, else puts back what the last action moved." },
];

/**
 * Resolving the top card of one of Jukas's decks (issue 5). TTPG draws these; TTS keeps its own
 * list (src/tts/ui.ts draws them with click handlers named by deck).
 */
export const CARD_BUTTONS: ButtonSpec[] = [
  { label: "Resolve top card", call: "resolveCard", params: { deck: "command" }, tooltip: "Jukas: draw and resolve the top Command Card" },
  { label: "Top Evocation", call: "resolveCard", params: { deck: "evocation" }, tooltip: "Jukas: draw and resolve the top Evocation Card" },
  { label: "Top Event", call: "resolveCard", params: { deck: "event" }, tooltip: "Jukas: draw and resolve the top Avatar Event Card" },
];

/** The context-menu action on each Mage model (R8). */
export const SPELL_ACTION = {
  label: "Resolved a Spell here",
  call: "spellResolved",
  tooltip: "R8: this Mage takes the Vortex Token of their Room onto their Mage Card.",
};

export function buttonByLabel(label: string): ButtonSpec | undefined {
  for (const b of BUTTONS) {
    if (b.label === label) return b;
  }
  return undefined;
}
