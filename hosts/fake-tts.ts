/**
 * A fake Tabletop Simulator host for tests: it runs the mod's real built Lua object scripts in
 * fengari on a simulated table, so a test can assert where the pieces end up, what was
 * announced, how many TTS API calls an action cost, and that no script failed.
 *
 *     const tts = FakeTTS.load(save);                 // or: new FakeTTS(); tts.addObject({...}); tts.start();
 *     tts.call(avatar, "teleport", { priority: 1 });  // as another script's avatar.call(...)
 *     tts.runUntilIdle();                             // smooth moves, spawns, Wait functions
 *     expect(tts.getObject(jukasGuid)!.position).toEqual(...);
 *     tts.assertNoErrors();
 *
 * Simulated
 * - Each object with a LuaScript runs in its own Lua state with its own `self` (and Global's
 *   script in one more); scripts meet only through the TTS API: `obj.call(name, params)`,
 *   `getVar`/`setVar`/`getTable`/`setTable` copy plain data between states (numbers keep
 *   integer/float, a Vector stays a Vector, object references stay references, functions
 *   become nil; an error inside the called function is recorded on the callee and the caller
 *   gets nil; calling a function that does not exist raises a Lua error in the caller).
 * - Globals: getObjectFromGUID, getObjectsWithTag, getObjectsWithAnyTags, getObjectsWithAllTags,
 *   getAllObjects/getObjects, getSeatedPlayers, destroyObject, spawnObject, spawnObjectData,
 *   Global addContextMenuItem/clearContextMenu, print, log, logString, broadcastToAll,
 *   broadcastToColor, printToAll, printToColor, stringColorToRGB, Wait (frames, time,
 *   condition, stop, stopAll), JSON (encode, encode_pretty, decode), Player (Player[color],
 *   getPlayers, getColors, getAvailableColors; seated, host, admin, promoted, steam_name,
 *   steam_id, team, color, broadcast, print, getHandObjects, getHandCount, getHandTransform),
 *   Turns (enable, type, order, reverse_order, skip_empty_hands, disable_interactations,
 *   pass_turns, turn_color, getNextTurnColor, getPreviousTurnColor), Notes (getNotebookTabs,
 *   addNotebookTab, editNotebookTab, removeNotebookTab, getNotes, setNotes: `notebook` and
 *   `notes`, saved as the save's `TabStates` and `Note`), Vector, Color.
 * - Object members: see members.ts (identity and text, tags, transform, bounds, smooth moves,
 *   flip, resting, lock, destruct, containers: getQuantity/getObjects/takeObject/putObject/
 *   deal/shuffle, getValue/setValue and `Counter`, call/getVar/setVar, script_state, buttons,
 *   context menu, highlights; getColorTint answers the save's ColorDiffuse, getCustomObject a
 *   custom tile's images and outline). A member it does not simulate raises a Lua error saying so.
 * - Time is frames: `tick(n)`, `runUntilIdle(max)`; see `DEFAULT_TIMING`. A smooth move lasts
 *   30 frames (12 when fast), a flip 20, `resting` turns true 5 frames after a move ends (or
 *   after setPosition/setRotation; locked objects are always resting when not moving), a taken
 *   or spawned object spawns for 2 frames, then its script's onLoad and the callback_function
 *   run. `Wait.time` counts 60 frames a second. `Wait.condition` first checks on the next frame;
 *   its timeout fires on the frame the time is up, after one last check.
 * - Records: `messages` (every print/broadcast/log/console line), `errors` (script errors with
 *   message, location and traceback, as TTS's console shows them; a script error never throws
 *   in the test), `apiCalls` (calls by name: `getObjectsWithTag`, `Object.getPosition`,
 *   `Object.guid` for a member variable read, `Object.locked=` for a write, `Wait.frames`,
 *   `JSON.encode`, `Player.broadcast`, `Turns.order`, `Counter.setValue`, …), `stackEvents`
 *   (a piece came to rest where another lies: one piece's centre inside the other's footprint,
 *   its inscribed circle, measured unturned; tiles, boards and single cards are what pieces lie on and never
 *   count, nor do objects in hand zones), `overlaps()` for the same rule now.
 * - Instructions: `instructions(obj)` is how many Lua VM instructions the object's script has
 *   run, exact (a count hook plus fengari's remaining count); the difference across a call is
 *   its cost. `obj.runtime.setInstructionObserver(fn)` calls fn with the running function
 *   (chunk, line defined) before every instruction, for a per-function profile (slow).
 * - Sizes: `BASE_SIZES` per kind at scale 1 (hex Room tile 2 × 0.2 × √3, corner to corner
 *   along x at rotation 0; card 2 × 0.02 × 3; token 1 × 0.2 × 1; model 1 × 2 × 1; bag 2 × 2 × 2;
 *   counter 2 × 0.5 × 1; tile 2 × 0.2 × 2; board 20 × 0.4 × 20; other 1 × 1 × 1; decks and
 *   stacks grow by a card/token height per piece), times the object's scale; a test gives
 *   `size` (or host options `kindSizes`, `sizes` by GUID, `kinds` by GUID). `getBounds` is the
 *   axis-aligned box of the rotated shape (a hexagonal prism for a hex tile, else a box),
 *   centred on the position, offset 0.
 * - Hands: each seat colour has a hand zone (a 12 × 8 × 12 box at radius 40 round the table,
 *   see `defaultHandZones`); an object is in a hand when it lies in the zone and is not moving.
 *   `deal` moves objects there one unit apart.
 * - Save/reload: `save()` runs every onSave and returns a save (`SaveFile`, the TTSSave shape);
 *   `reloadAll()` loads it into a new host; `reloadScript(obj, state?)` reloads one script
 *   (onSave → new state → onLoad(state); a given `state` is loaded instead of onSave's).
 * - MoonSharp: no require/load/loadstring/loadfile/dofile/io/debug/package/utf8 and no Lua 5.3
 *   extras; `os` has time/clock/date only; `unpack` exists; `error()` with a non-string is a
 *   script error even when caught; `table.remove(t, pos)` on an empty table fails. Every entry point has an instruction budget (an endless
 *   loop becomes a script error).
 *
 * - Table events, in every script that defines them (`fireEvent`): a player's `move` gives
 *   onObjectPickUp then onObjectDrop, `flip` onObjectRotate; onObjectDestroy before any object
 *   goes, onObjectSpawn as one comes (after `start()`), onObjectEnterContainer and
 *   onObjectLeaveContainer as `putObject` and `takeObject` put in and take out, onObjectHover
 *   by `hover` (a test changing a name, GM Notes or tags by hand hovers the object first) and
 *   before `clickButton` and `contextMenu` (the pointer is on the object), and
 *   onPlayerChangeColor by `seat` and `unseat`.
 *
 * Not simulated: physics (gravity, collisions, falling, objects pushing one another, forming
 * stacks or decks by dropping; `registerCollisions` is accepted, no collision event comes),
 * scripting and layout zones, object XML UI (`obj.UI`; the Global UI `UI` and `addHotkey` are: fake-tts/ui.ts, `clickUi`, `pressHotkey`, `uiShownTo`), inputs (createInput), the other table
 * events (onPlayerAction, onObjectFlick, onPlayerTurn, …), player selection and
 * holding, hiding/fog, rotation values and dice, decals, joints, snap points, attachments,
 * states, `startLuaCoroutine`, web requests, music, the game's clock. `getObjects()` of
 * a non-container returns an empty table. Bags take from index 0 (the top) and `putObject` puts
 * on top; decks take from the top, and `putObject` puts a card at the deck's end nearest it in
 * height (TTS's documented rule): on top when the card is above the deck's centre, else at the
 * bottom. A piece taken out keeps its GUID unless an object on the table has that GUID now (then
 * it gets a new one), and the size its spec gave it; a deck formed of two cards is their shape.
 */
export { FakeTTS, DEFAULT_TIMING, defaultHandZones, type FakeTTSOptions, type Target, type Timing } from "./fake-tts/host";
export { FakeObject, DEFAULT_NAMES, specToSave, type ObjectSpec } from "./fake-tts/objects";
export { BASE_SIZES, SUPPORT_KINDS, kindOf } from "./fake-tts/geometry";
/** For `call` params: a float that stays a float in Lua, a TTS Vector. */
export { LuaFloat, LuaVector, type HostValue, type LuaFunctionId, type InstructionObserver } from "./fake-tts/lua-bridge";
export * from "./fake-tts/types";
