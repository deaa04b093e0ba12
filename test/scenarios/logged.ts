/**
 * What Jukas's log keeps of each action beside its headline: the details and warnings, with their
 * rule codes (issue 41: the chat says one line per action; a test of the details reads them here).
 */
export function logged(log: string | undefined): string[] {
  const out: string[] = [];
  for (const line of (log ?? "").split("\n")) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as {
      effects?: { kind: string; text?: string; headline?: boolean }[];
      warnings?: string[];
      failure?: string;
    };
    for (const e of entry.effects ?? []) if (e.kind === "announce" && e.headline !== true && e.text !== undefined) out.push(e.text);
    for (const w of entry.warnings ?? []) out.push(w);
    if (entry.failure !== undefined) out.push(entry.failure);
  }
  return out;
}
