/** The rules core's public face: what the table layers, the tests and the Lua bundle use. */
export * from "./model";
export { runAction, ACTIONS } from "./actions";
export type { ActionRequest } from "./actions";
export { LODGE_CATALOGUE, THRONE_ROOM, BLACK_ROSE_ROOM, findRoom, catalogueIndex, roomKey } from "./lodge";
export type { CatalogueEntry } from "./lodge";
export { validate } from "./validate";
export { JUKAS_STATS, VORTEX_TOKENS, COMPONENTS, AVATAR_CARD_TEXT } from "./jukas";
