/**
 * The save's Notebook: the player's guide of src/words/guide.ts, with each rule code's sentence
 * read from docs/rules.md (the project's rules reference, so no rule is worded twice) and every
 * button the Avatar Card draws (src/controller/buttons.ts).
 */
import { BUTTONS, CARD_BUTTONS, PROPOSAL_BUTTONS, TABLE_BUTTONS, settingButtons } from "../../src/controller/buttons";
import { COMPONENTS } from "../../src/core/jukas";
import { DEFAULT_SETTINGS, SETTINGS } from "../../src/core/settings";
import { ROOM_NAME_TAG, VALUE_FUNCTION } from "../../src/table/contract";
import { COLOURS, TAG } from "../../src/table/pieces";
import { guideTabs, type GuideRule, type TableContract } from "../../src/words/guide";
import type { NotebookTab } from "./tts";

/** A rule's line in docs/rules.md: "- **R14** Priority 1, …", continued on the indented lines below. */
const RULE = /^- \*\*([RIL]\d+)\*\* (.*)$/;

/** Markdown as the Notebook shows it: `code` and **bold** without their marks, a link as its text. */
export function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*([^*]*)\*\*/g, "$1")
    .replace(/`([^`]*)`/g, "$1");
}

/** docs/rules.md's numbered rules in page order, each with its whole text, as plain text. */
export function numberedRules(markdown: string): GuideRule[] {
  const out: GuideRule[] = [];
  let open: GuideRule | undefined;
  for (const line of markdown.split("\n")) {
    const m = RULE.exec(line);
    if (m) {
      open = { code: m[1], text: m[2] };
      out.push(open);
    } else if (open && /^ {2}\S/.test(line)) {
      open.text += " " + line.trim();
    } else {
      open = undefined;
    }
  }
  return out.map((r) => ({ code: r.code, text: plain(r.text) }));
}

/** The tags and names the table layer reads, for the guide's words. */
const CONTRACT: TableContract = {
  tag: TAG,
  colours: [...COLOURS],
  roomNameTag: ROOM_NAME_TAG,
  valueFunction: VALUE_FUNCTION,
  vortexTokens: COMPONENTS.vortexTokens,
};

/** The Notebook's tabs as TTS saves them (`TabStates`), grey: every seat reads them. */
export function notebook(rulesMarkdown: string): Record<string, NotebookTab> {
  // The settings' toggles as the card draws them when a game begins (each at its default).
  const tabs = guideTabs(
    numberedRules(rulesMarkdown),
    [...BUTTONS, ...CARD_BUTTONS, ...TABLE_BUTTONS, ...settingButtons(DEFAULT_SETTINGS), ...PROPOSAL_BUTTONS],
    SETTINGS.map((setting) => ({ name: setting.name, rule: setting.rule, on: DEFAULT_SETTINGS[setting.name] })),
    CONTRACT,
  );
  const out: Record<string, NotebookTab> = {};
  tabs.forEach((tab, id) => {
    out[String(id)] = { title: tab.title, body: tab.body, color: "Grey", visibleColor: { r: 0.5, g: 0.5, b: 0.5 }, id };
  });
  return out;
}
