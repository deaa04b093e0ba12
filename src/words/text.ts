/** Every sentence the rules say to players is worded here, and only here. */
import type { Priority } from "../core/model";

/**
 * Integers print alike on every Lua VM and in JS: `math.floor` gives Lua 5.3 an integer ("2",
 * not "2.0"), and the counts here never reach the size where .NET prints "1E+15".
 */
export function count(n: number): string {
  return String(Math.floor(n));
}

export function plural(n: number, one: string, many: string): string {
  return count(n) + " " + (n === 1 ? one : many);
}

export function list(items: string[]): string {
  return items.join(", ");
}

/** The words of `s`, as a player counts them: runs of characters between spaces. */
export function wordCount(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const space = s.charAt(i) === " ";
    if (!space && !inWord) n += 1;
    inWord = !space;
  }
  return n;
}

/** A headline is read at a glance: at most this many words (issue 41). */
export const HEADLINE_WORDS = 15;

/** The sentence with its first letter a capital ("the Crypt …" → "The Crypt …"). */
export function capital(s: string): string {
  return s.substring(0, 1).toUpperCase() + s.substring(1);
}

/** The headline with its reason when it fits in HEADLINE_WORDS, else without it (the log keeps the reason). */
function fit(full: string, short: string): string {
  return wordCount(full) <= HEADLINE_WORDS ? full : short;
}

/** "the Crypt", and "The Abyss" as it is (never "the The Abyss"). */
export function theRoom(room: string): string {
  return room.substring(0, 4) === "The " ? room : "the " + room;
}

export function actionName(action: "target" | "teleport", priority: Priority): string {
  return action === "teleport" ? "Jukas, Teleport (Priority " + count(priority) + ")" : "Jukas, Priority " + count(priority);
}

/** Outside text (a name, a param) is shown at most this long in a message. */
export const SHOWN_LENGTH = 60;

/**
 * Text that came from outside (another script's param, a tile's nickname), as a message shows
 * it: control characters as "?", and cut to SHOWN_LENGTH with "…", so a 100 KB string passed as
 * a colour makes a sentence, not a wall of text in every player's chat. (The cut counts UTF-16
 * units in JS and on MoonSharp, bytes in a C Lua: the same for ASCII.)
 */
export function shown(x: string): string {
  const cut = x.length > SHOWN_LENGTH ? SHOWN_LENGTH : x.length;
  const out: string[] = [];
  for (let i = 0; i < cut; i++) out.push(x.charCodeAt(i) < 32 ? "?" : x.charAt(i));
  return out.join("") + (cut < x.length ? "…" : "");
}

/** A value from outside, as a message quotes it: "fly", 4, nothing. */
/** Says what a caller passed, alike on every VM. */
export function describeValue(x: unknown): string {
  if (typeof x === "string") return '"' + shown(x) + '"';
  // String(1/3) is "0.3333333333333333" in JS, "0.33333333333333" in Lua 5.3 and "1E+15"-style on
  // MoonSharp for large values: only whole numbers well inside 32 bits print the same everywhere.
  if (typeof x === "number")
    // NaN and the infinities fail the first test.
    return Math.abs(x) < 1e9 && Math.floor(x) === x ? count(x) : "a number that is not a small whole number";
  return typeof x === "undefined" ? "nothing" : typeof x;
}

export const ruleWords = {
  targetChosen: (head: string, name: string, why: string) => head + ": " + name + " (" + why + ")",
  tie: (head: string, names: string[], why: string, snap: Chooser) =>
    head + ": tie between " + list(names) + " (" + why + "); " + chooses(snap),
  /**
   * `player` chose; `holder`, when another: the host chose for a holder whose seat is empty (I6),
   * or, `seated`, a seated player chose for the holder (I11).
   */
  crownChose: (player: string, holder?: string, seated?: boolean, hotSeat?: boolean) =>
    // No brackets of its own: a headline puts it in brackets ("Crypt (Choice of the Crown: White)").
    "Choice of the Crown: " +
    (holder === undefined || holder === player
      ? player
      : hotSeat === true
        ? player + ", seated for every colour in play, for " + holder + ", I6"
        : seated === true
          ? player + ", a seated player, for " + holder + ": setting anySeatedSettles, I11"
          : player + ", the host, for " + holder + ", whose seat is empty"),
  entranceTie: (mage: string, cell: string, rooms: string[], snap: Chooser) =>
    "Jukas, Teleport: " + mage + " is in " + cellName(cell) + "; it has two entrance Rooms, " + list(rooms) + " (I5); " + chooses(snap),
  /** What each entrance Room shows while the Crown chooses. */
  entranceFigure: (mage: string, cell: string) => "an entrance of " + cellName(cell) + ", where " + mage + " is (I5)",
  entranceOnly: (mage: string, cell: string, room: string) =>
    "Jukas, Teleport: " + mage + " is in " + cellName(cell) + "; Jukas goes to its entrance Room " + room + " (I5).",
  teleported: (room: string) => "Jukas teleports to " + room + " (R12).",
  alreadyThere: (room: string) => "Jukas is already in " + room + " (R12): he stays.",
  setupModel: (room: string) => "Jukas, Setup: his model goes in " + theRoom(room) + " (R4).",
  vortexPlaced: (room: string, rule: string) => "Vortex Token placed in " + room + " (" + rule + ").",
  vortexAlready: (room: string) => room + " already has a Vortex Token: none is placed (R6).",
  poolEmpty: (room: string) => "The game pool has no Vortex Token: none is placed in " + room + " (R7).",
  vortexNone: (room: string) => "No Vortex Token is placed in " + room + " (R7).",
  instabilityPlaced: (room: string, now: number, slots: number) =>
    "Jukas places 1 Instability in " + room + " (R11b, I2): " + count(now) + "/" + count(slots) + ".",
  roomFull: (room: string) => room + " has no free Instability Slot: it receives none (I2).",
  roomRebuiltNoSlots: (room: string) => room + " is Rebuilt and has no Instability Slots: it receives none (I9).",
  /** R11b, I8: the supply ran out after `placed` pieces; `rooms`, the Rooms with a token that got none. */
  supplyShort: (rooms: string[], placed: number) =>
    "Jukas's Instability supply is empty" +
    (placed === 0 ? "" : " after " + plural(placed, "piece", "pieces")) +
    ": none is placed in " +
    list(rooms) +
    ". The Rooms with a Vortex Token receive it in the Lodge's Room order (R11b, the catalogue's, L2), so the last ones go without (I8).",
  rebuilt: (room: string, order: number) =>
    room + " is Rebuilt (R11c, rebuild " + count(order) + "). Players: resolve its rewards and return its Instability (I7).",
  vorticesOfPower: (room: string, power: number) =>
    "Vortices of Power: " + room + " had a Vortex Token; Jukas gains 2 Power Points (R13), now " + count(power) + ".",
  rebuiltAlreadyFull: (room: string, order: number) =>
    room +
    " was full before this Avatar Effect: it is Rebuilt after the Rooms it filled (R11c, rebuild " +
    count(order) +
    ", I8). Players: resolve its rewards and return its Instability (I7).",
  avatarEffectDone: (room: string, why: string, instability: number, rebuilt: number) =>
    "Jukas, Avatar Effect in " +
    room +
    " (" +
    why +
    "): " +
    (instability === 0 ? "no Instability" : plural(instability, "Instability", "Instability")) +
    " placed" +
    (rebuilt === 0 ? "" : ", " + plural(rebuilt, "Room", "Rooms") + " Rebuilt") +
    ".",
  cleanupDiscard: (color: string, n: number) =>
    "Clean-up: " + color + " discards " + plural(n, "Vortex Token", "Vortex Tokens") + " to the game pool (R10).",
  cleanupDraw: (color: string) => color + " discarded two or more: they draw a Forgotten Spell (R10).",
  cleanupNoDeck: (color: string) => "The Forgotten Spell deck is empty: " + color + " draws no card (R10).",
  /** A Mage's part of the Clean-up's headline. */
  cleanupPart: (color: string, n: number, draws: boolean) =>
    color + " discards " + plural(n, "Vortex Token", "Vortex Tokens") + (draws ? " and draws a Forgotten Spell" : ""),
  roomRebuiltCall: (room: string) => room + " is Rebuilt. Players: resolve its rewards and return its Instability (I7).",
  anEffect: () => "an Effect",
  /** Why the Avatar Effect's Room is the card's target Room (I1's setting), not where Jukas stands (`at`). */
  effectInTarget: (at: string) => "the card's target Room, not " + at + " where Jukas stands: setting effectInTargetRoom, I1",
  /** A setting away from its default changed who is best: `without`, those its default makes best. */
  settingChanged: (name: string, rule: string, on: boolean, without: string[]) =>
    "Setting " +
    name +
    " is " +
    (on ? "on" : "off") +
    " (" +
    rule +
    "): without it, " +
    (without.length === 1 ? without[0] : without.length === 0 ? "no candidate" : "a tie between " + list(without)) +
    ".",
  /** L2, R13: the full Rooms with a Vortex Token the base game's Clean-up rebuilds. */
  cleanupFullRooms: (rooms: string[]) =>
    "Full, with a Vortex Token: " + rooms.join(", ") + ". Rebuilt now, each gives Jukas 2 Power Points.",
  /** I12: a tile seen Rebuilt with a Vortex Token that nothing reported: a rebuild by another cause. */
  rebuiltSeen: (room: string) => room + " lies Rebuilt with a Vortex Token: the players rebuilt it.",
  roomRebuiltNoVortex: (room: string) => room + " had no Vortex Token: Jukas gains nothing (R13).",
};

/**
 * Headlines: the one line on every screen per action, naming what changed on the table (where
 * Jukas goes, which Rooms were Rebuilt, who takes what) and what players must do. No rule code
 * here: codes stay in the chat's details (`text`), the tooltips and the log.
 */
export const headlineWords = {
  /** A Room as a headline names it ("the Crypt"), a Mage by colour. */
  target: (kind: "room" | "mage", name: string) => (kind === "room" ? theRoom(name) : name),
  targeted: (kind: "room" | "mage", name: string, why: string) =>
    fit("Jukas targets " + headlineWords.target(kind, name) + " (" + why + ").", "Jukas targets " + headlineWords.target(kind, name) + "."),
  /** Teleport to a Room target: where Jukas goes, and why. */
  teleported: (room: string, why: string, moved: boolean) =>
    fit(
      (moved ? "Jukas teleports to " : "Jukas stays in ") + theRoom(room) + " (" + why + ").",
      (moved ? "Jukas teleports to " : "Jukas stays in ") + theRoom(room) + ".",
    ),
  /** Teleport to a Mage target: who, and the Room Jukas goes to. */
  teleportedTo: (color: string, why: string, room: string, moved: boolean) =>
    fit(
      "Jukas targets " + color + " (" + why + ") and " + (moved ? "teleports to " : "stays in ") + theRoom(room) + ".",
      "Jukas targets " + color + " and " + (moved ? "teleports to " : "stays in ") + theRoom(room) + ".",
    ),
  /** Teleport to a Mage in their Cell with one entrance Room. */
  teleportedToEntrance: (color: string, why: string, room: string, moved: boolean) => headlineWords.teleportedTo(color, why, room, moved),
  /** A tie names how many candidates and who chooses: the candidates are on the panel and lit on the table. */
  tie: (kind: "room" | "mage", names: string[], _why: string, snap: Chooser) =>
    "Jukas: a tie between " + count(names.length) + (kind === "room" ? " Rooms" : " Mages") + "; " + whoChooses(snap),
  entranceTie: (color: string, rooms: string[], snap: Chooser) =>
    "Jukas targets " + color + ", in their Cell: " + count(rooms.length) + " entrances; " + whoChooses(snap, "where he goes"),
  /** Who settled the Crown's choice, as a headline's reason: "Choice of the Crown: Red, for White". */
  crownChose: (player: string, holder?: string) =>
    "Choice of the Crown: " + player + (holder === undefined || holder === player ? "" : ", for " + holder),
  entranceChosen: (room: string, why: string, moved: boolean) => headlineWords.teleported(room, why, moved),
  /** The Rooms given a token are lit on the table and named in the log. */
  setup: (room: string, vortex: string[]) =>
    "Jukas's Setup: he goes in " +
    theRoom(room) +
    (vortex.length === 0 ? "" : "; " + plural(vortex.length, "Vortex Token", "Vortex Tokens") + " placed") +
    ".",
  /** How many pieces and Rooms; the chat's one line (`avatarEffectLine`) names them. */
  avatarEffect: (room: string, vortex: boolean, instability: number, rebuilt: string[], power: number) =>
    "Jukas's Avatar Effect in " +
    theRoom(room) +
    ": " +
    (instability === 0 ? "no Instability" : count(instability) + " Instability") +
    (rebuilt.length === 0
      ? "."
      : ", " + plural(rebuilt.length, "Room", "Rooms") + " Rebuilt" + (power > 0 ? ", +" + count(power) + " Power." : ".")),
  /** The Avatar Effect's one chat line: each Room's Instability now, the Rooms Rebuilt, what players do. */
  avatarEffectLine: (room: string, vortex: boolean, filled: string[], rebuilt: string[], power: number) =>
    (vortex ? "A Vortex Token goes in " + theRoom(room) + ". " : "") +
    (filled.length === 0 ? "No Instability placed" : "Instability placed in " + list(filled)) +
    (rebuilt.length === 0 ? "." : ". Rebuilt: " + list(rebuilt) + gains(power) + ". " + rewards(rebuilt.length)),
  /** One Room of that line: "the Crypt 2/4". */
  filled: (room: string, now: number, slots: number) => room + " " + count(now) + "/" + count(slots),
  /** A Room reported Rebuilt by another cause. */
  rebuiltReported: (room: string, power: number) => rebuiltRoom(room) + gains(power) + ".",
  /** What players do for a Room Rebuilt (the chat's line after the headline). */
  rewards: (rooms: number) => rewards(rooms),
  spellTook: (color: string, room: string, n: number) =>
    color + " takes " + plural(n, "Vortex Token", "Vortex Tokens") + " from " + theRoom(room) + " onto their Mage Card.",
  spellNone: (color: string, room: string | undefined) =>
    color +
    " resolved a Spell " +
    (room === undefined ? "outside the Lodge's Rooms" : "in " + theRoom(room)) +
    ": no Vortex Token to take.",
  /** Each Mage's part when the line is short enough for a headline, else the counts (the parts go to the chat). */
  cleanupDone: (parts: string[]) => {
    const all = "Clean-up: " + parts.join("; ") + ".";
    return wordCount(all) <= HEADLINE_WORDS
      ? all
      : "Clean-up: " + plural(parts.length, "Mage discards", "Mages discard") + " Vortex Tokens.";
  },
  /** The chat's line when the headline gave only the counts. */
  cleanupParts: (parts: string[]) => capital(parts.join("; ")) + ".",
  cleanupNothing: () => "Clean-up: no Mage has a Vortex Token on their Mage Card.",
  vortexPlaced: (room: string, by: string) => "A Vortex Token goes in " + theRoom(room) + " (" + by + ").",
  vortexAlready: (room: string) => capital(theRoom(room)) + " already has a Vortex Token: none is placed.",
  vortexNone: (room: string) => "The game pool has no Vortex Token: none is placed in " + theRoom(room) + ".",
};

function gains(power: number): string {
  return power > 0 ? ", so Jukas gains " + plural(power, "Power Point", "Power Points") : "";
}

function rewards(rooms: number): string {
  return rooms === 1
    ? "Players: resolve its rewards and return its Instability."
    : "Players: resolve their rewards and return their Instability.";
}

function rebuiltRoom(room: string): string {
  const the = theRoom(room);
  return the.substring(0, 1).toUpperCase() + the.substring(1) + " is Rebuilt";
}

/** Who settles a tie, in a headline's words (the chat's detail adds the rule: I6, I11). */
function whoChooses(snap: Chooser, what?: string): string {
  const crown = snap.crown;
  const choose = what === undefined ? " chooses." : " chooses " + what + ".";
  if (snap.players !== undefined) return "any seated player" + choose;
  // Initialised: MoonSharp may give a bare `local` an earlier value (docs/development.md).
  let who = "";
  if (crown === undefined) who = snap.host === undefined ? "the host" : snap.host + " (the host)";
  else if (snap.crownIsHost === true) who = crown + " (the host)";
  else if (snap.hotSeat !== undefined && snap.hotSeat !== crown) who = snap.hotSeat + " for " + crown;
  else if (snap.crownSeatEmpty === true && snap.host !== undefined) who = snap.host + " (the host) for " + crown;
  else who = crown + " (the Crown)";
  return who + choose;
}

/** Ends with a full stop, unless the text (a card's own words) already ends a sentence. */
function sentence(s: string): string {
  const last = s.substring(s.length - 1);
  return last === "." || last === "!" || last === "?" ? s : s + ".";
}

/** What an announcement needs to know of the Crown (the snapshot's fields). */
export interface Chooser {
  crown?: string;
  crownIsHost?: boolean;
  crownSeatEmpty?: boolean;
  host?: string;
  /** I6 hot seat: the one person seated for several colours in play. */
  hotSeat?: string;
  /** Set when any seated player may choose (I11). */
  players?: string[];
}

/** I6: who settles a tie, as a clause ending the announcement; I11 when any seated player may. */
function chooses(snap: Chooser): string {
  const who = holderChooses(snap);
  if (snap.players === undefined) return who;
  return who.substring(0, who.length - 1) + "; any seated player may choose for them (I11).";
}

function holderChooses(snap: Chooser): string {
  const crown = snap.crown;
  if (crown === undefined) return "the host (no Crown on the table) chooses.";
  if (snap.crownIsHost === true) return crown + " (the host; no Crown on the table, I6) chooses.";
  if (snap.hotSeat !== undefined && snap.hotSeat !== crown)
    return crown + " holds the Crown; " + snap.hotSeat + ", seated for every colour in play, clicks for " + crown + " (I6).";
  if (snap.crownSeatEmpty === true && snap.host !== undefined) {
    return crown + " holds the Crown but no player sits at " + crown + ": the host (" + snap.host + ") chooses for " + crown + " (I6).";
  }
  return crown + " (the Crown) chooses.";
}

function cellName(cell: string): string {
  return cell === "Jukas" ? "Jukas's Cell" : cell + "'s Cell";
}

/** Cards as data (src/core/card.ts): each step announced, with what the players carry out. */
export const cardStepWords = {
  deckName: (deck: string) => (deck === "evocation" ? "Evocation card" : deck === "event" ? "Avatar Event card" : "Command card"),
  start: (head: string, name: string, steps: number) => head + ": " + name + " (" + plural(steps, "step", "steps") + ").",
  /** The card's one headline: what Jukas decided in its steps, in order (card.ts `headlined`). */
  /**
   * The card's headline: its deck and name (never its id: that is for the card file and the log)
   * and what its steps decided, in at most HEADLINE_WORDS; what does not fit goes to `decisions`.
   */
  headline: (deck: string, name: string, decisions: string[]) => {
    const named = cardStepWords.deckName(deck) + " " + shown(name);
    const jukas = "Jukas's " + cardStepWords.deckName(deck);
    const tries: string[] = [];
    if (decisions.length === 0) tries.push(named + ".");
    else {
      const all = decisions.join(" ");
      tries.push(named + ": " + all);
      tries.push(jukas + ": " + all);
      tries.push(named + ": " + decisions[0]);
      tries.push(jukas + ": " + decisions[0]);
    }
    for (const t of tries) if (wordCount(t) <= HEADLINE_WORDS) return t;
    return jukas + ": " + (decisions.length === 0 ? "resolved." : plural(decisions.length, "step", "steps") + " done.");
  },
  /** The chat's line when the headline could not hold every decision. */
  decisions: (name: string, decisions: string[]) => sentence(shown(name)) + (decisions.length === 0 ? "" : " " + decisions.join(" ")),
  stepHead: (head: string, step: number) => head + ", step " + count(step),
  stepDone: (stepHead: string, summary: string) => stepHead + ": " + sentence(summary),
  stepSkipped: (stepHead: string, summary: string, reason: string) => stepHead + ": " + summary + "; skipped: " + reason + ".",
  stepStops: (stepHead: string, summary: string, reason: string) => stepHead + ": " + summary + "; the card stops here: " + reason + ".",
  resolved: (head: string) => head + " is resolved.",
  waits: (stepHead: string) => stepHead + " waits for the Choice of the Crown.",
  goesOn: (stepHead: string, player: string, pick: string) => stepHead + " goes on: " + player + " chose " + pick + ".",
  // Step summaries, as the announcement names each step.
  target: (priority: number) => "target by Priority " + count(priority),
  teleport: (priority: number) => "Teleportation, Priority " + count(priority) + " (R12)",
  avatarEffect: (where: string | undefined) => "Avatar Effect (R11)" + (where === undefined ? "" : " in " + where),
  placeVortex: (where: string) => "place a Vortex Token in " + where,
  damage: (amount: number) => plural(amount, "Damage", "Damage") + " to the target",
  instability: (amount: number) => count(amount) + " Instability in the target Room",
  say: (text: string) => "for the players: " + text,
  sayUnmet: () => "a message for the players",
  theTargetRoom: () => "the target Room",
  jukasRoom: () => "Jukas's Room",
  // Why a step is skipped (or stops the card).
  noCandidates: (priority: number) =>
    "no target exists (" + (priority === 3 ? "there is no Mage but Jukas" : "there is no Lodge Room") + ")",
  noTarget: () => "there is no target",
  aTarget: () => "there is a target",
  notRoom: () => "the target is not a Room",
  notMage: () => "the target is not a Mage",
  jukasNotInLodge: () => "Jukas is not in a Lodge Room",
  jukasNotInCell: () => "Jukas is not in his Cell",
  targetInNoRoom: (color: string) => "the target, " + color + ", is in no Lodge Room",
  noEffectRoom: () => "Jukas is in his Cell and the card has no target Room (I1)",
  unknownCondition: (name: string) => "the condition " + name + " is unknown",
  // What the players carry out.
  damageTo: (amount: number, color: string) => "Players: " + color + " takes " + plural(amount, "Damage", "Damage") + " from Jukas.",
  damageInRoom: (amount: number, room: string, colors: string[]) =>
    "Players: each Mage in " + room + " takes " + plural(amount, "Damage", "Damage") + " from Jukas: " + list(colors) + ".",
  damageNobody: (room: string) => "No Mage is in " + room + ": nobody takes Damage.",
  instabilityIn: (amount: number, room: string, after: number, slots: number) =>
    "Players: place " +
    count(amount) +
    " of Jukas's Instability in " +
    room +
    ": " +
    count(after) +
    " of its " +
    count(slots) +
    " Slots will be taken.",
  instabilityFills: (amount: number, room: string, slots: number) =>
    "Players: place " +
    count(amount) +
    " of Jukas's Instability in " +
    room +
    ": all its " +
    count(slots) +
    " Slots will be taken: the base game rebuilds it at Clean-up (L2). Once its tile is turned, Jukas gains his Power Points if a Vortex Token lies there (R13, I12).",
};

/** A rule code alone: "R11b", "I2", "L1" (docs/rules.md). */
function isCode(s: string): boolean {
  const first = s.charAt(0);
  if (first !== "R" && first !== "I" && first !== "L") return false;
  let i = 1;
  while (i < s.length && i <= 2 && "0123456789".indexOf(s.charAt(i)) >= 0) i++;
  if (i === 1) return false;
  if (i < s.length && "abcdefghijklmnopqrstuvwxyz".indexOf(s.charAt(i)) >= 0) i++;
  return i === s.length;
}

/** A bracket's item a player need not read: a rule code, or a setting's name for scripts. */
function isMachinery(item: string): boolean {
  return isCode(item) || item.substring(0, 8) === "setting ";
}

/**
 * A sentence as a player reads it in the chat or on screen (issue 41): brackets of rule codes and
 * setting names left out ("(R11b, I2): 1/10" → ": 1/10"; "(R11c, rebuild 2, I8)" → "(rebuild 2)"),
 * and each sentence starting with a capital. The codes stay in the guide, the tooltips and the log.
 * Plain string search only (no Lua pattern: docs/moonsharp.md).
 */
export function plain(s: string): string {
  const out: string[] = [];
  let from = 0;
  let open = s.indexOf(" (", from);
  while (open >= 0) {
    const close = s.indexOf(")", open);
    if (close < 0) break;
    const kept: string[] = [];
    for (const item of s.substring(open + 2, close).split(", ")) if (!isMachinery(item)) kept.push(item);
    out.push(s.substring(from, open));
    if (kept.length > 0) out.push(" (" + kept.join(", ") + ")");
    from = close + 1;
    open = s.indexOf(" (", from);
  }
  out.push(s.substring(from));
  const text = out.join("");
  // Each sentence starts with a capital.
  const parts = text.split(". ");
  const capitals: string[] = [];
  for (const part of parts) capitals.push(capital(part));
  return capitals.join(". ");
}
