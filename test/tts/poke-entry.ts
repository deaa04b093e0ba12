/**
 * The Lua test bundle of the Avatar Card's script with the test's action "poke" added by its one
 * row (tstl.poke.json: dist/lua/poke.lua; test/tts/added-action.test.ts runs it on the fake TTS
 * host, on fengari and on MoonSharp). The row goes in first, as poke-added.ts loads; then the real
 * script (src/tts/avatar.ts) loads as it does in the save, and reads the rows as it loads: its
 * buttons' handlers (ui.ts), the panel (panel.ts), the script API (act.ts). Keep this order.
 */
import "./poke-added";
import "../../src/tts/avatar";
