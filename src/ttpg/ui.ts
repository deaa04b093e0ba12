/**
 * The Avatar Card's buttons (src/controller/buttons.ts) as a TTPG UIElement on the card, the
 * Choice of the Crown's buttons (one per candidate) beside it, and "Resolved a Spell here" on
 * each Mage model's context menu. A click only says who clicked what: the controller decides,
 * and refuses a choice from anyone but the Crown holder with a message to that player.
 */
import { Button, GameObject, HorizontalBox, Player, Text, UIElement, Vector, VerticalBox, Widget } from "@tabletop-playground/api";
import {
  BUTTONS,
  ButtonSpec,
  CARD_BUTTONS,
  DRAW_ACTION,
  ON_CARD,
  REBUILT_ACTION,
  SPELL_ACTION,
  TABLE_BUTTONS,
} from "../controller/buttons";
import { settingsView } from "../controller/settings";
import { DEFAULT_SETTINGS, SETTINGS, SettingName } from "../core/settings";
import { CardState, MenuItem } from "../controller/tabletop";
import { buttonWords } from "../words/buttons";

/** The custom action's identifier on Mage models. */
export const SPELL_ACTION_ID = "brw-jukas-spell-resolved";
const FONT = 28;
/** Millimetres per pixel: the widgets are drawn at 4 px per mm of the card. */
const SCALE = 0.25;

export interface UiActions {
  press(this: void, button: ButtonSpec, player: Player): void;
  choose(this: void, pick: string, player: Player): void;
  /** A setting's toggle: flip that setting, as this player asks. */
  toggleSetting(this: void, name: SettingName, player: Player): void;
}

function button(label: string, onClick: (player: Player) => void): Button {
  const b = new Button().setText(label).setFontSize(FONT);
  b.onClicked.add((_b, player) => onClick(player));
  return b;
}

/**
 * The card's rows: the short set every tabletop's card keeps (ON_CARD; the screen panel,
 * src/ttpg/panel.ts, has every control), the decks' buttons in one row; then Check table (TTPG's
 * host lists no untagged objects, so Prepare is not offered: docs/tagging.md); then the toggles.
 */
const ROWS: string[][] = [];
for (const id of ON_CARD) {
  const last = ROWS[ROWS.length - 1];
  if (last !== undefined && isDeck(last[0]) && isDeck(id)) last.push(id);
  else ROWS.push([id]);
}
ROWS.push(["CheckTable"]);

function isDeck(id: string): boolean {
  return CARD_BUTTONS.some((b) => b.id === id);
}
const CARD_ACTIONS: ButtonSpec[] = BUTTONS.concat(CARD_BUTTONS, TABLE_BUTTONS);

export class AvatarUi {
  private choiceUi: UIElement | undefined;
  /** The settings' toggles, in SETTINGS order, and the state they show (the controller may say it before the card is drawn). */
  private toggles: Button[] = [];
  private state: CardState = { settings: settingsView(DEFAULT_SETTINGS), proposing: false };

  constructor(
    private card: GameObject,
    private actions: UiActions,
  ) {}

  private height(): number {
    return this.card.getExtent(false, false).z + 0.05;
  }

  /** Adds the buttons to the card (once per script start: TTPG does not save script UIs). */
  draw(): void {
    const box = new VerticalBox().setChildDistance(4);
    for (const row of ROWS) {
      const line = new HorizontalBox().setChildDistance(4);
      for (const id of row) {
        for (const spec of CARD_ACTIONS) {
          if (spec.id === id)
            line.addChild(
              button(spec.label, (player) => this.actions.press(spec, player)),
              1,
            );
        }
      }
      box.addChild(line);
    }
    this.toggles = [];
    for (let i = 0; i < SETTINGS.length; i++) {
      const name = SETTINGS[i].name;
      const toggle = button(this.state.settings[i].label, (player) => this.actions.toggleSetting(name, player));
      this.toggles.push(toggle);
      box.addChild(toggle);
    }
    const ui = new UIElement();
    ui.widget = box;
    ui.position = new Vector(0, 0, this.height());
    ui.scale = SCALE;
    this.card.addUI(ui);
  }

  /** The card's state on the buttons that show it: the settings' toggles. */
  showCard(state: CardState): void {
    this.state = state;
    for (let i = 0; i < this.toggles.length && i < state.settings.length; i++) this.toggles[i].setText(state.settings[i].label);
  }

  /** One button per candidate, beside the card; [] removes them. */
  showChoice(candidates: string[]): void {
    if (this.choiceUi !== undefined) {
      if (this.card.isValid()) this.card.removeUIElement(this.choiceUi);
      this.choiceUi = undefined;
    }
    if (candidates.length === 0 || !this.card.isValid()) return;
    const box = new VerticalBox().setChildDistance(4);
    box.addChild(new Text().setText(buttonWords.choiceHeading()).setFontSize(FONT));
    for (const pick of candidates) box.addChild(button(pick, (player) => this.actions.choose(pick, player)));
    const ui = new UIElement();
    ui.widget = box;
    ui.position = new Vector(-(this.card.getExtent(false, false).x + 4), 0, this.height());
    ui.scale = SCALE;
    this.choiceUi = ui;
    this.card.addUI(ui);
  }
}

/** The custom action's identifier on Room tiles (I12). */
export const REBUILT_ACTION_ID = "brw-jukas-rebuilt";

/** The custom action's identifier on Avatar Event piles (I13). */
export const DRAW_ACTION_ID = "brw-jukas-draw-top";

/** The custom action's identifier for each menu item (controller/menus.ts), by the call it makes. */
const ACTION_IDS: { [call: string]: string } = {
  [SPELL_ACTION.call]: SPELL_ACTION_ID,
  [REBUILT_ACTION.call]: REBUILT_ACTION_ID,
  [DRAW_ACTION.call]: DRAW_ACTION_ID,
};

/** A menu item (controller/menus.ts) on an object as TTPG's custom action; `onClick` gets who clicked. */
export function addMenuAction(obj: GameObject, item: MenuItem, onClick: (player: Player) => void): void {
  const id = ACTION_IDS[item.call] ?? item.call;
  obj.removeCustomAction(id);
  obj.addCustomAction(item.label, item.tooltip, id);
  obj.onCustomAction.add((_obj, player, identifier) => {
    if (identifier === id) onClick(player);
  });
}

/** Every Button in a widget tree (tests and tools find the buttons by their text). */
export function buttonsIn(widget: Widget | undefined): Button[] {
  const out: Button[] = [];
  const visit = (w: Widget | undefined): void => {
    if (w === undefined) return;
    if (w instanceof Button) out.push(w);
    const any = w as unknown as { getAllChildren?: () => Widget[]; getChild?: () => Widget | undefined };
    if (typeof any.getAllChildren === "function") for (const c of any.getAllChildren()) visit(c);
    else if (typeof any.getChild === "function") visit(any.getChild());
  };
  visit(widget);
  return out;
}
