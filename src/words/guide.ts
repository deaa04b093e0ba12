/**
 * The player's guide in the TTS save's Notebook (the build writes it: tools/save/guide.ts): how
 * a round with Jukas goes, button by button; every button; what each rule code means; the tags,
 * and how to bring Jukas to another table. The rule codes' sentences are docs/rules.md's own,
 * passed in, and the buttons' words are src/words/buttons.ts's: neither is written twice. So are
 * the tags and names the table layer reads (`TableContract`).
 */
import { buttonWords, type ButtonWords } from "./buttons";
import { controllerWords } from "./controller";
import { settingLineWords } from "./settings";
import { lodgeWords } from "./lodge";
import { panelWords } from "./panel";
import { whereWords } from "./welcome";

/** The Avatar Card's short set (src/controller/buttons.ts ON_CARD), by their words. */
const ON_CARD_WORDS: ButtonWords[] = [
  buttonWords.setup,
  buttonWords.deck("command"),
  buttonWords.deck("evocation"),
  buttonWords.deck("event"),
  buttonWords.cleanup,
  buttonWords.undo,
];
/** The controls offered as hotkeys (src/controller/panel-view.ts EVERY_ROUND), by their words. */
const HOTKEY_WORDS: ButtonWords[] = [
  buttonWords.deck("command"),
  buttonWords.deck("evocation"),
  buttonWords.deck("event"),
  buttonWords.avatarEffect,
  buttonWords.cleanup,
  buttonWords.undo,
];

/** A setting as the guide lists it: its name, the rule it changes, its default (src/core/settings.ts, passed in). */
export interface GuideSetting {
  name: string;
  rule: string;
  on: boolean;
}

export interface GuideRule {
  code: string;
  text: string;
}

/** What the table layer reads, as the build passes it in (src/table/pieces.ts, contract.ts). */
export interface TableContract {
  tag: { [name: string]: string };
  colours: string[];
  /** The prefix of a tag that names a Room ("BRW:Room:"). */
  roomNameTag: string;
  /** The function a scripted counter answers with its number. */
  valueFunction: string;
  vortexTokens: number;
}

export interface GuideTab {
  title: string;
  body: string;
}

const b = (text: string) => "[b]" + text + "[/b]";
/** A button as the guide names it, then what it does. */
const press = (w: ButtonWords) => b(w.label) + ": " + w.tooltip + ".";

function round(settings: GuideSetting[], c: TableContract): string {
  const tagOfEvents = c.tag.jukasEvent;
  const t = buttonWords.targetLabel;
  const tp = (n: number) => buttonWords.teleport(n).label;
  return [
    b("Jukas, the automated Avatar of Black Rose Wars: Rebirth"),
    "The Avatar Card carries the script: its buttons run Jukas. Each press reads where the pieces lie, says in one line in the middle of every screen what Jukas does and why (the details and the warnings go to the chat), and moves the pieces. The next tabs list every button, say what each rule code means, and name the tags.",
    "",
    b("Where things are"),
    "- Every control of a round: on " + whereWords.panel() + " (its Hide button folds it for you alone).",
    "- The short set (" + ON_CARD_WORDS.map((w) => b(w.label)).join(", ") + "): on " + whereWords.card() + " too.",
    "- " +
      b(buttonWords.spell.label) +
      ": on " +
      whereWords.mageMenu() +
      ". " +
      b(buttonWords.rebuilt.label) +
      ": on " +
      whereWords.roomMenu() +
      ".",
    "- Hotkeys, for the buttons pressed every round (" +
      HOTKEY_WORDS.map((w) => b(w.label)).join(", ") +
      "): bind them in " +
      whereWords.hotkeys() +
      ".",
    "",
    b("Jukas's printed cards"),
    "Draw his card and press what its line shows: " +
      b(t(1) + ", " + tp(1) + ", " + buttonWords.avatarEffect.label) +
      " and their kin, on the panel. Or give the card its steps once: right-click it and write them in its description, e.g. " +
      b("Teleport 2, Avatar Effect") +
      " (Target 1-3, Teleport 1-3, Avatar Effect, Vortex target / jukas, Damage N, Instability N, separated by commas); then " +
      b(buttonWords.deck("command").label) +
      " resolves it. A card with no steps is not drawn: the chat says how to give it some.",
    "",
    b("Before the first round"),
    "1. Each player sets their own Mage model into their Cell, as the base game's setup says: a colour takes part only once its model stands on the Lodge, in a Room or a Cell (I10). A colour nobody plays stays beside its Mage Card and is never Jukas's target.",
    "2. The Crown belongs to the colour in play whose Mage Card lies nearest it (I6): lay it on its holder's Mage Card.",
    "3. Shuffle Jukas's Command and Evocation piles, face down at the table's edge beyond his Avatar Card. His 3 Avatar Event cards go into the core game's Avatar Event decks (R3, I13): the Event pile beside them stands for them; on a table of your own, shuffle them into the core decks and tag each deck " +
      tagOfEvents +
      '. With several decks, Top Event asks which: right-click that deck and choose "' +
      buttonWords.drawTop.label +
      '".',
    "4. To lay the Lodge anew, press " +
      press(lodgeWords.button) +
      " (before Setup only; the Room tiles are locked so that a drag does not move them).",
    "5. During Step 3 of the Avatar Setup, press " + press(buttonWords.setup),
    "",
    b("Each time Jukas acts"),
    "- " + press(buttonWords.deck("command")) + " Each step is announced with what it did and why.",
    "- " +
      b(buttonWords.deck("evocation").label) +
      ", " +
      b(buttonWords.deck("event").label) +
      ": the same for his Evocation pile and the Avatar Event deck, when the game calls for one. A card of the Avatar Event deck that is not one of Jukas's is announced as the core game's and left face up for you to resolve (I13).",
    "- A step you resolve by hand has its own button: " +
      b(t(1) + ", " + t(2) + ", " + t(3)) +
      " pick and announce a target; " +
      b(tp(1) + ", " + tp(2) + ", " + tp(3)) +
      " pick it and move Jukas there; " +
      press(buttonWords.avatarEffect),
    "",
    b("During the round"),
    "- A Mage who resolves a Spell in a Room with a Vortex Token: right-click their model and choose " + press(buttonWords.spell),
    "- Jukas rebuilds a Room: the mod turns its tile over and, when a Vortex Token lies there, gives Jukas 2 Power Points (R13); you resolve its rewards and return its Instability, as the base game says (I7).",
    "- The Mages fill a Room: the base game rebuilds it at Clean-up. Turn its tile: when a Vortex Token lies there, Jukas gains 2 Power Points at the next press, once (R13, I12).",
    "- A Mage or a card rebuilds a Room: right-click its tile and choose " +
      press(buttonWords.rebuilt) +
      " Before or after you turn the tile yourselves; a second report of the same Room gives nothing, and Undo takes a report back.",
    "- A tie: one button per candidate appears beside the Avatar Card, and each candidate shows its figures on each criterion above it. Only the Crown holder's click counts; when nobody sits at the holder's colour, the host's; when one person sits for several colours, theirs (R17, I6). Moving the Crown onto the right Mage Card settles a choice that waits.",
    "",
    b("The Clean-up Phase"),
    "At the end of Step 2, press " + press(buttonWords.cleanup),
    "",
    b("A mistake"),
    press(buttonWords.undo) + " Moving a piece by hand is always fine: each press reads the table afresh.",
    "",
    b("Reporting a bug"),
    "The tab " +
      controllerWords.logTitle() +
      " says what Jukas did, one line per action. What he read and decided at his last actions is saved with the game (on the Avatar Card): save the game and send the save file with your report, naming the action's number; the mod's makers replay it.",
    "",
    b("Settings (the host's toggles on the Avatar Card)"),
    "Where players could read a rule two ways, each toggle below the card chooses; only the host's click changes one, it is announced, saved with the game, and an announcement whose outcome a setting changed names it. Playing alone or hot-seat, turn on " +
      b(settingLineWords.toggle("anySeatedSettles", false)) +
      ".",
    ...settings.map((s) => "- " + b(settingLineWords.toggle(s.name, s.on)) + settingLineWords.guide(s.name, s.rule)),
    "",
    b("Your own table"),
    "The last tab says how to bring Jukas to another Black Rose Wars table: " +
      b(buttonWords.prepare.label) +
      ", then " +
      b(buttonWords.confirmTags.label) +
      " (or " +
      b(buttonWords.cancelTags.label) +
      "; " +
      b(buttonWords.undoTags.label) +
      " takes the tags off again), then " +
      b(buttonWords.check.label) +
      ".",
  ].join("\n");
}

function buttons(list: ButtonWords[], menu: ButtonWords): string {
  const lines = [b("On the Jukas panel (each tooltip says whether the Avatar Card has it too)"), ...list.map((w) => "- " + press(w))];
  lines.push("", b("On each Mage model (right-click)"), "- " + press(menu));
  lines.push("", b("On each Room tile (right-click)"), "- " + press(buttonWords.rebuilt));
  lines.push("", b("Hotkeys (" + whereWords.hotkeys() + ")"), "- " + HOTKEY_WORDS.map((w) => panelWords.hotkey(w.label)).join(", ") + ".");
  lines.push("", b("While the Crown chooses"), "- One button per tied candidate: " + buttonWords.choice(b("the candidate")) + ".");
  return lines.join("\n");
}

function codes(rules: GuideRule[]): string {
  return [
    "Announcements, tooltips and descriptions cite these codes. " +
      b("R") +
      ": the Jukas rulebook; " +
      b("I") +
      ": this mod's reading where the rulebook is silent; " +
      b("L") +
      ": the base game's Lodge, as data a table may change. R11a, R11b and R11c are R11's steps (a), (b) and (c). Each rule reads as in the project's rules reference.",
    "",
    ...rules.map((r) => b(r.code) + " " + r.text),
  ].join("\n");
}

/** What each tag marks, in the order docs/rules.md lists them. */
function tagList(c: TableContract): [string[], string][] {
  const TAG = c.tag;
  return [
    [
      [TAG.room],
      "a Room tile; its nickname is the Room's name, or a tag " +
        c.roomNameTag +
        '<name> gives it (BRW:Room:Crypt); face down, it is Rebuilt; GM Notes {"slots":6} change its Instability Slots',
    ],
    [[TAG.cell], "a Cell tile, with its owner's colour tag or " + TAG.jukas],
    [[TAG.mage], "a Mage's model, with its colour tag (" + TAG.jukas + " on Jukas's)"],
    [[TAG.mageCard], "a player's Mage Card, with its colour tag"],
    [[TAG.vortex, TAG.vortexPool], "a Vortex Token; the bag holding the game pool"],
    [[TAG.instability], "an Instability piece and its supply bag, with the owner's tag: a colour, " + TAG.jukas + " or " + TAG.blackRose],
    [
      [TAG.power, TAG.damage],
      "a Mage's Power or Damage, with its owner's tag: any object that holds a number, a counter, a tile or token with a value, or a scripted counter whose script answers " +
        c.valueFunction +
        "()",
    ],
    [[TAG.crown, TAG.forgottenSpells], "the Crown; the Forgotten Spell deck"],
    [[TAG.avatar], "Jukas's Avatar Card: it carries the script, and the descriptions of his cards in its GM Notes"],
    [[TAG.jukasCommand, TAG.jukasEvocation], "Jukas's Command and Evocation piles, and each of their cards"],
    [
      [TAG.jukasEvent],
      'each Avatar Event deck: the core game\'s, with Jukas\'s 3 Avatar Event cards shuffled in (R3, I13); a card is Jukas\'s when its GM Notes name his card ({"card":"ID"})',
    ],
  ];
}

function tags(c: TableContract): string {
  return [
    "The mod finds every piece by its tags (right-click, Tags), never by which object it is: keep the tags when you swap a component.",
    "",
    b("Tags"),
    ...tagList(c).map(([names, what]) => "- " + names.join(", ") + ": " + what + "."),
    "- A colour tag is a seat colour's name: " + c.colours.join(", ") + ".",
    "",
    b("Jukas on another Black Rose Wars table"),
    "1. Load the Saved Object. Copy Jukas-components.json and its picture into TTS's Saves/Saved Objects folder; in your game, Objects, Saved Objects: Jukas's Avatar Card, model, Cell, Power counter, Instability supply, the bag of " +
      c.vortexTokens +
      " Vortex Tokens and his three piles arrive together. Lay his Cell against two rim Rooms, with his model in it.",
    "2. Press " +
      b(buttonWords.prepare.label) +
      " on the Avatar Card, the Lodge laid out. It reads your pieces' names, tints, seats and shapes and proposes the tags above: what it would tag is lit green and listed in the chat, what it could not place lit orange, with why. Nothing is tagged, renamed or moved until you press " +
      b(buttonWords.confirmTags.label) +
      "; " +
      b(buttonWords.cancelTags.label) +
      " drops the proposal, and " +
      b(buttonWords.undoTags.label) +
      " takes off every tag it added, and no other.",
    "3. Press " +
      b(buttonWords.check.label) +
      ": it lists what each rule still lacks, one line each (a Crown, a Room's name, a Mage's Power). Tag those by hand, and press " +
      b(buttonWords.setup.label) +
      ".",
    "An action that misses a piece says which one and changes nothing.",
  ].join("\n");
}

/**
 * The Notebook's tabs, in order. `rules`: docs/rules.md's codes with their text; `list`: every
 * button of the Avatar Card; `settings`: each setting as a game begins; `contract`: the tags and
 * names the table layer reads.
 */
export function guideTabs(rules: GuideRule[], list: ButtonWords[], settings: GuideSetting[], contract: TableContract): GuideTab[] {
  return [
    { title: "Jukas: a round", body: round(settings, contract) },
    { title: "Jukas: buttons", body: buttons(list, buttonWords.spell) },
    { title: "Jukas: rule codes", body: codes(rules) },
    { title: "Jukas: tags, other tables", body: tags(contract) },
  ];
}
