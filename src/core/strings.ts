/**
 * String helpers that run alike in JS, C Lua and MoonSharp 2.0.0.0 on strings of any length.
 * TSTL's `trim` is a Lua pattern (`(.-)`) that MoonSharp gives up on past about 64 characters
 * ("pattern too complex", docs/moonsharp.md), and a Room name or a card file is as long as a
 * player makes it: these walk the characters instead.
 */

/** Space, tab, line feed, vertical tab, form feed, carriage return: what Lua's `%s` matches. */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * `s` without leading and trailing ASCII white space. Unlike JS's `trim`, a non-breaking space
 * stays: C Lua sees it as two bytes and MoonSharp as one character, so trimming it would make the
 * two VMs disagree.
 */
export function trimSpaces(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.substring(start, end);
}
