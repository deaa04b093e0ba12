import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSave } from "../../tools/bench/bench";
import { benchSave, FULL, loadBenchTable } from "../../tools/bench/table";
import { piecesOf } from "../../tools/bench/native";
import { sortKinds } from "../../src/table/kinds";
import { readRooms } from "../../src/table/rooms";
import { makeBoard } from "../../src/table/board";
import { readCells, readCards } from "../../src/table/mages";
import { candidates } from "../../src/table/grid";
export async function main({ root }: { root: string }) {
  const save = benchSave(loadSave(root), FULL);
  const t = loadBenchTable(save);
  const pieces = piecesOf(t.tts);
  const k = sortKinds(pieces);
  const w: string[] = [];
  const rooms = readRooms(k.rooms, []);
  const board = makeBoard(rooms.rooms, readCells(k.cells, w), readCards(k.cards, w));
  const hist = new Map<string, number>();
  for (const p of k.obstacles) {
    const c = candidates(board.grid, p);
    let inside = 0;
    for (const i of c) { const f = board.all[i].footprint; if (p.x >= f.minX && p.x <= f.maxX && p.z >= f.minZ && p.z <= f.maxZ) inside++; }
    const key = `${c.length}/${inside}`;
    hist.set(key, (hist.get(key) ?? 0) + 1);
  }
  console.log("width", board.width, "areas", board.all.length, [...hist].sort());
  return 0;
}
