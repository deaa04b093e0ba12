/** The table layer's Lua test bundle (dist/lua/table.lua): its public face, and the reader's series. */
export * from "../../src/table/index";
export { readSeries } from "./reader-series";
