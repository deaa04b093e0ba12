/** The table layer's Lua test bundle (dist/lua/table.lua): its public face, the reader's series, and the tests' takes and spots by name. */
export * from "../../src/table/index";
export { readSeries } from "./reader-series";
export { poolTakes, supplyTakes, spotInRoom } from "./lookups";
