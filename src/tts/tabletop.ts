/**
 * The controller's Tabletop on Tabletop Simulator: reading, carrying out, messages, highlights, the
 * card's buttons, the objects' menu items, the script API's globals, the log's Notebook tab.
 * Built once (avatar.ts), complete: nothing assigns to it afterwards.
 */
import { CardState, Tabletop, TableContext } from "../controller/tabletop";
import { readOver, readPieces } from "./read";
import { PIECES_NEED } from "../table/reader";
import { readWellFormed, wellFormedInParts } from "../table/snapshot";
import { perform } from "./perform";
import { NO_CARD_STATE, drawButtons, drawFigures } from "./ui";
import { sameStrings } from "../core/values";
import { liveObject } from "./live";
import { controllerWords } from "../words/controller";
import { addTags, marker, removeTags, sameCard, scanTable } from "./tagging";

const ANNOUNCE = { r: 0.75, g: 0.55, b: 1 };
const WARN = { r: 1, g: 0.6, b: 0.2 };
const HIGHLIGHT = { r: 0.75, g: 0.3, b: 1 };

const G = _G as unknown as { [name: string]: unknown };

/** The host, and what the card's own buttons show for avatar.ts's click functions. */
export interface TtsTabletop extends Tabletop {
  /** The Crown's choice's candidate on button n (1-based), if one shows. */
  candidate(this: void, n: number): string | undefined;
  /** The card's buttons drawn, unless they have been already (onLoad: a controller with no waiting choice drew none). */
  drawOnce(this: void): void;
}

export function ttsTabletop(card: TTSObject): TtsTabletop {
  /** The Crown's choice buttons on the card now; undefined before the buttons are first drawn. */
  let candidates: string[] | undefined = undefined;
  /** What the card's own buttons show (I11's toggle, a waiting proposal); undefined before the controller says. */
  let cardState: CardState | undefined = undefined;
  const redraw = () => drawButtons(card, candidates === undefined ? [] : candidates, cardState === undefined ? NO_CARD_STATE : cardState);
  /**
   * The moves waiting for the press's rewind point (`holdRewind`): TTS calls storeRewindState's
   * `and_then` once the point is stored (its API, Base; the docs' example makes its changes there),
   * so a press's moves start in it, never before. Undefined when nothing waits.
   */
  let storing: (() => void)[] | undefined = undefined;
  let lit: string[] = [];
  /** Objects that show figures now (by GUID). */
  let marked: string[] = [];
  return {
    readPieces,
    readOver: (area, floor, tag) => readOver(area, floor, PIECES_NEED, tag),
    // read.ts builds each Piece field by field from TTS's API, every field of its type.
    read: (pieces, ctx) => readWellFormed(pieces, ctx),
    // A player's press makes its table a part a frame (press.ts `tableStage`): no frame carries it all.
    readInParts: (pieces, ctx) => wellFormedInParts(pieces, ctx),
    context,
    perform: (steps, done) => {
      const waiting = storing;
      // Steps that move nothing (a Target's) need not wait: the action ends in this frame, as before.
      if (waiting === undefined || steps.length === 0) perform(steps, done);
      else waiting.push(() => perform(steps, done));
    },
    broadcast: (text, warning) => {
      broadcastToAll(text, warning ? WARN : ANNOUNCE);
    },
    print: (text, warning) => {
      printToAll(text, warning ? WARN : ANNOUNCE);
    },
    scan: () => scanTable(card),
    addTags,
    removeTags,
    mark: marker(card),
    tell: (color, text) => {
      const player = Player[color as PlayerColor];
      if (player !== undefined && player !== null && player.seated) broadcastToColor(text, color as PlayerColor, WARN);
      else broadcastToAll(text, WARN);
    },
    highlight: (ids) => {
      for (const id of lit) {
        const obj = getObjectFromGUID(id);
        if (obj !== undefined && obj !== null && !obj.isDestroyed()) obj.highlightOff(HIGHLIGHT);
      }
      lit = [...ids];
      for (const id of lit) {
        const obj = getObjectFromGUID(id);
        if (obj !== undefined && obj !== null) obj.highlightOn(HIGHLIGHT);
      }
    },
    showChoice: (list) => {
      // Every action ends by showing its choice, most often none again: redraw only a change.
      if (candidates !== undefined && sameStrings(candidates, list)) return;
      candidates = [...list];
      redraw();
    },
    showCard: (state) => {
      if (sameCard(cardState, state)) return;
      cardState = state;
      // Before the first draw (onLoad), the first draw shows it.
      if (candidates !== undefined) redraw();
    },
    candidate: (n) => {
      if (candidates === undefined) return undefined;
      return candidates[n - 1];
    },
    drawOnce: () => {
      if (candidates !== undefined) return;
      candidates = [];
      redraw();
    },
    // TTS saves no script's menu items (TTS-FACTS): controller/menus.ts adds them at load and after presses.
    addMenuItem: (id, item, onClick) => {
      const obj = liveObject(id);
      if (obj === undefined) return false;
      obj.addContextMenuItem(item.label, (playerColor: string) => {
        onClick(playerColor);
      });
      return true;
    },
    // Other scripts call `avatar.call(name, params)`: a global of the card's script.
    register: (name, fn) => {
      G[name] = (params: unknown) => fn(params);
    },
    nextFrame: (fn) => {
      Wait.frames(fn, 1);
    },
    showFigures: (marks) => {
      // Most actions end with no choice, as the last one did: nothing to draw, nothing to look up.
      if (marks.length === 0 && marked.length === 0) return;
      marked = drawFigures(card, marked, marks);
    },
    // The entries (JSON, up to LOG_CAP) go in the card's memo, "a string where you may persist
    // user-data associated with the object. Tabletop Simulator saves this field, but otherwise does
    // not use it" (its API, Object): in the save file, off every player's Notebook. A save of an
    // earlier version kept them in the Notebook tab: they are read there once.
    readLog: () => {
      const memo = card.memo;
      if (typeof memo === "string" && memo !== "") return memo;
      const tab = logTab();
      return tab === undefined ? undefined : tab.body;
    },
    writeLog: (text) => {
      card.memo = text;
    },
    readNotes: () => {
      const tab = logTab();
      return tab === undefined ? undefined : tab.body;
    },
    writeNotes: (text) => {
      const tab = logTab();
      if (tab === undefined) Notes.addNotebookTab({ title: controllerWords.logTitle(), body: text, color: "Grey" });
      else Notes.editNotebookTab({ index: tab.index, body: text });
    },
    now: () => os.time(),
    // A rewind point before the press (when the table changed since the last), none during it.
    holdRewind: () => {
      const waiting: (() => void)[] = [];
      storing = waiting;
      // Whether or not TTS stored a point (success), the moves go on: a press never hangs on it.
      storeRewindState(() => {
        if (storing === waiting) storing = undefined;
        for (const start of waiting) start();
      }, true);
    },
    releaseRewind: () => {
      allowRewindStore();
      storeRewindState(() => undefined, false);
    },
    encode: (value) => JSON.encode(value),
    decode: (text) => {
      // TTS's JSON.decode raises on garbage: a foreign script_state must never be a script error.
      const [ok, value] = pcall(() => JSON.decode(text));
      return ok ? value : undefined;
    },
  };
}

/** The Notebook tab that keeps the log players read (TTS saves the Notebook with the game), found by its title: players may add, move or remove tabs. */
function logTab(): NotebookTab | undefined {
  const tabs = Notes.getNotebookTabs();
  if (tabs === undefined || tabs === null) return undefined;
  const title = controllerWords.logTitle();
  for (const tab of tabs) if (tab.title === title) return tab;
  return undefined;
}

/** Who sits where, who hosts, and TTS's turn order when its turns are on, as they are now. */
function context(): TableContext {
  const seated: string[] = [];
  for (const color of getSeatedPlayers()) seated.push(color);
  const ctx: TableContext = { seated };
  for (const player of Player.getPlayers()) {
    // One host per game: stop there.
    if (player.host) {
      ctx.host = player.color;
      break;
    }
  }
  if (Turns.enable) ctx.turnOrder = turnOrder();
  return ctx;
}

/**
 * TTS's turn order as TTS gives it (its API, Turns: `getTurnOrder()` "Returns the current turn
 * order", automatic or custom alike), turned round when `Turns.reverse_order` ("reversing turn
 * rotation direction") is on.
 */
function turnOrder(): string[] {
  const order: string[] = [];
  const given = Turns.getTurnOrder();
  if (given !== undefined && given !== null) for (const color of given) order.push(color);
  if (!Turns.reverse_order) return order;
  const reversed: string[] = [];
  for (let i = order.length - 1; i >= 0; i--) reversed.push(order[i]);
  return reversed;
}
