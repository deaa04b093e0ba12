/**
 * Jukas's log (src/controller/log.ts) in the Avatar Card's saved data, line by line: TTPG sends
 * saved data to every client, so only what changed is written. Each line has its own slot,
 * "jukas.log.l<slot>", and "jukas.log.index" lists the slots in order ("3,4,0,1"); a freed slot is
 * used again, and a log kept whole ("jukas.log.0", …) is read once and replaced at the next write.
 */
import { GameObject } from "@tabletop-playground/api";
import { LOG_KEY, readSaved, writeSaved } from "./persist";

export const INDEX_KEY = LOG_KEY + ".index";
const LINE_KEY = LOG_KEY + ".l";

type SavedData = Pick<GameObject, "getSavedData" | "setSavedData">;

interface Kept {
  lines: string[];
  slots: number[];
  /** The log's text as an earlier version kept it whole (none written line by line yet). */
  whole?: string;
}

export class LogStore {
  private kept: Kept | undefined;

  constructor(private obj: SavedData) {}

  /** The log's text as last written ("" for none). */
  read(): string {
    const kept = this.load();
    return kept.whole !== undefined ? kept.whole : kept.lines.join("\n");
  }

  /** Keeps `text`, writing only the lines that changed. */
  write(text: string): void {
    const kept = this.load();
    const now = text === "" ? [] : text.split("\n");
    const { head, dropped } = diff(kept.lines, now);
    const freed = kept.slots.splice(head, dropped);
    kept.lines.splice(head, dropped);
    for (const slot of freed) writeSaved(this.obj, "", LINE_KEY + slot);
    for (let i = kept.lines.length; i < now.length; i++) {
      const slot = freeSlot(kept.slots);
      writeSaved(this.obj, now[i], LINE_KEY + slot);
      kept.slots.push(slot);
      kept.lines.push(now[i]);
    }
    if (kept.whole !== undefined) writeSaved(this.obj, "", LOG_KEY);
    kept.whole = undefined;
    writeSaved(this.obj, kept.slots.join(","), INDEX_KEY);
  }

  private load(): Kept {
    if (this.kept !== undefined) return this.kept;
    const index = readSaved(this.obj, INDEX_KEY);
    if (index === "") {
      // No line written line by line yet: the whole text of an earlier version, if any, is
      // read as it is, and written line by line at the next write.
      const old = readSaved(this.obj, LOG_KEY);
      this.kept = { lines: [], slots: [] };
      if (old !== "") this.kept.whole = old;
      return this.kept;
    }
    const slots = index.split(",").map(Number);
    this.kept = { lines: slots.map((s) => readSaved(this.obj, LINE_KEY + s)), slots };
    return this.kept;
  }
}

/**
 * How `now` follows from `was`: the lines both start with (`head`: the log's header), then
 * `dropped` lines of `was` gone (the oldest entries), the rest of `was` kept, and new lines after.
 * Text that does not follow so is `was` all dropped after the head, and written anew.
 */
export function diff(was: string[], now: string[]): { head: number; dropped: number } {
  let head = 0;
  while (head < was.length && head < now.length && was[head] === now[head]) head++;
  for (let dropped = 0; dropped < was.length - head; dropped++) {
    if (continues(was, head + dropped, now, head)) return { head, dropped };
  }
  return { head, dropped: was.length - head };
}

/** Whether was[from..] is where now[at..] starts. */
function continues(was: string[], from: number, now: string[], at: number): boolean {
  if (was.length - from > now.length - at) return false;
  for (let i = from; i < was.length; i++) if (was[i] !== now[at + i - from]) return false;
  return true;
}

/** The smallest slot not in use. */
function freeSlot(slots: number[]): number {
  let slot = 0;
  while (slots.indexOf(slot) >= 0) slot++;
  return slot;
}
