/**
 * The example cards resolved end to end on core snapshots. Every call runs on the TypeScript
 * core AND on its Lua build (fengari): the two outcomes must be identical.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyEffects } from "../../src/core/apply";
import { Card, CardCursor, CardOutcome, continueCard, CrownPick, resolveCard } from "../../src/core/card";
import { Effect, Mage, Place, Snapshot } from "../../src/core/model";
import { loadCore, normalise } from "../../hosts/lua-vm";
import { CELLS, mage, table } from "../core/fixtures";

const lua = loadCore();
const EXAMPLES: Card[] = JSON.parse(readFileSync("cards/example.json", "utf8")).cards;

function example(id: string): Card {
  const card = EXAMPLES.find((c) => c.id === id);
  if (card === undefined) throw new Error("no example card " + id);
  return card;
}

/** resolveCard on TS and Lua; the inputs are left untouched; returns the TS outcome. */
function resolve(snap: Snapshot, card: Card, cursor?: CardCursor): CardOutcome {
  const before = structuredClone({ snap, card, cursor });
  const ts = resolveCard(snap, card, cursor);
  expect({ snap, card, cursor }).toEqual(before);
  expect(normalise(lua.call("resolveCard", snap, card, cursor))).toEqual(normalise(ts));
  return ts;
}

/** continueCard on TS and Lua; returns the TS outcome. */
function resume(snap: Snapshot, card: Card, cursor: CardCursor, choice: CrownPick): CardOutcome {
  const before = structuredClone({ snap, card, cursor, choice });
  const ts = continueCard(snap, card, cursor, choice);
  expect({ snap, card, cursor, choice }).toEqual(before);
  expect(normalise(lua.call("continueCard", snap, card, cursor, choice))).toEqual(normalise(ts));
  return ts;
}

const physical = (o: CardOutcome): Effect[] => o.effects.filter((e) => e.kind !== "announce" && e.kind !== "highlight");
/** The details, in order: every announcement but the card's one headline (its start when it decided nothing). */
/** Every announcement but the headline: the details for Jukas's log, and the chat's (`chat`). */
const said = (o: CardOutcome): string[] => o.effects.flatMap((e) => (e.kind === "announce" && e.headline !== true ? [e.text] : []));
/** The details alone, for Jukas's log (the chat's lines apart). */
const details = (o: CardOutcome): string[] =>
  o.effects.flatMap((e) => (e.kind === "announce" && e.headline !== true && e.chat !== true ? [e.text] : []));
/** Issue 41: what the chat says after the headline, one line (the controller joins these). */
const chat = (o: CardOutcome): string[] => o.effects.flatMap((e) => (e.kind === "announce" && e.chat === true ? [e.text] : []));
/** The headlines: a card that is carried out has exactly one, first. */
const headlines = (o: CardOutcome): string[] => o.effects.flatMap((e) => (e.kind === "announce" && e.headline === true ? [e.text] : []));
/** A save: the cursor goes through JSON, as the mod's saved state does. */
const saved = (c: CardCursor | undefined): CardCursor => JSON.parse(JSON.stringify(c));

const red = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Red", at, more);
const white = (at: Place = { room: "Forge" }, more: Partial<Mage> = {}) => mage("White", at, more);
const blue = (at: Place = { room: "Crypt" }, more: Partial<Mage> = {}) => mage("Blue", at, more);

describe("example-1: a teleport whose target needs the Choice of the Crown", () => {
  const card = example("example-1");
  const snap = table({ jukas: { cell: "Jukas" }, mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "White" });

  it("R17 the card pauses at step 1 with a plain-data cursor, and nothing has moved yet", () => {
    const out = resolve(snap, card);
    expect(out).toMatchObject({ ok: true, status: "paused" });
    expect(out.cursor).toEqual({
      card: "example-1",
      step: 1,
      pending: {
        stage: "target",
        action: "teleport",
        priority: 1,
        candidates: ["Crypt", "Forge"],
        crown: "White",
        why: "Jukas: a tie between 2 Rooms; White (the Crown) chooses.",
        figures: ["most Mages: 1", "no Vortex Token", "most Instability: 0"],
      },
    });
    expect(out.pending).toEqual(out.cursor!.pending);
    expect(physical(out)).toEqual([]);
    expect(headlines(out)).toEqual(["Jukas's Command card: Jukas: a tie between 2 Rooms; White (the Crown) chooses."]);
    expect(details(out)).toEqual([
      "Command card example-1: Example: teleport by Priority 1, then the Avatar Effect (2 steps).",
      "Command card example-1, step 1: Teleportation, Priority 1 (R12).",
      "Jukas, Teleport (Priority 1): tie between Crypt, Forge (most Mages: 1, no Vortex Token, most Instability: 0); White (the Crown) chooses.",
      "Command card example-1, step 1 waits for the Choice of the Crown.",
    ]);
  });

  it("R17 after a save, the Crown's pick resumes the card: Jukas teleports there (R12) and the Avatar Effect follows where he stands (R11, I1)", () => {
    const paused = resolve(snap, card);
    const now = applyEffects(snap, paused.effects);
    const out = resume(now, card, saved(paused.cursor), { player: "White", pick: "Forge" });
    expect(out).toMatchObject({ ok: true, status: "done", target: { kind: "room", room: "Forge", why: "Choice of the Crown: White" } });
    expect(out.cursor).toBeUndefined();
    expect(physical(out)).toEqual([
      { kind: "moveJukas", room: "Forge" },
      { kind: "placeVortex", room: "Forge" },
      { kind: "placeInstability", room: "Forge", owner: "Jukas" },
    ]);
    expect(details(out)).toEqual([
      "Command card example-1, step 1 goes on: White chose Forge.",
      "Jukas, Teleport (Priority 1): Forge (Choice of the Crown: White)",
      "Jukas teleports to Forge (R12).",
      "Command card example-1, step 2: Avatar Effect (R11).",
      "Vortex Token placed in Forge (R11a).",
      "Jukas places 1 Instability in Forge (R11b, I2): 1/4.",
      "Jukas, Avatar Effect in Forge (where Jukas stands, I1): 1 Instability placed.",
      "Command card example-1 is resolved.",
    ]);
  });

  it("R17 a pick by a player without the Crown is refused; nothing moves and the cursor stays as it was", () => {
    const cursor = saved(resolve(snap, card).cursor);
    const out = resume(snap, card, cursor, { player: "Red", pick: "Crypt" });
    expect(out).toEqual({
      ok: false,
      error: 'Command card example-1, step 1: Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
      effects: [],
      warnings: [],
      cursor,
    });
    expect(resume(snap, card, cursor, { player: "White", pick: "Arena" }).error).toBe(
      "Command card example-1, step 1: Arena is not one of the candidates: Crypt, Forge.",
    );
  });

  it("R17 the card cannot be started again while its cursor waits for the Crown", () => {
    const cursor = saved(resolve(snap, card).cursor);
    expect(resolve(snap, card, cursor)).toMatchObject({
      ok: false,
      effects: [],
      error: "The Choice of the Crown waits: pick one of its " + cursor.pending!.candidates.length + " candidates first, or Undo.",
    });
  });

  it("R17 a cursor saved by the Lua build resumes in TypeScript exactly as its own", () => {
    const fromLua = (lua.call("resolveCard", snap, card) as { cursor: CardCursor }).cursor;
    const ts = resolveCard(snap, card).cursor!;
    expect(normalise(fromLua)).toEqual(normalise(ts));
    const pick = { player: "White", pick: "Crypt" };
    expect(continueCard(snap, card, fromLua, pick)).toEqual(continueCard(snap, card, ts, pick));
  });

  it("R12 without a tie the card runs through in one call", () => {
    const out = resolve(table({ jukas: { cell: "Jukas" }, mages: [red(), blue(), white()] }), card);
    expect(out.status).toBe("done");
    expect(physical(out)).toEqual([
      { kind: "moveJukas", room: "Crypt" },
      { kind: "placeVortex", room: "Crypt" },
      { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
    ]);
  });
});

describe("example-2: an Avatar Effect that cascades into rebuilds", () => {
  const card = example("example-2");
  // Priority 2 picks Forge (the Black Rose's Instability in the Crypt does not count first).
  const snap = table({
    jukas: { room: "Arena" },
    jukasPower: 0,
    rooms: { Forge: { instability: { Red: 3 } }, Crypt: { vortex: 1, instability: { BlackRose: 5 } } },
  });

  it("R11 step 2's Vortex Token is on the table at step 3 (R6: no second one); both full Rooms are Rebuilt in order, 2 Power each (R13, I8)", () => {
    const out = resolve(snap, card);
    expect(out).toMatchObject({ ok: true, status: "done", target: { kind: "room", room: "Forge" } });
    expect(physical(out)).toEqual([
      { kind: "placeVortex", room: "Forge" },
      { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
      { kind: "placeInstability", room: "Forge", owner: "Jukas" },
      { kind: "rebuildRoom", room: "Crypt" },
      { kind: "addPower", who: "Jukas", amount: 2 },
      { kind: "rebuildRoom", room: "Forge" },
      { kind: "addPower", who: "Jukas", amount: 2 },
    ]);
    const s = said(out);
    expect(s).toContain("Command card example-2, step 2: place a Vortex Token in the target Room.");
    // The card's one headline names what each step changed: the token, the Rooms Rebuilt (I7).
    // Issue 41: too long for a headline, what the steps changed is the chat's one line.
    expect(headlines(out)).toEqual(["Jukas's Command card: 3 steps done."]);
    expect(chat(out)[0]).toContain("A Vortex Token goes in the Forge (Command card).");
    expect(chat(out)[0]).toContain("2 Rooms Rebuilt, +4 Power.");
    expect(s).toContain("Command card example-2, step 3: Avatar Effect (R11) in the target Room.");
    expect(s.some((line) => line.startsWith("Jukas, Avatar Effect in Forge (the Room the card names, I1): "))).toBe(true);
    expect(s).toContain("Forge already has a Vortex Token: none is placed (R6).");
    expect(s).toContain("Crypt is Rebuilt (R11c, rebuild 1). Players: resolve its rewards and return its Instability (I7).");
    expect(s).toContain("Vortices of Power: Forge had a Vortex Token; Jukas gains 2 Power Points (R13), now 4.");
  });

  it("R13 a step refused (no Power counter for Vortices of Power) refuses the whole card: nothing is carried out", () => {
    const out = resolve({ ...snap, jukasPower: undefined }, card);
    expect(out).toEqual({
      ok: false,
      error: "Command card example-2, step 3: Jukas's Power counter is not on the table: put it back for his Power Points.",
      effects: [],
      warnings: [],
    });
  });
});

describe("example-3: a target that does not exist", () => {
  const card = example("example-3");

  it("R16 with no Mage but Jukas there is no Priority 3 target: `otherwise: stop` ends the card at step 1", () => {
    const out = resolve(table({ mages: [] }), card);
    expect(out).toMatchObject({ ok: true, status: "stopped" });
    expect(out.target).toBeUndefined();
    expect(physical(out)).toEqual([]);
    // Nothing decided: the card's start is its headline.
    expect(headlines(out)).toEqual(["Command card Example: a Mage target that may not exist."]);
    expect(details(out)).toEqual([
      "Command card example-3: Example: a Mage target that may not exist (3 steps).",
      "Command card example-3, step 1: target by Priority 3; the card stops here: no target exists (there is no Mage but Jukas).",
    ]);
  });

  it("R16 with a target, the Damage and the players' message name the Mage", () => {
    const out = resolve(table({ mages: [red({ room: "Crypt" }, { power: 3 }), white({ room: "Forge" }, { power: 1 })] }), card);
    expect(out.status).toBe("done");
    expect(details(out)).toEqual([
      "Command card example-3: Example: a Mage target that may not exist (3 steps).",
      "Command card example-3, step 1: target by Priority 3.",
      "Jukas, Priority 3: Red (most Power Points: 3)",
      "Command card example-3, step 2: 2 Damage to the target.",
      "Command card example-3, step 3: for the players: Example text: Red carries out what the printed card says here.",
      "Command card example-3 is resolved.",
    ]);
    // Issue 41: what the players carry out is the chat's line, with no rule code.
    expect(chat(out)).toEqual([
      "Example: a Mage target that may not exist. Jukas targets Red (most Power Points: 3).",
      "Players: Red takes 2 Damage from Jukas.",
      "Example text: Red carries out what the printed card says here.",
    ]);
    expect(out.effects).toContainEqual({ kind: "highlight", targets: ["Red"] });
  });
});

describe("example-4: a teleport to a Mage, then steps with conditions", () => {
  const card = example("example-4");

  it("R12 Jukas teleports to the target Mage's Room; Instability there, Damage to the Mage, a Vortex Token in Jukas's Room", () => {
    const out = resolve(table({ jukas: { cell: "Jukas" }, mages: [red({ room: "Garden" }, { vortexOnCard: 1 }), white()] }), card);
    expect(out).toMatchObject({ status: "done", target: { kind: "mage", color: "Red" } });
    expect(physical(out)).toEqual([
      { kind: "moveJukas", room: "Garden" },
      { kind: "placeVortex", room: "Garden" },
    ]);
    expect(said(out)).toContain("Players: place 1 of Jukas's Instability in Garden: 1 of its 4 Slots will be taken.");
    expect(said(out)).toContain("Players: Red takes 1 Damage from Jukas.");
  });

  it("I5 a target Mage in a Cell: the card pauses for the entrance Room, and the Mage stays the target", () => {
    const snap = table({ jukas: { room: "Arena" }, mages: [red({ cell: "Red" }, { vortexOnCard: 1 }), white()], crown: "White" });
    const paused = resolve(snap, card);
    expect(paused.status).toBe("paused");
    expect(paused.cursor).toMatchObject({
      card: "example-4",
      step: 1,
      target: { kind: "mage", color: "Red" },
      pending: { stage: "entrance", candidates: CELLS[2].entrances },
    });
    const entrance = CELLS[2].entrances[1];
    const out = resume(applyEffects(snap, paused.effects), card, saved(paused.cursor), { player: "White", pick: entrance });
    expect(out).toMatchObject({ status: "done", target: { kind: "mage", color: "Red" } });
    expect(physical(out)).toEqual([
      { kind: "moveJukas", room: entrance },
      { kind: "placeVortex", room: entrance },
    ]);
    expect(said(out)).toContain(
      "Evocation card example-4, step 2: 1 Instability in the target Room; skipped: the target, Red, is in no Lodge Room.",
    );
    expect(said(out)).toContain("Players: Red takes 1 Damage from Jukas.");
  });

  it("R16 with no Mage there is no target: the teleport and the steps that need a Mage are skipped, announced one by one", () => {
    const out = resolve(table({ jukas: { room: "Arena" }, mages: [] }), card);
    expect(out.status).toBe("done");
    expect(physical(out)).toEqual([{ kind: "placeVortex", room: "Arena" }]);
    expect(details(out)).toEqual([
      "Evocation card example-4: Example: teleport to a Mage, then steps with conditions (4 steps).",
      "Evocation card example-4, step 1: Teleportation, Priority 3 (R12); skipped: no target exists (there is no Mage but Jukas).",
      "Evocation card example-4, step 2: 1 Instability in the target Room; skipped: the target is not a Mage.",
      "Evocation card example-4, step 3: 1 Damage to the target; skipped: the target is not a Mage.",
      "Evocation card example-4, step 4: place a Vortex Token in Jukas's Room.",
      "Evocation card example-4 is resolved.",
    ]);
    expect(headlines(out)).toEqual(["Jukas's Evocation card: A Vortex Token goes in the Arena (Evocation card)."]);
  });
});

describe("example-5: an Avatar Event in a named Room", () => {
  it("I1 the Room the card names wins, even with Jukas in his Cell", () => {
    const out = resolve(table({ jukas: { cell: "Jukas" } }), example("example-5"));
    expect(physical(out)).toEqual([
      { kind: "placeVortex", room: "Throne Room" },
      { kind: "placeInstability", room: "Throne Room", owner: "Jukas" },
    ]);
    expect(details(out).slice(0, 3)).toEqual([
      "Avatar Event card example-5: Example: an Avatar Event in a named Room (2 steps).",
      "Avatar Event card example-5, step 1: for the players: Example text: the players carry out what the printed card says here.",
      "Avatar Event card example-5, step 2: Avatar Effect (R11) in Throne Room.",
    ]);
  });
});

describe("example-6: another target when the first does not exist", () => {
  const card = example("example-6");

  it("R14 no Mage: step 1 finds no target and is skipped, `noTarget` lets the teleport by Priority 1 take over", () => {
    const out = resolve(table({ jukas: { cell: "Jukas" }, mages: [], rooms: { Forge: { instability: { Red: 1 } } } }), card);
    expect(out).toMatchObject({ status: "done", target: { kind: "room", room: "Forge", why: "most Instability: 1" } });
    expect(physical(out)).toEqual([{ kind: "moveJukas", room: "Forge" }]);
    expect(said(out)).toContain(
      "Command card example-6, step 1: target by Priority 3; skipped: no target exists (there is no Mage but Jukas).",
    );
    expect(said(out)).toContain("Players: place 2 of Jukas's Instability in Forge: 3 of its 4 Slots will be taken.");
    expect(said(out)).toContain("Command card example-6, step 4: for the players: Example text: Jukas is in Forge.");
  });

  it("R16 with a Mage target, the `noTarget` and `targetIsRoom` steps are skipped, and so is `jukasInLodge` with Jukas in his Cell", () => {
    const out = resolve(table({ jukas: { cell: "Jukas" }, mages: [red()] }), card);
    expect(physical(out)).toEqual([]);
    expect(details(out)).toEqual([
      "Command card example-6: Example: another target when the first does not exist (4 steps).",
      "Command card example-6, step 1: target by Priority 3.",
      "Jukas, Priority 3: Red (the only candidate)",
      "Command card example-6, step 2: Teleportation, Priority 1 (R12); skipped: there is a target.",
      "Command card example-6, step 3: 2 Instability in the target Room; skipped: the target is not a Room.",
      "Command card example-6, step 4: a message for the players; skipped: Jukas is not in a Lodge Room.",
      "Command card example-6 is resolved.",
    ]);
  });
});

describe("cards written for these tests (not shipped)", () => {
  const card = (steps: Card["steps"]): Card => ({ id: "t-1", name: "Test", deck: "command", steps });

  it("I1 an Avatar Effect with no Room, Jukas in his Cell: the card's target Room", () => {
    const out = resolve(
      table({ jukas: { cell: "Jukas" }, mages: [red()] }),
      card([{ step: "target", priority: 1 }, { step: "avatarEffect" }]),
    );
    expect(physical(out)).toEqual([
      { kind: "placeVortex", room: "Crypt" },
      { kind: "placeInstability", room: "Crypt", owner: "Jukas" },
    ]);
    expect(
      said(out).some((line) => line.startsWith("Jukas, Avatar Effect in Crypt (the card's target Room, Jukas being in his Cell, I1): ")),
    ).toBe(true);
  });

  it("I1 an Avatar Effect with no Room, Jukas in his Cell and no target: skipped, or the card stops", () => {
    const skipped = resolve(table({ jukas: { cell: "Jukas" } }), card([{ step: "avatarEffect" }, { step: "say", text: "Go on." }]));
    expect(skipped.status).toBe("done");
    expect(said(skipped)).toContain(
      "Command card t-1, step 1: Avatar Effect (R11); skipped: Jukas is in his Cell and the card has no target Room (I1).",
    );
    const stopped = resolve(
      table({ jukas: { cell: "Jukas" } }),
      card([
        { step: "avatarEffect", otherwise: "stop" },
        { step: "say", text: "Go on." },
      ]),
    );
    expect(stopped.status).toBe("stopped");
    expect(said(stopped).join("\n")).not.toContain("Go on.");
  });

  it("Damage to a target Room goes to each Mage in it; with none there, nobody", () => {
    const steps: Card["steps"] = [
      { step: "target", priority: 1 },
      { step: "damage", amount: 1 },
    ];
    expect(said(resolve(table({ mages: [red(), blue()] }), card(steps)))).toContain(
      "Players: each Mage in Crypt takes 1 Damage from Jukas: Red, Blue.",
    );
    const empty = resolve(table({ rooms: { Forge: { instability: { Red: 1 } } } }), card(steps));
    expect(said(empty)).toContain("No Mage is in Forge: nobody takes Damage.");
  });

  it("I2 Instability that fills the target Room is announced as a rebuild for the players to report; a Rebuilt Room takes none (I9)", () => {
    const steps: Card["steps"] = [
      { step: "target", priority: 2 },
      { step: "instability", amount: 3 },
    ];
    const fills = resolve(table({ rooms: { Forge: { instability: { Red: 2 } } } }), card(steps));
    expect(said(fills)).toContain(
      "Players: place 3 of Jukas's Instability in Forge: all its 4 Slots will be taken: the base game rebuilds it at Clean-up (L2). Once its tile is turned, Jukas gains his Power Points if a Vortex Token lies there (R13, I12).",
    );
    const rebuilt = resolve(table({ rooms: { Forge: { rebuilt: true, instability: { Red: 2 } } } }), card(steps));
    expect(said(rebuilt)).toContain("Forge is Rebuilt and has no Instability Slots: it receives none (I9).");
  });

  it("a list of conditions must all hold; `otherwise: stop` on a condition ends the card", () => {
    const out = resolve(
      table({ jukas: { room: "Arena" }, mages: [red()] }),
      card([
        { step: "target", priority: 3 },
        { step: "say", text: "{target} in {targetRoom}", when: ["targetIsMage", "jukasInCell"], otherwise: "stop" },
        { step: "say", text: "never" },
      ]),
    );
    expect(out.status).toBe("stopped");
    expect(said(out)).toContain("Command card t-1, step 2: a message for the players; the card stops here: Jukas is not in his Cell.");
    expect(said(out).join("\n")).not.toContain("never");
  });

  it("R6 a Vortex Token for the target Room where one already is: none is placed, the card goes on", () => {
    const out = resolve(
      table({ mages: [red()], rooms: { Crypt: { vortex: 1 } } }),
      card([
        { step: "target", priority: 1 },
        { step: "placeVortex", in: "target" },
      ]),
    );
    expect(physical(out)).toEqual([]);
    expect(said(out)).toContain("Crypt already has a Vortex Token: none is placed (R6).");
    expect(out.status).toBe("done");
  });

  it("R7 a Vortex Token with an empty game pool: none is placed, with a warning", () => {
    const out = resolve(table({ jukas: { room: "Arena" }, pool: 0 }), card([{ step: "placeVortex", in: "jukas" }]));
    expect(physical(out)).toEqual([]);
    expect(out.warnings).toEqual(["The game pool has no Vortex Token: none is placed in Arena (R7)."]);
  });

  it("resolveCard with a cursor and no pending choice starts at the cursor's step, with its target", () => {
    const steps: Card["steps"] = [
      { step: "target", priority: 1 },
      { step: "placeVortex", in: "target" },
    ];
    const out = resolve(table({ mages: [red()] }), card(steps), {
      card: "t-1",
      step: 2,
      target: { kind: "room", room: "Garden", why: "saved" },
    });
    expect(physical(out)).toEqual([{ kind: "placeVortex", room: "Garden" }]);
  });

  it("a cursor of another card, or a step out of range, is refused", () => {
    const c = card([{ step: "say", text: "x" }]);
    expect(resolve(table(), c, { card: "other", step: 1 }).error).toBe(
      'The saved place (cursor) belongs to card "other", not to card t-1.',
    );
    expect(resolve(table(), c, { card: "t-1", step: 2 }).error).toBe(
      "The card's saved place (cursor) is not valid: resolve the card again from its first step.",
    );
    expect(resume(table(), c, { card: "t-1", step: 1 }, { player: "White", pick: "Crypt" }).error).toBe(
      "There is no choice waiting for the Crown.",
    );
  });

  it("a card that skipped validation is refused at its bad step, not crashed", () => {
    expect(resolve(table(), card([{ step: "fly" }])).error).toBe(
      'Command card t-1, step 1: Unknown step "fly": the card file has a mistake; check it with the project\'s card checker.',
    );
    expect(resolve(table(), card([{ step: "target", priority: 4 }])).error).toBe(
      "Command card t-1, step 1: Priority must be 1, 2 or 3 (got 4).",
    );
  });

  it("R11 an Avatar Effect without Jukas's model refuses the card, naming the step", () => {
    expect(resolve(table({ jukas: null }), card([{ step: "avatarEffect", room: "Crypt" }])).error).toBe(
      "Command card t-1, step 1: The Avatar Effect needs Jukas's model on the table.",
    );
  });
});

describe("every example card", () => {
  /** Resolves a card to its end, the Crown always picking the first candidate. */
  function playThrough(snap: Snapshot, card: Card): { outcomes: CardOutcome[]; table: Snapshot } {
    const outcomes = [resolve(snap, card)];
    let now = applyEffects(snap, outcomes[0].effects);
    while (outcomes[outcomes.length - 1].status === "paused") {
      const last = outcomes[outcomes.length - 1];
      const next = resume(now, card, saved(last.cursor), { player: last.pending!.crown!, pick: last.pending!.candidates[0] });
      outcomes.push(next);
      now = applyEffects(now, next.effects);
    }
    return { outcomes, table: now };
  }

  const tables: [string, Snapshot][] = [
    [
      "a busy Lodge",
      table({
        jukas: { room: "Arena" },
        jukasPower: 0,
        mages: [red({ room: "Crypt" }, { vortexOnCard: 1 }), white({ room: "Forge" }), blue({ cell: "Blue" })],
        rooms: { Crypt: { vortex: 1, instability: { Red: 5 } }, Forge: { instability: { BlackRose: 3 } } },
      }),
    ],
    [
      "Jukas in his Cell, ties everywhere",
      table({ jukas: { cell: "Jukas" }, jukasPower: 0, mages: [red({ room: "Crypt" }), white({ room: "Forge" })], crown: "White" }),
    ],
    ["no Mage", table({ jukas: { cell: "Jukas" }, jukasPower: 0, mages: [] })],
  ];

  for (const card of EXAMPLES) {
    for (const [name, snap] of tables) {
      it(`${card.id} on ${name}: resolves to its end, each step announced in order, the same on TypeScript and Lua`, () => {
        const { outcomes } = playThrough(snap, card);
        for (const o of outcomes) {
          expect(o.ok, o.error).toBe(true);
          expect(headlines(o)).toHaveLength(1);
          expect(o.effects[0]).toMatchObject({ kind: "announce", headline: true });
        }
        const last = outcomes[outcomes.length - 1];
        expect(["done", "stopped"]).toContain(last.status);
        const heads = outcomes.flatMap(said).flatMap((s) => {
          const m = /^[A-Za-z ]+ card [\w-]+, step (\d+)[:;]/.exec(s);
          return m ? [Number(m[1])] : [];
        });
        const distinct = heads.filter((n, i) => heads.indexOf(n) === i);
        expect(distinct).toEqual(distinct.map((_, i) => i + 1));
        if (last.status === "done") expect(distinct.length).toBe(card.steps.length);
      });
    }
  }
});
