/**
 * What a player should not read where they read it (issues 28, 41): rule codes, tags, setting
 * names and JSON (they stay in the guide, the tooltips and the log), developer words or GUIDs.
 */

import type { Message } from "../../hosts/fake-tts/types";

/** A rule code: "R13", "I10", "R11c", "L2", "Priority 3". */
export const RULE_CODE = /\b[RIL]\d{1,2}[a-z]?\b|\bPriority \d\b/;

/** Paths and file names, commands, the script API, internal ids. */
export const DEVELOPER: RegExp[] = [
  /\bnpm\b/,
  /\bnode\b/,
  /\bREADME\b/,
  /avatar\.call/,
  /\bdocs\//,
  /\bsrc\//,
  // A file a player copies (Jukas.json) is theirs to know; the code's files are not.
  /\.(ts|mjs|md|lua)\b/,
  /\bGUID\b/,
  /script_state/,
  /--\w/,
];

/**
 * "script": no message of an action names the mod's machinery (the Notebook's guide, for whoever
 * sets a table up, says the Avatar Card carries the script: src/words/ as a whole is not held to it).
 */
export const SCRIPT = /\bscripts?\b/i;

/** A TTS GUID as a message would show one: six hex digits with a digit and a letter ("c908cf"). */
export const GUID = /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6}\b/;

/** A rule code anywhere a player reads (issue 41): "R13", "(I10)"; "Priority 3" is a headline's slip only. */
export const CODE = /\b[RIL]\d{1,2}[a-z]?\b/;

/** A tag ("BRW:Avatar"). */
export const TAG = /\bBRW:/;

/** JSON: a key in quotes, or a brace ({"card":"ID"}). */
export const JSON_TEXT = /[{}]|"\w+"\s*:/;

/** The settings' names for scripts (src/core/settings.ts). */
export const SETTING_ID = /\b(countJukasAsMage|jukasInstabilityIsBlackRose|effectInTargetRoom|cellMagesAreTargets|anySeatedSettles)\b/;

/**
 * What in `text` a player should not read (issues 28, 41): developer words, a GUID, a rule code,
 * a tag, a setting's name or JSON anywhere; in a headline (`headline`) "Priority 3" too.
 */
export function slips(text: string, headline: boolean): string[] {
  const out: string[] = [];
  for (const r of DEVELOPER) if (r.test(text)) out.push(String(r));
  if (SCRIPT.test(text)) out.push(String(SCRIPT));
  if (GUID.test(text)) out.push("a GUID");
  if (CODE.test(text) || (headline && RULE_CODE.test(text))) out.push("a rule code");
  if (TAG.test(text)) out.push("a tag");
  if (JSON_TEXT.test(text)) out.push("JSON");
  if (SETTING_ID.test(text)) out.push("a setting's name");
  return out;
}

/** What players read: every message to everyone or to one colour (TTS's console is the developer's). */
const READ = new Set(["broadcastToAll", "broadcastToColor", "printToAll", "printToColor", "Player.broadcast", "Player.print"]);

/**
 * Issue 28: no developer word or GUID in anything a player reads, and no rule code in a headline
 * (broadcast to all in the announcement's tint; a warning's tint is orange, r = 1).
 */
export function readSlips(messages: Message[]): string[] {
  const out: string[] = [];
  for (const m of messages) {
    if (!READ.has(m.kind)) continue;
    const tint = m.tint as { r?: number } | undefined;
    const headline = m.kind === "broadcastToAll" && tint !== undefined && tint.r !== undefined && tint.r < 1;
    const found = slips(m.text, headline);
    if (found.length > 0) out.push(`${headline ? "headline" : m.kind} "${m.text}" has ${found.join(", ")}`);
  }
  return out;
}
