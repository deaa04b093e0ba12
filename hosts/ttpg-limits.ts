/**
 * ttpg-mock held to the limits TTPG's API declarations document where the mock accepts more
 * (issues 30 and 37), so a test sees what TTPG itself would refuse: long descriptions and saved
 * data, a drawing line without a table, an animated addCards; player permissions as documented
 * (an empty slot list is everyone), screen UI changes that apply only through updateScreenUI,
 * player slots 0–19 and −1 for spectators. The mock's prototypes are patched once
 * (`holdToTtpgLimits`, from test/setup-ttpg.ts), shared by the bundled scripts and the tests.
 */
import {
  MockButton,
  MockCard,
  MockContainer,
  MockGameWorld,
  MockGlobalScriptingEvents,
  MockPlayer,
  MockPlayerPermission,
  MockStaticObject,
  mockWorld,
} from "ttpg-mock";
import type { Player, ScreenUIElement, Widget } from "@tabletop-playground/api";

export const DESCRIPTION_MAX = 2000;
export const SAVED_DATA_MAX = 1023;
/** How long an animated insert takes here before the pieces are in (TTPG's own time is not documented). */
export const ANIMATION_MS = 400;

/** The tables laid since the world was last reset. */
const tables = new Set<MockStaticObject>();
let held = false;

type Method = (this: unknown, ...args: unknown[]) => unknown;

function wrap(proto: object, name: string, make: (original: Method) => Method): void {
  const p = proto as { [k: string]: Method };
  p[name] = make(p[name]);
}

/** Patches ttpg-mock's prototypes once; later calls do nothing. */
export function holdToTtpgLimits(): void {
  if (held) return;
  held = true;
  const world = MockGameWorld.prototype;
  const object = MockStaticObject.prototype;
  wrap(
    world,
    "_reset",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        tables.clear();
        return original.apply(this, args);
      },
  );
  wrap(
    world,
    "getTableHeight",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        return tables.size === 0 ? 0 : original.apply(this, args);
      },
  );
  wrap(world, "getAllTables", () => () => [...tables]);
  for (const proto of [world, object]) {
    wrap(
      proto,
      "addDrawingLine",
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          return tables.size === 0 ? false : original.apply(this, args);
        },
    );
    wrap(
      proto,
      "setSavedData",
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          const data = args[0];
          if (typeof data === "string" && data.length > SAVED_DATA_MAX)
            throw new Error(`setSavedData: ${data.length} characters under key "${String(args[1])}", over TTPG's ${SAVED_DATA_MAX}`);
          return original.apply(this, args);
        },
    );
  }
  wrap(
    object,
    "setDescription",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const text = args[0];
        if (typeof text === "string" && text.length > DESCRIPTION_MAX)
          throw new Error(`setDescription: ${text.length} characters, over TTPG's ${DESCRIPTION_MAX}`);
        return original.apply(this, args);
      },
  );
  wrap(
    MockCard.prototype,
    "addCards",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        if (args[3] !== true) return original.apply(this, args);
        if (!(this as MockCard).canAddCards(args[0] as MockCard)) return false;
        const later = [args[0], args[1], args[2], false, args[4]];
        setTimeout(() => original.apply(this, later), ANIMATION_MS);
        return true;
      },
  );
  // ttpg-mock's _reset leaves onPlayerSwitchedSlots' handlers in place: an earlier table's
  // script would hear this table's players switch.
  wrap(
    MockGlobalScriptingEvents.prototype,
    "_reset",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        (this as { onPlayerSwitchedSlots: { clear(): void } }).onPlayerSwitchedSlots.clear();
        return original.apply(this, args);
      },
  );
  holdPermissions();
  holdScreenUIs();
  holdSlots();
  wrap(
    MockContainer.prototype,
    "insert",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        if (args[2] !== true) return original.apply(this, args);
        setTimeout(() => original.apply(this, [args[0], args[1], false]), ANIMATION_MS);
      },
  );
}

/** Lays a table whose top is `height` cm above the floor: drawing lines work from now on. */
export function layTableTop(height: number): MockStaticObject {
  const table = new MockStaticObject({ name: "Table" });
  (mockWorld as unknown as { _tableHeight: number })._tableHeight = height;
  tables.add(table);
  return table;
}

/** TTPG's player slots (Player.getSlot: "a number from 0 to 19, or -1 if the player is a spectator"). */
export const SLOTS = 20;
export const SPECTATOR = -1;

function isSlot(slot: unknown): slot is number {
  return typeof slot === "number" && Number.isInteger(slot) && slot >= 0 && slot < SLOTS;
}

/** What a PlayerPermission holds here (ttpg-mock keeps nothing: every permission is everyone). */
interface Permission {
  /** Empty: "an unrestricted permission for all players" (PlayerPermission.setPlayerSlots). */
  slots: number[];
  /** Empty: "an unrestricted permission for all teams" (setTeams). */
  teams: number[];
  /** "whether the host is included in the permission" (setHost). */
  host: boolean;
}

const permissions = new WeakMap<object, Permission>();

/**
 * A new permission is everyone's, the host included: a ScreenUIElement "by default, it will be
 * shown for all players", and ttpg-mock's value is -1 (every bit). The API does not say how
 * slots, teams and host combine; read here as (slot listed or none listed) and (team listed or
 * none listed), or the host where the host is included: setHost(true) adds the host to a slot
 * list that leaves them out, and a host left out by the slots sees nothing unless included.
 */
function permissionOf(p: object): Permission {
  let held = permissions.get(p);
  if (held === undefined) {
    held = { slots: [], teams: [], host: true };
    permissions.set(p, held);
  }
  return held;
}

/** Whether `permission` includes `player`, as TTPG's PlayerPermission documents it. */
export function permits(permission: object, player: Player): boolean {
  const p = permissionOf(permission);
  const slotOk = p.slots.length === 0 || p.slots.includes(player.getSlot());
  const teamOk = p.teams.length === 0 || p.teams.includes(player.getTeam());
  return (slotOk && teamOk) || (p.host && player.isHost());
}

function holdPermissions(): void {
  const proto = MockPlayerPermission.prototype as unknown as { [k: string]: (this: object, ...args: unknown[]) => unknown };
  proto.setPlayerSlots = function (this: object, ...args: unknown[]) {
    const slots = args[0];
    // The API names slots 0–19 wherever it takes one (setSlotTeam, getPlayerBySlot): a spectator's
    // −1, shared by every spectator, is no slot a permission can list (the stricter reading).
    if (!Array.isArray(slots) || !slots.every(isSlot))
      throw new Error(`PlayerPermission.setPlayerSlots: ${JSON.stringify(slots)} holds a value that is no player slot (0-19)`);
    permissionOf(this).slots = [...slots];
    return this;
  };
  proto.setTeams = function (this: object, ...args: unknown[]) {
    const teams = args[0];
    // Player.getTeam: "the player's team (1-8)".
    if (!Array.isArray(teams) || !teams.every((t) => Number.isInteger(t) && t >= 1 && t <= 8))
      throw new Error(`PlayerPermission.setTeams: ${JSON.stringify(teams)} holds a value that is no team (1-8)`);
    permissionOf(this).teams = [...teams];
    return this;
  };
  proto.setHost = function (this: object, ...args: unknown[]) {
    permissionOf(this).host = args[0] === true;
    return this;
  };
  proto.addPlayer = function (this: object, ...args: unknown[]) {
    const slot = (args[0] as Player).getSlot();
    if (!isSlot(slot)) throw new Error(`PlayerPermission.addPlayer: a player in slot ${slot} (a spectator) has no slot to add`);
    const held = permissionOf(this);
    if (!held.slots.includes(slot)) held.slots.push(slot);
    return this;
  };
  proto.clone = function (this: object) {
    const copy = new MockPlayerPermission();
    const held = permissionOf(this);
    permissions.set(copy, { slots: [...held.slots], teams: [...held.teams], host: held.host });
    return copy;
  };
}

/** A screen UI as TTPG applied it: what addScreenUI or the last updateScreenUI saw. */
export interface AppliedScreenUI {
  widget: Widget;
  positionX: number;
  positionY: number;
  width: number;
  height: number;
  anchorX: number;
  anchorY: number;
  players: object;
}

const applied = new WeakMap<object, AppliedScreenUI>();

function snapshot(ui: ScreenUIElement): AppliedScreenUI {
  const players = new MockPlayerPermission();
  const held = permissionOf(ui.players);
  permissions.set(players, { slots: [...held.slots], teams: [...held.teams], host: held.host });
  const { widget, positionX, positionY, width, height, anchorX, anchorY } = ui;
  return { widget, positionX, positionY, width, height, anchorX, anchorY, players };
}

function screenUIs(): ScreenUIElement[] {
  return (mockWorld as unknown as { _screenUIs: ScreenUIElement[] })._screenUIs;
}

/**
 * ScreenUIElement: "If you want to modify values of the UI element after adding it … you need to
 * call GameWorld.updateScreenUI afterwards to apply the update. You can't modify the widget
 * property as an update"; updateScreenUI "will not do anything if called with a UI element that
 * is not currently part of the global UI elements". What players see is the applied copy.
 */
function holdScreenUIs(): void {
  const world = MockGameWorld.prototype;
  wrap(
    world,
    "addScreenUI",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        applied.set(args[0] as object, snapshot(args[0] as ScreenUIElement));
        return original.apply(this, args);
      },
  );
  wrap(
    world,
    "setScreenUI",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const index = args[0] as number;
        if (index >= 0 && index < screenUIs().length) applied.set(args[1] as object, snapshot(args[1] as ScreenUIElement));
        return original.apply(this, args);
      },
  );
  wrap(
    world,
    "updateScreenUI",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const ui = args[0] as ScreenUIElement;
        if (!screenUIs().includes(ui)) return original.apply(this, args);
        const was = applied.get(ui);
        // The stricter reading of "can't": the test sees the mistake rather than a widget that stays.
        if (was !== undefined && was.widget !== ui.widget)
          throw new Error("updateScreenUI: a screen UI's widget cannot be replaced as an update (ScreenUIElement)");
        applied.set(ui, snapshot(ui));
        return original.apply(this, args);
      },
  );
  wrap(
    MockButton.prototype,
    "_clickAsPlayer",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const player = args[0] as Player;
        const holders = screenUIs().filter((ui) => {
          const at = applied.get(ui);
          return at !== undefined && contains(at.widget, this as Widget);
        });
        if (holders.length > 0 && !holders.some((ui) => permits(applied.get(ui)!.players, player)))
          throw new Error(`${player.getName()} (slot ${player.getSlot()}) clicked a button of a screen UI they are not shown`);
        return original.apply(this, args);
      },
  );
}

function contains(root: Widget | undefined, target: Widget): boolean {
  if (root === undefined) return false;
  if (root === target) return true;
  const any = root as unknown as { getAllChildren?: () => Widget[]; getChild?: () => Widget | undefined };
  if (typeof any.getAllChildren === "function") return any.getAllChildren().some((c) => contains(c, target));
  if (typeof any.getChild === "function") return contains(any.getChild(), target);
  return false;
}

/** The screen UI as TTPG applied it (undefined: not on the screen). */
export function appliedScreenUI(ui: ScreenUIElement): AppliedScreenUI | undefined {
  return screenUIs().includes(ui) ? applied.get(ui) : undefined;
}

/** The screen UIs `player` sees, as TTPG applied them, in the world's order. */
export function screenUIsSeenBy(player: Player): ScreenUIElement[] {
  return screenUIs().filter((ui) => {
    const at = applied.get(ui);
    // ScreenUIElement.players: shown "for all players (except for VR players)".
    return at !== undefined && !player.isUsingVR() && permits(at.players, player);
  });
}

/**
 * Player.switchSlot: "between 0 and 19, or -1 to make the player a spectator"; it "fails if
 * another player already occupies the chosen slot or if the slot number is invalid". getSlot
 * is "a number from 0 to 19, or -1"; isSpectator follows the slot; getPlayerBySlot takes a slot
 * (0-19): a spectator occupies none.
 */
function holdSlots(): void {
  const player = MockPlayer.prototype as unknown as { [k: string]: Method };
  const switchSlot = player.switchSlot;
  player.switchSlot = function (this: unknown, ...args: unknown[]) {
    const slot = args[0];
    if (slot !== SPECTATOR && !isSlot(slot)) return false;
    if (slot !== SPECTATOR && mockWorld.getAllPlayers().some((p) => p !== this && p.getSlot() === slot)) return false;
    return switchSlot.apply(this, args);
  };
  const getSlot = player.getSlot;
  player.getSlot = function (this: unknown) {
    const slot = getSlot.apply(this, []);
    if (slot !== SPECTATOR && !isSlot(slot))
      throw new Error(`a player in slot ${String(slot)}: TTPG's slots are 0-19, or -1 for a spectator`);
    return slot;
  };
  player.isSpectator = function (this: unknown) {
    return (this as Player).getSlot() === SPECTATOR;
  };
  wrap(
    MockGameWorld.prototype,
    "getPlayerBySlot",
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        return isSlot(args[0]) ? original.apply(this, args) : undefined;
      },
  );
}
