/**
 * TTS's Global UI and hotkeys as api.tabletopsimulator.com documents them, for the fake host:
 * `UI.setXml` with its loading frames, `getXml`, attributes and values, who sees an element,
 * clicks, and `addHotkey`. What it assumes where TTS is silent: docs/fake-tts.md.
 */

export const UI_LOADING_FRAMES = 2;

export interface UiElement {
  tag: string;
  /** Attributes in the order the XML gave them. */
  attrs: [string, string][];
  children: UiElement[];
  /** The text between the tags. */
  value: string;
}

const ENTITIES: [string, string][] = [
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&quot;", '"'],
  ["&apos;", "'"],
  ["&amp;", "&"],
];

function unescape(s: string): string {
  let out = s;
  for (const [e, c] of ENTITIES) out = out.split(e).join(c);
  return out;
}

function escape(s: string): string {
  return s.split("&").join("&amp;").split("<").join("&lt;").split(">").join("&gt;").split('"').join("&quot;");
}

/** Parses XML as TTS's UI takes it; throws on XML it could not read (a tag left open, a stray close). */
export function parseXml(xml: string): UiElement[] {
  const root: UiElement = { tag: "#root", attrs: [], children: [], value: "" };
  const stack: UiElement[] = [root];
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = lt < 0 ? xml.slice(i) : xml.slice(i, lt);
    if (text.trim() !== "") stack[stack.length - 1].value += unescape(text.trim());
    if (lt < 0) break;
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt);
      if (end < 0) throw new Error("XML: a comment is not closed");
      i = end + 3;
      continue;
    }
    if (xml.startsWith("<?", lt)) {
      i = xml.indexOf("?>", lt) + 2;
      continue;
    }
    const gt = tagEnd(xml, lt);
    const inner = xml.slice(lt + 1, gt);
    i = gt + 1;
    if (inner.startsWith("/")) {
      const name = inner.slice(1).trim();
      const open = stack.pop()!;
      if (open === root || open.tag !== name) throw new Error(`XML: </${name}> closes ${open === root ? "nothing" : "<" + open.tag + ">"}`);
      continue;
    }
    const selfClosing = inner.endsWith("/");
    const el = elementOf(selfClosing ? inner.slice(0, -1) : inner);
    stack[stack.length - 1].children.push(el);
    if (!selfClosing) stack.push(el);
  }
  if (stack.length > 1) throw new Error(`XML: <${stack[stack.length - 1].tag}> is not closed`);
  return root.children;
}

/** The index of the `>` that ends the tag opened at `lt` (a `>` inside a quoted value does not). */
function tagEnd(xml: string, lt: number): number {
  let quote = "";
  for (let j = lt + 1; j < xml.length; j++) {
    const ch = xml[j];
    if (quote !== "") {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ">") return j;
  }
  throw new Error("XML: a tag is not closed");
}

function elementOf(inner: string): UiElement {
  const m = /^\s*([A-Za-z_][\w.-]*)/.exec(inner);
  if (!m) throw new Error(`XML: no tag name in <${inner}>`);
  const attrs: [string, string][] = [];
  const re = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
  let a: RegExpExecArray | null;
  const rest = inner.slice(m[0].length);
  while ((a = re.exec(rest)) !== null) attrs.push([a[1], unescape(a[3] ?? a[4] ?? "")]);
  return { tag: m[1], attrs, children: [], value: "" };
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

/** The Global UI: the live elements, and the XML that replaces them once it has loaded. */
export class FakeUi {
  elements: UiElement[] = [];
  private next: UiElement[] | undefined;
  private readyAt = 0;
  /** Every setXml, in order (the XML as given). */
  readonly setXmlCalls: string[] = [];

  constructor(xml = "") {
    this.elements = parseXml(xml);
  }

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

  setXml(xml: string, frame: number): void {
    this.setXmlCalls.push(xml);
    this.next = parseXml(xml);
    this.readyAt = frame + UI_LOADING_FRAMES;
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
