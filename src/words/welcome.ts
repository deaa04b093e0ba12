/**
 * The one line the host reads as the game loads (src/controller/controller.ts `atLoad`), the
 * save's Note (tools/save/build.ts), and where each control is, as the guide and the tooltips say.
 */
import { buttonWords } from "./buttons";
import { lodgeWords } from "./lodge";
import { panelWords } from "./panel";

/** Where the controls are: the screen panel, the Avatar Card, a piece's right-click menu, the game's keys. */
export const whereWords = {
  panel: () => 'the "' + panelWords.title() + '" panel at the lower right of your screen',
  card: () => "Jukas's Avatar Card",
  roomMenu: () => "a Room tile's right-click menu",
  mageMenu: () => "a Mage model's right-click menu",
  hotkeys: () => "Options → Game Keys (the keys named " + panelWords.hotkey("…") + ")",
  notebook: () => 'the Notebook (tabs "Jukas: …")',
  /** A control's tooltip starts with where it is: "panel", "both" (the panel and the Avatar Card) or "card"; its rule codes stay last. */
  tooltip: (tooltip: string, place: string) =>
    (place === "both" ? "Jukas panel and Avatar Card: " : place === "card" ? "Avatar Card: " : "Jukas panel: ") + tooltip,
};

export const welcomeWords = {
  line: () =>
    "Jukas is ready. Press " +
    buttonWords.setup.label +
    " first (" +
    lodgeWords.button.label +
    " before it lays the Rooms at random), on " +
    whereWords.panel() +
    " or on " +
    whereWords.card() +
    ". The guide is in " +
    whereWords.notebook() +
    "; hotkeys: " +
    whereWords.hotkeys() +
    ".",
};
