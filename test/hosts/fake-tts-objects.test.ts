/**
 * The fake TTS host's objects (hosts/fake-tts): movement and resting, bounds, counters, buttons and
 * context menus, destroyed objects, Physics.cast, the stacking rule and other object members.
 */
import { FakeTTS } from "../../hosts/fake-tts";
import { T, withScript } from "./fake-tts-script";

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
