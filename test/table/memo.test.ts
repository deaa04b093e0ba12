/**
 * readTable's memo (what the last read located) is only a saving: a sequence of reads with one
 * memo gives exactly the reads made afresh, however pieces, tiles and cards move between them.
 */
import fc from "fast-check";
import { apply, changeArb } from "./changes";
import { emptyReadMemo } from "../../src/table/tiles";
import { Piece } from "../../src/table/pieces";
import { readTable } from "../../src/table/snapshot";
import { CONTEXT, W, lodge, lodgeJitter, piece, richTable } from "./layout";

describe("readTable's memo", () => {
  it("unchanged tiles are not read again; a Room turned over is", () => {
    const pieces = richTable();
    const memo = emptyReadMemo();
    readTable(pieces, { ...CONTEXT, memo });
    const board = memo.located.board;
    readTable(structuredClone(pieces), { ...CONTEXT, memo });
    expect(memo.located.board).toBe(board);
    const flipped = structuredClone(pieces);
    flipped.find((p) => p.name === "Crypt")!.faceDown = true;
    const read = readTable(flipped, { ...CONTEXT, memo });
    expect(memo.located.board).not.toBe(board);
    expect(read.snapshot!.rooms.find((r) => r.name === "Crypt")!.rebuilt).toBe(true);
  });

  it("a sequence of reads with one memo equals the same reads made afresh", () => {
    fc.assert(
      fc.property(lodgeJitter, fc.array(changeArb, { minLength: 1, maxLength: 12 }), (jitter, changes) => {
        const original = richTable(lodge(jitter));
        const memo = emptyReadMemo();
        let pieces = original;
        for (const change of [{ which: 0, kind: "none", dx: 0, dz: 0, boardFirst: false }, ...changes]) {
          pieces = apply(pieces, original, change);
          const fresh = readTable(structuredClone(pieces), CONTEXT);
          const same = structuredClone(pieces);
          let kept = readTable(same, { ...CONTEXT, memo, boardFirst: change.boardFirst });
          if (kept.later === true) kept = readTable(same, { ...CONTEXT, memo });
          expect(kept).toEqual(fresh);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("a board of the same areas keeps the last one's geometry; a tile grown in place does not, and what now lies on it is found there", () => {
    const pieces = [...richTable(), piece("v6", ["BRW:Vortex"], { x: 121, z: 0 })];
    const memo = emptyReadMemo();
    readTable(pieces, { ...CONTEXT, memo });
    const board = memo.located.board!;
    const flipped = structuredClone(pieces);
    flipped.find((p) => p.name === "Crypt")!.faceDown = true;
    readTable(flipped, { ...CONTEXT, memo });
    expect(memo.located.board).not.toBe(board);
    expect(memo.located.board!.grid).toBe(board.grid);
    const grown = structuredClone(flipped);
    const attic = grown.find((p) => p.id === "attic")!;
    attic.footprint = { ...attic.footprint!, maxX: 121.5 };
    const kept = readTable(structuredClone(grown), { ...CONTEXT, memo });
    expect(memo.located.board!.grid).not.toBe(board.grid);
    expect(kept).toEqual(readTable(structuredClone(grown), CONTEXT));
    expect(kept.snapshot!.rooms.find((r) => r.name === "Attic")!.vortex).toBe(1);
  });

  it("two tiles that swap names in place: the neighbours are the new names', as afresh", () => {
    const pieces = [...richTable(), piece("cellar", ["BRW:Room"], { x: 120 + W, z: 0 }, { name: "Cellar", notes: '{"slots": 2}' })];
    const memo = emptyReadMemo();
    readTable(pieces, { ...CONTEXT, memo });
    const swapped = structuredClone(pieces);
    swapped.find((p) => p.id === "attic")!.name = "Cellar";
    swapped.find((p) => p.id === "cellar")!.name = "Attic";
    const kept = readTable(structuredClone(swapped), { ...CONTEXT, memo });
    expect(kept).toEqual(readTable(structuredClone(swapped), CONTEXT));
    expect(kept.snapshot!.rooms.find((r) => r.name === "Attic")!.neighbours).toEqual(["Cellar"]);
  });

  it("after a Room moved, what lies elsewhere is not located again; what lay or lies on it is, and is found there", () => {
    const pieces = richTable();
    const memo = emptyReadMemo();
    readTable(pieces, { ...CONTEXT, memo });
    const crypt = pieces.find((p) => p.name === "Crypt")!;
    const arena = memo.located.at["i3"];
    const inCrypt = memo.located.at["i1"];
    const moved = structuredClone(pieces);
    const tile = moved.find((p) => p.name === "Crypt")!;
    // Far enough that i1 (a unit left of the Crypt's centre) is left behind, off the tile.
    const dx = W * 0.6;
    tile.x += dx;
    tile.footprint = { ...crypt.footprint!, minX: crypt.footprint!.minX + dx, maxX: crypt.footprint!.maxX + dx };
    const kept = readTable(structuredClone(moved), { ...CONTEXT, memo });
    expect(kept).toEqual(readTable(structuredClone(moved), CONTEXT));
    expect(memo.located.at["i3"]).toBe(arena);
    expect(memo.located.at["i1"]).not.toBe(inCrypt);
  });

  it("boardFirst: a read that makes the board anew stops there; the same pieces read again are read in full, as afresh", () => {
    const pieces = richTable();
    const memo = emptyReadMemo();
    // No read before: the board is new.
    const first = readTable(structuredClone(pieces), { ...CONTEXT, memo, boardFirst: true });
    expect(first).toMatchObject({ ok: false, later: true });
    expect(first.error).toBeUndefined();
    expect(first.snapshot).toBeUndefined();
    const board = memo.located.board;
    const again = readTable(structuredClone(pieces), { ...CONTEXT, memo });
    expect(again).toEqual(readTable(structuredClone(pieces), CONTEXT));
    // The tiles' read was kept: the board the stopped read made is the one located on.
    expect(memo.located.board).not.toBe(board);
    const made = memo.located.board;
    // The same board: nothing to make, no stop.
    expect(readTable(structuredClone(pieces), { ...CONTEXT, memo, boardFirst: true }).later).toBeUndefined();
    expect(memo.located.board).toBe(made);
    // A Room turned over keeps the geometry (no stop); a Room moved does not (a stop).
    const flipped = structuredClone(pieces);
    flipped.find((p) => p.name === "Crypt")!.faceDown = true;
    expect(readTable(structuredClone(flipped), { ...CONTEXT, memo, boardFirst: true }).later).toBeUndefined();
    const moved = structuredClone(flipped);
    const crypt = moved.find((p) => p.name === "Crypt")!;
    crypt.x += 0.01;
    crypt.footprint = { ...crypt.footprint!, minX: crypt.footprint!.minX + 0.01, maxX: crypt.footprint!.maxX + 0.01 };
    expect(readTable(structuredClone(moved), { ...CONTEXT, memo, boardFirst: true }).later).toBe(true);
    expect(readTable(structuredClone(moved), { ...CONTEXT, memo })).toEqual(readTable(structuredClone(moved), CONTEXT));
  });

  it("a piece that has not moved is not located again", () => {
    const pieces = richTable();
    const memo = emptyReadMemo();
    readTable(pieces, { ...CONTEXT, memo });
    const first = memo.located.at["i1"];
    readTable(structuredClone(pieces), { ...CONTEXT, memo });
    expect(memo.located.at["i1"]).toBe(first);
    const moved = structuredClone(pieces);
    moved.find((p) => p.id === "i1")!.x += 1;
    readTable(moved, { ...CONTEXT, memo });
    expect(memo.located.at["i1"]).not.toBe(first);
  });
});
