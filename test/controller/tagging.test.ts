/**
 * The tagging assistant's flow in the shared controller (src/controller/tagging.ts), on the paper
 * table given the host's scanning and tagging: a proposal tags nothing; confirming adds only the
 * tags an object lacks and records exactly those; "Undo tagging" takes off the recorded ones and
 * no other, a tag the player added meanwhile included; a host that cannot list objects refuses.
 */
import { PaperTable } from "../../hosts/paper-table";
import { call, createController, savedState } from "../../src/controller/controller";
import { Tabletop, Scan } from "../../src/controller/tabletop";
import { Candidate } from "../../src/tagging";
import { CONTEXT } from "../table/layout";
import { NAMES } from "../core/fixtures";
import { SEATS, lodge } from "../tagging/tables";

/** The paper table's host with objects of its own to scan and tag (an untagged Lodge, named another way). */
function tagging(objects: Candidate[]): { host: Tabletop; tags: () => Record<string, string[]>; table: PaperTable } {
  const table = new PaperTable([], CONTEXT);
  const host = table.tabletop;
  host.scan = (): Scan => ({ candidates: structuredClone(objects), seats: SEATS });
  host.addTags = (id, tags) => {
    const o = objects.find((x) => x.id === id);
    if (o === undefined) return undefined;
    const added = tags.filter((t) => !o.tags.includes(t));
    o.tags.push(...added);
    return added;
  };
  host.removeTags = (id, tags) => {
    const o = objects.find((x) => x.id === id);
    if (o === undefined) return false;
    o.tags = o.tags.filter((t) => !tags.includes(t));
    return true;
  };
  host.mark = () => undefined;
  return { host, table, tags: () => Object.fromEntries(objects.map((o) => [o.id, [...o.tags]])) };
}

describe("the tagging assistant in the controller", () => {
  it("proposes without tagging; confirms only what is missing; undoes exactly what it added", () => {
    const objects = lodge((room) => "Salle " + room);
    const { host, tags } = tagging(objects);
    const c = createController(host, undefined);
    const before = tags();
    const proposed = call(c, "prepare", {});
    expect(proposed).toMatchObject({ ok: true, objects: 19, tags: 38 });
    expect(tags()).toEqual(before);
    // The player tags the Crypt's tile by hand meanwhile: the assistant neither adds nor records that tag.
    const crypt = objects[NAMES.indexOf("Crypt")];
    crypt.tags.push("BRW:Room");
    const confirmed = call(c, "confirmTags", {});
    expect(confirmed).toMatchObject({ ok: true, objects: 19, tags: 37 });
    expect(crypt.tags).toEqual(["BRW:Room", "BRW:Room:Crypt"]);
    // The record survives a save: a controller made from it undoes the same tags.
    const again = createController(host, savedState(c));
    expect(call(again, "undoTags", {})).toMatchObject({ ok: true, objects: 19, tags: 37 });
    expect(tags()).toEqual({ ...before, [crypt.id]: ["BRW:Room"] });
    expect(call(again, "undoTags", {})).toMatchObject({ ok: false, error: "Jukas: the preparation has added no tags to remove." });
  });

  it("Cancel tags drops a proposal; Confirm tags with none waiting is refused", () => {
    const { host, tags } = tagging(lodge((room) => room));
    const c = createController(host, undefined);
    call(c, "prepare", {});
    expect(call(c, "cancelTags", {})).toMatchObject({ ok: true });
    expect(call(c, "confirmTags", {})).toMatchObject({
      ok: false,
      error: "Jukas: no proposal is waiting: press Prepare this table first.",
    });
    expect(Object.values(tags()).every((t) => t.length === 0)).toBe(true);
  });

  it("a tabletop that cannot list its objects says so", () => {
    const c = createController(new PaperTable([], CONTEXT).tabletop, undefined);
    expect(call(c, "prepare", {})).toMatchObject({
      ok: false,
      error: "Jukas: this tabletop cannot list untagged objects: tag the pieces by hand, as the guide's tags page says.",
    });
  });

  it("an author's aliases reach the matching; malformed ones are ignored", () => {
    const { host } = tagging(lodge((room) => (room === "Garden" ? "Jardin secret" : room)));
    const c = createController(host, undefined);
    const out = call(c, "prepare", { aliases: [["Garden", "Jardin secret"], "nonsense", [7, "x"]] }) as { proposals: { tags: string[] }[] };
    expect(out.proposals.map((p) => p.tags)).toContainEqual(["BRW:Room", "BRW:Room:Garden"]);
  });
});
