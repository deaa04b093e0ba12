/**
 * The scenario Driver on Tabletop Simulator: the fake TTS host (hosts/fake-tts.ts) laid out
 * from the scenario's pieces, the real built Avatar Card script (dist/tts/avatar.lua) running on
 * its card in fengari, and every action done as a player or another script does it: the card's
 * buttons clicked as a colour, "Resolved a Spell here" from the model's context menu, the script
 * API through `call`. Pieces settle as frames run; where they end up is read off the fake objects.
 *
 * How a Piece becomes a TTS object (GUID = the piece's id; nickname, tags, GM Notes; position;
 * face down = rotation z 180):
 * - Room and Cell tiles are hexagonal tiles (`Custom_Tile`, hex type) sized so that `getBounds`
 *   is the piece's footprint. The fake's hexagon has its corners along x at rotation 0, the
 *   layout's along z: the tile is turned 30° more than the piece's `rotY` (the same footprint,
 *   since a hexagon repeats every 60°), so a tile reads back with `rotY + 30`. Nothing reads a
 *   tile's rotation.
 * - A bag (or the Forgotten Spell deck, a `Deck` of cards) holds its `contents`, then as many
 *   made-up pieces as its `quantity` asks: Vortex Tokens (`BRW:Vortex`) in the pool bag, pieces
 *   with the bag's own tags in any other bag (Jukas's Instability: `BRW:Instability` +
 *   `BRW:Jukas`), untagged "Forgotten Spell" cards in the deck.
 * - A piece with a `value` is a `Counter`; a non-container with quantity above 1 a token stack
 *   (`Custom_Token_Stack`); a Mage a model; a Mage Card a card; the Avatar Card a tile; anything
 *   else a token. Every object's size is its footprint (the kind's own height), so `getBounds`
 *   gives the footprint back; a piece whose footprint its object cannot have is an error here.
 * - Every `BRW:Avatar` piece carries the built script (a copied card carries its script); with
 *   none, an untagged tile carries it, as a card whose tag was taken off. `act` calls it from one
 *   more, untagged object's script (see CALLER_LUA); TTS's `call` says nothing of who asked, so
 *   `act`'s `caller` goes nowhere (a click does carry the player's colour).
 * - Every seated colour of the context is a player (the host flagged), with TTS's hand zone.
 */
import { READ_PARTS } from "../../src/table/snapshot";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SPELL_ACTION } from "../../src/controller/buttons";
import { panelControls } from "../../src/controller/panel-view";
import { controlId } from "../../src/tts/panel-xml";
import type { TableContext } from "../../src/controller/tabletop";
import { TAG, type ContentItem, type Piece } from "../../src/table/pieces";
import { readTable } from "../../src/table/snapshot";
import type { Driver, Result, Said } from "../scenarios/driver";
import { ROOT } from "../build/helpers";
import { FakeObject, FakeTTS, type LuaData, type ObjectKind, type ObjectSpec, type PlayerColor, type Vec3 } from "../../hosts/fake-tts";

export const AVATAR_LUA = join(ROOT, "dist", "tts", "avatar.lua");

/** The choice buttons' click functions (src/tts/ui.ts CHOICE_FN). */
const CHOICE_FN = "jukasChoose";
/** The click function of the figures' labels (src/tts/ui.ts FIGURES_FN). */
const FIGURES_FN = "jukasFigures";
/** The tint of the mod's warnings (src/tts/tabletop.ts WARN). */
const WARN = { r: 1, g: 0.6, b: 0.2 };
/** Every tag of docs/rules.md: what src/tts/read.ts asks for, a query per tag. */
const ALL_TAGS = Object.values(TAG);
/** `obj.type` of the containers src/tts/read.ts reads contents from. */
const CONTAINER_TYPES = ["Bag", "Deck", "Infinite"];

/**
 * Another script on the table, calling the card's API as docs/rules.md shows (`avatar.call(name,
 * params)`). TTS looks the name up among the card's globals: a name it lacks raises an error in
 * the caller, never reaching the mod, and the caller's pcall turns it into a refusal.
 */
const CALLER_GUID = "caller";
const CALLER_LUA = `
function callAvatar(p)
  local ok, r = pcall(function() return getObjectFromGUID(p.guid).call(p.name, p.params) end)
  if ok then return r end
  return { ok = false, error = tostring(r) }
end`;

let scriptCache: string | undefined;
const avatarScript = () => (scriptCache ??= readFileSync(AVATAR_LUA, "utf8"));

const SQRT3 = Math.sqrt(3);

export interface TtsTable {
  driver: Driver;
  /** The host as it is now (a reload keeps it; the card's script restarts). */
  tts: FakeTTS;
  /** The object whose script is the Avatar Card's. */
  card: FakeObject;
}

function isHexTile(p: Piece): boolean {
  return p.tags.includes(TAG.room) || p.tags.includes(TAG.cell);
}

/** Half extents along x and z of a unit-radius hexagon whose corners lie at `deg` + 60°·k (x/z plane angles). */
function hexHalf(deg: number): { x: number; z: number } {
  let x = 0;
  let z = 0;
  for (let k = 0; k < 6; k++) {
    const a = ((deg + 60 * k) * Math.PI) / 180;
    x = Math.max(x, Math.abs(Math.cos(a)));
    z = Math.max(z, Math.abs(Math.sin(a)));
  }
  return { x, z };
}

/** Jukas's card piles (docs/save.md): a deck of cards, or a single card. */
const PILES = [TAG.jukasCommand, TAG.jukasEvocation, TAG.jukasEvent];
const isCards = (p: Piece) => p.tags.includes(TAG.forgottenSpells) || PILES.some((t) => p.tags.includes(t));

function kindOf(p: Piece): ObjectKind {
  if (p.container) return isCards(p) ? "deck" : "bag";
  if (PILES.some((t) => p.tags.includes(t))) return "card";
  if (p.value !== undefined) return "counter";
  if (p.quantity > 1) return "stack";
  if (p.tags.includes(TAG.mage)) return "model";
  if (p.tags.includes(TAG.mageCard)) return "card";
  if (p.tags.includes(TAG.avatar)) return "tile";
  return "token";
}

/** Height of each kind (the fake's BASE_SIZES y); the plane size comes from the footprint. */
const HEIGHT: Record<ObjectKind, number> = {
  hexTile: 0.2,
  tile: 0.2,
  board: 0.4,
  card: 0.02,
  deck: 0.02,
  token: 0.2,
  stack: 0.2,
  model: 2,
  bag: 2,
  counter: 0.5,
  other: 1,
};

/** What a container holds: its listed contents, then made-up pieces up to its quantity; a deck's cards are its shape (`size`), as in TTS. */
function contentsOf(p: Piece, size: Vec3): ObjectSpec[] {
  const deck = isCards(p);
  const pool = p.tags.includes(TAG.vortexPool);
  const made = (k: number): ContentItem => {
    if (deck) return { id: p.id + "-" + k, name: "Forgotten Spell", tags: [] };
    if (pool) return { id: p.id + "-" + k, name: "Vortex Token", tags: [TAG.vortex] };
    return { id: p.id + "-" + k, name: p.name, tags: [...p.tags] };
  };
  const out: ObjectSpec[] = [];
  for (let k = 0; k < Math.max(p.quantity, p.contents!.length); k++) {
    const item = p.contents![k] ?? made(k + 1);
    const spec: ObjectSpec = { guid: item.id, nickname: item.name, tags: [...item.tags], kind: deck ? "card" : "token" };
    if (deck) spec.size = { x: size.x, y: HEIGHT.card, z: size.z };
    // A card's id (`{"card":"…"}`), as Jukas's piles carry it.
    if (item.notes !== undefined) spec.gmNotes = item.notes;
    out.push(spec);
  }
  return out;
}

function specOf(p: Piece): ObjectSpec {
  const width = p.footprint!.maxX - p.footprint!.minX;
  const depth = p.footprint!.maxZ - p.footprint!.minZ;
  let kind: ObjectKind = kindOf(p);
  let rotY = p.rotY;
  let size: Vec3 = { x: width, y: HEIGHT[kind], z: depth };
  if (isHexTile(p)) {
    // The layout's hexagon has its corners at 30° + rotY; the fake's, at rotation 0, along x
    // (TTS turns by -rotY in these angles): turned by rotY + 30, the fake's corners lie at
    // -(30 + rotY) + 60°·k, whose bounds are the same (a mirror image about x).
    const half = hexHalf(30 + p.rotY);
    const radius = width / 2 / half.x;
    if (Math.abs(2 * radius * half.z - depth) < 1e-6) {
      kind = "hexTile";
      rotY = p.rotY + 30;
      size = { x: 2 * radius, y: HEIGHT.hexTile, z: SQRT3 * radius };
    } else kind = "tile";
  }
  const spec: ObjectSpec = {
    guid: p.id,
    kind,
    nickname: p.name,
    tags: [...p.tags],
    position: { x: p.x, y: p.y, z: p.z },
    rotation: { x: 0, y: rotY, z: p.faceDown ? 180 : 0 },
    size,
  };
  if (p.notes !== undefined) spec.gmNotes = p.notes;
  if (kind === "counter") spec.counter = p.value;
  if (kind === "stack") spec.quantity = p.quantity;
  if (kind === "bag" || kind === "deck") spec.contents = contentsOf(p, size);
  return spec;
}

/** The bounds TTS reports must be the piece's footprint, or the scenario would not be the same table. */
function checkFootprint(p: Piece, o: FakeObject): void {
  const b = o.bounds;
  const got = [b.center.x - b.size.x / 2, b.center.x + b.size.x / 2, b.center.z - b.size.z / 2, b.center.z + b.size.z / 2];
  const want = [p.footprint!.minX, p.footprint!.maxX, p.footprint!.minZ, p.footprint!.maxZ];
  if (got.some((v, i) => Math.abs(v - want[i]) > 1e-6)) {
    throw new Error(
      `tts-driver: piece ${p.id}'s footprint ${JSON.stringify(want)} cannot be laid as a ${o.kind} (bounds ${JSON.stringify(got)})`,
    );
  }
}

/** `obj.type` as the fake host reports it, for the kinds src/tts/read.ts tells apart. */
function typeOf(o: FakeObject): string {
  if (o.kind === "bag") return o.infinite ? "Infinite" : "Bag";
  if (o.kind === "deck") return "Deck";
  return o.kind === "counter" ? "Counter" : "";
}

/** An object as src/tts/read.ts reads it: the same fields, from what the fake host reports. */
function pieceOf(o: FakeObject): Piece {
  const type = typeOf(o);
  const container = CONTAINER_TYPES.includes(type);
  const q = o.quantity;
  const piece: Piece = {
    id: o.guid,
    name: o.nickname,
    tags: [...o.tags],
    x: o.position.x,
    y: o.position.y,
    z: o.position.z,
    rotY: o.rotation.y,
    footprint: o.footprint,
    faceDown: o.isFaceDown,
    // TTS answers -1 for a single piece.
    quantity: q < 0 ? 1 : q,
    notes: o.gmNotes,
    container,
    contents: container
      ? (o.contents ?? []).map((d) => ({ id: d.GUID ?? "", name: d.Nickname ? d.Nickname : d.Name, tags: [...(d.Tags ?? [])] }))
      : [],
  };
  if (type === "Counter") piece.value = o.counter;
  return piece;
}

function isWarning(tint: LuaData): boolean {
  const t = tint as { r?: number; g?: number; b?: number } | undefined;
  return typeof t === "object" && t !== null && [t.r! - WARN.r, t.g! - WARN.g, t.b! - WARN.b].every((d) => Math.abs(d) < 1e-6);
}

/** The context as src/tts/tabletop.ts reads it: seated colours, the host's flag, TTS's turn order when on. */
function contextOf(tts: FakeTTS): TableContext {
  const ctx: TableContext = { seated: tts.seatedColors(), host: tts.seatedColors().find((c) => tts.seatOf(c)?.host === true) };
  if (tts.turns.enable) ctx.turnOrder = [...tts.turns.order];
  return ctx;
}

export function ttsTable(pieces: Piece[], context: TableContext): TtsTable {
  const tts = new FakeTTS({
    players: context.seated.map((colour) => ({ color: colour as PlayerColor, host: colour === context.host })),
    turns: context.turnOrder === undefined ? {} : { enable: true, order: [...context.turnOrder] },
  });
  let card: FakeObject | undefined = undefined;
  for (const p of pieces) {
    const spec = specOf(p);
    if (p.tags.includes(TAG.avatar)) spec.script = avatarScript();
    const o = tts.addObject(spec);
    checkFootprint(p, o);
    if (tts.handAt(o.position) !== undefined) throw new Error(`tts-driver: piece ${p.id} lies in ${tts.handAt(o.position)}'s hand zone`);
    if (p.tags.includes(TAG.avatar) && card === undefined) card = o;
  }
  if (card === undefined) {
    card = tts.addObject({
      guid: "avatar-untagged",
      kind: "tile",
      nickname: "Jukas Avatar Card (no tag)",
      position: { x: 0, y: 1, z: 150 },
      script: avatarScript(),
    });
  }
  const avatar = card;
  const caller = tts.addObject({
    guid: CALLER_GUID,
    kind: "other",
    nickname: "another script",
    position: { x: 0, y: 1, z: 160 },
    script: CALLER_LUA,
  });
  tts.start();
  tts.runUntilIdle();

  const settle = () => void tts.runUntilIdle();
  const obj = (id: string) => tts.getObject(id);
  /** Pieces on the table: not destroyed, not held in a hand. */
  const onTable = (o: FakeObject | undefined) => o !== undefined && tts.handAt(o.position) === undefined;
  const cardButtons = () => tts.buttons(avatar);
  const click = (label: string, by: string, choice: boolean) => {
    const button = cardButtons().find((b) => b.label === label && b.click_function.startsWith(CHOICE_FN) === choice);
    if (button !== undefined) return tts.clickButton(avatar, button.index, by as PlayerColor);
    // The card keeps a short set (src/tts/ui.ts): the others are the screen panel's.
    const control = choice ? undefined : panelControls().find((c) => c.label === label);
    if (control === undefined) throw new Error("no button " + label + " on the Avatar Card or the screen panel");
    tts.clickUi(controlId(control.id), by as PlayerColor);
  };
  /**
   * Ids a player deletes while the next action's pieces move. A call starts the action's steps
   * in its own frame (the first piece already moving, the others waiting their turn), so the
   * piece is destroyed right then, before the next frame: in mid-move if it moves first, else
   * before the mod reaches it. A frame later would be too late for a piece bound for a bag:
   * `putObject` takes it in at once, without moving it, on the frame its step comes.
   */
  let deleting: string[] = [];
  /** After a call or a click: the action, if it is under way, loses the pieces being deleted. */
  const started = () => {
    if (deleting.length === 0 || tts.isIdle()) return;
    for (const id of deleting) {
      const o = obj(id);
      if (o !== undefined) tts.destroy(o);
    }
    deleting = [];
  };

  const driver: Driver = {
    act: (name, params) => {
      const r = tts.call(caller, "callAvatar", { guid: avatar.guid, name, params: params as never });
      started();
      settle();
      return JSON.parse(JSON.stringify(r ?? null)) as Result;
    },
    press: (label, by) => {
      click(label, by, false);
      // A player's press reads in its frame, makes its table over the next ones and decides in the last.
      tts.tick(READ_PARTS);
      started();
    },
    choose: (pick, by) => {
      click(pick, by, true);
      started();
      settle();
    },
    spellResolved: (colour) => {
      const model = tts.tableObjects().find((o) => o.hasTag(TAG.mage) && !o.hasTag(TAG.jukas) && o.hasTag(colour));
      if (model === undefined) throw new Error("no " + colour + " Mage model");
      tts.contextMenu(model, SPELL_ACTION.label, colour as PlayerColor);
      started();
      settle();
    },
    settle,
    reload: (text) => {
      // A saved game keeps no highlight and no script's button (TTS's save has no such field): a load shows none.
      for (const o of tts.tableObjects()) {
        o.highlights.clear();
        if (o !== avatar) o.buttons = o.buttons.filter((b) => b.params.click_function !== FIGURES_FN);
      }
      tts.reloadScript(avatar, text);
      tts.runUntilIdle();
    },
    handMove: (id, at) => {
      const o = obj(id)!;
      tts.move(o, { x: at.x, y: o.position.y, z: at.z });
      settle();
    },
    deleteWhileMoving: (id) => void deleting.push(id),
    pieces: () =>
      tts
        .tableObjects()
        .filter((o) => ALL_TAGS.some((t) => o.hasTag(t)))
        .map(pieceOf),
    read: () => readTable(driver.pieces(), contextOf(tts)),
    where: (id) => {
      const o = obj(id);
      return onTable(o) ? { x: o!.position.x, z: o!.position.z } : undefined;
    },
    count: (id) => {
      const o = obj(id);
      if (o === undefined) return undefined;
      return o.quantity < 0 ? 1 : o.quantity;
    },
    faceDown: (id) => obj(id)?.isFaceDown,
    value: (id) => obj(id)?.counter,
    hand: (colour) => tts.handObjects(colour as PlayerColor).length,
    said: () => {
      const out: Said[] = [];
      for (const m of tts.messages) {
        const screen = m.kind === "broadcastToAll" || m.kind === "broadcastToColor";
        if (m.kind === "broadcastToAll" || m.kind === "printToAll")
          out.push({ to: "all", text: m.text, warning: isWarning(m.tint), screen });
        else if (m.kind === "broadcastToColor" || m.kind === "printToColor")
          out.push({ to: m.to ?? "", text: m.text, warning: isWarning(m.tint), screen });
      }
      return out;
    },
    choice: () =>
      cardButtons()
        .filter((b) => b.click_function.startsWith(CHOICE_FN))
        .map((b) => b.label),
    highlighted: () =>
      tts
        .tableObjects()
        .filter((o) => o.highlights.size > 0)
        .map((o) => o.guid),
    figures: () =>
      tts
        .tableObjects()
        .flatMap((o) =>
          tts
            .buttons(o)
            .filter((b) => b.click_function === FIGURES_FN)
            .map((b) => ({ id: o.guid, text: b.label })),
        )
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    // The entries, JSON, are in the Avatar Card's memo; the Notebook tab holds plain lines (issue 41).
    log: () => (avatar.memo === "" ? undefined : avatar.memo),
  };
  return { driver, tts, card: avatar };
}

export function ttsDriver(pieces: Piece[], context: TableContext): Driver {
  return ttsTable(pieces, context).driver;
}
