/**
 * The fake TTS host's containers (hosts/fake-tts): bags, decks and stacks, taking out, putting in,
 * dealing, and what TTS refuses.
 */
import { type ObjectSpec } from "../../hosts/fake-tts";
import { T, withScript } from "./fake-tts-script";

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
