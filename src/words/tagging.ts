/** Every sentence of the tagging assistant ("Prepare this table", docs/tagging.md) is worded here, and only here. */
import { count, list, plural, shown, theRoom } from "./text";

/** How a colour was found, as the proposal says it. */
const BY: string[] = ["", "by its seat", "by its tint", "by its name"];

function whose(owner: string): string {
  if (owner === "Jukas") return "Jukas's";
  if (owner === "BlackRose") return "the Black Rose's";
  return owner + "'s";
}

/** "a Cell", "an Instability". */
function aKind(kind: string): string {
  return ("AEIOU".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind;
}

export const taggingWords = {
  /** An object as the lists name it: its nickname, else its form and id. */
  label: (name: string, form: string, id: string) => (name === "" ? "an unnamed " + form + " (" + id + ")" : shown(name) + " (" + id + ")"),
  asRoom: (room: string, exact: boolean) => theRoom(room) + (exact ? " (its name)" : " (by its name)"),
  asOwned: (kind: string, owner: string, by: number) => whose(owner) + " " + kind + " (" + BY[by] + ")",
  asInstability: (owner: string, by: number) => whose(owner) + " Instability (" + (by > 0 ? BY[by] : "by its name") + ")",
  asInstabilityBag: (owner: string, by: number) =>
    "a bag of " + whose(owner) + " Instability (" + (by > 0 ? BY[by] : "by its name") + "): each piece taken out of it gets its tags",
  asOne: (kind: string) => "the " + kind + " (by its name)",
  asMany: (kind: string) => aKind(kind) + " (by its name)",
  ownerOnly: (kind: string, owner: string, by: number) => "completes it as " + whose(owner) + " " + kind + " (" + BY[by] + ")",
  // Why an object is not placed.
  twoRooms: (a: string, b: string) => "its name could be " + theRoom(a) + " or " + theRoom(b) + ": tag it by hand",
  twoKinds: (a: string, b: string) => "it could be " + aKind(a) + " or " + aKind(b) + ": tag it by hand",
  noRoomName: () => "it is tagged BRW:Room, but its name is no Room of the Lodge: add a tag BRW:Room:<the Room's name>",
  roomSize: (room: string) => "its name is " + theRoom(room) + "'s, but it is not the size of the Lodge's other Room tiles",
  awayFromLodge: (room: string) => "its name is " + theRoom(room) + "'s, but it lies away from the Lodge",
  roomTaken: (room: string, by: string) => theRoom(room) + " is tagged already: " + by,
  roomRival: (room: string, by: string) => theRoom(room) + " is more likely " + by,
  roomTie: (room: string, others: string[]) =>
    "more than one tile could be " + theRoom(room) + ": " + list(others) + "; tag the right one by hand",
  noColour: (kind: string) =>
    "it looks like " + aKind(kind) + " but shows no colour: put the colour in its name, tint it, or set it before its player's seat",
  colourTaken: (kind: string, owner: string, by: string) => whose(owner) + " " + kind + " is tagged already: " + by,
  colourRival: (kind: string, owner: string, by: string) => whose(owner) + " " + kind + " is more likely " + by,
  colourTie: (kind: string, owner: string, others: string[]) =>
    "more than one piece could be " + whose(owner) + " " + kind + ": " + list(others) + "; tag the right one by hand",
  oneTaken: (kind: string, by: string) => "the table has its " + kind + " tagged already: " + by,
  oneTie: (kind: string, others: string[]) =>
    "more than one piece could be the " + kind + ": " + list(others) + "; tag the right one by hand",
  vortexKept: (by: string) => "the Vortex Tokens on the table are tagged already (" + by + "): R2's 12 are counted from those",
  badAlias: (what: string) =>
    "Aliases: " + shown(what) + " is neither a Room of the Lodge nor a kind of piece the assistant knows: ignored.",
  // The chat list and the buttons' answers.
  proposed: (tags: number, objects: number, unplaced: number) =>
    "Jukas, Prepare this table: " +
    plural(tags, "tag", "tags") +
    " to add to " +
    plural(objects, "object", "objects") +
    " (highlighted green)" +
    (unplaced > 0 ? "; " + plural(unplaced, "object", "objects") + " could not be placed (highlighted orange)" : "") +
    ". Nothing is tagged until you press Confirm tags; Cancel tags drops the proposal.",
  proposalLine: (label: string, tags: string[], why: string) => "+ " + label + ": " + list(tags) + ", " + why + ".",
  unplacedLine: (label: string, why: string) => "? " + label + ": " + why + ".",
  missingRooms: (rooms: string[]) => "No tile found for " + list(rooms) + " (L1): lay the Lodge out, then prepare again.",
  nothingToPropose: (unplaced: number) =>
    "Jukas, Prepare this table: every piece found is tagged already; nothing to add" +
    (unplaced > 0 ? " (" + plural(unplaced, "object", "objects") + " could not be placed, highlighted orange)." : "."),
  confirmed: (tags: number, objects: number) =>
    "Jukas: " + plural(tags, "tag", "tags") + " added to " + plural(objects, "object", "objects") + ". Undo tagging removes them again.",
  gone: (n: number) => "Jukas: " + plural(n, "object", "objects") + " of the proposal or the tagging are no longer on the table: skipped.",
  cancelled: () => "Jukas: the proposed tags are dropped; nothing was tagged.",
  nothingPending: () => "Jukas: no proposal is waiting: press Prepare this table first.",
  untagged: (tags: number, objects: number) =>
    "Jukas: the " + plural(tags, "tag", "tags") + " the preparation added to " + plural(objects, "object", "objects") + " are removed.",
  nothingToUntag: () => "Jukas: the preparation has added no tags to remove.",
  pendingAgain: (n: number) => "Jukas: a proposal of " + count(n) + " objects is waiting: Confirm tags, or Cancel tags.",
  noScan: () => "Jukas: this tabletop cannot list untagged objects: tag the pieces by hand, as the guide's tags page says.",
};
