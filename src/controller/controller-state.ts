/** What a controller holds between presses: the host, the saved session, the settings, Jukas's log. */
import { Settings } from "../core/model";
import { Tabletop } from "./tabletop";
import { Log } from "./log";
import { Session } from "./session";
import type { Standing } from "./tabletop";

export interface Controller {
  /** The controller's view of the adapter's host (standing.ts `speaking`): its chat tells a standing warning once. */
  tabletop: Tabletop;
  /** The standing warnings said (standing.ts). */
  standing: Standing;
  /** Called as a press starts carrying out and as it ends (press.ts): the panel shows it (act.ts). */
  pressChanged?: (this: void) => void;
  session: Session;
  /** True while the pieces of the last action are still moving. */
  busy: boolean;
  settings: Settings;
  /** Jukas's log, read from the game at the first entry (journal.ts `logOf`). */
  log?: Log;
  /** Players' presses that came while another waits for its next frame, in the order they came. */
  waiting?: (() => void)[];
  /** When a player last pressed Setup mid-game (seconds, host.now()): a second press soon after runs it (calls.ts). */
  setupAsked?: number;
  /** Presses carrying out steps (press.ts: no rewind point is stored meanwhile). */
  inFlight: number;
}
