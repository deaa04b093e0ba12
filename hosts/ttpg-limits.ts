/**
 * ttpg-mock held to the limits TTPG's API declarations document where the mock accepts more
 * (issue 30), so a test sees what TTPG itself would refuse: long descriptions and saved data, a
 * drawing line without a table, an animated addCards. The mock's prototypes are patched once
 * (`holdToTtpgLimits`, from test/setup-ttpg.ts), shared by the bundled scripts and the tests.
 */
import { MockCard, MockContainer, MockGameWorld, MockStaticObject, mockWorld } from "ttpg-mock";

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
