import fc from "fast-check";
import { readTable, ReadContext } from "../../src/table/snapshot";
import { DEFAULT_SETTINGS } from "../../src/core/settings";
import { readRooms } from "../../src/table/rooms";
import { Piece } from "../../src/table/pieces";
import { LODGE_CATALOGUE } from "../../src/core/lodge";
import { runAction } from "../../src/core/actions";
import { NAMES } from "../core/fixtures";
import { CONTEXT, W, expectedEntrances, expectedNeighbours, fullTable, lodge, offset, piece } from "./layout";
import { HOSTILE_NOTES } from "./notes";

function read(extra: Piece[] = [], ctx: ReadContext = CONTEXT, base: Piece[] = fullTable()) {
  return readTable([...base, ...extra], ctx);
}

function room(r: ReturnType<typeof readTable>, name: string) {
  return r.snapshot!.rooms.find((x) => x.name === name)!;
}

const L = lodge();
const at = (name: string, dx = 0, dz = 0) => offset(L.room(name), dx, dz);

describe("Rooms", () => {
  it("L1, L2: 19 Rooms in catalogue order, with L2's Slots and hex neighbours", () => {
    const r = read();
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual([]);
    expect(r.snapshot!.rooms.map((x) => x.name)).toEqual(NAMES);
    for (const x of r.snapshot!.rooms) {
      expect(x.slots).toBe(LODGE_CATALOGUE.find((e) => e.name === x.name)!.slots);
      expect(x.neighbours).toEqual(expectedNeighbours(x.name));
      expect(x).toMatchObject({ instability: [], vortex: 0, rebuilt: false });
    }
  });

  it("Room order does not depend on the order the platform lists the objects in", () => {
    const pieces = [...fullTable(), piece("v1", ["BRW:Vortex"], at("Crypt")), piece("m", ["BRW:Mage", "Red"], at("Forge"))];
    // The read's own list of pieces is the input's, in its order: everything else is the same.
    const { pieces: _, ...expected } = readTable(pieces, CONTEXT);
    fc.assert(
      fc.property(fc.shuffledSubarray(pieces, { minLength: pieces.length, maxLength: pieces.length }), (shuffled) => {
        const { pieces: read, ...rest } = readTable(shuffled, CONTEXT);
        expect(rest).toEqual(expected);
        expect(read.map((p) => p.id)).toEqual(shuffled.map((p) => p.id));
      }),
      { numRuns: 50 },
    );
  });

  it("L2 Rooms in catalogue order, then the others by x, then z, then listing order", () => {
    const names = [...NAMES, "Ballroom", "Chapel", "Vault", "Gallery"];
    const tile = fc.record({ name: fc.constantFrom(...names), x: fc.integer({ min: 0, max: 3 }), z: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.uniqueArray(tile, { selector: (t) => t.name, maxLength: 12 }), (tiles) => {
        const pieces = tiles.map((t, i) => piece("r" + i, ["BRW:Room"], { x: t.x, z: t.z }, { name: t.name + (i % 2 === 0 ? " " : "") }));
        const rooms = readRooms(pieces, [
          { name: "Ballroom", slots: 3 },
          { name: "Chapel", slots: 2 },
          { name: "Vault", slots: 1 },
          { name: "Gallery", slots: 4 },
        ]).rooms;
        // The definition: one sort by catalogue rank, then x, then z, the listing order breaking ties.
        const rank = (name: string) => {
          const i = LODGE_CATALOGUE.findIndex((e) => e.name === name);
          return i < 0 ? LODGE_CATALOGUE.length : i;
        };
        const listed = tiles.map((t, i) => ({ ...t, i }));
        listed.sort((a, b) => rank(a.name) - rank(b.name) || a.x - b.x || a.z - b.z || a.i - b.i);
        expect(rooms.map((r) => r.name)).toEqual(listed.map((t) => t.name));
      }),
    );
  });

  it("I9 a face-down tile is Rebuilt", () => {
    const base = fullTable().map((p) => (p.name === "Crypt" ? { ...p, faceDown: true } : p));
    const r = read([], CONTEXT, base);
    expect(room(r, "Crypt").rebuilt).toBe(true);
    expect(r.index.rooms.find((x) => x.name === "Crypt")!.faceDown).toBe(true);
  });

  it("nicknames are matched without case or surrounding spaces, and shown as the catalogue spells them", () => {
    const base = fullTable().map((p) => (p.name === "Crypt" ? { ...p, name: "  crypt " } : p));
    expect(room(read([], CONTEXT, base), "Crypt").slots).toBe(6);
  });

  it("a Room tile with an unknown name and no Slots override refuses the read, naming the tile", () => {
    const r = read([piece("x", ["BRW:Room"], { x: 100, z: 100 }, { name: "Ballroom" })]);
    expect(r.ok).toBe(false);
    expect(r.error).toContain("Ballroom");
    expect(r.error).toContain("no Slots count");
    expect(r.snapshot).toBeUndefined();
    expect(r.index.rooms).toEqual([]);
  });

  it("a Room tile with no name refuses the read, naming its tag and id", () => {
    const r = read([piece("abc123", ["BRW:Room"], { x: 100, z: 100 })]);
    expect(r.ok).toBe(false);
    expect(r.error).toContain("BRW:Room abc123");
  });

  it("two tiles with the same Room name refuse the read", () => {
    const r = read([piece("x", ["BRW:Room"], { x: 100, z: 100 }, { name: "CRYPT" })]);
    expect(r.ok).toBe(false);
    expect(r.error).toBe("Two Room tiles are named Crypt.");
  });

  it("GM Notes {\"slots\":N} name an unknown Room's Slots; such Rooms follow L2's, by position", () => {
    const r = read([
      piece("b", ["BRW:Room"], { x: 200, z: 0 }, { name: "Ballroom", notes: '{"slots":3}' }),
      piece("a", ["BRW:Room"], { x: 100, z: 0 }, { name: "Attic", notes: '{ "slots": 7 }' }),
    ]);
    expect(r.ok).toBe(true);
    expect(r.snapshot!.rooms.map((x) => x.name)).toEqual([...NAMES, "Attic", "Ballroom"]);
    expect(room(r, "Attic").slots).toBe(7);
    expect(room(r, "Ballroom").slots).toBe(3);
  });

  it("L2 overrides: GM Notes beat the context's catalogue, which beats L2", () => {
    const base = fullTable().map((p) => (p.name === "Crypt" ? { ...p, notes: '{"slots":9}' } : p));
    const r = read(
      [],
      {
        ...CONTEXT,
        catalogue: [
          { name: "Crypt", slots: 8 },
          { name: "Forge", slots: 5 },
          { name: "Ballroom", slots: 2 },
        ],
      },
      base,
    );
    expect(room(r, "Crypt").slots).toBe(9);
    expect(room(r, "Forge").slots).toBe(5);
    const withBallroom = read([piece("b", ["BRW:Room"], { x: 200, z: 0 }, { name: "Ballroom" })], {
      ...CONTEXT,
      catalogue: [{ name: "Ballroom", slots: 2 }],
    });
    expect(room(withBallroom, "Ballroom").slots).toBe(2);
  });

  it("hostile GM Notes are no override: a known Room keeps L2's Slots with a warning, an unknown one is refused", () => {
    for (const notes of HOSTILE_NOTES) {
      const base = fullTable().map((p) => (p.name === "Crypt" ? { ...p, notes } : p));
      const r = read([], CONTEXT, base);
      expect(r.ok).toBe(true);
      expect(room(r, "Crypt").slots).toBe(6);
      expect(r.warnings).toEqual(["The GM Notes of Crypt mention slots but hold no readable count (1 to 99): ignored."]);
      const unknown = read([piece("x", ["BRW:Room"], { x: 100, z: 100 }, { name: "Ballroom", notes })]);
      expect(unknown.ok).toBe(false);
      expect(unknown.error).toContain("Ballroom");
    }
  });
});

describe("refusals", () => {
  it("two Avatar Cards refuse every read", () => {
    const r = read([piece("avatar2", ["BRW:Avatar"], { x: 70, z: 0 })]);
    expect(r).toEqual({
      ok: false,
      error: "2 Avatar Cards are on the table; there must be one. Remove the others.",
      warnings: [],
      index: r.index,
      pieces: r.pieces,
    });
    expect(r.index.rooms).toEqual([]);
  });

  it("a missing or broken list of pieces is refused, not thrown", () => {
    expect(readTable(undefined as unknown as Piece[], CONTEXT).ok).toBe(false);
    expect(readTable([], undefined as unknown as ReadContext).ok).toBe(true);
  });
});

describe("Cells (L3)", () => {
  it("L3 each Cell's entrances are the Rooms adjacent to it, in Room order; owners in seat order, Jukas after", () => {
    const r = read();
    expect(r.snapshot!.cells.map((c) => c.owner)).toEqual(["White", "Red", "Green", "Blue", "Jukas"]);
    for (const cell of r.snapshot!.cells) expect(cell.entrances).toEqual(expectedEntrances(cell.owner));
    expect(r.snapshot!.cells.find((c) => c.owner === "White")!.entrances).toHaveLength(2);
    expect(r.snapshot!.cells.find((c) => c.owner === "Green")!.entrances).toHaveLength(1);
    expect(r.index.cells.map((c) => c.owner)).toEqual(["White", "Red", "Green", "Blue", "Jukas"]);
  });

  it("a Cell without an owner tag is ignored with a warning", () => {
    const r = read([piece("c9", ["BRW:Cell"], { x: 0, z: 80 })]);
    expect(r.warnings).toEqual(["BRW:Cell c9 is a Cell with no owner: it is ignored. Prepare this table can tag it."]);
  });
});

describe("Vortex Tokens (R2, R6, R9)", () => {
  it("R6 tokens in a Room count there; a stack counts as its quantity", () => {
    const r = read([piece("v1", ["BRW:Vortex"], at("Crypt")), piece("v2", ["BRW:Vortex"], at("Forge"), { quantity: 2 })]);
    expect(room(r, "Crypt").vortex).toBe(1);
    expect(room(r, "Forge").vortex).toBe(2);
    expect(r.index.rooms.find((x) => x.name === "Forge")!.vortex).toEqual(["v2"]);
    // The core's validation warns about two tokens in one Room (R6); the reader does not repeat it.
    expect(r.warnings).toEqual([]);
    expect(runAction(r.snapshot!, { action: "cleanup" }).warnings[0]).toContain("Forge holds 2 Vortex Tokens");
  });

  it("R9 tokens on a Mage Card count for that Mage, not for a Room", () => {
    const r = read([
      piece("m", ["BRW:Mage", "Red"], at("Crypt")),
      piece("v1", ["BRW:Vortex"], offset(L.card("Red"), 1, 1)),
      piece("v2", ["BRW:Vortex"], offset(L.card("Red"), -2, 0), { quantity: 2 }),
    ]);
    expect(r.snapshot!.mages.find((m) => m.color === "Red")!.vortexOnCard).toBe(3);
    expect(r.index.mages.find((m) => m.color === "Red")!.vortexOnCard).toEqual(["v1", "v2"]);
    expect(r.snapshot!.rooms.every((x) => x.vortex === 0)).toBe(true);
  });

  it("R2 the pool is the bag's content plus loose tokens; a token in a Cell is loose; loose ones are announced", () => {
    const r = read([
      piece("v1", ["BRW:Vortex"], { x: 90, z: 90 }, { name: "Stray Vortex" }),
      piece("v2", ["BRW:Vortex"], L.cell("White"), { quantity: 2 }),
    ]);
    expect(r.snapshot!.pool).toBe(15);
    expect(r.index.pool).toEqual({
      bags: [{ id: "bag", count: 12 }],
      loose: [
        { id: "v1", count: 1 },
        { id: "v2", count: 2 },
      ],
    });
    expect(r.warnings).toEqual([
      "3 Vortex Tokens lie loose, in no Room and on no Mage Card (Stray Vortex, BRW:Vortex v2): counted in the game pool (R2). Put them in the Vortex pool bag.",
    ]);
  });

  it("a container is never in a Room: the pool bag lying on the Crypt is still the pool", () => {
    const base = fullTable().map((p) => (p.id === "bag" ? { ...p, x: L.room("Crypt").x, z: L.room("Crypt").z, quantity: 4 } : p));
    const r = read([], CONTEXT, base);
    expect(room(r, "Crypt").vortex).toBe(0);
    expect(r.snapshot!.pool).toBe(4);
  });

  it("R7 no bag and no loose token: an empty pool", () => {
    const r = read(
      [],
      CONTEXT,
      fullTable().filter((p) => p.id !== "bag"),
    );
    expect(r.snapshot!.pool).toBe(0);
    expect(r.index.pool).toEqual({ bags: [], loose: [] });
  });
});

describe("Instability", () => {
  it("R14, R15 Instability in a Room, by owner in a fixed order (seat colours, Jukas, the Black Rose); stacks count", () => {
    const r = read([
      piece("i1", ["BRW:Instability", "BRW:BlackRose"], at("Crypt", 1, 0)),
      piece("i2", ["BRW:Instability", "BRW:Jukas"], at("Crypt", -1, 0), { quantity: 2 }),
      piece("i3", ["BRW:Instability", "Red"], at("Crypt", 0, 1)),
      piece("i4", ["BRW:Instability", "White"], at("Crypt", 0, -1)),
    ]);
    expect(room(r, "Crypt").instability).toEqual([
      { owner: "White", count: 1 },
      { owner: "Red", count: 1 },
      { owner: "Jukas", count: 2 },
      { owner: "BlackRose", count: 1 },
    ]);
  });

  it("an Instability piece without an owner is warned about and not counted", () => {
    const r = read([piece("i1", ["BRW:Instability"], at("Crypt"))]);
    expect(room(r, "Crypt").instability).toEqual([]);
    expect(r.warnings).toEqual(["BRW:Instability i1 is an Instability piece with no owner: it is ignored. Prepare this table can tag it."]);
  });

  it("Jukas's supply: his pieces in no Room (loose, in a Cell), his containers, and his pieces in other containers", () => {
    const r = read([
      piece("j1", ["BRW:Instability", "BRW:Jukas"], { x: 90, z: 90 }, { quantity: 3 }),
      piece("j2", ["BRW:Instability", "BRW:Jukas"], L.cell("Jukas")),
      piece("j3", ["BRW:Instability", "BRW:Jukas"], at("Crypt")),
      piece("r1", ["BRW:Instability", "Red"], { x: 90, z: 80 }),
      piece(
        "box",
        [],
        { x: 95, z: 95 },
        {
          container: true,
          quantity: 3,
          contents: [
            { id: "c1", name: "", tags: ["BRW:Instability", "BRW:Jukas"] },
            { id: "c2", name: "", tags: ["BRW:Instability", "Red"] },
            { id: "c3", name: "", tags: ["BRW:Instability", "BRW:Jukas"] },
          ],
        },
      ),
    ]);
    expect(r.snapshot!.jukasInstabilitySupply).toBe(20 + 3 + 1 + 2);
    expect(r.index.instabilitySupply).toEqual({
      loose: [
        { id: "j1", count: 3 },
        { id: "j2", count: 1 },
      ],
      containers: [
        { id: "supply", count: 20 },
        { id: "box", count: 2 },
      ],
    });
    expect(room(r, "Crypt").instability).toEqual([{ owner: "Jukas", count: 1 }]);
  });
});

describe("what lies in a Room's way (the index's occupied points)", () => {
  it("every piece but a tile lying on a Room's tile is in the way of a new piece there: models, tokens, Instability, a bag", () => {
    const layout = lodge();
    const crypt = layout.room("Crypt");
    const extra = [
      piece("m", ["BRW:Mage", "Red"], offset(crypt, 1, 0)),
      piece("v", ["BRW:Vortex"], offset(crypt, -1, 0)),
      piece("i1", ["BRW:Instability", "Red"], offset(crypt, 0, 1)),
      piece("i2", ["BRW:Instability", "BRW:BlackRose"], offset(crypt, 0, -1), { quantity: 3 }),
      piece("nobody", ["BRW:Instability"], offset(crypt, 1, 1)),
      piece("sack", ["BRW:Instability", "BRW:Jukas"], offset(crypt, -1, -1), { container: true, quantity: 5 }),
    ];
    const r = readTable([...fullTable(layout), ...extra], CONTEXT);
    const ref = r.index.rooms.find((x) => x.name === "Crypt")!;
    const key = (p: { x: number; z: number }) => `${p.x},${p.z}`;
    // Every point whose piece's point lies within the tile's footprint, whichever tile it counts for.
    const f = ref.footprint;
    const within = [...fullTable(layout), ...extra].filter(
      (p) =>
        !p.tags.includes("BRW:Room") && !p.tags.includes("BRW:Cell") && p.x >= f.minX && p.x <= f.maxX && p.z >= f.minZ && p.z <= f.maxZ,
    );
    expect(ref.occupied.map(key).sort()).toEqual(within.map(key).sort());
    expect(within.map((p) => p.id)).toEqual(expect.arrayContaining(["m", "v", "i1", "i2", "nobody", "sack"]));
  });
});

describe("Mages and Jukas", () => {
  const mages = [
    piece("mw", ["BRW:Mage", "White"], at("Crypt")),
    piece("mr", ["BRW:Mage", "Red"], L.cell("Red")),
    piece("mb", ["BRW:Mage", "Blue"], { x: 90, z: 90 }),
    piece("pw", ["BRW:Power", "White"], { x: 80, z: 50 }, { value: 3 }),
    piece("dw", ["BRW:Damage", "White"], { x: 80, z: 55 }, { value: 4 }),
    piece("pr", ["BRW:Power", "Red"], { x: 80, z: 60 }, { value: 1 }),
  ];

  it("I10 the Mages are the colours in play, in seat order: a model in a Room or a Cell; a card alone or a model off the Lodge is scenery", () => {
    const r = read(mages);
    expect(r.snapshot!.mages).toEqual([
      { color: "White", at: { room: "Crypt" }, vortexOnCard: 0, power: 3, damage: 4 },
      // L5: Red has no Damage counter: the cubes on its card (none) are its Damage.
      { color: "Red", at: { cell: "Red" }, vortexOnCard: 0, power: 1, damage: 0 },
    ]);
    expect(r.warnings).toContain("Blue's model is off the Lodge, in no Room and no Cell: Blue is not in play (I10).");
    expect(r.warnings.filter((w) => w.includes("Green"))).toEqual([]);
    expect(r.index.counters).toEqual([
      { owner: "White", kind: "power", id: "pw" },
      { owner: "Red", kind: "power", id: "pr" },
      { owner: "Jukas", kind: "power", id: "jpow" },
      { owner: "White", kind: "damage", id: "dw" },
    ]);
    expect(r.index.mages.find((m) => m.color === "White")).toEqual({
      color: "White",
      model: "mw",
      card: { id: "cardWhite", centre: L.card("White"), y: 1, footprint: fullTable().find((p) => p.id === "cardWhite")!.footprint },
      vortexOnCard: [],
    });
  });

  it("Jukas: his model's place and his Power counter; absent when not on the table", () => {
    const r = read();
    expect(r.snapshot!.jukas).toEqual({ at: { cell: "Jukas" } });
    expect(r.snapshot!.jukasPower).toBe(0);
    expect(r.index.jukasModel).toBe("jukas");
    const bare = read(
      [],
      CONTEXT,
      fullTable().filter((p) => p.id !== "jukas" && p.id !== "jpow"),
    );
    expect(bare.snapshot!.jukas).toBeUndefined();
    expect(bare.snapshot!.jukasPower).toBeUndefined();
    expect(runAction(bare.snapshot!, { action: "setup" }).error).toContain("needs Jukas's model");
  });

  it("a counter without a value counts as missing, with a warning; a second model of a colour is warned about", () => {
    const r = read([
      piece("pw", ["BRW:Power", "White"], { x: 80, z: 50 }),
      piece("m1", ["BRW:Mage", "White"], at("Crypt")),
      piece("m2", ["BRW:Mage", "White"], at("Forge"), { name: "White Mage" }),
    ]);
    expect(r.snapshot!.mages[0]).toEqual({ color: "White", at: { room: "Crypt" }, vortexOnCard: 0, damage: 0 });
    expect(r.warnings).toEqual([
      "There is more than one Mage model for White on the table: BRW:Mage m1 is used.",
      "BRW:Power pw is a counter without a value: it is ignored.",
    ]);
  });

  it("L5 R16 with no Damage counter, Damage is the other owners' cubes on the Mage Card; the Mage's own are not; a counter wins", () => {
    const card = (colour: string, dx = 0) => ({ x: L.card(colour).x + dx, z: L.card(colour).z });
    const r = read([
      piece("mw", ["BRW:Mage", "White"], at("Crypt")),
      piece("mr", ["BRW:Mage", "Red"], at("Forge")),
      piece("dw", ["BRW:Damage", "White"], { x: 80, z: 55 }, { value: 1 }),
      piece("rOnRed", ["BRW:Instability", "Red"], card("Red", 0.2)),
      piece("wOnRed", ["BRW:Instability", "White"], card("Red", -0.2), { quantity: 2 }),
      piece("jOnRed", ["BRW:Instability", "BRW:Jukas"], card("Red", 0.1)),
      piece("bOnRed", ["BRW:Instability", "BRW:BlackRose"], card("Red", -0.1)),
      piece("rOnWhite", ["BRW:Instability", "Red"], card("White")),
    ]);
    const mage = (c: string) => r.snapshot!.mages.find((m) => m.color === c)!;
    expect(mage("Red").damage).toBe(4);
    expect(mage("White").damage).toBe(1);
  });

  it("L5 a cube of Jukas's on a Mage Card is Damage he dealt, never his supply", () => {
    const onCard = read([piece("jOnRed", ["BRW:Instability", "BRW:Jukas"], L.card("Red"), { quantity: 2 })]);
    const loose = read([piece("jOnRed", ["BRW:Instability", "BRW:Jukas"], { x: 90, z: 90 }, { quantity: 2 })]);
    expect(onCard.snapshot!.jukasInstabilitySupply).toBe(loose.snapshot!.jukasInstabilitySupply - 2);
    expect(onCard.index.instabilitySupply.loose).toEqual([]);
  });

  it("the Forgotten Spell deck counts its cards", () => {
    expect(read().snapshot!.forgottenSpells).toBe(5);
    expect(read().index.forgottenSpells).toEqual([{ id: "deck", count: 5 }]);
    expect(
      read(
        [],
        CONTEXT,
        fullTable().filter((p) => p.id !== "deck"),
      ).snapshot!.forgottenSpells,
    ).toBe(0);
  });
});

describe("ambiguity and overlaps (docs/rules.md Geometry)", () => {
  it("a piece on the edge between two Rooms counts for the nearer and is warned about, naming it and both tiles", () => {
    const a = L.room("Black Rose Room");
    const b = L.room("Throne Room");
    const mid = { x: (a.x + b.x) / 2, z: (a.z + b.z) / 2 };
    const towardsA = { x: mid.x + (a.x - mid.x) * 0.05, z: mid.z + (a.z - mid.z) * 0.05 };
    // White's model in her Cell: White, whose card the Crown lies on, is in play (I6, I10).
    const r = read([
      piece("v1", ["BRW:Vortex"], towardsA),
      piece("m", ["BRW:Mage", "Red"], towardsA, { name: "Red Mage" }),
      piece("mw", ["BRW:Mage", "White"], L.cell("White")),
    ]);
    expect(room(r, "Black Rose Room").vortex).toBe(1);
    expect(r.snapshot!.mages.find((m) => m.color === "Red")!.at).toEqual({ room: "Black Rose Room" });
    expect(r.warnings).toEqual([
      "BRW:Vortex v1 lies between Black Rose Room and Throne Room: it counts for Black Rose Room, the nearer. Move it to be sure.",
      "Red Mage lies between Black Rose Room and Throne Room: it counts for Black Rose Room, the nearer. Move it to be sure.",
    ]);
  });

  it("where a Room's and a Cell's footprints overlap, the nearer centre wins", () => {
    const cell = L.cell("White");
    const entrance = L.room(expectedEntrances("White")[0]);
    const nearCell = { x: cell.x + (entrance.x - cell.x) * 0.3, z: cell.z + (entrance.z - cell.z) * 0.3 };
    const nearRoom = { x: cell.x + (entrance.x - cell.x) * 0.7, z: cell.z + (entrance.z - cell.z) * 0.7 };
    const r = read([piece("mw", ["BRW:Mage", "White"], nearCell), piece("mr", ["BRW:Mage", "Red"], nearRoom)]);
    expect(r.snapshot!.mages.find((m) => m.color === "White")!.at).toEqual({ cell: "White" });
    expect(r.snapshot!.mages.find((m) => m.color === "Red")!.at).toEqual({ room: expectedEntrances("White")[0] });
    expect(r.warnings).toEqual([]);
  });
});

describe("the Crown (I6) and play order (R10)", () => {
  const models = ["White", "Red", "Blue", "Green"].map((c) => piece("m" + c, ["BRW:Mage", c], at("Crypt")));
  const noCrown = fullTable().filter((p) => p.id !== "crown");
  const crownAt = (p: { x: number; z: number }) => piece("crown", ["BRW:Crown"], p);

  it("I6 a Crown on the table is not the host's choice", () => {
    expect(read(models, CONTEXT).snapshot!.crownIsHost).toBeUndefined();
  });

  it("I6 the Crown holder is the Mage Card nearest the Crown", () => {
    expect(read(models).snapshot!.crown).toBe("White");
    expect(read([...models, crownAt(offset(L.card("Blue"), 1, 8))], CONTEXT, noCrown).snapshot!.crown).toBe("Blue");
  });

  it("I6 with one seated player, the Crown still decides; that player is the hot seat", () => {
    const r = read([...models, crownAt(offset(L.card("Blue"), 0, 1))], { seated: ["Red", "Black"], host: "Black" }, noCrown);
    expect(r.snapshot!.crown).toBe("Blue");
    expect(r.snapshot!.hotSeat).toBe("Red");
    expect(r.warnings).toEqual([]);
  });

  it("I6 with no Crown on the table, the host, with a warning", () => {
    const r = read(models, CONTEXT, noCrown);
    expect(r.snapshot!.crown).toBe("White");
    expect(r.snapshot!.crownIsHost).toBe(true);
    expect(r.warnings).toEqual(["There is no Crown on the table: the host (White) chooses (I6)."]);
    const noHost = read(models, { seated: [] }, noCrown);
    expect(noHost.snapshot!.crown).toBeUndefined();
    expect(noHost.warnings).toEqual(["There is no Crown on the table and no host: a tie cannot be settled (I6)."]);
  });

  it("I6 a Crown halfway between two Mage Cards counts for the nearer, with a warning", () => {
    const between = { x: (L.card("White").x + L.card("Red").x) / 2 - 0.2, z: L.card("White").z };
    const r = read([...models, crownAt(between)], CONTEXT, noCrown);
    expect(r.snapshot!.crown).toBe("White");
    expect(r.warnings).toEqual([
      "BRW:Crown crown lies between White's Mage Card and Red's Mage Card: it counts for White's Mage Card, the nearer. Move it to be sure.",
    ]);
  });

  it("R10 play order: seat order from the Crown holder, over the colours with a Mage model", () => {
    const r = read([...models.filter((m) => m.id !== "mGreen"), crownAt(offset(L.card("Red"), 0, 5))], CONTEXT, noCrown);
    expect(r.snapshot!.crown).toBe("Red");
    expect(r.snapshot!.playOrder).toEqual(["Red", "Blue", "White"]);
  });

  it("R10 L6 play order: TTS's turn order when turns are enabled, over the colours with a Mage model, from the Crown holder", () => {
    const r = read(models, { ...CONTEXT, turnOrder: ["Green", "Pink", "White", "Blue", "Red", "White"] });
    expect(r.snapshot!.crown).toBe("White");
    expect(r.snapshot!.playOrder).toEqual(["White", "Blue", "Red", "Green"]);
    const blue = read(
      [...models, crownAt(offset(L.card("Blue"), 0, 1))],
      { ...CONTEXT, turnOrder: ["Green", "White", "Blue", "Red"] },
      noCrown,
    );
    expect(blue.snapshot!.crown).toBe("Blue");
    expect(blue.snapshot!.playOrder).toEqual(["Blue", "Red", "Green", "White"]);
  });

  it("L6 a holder the turns do not list leaves TTS's order as it is", () => {
    const r = read(models, { seated: ["White"], host: "Pink", turnOrder: ["Green", "Red", "Blue", "White"] }, noCrown);
    expect(r.snapshot!.crown).toBe("Pink");
    expect(r.snapshot!.playOrder).toEqual(["Green", "Red", "Blue", "White"]);
  });

  it("I6 I10 a Crown on the card of a colour not in play goes to the nearest colour in play, warned naming both; R10's order starts there", () => {
    const r = read(models.filter((m) => m.id !== "mWhite"));
    expect(r.snapshot!.crown).toBe("Red");
    expect(r.warnings).toContain(
      "The Crown lies nearest White's Mage Card, but White is not in play: Red, the nearest colour in play, holds it (I6, I10).",
    );
    expect(r.snapshot!.playOrder).toEqual(["Red", "Green", "Blue"]);
  });

  it("I6 I10 the Crown beside the card of a colour not in play: the only colour in play holds it", () => {
    const r = read([crownAt(offset(L.card("Red"), 0, 5)), piece("mw", ["BRW:Mage", "White"], L.cell("White"))], CONTEXT, noCrown);
    expect(r.snapshot!.crown).toBe("White");
  });

  it("I6 the holder's seat is empty: the snapshot says so, with the host who chooses for it", () => {
    const r = read(models, { seated: ["White", "Red"], host: "Red" });
    expect(r.snapshot!.crown).toBe("White");
    expect(r.snapshot!.crownSeatEmpty).toBeUndefined();
    const empty = read(models, { seated: ["Red", "Blue"], host: "Red" });
    expect(empty.snapshot!.crown).toBe("White");
    expect(empty.snapshot!.crownSeatEmpty).toBe(true);
    expect(empty.snapshot!.host).toBe("Red");
  });
});

describe("settings and the whole snapshot", () => {
  it("I3 settings come from the context over the defaults", () => {
    expect(read().snapshot!.settings).toEqual(DEFAULT_SETTINGS);
    const on = { ...DEFAULT_SETTINGS, countJukasAsMage: true };
    expect(read([], { ...CONTEXT, settings: on }).snapshot!.settings).toEqual(on);
  });

  it("R4, R5 the core runs on a read table: Setup's effects name Rooms the index can place into", () => {
    const r = read();
    const out = runAction(r.snapshot!, { action: "setup" });
    expect(out.ok).toBe(true);
    const placed = out.effects.filter((e) => e.kind === "placeVortex").map((e) => (e as { room: string }).room);
    expect(placed).toEqual(["Throne Room", ...expectedNeighbours("Throne Room")]);
    expect(r.index.rooms.map((x) => x.name)).toEqual(NAMES);
    expect(r.index).toMatchObject({ avatar: "avatar", crown: "crown", tileWidth: expect.closeTo(W, 9) });
  });

  it("the index lists every piece lying on a Room's tile as occupied (whichever tile it counts for)", () => {
    const r = read([piece("v1", ["BRW:Vortex"], at("Crypt", 1, 1)), piece("x", [], at("Crypt", -1, 0))]);
    const crypt = r.index.rooms.find((x) => x.name === "Crypt")!;
    expect(crypt.occupied).toEqual([at("Crypt", 1, 1), at("Crypt", -1, 0)]);
    expect(crypt.id).toBe("room" + NAMES.indexOf("Crypt"));
    expect(crypt.centre).toEqual(L.room("Crypt"));
  });
});

describe("reading changes nothing", () => {
  it("the pieces passed in are not modified, and two reads agree", () => {
    const pieces = [...fullTable(), piece("v1", ["BRW:Vortex"], at("Crypt"))];
    const before = JSON.stringify(pieces);
    const a = readTable(pieces, CONTEXT);
    expect(JSON.stringify(pieces)).toBe(before);
    expect(readTable(pieces, CONTEXT)).toEqual(a);
  });

  it("two Crowns: the first listed is used, with a warning", () => {
    const r = read([piece("crown2", ["BRW:Crown"], offset(L.card("Blue"), 0, 1))]);
    expect(r.snapshot!.crown).toBe("White");
    expect(r.warnings).toEqual(["There is more than one Crown on the table: Crown is used (I6)."]);
  });
});
