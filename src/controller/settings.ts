/**
 * The settings a table may change (docs/rules.md, "Interpretations and settings"), saved with the
 * game in the session: `avatar.call("settings", { anySeatedSettles = true })`, and the Avatar
 * Card's toggle. Only the host changes them from a click (a player who is not the host could
 * otherwise take every tie, I11); another script may.
 */
import { DEFAULT_SETTINGS, Settings } from "../core/model";
import { says } from "../words/controller";
import { Host } from "./host";
import { ApiResult } from "./results";
import { refuseTo } from "./refuse";
import { Session } from "./session";

/** What these calls need of the controller. */
export interface SettingsParts {
  host: Host;
  session: Session;
  settings: Settings;
}

/** The settings of a session: the defaults, with what it saved over them. */
export function settingsOf(session: Session): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (session.settings !== undefined && session.settings.anySeatedSettles === true) out.anySeatedSettles = true;
  return out;
}

/** `settings { anySeatedSettles? }`: changes what is given, announces the change, answers the settings now. */
export function changeSettings(c: SettingsParts, params: { [key: string]: unknown } | undefined, caller: string | undefined): ApiResult {
  const given = params === undefined ? undefined : params.anySeatedSettles;
  if (given !== undefined && typeof given !== "boolean") return refuse(c, says.badSetting("anySeatedSettles", "true or false"), caller);
  if (given !== undefined) {
    const host = c.host.context().host;
    if (caller !== undefined && host !== undefined && caller !== host) return refuse(c, says.notHostSetting(host), caller);
    const on = given === true;
    if (on) c.settings.anySeatedSettles = true;
    else c.settings.anySeatedSettles = undefined;
    c.session.settings = on ? { anySeatedSettles: true } : undefined;
    c.host.broadcast(on ? says.anySeatedOn() : says.anySeatedOff(), false);
    showCard(c);
  }
  return {
    ok: true,
    warnings: [],
    settings: { countJukasAsMage: c.settings.countJukasAsMage, anySeatedSettles: c.settings.anySeatedSettles === true },
  };
}

/** The card's buttons that show the session (the setting's toggle, the proposal's buttons), where the host draws such. */
export function showCard(c: SettingsParts): void {
  const show = c.host.showCard;
  if (show !== undefined) show({ anySeatedSettles: c.settings.anySeatedSettles === true, proposing: c.session.proposal !== undefined });
}

function refuse(c: SettingsParts, error: string, caller: string | undefined): ApiResult {
  return refuseTo(c.host, error, [], caller);
}
