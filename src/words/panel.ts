/**
 * The words of the screen panel (src/controller/panel-view.ts): its headings, Jukas's state, whose
 * choice a waiting Crown is, the collapse toggle and the hotkeys' names in the game's key list.
 */
export const panelWords = {
  title: () => "Jukas",
  /** The groups of the round's controls, in play order (the save's guide, "Jukas: a round"). */
  beforeRound: () => "Before the first round",
  eachTime: () => "A card whose steps the mod knows",
  byHand: () => "Jukas's card drawn: press what its line shows",
  cleanup: () => "Clean-up Phase",
  mistake: () => "A mistake",
  choiceHeading: () => "Choice of the Crown",
  settingsHeading: () => "Settings (host only)",
  ready: () => "Ready",
  working: () => "Working: pieces are moving",
  /** The Crown holder chooses. */
  holderChooses: (colour: string) => "Waiting for the Crown: " + colour + " chooses",
  /** I6: the holder's seat is empty, or there is no Crown: the host chooses. */
  hostChooses: (host: string, forColour: string | undefined) =>
    "Waiting for the Crown: the host (" + host + ") chooses" + (forColour === undefined ? "" : " for " + forColour),
  /** I11: anyone seated may choose for the holder. */
  anyoneChooses: (colour: string) => "Waiting for the Crown: any seated player chooses for " + colour,
  /** What the candidate buttons do. */
  candidateTooltip: (pick: string) => "Picks " + pick + ": only the clicks of whoever may choose count (R17, I6)",
  /** A section's heading, open (a click folds it) and folded (a click opens it). */
  openHeading: (heading: string) => "- " + heading,
  foldedHeading: (heading: string) => "+ " + heading,
  foldTooltip: () => "Folds this part of Jukas's panel for you alone",
  openTooltip: () => "Opens this part of Jukas's panel for you alone",
  /** Why a round's control cannot run now (issue 41): said first in its tooltip, the control dimmed. */
  notNowChoosing: () => "Waiting for the Crown holder to choose; Undo cancels the choice",
  /** A control's tooltip while it cannot run: why, then what it does. */
  unavailableTooltip: (why: string, tooltip: string) => why + ". " + tooltip,
  hide: () => "Hide",
  hideTooltip: () => "Folds Jukas's panel for you alone; the other players keep theirs",
  show: () => "Jukas",
  showTooltip: () => "Opens Jukas's panel for you alone",
  /** A hotkey as the game's key list (Options, Game Keys) names it. */
  hotkey: (label: string) => "Jukas: " + label,
};
