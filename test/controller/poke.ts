/**
 * The test's own action, "poke" (issue #39 item 2): its one row (calls.ts `addAction`, its rule
 * inline) and its words, in one place. test/controller/added-action.test.ts adds it to the
 * TypeScript controller; test/tts/poke-entry.ts to the Avatar Card's script as TSTL builds it
 * (tstl.poke.json: dist/lua/poke.lua), which test/tts/added-action.test.ts runs on both Lua VMs.
 * Nothing in src/ knows it: the shipped script (dist/tts/avatar.lua) has no "poke".
 */
import type { ActionRow } from "../../src/controller/calls";
import type { ActionRule } from "../../src/core/actions";
import { lead, refuse } from "../../src/core/outcome";
import { roomNamed, workingCopy } from "../../src/core/working-copy";
import { placeVortex } from "../../src/core/vortex";
import type { Effect } from "../../src/core/model";
import { PIECES_NEED } from "../../src/table/reader";

/** The action's words (a real action's live in src/words/). */
export const pokeWords = {
  headline: (room: string) => "Jukas pokes the " + room + ".",
  undoName: () => "the Poke",
  button: { label: "Poke", tooltip: "A Vortex Token into the Room it names (a test's action)" },
  noRoom: "No such Room.",
};

/** The Room the Poke button names (its params): a press of the button pokes it. */
export const POKE_ROOM = "Crypt";

/** R6 as the Setup and the Effects apply it: one token into the Room, none where one lies. */
export const poke: ActionRule = (snap, _request, params) => {
  const name = params.room;
  if (typeof name !== "string" || roomNamed(snap, name) === undefined) return refuse(pokeWords.noRoom);
  const effects: Effect[] = [];
  placeVortex(workingCopy(snap), name, "R6", effects);
  lead(effects, pokeWords.headline(name));
  return { ok: true, effects, warnings: [] };
};

/** The one row: its name, need, rule, undo name and button (its place on the panel). */
export const POKE_ROW: ActionRow = {
  name: "poke",
  need: () => PIECES_NEED,
  rule: poke,
  undoName: pokeWords.undoName,
  buttons: [{ id: "Poke", params: { room: POKE_ROOM }, words: pokeWords.button, panel: ["byHand", 3, 0] }],
};
