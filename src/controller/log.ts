/**
 * Jukas's log (docs/log.md): one entry per action, with who asked, what Jukas read, each
 * candidate's figures, what he decided and what moved; kept with the game as a header line and one
 * JSON entry per line, oldest first, for a bug report (`npm start -- --replay FILE`). Entries stay
 * JSON text, encoded once when the pieces have settled (TTS's JSON.encode is native). Beside it,
 * the log players read (issue 41): one plain line per action, its headline.
 */
import { Effect, PendingChoice, RankRound, Snapshot, TargetResult } from "../core/model";
import { Card, CardCursor } from "../core/card";
import { StepDone } from "./steps";
import { controllerWords } from "../words/controller";
import { isTable } from "../core/values";
import { isFiniteNumber } from "../core/numbers";
import { count } from "../words/text";

/** The entries' format; a later format is told apart by this number. */
export const LOG_FORMAT = 1;

/**
 * The log keeps to this many characters: the newest entries that fit (an entry of a full table
 * is about 6 KB, so some eight actions; docs/log.md has the measured figures). The log goes into
 * every save of the game and, in TTS, to every player each time it changes.
 */
export const LOG_CAP = 50000;

/** Who asked for an action, and what: the part of an entry the press gives. */
export interface Asked {
  /** The script API's name (docs/rules.md), e.g. "target", "resolveCard", "undo". */
  action: string;
  params?: { [key: string]: unknown };
  /** The colour of the player who pressed; absent for another script's call. */
  by?: string;
  /** The Crown's choice that waited before the action (choose settles it). */
  pending?: PendingChoice;
  /** resolveCard, and choose for a card: the card's description, its deck, and where it stood. */
  card?: Card;
  deck?: string;
  cursor?: CardCursor;
}

export interface LogEntry extends Asked {
  log: number;
  /** The entry's number in this game, from 1. */
  n: number;
  /** When (the host's clock, UTC). */
  at: string;
  /** What Jukas read of the table. */
  snapshot?: Snapshot;
  /** What he decided: the headline, the criteria's figures, every effect (the details too), the target, the choice left waiting. */
  headline?: string;
  ranking?: RankRound[];
  effects?: Effect[];
  target?: TargetResult;
  choice?: PendingChoice;
  warnings?: string[];
  /** What moved, as it was carried out (ids of pieces taken out included). */
  steps?: StepDone[];
  /** Why the steps stopped short, if they did. */
  failure?: string;
  /** undo: the action it put back, or the choice it cancelled. */
  undone?: string;
  /** The entry alone was over LOG_CAP: kept without its snapshot, effects and steps. */
  trimmed?: boolean;
}

export interface Log {
  /** Each entry's JSON text, oldest first. */
  lines: string[];
  /** Characters of the lines, each with its line break. */
  size: number;
  /** The next entry's number. */
  next: number;
  /** The log players read (issue 41): one plain line per action, oldest first, within NOTES_CAP. */
  notes: string[];
  /** Characters of the notes, each with its line break. */
  notesSize: number;
}

/**
 * The log players read keeps to this many characters: the newest lines that fit, some 25 to 35
 * actions (a line is a headline of at most 15 words, issue 41, with its number and presser: 50 to
 * 110 characters). Issue 41 holds the whole Notebook under 30 KB in a long game, and the guide's
 * tabs take 27.4 KB of it (docs/log.md has the measured figures).
 */
export const NOTES_CAP = 1500;

/** The log players read in the text the game kept: its lines after the header (old JSON entries and blank lines dropped). */
export function notesFrom(log: Log, text: string | undefined): void {
  log.notes = [];
  log.notesSize = 0;
  if (typeof text !== "string" || text === "") return;
  const lines = text.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line === "" || line.substring(0, 1) === "{") continue;
    log.notes.push(line);
    log.notesSize += line.length + 1;
  }
}

/** The plain line of an entry: its number, who pressed, and its headline (an entry with none: the call's name). */
export function noteOf(entry: LogEntry): string {
  const what = entry.headline !== undefined ? entry.headline : controllerWords.undoName(entry.action, entry.params);
  return controllerWords.logLine(entry.n, entry.by, what);
}

/** Adds the entry's plain line and drops the oldest past NOTES_CAP. */
export function appendNote(log: Log, entry: LogEntry): void {
  log.notesSize = pushNewest(log.notes, log.notesSize, noteOf(entry), NOTES_CAP);
}

/** Adds `line` to `lines` (whose text, a newline each, is `size` long), drops the oldest past `cap` (always keeping the newest), and gives the new size. */
function pushNewest(lines: string[], size: number, line: string, cap: number): number {
  lines.push(line);
  let total = size + line.length + 1;
  while (total > cap && lines.length > 1) {
    total -= lines[0].length + 1;
    lines.splice(0, 1);
  }
  return total;
}

/** The log players read as the game keeps it: a header line, then one line per action. */
export function notesText(log: Log): string {
  return controllerWords.notesHeader() + "\n" + log.notes.join("\n");
}

/** The log in the text the game kept: its entries are the lines that start with "{" (a player's own lines are dropped). */
export function logFrom(text: string | undefined, decode: (this: void, text: string) => unknown): Log {
  const log: Log = { lines: [], size: 0, next: 1, notes: [], notesSize: 0 };
  if (typeof text !== "string" || text === "") return log;
  for (const line of text.split("\n")) {
    if (line.substring(0, 1) !== "{") continue;
    log.lines.push(line);
    log.size += line.length + 1;
  }
  const count = log.lines.length;
  log.next = count + 1;
  if (count > 0) {
    const last = decode(log.lines[count - 1]);
    if (isTable(last) && typeof last.n === "number" && last.n >= count && Math.floor(last.n) === last.n) log.next = last.n + 1;
  }
  return log;
}

/** Numbers the entry, keeps its JSON text, and drops the oldest entries past LOG_CAP. */
export function append(log: Log, entry: LogEntry, encode: (this: void, value: unknown) => string): void {
  entry.n = log.next;
  log.next += 1;
  let line = encode(entry);
  if (line.length > LOG_CAP) {
    // A table of huge names: what was asked and decided stays, the bulk goes.
    entry.snapshot = undefined;
    entry.effects = undefined;
    entry.steps = undefined;
    entry.ranking = undefined;
    entry.trimmed = true;
    line = encode(entry);
  }
  log.size = pushNewest(log.lines, log.size, line, LOG_CAP);
}

/**
 * A time in seconds since 1970 (UTC) as "2025-11-29T20:15:03Z", by arithmetic alone: the same on
 * every Lua VM (os.date's formats differ between them) and in JS. The days become a date by
 * H. Hinnant's civil_from_days.
 */
export function isoTime(seconds: number): string {
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86400);
  const rest = s - days * 86400;
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const hour = Math.floor(rest / 3600);
  const minute = Math.floor((rest - hour * 3600) / 60);
  return (
    count(year) +
    "-" +
    two(month) +
    "-" +
    two(day) +
    "T" +
    two(hour) +
    ":" +
    two(minute) +
    ":" +
    two(rest - hour * 3600 - minute * 60) +
    "Z"
  );
}

function two(n: number): string {
  return (n < 10 ? "0" : "") + count(n);
}

/** The params the script API reads (docs/rules.md). */
const PARAM_KEYS = ["priority", "room", "color", "player", "pick", "deck"];

/**
 * The params an action read, as plain data the log can encode: another script may pass anything
 * (an object reference, a function, an infinite number), and JSON.encode raises on those. An
 * action carried out read only plain values, so what it decided is replayed the same.
 */
export function plainParams(params: { [key: string]: unknown } | undefined): { [key: string]: unknown } | undefined {
  if (params === undefined) return undefined;
  const out: { [key: string]: unknown } = {};
  for (const key of PARAM_KEYS) {
    const v = params[key];
    if (typeof v === "string" || typeof v === "boolean" || isFiniteNumber(v)) out[key] = v;
  }
  return out;
}

/** The log as the game keeps it: a header line for players, then the entries. */
export function logText(log: Log): string {
  return controllerWords.logHeader() + "\n" + log.lines.join("\n");
}
