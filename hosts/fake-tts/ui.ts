/**
 * TTS's Global UI and hotkeys as api.tabletopsimulator.com documents them, for the fake host:
 * `UI.setXml` with its loading frames and XML read as strictly as .NET reads it, `getXml`,
 * attributes and values, who sees an element, clicks, and `addHotkey`. What it assumes where TTS is silent: docs/fake-tts.md.
 */

import { SaxesParser } from "saxes";

export const UI_LOADING_FRAMES = 2;

export interface UiElement {
  tag: string;
  /** Attributes in the order the XML gave them. */
  attrs: [string, string][];
  children: UiElement[];
  /** The text between the tags. */
  value: string;
}

function escape(s: string): string {
  return s.split("&").join("&amp;").split("<").join("&lt;").split(">").join("&gt;").split('"').join("&quot;");
}

/** Reads XML into elements, or throws the parser's message for XML it refuses. */
export type XmlParser = (xml: string) => UiElement[];

/**
 * XML as TTS's UI reads it (it is parsed by .NET, TTS-FACTS.md), in the fengari tier: by saxes, a
 * strict XML 1.0 parser (a duplicate attribute, a tag left open or closed twice, a bare `&` are
 * refused). Several elements may stand at the top (a fragment: `<Defaults>…</Defaults><Panel>…`);
 * an element's value is its text, each run trimmed. The MoonSharp tier reads it by `System.Xml`
 * itself (hosts/moonsharp/xml.ts).
 */
export function parseXml(xml: string): UiElement[] {
  const parser = new SaxesParser({ fragment: true });
  const top: UiElement[] = [];
  const open: UiElement[] = [];
  const text = (t: string) => {
    if (open.length > 0) open[open.length - 1].value += t.trim();
  };
  parser.on("error", (e) => {
    throw e;
  });
  parser.on("opentag", (tag) => {
    const el: UiElement = { tag: tag.name, attrs: Object.entries(tag.attributes), children: [], value: "" };
    (open.length === 0 ? top : open[open.length - 1].children).push(el);
    if (!tag.isSelfClosing) open.push(el);
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) open.pop();
  });
  parser.on("text", text);
  parser.on("cdata", text);
  parser.write(xml).close();
  return top;
}

export function writeXml(elements: UiElement[], depth = 0): string {
  const pad = "  ".repeat(depth);
  let out = "";
  for (const el of elements) {
    const attrs = el.attrs.map(([k, v]) => ` ${k}="${escape(v)}"`).join("");
    if (el.children.length === 0 && el.value === "") out += `${pad}<${el.tag}${attrs} />\n`;
    else if (el.children.length === 0) out += `${pad}<${el.tag}${attrs}>${escape(el.value)}</${el.tag}>\n`;
    else out += `${pad}<${el.tag}${attrs}>${escape(el.value)}\n${writeXml(el.children, depth + 1)}${pad}</${el.tag}>\n`;
  }
  return out;
}

export function attr(el: UiElement, name: string): string | undefined {
  for (const [k, v] of el.attrs) if (k === name) return v;
  return undefined;
}

export function setAttr(el: UiElement, name: string, value: string): void {
  for (const pair of el.attrs) {
    if (pair[0] === name) {
      pair[1] = value;
      return;
    }
  }
  el.attrs.push([name, value]);
}

/**
 * The Global UI: the live elements, and the XML that replaces them once it has loaded. ui.md,
 * setXml: "UI changes do not take effect immediately. Any attempt to query the contents of the
 * XML will return stale results until loading returns to `false`": the XML set last takes effect
 * `UI_LOADING_FRAMES` later, `loading` meanwhile. A save's `XmlUI` loads the same way as the game
 * loads (the docs are silent; the stricter reading: the UI is empty until it has loaded). XML the
 * parser refuses changes nothing (TTS-FACTS.md: .NET refuses it and the UI does not change).
 */
export class FakeUi {
  elements: UiElement[] = [];
  private next: UiElement[] | undefined;
  private readyAt = 0;
  /** Every setXml, in order (the XML as given, refused or not). */
  readonly setXmlCalls: string[] = [];

  /** `parse`: the tier's strict XML reader (saxes; .NET's in the MoonSharp tier). */
  constructor(readonly parse: XmlParser = parseXml) {}

  loading(frame: number): boolean {
    return this.next !== undefined && frame < this.readyAt;
  }

  /** Called each frame: the XML set last takes effect once its loading is over. */
  tick(frame: number): void {
    if (this.next !== undefined && frame >= this.readyAt) {
      this.elements = this.next;
      this.next = undefined;
    }
  }

  /** A script's `UI.setXml`: undefined, or why the XML is refused (the UI then stays as it is). */
  setXml(xml: string, frame: number): string | undefined {
    this.setXmlCalls.push(xml);
    return this.load(xml, frame);
  }

  /** Starts loading `xml` (a save's `XmlUI`, a script's setXml): undefined, or why it is refused. */
  load(xml: string, frame: number): string | undefined {
    let parsed: UiElement[] = [];
    try {
      parsed = this.parse(xml);
    } catch (e) {
      return (e as Error).message;
    }
    this.next = parsed;
    this.readyAt = frame + UI_LOADING_FRAMES;
    return undefined;
  }

  xml(): string {
    return writeXml(this.elements);
  }

  /** The element with this id, and its ancestors (outermost first). */
  find(id: string): { el: UiElement; path: UiElement[] } | undefined {
    const walk = (list: UiElement[], path: UiElement[]): { el: UiElement; path: UiElement[] } | undefined => {
      for (const el of list) {
        if (attr(el, "id") === id) return { el, path };
        const inner = walk(el.children, [...path, el]);
        if (inner) return inner;
      }
      return undefined;
    };
    return walk(this.elements, []);
  }

  /** Every element with an id, in document order. */
  ids(): string[] {
    const out: string[] = [];
    const walk = (list: UiElement[]) => {
      for (const el of list) {
        const id = attr(el, "id");
        if (id !== undefined) out.push(id);
        walk(el.children);
      }
    };
    walk(this.elements);
    return out;
  }
}

/** Whether an element shows to a player: it and each ancestor active, and each one's `visibility` naming them. */
export function shownTo(found: { el: UiElement; path: UiElement[] }, color: string, isHost: boolean, isAdmin: boolean): boolean {
  for (const el of [...found.path, found.el]) {
    if ((attr(el, "active") ?? "true").toLowerCase() === "false") return false;
    const vis = attr(el, "visibility") ?? "";
    if (vis === "") continue;
    const targets = vis.split("|").map((s) => s.trim());
    const sees = targets.includes(color) || (isHost && targets.includes("Host")) || (isAdmin && targets.includes("Admin"));
    if (!sees) return false;
  }
  return true;
}
