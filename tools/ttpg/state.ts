/**
 * The package's game state, States/Jukas.vts: a new game with TTPG's standard table (a template
 * of the "General" package, which the state requires) and no piece yet; its global script
 * (Scripts/table.js) lays the pieces out on it. Without a table, getTableHeight() is 0 and no
 * drawing line can be added (docs/ttpg.md).
 */

/** TTPG's "General" package (built in), which provides the standard tables. */
export const GENERAL_PACKAGE = { name: "General", guid: "D74C7D5D6745CD565913DAA5FB3E9C93" };
/** The table of TTPG's own empty game, as arcs-ttpg's States/Empty.vts holds it. */
export const TABLE_TEMPLATE = "D7BC36B74A60E6D1B9553B933D953904";

/** The table object: at the origin, unscaled, static. */
export function tableObject(): unknown {
  return {
    objectType: "Table",
    transform: {
      rotation: { x: 0, y: 0, z: 0, w: 1 },
      translation: { x: 0, y: 0, z: 0 },
      scale3D: { x: 1, y: 1, z: 1 },
    },
    simulatingPhysics: true,
    primaryColor: { r: 255, g: 255, b: 255, a: 255 },
    secondaryColor: { r: 0, g: 0, b: 0, a: 255 },
    metallic: 0,
    roughness: 1,
    friction: 0.7,
    restitution: 0.3,
    density: 1,
    surfaceType: "SurfaceType1",
    objectName: "",
    objectDescription: "",
    collisionType: "CB_Static",
    templateId: TABLE_TEMPLATE,
    shouldSnap: true,
    previousPosition: { x: 0, y: 0, z: 0 },
    objectScriptPackage: GENERAL_PACKAGE.guid,
    objectScriptName: "",
    persistentData: "",
    persistentKeyData: {},
    uniqueId: "jukas-table",
    drawingLines: [],
    objectTags: [],
    objectGroupId: -1,
    ownerIndex: -1,
    lightsOn: true,
    bCanBeDamaged: false,
  };
}

/** A new game from this package: the table, the global script that lays the pieces out on it. */
export function gameState(pkg: { name: string; guid: string }): unknown {
  return {
    saveStateVersion: "1.1",
    gameState: {
      measureUnit: 1,
      rotationStep: 45,
      notes:
        "Jukas, the automated Avatar of Black Rose Wars: Rebirth. The table lays itself out when the game starts; " +
        "Jukas's Avatar Card carries his buttons (Setup first).",
      turnInfo: {},
      globalScriptPackage: pkg.guid,
      globalScriptName: "table.js",
      backgroundTexture: { resourceName: "", packageGuid: "00000000000000000000000000000000" },
      spectatorsSeeEverything: false,
      persistentData: "",
      persistentKeyData: {},
      physicsLocked: false,
      alwaysSnap: false,
      liftOverRegular: true,
      gravityMultiplier: 1,
      currentTurn: 0,
    },
    requiredPackages: [{ name: pkg.name, guid: pkg.guid }, GENERAL_PACKAGE],
    objects: [tableObject()],
  };
}
