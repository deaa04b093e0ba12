/**
 * The fake TTS host's players (hosts/fake-tts): seats, turns, messages, and the Notebook.
 */
import { FakeTTS } from "../../hosts/fake-tts";
import { withScript } from "./fake-tts-script";

describe("players, turns and messages", () => {
  const players = [
    { color: "Red" as const, steamName: "Ann" },
    { color: "White" as const, steamName: "Bob", host: true },
  ];

  it("knows who is seated and who hosts", () => {
    const { tts } = withScript(
      `function run() return { seated = getSeatedPlayers(), host = Player.White.host, redHost = Player["Red"].host,
        name = Player.Red.steam_name, blue = Player.Blue.seated, color = Player.Red.color, n = #Player.getPlayers() } end`,
      [],
      { players },
    );
    expect(tts.call("s00001", "run")).toEqual({
      seated: ["White", "Red"],
      host: true,
      redHost: false,
      name: "Ann",
      blue: false,
      color: "Red",
      n: 2,
    });
  });

  it("reads and sets Turns", () => {
    const { tts } = withScript(
      `function run() local before = Turns.enable Turns.order = { "Red", "White" } Turns.turn_color = "Red" Turns.enable = true
         return { before = before, order = Turns.order, next = Turns.getNextTurnColor(), prev = Turns.getPreviousTurnColor() } end`,
      [],
      { players },
    );
    expect(tts.call("s00001", "run")).toEqual({ before: false, order: ["Red", "White"], next: "White", prev: "White" });
    expect(tts.turns).toMatchObject({ enable: true, turn_color: "Red", order: ["Red", "White"] });
  });

  it("Turns.getTurnOrder: automatic (type 1) is the seated players in seat order, custom (type 2) is Turns.order (TTS API, Turns)", () => {
    const { tts } = withScript(
      `function run() Turns.order = { "Red", "White" } Turns.enable = true
         Turns.type = 1 local auto = Turns.getTurnOrder() Turns.type = 2 local custom = Turns.getTurnOrder()
         Turns.reverse_order = true return { auto = auto, custom = custom, reversed = Turns.getTurnOrder() } end`,
      [],
      { players: [...players, { color: "Blue" as const }, { color: "Grey" as const }] },
    );
    // The list is the same either way; reverse_order is the rotation's direction.
    expect(tts.call("s00001", "run")).toEqual({ auto: ["White", "Red", "Blue"], custom: ["Red", "White"], reversed: ["Red", "White"] });
  });

  it("Player.getPlayers gives every player, spectators (Grey) included; getSeatedPlayers and seated leave them out (TTS API, Player Manager)", () => {
    const { tts } = withScript(
      `function run() local all = {} for _, p in ipairs(Player.getPlayers()) do all[#all + 1] = p.color end
         local spectators = {} for _, p in ipairs(Player.getSpectators()) do spectators[#spectators + 1] = p.color end
         return { all = all, spectators = spectators, seated = getSeatedPlayers(), greySeated = Player.Grey.seated } end`,
      [],
      { players: [...players, { color: "Grey" as const, steamName: "Cy" }] },
    );
    expect(tts.call("s00001", "run")).toEqual({
      all: ["White", "Red", "Grey"],
      spectators: ["Grey"],
      seated: ["White", "Red"],
      greySeated: false,
    });
  });

  it("records every announcement with its kind, recipient and sender", () => {
    const { tts } = withScript(
      `function run() broadcastToAll("Jukas, Priority 1: Crypt (most Mages: 2)", { 1, 0, 0 }) printToAll("all", "Red") broadcastToColor("just you", "Red")
         printToColor("psst", "White") Player.Red.broadcast("hi") print("dbg", 1, nil) log({ a = 1 }, "L") return logString({ 1, 2 }) end`,
      [],
      { players },
    );
    expect(tts.call("s00001", "run")).toBe("{1 = 1, 2 = 2}");
    expect(tts.announcements()).toEqual(["Jukas, Priority 1: Crypt (most Mages: 2)", "all"]);
    expect(tts.messages.map((m) => [m.kind, m.text, m.to ?? null])).toEqual([
      ["broadcastToAll", "Jukas, Priority 1: Crypt (most Mages: 2)", null],
      ["printToAll", "all", null],
      ["broadcastToColor", "just you", "Red"],
      ["printToColor", "psst", "White"],
      ["Player.broadcast", "hi", "Red"],
      ["print", "dbg 1 nil", null],
      ["log", "L {a = 1}", null],
    ]);
    expect(tts.messages[0]).toMatchObject({ from: "s00001", tint: [1, 0, 0] });
  });
});

describe("the Notebook (Notes)", () => {
  it("adds, edits, lists and removes tabs as api.tabletopsimulator.com/notes says: indexes from 0, -1 or false for what it cannot do; each call counted", () => {
    const { tts } = withScript(
      `function run()
         local a = Notes.addNotebookTab({ title = "Log", body = "one" })
         local b = Notes.addNotebookTab({ title = "Red's", color = "Red" })
         local bad = Notes.addNotebookTab({ body = "no title" })
         local off = Notes.addNotebookTab({ title = "x", color = "Mauve" })
         local edited = Notes.editNotebookTab({ index = a, body = "two" })
         local missing = Notes.editNotebookTab({ index = 9, body = "nowhere" })
         return { a = a, b = b, bad = bad, off = off, edited = edited, missing = missing, tabs = Notes.getNotebookTabs() }
       end
       function drop(i) return Notes.removeNotebookTab(i) end`,
    );
    tts.resetApiCalls();
    expect(tts.call("s00001", "run")).toEqual({
      a: 0,
      b: 1,
      bad: -1,
      off: -1,
      edited: true,
      missing: false,
      tabs: [
        { index: 0, title: "Log", body: "two", color: "Grey" },
        { index: 1, title: "Red's", body: "", color: "Red" },
      ],
    });
    expect(tts.apiCallSnapshot()).toEqual({ "Notes.addNotebookTab": 4, "Notes.editNotebookTab": 2, "Notes.getNotebookTabs": 1 });
    expect(tts.call("s00001", "drop", 0)).toBe(true);
    expect(tts.call("s00001", "drop", 5)).toBe(false);
    expect(tts.notebook).toEqual([{ title: "Red's", body: "", color: "Red" }]);
    tts.assertNoErrors();
  });

  it("the Notebook is saved with the game as TabStates, and a save's TabStates load as the Notebook", () => {
    const { tts } = withScript(`function run() Notes.addNotebookTab({ title = "Log", body = "line 1\\nline 2" }) Notes.setNotes("hi") end`);
    tts.call("s00001", "run");
    const save = tts.save();
    expect(save.TabStates).toEqual({
      "0": { title: "Log", body: "line 1\nline 2", color: "Grey", visibleColor: { r: 0.5, g: 0.5, b: 0.5 }, id: "0" },
    });
    expect(save.Note).toBe("hi");
    const again = FakeTTS.load({ ...save, ObjectStates: [] });
    expect(again.notebook).toEqual([{ title: "Log", body: "line 1\nline 2", color: "Grey" }]);
    expect(again.notes).toBe("hi");
  });
});
