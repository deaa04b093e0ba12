/** The rules core's public face: what the table layers, the tests and the Lua bundle use. */
export * from "./model";
export { runAction, ACTIONS } from "./actions";
export type { ActionRequest } from "./actions";
export { LODGE_CATALOGUE, THRONE_ROOM, BLACK_ROSE_ROOM, findRoom, catalogueIndex, roomKey } from "./lodge";
export type { CatalogueEntry } from "./lodge";
export { validate } from "./validate";
export { JUKAS_STATS, VORTEX_TOKENS, COMPONENTS, AVATAR_CARD_TEXT } from "./jukas";
export { applyEffects } from "./apply";
export {
  resolveCard,
  continueCard,
  CARD_FORMAT,
  CARD_DECKS,
  CARD_CONDITIONS,
  CARD_OTHERWISE,
  CARD_PLACES,
  CARD_PRIORITIES,
  CARD_AMOUNT_MIN,
  CARD_STEPS,
  SAY_PLACEHOLDERS,
} from "./card";
export type { Card, CardStep, CardCursor, CardOutcome, CrownPick, StepSpec } from "./card";
