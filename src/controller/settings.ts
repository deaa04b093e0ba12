/**
 * The settings a table may change (docs/rules.md, Settings; src/core/settings.ts), saved with the
 * game in the session: `avatar.call("settings", { countJukasAsMage = true })`, and the Avatar
 * Card's toggles. Only the host changes them from a click (a player who is not the host could
 * otherwise take every tie, I11); another script may. `settingsView` is what any control shows.
 */
import { DEFAULT_SETTINGS, SETTINGS, SettingName, Settings, isChanged, settingNamed } from "../core/settings";
import { describeValue } from "../words/text";
import { controllerWords } from "../words/controller";
import { settingLineWords } from "../words/settings";
import { Tabletop, SettingLine } from "./tabletop";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { sortedBy } from "../table/order";
import { SavedSettings, Session } from "./session";

/** What these calls need of the controller. */
export interface SettingsParts {
  tabletop: Tabletop;
  session: Session;
  settings: Settings;
}

/** Every setting, in docs/rules.md's order, as the table's toggles (and the screen panel) show it. */
export function settingsView(settings: Settings): SettingLine[] {
  const out: SettingLine[] = [];
  for (const s of SETTINGS) {
    const on = settings[s.name] === true;
    out.push({
      name: s.name,
      rule: s.rule,
      on,
      byDefault: DEFAULT_SETTINGS[s.name],
      label: settingLineWords.toggle(s.name, on),
      tooltip: settingLineWords.tooltip(s.name, s.rule),
    });
  }
  return out;
}

/** The settings of a session: the defaults, with what it saved over them. */
export function settingsOf(session: Session): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  const saved = session.settings;
  if (saved !== undefined) for (const s of SETTINGS) if (typeof saved[s.name] === "boolean") out[s.name] = saved[s.name] === true;
  return out;
}

/** What a session saves: the settings away from their defaults (none: nothing). */
function savedOf(settings: Settings): SavedSettings | undefined {
  let out: SavedSettings | undefined = undefined;
  for (const s of SETTINGS) {
    if (!isChanged(settings, s.name)) continue;
    if (out === undefined) out = {};
    out[s.name] = settings[s.name];
  }
  return out;
}

/** The names a call gives, sorted (a Lua table's keys come in no fixed order); those no setting has. */
function givenNames(params: { [key: string]: unknown }): { known: SettingName[]; unknown: string[] } {
  const unknown: string[] = [];
  for (const key of Object.keys(params)) if (settingNamed(String(key)) === undefined) unknown.push(describeValue(key));
  const sorted = sortedBy(unknown, (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const known: SettingName[] = [];
  for (const s of SETTINGS) if (params[s.name] !== undefined) known.push(s.name);
  return { known, unknown: sorted };
}

/** `settings { name = true | false, … }`: changes what is given, announces each change, answers the settings now. */
export function changeSettings(c: SettingsParts, params: { [key: string]: unknown } | undefined, caller: string | undefined): ApiResult {
  if (params !== undefined) {
    const given = givenNames(params);
    if (given.unknown.length > 0)
      return refuse(
        c,
        settingLineWords.unknown(
          given.unknown,
          SETTINGS.map((s) => s.name),
        ),
        caller,
      );
    for (const name of given.known) if (typeof params[name] !== "boolean") return refuse(c, settingLineWords.wrongType(name), caller);
    const host = c.tabletop.context().host;
    if (given.known.length > 0 && caller !== undefined && host !== undefined && caller !== host)
      return refuse(c, controllerWords.notHostSetting(host), caller);
    apply(c, given.known, params);
  }
  return { ok: true, warnings: [], settings: { ...c.settings } };
}

/** Sets each given setting, saying each one that changes; keeps them in the session; redraws the card. */
function apply(c: SettingsParts, names: SettingName[], params: { [key: string]: unknown }): void {
  for (const name of names) {
    const on = params[name] === true;
    if (c.settings[name] === on) continue;
    c.settings[name] = on;
    c.tabletop.broadcast(settingLineWords.changed(name, on), false);
    c.tabletop.print(settingLineWords.changedDetail(name, settingNamed(name)!.rule, on), false);
  }
  c.session.settings = savedOf(c.settings);
  showCard(c);
}

/** The card's buttons that show the session (the settings' toggles, the proposal's buttons), where the host draws such. */
export function showCard(c: SettingsParts): void {
  const show = c.tabletop.showCard;
  if (show !== undefined) show({ settings: settingsView(c.settings), proposing: c.session.proposal !== undefined });
}

function refuse(c: SettingsParts, error: string, caller: string | undefined): ApiResult {
  return refuseTo(c.tabletop, error, [], caller);
}
