/**
 * Hostile input on the physical table (the built save on the fake TTS host): saved state that is
 * garbage, huge, another mod's or ours with wrong types; script API calls with missing,
 * wrong-typed or extra params; choices clicked by the wrong colour; Room names and GM Notes
 * holding code; 500 untagged objects. Each is met with a clear message and an unchanged table,
 * never a script error, and nothing is ever run as code.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeObject, LuaFloat, LuaVector, type HostValue, type PlayerColor, type SaveFile } from "../../hosts/fake-tts";
import { Game, withMagesInCells } from "../tts/game";
import { hostileParamsArb, hostileValueArb } from "../props/arbitraries";
import { fuzzIt, ON_MOONSHARP, strength } from "../props/config";
import { api, fingerprint, loadTable, saveJson, session, settle } from "./table";

/** A marker a test plants in hostile text: if it is ever printed, the text was run as code. */
const PWNED = "PWNED-" + "by-hostile-text";
const LUA_BREAKOUT = `"]] broadcastToAll("${PWNED}") os.exit() --[[`;

function noCodeRan(game: Game): void {
  expect(game.tts.messages.some((m) => m.text.includes(PWNED) && !m.text.includes("]]"))).toBe(false);
}

function noErrors(game: Game): void {
  expect(game.tts.errors.map((e) => e.text)).toEqual([]);
  expect(game.tts.internalErrors).toEqual([]);
}

/** Messages since `from` (every kind: broadcasts, messages to one colour). */
function heard(game: Game, from: number): string[] {
  return game.tts.messages
    .slice(from)
    .filter((m) => m.kind !== "console")
    .map((m) => m.text);
}

/** A message a player can read: a sentence, not a wall of text. */
function readable(text: string): boolean {
  return text.length > 10 && text.length <= 1000 && !text.includes("\u0000");
}

// ---------------------------------------------------------------------------------------------
// Saved state

/**
 * Reloads the Avatar Card's script with this saved state (as TTS does when a save is loaded).
 * The old script is stopped first, so its own onSave does not overwrite the state given here.
 */
function reloadWith(game: Game, state: string): void {
  game.avatar.runtime?.close();
  game.avatar.scriptState = state;
  game.tts.reloadScript(game.avatar);
  settle(game);
}

const HUGE = 1_000_000;
const jukas = (game: Game) => game.one("BRW:Mage", "BRW:Jukas").guid;

/** Saved states that must start the Avatar clean, each with the warning it gets. */
const BAD_STATES: [string, (game: Game) => string][] = [
  ["garbage", () => "{{{ not json"],
  ["binary", () => "\u0000\u0001\u0002\uFFFD\uD800"],
  ["Lua meant to break out", () => LUA_BREAKOUT],
  ["a JSON string holding Lua", () => JSON.stringify(LUA_BREAKOUT)],
  ["a number", () => "42"],
  ["null", () => "null"],
  ["an empty list", () => "[]"],
  ["1 MB of text", () => "x".repeat(HUGE)],
  [
    "1 MB of valid JSON, ours, with a wrong type",
    () => JSON.stringify({ mod: "brw-jukas", version: 1, pending: 1, junk: "x".repeat(HUGE) }),
  ],
  ["a JSON list 1000 deep", () => "[".repeat(1000) + "]".repeat(1000)],
  ["another mod's state", () => JSON.stringify({ version: 3, deck: ["card1", "card2"], score: { Red: 4 } })],
  [
    "another mod's state with our field names",
    () => JSON.stringify({ mod: "other", version: 1, pending: { stage: "target" }, journal: { action: "setup", steps: [] } }),
  ],
  ["ours, a later version", () => JSON.stringify({ mod: "brw-jukas", version: 2, journal: { action: "setup", steps: [] } })],
  [
    "ours with wrong types",
    () =>
      JSON.stringify({
        mod: "brw-jukas",
        version: 1,
        pending: { stage: "target", action: "target", priority: "1", candidates: "Crypt", why: 7 },
        lastTargetRoom: { room: "Crypt" },
        journal: { action: 5, steps: "all of them" },
      }),
  ],
  [
    "ours, a step of an unknown kind",
    () => JSON.stringify({ mod: "brw-jukas", version: 1, journal: { action: "setup", steps: [{ op: "explode", id: "x" }] } }),
  ],
  [
    "ours, a move to an infinite position",
    (game) =>
      `{"mod":"brw-jukas","version":1,"journal":{"action":"teleport","steps":[{"op":"move","id":"${jukas(game)}","to":{"x":1e999,"y":1,"z":0},"rotY":0,"from":{"x":0,"y":1,"z":0},"fromRotY":0}]}}`,
  ],
  [
    "ours, a Forgotten Spell dealt to no seat",
    (game) =>
      JSON.stringify({
        mod: "brw-jukas",
        version: 1,
        journal: { action: "cleanup", steps: [{ op: "deal", deck: game.one("BRW:ForgottenSpells").guid, color: "Nobody" }] },
      }),
  ],
];

let shared: Game | undefined;

describe("saved state (script_state) that is not this mod's, or broken", () => {
  it.each(BAD_STATES)("%s: the Avatar starts clean with a warning, the table unchanged, no script error", (_name, make) => {
    // One table for the cases: none of them moves a piece.
    shared ??= loadTable();
    const game = shared;
    const before = fingerprint(game);
    const from = game.tts.messages.length;
    reloadWith(game, make(game));
    noErrors(game);
    noCodeRan(game);
    const said = heard(game, from);
    expect(
      said.filter((s) => /^Jukas: the saved /.test(s)),
      said.join("\n"),
    ).toHaveLength(1);
    expect(said.every(readable)).toBe(true);
    expect(fingerprint(game)).toBe(before);
    // Clean: nothing pending, nothing to undo, and what it saves now is small.
    const saved = session(game);
    expect(saved.pending).toBeUndefined();
    expect(saved.undo).toBeUndefined();
    expect((game.tts.call(game.avatar, "onSave") as string).length).toBeLessThan(200);
    expect(game.tts.buttons(game.avatar).map((b) => b.click_function)).not.toContain("jukasChoose1");
    expect(api(game, "undo")).toMatchObject({ ok: false, error: "Jukas: there is nothing to undo." });
    expect(fingerprint(game)).toBe(before);
    // And it reads the table as ever (the 1 MB save below plays a Setup after such a start).
    expect(api(game, "state")).toMatchObject({ ok: true });
    noErrors(game);
  });

  it("a save whose Avatar Card carries 1 MB of garbage loads clean, with a warning", () => {
    // The built save itself, as loadTable lays it: loading a table only to save it costs a load.
    const save = JSON.parse(withMagesInCells(saveJson())) as SaveFile;
    const card = save.ObjectStates.find((o) => (o.Tags ?? []).includes("BRW:Avatar"))!;
    card.LuaScriptState = "\u0001".repeat(HUGE);
    const game = loadTable({}, JSON.stringify(save));
    noErrors(game);
    expect(game.said()).toContain("Jukas: the saved state is not this mod's; starting clean (no pending choice, nothing to undo).");
    expect(api(game, "setup")).toMatchObject({ ok: true });
  });

  fuzzIt(
    "any saved text, and any JSON under our mark: no script error, the table unchanged, and it plays on",
    ON_MOONSHARP ? strength(2, 10) : strength(4, 10),
    fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc
        .record({
          mod: fc.constant("brw-jukas"),
          version: fc.constantFrom<unknown>(1, 1, 2, "1"),
          pending: fc.anything(),
          lastTargetRoom: fc.anything(),
          journal: fc.oneof(fc.anything(), fc.record({ action: fc.string(), steps: fc.array(fc.anything(), { maxLength: 3 }) })),
        })
        .map((x) => JSON.stringify(x)),
    ),
    (state) => {
      // One table for every run: a reload changes nothing on it, and a failure stops the property.
      shared ??= loadTable();
      const game = shared;
      const before = fingerprint(game);
      reloadWith(game, state);
      noErrors(game);
      expect(fingerprint(game)).toBe(before);
      api(game, "undo");
      noErrors(game);
      expect(fingerprint(game)).toBe(before);
      expect(api(game, "state")).toMatchObject({ ok: true });
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Script API calls with hostile params

const API = ["setup", "target", "choose", "teleport", "avatarEffect", "spellResolved", "cleanup", "roomRebuilt", "state", "undo"];
const NOT_COLOURS = ["Grey", "Black", "red", "Rainbow", "Jukas", "BlackRose", "", " White", "White ", LUA_BREAKOUT];

/** Values other scripts might pass: the props' hostile values, and what only a TTS script can. */
const valueArb = (game: Game): fc.Arbitrary<HostValue> =>
  fc.oneof(
    { arbitrary: hostileValueArb as fc.Arbitrary<HostValue>, weight: 8 },
    {
      arbitrary: fc.constantFrom<HostValue>(new LuaFloat(1), new LuaFloat(2), new LuaFloat(3), new LuaFloat(1.5), new LuaFloat(0)),
      weight: 2,
    },
    { arbitrary: fc.constantFrom<HostValue>(game.avatar, new LuaVector(1, 2, 3)), weight: 1 },
    { arbitrary: fc.constantFrom<HostValue>(...NOT_COLOURS), weight: 2 },
    {
      arbitrary: fc.constantFrom<HostValue>(
        { a: { b: { c: { d: [1, [2, [3, { e: "deep" }]]] } } } },
        { __index: "x", __call: 1, __gc: {} },
        ["Crypt", "Forge"],
      ),
      weight: 1,
    },
    { arbitrary: fc.constantFrom<HostValue>("é".repeat(50_000), "\uD83D\uDE00".repeat(10_000), "Crypt\u0000Forge"), weight: 1 },
  );

const paramsArb = (game: Game): fc.Arbitrary<HostValue> =>
  fc.oneof(
    { arbitrary: hostileParamsArb as fc.Arbitrary<HostValue>, weight: 4 },
    {
      arbitrary: fc.dictionary(fc.constantFrom("priority", "room", "color", "player", "pick", "extra", "__index", "1"), valueArb(game), {
        maxKeys: 4,
      }),
      weight: 4,
    },
    // Nearly right: the real key with a value of the wrong type, or a right call with extra keys.
    { arbitrary: fc.record({ priority: valueArb(game) }), weight: 2 },
    {
      arbitrary: fc.record({ priority: fc.constantFrom(1, 2, 3), extra: valueArb(game), nested: fc.constant({ t: { t: {} } }) }),
      weight: 1,
    },
    { arbitrary: fc.record({ player: fc.constantFrom<HostValue>("White", "Red", ...NOT_COLOURS), pick: valueArb(game) }), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );

/** Whether a call with these params may be carried out (docs/rules.md's params; the table decides the rest). */
function mayBeOk(name: string, params: HostValue, pending: boolean): boolean {
  if (name === "state" || name === "undo") return true;
  if (params !== undefined && params !== null && (typeof params !== "object" || params instanceof LuaFloat || params instanceof FakeObject))
    return false;
  if (pending && name !== "choose") return false;
  const p = (params ?? {}) as Record<string, HostValue>;
  const num = (v: HostValue) => (v instanceof LuaFloat ? v.value : v);
  switch (name) {
    case "target":
    case "teleport":
      return [1, 2, 3].includes(num(p.priority) as number);
    case "choose":
      return pending && typeof p.player === "string" && typeof p.pick === "string";
    case "avatarEffect":
      return p.room === undefined || p.room === null || typeof p.room === "string";
    case "spellResolved":
      return typeof p.color === "string";
    case "roomRebuilt":
      return typeof p.room === "string";
    default:
      return true;
  }
}

describe("script API calls with hostile params", () => {
  fuzzIt(
    "every API function: a refusal is a readable sentence and leaves the table as it was; what is carried out had right params and undoes exactly",
    ON_MOONSHARP ? strength(2, 6) : strength(3, 6),
    fc.record({
      tie: fc.boolean(),
      calls: fc.array(fc.record({ name: fc.constantFrom(...API), seed: fc.nat() }), { minLength: 6, maxLength: 10 }),
    }),
    (c, tally) => {
      const game = loadTable();
      if (c.tie) api(game, "target", { priority: 1 });
      for (const call of c.calls) {
        const params = fc.sample(paramsArb(game), { numRuns: 1, seed: call.seed })[0];
        const pending = session(game).pending !== undefined;
        const before = fingerprint(game);
        const from = game.tts.messages.length;
        const out = (
          call.name === "state" && call.seed % 2 === 0 ? game.tts.call(game.avatar, "state") : game.tts.call(game.avatar, call.name, params)
        ) as Record<string, unknown>;
        settle(game);
        tally.action();
        const what = `${call.name}(${show(params)})`;
        noErrors(game);
        noCodeRan(game);
        expect(typeof out, what).toBe("object");
        expect(typeof out.ok, what).toBe("boolean");
        for (const s of heard(game, from)) expect(readable(s), `${what} said: ${s.slice(0, 200)}… (${s.length} characters)`).toBe(true);
        if (out.ok !== true) {
          tally.note("refused");
          expect(typeof out.error === "string" && readable(out.error), `${what} → ${String(out.error).slice(0, 200)}`).toBe(true);
          expect(fingerprint(game), what).toBe(before);
          continue;
        }
        tally.note("ok " + call.name);
        expect(mayBeOk(call.name, params, pending), `${what} was carried out`).toBe(true);
        if (call.name !== "state" && call.name !== "undo" && fingerprint(game) !== before) {
          api(game, "undo");
          expect(fingerprint(game), `undo after ${what}`).toBe(before);
        }
      }
    },
  );

  it("R14 a priority that is not 1, 2 or 3 is refused, quoting what came, for target and teleport alike", () => {
    const game = loadTable();
    const before = fingerprint(game);
    const cases: [HostValue, string][] = [
      ["1", '"1"'],
      [new LuaFloat(1.5), "a number that is not a small whole number"],
      [0, "0"],
      [4, "4"],
      [Number.NaN, "a number that is not a small whole number"],
      [Infinity, "a number that is not a small whole number"],
      [-1, "-1"],
      [{ priority: 1 }, "object"],
      [[1, [2, [3]]], "object"],
      ["9".repeat(100_000), `"${"9".repeat(60)}…"`],
      [true, "boolean"],
      [undefined, "nothing"],
    ];
    cases.forEach(([value, got], i) => {
      // Every value for target; every third for teleport too (the same check; each call reads the whole table).
      for (const action of i % 3 === 0 ? ["target", "teleport"] : ["target"]) {
        const out = game.tts.call(game.avatar, action, { priority: value });
        expect(out, `${action} ${show(value)}`).toMatchObject({ ok: false, error: `Priority must be 1, 2 or 3 (got ${got}).` });
      }
    });
    // A whole float is a priority: MoonSharp has no integers, and another script's 1.0 is 1.
    expect(api(game, "target", { priority: new LuaFloat(2) })).toMatchObject({ ok: true });
    api(game, "undo");
    expect(fingerprint(game)).toBe(before);
    noErrors(game);
  });

  it("a pick that is not a candidate, and a player who does not hold the Crown, are refused by name", () => {
    const game = loadTable();
    expect(api(game, "target", { priority: 1 })).toMatchObject({ ok: true, pending: true });
    const before = fingerprint(game);
    expect(api(game, "choose", { player: "White", pick: "Kitchen" })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Kitchen is not one of the candidates: /),
    });
    expect(api(game, "choose", { player: "Red", pick: "Crypt" })).toMatchObject({
      ok: false,
      error: 'Red does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
    });
    expect(api(game, "choose", { player: "Rainbow", pick: "Crypt" })).toMatchObject({
      ok: false,
      error: 'Rainbow does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".',
    });
    expect(api(game, "choose", { player: "White", pick: 3 })).toMatchObject({
      ok: false,
      error: "choose: pick must be a Room name or a colour.",
    });
    expect(fingerprint(game)).toBe(before);
    noErrors(game);
  });
});

function show(v: HostValue): string {
  if (v instanceof FakeObject) return "<object>";
  if (v instanceof LuaFloat) return `float ${v.value}`;
  if (v instanceof LuaVector) return "Vector";
  const s = JSON.stringify(v, (_k, x: unknown) =>
    typeof x === "number" && !Number.isFinite(x) ? String(x) : x instanceof FakeObject ? "<object>" : x,
  );
  return s === undefined ? "nil" : s.length > 120 ? s.slice(0, 120) + `… (${s.length})` : s;
}

// ---------------------------------------------------------------------------------------------
// Choices clicked by the wrong colour

describe("the Crown's choice buttons clicked by someone else", () => {
  it("R17 I6 every seat without the Crown and every spectator is refused, told why, and the table stays; the Crown's click is heard", () => {
    const game = loadTable();
    game.tts.seat("Blue");
    expect(api(game, "teleport", { priority: 1 })).toMatchObject({ ok: true, pending: true });
    const before = fingerprint(game);
    const choice = () => game.tts.buttons(game.avatar).filter((b) => b.click_function.startsWith("jukasChoose"));
    const n = choice().length;
    expect(n).toBeGreaterThan(1);
    const wrong: PlayerColor[] = ["Red", "Blue", "Green", "Pink", "Grey", "Black"];
    for (const colour of wrong) {
      const from = game.tts.messages.length;
      game.tts.clickButton(game.avatar, choice()[2].index, colour);
      settle(game);
      const told = game.tts.messages
        .slice(from)
        .filter((m) => m.text === `${colour} does not hold the Crown: White chooses. Or turn on "Any seated player may settle ties".`);
      expect(told, colour).toHaveLength(1);
      // A seated player is told privately; a spectator or an empty seat hears it with everyone.
      expect(told[0].to, colour).toBe(["Red", "Blue"].includes(colour) ? colour : undefined);
      expect(fingerprint(game)).toBe(before);
      expect(choice()).toHaveLength(n);
    }
    game.tts.clickButton(game.avatar, choice()[2].index, "White");
    settle(game);
    expect(choice()).toHaveLength(0);
    expect(fingerprint(game)).not.toBe(before);
    noErrors(game);
  });
});

// ---------------------------------------------------------------------------------------------
// Text fields: Room nicknames and GM Notes are read as plain text

const HOSTILE_NAMES: [string, string][] = [
  ["Lua meant to break out", LUA_BREAKOUT],
  ["JSON meant to set fields", '{"slots": 6, "__index": {"x": 1}}'],
  ["a NUL character", "Crypt\u0000"],
  ["100 KB", "Crypt".repeat(20_000)],
  ["accents", "Crypté"],
  ["surrogate-looking text", "\uD83D\uDE00 Crypt \uD800"],
];

describe("Room nicknames and GM Notes holding code", () => {
  it.each(HOSTILE_NAMES)(
    "a Room tile named with %s and no Slots override: each action that reads the table is refused naming the tile",
    (_what, name) => {
      const game = loadTable();
      const tile = game.room("Crypt");
      // Renamed by hand: the player's pointer is on the tile (src/tts/read.ts).
      game.tts.hover(tile);
      tile.nickname = name;
      const before = fingerprint(game);
      // eslint-disable-next-line no-control-regex -- the control characters a hostile name holds
      const shown = name.trim().replace(/[\u0000-\u001f]/g, "?");
      const expected = `Room tile ${shown.length > 60 ? shown.slice(0, 60) + "…" : shown} has an unknown name and no Slots count: the guide's tags tab says how to give one.`;
      for (const [action, params] of [
        ["setup", {}],
        ["teleport", { priority: 1 }],
        ["state", {}],
      ] as const) {
        const from = game.tts.messages.length;
        expect(api(game, action, params), action).toMatchObject({ ok: false, error: expected });
        if (action !== "state") expect(heard(game, from)).toContain(expected);
      }
      expect(fingerprint(game)).toBe(before);
      noErrors(game);
      noCodeRan(game);
    },
  );

  it("the same names with a Slots override in the GM Notes are Rooms of those very names", () => {
    const game = loadTable();
    const tiles = ["Crypt", "Forge", "Garden", "Arena"].map((n) => game.room(n));
    const names = [LUA_BREAKOUT, '{"slots": 6, "__index": {"x": 1}}', "Crypté", "\uD83D\uDE00 Crypt"];
    tiles.forEach((t, i) => {
      t.nickname = names[i];
      t.gmNotes = '{"slots": 3}';
    });
    const state = api(game, "state") as { ok: boolean; rooms: { name: string; slots: number }[] };
    expect(state.ok).toBe(true);
    for (const n of names)
      expect(
        state.rooms.find((r) => r.name === n),
        n,
      ).toMatchObject({ slots: 3 });
    expect(api(game, "setup")).toMatchObject({ ok: true });
    noErrors(game);
    noCodeRan(game);
  });

  const NOTES: [string, string, number, boolean][] = [
    // What the notes hold, the notes, the Crypt's Slots then, and whether the notes are warned about.
    ["extra keys meant to reach Lua's metatables", '{"slots": 6, "__index": {"x": 1}, "__newindex": "os.exit()"}', 6, false],
    ["a Lua statement", "return os.exit()", 6, false],
    ["Lua in the Slots", `{"slots": "${LUA_BREAKOUT.replace(/"/g, "'")}"}`, 6, true],
    ["a number too large for a double", '{"slots": 1e400}', 6, true],
    ["an override", '{"slots": 3}', 3, false],
    ["a key given twice", '{"slots": 3, "slots": 4}', 3, false],
    ["a list 100 deep", `{"slots": ${"[".repeat(100)}3${"]".repeat(100)}}`, 6, true],
    ["an override in notes over 4000 characters long", `{"slots": 3, "story": "${"x".repeat(5000)}"}`, 6, true],
    ["an override and a NUL", '{"slots": 3}\u0000', 6, true],
  ];
  it.each(NOTES)(
    "GM Notes holding %s are read as data: the Slots written there or the catalogue's, warned when unreadable",
    (_what, notes, slots, warned) => {
      const game = loadTable();
      game.room("Crypt").gmNotes = notes;
      const state = api(game, "state") as { ok: boolean; warnings: string[]; rooms: { name: string; slots: number }[] };
      expect(state.ok).toBe(true);
      expect(state.rooms.find((r) => r.name === "Crypt")!.slots).toBe(slots);
      expect(state.warnings.some((w) => w.startsWith("The GM Notes of Crypt mention slots"))).toBe(warned);
      expect(api(game, "teleport", { priority: 2 })).toMatchObject({ ok: true });
      noErrors(game);
      noCodeRan(game);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// A crowded table

/** 500 untagged objects of every kind the mod meets, off the Lodge (it never sees them, so they must not be where it puts pieces). */
function litter(game: Game, n: number): FakeObject[] {
  const kinds = ["token", "model", "card", "bag", "counter", "stack", "tile", "other"] as const;
  const out: FakeObject[] = [];
  for (let i = 0; i < n; i++) {
    const kind = kinds[i % kinds.length];
    // A band round the play area, beyond the seats' cards and counters: rings of radius 30 to 44.
    const a = (i * 2 * Math.PI) / 97;
    const r = 30 + (i % 8) * 2;
    out.push(
      game.tts.addObject({
        kind,
        nickname: i % 3 === 0 ? "" : `Litter ${i}`,
        position: [r * Math.cos(a), 1.5, r * Math.sin(a)],
        ...(kind === "bag" ? { contents: [{ kind: "token" }, { kind: "token", tags: [] }] } : {}),
        ...(kind === "counter" ? { counter: i } : {}),
        ...(kind === "stack" ? { quantity: 3 } : {}),
      }),
    );
  }
  return out;
}

describe("500 untagged objects on the table", () => {
  it("every action works alike and costs the same TTS API calls as on a bare table", () => {
    const run = (extra: number) => {
      const game = loadTable();
      game.putIn(game.one("BRW:Mage", "Red"), "Crypt", 1.2);
      const junk = litter(game, extra);
      const junkBefore = JSON.stringify(junk.map((o) => [o.guid, o.position, o.rotation]));
      game.tts.resetApiCalls();
      const from = game.tts.messages.length;
      const results = [
        api(game, "setup"),
        api(game, "teleport", { priority: 1 }),
        api(game, "avatarEffect"),
        api(game, "spellResolved", { color: "Red" }),
        api(game, "cleanup"),
        api(game, "undo"),
        api(game, "target", { priority: 2 }),
        api(game, "undo"),
        api(game, "state"),
      ];
      noErrors(game);
      expect(JSON.stringify(junk.map((o) => [o.guid, o.position, o.rotation]))).toBe(junkBefore);
      return { results, said: heard(game, from), calls: game.tts.apiCallSnapshot() };
    };
    const bare = run(0);
    const crowded = run(500);
    expect(crowded.results).toEqual(bare.results);
    expect(crowded.said).toEqual(bare.said);
    expect(crowded.calls).toEqual(bare.calls);
    expect(bare.results.map((r) => r?.ok)).toEqual([true, true, true, true, true, true, true, true, true]);
  });
});
