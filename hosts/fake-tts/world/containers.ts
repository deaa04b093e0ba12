/**
 * Bags, decks and stacks: what `getObjects`, `takeObject`, `putObject`, `deal` and `shuffle` do.
 * Contents are save data (a contained object is not on the table), index 0 the top; a deck puts
 * a card at the end nearest it in height, as TTS documents. The rules in full: docs/fake-tts.md.
 */
import { copyVec, kindOf, vec } from "./geometry";
import type { FakeObject } from "./objects";
import type { World } from "./world";
import type { LuaData, PlayerColor, SaveObject, Vec3 } from "../types";
import { LuaRaise, type HostValue } from "../values";

/** Runs once a taken object exists (a script's `callback_function`). */
export type Callback = (o: FakeObject) => void;

type Params = { [key: string]: LuaData };

/** A position or rotation parameter: `{x=,y=,z=}` or `{1, 2, 3}`. */
export function vecParam(d: LuaData): Vec3 | undefined {
  if (d === undefined || d === null || typeof d !== "object") return undefined;
  const o = d as { [k: string]: LuaData };
  const arr = Array.isArray(d) ? (d as LuaData[]) : undefined;
  const x = o.x ?? arr?.[0];
  const y = o.y ?? arr?.[1];
  const z = o.z ?? arr?.[2];
  return typeof x === "number" && typeof y === "number" && typeof z === "number" ? { x, y, z } : undefined;
}

function label(o: FakeObject): string {
  return `${o.displayName} (${o.guid})`;
}

/** `getObjects()` of a bag or deck (fields as TTS documents them; index from 0); empty for anything else. */
export function containedInfo(c: FakeObject): HostValue {
  if (!c.contents) return [];
  return c.contents.map((d, index) => ({
    name: d.Nickname ? d.Nickname : d.Name,
    nickname: d.Nickname ?? "",
    description: d.Description ?? "",
    gm_notes: d.GMNotes ?? "",
    memo: d.Memo ?? "",
    guid: d.GUID ?? "",
    index,
    lua_script: d.LuaScript ?? "",
    lua_script_state: d.LuaScriptState ?? "",
    tags: [...(d.Tags ?? [])],
  }));
}

/**
 * `takeObject(params)`: by `guid`, by `index`, else the top (`top = false`: the bottom). The
 * object is on the table at once (spawning), at `position` (default: 2 to the container's +x)
 * with `rotation` (default the container's; a deck's `flip` turns it over); `smooth` (default
 * true) moves it there from the container. Nothing to take: nil and a console line.
 */
export function takeObject(host: World, c: FakeObject, params: Params, callback?: Callback): FakeObject | undefined {
  const smooth = params.smooth !== false;
  if (!c.contents && c.stackCount !== undefined) return takeFromStack(host, c, params, smooth, callback);
  if (!c.contents) throw new LuaRaise(`takeObject: ${label(c)} is not a container`);
  let index: number;
  if (typeof params.guid === "string") {
    index = c.contents.findIndex((d) => d.GUID === params.guid);
    if (index < 0) {
      host.console(`takeObject: no object with GUID ${params.guid} in ${label(c)}`);
      return undefined;
    }
  } else if (typeof params.index === "number") {
    index = params.index;
    if (!Number.isInteger(index) || index < 0 || index >= c.contents.length) {
      host.console(`takeObject: index ${index} is out of range in ${label(c)}`);
      return undefined;
    }
  } else {
    if (c.contents.length === 0) {
      host.console(`takeObject: ${label(c)} is empty`);
      return undefined;
    }
    index = params.top === false ? c.contents.length - 1 : 0;
  }
  const data = c.infinite ? structuredClone(c.contents[index]) : c.contents.splice(index, 1)[0];
  const position = vecParam(params.position) ?? vec(c.position.x + 2, c.position.y, c.position.z);
  const flipped = vec(c.rotation.x, c.rotation.y, c.rotation.z + 180);
  const rotation = vecParam(params.rotation) ?? (params.flip === true && c.kind === "deck" ? flipped : c.rotation);
  const o = spawnTaken(host, c, data, position, rotation, smooth, callback);
  if (c.kind === "deck" && !c.infinite && c.contents.length === 1) deckRemainder(host, c);
  return o;
}

/** A piece taken out of `c` lies at `position`, sliding from `c` when `smooth`; TTS says it left. */
function spawnTaken(
  host: World,
  c: FakeObject,
  data: SaveObject,
  position: Vec3,
  rotation: Vec3,
  smooth: boolean,
  callback?: Callback,
): FakeObject {
  const o = host.spawnData(data, {
    position,
    rotation,
    from: smooth ? copyVec(c.position) : undefined,
    cause: "takeObject",
    onSpawned: callback,
  });
  host.fireEvent("onObjectLeaveContainer", [c, o]);
  return o;
}

/** A deck left with one card: the deck goes, the card lies in its place (the deck's `remainder`). */
function deckRemainder(host: World, deck: FakeObject): void {
  const last = (deck.contents ?? []).splice(0, 1)[0];
  deck.remainder = host.spawnData(last, { position: deck.position, rotation: deck.rotation, cause: "remainder" });
  host.destroy(deck);
}

function takeFromStack(host: World, c: FakeObject, params: Params, smooth: boolean, callback?: Callback): FakeObject {
  const pieceName = c.name.replace(/_Stack$/, "");
  const data: SaveObject = { ...c.toSave(), Name: pieceName, LuaScript: "", LuaScriptState: "" };
  delete data.Number;
  delete data.GUID;
  const position = vecParam(params.position) ?? vec(c.position.x + 2, c.position.y, c.position.z);
  const rotation = vecParam(params.rotation) ?? c.rotation;
  c.stackCount = (c.stackCount ?? 1) - 1;
  if (c.stackCount <= 1) {
    // The last piece stays: the stack becomes a single piece.
    c.stackCount = undefined;
    c.name = pieceName;
    c.setKind(kindOf({ Name: pieceName, CustomImage: c.extra.CustomImage as SaveObject["CustomImage"] }));
  }
  const o = spawnTaken(host, c, data, position, rotation, smooth, callback);
  return o;
}

/**
 * A card put onto a card: TTS forms a deck of the two where the card lay (a new object, without
 * the cards' tags, of the cards' shape), the card put in on top when it is above, and returns it.
 */
function formDeck(host: World, card: FakeObject, o: FakeObject): FakeObject {
  host.captureState(o);
  host.captureState(card);
  const top = o.position.y > card.position.y;
  const contents = top ? [o.toSave(), card.toSave()] : [card.toSave(), o.toSave()];
  const position = copyVec(card.position);
  const rotation = copyVec(card.rotation);
  host.destroy(o);
  host.destroy(card);
  const data = { Name: "Deck", Nickname: "", Tags: [], ContainedObjects: contents } as unknown as SaveObject;
  const deck = host.spawnData(data, { position, rotation, cause: "putObject" });
  // The deck is the shape of its cards (the card it formed on).
  deck.setKind(deck.kind, card.baseSize);
  deck.scale = copyVec(card.scale);
  return deck;
}

/**
 * Whether `o` may enter `container` (events.md): Global's `tryObjectEnterContainer(container,
 * object)` and the container's own `tryObjectEnter(object)`, each "Return `false` to prevent the
 * object entering".
 */
function mayEnter(host: World, container: FakeObject, o: FakeObject): boolean {
  if (!host.allows("tryObjectEnterContainer", [container, o], { global: true, objects: [] })) return false;
  return host.allows("tryObjectEnter", [o], { global: false, objects: [container] });
}

/**
 * `container.putObject(o)`: `o`'s script saves its state, `o` is destroyed and its data goes in.
 * A put the table's scripts refuse (`mayEnter`) leaves `o` where it lies and returns nil: the
 * docs are silent on what a refused put returns, and nil is the stricter reading (a caller
 * cannot take the refused put for done). Two cards forming a deck enter no container: not asked.
 */
export function putObject(host: World, container: FakeObject, o: FakeObject): FakeObject | undefined {
  host.checkAlive(o, "putObject");
  if (o === container) throw new LuaRaise("putObject: an object cannot go into itself");
  const intoStack = container.stackCount !== undefined && o.name === container.name.replace(/_Stack$/, "");
  if ((intoStack || container.contents) && !mayEnter(host, container, o)) {
    host.console(`putObject: ${label(o)} may not enter ${label(container)}`);
    return undefined;
  }
  if (intoStack) {
    container.stackCount = (container.stackCount ?? 1) + 1;
    host.fireEvent("onObjectEnterContainer", [container, o]);
    host.destroy(o);
    return container;
  }
  if (container.kind === "card" && o.kind === "card") return formDeck(host, container, o);
  if (!container.contents) throw new LuaRaise(`putObject: ${label(container)} is not a container (forming stacks is not simulated)`);
  host.captureState(o);
  const data = o.toSave();
  const below = o.position.y <= container.position.y;
  host.fireEvent("onObjectEnterContainer", [container, o]);
  host.destroy(o);
  if (container.kind === "deck" && below) container.contents.push(data);
  else container.contents.unshift(data);
  return container;
}

/** Where the next object dealt to a hand goes: along the zone's x, one unit apart. */
function handSlot(host: World, color: PlayerColor): Vec3 {
  const z = host.handZone(color);
  if (!z) throw new LuaRaise(`deal: ${color} has no hand zone`);
  const incoming = host.tableObjects().filter((o) => o.posMotion && host.handAt(o.posMotion.to) === color).length;
  const k = host.handObjects(color).length + incoming;
  const half = z.size.x / 2 - 1;
  const x = Math.max(-half, Math.min(half, -half + k));
  return vec(z.position.x + x, z.position.y, z.position.z);
}

/** `deal(n, color)`: n objects from the top to that hand (to every seated player's without a colour). */
export function deal(host: World, source: FakeObject, n: number, color?: PlayerColor): void {
  const colors = color ? [color] : host.seatedColors();
  let src = source;
  for (const c of colors) {
    for (let i = 0; i < n; i++) {
      if (src.destroyed) {
        // A deck emptied to one card left that card (its remainder) in its place: deal it too.
        if (!src.remainder || src.remainder.destroyed) return;
        src = src.remainder;
      }
      const slot = handSlot(host, c);
      if (src.contents || src.stackCount !== undefined) {
        if (src.contents && src.contents.length === 0) return;
        takeObject(host, src, { position: { x: slot.x, y: slot.y, z: slot.z } });
      } else {
        // A single object goes itself; nothing is left to deal after it.
        host.moveSmooth(src, slot, false, "deal");
        return;
      }
    }
  }
}

/** Shuffles a container's contents with the host's seeded generator. */
export function shuffle(obj: FakeObject, random: () => number): void {
  const a = obj.contents;
  if (!a) return;
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
}
