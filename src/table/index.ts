/** The table layer's public face: pieces in, the core's Snapshot and an index of objects out. */
export type { Piece, Footprint, ContentItem } from "./pieces";
export { TAG, COLOURS, OWNERS, hasTag, tagsOf, canonicalTags, colourOf, countOf, pieceLabel, wellFormed } from "./pieces";
export type { Point, Area, Location } from "./geometry";
export { distance, contains, tileWidth, adjacent, closest, ADJACENT_WIDTHS, AMBIGUOUS_SHARE } from "./geometry";
export type { SpotArea } from "./free-spot";
export { freeSpot } from "./free-spot";
export type { Json } from "./json";
export { readJson, field } from "./json";
export type { SlotsNote } from "./gm-notes";
export { slotsFromNotes, MAX_SLOTS } from "./gm-notes";
export { sortedBy, median } from "./order";
export type { ReadContext, TableRead } from "./snapshot";
export { readTable } from "./snapshot";
export type { TableIndex, RoomRef, CellRef, MageRef, CounterRef, AreaRef, PieceCount } from "./table-index";
export { emptyIndex } from "./table-index";
export type { Take } from "./lookups";
export { roomRef, mageRef, counterRef, takes } from "./lookups";
