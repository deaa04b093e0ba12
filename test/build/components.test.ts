/** The Saved Object (dist/tts/Jukas-components.json): Jukas's components only, to drop on another table. */
import { VORTEX_TOKENS } from "../../src/core/jukas";
import { SEAT_COLOURS, TAG, type SavedObjectFile, type TtsObject } from "../../tools/save/tts";
import { checkSave } from "../../tools/save/validate";
import { everything, readComponents, readSave, stubScriptsBuild, tagged } from "./helpers";

let components: SavedObjectFile;
let saveObjects: TtsObject[];

beforeAll(() => {
  const run = stubScriptsBuild();
  if (run.status !== 0) throw new Error(`build failed: ${run.stderr}`);
  components = readComponents(run.out);
  saveObjects = readSave(run.out).ObjectStates;
}, 60_000);

describe("the Jukas components Saved Object", () => {
  it("is a Saved Object file of the declared shape", () => {
    expect(checkSave(components as unknown as Record<string, unknown>, "saved object")).toEqual([]);
    expect(components.SaveName).toBe("Jukas components");
  });

  it("holds exactly the Avatar Card, Jukas's model, Cell, Power counter, Instability supply, the Vortex pool and his three card decks", () => {
    const objects = components.ObjectStates;
    expect(objects).toHaveLength(9);
    for (const tag of [TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent]) expect(tagged(objects, tag), tag).toHaveLength(1);
    expect(tagged(objects, TAG.avatar)).toHaveLength(1);
    expect(tagged(objects, TAG.mage, TAG.jukas)).toHaveLength(1);
    expect(tagged(objects, TAG.cell, TAG.jukas)).toHaveLength(1);
    expect(tagged(objects, TAG.power, TAG.jukas)).toHaveLength(1);
    expect(tagged(objects, TAG.instability, TAG.jukas)).toHaveLength(1);
    const pool = tagged(objects, TAG.vortexPool) as BagData[];
    expect(pool).toHaveLength(1);
    expect(pool[0].ContainedObjects).toHaveLength(VORTEX_TOKENS);
  });

  it("R2 carries nothing of a seat colour, the Black Rose or the Lodge", () => {
    const all = everything(components.ObjectStates);
    const tags = new Set(all.flatMap((o) => o.Tags ?? []));
    for (const colour of SEAT_COLOURS) expect(tags.has(colour), colour).toBe(false);
    for (const t of [TAG.room, TAG.blackRose, TAG.mageCard, TAG.crown, TAG.forgottenSpells, TAG.damage]) expect(tags.has(t), t).toBe(false);
  });

  it("is the save's own objects, moved so that their middle is where the player drops them", () => {
    const objects = components.ObjectStates;
    const mx = objects.reduce((s, o) => s + o.Transform.posX, 0) / objects.length;
    const mz = objects.reduce((s, o) => s + o.Transform.posZ, 0) / objects.length;
    expect(Math.abs(mx)).toBeLessThan(0.01);
    expect(Math.abs(mz)).toBeLessThan(0.01);
    for (const o of objects) {
      const original = saveObjects.find((s) => s.GUID === o.GUID);
      expect(original, o.Nickname).toBeDefined();
      expect({ ...o, Transform: undefined }).toEqual({ ...original!, Transform: undefined });
    }
  });
});
