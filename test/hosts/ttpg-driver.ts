/**
 * The scenario Driver on TTPG: a ttpg-mock world laid out from the scenario's pieces, the bundled
 * Avatar Card script (dist/ttpg/Scripts/avatar.js) running on its card, and every action done as
 * a player does it: buttons clicked on the card's UI, "Resolved a Spell here" on the model's
 * context menu, the API through the global `jukas`. Pieces settle as the script's timers run
 * (vitest's fake timers); where they end up is read off the mock objects themselves.
 */
import { vi } from "vitest";
import { Button, Card, CardHolder, Color, Container, GameObject, Player, Text } from "@tabletop-playground/api";
import { MockButton, MockCard, MockGameObject, mockGlobalEvents, mockWorld } from "ttpg-mock";
import { BUTTONS, CARD_BUTTONS, PROPOSAL_BUTTONS, TABLE_BUTTONS } from "../../src/controller/buttons";
import { settingLineWords } from "../../src/words/settings";
import { SETTINGS } from "../../src/core/settings";
import type { TableContext } from "../../src/controller/tabletop";
import type { Piece } from "../../src/table/pieces";
import { readTable } from "../../src/table/snapshot";
import { toPiece, toWorld } from "../../src/ttpg/coords";
import { counterValue } from "../../src/ttpg/counter";
import { HIGHLIGHT_TAG } from "../../src/ttpg/tabletop";
import { writeSaved } from "../../src/ttpg/persist";
import { LogStore } from "../../src/ttpg/log-store";
import { readContext, readPieces } from "../../src/ttpg/read";
import { SPELL_ACTION_ID, buttonsIn } from "../../src/ttpg/ui";
import type { Driver, Result } from "../scenarios/driver";
import { Said, Seat, layPieces, listenToChat, runScript, seatPlayers, visitor } from "../../hosts/ttpg-table";
import { layTableTop } from "../../hosts/ttpg-limits";

/** Every label of the card's own buttons: any other button on it is a candidate of the Crown's choice. */
const LABELS = BUTTONS.concat(CARD_BUTTONS, TABLE_BUTTONS, PROPOSAL_BUTTONS)
  .map((b) => b.label)
  .concat(SETTINGS.flatMap((s) => [settingLineWords.toggle(s.name, true), settingLineWords.toggle(s.name, false)]));
/** The warning colour of the TTPG host (src/ttpg/tabletop.ts). */
const isWarning = (c: Color) => c.r === 1 && Math.abs(c.g - 0.6) < 1e-6;

export interface TtpgTable {
  driver: Driver;
  card: () => GameObject;
  objects: Map<string, MockGameObject>;
  seats: Map<string, Seat>;
  said: Said[];
  /** Everything the bundled script left on the global `jukas`. */
  api: () => { call: (name: string, params?: unknown, caller?: string) => Result };
}

function gameObjects(): MockGameObject[] {
  return (mockWorld as unknown as { _gameObjects: MockGameObject[] })._gameObjects;
}

/** The object that carries the script: the Avatar Card, or (no card on the table) an untagged one. */
function hostCard(objects: Map<string, MockGameObject>, pieces: Piece[]): MockGameObject {
  const avatar = pieces.find((p) => p.tags.includes("BRW:Avatar"));
  if (avatar !== undefined) return objects.get(avatar.id)!;
  return new MockCard({ id: "avatar-untagged", name: "Jukas Avatar Card (no tag)", position: [0, 150, 1], isFaceUp: true });
}

export function ttpgTable(pieces: Piece[], context: TableContext): TtpgTable {
  vi.useFakeTimers();
  mockWorld._reset();
  // The package's state holds a table (issue 30): without one TTPG draws no highlight ring. Its
  // top at 0 keeps the scenarios' heights as they are.
  layTableTop(0);
  // deleteWhileMoving's lookup, if an earlier table set one (an own property over the mock's method).
  delete (mockWorld as unknown as { getObjectById?: unknown }).getObjectById;
  // The driver's own look-ups: a piece to delete when the mod touches it is not deleted by the test's looking.
  const lookup = mockWorld.getObjectById.bind(mockWorld);
  // The world's events too: an earlier table's script would otherwise hear this table's objects
  // being made, and put its own "Resolved a Spell here" handler on the models beside this one's.
  mockGlobalEvents._reset();
  const said: Said[] = [];
  listenToChat(said);
  const objects = layPieces(pieces);
  const seats = seatPlayers(context, said);
  let card = hostCard(objects, pieces);
  runScript("avatar.js", card);

  const obj = (id: string): GameObject | undefined => {
    const o = lookup(id);
    return o !== undefined && o.isValid() ? o : undefined;
  };
  const onTable = (o: GameObject | undefined) =>
    o !== undefined && o.getContainer() === undefined && !(o instanceof Card && o.isInHolder());
  const playerOf = (colour: string): Player => seats.get(colour)?.player ?? visitor(colour);
  const api = () => (globalThis as unknown as { jukas: { call: (name: string, params?: unknown, caller?: string) => Result } }).jukas;
  const cardButtons = (): Button[] => card.getUIs().flatMap((ui) => buttonsIn(ui.widget));
  const click = (label: string, by: string, only: (b: Button) => boolean = () => true) => {
    // The card keeps a short set (ON_CARD): the others are the screen panel's.
    const button =
      cardButtons().find((b) => b.getText() === label && only(b)) ??
      mockWorld
        .getScreenUIs()
        .flatMap((ui) => buttonsIn(ui.widget))
        .find((b) => b.getText() === label && only(b));
    if (button === undefined) throw new Error("no button " + label + " on the Avatar Card or the screen panel");
    (button as unknown as MockButton)._clickAsPlayer(playerOf(by));
  };
  const settle = () => vi.runAllTimers();
  /**
   * The piece a label floats above (src/ttpg/tabletop.ts puts it straight above the piece's
   * position): of the game's pieces there, the lowest (a model may stand at a tile's centre).
   */
  const below = (at: { x: number; y: number }): string => {
    const there = gameObjects().filter(
      (o) =>
        o.isValid() &&
        onTable(o) &&
        o.getTags().some((t) => t.startsWith("BRW:")) &&
        Math.abs(o.getPosition().x - at.x) < 1e-6 &&
        Math.abs(o.getPosition().y - at.y) < 1e-6,
    );
    there.sort((a, b) => a.getPosition().z - b.getPosition().z);
    return there.length === 0 ? "?" : there[0].getId();
  };

  const driver: Driver = {
    act: (name, params, caller) => {
      const r = api().call(name, params, caller);
      settle();
      return JSON.parse(JSON.stringify(r)) as Result;
    },
    press: (label, by) => click(label, by, () => true),
    choose: (pick, by) => {
      click(pick, by, (b) => !LABELS.includes(b.getText()));
      settle();
    },
    spellResolved: (colour) => {
      const model = gameObjects().find((o) => o.isValid() && o.getTags().includes("BRW:Mage") && o.getTags().includes(colour));
      if (model === undefined) throw new Error("no " + colour + " Mage model");
      model._customActionAsPlayer(playerOf(colour), SPELL_ACTION_ID);
      settle();
    },
    settle,
    reload: (text) => {
      // A saved game loads as new objects with the same ids and saved data, and runs their scripts.
      const old = card as MockGameObject;
      const data = { ...(old as unknown as { _savedData: { [k: string]: string } })._savedData };
      const params = {
        id: old.getId(),
        name: old.getName(),
        description: old.getDescription(),
        tags: old.getTags(),
        position: old.getPosition(),
        rotation: old.getRotation(),
        isFaceUp: true,
      };
      old.destroy();
      gameObjects().splice(gameObjects().indexOf(old), 1);
      // A saved game keeps no script's UI: the figures above the Rooms and the screen panel go
      // with the reload (else the old script's panel would take the clicks meant for the new).
      for (const ui of mockWorld.getUIs()) mockWorld.removeUIElement(ui);
      for (const ui of mockWorld.getScreenUIs()) mockWorld.removeScreenUIElement(ui);
      card = new MockCard({ ...params, savedData: text === undefined ? data : {} });
      if (text !== undefined) writeSaved(card, text);
      runScript("avatar.js", card);
    },
    handMove: (id, at) => {
      const o = obj(id)!;
      o.setPosition(toWorld({ x: at.x, y: toPiece(o.getPosition()).y, z: at.z }));
    },
    deleteWhileMoving: (id) => {
      const find = mockWorld.getObjectById.bind(mockWorld);
      // The script's look-ups only (the driver's use `lookup`).
      mockWorld.getObjectById = (wanted: string) => {
        const o = find(wanted);
        if (wanted === id && o !== undefined && o.isValid()) o.destroy();
        return o;
      };
    },
    pieces: () => readPieces(mockWorld),
    read: () => readTable(readPieces(mockWorld), readContext(mockWorld)),
    where: (id) => {
      const o = obj(id);
      if (!onTable(o)) return undefined;
      const at = toPiece(o!.getPosition());
      return { x: at.x, z: at.z };
    },
    count: (id) => {
      const o = obj(id);
      if (o === undefined) return undefined;
      if (o instanceof Container) return o.getItems().reduce((n, item) => n + (item instanceof Card ? item.getStackSize() : 1), 0);
      return o instanceof Card ? o.getStackSize() : 1;
    },
    faceDown: (id) => {
      const o = obj(id);
      return o instanceof Card ? !o.isFaceUp() : undefined;
    },
    value: (id) => {
      const o = obj(id);
      return o === undefined ? undefined : counterValue(o);
    },
    hand: (colour) => {
      const hand = seats.get(colour)?.hand as CardHolder | undefined;
      return hand === undefined ? 0 : hand.getNumCards();
    },
    said: () => said.map((s) => ({ to: s.to, text: s.text, warning: s.to !== "all" || isWarning(s.color), screen: s.screen })),
    choice: () =>
      cardButtons()
        .map((b) => b.getText())
        .filter((t) => !LABELS.includes(t)),
    highlighted: () =>
      gameObjects()
        .filter((o) => o.isValid() && o.getDrawingLines().some((l) => l.tag === HIGHLIGHT_TAG))
        .map((o) => o.getId()),
    figures: () =>
      mockWorld
        .getUIs()
        .filter((ui) => ui.widget instanceof Text)
        .map((ui) => ({ id: below(ui.position), text: (ui.widget as Text).getText() }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    log: () => {
      // Read afresh from the card's saved data, as a loaded game reads it.
      const text = new LogStore(card).read();
      return text === "" ? undefined : text;
    },
  };
  return { driver, card: () => card, objects, seats, said, api };
}

export function ttpgDriver(pieces: Piece[], context: TableContext): Driver {
  return ttpgTable(pieces, context).driver;
}
