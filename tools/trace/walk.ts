/**
 * A press as a walk through the source files: the functions it runs, in the order it runs them,
 * folded into stays (consecutive functions of one file), and the walk's figures. Platform-neutral:
 * the TTS trace (tts.ts) and the TTPG trace (ttpg.ts) each give it the functions they saw run.
 */

/** A function that ran: the source file it is written in (repository path) and its name. */
export interface Visit {
  file: string;
  fn: string;
  /** What tells this function from another of the same name (its place in the built code). */
  id: string;
}

/** Consecutive visits in one file. */
export interface Stay {
  file: string;
  /** The functions it ran, each once, in the order they first ran there. */
  fns: string[];
  /** Whether the press had been in this file before (and left it). */
  returned: boolean;
}

export interface Walk {
  stays: Stay[];
  /** Distinct files, in the order the press first entered them. */
  files: string[];
  /** Stays in a file the press had left before: stays − files. */
  returns: number;
  /** Returns by file, most first. */
  returnsByFile: [string, number][];
}

/** Each function once, where it first runs: the press's functions in the order a reader meets them. */
export function firstRuns(visits: Iterable<Visit>): Visit[] {
  const seen = new Set<string>();
  const out: Visit[] = [];
  for (const v of visits) {
    const key = v.id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** Folds visits into stays; a visit whose file `counts` rejects is passed through (it neither starts nor breaks a stay). */
export function walkOf(visits: Iterable<Visit>, counts: (file: string) => boolean): Walk {
  const stays: Stay[] = [];
  const seen = new Set<string>();
  const files: string[] = [];
  const byFile = new Map<string, number>();
  for (const v of visits) {
    if (!counts(v.file)) continue;
    const last = stays[stays.length - 1];
    if (last !== undefined && last.file === v.file) {
      if (!last.fns.includes(v.fn)) last.fns.push(v.fn);
      continue;
    }
    const returned = seen.has(v.file);
    if (returned) byFile.set(v.file, (byFile.get(v.file) ?? 0) + 1);
    else {
      seen.add(v.file);
      files.push(v.file);
    }
    stays.push({ file: v.file, fns: [v.fn], returned });
  }
  const returnsByFile = [...byFile].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return { stays, files, returns: stays.length - files.length, returnsByFile };
}

/**
 * Whether a file is on a press's own path: the controller and the tabletop adapters. What they
 * call below them (the rules core, the table reader, the tagging, the words) passes through,
 * as a library call does: issue #39's figures (26 files, 51 returns for Teleport 1) count so.
 */
export const onPressPath = (file: string): boolean => /^src\/(controller|tts|ttpg)\//.test(file);

/** The file that drives a press's stages: on the press's path, a return should come back here. */
export const HUB = "src/controller/press.ts";

/** The returns of `walk` that go elsewhere than `hub`, by file, most first. */
export function strayReturns(walk: Walk, hub: string): [string, number][] {
  return walk.returnsByFile.filter(([f]) => f !== hub);
}

/** One line of a press path's figures: its files, stays, returns, and how many went to the hub. */
export function pathLine(walk: Walk, hub: string): string {
  const toHub = walk.returns - strayReturns(walk, hub).reduce((n, [, k]) => n + k, 0);
  return `${walk.files.length} files, ${walk.stays.length} stays, ${walk.returns} returns (${toHub} to ${hub})`;
}

/** The walk as a person reads it: one line per stay, then the figures. */
export function formatWalk(title: string, walk: Walk, notes: string[] = []): string {
  const out: string[] = [title, ""];
  const width = Math.max(0, ...walk.stays.map((s) => s.file.length));
  const number = String(walk.stays.length).length;
  walk.stays.forEach((s, i) => {
    const mark = s.returned ? "↩" : " ";
    out.push(`${String(i + 1).padStart(number)} ${mark} ${s.file.padEnd(width)}  ${s.fns.join(", ")}`);
  });
  out.push("");
  out.push(`files touched: ${walk.files.length}${folders(walk.files)}`);
  out.push(`stays: ${walk.stays.length}`);
  out.push(`returns: ${walk.returns} (↩: a stay in a file the press had left before)`);
  if (walk.returnsByFile.length > 0) out.push(`returns by file: ${walk.returnsByFile.map(([f, n]) => `${f} ${n}`).join(", ")}`);
  for (const n of notes) out.push(n);
  return out.join("\n");
}

/** " (src/table 20, src/controller 14, …)": the files by folder, most first; "" for files in no folder. */
function folders(files: string[]): string {
  const by = new Map<string, number>();
  for (const f of files) {
    const cut = f.lastIndexOf("/");
    if (cut > 0) by.set(f.slice(0, cut), (by.get(f.slice(0, cut)) ?? 0) + 1);
  }
  if (by.size === 0) return "";
  const sorted = [...by].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return ` (${sorted.map(([d, n]) => `${d} ${n}`).join(", ")})`;
}
