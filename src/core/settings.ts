/**
 * The Settings of docs/rules.md: each reading of the rules that players could take another way,
 * its default (the reading written there), and the rule it changes. The host changes them; the
 * controller saves them with the game; the rules read them from the snapshot.
 */

export interface Settings {
  /** I3: Jukas counts among a Room's Mages for R14(1) and R15(3). */
  countJukasAsMage: boolean;
  /** I2: Jukas's own Instability counts as the Black Rose's for R15(1). */
  jukasInstabilityIsBlackRose: boolean;
  /** I1: the Avatar Effect's token goes in the card's target Room even when Jukas stands elsewhere. */
  effectInTargetRoom: boolean;
  /** I5: a Mage in their Cell is a Priority 3 candidate (on by default); off, only Mages in Lodge Rooms are. */
  cellMagesAreTargets: boolean;
  /** I11: any seated player may settle a Choice of the Crown, for the holder. */
  anySeatedSettles: boolean;
  /** I12: only a report pays for a Room Rebuilt by another cause; a tile seen Rebuilt is pointed out instead. */
  rebuildsByReportOnly: boolean;
}

export type SettingName = keyof Settings;

export interface SettingSpec {
  name: SettingName;
  /** The interpretation it changes (docs/rules.md). */
  rule: string;
}

/** In the order docs/rules.md's Settings lists them (a list: a Lua table's keys come in no fixed order). */
export const SETTINGS: SettingSpec[] = [
  { name: "countJukasAsMage", rule: "I3" },
  { name: "jukasInstabilityIsBlackRose", rule: "I2" },
  { name: "effectInTargetRoom", rule: "I1" },
  { name: "cellMagesAreTargets", rule: "I5" },
  { name: "anySeatedSettles", rule: "I11" },
  { name: "rebuildsByReportOnly", rule: "I12" },
];

export const DEFAULT_SETTINGS: Settings = {
  countJukasAsMage: false,
  jukasInstabilityIsBlackRose: false,
  effectInTargetRoom: false,
  cellMagesAreTargets: true,
  anySeatedSettles: false,
  rebuildsByReportOnly: false,
};

/** The spec of a setting by name; undefined for a name that is none. */
export function settingNamed(name: string): SettingSpec | undefined {
  for (const s of SETTINGS) if (s.name === name) return s;
  return undefined;
}

/** The settings with one of them back at its default: what the outcome would be without it. */
export function withDefault(settings: Settings, name: SettingName): Settings {
  const out: Settings = { ...settings };
  out[name] = DEFAULT_SETTINGS[name];
  return out;
}

/** The setting differs from its default (only then can it change an outcome). */
export function isChanged(settings: Settings, name: SettingName): boolean {
  return settings[name] !== DEFAULT_SETTINGS[name];
}
