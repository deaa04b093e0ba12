/**
 * Just enough of JSON Schema (draft 2020-12) to hold data against cards/schema.json in tests,
 * with no schema library: the keywords that file uses. Any other keyword throws, so a schema
 * that outgrows this evaluator is noticed rather than half-checked.
 */
type Schema = Record<string, unknown>;

const IGNORED = ["$schema", "title", "description"];
const KNOWN = [
  "$ref",
  "$defs",
  "type",
  "enum",
  "const",
  "required",
  "properties",
  "additionalProperties",
  "items",
  "minItems",
  "minLength",
  "minimum",
  "anyOf",
  "oneOf",
];

function typeOk(type: string, x: unknown): boolean {
  if (type === "object") return typeof x === "object" && x !== null && !Array.isArray(x);
  if (type === "array") return Array.isArray(x);
  if (type === "string") return typeof x === "string";
  if (type === "integer") return Number.isInteger(x);
  if (type === "number") return typeof x === "number";
  if (type === "boolean") return typeof x === "boolean";
  throw new Error("mini-schema: unknown type " + type);
}

/** Whether `x` is valid against `schema` (within `root`, for $ref). */
export function valid(root: Schema, schema: Schema, x: unknown): boolean {
  for (const key of Object.keys(schema)) {
    if (!IGNORED.includes(key) && !KNOWN.includes(key)) throw new Error("mini-schema: unsupported keyword " + key);
  }
  if (typeof schema.$ref === "string") {
    const m = /^#\/\$defs\/(.+)$/.exec(schema.$ref);
    if (!m) throw new Error("mini-schema: unsupported $ref " + schema.$ref);
    const target = (root.$defs as Record<string, Schema>)[m[1]];
    if (target === undefined) throw new Error("mini-schema: no definition " + schema.$ref);
    if (!valid(root, target, x)) return false;
  }
  if (typeof schema.type === "string" && !typeOk(schema.type, x)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(x)) return false;
  if ("const" in schema && schema.const !== x) return false;
  if (typeof schema.minLength === "number" && typeof x === "string" && x.length < schema.minLength) return false;
  if (typeof schema.minimum === "number" && typeof x === "number" && x < schema.minimum) return false;
  if (Array.isArray(x)) {
    if (typeof schema.minItems === "number" && x.length < schema.minItems) return false;
    if (schema.items !== undefined && !x.every((item) => valid(root, schema.items as Schema, item))) return false;
  }
  if (typeof x === "object" && x !== null && !Array.isArray(x)) {
    const obj = x as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    if (Array.isArray(schema.required) && !schema.required.every((k) => k in obj)) return false;
    for (const [k, v] of Object.entries(obj)) {
      if (k in props) {
        if (!valid(root, props[k], v)) return false;
      } else if (schema.additionalProperties === false) return false;
    }
  }
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((s) => valid(root, s as Schema, x))) return false;
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter((s) => valid(root, s as Schema, x)).length !== 1) return false;
  return true;
}
