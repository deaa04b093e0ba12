/**
 * The screen panel on TTPG (src/ttpg/panel.ts), on ttpg-mock with the bundled script: the round's
 * controls in play order as screen UI, each click pressed as the clicking player's colour; Jukas's
 * state and the Crown's candidates; the host's settings; each player folding it for themselves.
 */
import { describe, expect, it } from "vitest";
import { MockButton, mockWorld } from "ttpg-mock";
import type { Button, ScreenUIElement } from "@tabletop-playground/api";
import { panelControls } from "../../src/controller/panel-view";
import { settingButtons } from "../../src/controller/buttons";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { buttonsIn } from "../../src/ttpg/ui";
import type { ScreenPanel } from "../../src/ttpg/panel";
import { CONTEXT, fullTable, lodge } from "../table/layout";
import { ttpgTable } from "../hosts/ttpg-driver";

const screens = (): ScreenUIElement[] => mockWorld.getScreenUIs();
const panel = () => (globalThis as unknown as { jukas: { panel: ScreenPanel } }).jukas.panel;
const labels = (ui: ScreenUIElement) => buttonsIn(ui.widget).map((b) => b.getText());

function click(button: Button | undefined, t: ReturnType<typeof ttpgTable>, colour: string): void {
  expect(button).toBeDefined();
  (button as unknown as MockButton)._clickAsPlayer(t.seats.get(colour)!.player as never);
}

describe("the screen panel on TTPG", () => {
  it("shows the round's controls in play order, and presses them as the clicking player", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    expect(screens()).toHaveLength(3);
    const open = screens()[0];
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

  it("I11 the settings are a screen UI of their own, whose button the host clicks", () => {
    const t = ttpgTable(fullTable(lodge()), CONTEXT);
    const settings = screens()[2];
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
      buttonsIn(screens()[0].widget).find((b) => b.getText() === "Hide"),
      t,
      "Red",
    );
    expect(panel().slots(true)).toEqual([2]);
    expect(panel().slots(false)).not.toContain(2);
    click(buttonsIn(screens()[1].widget)[0], t, "Red");
    expect(panel().slots(true)).toEqual([]);
  });
});
