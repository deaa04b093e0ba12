/**
 * The build's card file (`--cards FILE`, default cards/example.json): checked first by the
 * validator of `npm run cards:check`, refused with its messages, or built into Jukas's decks and
 * the Avatar Card's GM Notes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { TAG, type TtsObject } from "../../tools/save/tts";
import { cardFaceName } from "../../assets/art";
import { ROOT, readComponents, readSave, runBuild, tagged, tempDir } from "./helpers";

/** A card file in a temporary folder. */
function cardFile(content: unknown): string {
  const file = join(tempDir("cards"), "my-cards.json");
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
  return file;
}

/** What `npm run cards:check FILE` prints, one line each. */
function cardsCheck(file: string): { status: number | null; lines: string[] } {
  const r = spawnSync(process.execPath, [join(ROOT, "tools", "cards-check.mjs"), file], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, lines: r.stdout.trim().split("\n") };
}

const card = (id: string, deck: string, steps: unknown[] = [{ step: "say", text: "Hello." }]) => ({
  id,
  name: "My card " + id,
  deck,
  steps,
});

describe("the build's card file", () => {
  it("refuses an invalid card file with the validator's messages, one line per problem, and writes no save", () => {
    const file = cardFile({
      format: 1,
      cards: [
        card("c-01", "command", [{ step: "fly" }]),
        { name: "no id", deck: "command", steps: [{ step: "target", priority: 4 }] },
        card("c-01", "event"),
      ],
    });
    const check = cardsCheck(file);
    expect(check.status).toBe(1);
    expect(check.lines.length).toBeGreaterThanOrEqual(4); // three problems or more, and the count
    const run = runBuild(["--allow-missing-scripts", "--cards", file]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual(check.lines);
    expect(run.stderr).toMatch(/unknown step "fly"/);
    expect(existsSync(join(run.out, "Jukas.json"))).toBe(false);
  });

  it("refuses a card file that is not JSON, or is missing, the same way", () => {
    const broken = cardFile('{ "format": 1, "cards": [ }');
    const run = runBuild(["--allow-missing-scripts", "--cards", broken]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual(cardsCheck(broken).lines);
    const missing = join(tempDir("cards"), "nowhere.json");
    const gone = runBuild(["--allow-missing-scripts", "--cards", missing]);
    expect(gone.status).toBe(1);
    expect(gone.stderr.trim().split("\n")[0]).toBe(`${missing}: cannot read the file (ENOENT)`);
  });

  it("builds the decks from the player's own file: each card named, tagged and carrying its id; a deck without cards is left out", () => {
    const mine = [
      card("c-01", "command"),
      card("c-02", "command", [
        { step: "teleport", priority: 1 },
        { step: "avatarEffect", note: "mine" },
      ]),
      card("evo-1", "evocation"),
    ];
    const file = cardFile({ format: 1, note: "my own", cards: mine });
    const run = runBuild(["--allow-missing-scripts", "--cards", file]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("3 cards from");
    expect(run.stdout).toMatch(/cards-event\.json is left out/);
    const objects = readSave(run.out).ObjectStates;

    const [command] = tagged(objects, TAG.jukasCommand) as DeckCustomData[];
    expect(command.Name).toBe("Deck");
    expect(Math.abs(command.Transform.rotZ)).toBe(180);
    expect(command.ContainedObjects.map((c) => [c.Nickname, c.GMNotes, c.Tags])).toEqual([
      ["My card c-01", '{"card":"c-01"}', [TAG.jukasCommand]],
      ["My card c-02", '{"card":"c-02"}', [TAG.jukasCommand]],
    ]);
    const [evocation] = tagged(objects, TAG.jukasEvocation) as CardCustomData[];
    expect([evocation.Name, evocation.GMNotes]).toEqual(["Card", '{"card":"evo-1"}']);
    expect(Math.abs(evocation.Transform.rotZ)).toBe(180);
    expect(tagged(objects, TAG.jukasEvent)).toEqual([]);

    // The descriptions, notes left out, in the Avatar Card's GM Notes; nothing of them in its script.
    const [avatar] = tagged(objects, TAG.avatar) as TtsObject[];
    const definitions = JSON.parse(avatar.GMNotes ?? "");
    expect(definitions).toEqual({
      format: 1,
      cards: [
        card("c-01", "command"),
        card("c-02", "command", [{ step: "teleport", priority: 1 }, { step: "avatarEffect" }]),
        card("evo-1", "evocation"),
      ],
    });
    const components = readComponents(run.out).ObjectStates;
    expect(tagged(components, TAG.jukasCommand)).toHaveLength(1);
    expect(tagged(components, TAG.jukasEvent)).toHaveLength(0);
    expect(JSON.parse((tagged(components, TAG.avatar)[0] as TtsObject).GMNotes ?? "")).toEqual(definitions);
  }, 60_000);

  it("draws each card's face from its name and steps, and gives each deck its back", () => {
    const file = cardFile({ format: 1, cards: [card("c 1", "command"), card("c-1", "command"), card("e", "event")] });
    const run = runBuild(["--allow-missing-scripts", "--cards", file]);
    expect(run.status, run.stderr).toBe(0);
    const objects = readSave(run.out).ObjectStates;
    const [command] = tagged(objects, TAG.jukasCommand) as DeckCustomData[];
    // TTS's deck grid: the deck's faces are one sheet, a cell each, CardID = deckId * 100 + index.
    const sheets = Object.entries(command.CustomDeck);
    expect(sheets).toHaveLength(1);
    const [[deckId, sheet]] = sheets;
    expect(existsSync(new URL(sheet.FaceURL))).toBe(true);
    expect([sheet.NumWidth, sheet.NumHeight]).toEqual([2, 1]);
    expect(command.DeckIDs).toEqual([Number(deckId) * 100, Number(deckId) * 100 + 1]);
    // Two ids, two faces, though their names read alike.
    expect(cardFaceName({ id: "c 1" })).not.toBe(cardFaceName({ id: "c-1" }));
    expect(sheet.BackURL.endsWith("/card-back-command.png")).toBe(true);
    // Every custom deck number is the save's only one of that number.
    const ids = objects.flatMap((o) => Object.keys((o as DeckCustomData).CustomDeck ?? {}));
    expect(new Set(ids).size).toBe(ids.length);
    expect(readFileSync(join(run.out, "Jukas.json"), "utf8")).not.toMatch(/"cards:/);
  }, 60_000);
});
