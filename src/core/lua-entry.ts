/** Entry of the core's Lua bundle: the module table the tests and the TTS scripts call into. */
export { runAction } from "./actions";
export { validate } from "./validate";
export { LODGE_CATALOGUE } from "./lodge";
export { applyEffects } from "./apply";
export { resolveCard, continueCard } from "./card";
