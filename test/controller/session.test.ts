/**
 * The saved session's new parts (issue 18): the settings (I11), the tagging assistant's waiting
 * proposal and its record of added tags. Saved state comes from outside: what is not this mod's
 * is dropped with a warning, and a tag list may name only docs/rules.md's tags and seat colours
 * (else "Undo tagging" could take a player's own tags off).
 */
import { fromSaved, Session, toSaved } from "../../src/controller/session";

const MARK = { mod: "brw-jukas", version: 1 };

describe("the saved session", () => {
  it("I1 I2 I3 I5 I11 the settings, the proposal and the record of added tags survive a save", () => {
    const session: Session = {
      settings: { anySeatedSettles: true, cellMagesAreTargets: false, countJukasAsMage: true },
      proposal: [{ id: "a1b2c3", tags: ["BRW:Room", "BRW:Room:Crypt"] }],
      tagged: [{ id: "d4e5f6", tags: ["BRW:Mage", "Red"] }],
    };
    expect(fromSaved(JSON.parse(JSON.stringify(toSaved(session))))).toEqual({ session });
  });

  it.each([
    ["settings", { settings: { anySeatedSettles: "yes" } }],
    ["settings", { settings: { countJukas: true } }],
    ["proposed tags", { proposal: [{ id: "a1b2c3", tags: ["BRW:Room", "MyOwnTag"] }] }],
    ["proposed tags", { proposal: { id: "a1b2c3", tags: ["BRW:Room"] } }],
    ["record of added tags", { tagged: [{ id: 7, tags: ["Red"] }] }],
  ])("a malformed %s is dropped with a warning, the rest kept", (what, part) => {
    const back = fromSaved({ ...MARK, settings: { anySeatedSettles: true }, ...part });
    expect(back.warning).toBe("Jukas: the saved " + what + " could not be read and was dropped.");
    expect(back.session[Object.keys(part)[0] as keyof Session]).toBeUndefined();
  });
});
