/**
 * A Room tile named by a `BRW:Room:<name>` tag (what the tagging assistant adds, docs/tagging.md):
 * the tag's name wins over the nickname, on the TypeScript and on the table reader's Lua build.
 */
import { loadCore, normalise } from "../../hosts/lua-vm";
import { readTable } from "../../src/table";
import { NAMES } from "../core/fixtures";
import { CONTEXT, fullTable } from "./layout";

const lua = loadCore("dist/lua/table.lua");

function renamed(): ReturnType<typeof fullTable> {
  return fullTable().map((p) => {
    const i = p.id.startsWith("room") ? Number(p.id.slice(4)) : -1;
    if (i < 0) return p;
    return { ...p, name: "Salle " + String(i + 1) + " (ne pas renommer)", tags: [...p.tags, "BRW:Room:" + NAMES[i]] };
  });
}

describe("L1 a Room tile named by its BRW:Room:<name> tag", () => {
  it("reads as the catalogue's Room, whatever its nickname, on TS and Lua", () => {
    const read = readTable(renamed(), CONTEXT);
    expect(read.ok).toBe(true);
    expect(read.snapshot!.rooms.map((r) => r.name)).toEqual(NAMES);
    expect(normalise(lua.call("readTable", renamed(), CONTEXT))).toEqual(normalise(read));
  });

  it("without the tag, the same nicknames are unknown Rooms, refused", () => {
    const pieces = renamed().map((p) => ({ ...p, tags: p.tags.filter((t) => !t.startsWith("BRW:Room:")) }));
    const read = readTable(pieces, CONTEXT);
    expect(read.ok).toBe(false);
    expect(read.error).toContain("Salle 1 (ne pas renommer)");
  });
});
