/**
 * A fake Tabletop Simulator host for tests: it runs the mod's built Lua object scripts on a
 * simulated table and records what they did. What it simulates and what not: docs/fake-tts.md.
 */
export { FakeTTS, defaultHandZones, type FakeTTSOptions, type Target } from "./fake-tts/host";
export { DEFAULT_TIMING, type Timing } from "./fake-tts/world/motion";
export { FakeObject, DEFAULT_NAMES, specToSave, type ObjectSpec } from "./fake-tts/world/objects";
export { BASE_SIZES, SUPPORT_KINDS, kindOf } from "./fake-tts/world/geometry";
/** For `call` params: a float that stays a float in Lua, a TTS Vector. */
export { LuaFloat, LuaVector, type HostValue, type LuaFunctionId, type InstructionObserver } from "./fake-tts/values";
export * from "./fake-tts/types";
