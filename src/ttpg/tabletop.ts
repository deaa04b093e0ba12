/**
 * The controller's Tabletop (src/controller/tabletop.ts) on TTPG: read the world, carry steps out, chat and
 * on-screen messages, highlight, show the Crown's buttons and figures, keep Jukas's log, JSON for
 * the saved state. Nothing here decides anything.
 */
import { Color, DrawingLine, GameObject, GameWorld, Player, Text, UIElement, Vector } from "@tabletop-playground/api";
import { Tabletop } from "../controller/tabletop";
import { Performer } from "./perform";
import { LogStore } from "./log-store";
import { readContext, readPieces } from "./read";
import { readTable } from "../table/snapshot";
import { callerOf, playerCalled } from "./seats";
import { AvatarUi, addMenuAction } from "./ui";
import { writeSaved } from "./persist";

/** Tag of the mod's highlight rings (DrawingLine.tag), so only those are ever removed. */
export const HIGHLIGHT_TAG = "brw-jukas-highlight";
const SAY = new Color(0.85, 0.75, 1, 1);
const WARN = new Color(1, 0.6, 0.2, 1);
const RING = new Color(0.84, 0.7, 0.37, 1);
const FIGURES = new Color(0.95, 0.8, 0.35, 1);

export interface TabletopParts {
  world: GameWorld;
  /** The Avatar Card: Jukas's log is kept in its saved data (log-store.ts). */
  card: GameObject;
  ui: AvatarUi;
  performer: Performer;
  /** Where other scripts find the script API's functions (globalThis.jukas). */
  api: { [name: string]: unknown };
}

export function ttpgTabletop(parts: TabletopParts): Tabletop {
  const { world, ui, performer, card } = parts;
  const log = new LogStore(card);
  let lit: string[] = [];
  let figures: UIElement[] = [];
  const print = (text: string, warning: boolean) => world.broadcastChatMessage(text, warning ? WARN : SAY);
  const broadcast = (text: string, warning: boolean) => {
    print(text, warning);
    for (const player of world.getAllPlayers()) player.showMessage(text);
  };
  return {
    readPieces: (need) => readPieces(world, need.tags),
    read: (pieces, ctx) => readTable(pieces, ctx),
    context: () => readContext(world),
    perform: (steps, done) => performer.perform(steps, done),
    broadcast,
    print,
    tell: (colour, text) => {
      const player = playerCalled(world, colour);
      if (player !== undefined && player.isValid()) {
        player.sendChatMessage(text, WARN);
        player.showMessage(text);
      } else broadcast(text, true);
    },
    highlight: (ids) => {
      for (const id of lit) unring(world.getObjectById(id));
      lit = [];
      for (const id of ids) {
        const obj = world.getObjectById(id);
        if (obj === undefined || !obj.isValid()) continue;
        // TTPG adds no line where the game has no table, or the table holds too many lines.
        if (ring(obj)) lit.push(id);
      }
    },
    showChoice: (candidates) => ui.showChoice(candidates),
    showFigures: (marks) => {
      for (const old of figures) world.removeUIElement(old);
      figures = [];
      for (const mark of marks) {
        const obj = world.getObjectById(mark.id);
        if (obj === undefined || !obj.isValid()) continue;
        figures.push(label(world, obj, mark.lines.join("\n")));
      }
    },
    readLog: () => (card.isValid() ? log.read() : undefined),
    writeLog: (text) => {
      if (card.isValid()) log.write(text);
    },
    now: () => Date.now() / 1000,
    showCard: (state) => ui.showCard(state),
    addMenuItem: (id, item, onClick) => {
      const obj = world.getObjectById(id);
      if (obj === undefined || !obj.isValid()) return false;
      // A card deleted (or a script reloaded) leaves its handlers on the objects: they stay quiet.
      // Every click is a player's, seat colour or not (seats.ts).
      addMenuAction(obj, item, (player: Player) => {
        if (card.isValid()) onClick(callerOf(player));
      });
      return true;
    },
    register: (name, fn) => {
      parts.api[name] = (params?: unknown) => fn(params);
    },
    keep: (state) => {
      if (card.isValid()) writeSaved(card, state);
    },
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Text floating above a piece, in the world (not on the piece: a Rebuilt Room lies face down,
 * and what is drawn on it would face the table).
 */
function label(world: GameWorld, obj: GameObject, text: string): UIElement {
  const ui = new UIElement();
  ui.widget = new Text().setText(text).setFontSize(24).setTextColor(FIGURES);
  const at = obj.getPosition();
  ui.position = new Vector(at.x, at.y, at.z + obj.getExtent(false, false).z + 1);
  ui.scale = 0.25;
  world.addUI(ui);
  return ui;
}

/**
 * A gold ring around the piece, drawn on it (TTPG has no object highlight for scripts); false when
 * TTPG did not add it.
 */
function ring(obj: GameObject): boolean {
  const extent = obj.getExtent(false, false);
  const radius = Math.max(extent.x, extent.y) * 1.1;
  const line = new DrawingLine();
  line.points = [];
  for (let k = 0; k <= 24; k++) {
    const a = (k / 24) * 2 * Math.PI;
    line.points.push(new Vector(radius * Math.cos(a), radius * Math.sin(a), extent.z + 0.1));
  }
  line.color = RING;
  line.thickness = 0.4;
  line.tag = HIGHLIGHT_TAG;
  return obj.addDrawingLine(line);
}

/**
 * Removes every ring an earlier run of the script drew: a saved game keeps them, and the new run
 * does not know where they are (it highlights anew, and clears only its own). Once, at start.
 */
export function clearRings(world: GameWorld): void {
  for (const obj of world.getAllObjects(true)) unring(obj);
}

function unring(obj: GameObject | undefined): void {
  if (obj === undefined || !obj.isValid()) return;
  const lines = obj.getDrawingLines();
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i].tag === HIGHLIGHT_TAG) obj.removeDrawingLine(i);
  }
}
