/**
 * The screen panel on TTPG (src/ttpg/panel.ts), on ttpg-mock with the bundled script: the round's
 * controls in play order as screen UI, each click pressed as the clicking player's colour; Jukas's
 * state and the Crown's candidates; the host's settings; each player folding it for themselves.
 */
import { describe, expect, it } from "vitest";
import { MockButton, MockPlayer, mockWorld } from "ttpg-mock";
import type { Button, Color, Player, ScreenUIElement } from "@tabletop-playground/api";
import { panelControls } from "../../src/controller/panel-view";
import { settingButtons } from "../../src/controller/buttons";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { buttonsIn } from "../../src/ttpg/ui";
import type { ScreenPanel } from "../../src/ttpg/panel";
import { CONTEXT, fullTable, lodge } from "../table/layout";
import { ttpgTable } from "../hosts/ttpg-driver";
import { screenUIsSeenBy } from "../../hosts/ttpg-limits";
import { settingLineWords } from "../../src/words/settings";
import { controllerWords } from "../../src/words/controller";
import { panelWords } from "../../src/words/panel";

const screens = (): ScreenUIElement[] => mockWorld.getScreenUIs();
const panel = () => (globalThis as unknown as { jukas: { panel: ScreenPanel } }).jukas.panel;
const labels = (ui: ScreenUIElement) => buttonsIn(ui.widget).map((b) => b.getText());

/** Which part of the panel a screen UI is: the open panel, the Show tab, the settings. */
function kindOf(ui: ScreenUIElement): string {
  const l = labels(ui);
  if (l.includes("Hide")) return "panel";
  if (l.length === 1) return "tab";
  return "settings";
}

/** The part of the panel `player` is shown, as TTPG applied it. */
const part = (kind: string, player: Player): ScreenUIElement => {
  const ui = screenUIsSeenBy(player).find((u) => kindOf(u) === kind);
  expect(ui, kind).toBeDefined();
  return ui!;
};

function click(button: Button | undefined, t: ReturnType<typeof ttpgTable>, colour: string): void {
  expect(button).toBeDefined();
  (button as unknown as MockButton)._clickAsPlayer(t.seats.get(colour)!.player as never);
}

describe("the screen panel on TTPG", () => {
  it("shows the round's controls in play order, and presses them as the clicking player", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    // The open panel and the host's settings; the Show tab waits for a player to hide the panel.
    expect(screens()).toHaveLength(2);
    const open = part("panel", t.seats.get("Red")!.player);
    expect(labels(open).filter((l) => panelControls().some((c) => c.label === l))).toEqual(panelControls().map((c) => c.label));
    expect(panel().statusLine()).toBe("Ready");
    click(
      buttonsIn(open.widget).find((b) => b.getText() === "Target 1"),
      t,
      "Red",
    );
    expect(panel().statusLine()).toBe("Waiting for the Crown: White chooses");
    const candidates = labels(open).filter((l) => !panelControls().some((c) => c.label === l) && l !== "Hide");
    expect(candidates.length).toBeGreaterThan(1);
    click(
      buttonsIn(open.widget).find((b) => b.getText() === candidates[0]),
      t,
      "Red",
    );
    expect(panel().statusLine()).toMatch(/^Waiting/);
    click(
      buttonsIn(open.widget).find((b) => b.getText() === candidates[0]),
      t,
      "White",
    );
    expect(panel().statusLine()).toBe("Ready");
    expect(labels(open)).not.toContain(candidates[1]);
  });

  it("issue 41 R17 while the Crown chooses, the round's controls stay, greyed, saying why; a click on one still reaches the controller", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const open = part("panel", t.seats.get("Red")!.player);
    const byLabel = (label: string) => buttonsIn(open.widget).find((b) => b.getText() === label)!;
    const colour = (label: string) => JSON.stringify(byLabel(label).getTextColor());
    const lit = colour("Undo");
    click(byLabel("Target 1"), t, "Red");
    expect(panel().statusLine()).toBe("Waiting for the Crown: White chooses");
    expect(panel().heldLine()).toBe(panelWords.notNowChoosing());
    for (const c of panelControls()) {
      // Still on the panel and enabled: a disabled widget takes no click (Widget.setEnabled).
      expect(byLabel(c.label).isEnabled(), c.id).toBe(true);
      if (c.id === "Undo") expect(colour(c.label)).toBe(lit);
      else expect(colour(c.label), c.id).not.toBe(lit);
    }
    const before = t.said.length;
    click(byLabel("Avatar Effect"), t, "Red");
    const told = t.said.slice(before);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((s) => s.to === "Red")).toBe(true);
    const candidates = labels(open).filter((l) => !panelControls().some((c) => c.label === l) && l !== "Hide");
    click(byLabel(candidates[0]), t, "White");
    expect(panel().statusLine()).toBe("Ready");
    expect(panel().heldLine()).toBe("");
    for (const c of panelControls()) expect(colour(c.label), c.id).toBe(lit);
  });

  it("I11 the settings are a screen UI of their own, whose button the host clicks", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const settings = part("settings", t.seats.get("White")!.player);
    const ids = settingButtons(DEFAULT_SETTINGS).map((b) => b.id);
    const i11 = ids.indexOf("SettinganySeatedSettles");
    expect(labels(settings)).toEqual(settingButtons(DEFAULT_SETTINGS).map((b) => b.label));
    click(buttonsIn(settings.widget)[i11], t, "White");
    expect(labels(settings)).toEqual(settingButtons({ ...DEFAULT_SETTINGS, anySeatedSettles: true }).map((b) => b.label));
    expect(t.api().call("settings", {})).toMatchObject({ settings: { anySeatedSettles: true } });
  });

  it("each player folds and opens it for themselves alone", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    expect(panel().slots(true)).toEqual([]);
    click(
      buttonsIn(part("panel", t.seats.get("Red")!.player).widget).find((b) => b.getText() === "Hide"),
      t,
      "Red",
    );
    expect(panel().slots(true)).toEqual([2]);
    expect(panel().slots(false)).not.toContain(2);
    click(buttonsIn(part("tab", t.seats.get("Red")!.player).widget)[0], t, "Red");
    expect(panel().slots(true)).toEqual([]);
  });

  /** Which of the panel's screen UIs `player` is shown: the open panel, the Show tab, the settings. */
  const seen = (player: Player): string[] =>
    screenUIsSeenBy(player)
      .map(kindOf)
      .sort((a, b) => ["panel", "tab", "settings"].indexOf(a) - ["panel", "tab", "settings"].indexOf(b));

  /** A player who joins in `slot` (−1: a spectator); what they are told goes into `told`. */
  function joins(slot: number, name: string, told: string[]): MockPlayer {
    const player = new MockPlayer({ slot, name });
    player.sendChatMessage = (text: string, _c: Color | [number, number, number, number]) => void told.push(text);
    return player;
  }

  it("issue 37: the Show tab only for a player who hid the panel, the settings for the host alone", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const white = t.seats.get("White")!.player;
    const red = t.seats.get("Red")!.player;
    const watcher = joins(-1, "Sam", []);
    const far = joins(12, "Kim", []);
    expect(seen(white)).toEqual(["panel", "settings"]);
    expect(seen(red)).toEqual(["panel"]);
    expect(seen(far)).toEqual(["panel"]);
    expect(seen(watcher)).not.toContain("tab");
    expect(seen(watcher)).not.toContain("settings");
    click(
      buttonsIn(part("panel", red).widget).find((b) => b.getText() === "Hide"),
      t,
      "Red",
    );
    expect(seen(red)).toEqual(["tab"]);
    expect(seen(white)).toEqual(["panel", "settings"]);
    expect(seen(far)).toEqual(["panel"]);
    click(
      buttonsIn(part("panel", white).widget).find((b) => b.getText() === "Hide"),
      t,
      "White",
    );
    expect(seen(white)).toEqual(["tab", "settings"]);
    click(buttonsIn(part("tab", red).widget)[0], t, "Red");
    expect(seen(red)).toEqual(["panel"]);
    expect(seen(white)).toEqual(["tab", "settings"]);
    click(buttonsIn(part("tab", white).widget)[0], t, "White");
    expect(seen(white)).toEqual(["panel", "settings"]);
    expect(seen(red)).toEqual(["panel"]);
  });

  it("issue 37: the settings follow the host to another slot; the host in slot 12 changes them, White no longer", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const white = t.seats.get("White")!.player;
    expect(white.switchSlot(12)).toBe(true);
    expect(seen(white)).toEqual(["panel", "settings"]);
    expect(seen(t.seats.get("Red")!.player)).toEqual(["panel"]);
    const settings = part("settings", white);
    const mine = buttonsIn(settings.widget).find((b) => b.getText() === settingLineWords.toggle("countJukasAsMage", false));
    (mine as unknown as MockButton)._clickAsPlayer(white);
    expect(t.api().call("settings", {})).toMatchObject({ settings: { countJukasAsMage: true } });
    const told: string[] = [];
    const white2 = joins(0, "Wes", told);
    const toggle = t
      .card()
      .getUIs()
      .flatMap((ui) => buttonsIn(ui.widget))
      .find((b) => b.getText() === settingLineWords.toggle("countJukasAsMage", true));
    (toggle as unknown as MockButton)._clickAsPlayer(white2);
    expect(t.api().call("settings", {})).toMatchObject({ settings: { countJukasAsMage: true } });
    expect(told).toHaveLength(1);
  });

  for (const [who, slot] of [
    ["a spectator", -1],
    ["a player in slot 12", 12],
  ] as const) {
    it(`issue 37: ${who}'s click on a setting is refused as any non-host's, and told to them`, () => {
      const t = ttpgTable(fullTable(lodge()), CONTEXT);
      const told: string[] = [];
      const player = joins(slot, "White", told);
      const toggle = t
        .card()
        .getUIs()
        .flatMap((ui) => buttonsIn(ui.widget))
        .find((b) => b.getText() === settingLineWords.toggle("anySeatedSettles", false));
      (toggle as unknown as MockButton)._clickAsPlayer(player);
      expect(t.api().call("settings", {})).toMatchObject({ settings: { anySeatedSettles: false } });
      expect(told).toEqual([controllerWords.notHostSetting("White")]);
    });

    it(`issue 37 R17: ${who}'s click on a tie is refused as any non-holder's, and told to them`, () => {
      const t = ttpgTable(fullTable(lodge()), CONTEXT);
      const told: string[] = [];
      // Named as the holder's colour: a name is no seat.
      const player = joins(slot, "White", told);
      click(
        buttonsIn(part("panel", t.seats.get("Red")!.player).widget).find((b) => b.getText() === "Target 1"),
        t,
        "Red",
      );
      expect(panel().statusLine()).toBe("Waiting for the Crown: White chooses");
      const candidates = labels(part("panel", t.seats.get("Red")!.player)).filter(
        (l) => !panelControls().some((c) => c.label === l) && l !== "Hide",
      );
      const pick = t
        .card()
        .getUIs()
        .flatMap((ui) => buttonsIn(ui.widget))
        .find((b) => b.getText() === candidates[0]);
      expect(pick).toBeDefined();
      (pick as unknown as MockButton)._clickAsPlayer(player);
      expect(panel().statusLine()).toBe("Waiting for the Crown: White chooses");
      expect(told).toHaveLength(1);
      expect(told[0]).toMatch(/does not hold the Crown: White chooses/);
    });
  }
});
