/**
 * TTS's hexagonal Custom_Tile as TTS draws it, the one place its orientation is written: the
 * save's layout (tools/save/layout.ts) turns its tiles by it, and the fake TTS host
 * (hosts/fake-tts/geometry.ts) draws its tiles by it. TTS's Knowledge Base (the custom tile page
 * and its example picture) shows a hex tile with corners left and right: at rotation 0 a corner
 * lies along +X and one along −X, the flat sides face ±Z (docs/save.md: check it in TTS).
 */

/** At scale 1, a hex tile's bounds along x: corner to corner. */
export const HEX_CORNERS = 2;
/** At scale 1, a hex tile's bounds along z: flat side to flat side. */
export const HEX_FLATS = Math.sqrt(3);
/** Degrees from +X (towards +Z) of one corner at rotation 0; the others every 60°. */
export const HEX_CORNER_ANGLE = 0;
