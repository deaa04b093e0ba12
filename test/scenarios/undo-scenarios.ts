/**
 * The shared scenarios of undo, and of a save and reload: scenarios.ts runs them with the others
 * on every tabletop.
 */
import { expect } from "vitest";
import { offset } from "../table/layout";
import { Scenario, mageModel, withExtra, changed, snap, chat, lastTo, sameTable, bagOfTen, redHoldsTwo } from "./scenario-helpers";

export const UNDO_SCENARIOS: Scenario[] = [
  // ---- undo, save and reload ----
  {
    name: "R10 undo of a clean-up takes the card back and lays the tokens where they were",
    table: changed(bagOfTen, redHoldsTwo),
    run: (d) => {
      const before = [d.where("v1"), d.where("v2")];
      d.act("cleanup");
      d.press("Undo", "White");
      d.settle();
      expect(d.hand("Red")).toBe(0);
      expect(d.count("deck")).toBe(5);
      expect(d.count("bag")).toBe(10);
      expect([d.where("v1"), d.where("v2")]).toEqual(before);
    },
  },
  {
    name: "R5 undo puts back exactly what setup moved; a second undo has nothing left",
    run: (d) => {
      const before = sameTable(d);
      d.act("setup");
      expect(d.act("undo").ok).toBe(true);
      expect(sameTable(d)).toBe(before);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
    },
  },
  {
    name: "R5 undo of setup after a player put a Mage where Jukas stood: Jukas goes to the nearest free spot of his Cell, and undo says so (across a save and reload)",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      d.act("setup");
      d.handMove("modelRed", cell);
      // The journal as saved before this change: undo decides where pieces go, not the journal.
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      expect(d.where("modelRed")).toEqual(cell);
      expect(snap(d).jukas!.at).toEqual({ cell: "Jukas" });
      expect(d.count("bag")).toBe(12);
      // No two pieces closer than the mod's clearance (0.15 of a tile width) once it is done.
      const lying = d.pieces().filter((p) => !p.tags.some((t) => t === "BRW:Room" || t === "BRW:Cell" || t === "BRW:MageCard"));
      for (const a of lying)
        for (const b of lying)
          if (a !== b) expect(Math.hypot(a.x - b.x, a.z - b.z), a.id + " and " + b.id).toBeGreaterThanOrEqual(0.15 * 10);
      const said = chat(d);
      // Issue 41: the headline, then one line: where the piece went, and what Undo does next.
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "Jukas: the old spot of Jukas's model is taken: it went to the nearest free spot in Jukas's Cell instead. That was the first action: there is nothing more to undo.",
      ]);
    },
  },
  {
    name: "R5 undo of setup after a player set a Mage beside where Jukas stood, at the mod's own spacing: Jukas goes back exactly, and nothing is said to be taken",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      const before = d.where("jukas");
      d.act("setup");
      // At the mod's clearance (0.15 of a tile width: 1.5), as the mod itself sets pieces apart.
      d.handMove("modelRed", offset(cell, 1.5, 0));
      expect(d.act("undo").ok).toBe(true);
      expect(d.where("jukas")).toEqual(before);
      expect(d.where("modelRed")).toEqual(offset(cell, 1.5, 0));
      const said = chat(d);
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "That was the first action: there is nothing more to undo.",
      ]);
    },
  },
  {
    name: "R17 undo cancels a pending choice",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      d.act("teleport", { priority: 1 });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(d.choice()).toEqual([]);
      expect(d.act("choose", { player: "White", pick: "Crypt" })).toMatchObject({
        ok: false,
        error: "There is no choice waiting for the Crown.",
      });
    },
  },
  {
    name: "Undo steps back action by action to the start of the game, each table as it was before that action, each undo naming its action",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      const tables = [sameTable(d)];
      d.act("setup");
      tables.push(sameTable(d));
      d.act("avatarEffect");
      tables.push(sameTable(d));
      expect(d.act("teleport", { priority: 1 })).toMatchObject({ ok: true, room: "Crypt" });
      const heard = d.said().length;
      for (const [action, next] of [
        ["the Teleport, 1 change put back.", "Undo again to undo the Avatar Effect."],
        ["the Avatar Effect", "Undo again to undo the Setup."],
        ["the Setup, 8 changes put back.", "That was the first action: there is nothing more to undo."],
      ]) {
        d.press("Undo", "White");
        d.settle();
        const said = chat(d);
        expect(said.some((t) => t.startsWith("Undo: " + action))).toBe(true);
        expect(said.at(-1)).toBe(next);
        expect(sameTable(d)).toBe(tables.pop());
      }
      // Each headline names the action in players' words, no rule code.
      for (const t of chat(d).slice(heard)) expect(t).not.toMatch(/\(R\d+\)|\bI\d+\b/);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
    },
  },
  {
    name: "R10 Undo goes back to the start of the round: an action after a Clean-up leaves the round before beyond undo, and says so",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d) => {
      d.act("setup");
      d.act("avatarEffect");
      const beforeCleanup = sameTable(d);
      d.act("cleanup");
      // The Clean-up ends the round: until the next action, it and the round before can be undone.
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Clean-up, nothing had moved.");
      expect(chat(d).at(-1)).toBe("Undo again to undo the Avatar Effect.");
      expect(sameTable(d)).toBe(beforeCleanup);
      d.act("cleanup");
      const roundStart = sameTable(d);
      d.act("teleport", { priority: 1 });
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-1)).toBe("That was the round's first action: Undo goes back no further than the last Clean-up.");
      expect(sameTable(d)).toBe(roundStart);
      expect(d.act("undo")).toMatchObject({
        ok: false,
        error: "Jukas: this is the start of the round: Undo goes back no further than the last Clean-up.",
      });
      // Still so after a save and reload.
      d.reload();
      expect(d.act("undo")).toMatchObject({
        ok: false,
        error: "Jukas: this is the start of the round: Undo goes back no further than the last Clean-up.",
      });
      expect(sameTable(d)).toBe(roundStart);
    },
  },
  {
    name: "R17 a cancelled Choice of the Crown is one undo step, with the action that made it wait; the choice made before comes back",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      const start = sameTable(d);
      d.act("teleport", { priority: 1 });
      d.act("choose", { player: "White", pick: "Crypt" });
      const inCrypt = sameTable(d);
      expect(snap(d).jukas!.at.room).toBe("Crypt");
      d.act("teleport", { priority: 1 });
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Teleport, nothing had moved; its choice is cancelled.");
      expect(chat(d).at(-1)).toBe("Undo again to undo the Choice of the Crown (Crypt).");
      expect(d.choice()).toEqual([]);
      expect(sameTable(d)).toBe(inCrypt);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Choice of the Crown (Crypt), 1 change put back; the choice waits again.");
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(sameTable(d)).toBe(start);
      // Saved and loaded with the choice waiting again: the last undo still cancels it with its Teleport.
      d.reload();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-2)).toBe("Undo: the Teleport, nothing had moved; its choice is cancelled.");
      expect(d.choice()).toEqual([]);
      expect(d.act("undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
      expect(sameTable(d)).toBe(start);
    },
  },
  {
    name: "R5 R11 several undos across a save and reload, after a player moved a Mage where Jukas stood: each piece goes back, or undo says where it went",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt"))]),
    run: (d, l) => {
      const cell = l.cell("Jukas");
      const start = d.where("jukas");
      d.act("setup");
      d.handMove("modelRed", cell);
      const afterSetup = sameTable(d);
      d.act("avatarEffect");
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      expect(chat(d).at(-1)).toBe("Undo again to undo the Setup.");
      expect(sameTable(d)).toBe(afterSetup);
      d.reload();
      expect(d.act("undo").ok).toBe(true);
      const said = chat(d);
      // Issue 41: the headline, then one line: where the piece went, and what Undo does next.
      expect(said.slice(said.indexOf("Undo: the Setup, 8 changes put back."))).toEqual([
        "Undo: the Setup, 8 changes put back.",
        "Jukas: the old spot of Jukas's model is taken: it went to the nearest free spot in Jukas's Cell instead. That was the first action: there is nothing more to undo.",
      ]);
      expect(d.where("modelRed")).toEqual(cell);
      expect(d.where("jukas")).not.toEqual(start);
      expect(snap(d).jukas!.at).toEqual({ cell: "Jukas" });
      expect(d.count("bag")).toBe(12);
    },
  },
  {
    name: "R17 a save and reload in the middle of a Crown choice keeps the choice; the pick then moves Jukas",
    table: withExtra((l) => [mageModel("Red", l.room("Crypt")), mageModel("White", l.room("Forge"))]),
    run: (d) => {
      d.press("Teleport 1", "White");
      d.settle();
      d.reload();
      expect(d.choice()).toEqual(["Crypt", "Forge"]);
      d.choose("Crypt", "Red");
      expect(lastTo(d, "Red")).toMatchObject({
        text: 'Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
      });
      d.choose("Crypt", "White");
      expect(snap(d).jukas!.at.room).toBe("Crypt");
      expect(d.choice()).toEqual([]);
    },
  },
  {
    name: "I6 an unreadable or foreign saved state starts clean with a warning, never an error",
    run: (d) => {
      for (const text of [
        "{not json",
        JSON.stringify({ mod: "other" }),
        JSON.stringify({ mod: "brw-jukas", version: 1, pending: { stage: "x" } }),
      ]) {
        const warned = d.said().filter((s) => s.warning).length;
        d.reload(text);
        expect(d.said().filter((s) => s.warning).length).toBe(warned + 1);
        expect(d.choice()).toEqual([]);
        expect(d.act("undo")).toMatchObject({ ok: false });
      }
    },
  },
];
