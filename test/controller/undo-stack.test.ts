/** Undo's history (src/controller/undo-stack.ts): the round's start, a game's start, and its bound. */
import { describe, expect, it } from "vitest";
import type { Controller } from "../../src/controller/controller-state";
import { Journal, fromSaved, toSaved } from "../../src/controller/session";
import { UNDO_ENTRIES, UNDO_STEPS, popUndo, pushUndo } from "../../src/controller/undo-stack";
import type { Step } from "../../src/controller/steps";

const flip = (id: string): Step => ({ op: "flip", id });
const entry = (call: string, steps = 1): Journal => ({ action: call, call, steps: Array.from({ length: steps }, (_, i) => flip("t" + i)) });
const controller = (): Controller => ({ session: {} }) as unknown as Controller;
const calls = (c: Controller) => (c.session.undo ?? []).map((e) => e.call);

describe("undo's history", () => {
  it("R10 an action after a Clean-up starts the round: the Clean-up and the round before leave; the Clean-up alone stays undoable until then", () => {
    const c = controller();
    for (const call of ["setup", "avatarEffect", "cleanup"]) pushUndo(c, entry(call));
    expect(calls(c)).toEqual(["setup", "avatarEffect", "cleanup"]);
    expect(c.session.undoFloor).toBeUndefined();
    pushUndo(c, entry("teleport"));
    expect(calls(c)).toEqual(["teleport"]);
    expect(c.session.undoFloor).toBe("round");
    expect(popUndo(c)!.call).toBe("teleport");
    expect(c.session.undo).toBeUndefined();
  });

  it("R4 a Setup pressed mid-game is one more entry: the round's earlier actions stay undoable (issue 41)", () => {
    const c = controller();
    for (const call of ["cleanup", "avatarEffect", "setup"]) pushUndo(c, entry(call));
    expect(calls(c)).toEqual(["avatarEffect", "setup"]);
    expect(c.session.undoFloor).toBe("round");
    expect(popUndo(c)!.call).toBe("setup");
    expect(calls(c)).toEqual(["avatarEffect"]);
  });

  it("a card's entry continued in place is not pushed twice", () => {
    const c = controller();
    const card = entry("resolveCard");
    pushUndo(c, card);
    pushUndo(c, card);
    expect(calls(c)).toEqual(["resolveCard"]);
  });

  it("bounded: at most UNDO_ENTRIES actions and UNDO_STEPS steps, the oldest dropped first; the newest always stays", () => {
    const c = controller();
    for (let i = 0; i < UNDO_ENTRIES + 5; i++) pushUndo(c, entry("spellResolved"));
    expect(c.session.undo).toHaveLength(UNDO_ENTRIES);
    expect(c.session.undoFloor).toBe("bound");
    const d = controller();
    pushUndo(d, entry("setup", 8));
    for (let i = 0; i < 30; i++) pushUndo(d, entry("avatarEffect", 12));
    const steps = d.session.undo!.reduce((n, e) => n + e.steps.length, 0);
    expect(steps).toBeLessThanOrEqual(UNDO_STEPS);
    expect(steps).toBeGreaterThan(UNDO_STEPS - 12);
    expect(d.session.undo![0].call).toBe("avatarEffect");
    pushUndo(d, entry("avatarEffect", UNDO_STEPS + 50));
    expect(d.session.undo).toHaveLength(1);
  });

  it("saved and read back; an older save's one `journal` reads as a history of one", () => {
    const c = controller();
    pushUndo(c, entry("setup"));
    pushUndo(c, entry("cleanup"));
    pushUndo(c, entry("avatarEffect"));
    const back = fromSaved(JSON.parse(JSON.stringify(toSaved(c.session))));
    expect(back.warning).toBeUndefined();
    expect(back.session.undo).toEqual(c.session.undo);
    expect(back.session.undoFloor).toBe("round");
    const old = fromSaved({ mod: "brw-jukas", version: 1, journal: { action: "setup", steps: [] } });
    expect(old.session.undo).toEqual([{ action: "setup", steps: [] }]);
    expect(fromSaved({ mod: "brw-jukas", version: 1, undo: [{ action: 5 }] }).warning).toBe(
      "Jukas: the saved undo history could not be read and was dropped.",
    );
    expect(fromSaved({ mod: "brw-jukas", version: 1, undo: [], undoFloor: "x" }).warning).toBe(
      "Jukas: the saved undo history could not be read and was dropped.",
    );
  });
});
