import { readFileSync } from "node:fs";
import { DEFAULT_TIMING, FakeTTS, type FakeObject, type ObjectSpec, type SaveFile } from "../../hosts/fake-tts";

const T = DEFAULT_TIMING;

/** A table with one scripted card (GUID `s00001`) and whatever else the test adds before start. */
function withScript(
  script: string,
  extra: ObjectSpec[] = [],
  options: ConstructorParameters<typeof FakeTTS>[0] = {},
): { tts: FakeTTS; obj: FakeObject } {
  const tts = new FakeTTS(options);
  const obj = tts.addObject({ guid: "s00001", kind: "card", nickname: "Scripted", script });
  for (const e of extra) tts.addObject(e);
  tts.start();
  return { tts, obj };
}

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

describe("containers", () => {
  const bag: ObjectSpec = {
    guid: "b00001",
    kind: "bag",
    tags: ["BRW:VortexPool"],
    position: [10, 1, 0],
    contents: [
      { guid: "t00001", kind: "token", nickname: "V1", tags: ["BRW:Vortex"] },
      { guid: "t00002", kind: "token", nickname: "V2", tags: ["BRW:Vortex"] },
      { guid: "t00003", kind: "token", nickname: "V3", tags: ["BRW:Vortex"] },
    ],
  };

  it("takeObject returns the object at once; its callback fires when it has spawned; it moves smoothly there", () => {
    const { tts } = withScript(
      `log = {}
       function run()
         local bag = getObjectFromGUID("b00001")
         local taken = bag.takeObject({ position = { 0, 2, 0 }, callback_function = function(o)
           table.insert(log, "callback " .. o.getGUID() .. " spawning=" .. tostring(o.spawning))
         end })
         table.insert(log, "returned " .. taken.getGUID() .. " spawning=" .. tostring(taken.spawning) .. " resting=" .. tostring(taken.resting))
         return bag.getQuantity()
       end
       function getLog() return log end`,
      [bag],
    );
    expect(tts.call("s00001", "run")).toBe(2);
    expect(tts.call("s00001", "getLog")).toEqual(["returned t00001 spawning=true resting=false"]);
    tts.tick(T.spawnFrames - 1);
    expect(tts.call("s00001", "getLog")).toHaveLength(1);
    tts.tick(1);
    expect(tts.call("s00001", "getLog")).toEqual(["returned t00001 spawning=true resting=false", "callback t00001 spawning=false"]);
    const token = tts.getObject("t00001")!;
    expect(token.position).not.toEqual({ x: 0, y: 2, z: 0 });
    tts.runUntilIdle();
    expect(token.position).toEqual({ x: 0, y: 2, z: 0 });
    expect(token.tags).toEqual(["BRW:Vortex"]);
    tts.assertNoErrors();
  });

  it("lists contents with 0-based indexes and takes by index or GUID; an empty bag gives nil and a console line", () => {
    const { tts } = withScript(
      `function run()
         local bag = getObjectFromGUID("b00001")
         local info = bag.getObjects()
         local byGuid = bag.takeObject({ guid = "t00003", smooth = false, position = { 1, 1, 1 } })
         local byIndex = bag.takeObject({ index = 1, smooth = false, position = { 2, 1, 1 } })
         local last = bag.takeObject({ smooth = false, position = { 3, 1, 1 } })
         local none = bag.takeObject({})
         return { first = info[1].index, firstName = info[1].name, tags = info[3].tags[1], n = #info,
                  g = byGuid.getGUID(), i = byIndex.getGUID(), l = last.getGUID(), none = none == nil, left = bag.getQuantity() }
       end`,
      [bag],
    );
    expect(tts.call("s00001", "run")).toEqual({
      first: 0,
      firstName: "V1",
      tags: "BRW:Vortex",
      n: 3,
      g: "t00003",
      i: "t00002",
      l: "t00001",
      none: true,
      left: 0,
    });
    expect(tts.messages.some((m) => m.kind === "console" && /empty/.test(m.text))).toBe(true);
    expect(tts.errors).toEqual([]);
  });

  it("putObject puts a piece back into the bag (the reference is then destroyed)", () => {
    const { tts } = withScript(
      `function run()
         local bag = getObjectFromGUID("b00001")
         local t = getObjectFromGUID("t00009")
         local r = bag.putObject(t)
         return { same = r == bag, n = bag.getQuantity(), gone = t.isDestroyed(), top = bag.getObjects()[1].guid, onTable = getObjectFromGUID("t00009") == nil }
       end`,
      [bag, { guid: "t00009", kind: "token", position: [0, 1, 0] }],
    );
    expect(tts.call("s00001", "run")).toEqual({ same: true, n: 4, gone: true, top: "t00009", onTable: true });
  });

  it("putObject of a card onto a card forms a deck of the two where the card lay, the card above on top", () => {
    const { tts } = withScript(
      `function run()
         local lying = getObjectFromGUID("c00001")
         local deck = lying.putObject(getObjectFromGUID("c00002"))
         local out = {}
         for _, info in ipairs(deck.getObjects()) do table.insert(out, info.guid) end
         return { out = out, gone = lying.isDestroyed(), x = deck.getPosition().x }
       end`,
      [
        { guid: "c00001", kind: "card", position: [5, 1, 0] },
        { guid: "c00002", kind: "card", position: [5, 3, 0] },
      ],
    );
    expect(tts.call("s00001", "run")).toEqual({ out: ["c00002", "c00001"], gone: true, x: 5 });
  });

  it("a deck formed of two cards is the cards' shape; a deck's card comes out the deck's shape", () => {
    const card = { x: 1, y: 0.02, z: 1.5 };
    const { tts } = withScript(
      `function run()
         local deck = getObjectFromGUID("c00001").putObject(getObjectFromGUID("c00002"))
         local formed = deck.getBounds().size
         local taken = getObjectFromGUID("d00001").takeObject({ position = { 20, 1, 0 }, smooth = false })
         return { formed = { formed.x, formed.z }, taken = { taken.getBounds().size.x, taken.getBounds().size.z } }
       end`,
      [
        { guid: "c00001", kind: "card", position: [5, 1, 0], size: card },
        { guid: "c00002", kind: "card", position: [5, 3, 0], size: card },
        {
          guid: "d00001",
          kind: "deck",
          position: [10, 1, 0],
          size: card,
          contents: [
            { guid: "c00003", kind: "card", size: card },
            { guid: "c00004", kind: "card", size: card },
          ],
        },
      ],
    );
    expect(tts.call("s00001", "run")).toEqual({ formed: [1, 1.5], taken: [1, 1.5] });
  });

  it("putObject puts a card into a deck at the end nearest it in height: hovering over it, on top; beside it on the table, at the bottom", () => {
    const deck: ObjectSpec = {
      guid: "d00001",
      kind: "deck",
      position: [0, 1.2, 0],
      contents: [1, 2].map((i) => ({ guid: `c0000${i}`, kind: "card" as const, nickname: `Card ${i}` })),
    };
    const { tts } = withScript(
      `function run()
         local deck = getObjectFromGUID("d00001")
         deck.putObject(getObjectFromGUID("c00008"))
         deck.putObject(getObjectFromGUID("c00009"))
         local out = {}
         for _, info in ipairs(deck.getObjects()) do table.insert(out, info.guid) end
         return out
       end`,
      [deck, { guid: "c00008", kind: "card", position: [0, 3, 0] }, { guid: "c00009", kind: "card", position: [4, 1, 0] }],
    );
    expect(tts.call("s00001", "run")).toEqual(["c00008", "c00001", "c00002", "c00009"]);
  });

  it("a piece put into a bag and taken out again keeps its GUID; a GUID in use on the table is replaced", () => {
    const { tts } = withScript(
      `function run()
         local bag = getObjectFromGUID("b00001")
         bag.putObject(getObjectFromGUID("t00009"))
         local back = bag.takeObject({ guid = "t00009", smooth = false, position = { 4, 1, 0 } })
         local clash = bag.takeObject({ guid = "t00001", smooth = false, position = { 6, 1, 0 } })
         return { back = back.getGUID(), found = getObjectFromGUID("t00009") == back, clash = clash.getGUID() ~= "t00001" }
       end`,
      [bag, { guid: "t00009", kind: "token", position: [0, 1, 0] }, { guid: "t00001", kind: "token", position: [0, 1, 5] }],
    );
    expect(tts.call("s00001", "run")).toEqual({ back: "t00009", found: true, clash: true });
  });

  it("deal puts cards into a player's hand, and a deck emptied to one card leaves it as the remainder", () => {
    const deck: ObjectSpec = {
      guid: "d00001",
      kind: "deck",
      tags: ["BRW:ForgottenSpells"],
      position: [0, 1, -10],
      contents: [1, 2, 3].map((i) => ({ guid: `f0000${i}`, kind: "card" as const, nickname: `Spell ${i}` })),
    };
    const { tts } = withScript(
      `function dealTwo() getObjectFromGUID("d00001").deal(2, "Red") return #Player.Red.getHandObjects() end
       function hand() local out = {} for _, o in ipairs(Player.Red.getHandObjects()) do table.insert(out, o.getName()) end return out end`,
      [deck],
      { players: [{ color: "White", host: true }, { color: "Red" }] },
    );
    expect(tts.call("s00001", "dealTwo")).toBe(0); // still travelling
    tts.runUntilIdle();
    expect(tts.call("s00001", "hand")).toEqual(["Spell 1", "Spell 2"]);
    expect(tts.getObject("d00001")).toBeUndefined(); // one card left: the deck became that card
    const remainder = tts.getObject("f00003")!;
    expect(remainder.position).toEqual({ x: 0, y: 1, z: -10 });
    expect(tts.handObjects("White")).toEqual([]);
    tts.assertNoErrors();
  });

  it("issue #37: takeObject of a GUID that is not inside returns nil and never calls its callback (object.md: it returns the object taken)", () => {
    const { tts } = withScript(
      `called = false
       function run()
         local bag = getObjectFromGUID("b00001")
         local none = bag.takeObject({ guid = "t00009", position = { 1, 1, 1 }, callback_function = function() called = true end })
         return { none = none == nil, left = bag.getQuantity() }
       end
       function wasCalled() return called end`,
      [bag],
    );
    expect(tts.call("s00001", "run")).toEqual({ none: true, left: 3 });
    tts.runUntilIdle();
    expect(tts.call("s00001", "wasCalled")).toBe(false);
    expect(tts.messages.some((m) => m.kind === "console" && /no object with GUID t00009/.test(m.text))).toBe(true);
    tts.assertNoErrors();
  });

  it("issue #37: deal of more cards than the deck holds deals what there is (its remainder too), and no more", () => {
    const deck: ObjectSpec = {
      guid: "d00001",
      kind: "deck",
      position: [0, 1, -10],
      contents: [1, 2].map((i) => ({ guid: `f0000${i}`, kind: "card" as const, nickname: `Spell ${i}` })),
    };
    const { tts } = withScript(`function dealFive() return getObjectFromGUID("d00001").deal(5, "Red") end`, [deck], {
      players: [{ color: "White", host: true }, { color: "Red" }],
    });
    tts.call("s00001", "dealFive");
    tts.runUntilIdle();
    expect(tts.handObjects("Red").map((o) => o.nickname)).toEqual(["Spell 1", "Spell 2"]);
    expect(tts.getObject("d00001")).toBeUndefined();
    tts.assertNoErrors();
  });

  // The Knowledge Base's Object Tags page, Object-Object Interactions: a Global that lets an
  // object into a container only when the container has no tag or they share one.
  const KB_TAGS_GLOBAL = `function tryObjectEnterContainer(container, object)
    allow_interaction = not container.hasAnyTag() or container.hasMatchingTag(object)
    return allow_interaction
  end`;

  it("issue #37: Global's tryObjectEnterContainer returning false (the Knowledge Base's tags example) refuses a put: the piece stays out, putObject returns nil", () => {
    const { tts } = withScript(
      `function put(guid)
         local bag = getObjectFromGUID("b00001")
         local piece = getObjectFromGUID(guid)
         local r = bag.putObject(piece)
         return { none = r == nil, n = bag.getQuantity(), out = not piece.isDestroyed() }
       end`,
      [
        bag,
        { guid: "t00008", kind: "token", tags: ["Other"], position: [0, 1, 0] },
        { guid: "t00009", kind: "token", tags: ["BRW:VortexPool"], position: [3, 1, 0] },
      ],
    );
    tts.setGlobalScript(
      KB_TAGS_GLOBAL +
        "\nentered = 0\nfunction onObjectEnterContainer() entered = entered + 1 end\nfunction getEntered() return entered end",
    );
    expect(tts.call("s00001", "put", "t00008")).toEqual({ none: true, n: 3, out: true });
    expect(tts.getObject("t00008")!.position).toEqual({ x: 0, y: 1, z: 0 });
    expect(tts.call("Global", "getEntered")).toBe(0);
    // A piece sharing a tag with the bag goes in.
    expect(tts.call("s00001", "put", "t00009")).toEqual({ none: false, n: 4, out: false });
    expect(tts.call("Global", "getEntered")).toBe(1);
    tts.assertNoErrors();
  });

  it("issue #37: a container's own tryObjectEnter returning false refuses a put; true or nil lets it in", () => {
    const { tts } = withScript(
      `function put(guid)
         local r = getObjectFromGUID("b00002").putObject(getObjectFromGUID(guid))
         return r ~= nil
       end`,
      [
        {
          guid: "b00002",
          kind: "bag",
          position: [10, 1, 0],
          contents: [],
          script: `function tryObjectEnter(o) if o.getName() == "No" then return false end end`,
        },
        { guid: "t00008", kind: "token", nickname: "No", position: [0, 1, 0] },
        { guid: "t00009", kind: "token", nickname: "Yes", position: [3, 1, 0] },
      ],
    );
    expect(tts.call("s00001", "put", "t00008")).toBe(false);
    expect(tts.getObject("t00008")).toBeDefined();
    expect(tts.call("s00001", "put", "t00009")).toBe(true);
    expect(tts.getObject("t00009")).toBeUndefined();
    tts.assertNoErrors();
  });

  it("a stack counts its pieces and gives one per takeObject", () => {
    const { tts } = withScript(
      `function run()
         local s = getObjectFromGUID("k00001")
         local q0 = s.getQuantity()
         local piece = s.takeObject({ position = { 5, 1, 5 }, smooth = false })
         return { q0 = q0, q1 = s.getQuantity(), piece = piece.name, tags = piece.getTags()[1] }
       end`,
      [{ guid: "k00001", name: "Custom_Token_Stack", quantity: 3, tags: ["BRW:Instability", "BRW:Jukas"], position: [0, 1, 0] }],
    );
    expect(tts.call("s00001", "run")).toEqual({ q0: 3, q1: 2, piece: "Custom_Token", tags: "BRW:Instability" });
  });
});

describe("movement, rotation and resting", () => {
  it("setPositionSmooth moves over frames; resting is false until the move has settled", () => {
    const { tts } = withScript(
      `function go() local m = getObjectFromGUID("m00001") m.setPositionSmooth({ 10, 1, 0 }) return { resting = m.resting, moving = m.isSmoothMoving() } end
       function state() local m = getObjectFromGUID("m00001") local p = m.getPosition() return { x = p.x, resting = m.resting, moving = m.isSmoothMoving() } end`,
      [{ guid: "m00001", kind: "model", position: [0, 1, 0] }],
    );
    tts.runUntilIdle();
    expect(tts.call("s00001", "go")).toEqual({ resting: false, moving: true });
    tts.tick(T.smoothMoveFrames / 2);
    expect(tts.call("s00001", "state")).toEqual({ x: 5, resting: false, moving: true });
    tts.tick(T.smoothMoveFrames / 2);
    expect(tts.call("s00001", "state")).toEqual({ x: 10, resting: false, moving: false });
    tts.tick(T.settleFrames);
    expect(tts.call("s00001", "state")).toEqual({ x: 10, resting: true, moving: false });
  });

  it("Wait.condition on resting fires once the move has settled", () => {
    const { tts } = withScript(
      `doneAt = nil
       function go()
         local m = getObjectFromGUID("m00001")
         m.setPositionSmooth({ 0, 1, 8 }, false, true)
         Wait.condition(function() doneAt = m.getPosition().z end, function() return m.resting end, 5)
       end
       function result() return doneAt end`,
      [{ guid: "m00001", kind: "model", position: [0, 1, 0] }],
    );
    tts.runUntilIdle();
    const start = tts.frame;
    tts.call("s00001", "go");
    tts.runUntilIdle();
    expect(tts.call("s00001", "result")).toBe(8);
    expect(tts.frame - start).toBe(T.fastMoveFrames + T.settleFrames);
  });

  it("flip turns an object face down after the flip; setRotation does it at once", () => {
    const { tts } = withScript(
      `function flip() local t = getObjectFromGUID("r00001") t.flip() return t.is_face_down end
       function down() return getObjectFromGUID("r00001").is_face_down end
       function setDown() local t = getObjectFromGUID("r00002") t.setRotation({ 0, 90, 180 }) return t.is_face_down end`,
      [
        { guid: "r00001", kind: "hexTile", position: [0, 1, 0], scale: 3 },
        { guid: "r00002", kind: "hexTile", position: [8, 1, 0], scale: 3 },
      ],
    );
    expect(tts.call("s00001", "flip")).toBe(false);
    tts.tick(T.flipFrames);
    expect(tts.call("s00001", "down")).toBe(true);
    expect(tts.getObject("r00001")!.rotation).toEqual({ x: 0, y: 0, z: 180 });
    expect(tts.call("s00001", "setDown")).toBe(true);
    tts.flip("r00002");
    expect(tts.getObject("r00002")!.isFaceDown).toBe(false);
  });

  it("getPosition returns a Vector of floats, readable as x/y/z and [1]/[2]/[3]", () => {
    const { tts } = withScript(
      `function run()
         local p = self.getPosition()
         return { x = p.x, one = p[1], three = p[3], text = tostring(p.x), mag = (p + Vector(3, 0, 4)):magnitude(), str = tostring(Vector(1, 2, 3)) }
       end`,
    );
    tts.move("s00001", [0, 0, 0]);
    expect(tts.call("s00001", "run")).toEqual({ x: 0, one: 0, three: 0, text: "0.0", mag: 5, str: "Vector: { 1, 2, 3 }" });
  });
});

describe("bounds", () => {
  it("a hex Room tile's footprint follows its scale and rotation; getBoundsNormalized ignores the rotation", () => {
    const { tts } = withScript(
      `function b(guid) local o = getObjectFromGUID(guid) local s = o.getBounds().size local n = o.getBoundsNormalized().size
         return { x = s.x, z = s.z, nx = n.x, nz = n.z, cx = o.getBounds().center.x } end`,
      [
        { guid: "h00001", kind: "hexTile", position: [4, 1, 0], scale: [3, 1, 3] },
        { guid: "h00002", kind: "hexTile", position: [0, 1, 0], scale: [3, 1, 3], rotation: [0, 30, 0] },
        { guid: "h00003", kind: "card", position: [0, 1, 0], rotation: [0, 90, 0] },
      ],
    );
    const r3 = 3 * Math.sqrt(3);
    const b1 = tts.call("s00001", "b", "h00001") as Record<string, number>;
    expect(b1.x).toBeCloseTo(6);
    expect(b1.z).toBeCloseTo(r3);
    expect(b1.cx).toBe(4);
    const b2 = tts.call("s00001", "b", "h00002") as Record<string, number>;
    expect(b2.x).toBeCloseTo(r3);
    expect(b2.z).toBeCloseTo(6);
    expect(b2.nx).toBeCloseTo(6);
    const card = tts.call("s00001", "b", "h00003") as Record<string, number>;
    expect(card.x).toBeCloseTo(3);
    expect(card.z).toBeCloseTo(2);
  });
});

describe("counters and values", () => {
  it("reads and writes a Counter, directly and through obj.Counter", () => {
    const { tts } = withScript(
      `function run()
         local c = getObjectFromGUID("n00001")
         local v0 = c.getValue()
         c.setValue(v0 + 3)
         c.Counter.increment()
         return { v0 = v0, v = c.getValue(), viaBehaviour = c.Counter.getValue() }
       end`,
      [{ guid: "n00001", counter: 2, tags: ["BRW:Power", "BRW:Jukas"] }],
    );
    expect(tts.call("s00001", "run")).toEqual({ v0: 2, v: 6, viaBehaviour: 6 });
    expect(tts.getObject("n00001")!.counter).toBe(6);
    expect(tts.save().ObjectStates.find((o) => o.GUID === "n00001")!.Counter).toEqual({ value: 6 });
  });

  it("a token keeps its number in its value member; getValue and setValue mean nothing for it (TTS documents them per type), and it has no Counter", () => {
    const { tts } = withScript(
      `function run() local t = getObjectFromGUID("n00002") local set = t.setValue(4) t.value = 5 return { v = t.value, g = t.getValue(), s = set, c = t.Counter == nil } end`,
      [{ guid: "n00002", kind: "token" }],
    );
    expect(tts.call("s00001", "run")).toEqual({ v: 5, s: false, c: true });
  });
});

describe("buttons and context menus", () => {
  const script = `
    function onLoad()
      self.createButton({ click_function = "pick", function_owner = self, label = "Crypt", tooltip = "pick the Crypt" })
      self.createButton({ click_function = "pick", function_owner = self, label = "Arena" })
      self.createButton({ click_function = "globalPick", label = "Global's" })
      self.addContextMenuItem("Undo", function(color, pos, obj) clicked = "undo by " .. color .. " on " .. obj.getGUID() end)
    end
    clicked = nil
    function pick(obj, color, alt) clicked = obj.getGUID() .. " " .. color .. " " .. tostring(alt) end
    function result() return clicked end
    function relabel() self.editButton({ index = 1, label = "Armory" }) self.removeButton(0) local b = self.getButtons() return { n = #b, first = b[1].label, index = b[1].index } end
    function clearMenu() self.clearContextMenu() end
  `;

  it("a player's click calls the owner's click function with (object, colour, alt_click)", () => {
    const { tts } = withScript(script);
    expect(tts.buttons("s00001").map((b) => b.label)).toEqual(["Crypt", "Arena", "Global's"]);
    expect(tts.buttons("s00001")[0]).toMatchObject({
      index: 0,
      click_function: "pick",
      function_owner: "s00001",
      tooltip: "pick the Crypt",
    });
    tts.clickButton("s00001", "Arena", "Blue", true);
    expect(tts.call("s00001", "result")).toBe("s00001 Blue true");
    tts.assertNoErrors();
  });

  it("a button without function_owner calls Global (TTS's default): an error when Global lacks the function", () => {
    const { tts } = withScript(script);
    tts.clickButton("s00001", 2, "Red");
    expect(tts.errors).toHaveLength(1);
    expect(tts.errors[0]).toMatchObject({ guid: "-1", where: "click_function(globalPick)" });
  });

  it("editButton, removeButton and getButtons keep TTS's 0-based indexes", () => {
    const { tts } = withScript(script);
    expect(tts.call("s00001", "relabel")).toEqual({ n: 2, first: "Armory", index: 0 });
    expect(tts.buttons("s00001").map((b) => b.label)).toEqual(["Armory", "Global's"]);
  });

  it("a context menu item runs as the player who picked it; clearContextMenu removes it", () => {
    const { tts } = withScript(script);
    expect(tts.contextMenuItems("s00001")).toEqual([{ label: "Undo", keepOpen: false, owner: "s00001" }]);
    tts.contextMenu("s00001", "Undo", "Green");
    expect(tts.call("s00001", "result")).toBe("undo by Green on s00001");
    tts.call("s00001", "clearMenu");
    expect(() => tts.contextMenu("s00001", "Undo", "Green")).toThrow(/no item/);
  });

  it("a Global context menu item gets the player colour and the menu position", () => {
    const tts = new FakeTTS();
    tts.setGlobalScript(`function onLoad() addContextMenuItem("Setup", function(color, pos) picked = color .. " " .. pos.x end) end
      function get() return picked end`);
    tts.start();
    tts.globalContextMenu("Setup", "Pink", { x: 2, y: 1, z: 0 });
    expect(tts.call("Global", "get")).toBe("Pink 2.0");
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

describe("destroyed objects", () => {
  it("are gone from the table, report isDestroyed, and raise an error on use; their Wait functions stop", () => {
    const { tts } = withScript(
      `function run()
         local t = getObjectFromGUID("x00001")
         t.destruct()
         local ok, err = pcall(function() return t.getPosition() end)
         return { destroyed = t.isDestroyed(), guid = t.getGUID(), found = getObjectFromGUID("x00001") == nil, ok = ok, err = err }
       end`,
      [
        {
          guid: "x00001",
          kind: "token",
          script: `function onLoad() Wait.frames(function() broadcastToAll("too late") end, 5) end
                   function onDestroy() broadcastToAll("destroying " .. self.getGUID()) end`,
        },
      ],
    );
    const r = tts.call("s00001", "run") as Record<string, unknown>;
    expect(r).toMatchObject({ destroyed: true, guid: "x00001", found: true, ok: false });
    expect(r.err).toMatch(/x00001.*destroyed/);
    tts.runUntilIdle();
    expect(tts.announcements()).toEqual(["destroying x00001"]);
    expect(tts.objects.map((o) => o.guid)).toEqual(["s00001"]);
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

describe("Physics.cast", () => {
  it("a box swept straight down hits each object its box meets, once, nearest first; others are refused", () => {
    const { tts } = withScript(
      `function run()
         local hits = Physics.cast({ type = 3, origin = { x = 0, y = 50, z = 0 }, direction = { x = 0, y = -1, z = 0 },
           size = { x = 4, y = 0.01, z = 4 }, orientation = { x = 0, y = 0, z = 0 }, max_distance = 51 })
         local out = {}
         for i, h in ipairs(hits) do out[i] = h.hit_object.guid end
         return out
       end
       function ray() return Physics.cast({ type = 1, origin = { x = 0, y = 50, z = 0 }, direction = { x = 0, y = -1, z = 0 } }) end`,
      [
        { guid: "in0001", kind: "token" as const, position: [1, 1, 1] as const },
        // Its point lies outside the box, but it reaches over the edge (a token is 1 wide).
        { guid: "edge01", kind: "token" as const, position: [2.4, 1, 0] as const },
        { guid: "high01", kind: "model" as const, position: [-1, 3, 0] as const },
        { guid: "out001", kind: "token" as const, position: [3, 1, 0] as const },
        { guid: "below1", kind: "token" as const, position: [0, -5, 0] as const },
      ],
    );
    tts.resetApiCalls();
    // The script's own card lies at the centre too (it is the lowest: a card is the thinnest).
    expect(tts.call("s00001", "run")).toEqual(["high01", "in0001", "edge01", "s00001"]);
    expect(tts.apiCallSnapshot()).toMatchObject({ "Physics.cast": 1 });
    tts.call("s00001", "ray");
    expect(tts.errors.map((e) => e.message).join(" ")).toMatch(/box casts only/);
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

describe("the stacking rule", () => {
  it("records a piece coming to rest on another piece, not on a tile", () => {
    const { tts } = withScript(
      `function run()
         getObjectFromGUID("p00002").setPositionSmooth({ 0.2, 1.2, 0.1 })
         getObjectFromGUID("p00003").setPosition({ 20, 1, 0 })
       end`,
      [
        { guid: "p00000", kind: "hexTile", position: [0, 1, 0], scale: 3 },
        { guid: "p00001", kind: "token", position: [0, 1.1, 0] },
        { guid: "p00002", kind: "model", position: [5, 1, 0] },
        { guid: "p00003", kind: "token", position: [10, 1, 0] },
      ],
    );
    tts.call("s00001", "run");
    tts.runUntilIdle();
    expect(tts.stackEvents.map((e) => [e.guid, e.onto, e.cause])).toEqual([["p00002", "p00001", "setPositionSmooth"]]);
    expect(tts.overlaps()).toEqual([["p00001", "p00002"]]);
  });

  it("measures a piece's inscribed circle unturned: a model turned 45° is no wider at its foot", () => {
    const tts = new FakeTTS();
    tts.addObject({ guid: "p00001", kind: "model", position: [0, 1, 0], rotation: [0, 45, 0] });
    tts.addObject({ guid: "p00002", kind: "token", position: [0.6, 1, 0], scale: 0.5 });
    tts.start();
    expect(tts.overlaps()).toEqual([]);
    tts.move("p00002", [0.45, 1, 0]);
    expect(tts.overlaps()).toEqual([["p00001", "p00002"]]);
  });
});

describe("other object members", () => {
  it("tags ignore case in hasTag, every query and removeTag; getTags keeps the spelling stored (TTS API, Object, Tag Functions)", () => {
    const { tts } = withScript(
      `function run() local o = getObjectFromGUID("m00001")
         local found = { #getObjectsWithTag("brw:mage"), #getObjectsWithAnyTags({ "BRW:MAGE" }), #getObjectsWithAllTags({ "brw:MAGE", "red" }) }
         local has = o.hasTag("RED") o.addTag("red") local tags = o.getTags() o.removeTag("brw:mage")
         return { found = found, has = has, tags = tags, after = o.getTags() } end`,
      [{ guid: "m00001", kind: "model", name: "PlayerPawn", tags: ["BRW:Mage", "Red"] }],
    );
    expect(tts.call("s00001", "run")).toEqual({ found: [1, 1, 1], has: true, tags: ["BRW:Mage", "Red"], after: ["Red"] });
  });

  it("a PlayerPawn is a Figurine (TTS API, built-in-object.md, Figurines)", () => {
    const { tts } = withScript(`function run() return getObjectFromGUID("m00001").type end`, [
      { guid: "m00001", kind: "model", name: "PlayerPawn" },
    ]);
    expect(tts.call("s00001", "run")).toBe("Figurine");
  });
  it("tags, names, notes, lock, colon calls and highlights", () => {
    const { tts } = withScript(`function run()
      self.addTag("BRW:Avatar") self.addTag("x") self.removeTag("x")
      self.setName("Jukas's Avatar Card") self.setGMNotes('{"slots":6}') self.setDescription("d")
      self.setLock(true)
      self.highlightOn("Yellow", 1) self.highlightOn({ 1, 0, 0 })
      return { tags = self.getTags(), has = self.hasTag("BRW:Avatar"), name = self:getName(), notes = self.getGMNotes(),
               locked = self.getLock(), lockedVar = self.locked, type = self.type, q = self.getQuantity() }
    end
    function off() self.highlightOff({ 1, 0, 0 }) end`);
    expect(tts.call("s00001", "run")).toEqual({
      tags: ["BRW:Avatar"],
      has: true,
      name: "Jukas's Avatar Card",
      notes: '{"slots":6}',
      locked: true,
      lockedVar: true,
      type: "Card",
      q: -1,
    });
    expect(tts.highlights("s00001")).toEqual(["Yellow", "{1,0,0}"]);
    tts.tick(T.fps);
    expect(tts.highlights("s00001")).toEqual(["{1,0,0}"]);
    tts.call("s00001", "off");
    expect(tts.highlights("s00001")).toEqual([]);
  });

  it("spawnObject makes an object that exists fully frames later", () => {
    const { tts } = withScript(`function run()
      local o = spawnObject({ type = "Custom_Token", position = { 3, 1, 3 }, callback_function = function(obj) obj.setName("spawned") end })
      return o.getGUID()
    end`);
    const guid = tts.call("s00001", "run") as string;
    expect(tts.getObject(guid)!.nickname).toBe("");
    tts.runUntilIdle();
    expect(tts.getObject(guid)).toMatchObject({ nickname: "spawned", kind: "token", position: { x: 3, y: 1, z: 3 } });
  });
});
