/**
 * JSON for files people diff: indented like `JSON.stringify(v, null, 2)`, except that an object
 * or array whose one-line form is short (a Transform, a colour, a tag list) stays on one line.
 */
export function formatJson(value: unknown, width = 140): string {
  return format(value, "", "", width) + "\n";
}

function format(value: unknown, indent: string, prefix: string, width: number): string {
  const line = inline(value);
  if (value === null || typeof value !== "object" || indent.length + prefix.length + line.length <= width) return line;
  const inner = indent + "  ";
  if (Array.isArray(value)) {
    return "[\n" + value.map((v) => inner + format(v, inner, "", width)).join(",\n") + "\n" + indent + "]";
  }
  const entries = defined(value as Record<string, unknown>);
  return (
    "{\n" +
    entries.map(([k, v]) => inner + JSON.stringify(k) + ": " + format(v, inner, JSON.stringify(k) + ": ", width)).join(",\n") +
    "\n" +
    indent +
    "}"
  );
}

function inline(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return "[" + value.map(inline).join(", ") + "]";
  return (
    "{" +
    defined(value as Record<string, unknown>)
      .map(([k, v]) => JSON.stringify(k) + ": " + inline(v))
      .join(", ") +
    "}"
  );
}

function defined(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined);
}
