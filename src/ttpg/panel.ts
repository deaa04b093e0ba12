/**
 * The screen panel on TTPG (world.addScreenUI): the same view as TTS's (src/controller/panel-view.ts)
 * as widgets, in the screen's upper right. Each player folds it for themselves: the open panel
 * and the folded tab are two screen UIs shown to complementary player slots. The settings are a
 * third, shown to the host alone. A click only says who clicked what; the controller decides.
 *
 * Who sees each is a PlayerPermission of player slots, and "an empty list means an unrestricted
 * permission for all players" (PlayerPermission.setPlayerSlots): a screen UI meant for no one
 * (the tab while nobody folded, the settings while the host sits in no slot) is taken off the
 * screen instead. A spectator's slot (−1, Player.getSlot) is shared by every spectator and is no
 * slot a permission lists: spectators see none of the three (the card's buttons and the chat
 * serve them). A change to a screen UI reaches players only through updateScreenUI.
 */
import {
  Button,
  GameWorld,
  HorizontalBox,
  Panel,
  Player,
  PlayerPermission,
  ScreenUIElement,
  Text,
  VerticalBox,
  Widget,
} from "@tabletop-playground/api";
import { PanelGroup, PanelView, panelGroups, whyNot } from "../controller/panel-view";
import { panelWords } from "../words/panel";

/** TTPG numbers its player slots 0–19 (src/ttpg/seats.ts). */
const SLOTS = 20;
const WIDTH = 340;
const ROW = 30;
const FONT = 12;
/** A control that can run, and one that cannot now: dimmed, its click still pressed (the controller says why). */
const READY_TEXT: [number, number, number, number] = [1, 1, 1, 1];
const HELD_TEXT: [number, number, number, number] = [0.55, 0.55, 0.55, 0.8];

export interface PanelActions {
  press(this: void, call: string, params: { [key: string]: unknown } | undefined, player: Player): void;
  /** A candidate of the Crown's choice, picked by this player. */
  choose(this: void, pick: string, player: Player): void;
}

/**
 * TTPG's widgets have no tooltip: the label alone (the TTS panel's tooltips say more), and why
 * the dimmed controls cannot run now in a line under Jukas's state. A held control stays enabled
 * (Widget.setEnabled(false): "users can't interact with it"): a click on it reaches the controller.
 */
function button(label: string, onClick: (player: Player) => void): Button {
  const b = new Button().setText(label).setFontSize(FONT);
  b.onClicked.add((_b, player) => onClick(player));
  return b;
}

function heading(text: string): Text {
  return new Text()
    .setText(text)
    .setFontSize(FONT - 2)
    .setBold(true);
}

export class ScreenPanel {
  private readonly status = new Text().setFontSize(FONT).setAutoWrap(true);
  private readonly figures = new Text().setFontSize(FONT - 1).setAutoWrap(true);
  /** Why the dimmed controls cannot run now ("" when every control can). */
  private readonly held = new Text().setFontSize(FONT - 1).setAutoWrap(true);
  /** The round's controls by id, to dim those that cannot run now. */
  private readonly controls = new Map<string, Button>();
  private readonly choices: Panel = new VerticalBox().setChildDistance(2);
  private readonly settings: Panel = new VerticalBox().setChildDistance(2);
  private readonly groups: PanelGroup[] = panelGroups();
  private open: ScreenUIElement | undefined;
  private tab: ScreenUIElement | undefined;
  private hostOnly: ScreenUIElement | undefined;
  /** Who each screen UI on the screen is shown to now (showTo's key); absent: off the screen. */
  private readonly shownTo = new Map<ScreenUIElement, string>();
  /** Slots that folded the panel. */
  private readonly folded: { [slot: number]: boolean } = {};
  private view: PanelView | undefined;

  constructor(
    private readonly world: GameWorld,
    private readonly actions: PanelActions,
  ) {}

  /** Adds the panel to the screen (once per script start: TTPG does not save script UIs), showing `view`. */
  draw(view: PanelView): void {
    const body = new VerticalBox().setChildDistance(3);
    const title = new HorizontalBox().setChildDistance(3);
    title.addChild(
      new Text()
        .setText(panelWords.title())
        .setFontSize(FONT + 2)
        .setBold(true),
      1,
    );
    title.addChild(button(panelWords.hide(), (p) => this.fold(p, true)));
    body.addChild(title);
    body.addChild(this.status);
    body.addChild(this.held);
    this.controls.clear();
    for (const g of this.groups) {
      body.addChild(heading(g.heading));
      for (const row of g.rows) {
        const line = new HorizontalBox().setChildDistance(3);
        for (const c of row) {
          const b = button(c.label, (p) => this.actions.press(c.call, c.params, p));
          this.controls.set(c.id, b);
          line.addChild(b, 1);
        }
        body.addChild(line);
      }
    }
    body.addChild(this.figures);
    body.addChild(this.choices);
    this.open = this.screen(body, 0.08, 0, this.rowsOf(view) * ROW);
    this.tab = this.screen(
      button(panelWords.show(), (p) => this.fold(p, false)),
      0.08,
      0,
      ROW,
    );
    this.hostOnly = this.screen(this.settings, 0.92, 1, 3 * ROW);
    this.view = undefined;
    this.show(view);
  }

  /** A screen UI, not yet on the screen (showTo puts it there, for the players it names). */
  private screen(widget: Widget, y: number, anchorY: number, height: number): ScreenUIElement {
    const ui = new ScreenUIElement();
    ui.widget = widget;
    ui.positionX = 0.99;
    ui.positionY = y;
    ui.anchorX = 1;
    ui.anchorY = anchorY;
    ui.width = WIDTH;
    ui.height = height;
    return ui;
  }

  /**
   * Shows `ui` to exactly these slots, the host among them when `host`; an empty list takes it
   * off the screen (for a permission it would be everyone). `changed`: its size changed too.
   */
  private showTo(ui: ScreenUIElement, slots: number[], host: boolean, changed: boolean): void {
    const key = slots.join(",") + (host ? "+host" : "");
    const was = this.shownTo.get(ui);
    if (slots.length === 0) {
      if (was !== undefined) this.world.removeScreenUIElement(ui);
      this.shownTo.delete(ui);
      return;
    }
    if (was === key && !changed) return;
    ui.players = new PlayerPermission().setPlayerSlots(slots).setHost(host);
    if (was === undefined) this.world.addScreenUI(ui);
    else this.world.updateScreenUI(ui);
    this.shownTo.set(ui, key);
  }

  /**
   * Who sees what, from the folds and where the host sits now: the open panel for every slot
   * that keeps it open, the tab for every slot that folded it, the settings for the host's slot.
   * Called after every change the panel shows and whenever a player joins, leaves or switches
   * slots (start.ts). `resized`: the open panel's height changed.
   */
  seatsChanged(leaving?: Player, resized = false): void {
    if (this.open === undefined || this.tab === undefined || this.hostOnly === undefined) return;
    this.showTo(this.open, this.slots(false), false, resized);
    this.showTo(this.tab, this.slots(true), false, false);
    let hostSlot = -1;
    for (const p of this.world.getAllPlayers()) if (p !== leaving && p.isValid() && p.isHost()) hostSlot = p.getSlot();
    this.showTo(this.hostOnly, hostSlot >= 0 && hostSlot < SLOTS ? [hostSlot] : [], true, false);
  }

  /** How many rows the open panel takes for this view. */
  private rowsOf(view: PanelView): number {
    let rows = 3;
    for (const g of this.groups) rows = rows + 1 + g.rows.length;
    if (view.candidates.length > 0) rows = rows + 1 + view.candidates.length;
    return rows;
  }

  /** Shows `view`: the state, the candidates with their figures, the settings. */
  show(view: PanelView): void {
    const was = this.view;
    this.view = view;
    this.status.setText(view.status);
    if (was === undefined || was.hold !== view.hold) this.showHeld(view);
    this.figures.setText(view.candidates.length === 0 ? "" : panelWords.choiceHeading() + ": " + view.figures.join("; "));
    if (was === undefined || was.candidates.join("|") !== view.candidates.join("|")) this.showChoices(view);
    if (was === undefined || settingsKey(was) !== settingsKey(view)) this.showSettings(view);
    this.seatsChanged();
  }

  /** Dims the controls that cannot run in this view, and says why under Jukas's state. */
  private showHeld(view: PanelView): void {
    let why = "";
    for (const [id, b] of this.controls) {
      const not = whyNot(view, id);
      b.setTextColor(not === undefined ? READY_TEXT : HELD_TEXT);
      if (not !== undefined) why = not;
    }
    this.held.setText(why);
  }

  /** Why the dimmed controls cannot run now, as the panel says it ("" when every control can). */
  heldLine(): string {
    return this.held.getText();
  }

  private showChoices(view: PanelView): void {
    this.choices.removeAllChildren();
    for (const pick of view.candidates) {
      this.choices.addChild(button(pick, (p) => this.actions.choose(pick, p)));
    }
    if (this.open === undefined) return;
    this.open.height = this.rowsOf(view) * ROW;
    this.seatsChanged(undefined, true);
  }

  private showSettings(view: PanelView): void {
    this.settings.removeAllChildren();
    this.settings.addChild(heading(panelWords.settingsHeading()));
    for (const s of view.settings) this.settings.addChild(button(s.label, (p) => this.actions.press(s.call, s.params, p)));
  }

  /** Folds or opens the panel for one player, leaving everyone else's as it is. */
  fold(player: Player, folded: boolean): void {
    this.folded[player.getSlot()] = folded;
    this.seatsChanged();
  }

  /** Jukas's state as the panel says it now. */
  statusLine(): string {
    return this.status.getText();
  }

  /** The slots that folded the panel (true) or keep it open (false). */
  slots(folded: boolean): number[] {
    const out: number[] = [];
    for (let s = 0; s < SLOTS; s++) if ((this.folded[s] === true) === folded) out.push(s);
    return out;
  }
}

function settingsKey(view: PanelView): string {
  const out: string[] = [];
  for (const s of view.settings) out.push(s.label);
  return out.join("|");
}
