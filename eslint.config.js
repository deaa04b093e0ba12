// ESLint: typescript-eslint's recommended rules, the layers (eslint-plugin-boundaries: it runs
// inside ESLint, so one command and any editor show a wrong import where it is written), and no
// import cycle in src/ or hosts/ (eslint-plugin-import-x). The layers: CONTRIBUTING.md.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Each folder of src/ is a layer; what each may import of ours is below. */
const LAYERS = [
  { type: "words", pattern: "src/words" },
  { type: "core", pattern: "src/core" },
  { type: "table", pattern: "src/table" },
  { type: "tagging", pattern: "src/tagging" },
  { type: "cards", pattern: "src/cards" },
  { type: "controller", pattern: "src/controller" },
  { type: "tts", pattern: "src/tts" },
  { type: "ttpg", pattern: "src/ttpg" },
];

/** What each layer may import of ours. words/ is the leaf every layer uses for its sentences. */
const ALLOWED = {
  core: ["core", "words"],
  table: ["table", "core", "words"],
  tagging: ["tagging", "table", "core", "words"],
  cards: ["cards", "core", "words"],
  controller: ["controller", "tagging", "table", "core", "words"],
  tts: ["tts", "controller", "tagging", "table", "core", "words"],
  ttpg: ["ttpg", "controller", "tagging", "table", "core", "words"],
};

const to = (types) => ({ to: { element: { types: { anyOf: types } } } });

const POLICIES = [
  ...Object.entries(ALLOWED).map(([from, types]) => ({ from: { element: { type: from } }, allow: to(types) })),
  // words/ may name the types of the layers it words (a Priority), never their values.
  { from: { element: { type: "words" } }, allow: to(["words"]) },
  { from: { element: { type: "words" } }, allow: { ...to(["core", "table"]), dependency: { kind: "type" } } },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "build/**", "**/*.lua", "**/*.cjs", "**/*.mjs", "**/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    rules: {
      // TSTL's Lua and TTS's API need `this: void` parameters and declaration merging.
      "@typescript-eslint/no-namespace": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // MoonSharp may give a bare `local x` the loop's table: every local starts with a value (docs/moonsharp.md).
      "no-useless-assignment": "off",
      // A handler defined before the object it closes over is assigned (src/ttpg/start.ts).
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ["src/**/*.ts", "hosts/**/*.ts"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/elements": LAYERS.map((l) => ({ type: l.type, pattern: l.pattern })),
      "boundaries/include": ["src/**/*.ts"],
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: POLICIES }],
      // It skips type-only imports and has no option to count them: test/lint/cycles.test.ts
      // holds hosts/ to no circle at all.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
