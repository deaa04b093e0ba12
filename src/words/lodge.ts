/**
 * New Lodge's words (src/controller/new-lodge.ts): its button, what it says, and why it refuses.
 * L1: the Black Rose Room and the Throne Room lie at the Lodge's heart, the other 17 at random.
 */
import { count, plural } from "./text";

export const lodgeWords = {
  button: {
    label: "New Lodge",
    tooltip:
      "Before Setup only: lays the Lodge's other 17 Rooms in a random order around the Black Rose Room and the Throne Room; Undo puts them back (L1)",
  },
  headline: (rooms: number) => "New Lodge: " + plural(rooms, "Room", "Rooms") + " laid in a new random order.",
  /** Undo's name for it. */
  undoName: () => "the New Lodge",
  afterSetup: () => "New Lodge works before Setup only: pieces already lie on the Lodge. Undo the Setup, or lay tiles by hand.",
  tooFew: (rooms: number) =>
    "New Lodge needs at least 2 Rooms besides the Black Rose Room and the Throne Room; the table has " + count(rooms) + ".",
};
