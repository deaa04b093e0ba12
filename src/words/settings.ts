/**
 * The settings (docs/rules.md, Settings) in players' words: each one's label on the table's
 * toggle, and what it means on and off (the announcement of a change, the toggle's tooltip, the
 * Notebook's guide). Keyed by the setting's name, read one name at a time.
 */
export interface SettingWords {
  /** The toggle's label, before ": on" or ": off". */
  label: string;
  on: string;
  off: string;
}

export const settingWords: { [name: string]: SettingWords } = {
  countJukasAsMage: {
    label: "Count Jukas among a Room's Mages",
    on: "Jukas's own model counts among a Room's Mages for Priority 1 and Priority 2 (R14, R15)",
    off: "only the other Mages' models count as a Room's Mages for Priority 1 and Priority 2 (R14, R15)",
  },
  jukasInstabilityIsBlackRose: {
    label: "Jukas's Instability is the Black Rose's",
    on: "Priority 2's first criterion leaves out Jukas's own Instability, as it does the Black Rose's (R15)",
    off: "Priority 2's first criterion counts Jukas's own Instability; only the Black Rose's is left out (R15)",
  },
  effectInTargetRoom: {
    label: "Avatar Effect in the card's target Room",
    on: "the Avatar Effect's Vortex Token goes in the card's target Room, even when Jukas stands elsewhere (R11a)",
    off: "the Avatar Effect's Vortex Token goes where Jukas stands; in the card's target Room only when he is in his Cell (R11a)",
  },
  cellMagesAreTargets: {
    label: "Mages in their Cells are targets",
    on: "a Mage in their Cell is a Priority 3 target (R16)",
    off: "only Mages in Lodge Rooms are Priority 3 targets; a Mage in their Cell is not (R16)",
  },
  anySeatedSettles: {
    label: "Any seated player may settle ties",
    on: "whoever sits at any seat settles a Choice of the Crown, for its holder (one person playing several colours)",
    off: "only the Crown holder settles a Choice of the Crown (R17, I6)",
  },
  rebuildsByReportOnly: {
    label: "Rebuilds paid by report only",
    on: "a Room tile seen on its Rebuilt side with a Vortex Token is pointed out; Jukas gains his Power Points only when it is reported (R13)",
    off: "a Room tile seen on its Rebuilt side with a Vortex Token, never reported, gives Jukas his 2 Power Points at the next press, once (R13)",
  },
};

export const settingLineWords = {
  /** The toggle's label as it reads now. */
  toggle: (name: string, on: boolean) => settingWords[name].label + ": " + (on ? "on" : "off"),
  tooltip: (name: string, rule: string) =>
    "On: " + settingWords[name].on + ". Off: " + settingWords[name].off + ". Only the host changes it; saved with the game (" + rule + ")",
  /** The headline when the host changes it: players' words, no rule code (issue 28). */
  changed: (name: string, on: boolean) => 'Jukas: "' + settingWords[name].label + '" is now ' + (on ? "on" : "off") + ".",
  /** The chat's detail under that headline: what it means now (its rule and name are in the tooltip and the guide). */
  changedDetail: (name: string, _rule: string, on: boolean) =>
    (on ? "On: " + settingWords[name].on : "Off: " + settingWords[name].off) + ".",
  unknown: (names: string[], all: string[]) =>
    "settings: no setting is named " + names.join(", ") + "; nothing was changed. The settings are " + all.join(", ") + ".",
  wrongType: (name: string) => "settings: " + name + " must be true or false; nothing was changed.",
  /** The Notebook's words for one setting, after its toggle's label. */
  guide: (name: string, rule: string) => " (" + rule + "): on, " + settingWords[name].on + "; off, " + settingWords[name].off + ".",
};
