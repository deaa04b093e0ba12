/** The tagging assistant's public face (docs/tagging.md): objects in, a proposal of tags out. Also the Lua test bundle's entry (tstl.tagging.json). */
export type { Aliases, Candidate, Form, Preparation, Seat, TagProposal, Tint, Unplaced } from "./candidate";
export { propose, LODGE_LINK } from "./propose";
export { unverifiedBags } from "./unverified";
export { foldWords } from "./fold";
export { editDistance, tolerance } from "./distance";
export { nameWords, matchWords } from "./names";
export { colourInWords, colourOfTint, colourOfSeat } from "./colours";
