/**
 * A TTPG table of ttpg-mock objects, and the bundled scripts (dist/ttpg/Scripts) running on it as
 * TTPG runs them: CommonJS, `require("@tabletop-playground/api")` answered with the mock plus
 * `refObject`. Pieces become mock objects the way the package makes them (tools/ttpg/package.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { Color } from "@tabletop-playground/api";
import { MockCard, MockCardDetails, MockCardHolder, MockContainer, MockGameObject, MockPlayer, mockWorld } from "ttpg-mock";
import type { TableContext } from "../src/controller/tabletop";
import type { Piece } from "../src/table/pieces";
import { toWorld } from "../src/ttpg/coords";
import { slotOfColour } from "../src/ttpg/seats";
import { writeCardFile } from "../src/ttpg/card-file";

const requireHere = createRequire(import.meta.url);

/** The checkout: this file's folder's parent. */
const ROOT = resolve(__dirname, "..");
export const SCRIPTS_DIR = join(ROOT, "dist", "ttpg", "Scripts");

const codeCache: { [file: string]: string } = {};

/** Runs a bundled script (Scripts/NAME) with `refObject` set, as TTPG runs an object's script. */
export function runScript(file: string, refObject: unknown, dir = SCRIPTS_DIR): unknown {
  const path = join(dir, file);
  const code = (codeCache[path] ??= readFileSync(path, "utf8"));
  const api = requireHere("@tabletop-playground/api");
  const scoped = { ...api, refObject, refPackageId: "brw-jukas-test" };
  const module = { exports: {} as unknown };
  const require = (name: string) => (name === "@tabletop-playground/api" ? scoped : requireHere(name));
  new Function("require", "module", "exports", code)(require, module, module.exports);
  return module.exports;
}

export interface Said {
  to: string;
  text: string;
  color: Color;
  /** Also shown on the screen (Player.showMessage), not only in the chat. */
  screen: boolean;
}

/** Deals the world's chat into a list. */
export function listenToChat(said: Said[]): void {
  (mockWorld as unknown as { broadcastChatMessage: (m: string, c: Color) => void }).broadcastChatMessage = (text, color) =>
    void said.push({ to: "all", text, color, screen: false });
}

const PILE_TAGS = ["BRW:JukasCommand", "BRW:JukasEvocation", "BRW:JukasEvent"];

function tokenTags(container: Piece): string[] {
  if (container.tags.includes("BRW:VortexPool")) return ["BRW:Vortex"];
  return container.tags;
}

/**
 * Pieces whose footprint the adapter reads (getExtent(true, …)). TTPG answers the axis-aligned
 * box of the turned object; ttpg-mock turns the half-extent vector instead (a narrower, wrong
 * box for a tile turned by 27°: found by test/fuzz/tabletops.test.ts). So these are laid
 * unturned, their footprint as their size: the box the mock reads is the footprint.
 */
const AREA_TAGS = ["BRW:Room", "BRW:Cell", "BRW:MageCard"];

function common(p: Piece) {
  const sizeX = Math.max(0.1, p.footprint!.maxX - p.footprint!.minX);
  const sizeZ = Math.max(0.1, p.footprint!.maxZ - p.footprint!.minZ);
  const area = AREA_TAGS.some((t) => p.tags.includes(t));
  return {
    id: p.id,
    name: p.name,
    tags: [...p.tags],
    position: toWorld({ x: p.x, y: p.y, z: p.z }),
    rotation: [0, area ? 0 : p.rotY, 0] as [number, number, number],
    // World x is the piece's z, world y its x (coords.ts).
    _modelSize: [sizeZ, sizeX, 0.2] as [number, number, number],
    savedData: p.value === undefined ? undefined : { value: String(p.value) },
  };
}

/**
 * A piece's notes on its object as the package keeps them: the Avatar Card's card file in its
 * saved data (src/ttpg/card-file.ts), any other in its description; both through TTPG's setters,
 * held to their limits (hosts/ttpg-limits.ts). A pile's cards keep theirs in their card metadata.
 */
function dress(obj: MockGameObject, p: Piece): void {
  if (p.notes === undefined || PILE_TAGS.some((t) => p.tags.includes(t))) return;
  if (p.tags.includes("BRW:Avatar")) writeCardFile(obj, p.notes);
  else obj.setDescription(p.notes);
}

/** One mock object per piece; returns them by id. */
export function layPieces(pieces: Piece[]): Map<string, MockGameObject> {
  const out = new Map<string, MockGameObject>();
  for (const p of pieces) {
    const c = common(p);
    let obj: MockGameObject;
    if (PILE_TAGS.some((t) => p.tags.includes(t))) {
      // Jukas's card piles: each card's id in its card metadata; listed top first, so a face-down
      // stack holds them back to front (its top is its back). Default card size, as the deck's.
      const { _modelSize, ...pile } = c;
      void _modelSize;
      const items = p.container ? p.contents! : [{ id: p.id, name: p.name, tags: p.tags, notes: p.notes }];
      const details = items.map((item) => new MockCardDetails({ name: item.name, metadata: item.notes ?? "", tags: [...item.tags] }));
      if (p.faceDown) details.reverse();
      obj = new MockCard({ ...pile, description: "", isFaceUp: !p.faceDown, cardDetails: details });
    } else if (p.tags.includes("BRW:ForgottenSpells")) {
      // A deck keeps the default card size: cards taken off it go back onto it (addCards checks sizes).
      const { _modelSize, ...deck } = c;
      void _modelSize;
      obj = new MockCard({
        ...deck,
        isFaceUp: false,
        cardDetails: Array.from({ length: p.quantity }, () => new MockCardDetails({ name: "Forgotten Spell", tags: [...p.tags] })),
      });
    } else if (p.container) {
      const items: MockGameObject[] = [];
      for (let k = 0; k < p.quantity; k++) {
        const item = p.contents![k];
        const tags = item?.tags.length ? [...item.tags] : tokenTags(p);
        const name = item?.name ?? "";
        items.push(
          new MockCard({
            id: item?.id ?? p.id + "-" + (k + 1),
            name,
            tags,
            isFaceUp: true,
            cardDetails: [new MockCardDetails({ name, tags: [...tags] })],
          }),
        );
      }
      obj = new MockContainer({ ...c, items });
    } else if (p.tags.includes("BRW:Mage") || p.tags.includes("BRW:Power") || p.tags.includes("BRW:Damage")) {
      obj = new MockGameObject({ ...c, rotation: [0, p.rotY, p.faceDown ? 180 : 0] });
    } else {
      const cardDetails = Array.from({ length: Math.max(1, p.quantity) }, () => new MockCardDetails({ name: p.name, tags: [...p.tags] }));
      obj = new MockCard({ ...c, isFaceUp: !p.faceDown, cardDetails });
    }
    dress(obj, p);
    out.set(p.id, obj);
  }
  return out;
}

export interface Seat {
  colour: string;
  player: MockPlayer;
  hand: MockCardHolder;
  told: Said[];
}

/** A player per seated colour, each with a hand (a card holder of their slot); `said` gets what each is told. */
export function seatPlayers(context: TableContext, said: Said[]): Map<string, Seat> {
  const seats = new Map<string, Seat>();
  for (const colour of context.seated) {
    const slot = slotOfColour(colour);
    const hand = new MockCardHolder({ id: "hand" + colour, owningPlayerSlot: slot });
    const player = new MockPlayer({ slot, name: colour + " player", isHost: context.host === colour, handHolder: hand });
    const told: Said[] = [];
    player.sendChatMessage = (text: string, color: Color | [number, number, number, number]) => {
      const entry = { to: colour, text, color: color as Color, screen: false };
      told.push(entry);
      said.push(entry);
    };
    // A message on the screen follows its line in the chat (src/ttpg/tabletop.ts): that line is marked.
    player.showMessage = (text: string) => {
      const last = said[said.length - 1];
      if (last !== undefined && last.text === text && (last.to === "all" || last.to === colour)) last.screen = true;
    };
    seats.set(colour, { colour, player, hand, told });
  }
  return seats;
}

/** A player who sits in no seat of the context (to click as someone else). */
export function visitor(colour: string): MockPlayer {
  const player = new MockPlayer({ slot: slotOfColour(colour), name: colour + " visitor" });
  // ttpg-mock seats every player it makes: this one only clicks, so it leaves the world's list
  // (else the table's seats, hence the Crown holder and play order, change under the test).
  const players = (mockWorld as unknown as { _players: MockPlayer[] })._players;
  const at = players.indexOf(player);
  if (at >= 0) players.splice(at, 1);
  return player;
}
