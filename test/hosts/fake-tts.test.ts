/**
 * The fake TTS host (hosts/fake-tts): loading a save and running its scripts, how scripts talk
 * through the TTS API, Wait, saving and reloading, script errors, MoonSharp's environment, JSON
 * and the API call counts. Its objects, containers and players are in the fake-tts-*.test.ts beside it.
 */
import { readFileSync } from "node:fs";
import { FakeTTS, type SaveFile } from "../../hosts/fake-tts";
import { withScript } from "./fake-tts-script";

describe("loading a save", () => {
  const save: SaveFile = {
    SaveName: "test",
    ObjectStates: [
      {
        GUID: "a00001",
        Name: "Custom_Tile",
        Nickname: "Crypt",
        Tags: ["BRW:Room"],
        GMNotes: '{"slots":6}',
        Description: "a room",
        Transform: { posX: 1, posY: 1, posZ: 2, rotX: 0, rotY: 30, rotZ: 0, scaleX: 3, scaleY: 1, scaleZ: 3 },
        CustomImage: { ImageURL: "x", CustomTile: { Type: 1 } },
        Locked: true,
      },
      {
        GUID: "a00002",
        Name: "Bag",
        Tags: ["BRW:VortexPool"],
        Transform: { posX: 10, posY: 1, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
        ContainedObjects: [
          {
            GUID: "a00010",
            Name: "Custom_Token",
            Nickname: "Vortex",
            Tags: ["BRW:Vortex"],
            Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
          },
        ],
      },
      {
        GUID: "a00003",
        Name: "Counter",
        Tags: ["BRW:Power", "Red"],
        Counter: { value: 4 },
        Transform: { posX: 0, posY: 1, posZ: 9, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
      },
      {
        GUID: "a00004",
        Name: "CardCustom",
        Nickname: "Avatar",
        Tags: ["BRW:Avatar"],
        Transform: { posX: -5, posY: 1, posZ: 0, rotX: 0, rotY: 180, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
        LuaScript: `
          seen = {}
          function onLoad(state)
            seen.state = state
            seen.room = getObjectFromGUID("a00001").getName()
            seen.rooms = #getObjectsWithTag("BRW:Room")
            seen.any = #getObjectsWithAnyTags({ "BRW:Room", "BRW:Power" })
            seen.all = #getAllObjects()
            seen.vortexOnTable = #getObjectsWithTag("BRW:Vortex")
            seen.notes = getObjectFromGUID("a00001").getGMNotes()
            seen.self = self.getGUID()
          end
          function report() return seen end`,
        LuaScriptState: '{"n":3}',
      },
      {
        GUID: "a00005",
        Name: "Custom_Model",
        Tags: ["BRW:Mage", "Red"],
        Transform: { posX: 1, posY: 1, posZ: 2, rotX: 0, rotY: 0, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 },
        LuaScript: `seen = "mage" function report() return { seen = seen, self = self.getGUID() } end`,
      },
    ],
  };

  it("puts the objects on the table and runs each script's onLoad with its saved state", () => {
    const tts = FakeTTS.load(save);
    expect(tts.objects.map((o) => o.guid)).toEqual(["a00001", "a00002", "a00003", "a00004", "a00005"]);
    expect(tts.call("a00004", "report")).toEqual({
      state: '{"n":3}',
      room: "Crypt",
      rooms: 1,
      any: 2,
      all: 5,
      vortexOnTable: 0,
      notes: '{"slots":6}',
      self: "a00004",
    });
    const room = tts.getObject("a00001")!;
    expect(room.kind).toBe("hexTile");
    expect(room.locked).toBe(true);
    expect(room.rotation).toEqual({ x: 0, y: 30, z: 0 });
    expect(tts.getObject("a00002")!.quantity).toBe(1);
    tts.assertNoErrors();
  });

  it("gives each script its own Lua state and its own self", () => {
    const tts = FakeTTS.load(JSON.stringify(save));
    expect(tts.call("a00005", "report")).toEqual({ seen: "mage", self: "a00005" });
    expect(tts.call("a00004", "report")).toMatchObject({ self: "a00004" });
  });

  it("writes the table back as a save of the same shape", () => {
    const tts = FakeTTS.load(save);
    const out = tts.save();
    const room = out.ObjectStates.find((o) => o.GUID === "a00001")!;
    expect(room).toMatchObject({
      Name: "Custom_Tile",
      Nickname: "Crypt",
      Tags: ["BRW:Room"],
      GMNotes: '{"slots":6}',
      Locked: true,
      CustomImage: { ImageURL: "x" },
    });
    expect(room.Transform).toEqual({ posX: 1, posY: 1, posZ: 2, rotX: 0, rotY: 30, rotZ: 0, scaleX: 3, scaleY: 1, scaleZ: 3 });
    expect(out.ObjectStates.find((o) => o.GUID === "a00003")!.Counter).toEqual({ value: 4 });
    expect(out.ObjectStates.find((o) => o.GUID === "a00002")!.ContainedObjects![0].GUID).toBe("a00010");
  });
});

describe("scripts talk through the TTS API only", () => {
  const callee = `
    function mutate(p) p.list[1] = "changed" p.n = p.n + 1 return p end
    function describe(p) return { guid = p.obj.getGUID(), isVector = p.v:magnitude() == 5, x = p.v[1] } end
    function fail() local t = nil return t.x end
    function kinds(p) return tostring(p.i) .. " " .. tostring(p.f) end
    counter = 7
  `;

  it("copies the parameter table in and the result out", () => {
    const { tts } = withScript(
      `function run()
         local other = getObjectFromGUID("c00001")
         local p = { list = { "a" }, n = 1 }
         local r = other.call("mutate", p)
         return { mine = p.list[1], mineN = p.n, theirs = r.list[1], theirsN = r.n, same = (r == p) }
       end`,
      [{ guid: "c00001", kind: "card", script: callee }],
    );
    expect(tts.call("s00001", "run")).toEqual({ mine: "a", mineN: 1, theirs: "changed", theirsN: 2, same: false });
    tts.assertNoErrors();
  });

  it("keeps a number's integer or float kind across scripts", () => {
    const { tts } = withScript(`function run() return getObjectFromGUID("c00001").call("kinds", { i = 3, f = 1.0 }) end`, [
      { guid: "c00001", kind: "card", script: callee },
    ]);
    expect(tts.call("s00001", "run")).toBe("3 1.0");
  });

  it("passes object references as references and Vectors as Vectors", () => {
    const { tts } = withScript(
      `function run() return getObjectFromGUID("c00001").call("describe", { obj = self, v = Vector(3, 4, 0) }) end`,
      [{ guid: "c00001", kind: "card", script: callee }],
    );
    expect(tts.call("s00001", "run")).toEqual({ guid: "s00001", isVector: true, x: 3 });
  });

  it("records an error inside the called function on the callee, and the caller gets nil", () => {
    const { tts } = withScript(`function run() local r = getObjectFromGUID("c00001").call("fail") return r == nil end`, [
      { guid: "c00001", kind: "card", script: callee },
    ]);
    expect(tts.call("s00001", "run")).toBe(true);
    expect(tts.errors).toHaveLength(1);
    expect(tts.errors[0]).toMatchObject({ guid: "c00001", where: "call(fail)", location: "c00001:4" });
  });

  it("raises in the caller when the function does not exist", () => {
    const { tts } = withScript(`function run() getObjectFromGUID("c00001").call("nope") end`, [
      { guid: "c00001", kind: "card", script: callee },
    ]);
    tts.call("s00001", "run");
    expect(tts.errors).toHaveLength(1);
    expect(tts.errors[0].guid).toBe("s00001");
    expect(tts.errors[0].message).toMatch(/has no function 'nope'/);
  });

  it("reads and writes another script's globals with getVar/setVar", () => {
    const { tts } = withScript(
      `function run()
         local o = getObjectFromGUID("c00001")
         local before = o.getVar("counter")
         o.setVar("counter", 12)
         return { before = before, after = o.getVar("counter") }
       end`,
      [{ guid: "c00001", kind: "card", script: callee }],
    );
    expect(tts.call("s00001", "run")).toEqual({ before: 7, after: 12 });
  });

  it("lets Global and objects call each other", () => {
    const tts = new FakeTTS();
    tts.addObject({ guid: "c00001", kind: "card", script: `function run() return Global.call("double", { n = 21 }) end` });
    tts.setGlobalScript(`function double(p) return p.n * 2 end`);
    tts.start();
    expect(tts.call("c00001", "run")).toBe(42);
  });
});

describe("Wait", () => {
  const script = `
    events = {}
    local function note(s) table.insert(events, s) end
    function frames() Wait.frames(function() note("f2") end, 2) Wait.frames(function() note("f1") end) end
    function time() Wait.time(function() note("t") end, 0.5, 3) end
    function stopped() local id = Wait.frames(function() note("never") end, 3) Wait.stop(id) end
    function get() return events end
  `;

  it("Wait.condition with a timeout: the timeout function runs on the frame the time is up", () => {
    const { tts } = withScript(`
      events = {}
      function arm() Wait.condition(function() table.insert(events, "ran") end, function() return false end, 0.5, function() table.insert(events, "timeout") end) end
      function get() return events end`);
    const start = tts.frame;
    tts.call("s00001", "arm");
    tts.tick(29);
    expect(tts.call("s00001", "get")).toEqual([]);
    tts.tick(1);
    expect(tts.call("s00001", "get")).toEqual(["timeout"]);
    expect(tts.frame - start).toBe(30);
    expect(tts.isIdle()).toBe(true);
  });

  it("Wait.condition runs its function (not the timeout) once the condition holds", () => {
    const { tts } = withScript(`
      events = {}
      function arm() Wait.condition(function() table.insert(events, "ran") end, function() return flag == true end, 1, function() table.insert(events, "timeout") end) end
      function setFlag() flag = true end
      function get() return events end`);
    tts.call("s00001", "arm");
    tts.tick(10);
    tts.call("s00001", "setFlag");
    tts.runUntilIdle();
    expect(tts.call("s00001", "get")).toEqual(["ran"]);
  });

  it("Wait.frames and Wait.time run in frame order; Wait.time repeats; Wait.stop cancels", () => {
    const { tts } = withScript(script);
    tts.call("s00001", "frames");
    tts.call("s00001", "time");
    tts.call("s00001", "stopped");
    const frames = tts.runUntilIdle();
    expect(tts.call("s00001", "get")).toEqual(["f1", "f2", "t", "t", "t"]);
    expect(frames).toBe(90);
  });
});

describe("saving and reloading", () => {
  const script = `
    count = 0
    function onLoad(state)
      if state ~= "" then count = JSON.decode(state).count end
      self.createButton({ click_function = "inc", function_owner = self, label = "+" })
    end
    function onSave() return JSON.encode({ count = count }) end
    function inc() count = count + 1 end
    function get() return count end
  `;

  it("reloadScript runs onSave, then a fresh script whose onLoad gets the state", () => {
    const { tts } = withScript(script);
    tts.clickButton("s00001", "+");
    tts.clickButton("s00001", "+");
    tts.reloadScript("s00001");
    expect(tts.call("s00001", "get")).toBe(2);
    expect(tts.buttons("s00001")).toHaveLength(1);
    expect(tts.getObject("s00001")!.scriptState).toBe('{"count":2}');
  });

  it("reloadScript with a state loads that text instead of what onSave gives", () => {
    const { tts } = withScript(script);
    tts.clickButton("s00001", "+");
    tts.reloadScript("s00001", '{"count":7}');
    expect(tts.call("s00001", "get")).toBe(7);
    expect(tts.getObject("s00001")!.scriptState).toBe('{"count":7}');
  });

  it("reloadAll carries the whole table and every script's state into a new host", () => {
    const { tts } = withScript(script, [{ guid: "m00001", kind: "model", position: [1, 1, 1] }]);
    tts.clickButton("s00001", "+");
    tts.move("m00001", [4, 1, 4]);
    const again = tts.reloadAll();
    expect(again).not.toBe(tts);
    expect(again.call("s00001", "get")).toBe(1);
    expect(again.getObject("m00001")!.position).toEqual({ x: 4, y: 1, z: 4 });
    again.assertNoErrors();
  });

  it("script_state set by the script itself is saved when there is no onSave", () => {
    const { tts } = withScript(`function keep() self.script_state = "kept" end`);
    tts.call("s00001", "keep");
    expect(tts.save().ObjectStates[0].LuaScriptState).toBe("kept");
  });
});

describe("errors", () => {
  it("captures a runtime error with its location and traceback, without throwing", () => {
    const { tts } = withScript(`\nfunction onLoad()\n  local room = nil\n  return room.name\nend`);
    expect(tts.errors).toHaveLength(1);
    const e = tts.errors[0];
    expect(e).toMatchObject({ guid: "s00001", objectName: "Scripted", where: "onLoad", location: "s00001:4" });
    expect(e.message).toMatch(/attempt to index a nil value/);
    expect(e.traceback).toMatch(/stack traceback/);
    expect(e.text).toMatch(/^Error in Script \(Scripted - s00001\) function <onLoad>: s00001:4: attempt to index/);
    expect(() => tts.assertNoErrors()).toThrow(/1 script error/);
  });

  it("captures a syntax error", () => {
    const { tts } = withScript(`function broken( end`);
    expect(tts.errors).toHaveLength(1);
    expect(tts.errors[0].where).toBe("<load>");
  });

  it("reports error() with a non-string as a script error even when a pcall catches it (MoonSharp accepts only strings)", () => {
    const { tts } = withScript(`function run()
      local ok1, e1 = pcall(function() error("plain string") end)
      local ok2, e2 = pcall(function() error({ name = "Error", message = "boom" }) end)
      return { e1 = e1, e2 = e2 }
    end`);
    const r = tts.call("s00001", "run") as Record<string, string>;
    expect(r.e1).toMatch(/s00001:2: plain string/);
    expect(r.e2).toMatch(/bad argument #1 to 'error' \(string expected, got table\)/);
    expect(tts.errors).toHaveLength(1);
    expect(tts.errors[0].message).toMatch(/error\(\) called with a table value \(Error: boom\)/);
    expect(tts.errors[0].location).toBe("s00001:3");
  });

  it("stops an endless loop as a script error", () => {
    const { tts } = withScript(`function spin() while true do end end`, [], { instructionLimit: 200_000 });
    tts.call("s00001", "spin");
    expect(tts.errors[0].message).toMatch(/more than 200000 Lua instructions/);
  });

  it("a member the fake does not simulate raises an error that says so", () => {
    const { tts } = withScript(`function run() return self.getFogOfWarReveal() end`);
    tts.call("s00001", "run");
    expect(tts.errors[0].message).toMatch(/getFogOfWarReveal' is not simulated/);
  });
});

describe("MoonSharp's environment", () => {
  it("has no require, load, io, debug; os has only time/clock/date; unpack exists", () => {
    const { tts } = withScript(`function run()
      local osKeys = {}
      for k in pairs(os) do table.insert(osKeys, k) end
      table.sort(osKeys)
      return { require = require == nil, load = load == nil, loadstring = loadstring == nil, dofile = dofile == nil,
               io = io == nil, debug = debug == nil, os = table.concat(osKeys, ","), unpack = select("#", unpack({ 1, 2, 3 })),
               mathType = math.type == nil, utf8 = utf8 == nil }
    end`);
    expect(tts.call("s00001", "run")).toEqual({
      require: true,
      load: true,
      loadstring: true,
      dofile: true,
      io: true,
      debug: true,
      os: "clock,date,time",
      unpack: 3,
      mathType: true,
      utf8: true,
    });
  });

  it("table.remove(t, pos) on an empty table fails as on MoonSharp (TSTL's arr.shift())", () => {
    const { tts } = withScript(`function run()
      local ok, err = pcall(function() local v = table.remove({}, 1) return v end)
      return { ok = ok, err = err, popped = table.remove({ "a", "b" }, 1), plain = table.remove({}) == nil }
    end`);
    const r = tts.call("s00001", "run") as Record<string, unknown>;
    expect(r).toMatchObject({ ok: false, popped: "a", plain: true });
    expect(r.err).toMatch(/s00001:2: bad argument #2 to 'remove' \(position out of bounds\)/);
  });

  it("runs a TypeScriptToLua bundle (its own local require) as an object script", () => {
    const core = readFileSync("dist/lua/core.lua", "utf8");
    const { tts } = withScript(
      `local core = (function(...)\n${core}\nend)()\nfunction firstRoom() return core.LODGE_CATALOGUE[1].name end`,
    );
    expect(tts.call("s00001", "firstRoom")).toBe("Black Rose Room");
    tts.assertNoErrors();
  });
});

describe("JSON", () => {
  it("encodes and decodes plain tables; decoding garbage gives nil and a console line, not a script error", () => {
    const { tts } = withScript(`function run()
      local s = JSON.encode({ list = { 1, 2.5, "x" }, empty = {}, yes = true })
      local back = JSON.decode(s)
      local bad = JSON.decode("{not json")
      return { s = s, second = back.list[2], bad = bad == nil, whole = JSON.encode(self.getPosition().y) }
    end`);
    tts.move("s00001", [0, 2, 0]);
    expect(tts.call("s00001", "run")).toEqual({ s: '{"list":[1,2.5,"x"],"empty":[],"yes":true}', second: 2.5, bad: true, whole: "2" });
    expect(tts.errors).toEqual([]);
    expect(tts.messages.some((m) => m.kind === "console" && m.text.startsWith("JSON.decode:"))).toBe(true);
  });

  it("refuses to encode an object reference", () => {
    const { tts } = withScript(`function run() return JSON.encode({ o = self }) end`);
    tts.call("s00001", "run");
    expect(tts.errors[0].message).toMatch(/cannot encode an Object reference/);
  });
});

describe("API call counts", () => {
  it("counts each call by name, member reads too, and can be reset", () => {
    const { tts } = withScript(
      `function run()
         for _, o in ipairs(getObjectsWithTag("BRW:Vortex")) do local p = o.getPosition() local g = o.guid end
         Wait.frames(function() end)
       end`,
      [1, 2, 3].map((i) => ({ guid: `v0000${i}`, kind: "token" as const, tags: ["BRW:Vortex"], position: [i * 2, 1, 0] as const })),
    );
    tts.resetApiCalls();
    tts.call("s00001", "run");
    expect(tts.apiCallSnapshot()).toEqual({ getObjectsWithTag: 1, "Object.getPosition": 3, "Object.guid": 3, "Wait.frames": 1 });
    expect(tts.apiCallCount()).toBe(8);
    tts.resetApiCalls();
    expect(tts.apiCallCount()).toBe(0);
  });
});
