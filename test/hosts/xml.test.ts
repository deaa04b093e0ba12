/**
 * Issue 37: the fake TTS host's two strict XML readers, .NET's `System.Xml` in the MoonSharp bridge
 * (hosts/moonsharp/xml.ts) and saxes (hosts/fake-tts/ui.ts `parseXml`): they refuse what .NET
 * refuses and read the same elements from what it takes. The .NET one runs where the MoonSharp
 * tier can (docs/development.md, Testing).
 */
import { describe, expect, it } from "vitest";
import { parseXml, writeXml } from "../../hosts/fake-tts/ui";
import { moonsharpMissing } from "../../hosts/moonsharp/setup";
import { parseXmlDotNet } from "../../hosts/moonsharp/xml";

const REFUSED: [string, string][] = [
  ["a duplicate attribute", '<Button id="b" fontSize="14" tooltip="" fontSize="12">x</Button>'],
  ["an unclosed tag", '<Panel id="p"><Text>x</Text>'],
  ["a tag closed by another", '<Panel id="p"><Text>x</Panel></Text>'],
  ["a bare &", "<Text>Tom & Jerry</Text>"],
  ["an unknown entity", "<Text>&nbsp;</Text>"],
  ["an unquoted attribute", "<Text id=t>x</Text>"],
];

/** Several top-level elements (a fragment), entities, a comment, self-closed and nested elements. */
const TAKEN = `<!-- theirs -->
<Defaults><Button fontSize="20" /></Defaults>
<Panel id="p" rectAlignment="UpperRight" offsetXY="-10 -10"><Text id="t" color="#FFE08A">Tom &amp; &quot;Jerry&quot; &lt;b&gt;</Text>
  <Button id="b" onClick="abc123/click" tooltip="a &amp; b">Go</Button></Panel>`;

const readers: [string, (xml: string) => ReturnType<typeof parseXml>][] = [["saxes", parseXml]];
if (moonsharpMissing() === undefined) readers.push(["System.Xml", parseXmlDotNet]);

describe.each(readers)("issue 37: XML read by %s", (_name, read) => {
  it.each(REFUSED)("refuses %s", (_what, xml) => {
    expect(() => read(xml)).toThrow();
  });

  it("reads a UI of several top-level elements: tags, attributes in order, values unescaped", () => {
    const els = read(TAKEN);
    expect(els.map((e) => e.tag)).toEqual(["Defaults", "Panel"]);
    expect(els[0].children[0]).toEqual({ tag: "Button", attrs: [["fontSize", "20"]], children: [], value: "" });
    const panel = els[1];
    expect(panel.attrs).toEqual([
      ["id", "p"],
      ["rectAlignment", "UpperRight"],
      ["offsetXY", "-10 -10"],
    ]);
    expect(panel.children.map((c) => c.value)).toEqual(['Tom & "Jerry" <b>', "Go"]);
    expect(panel.children[1].attrs).toContainEqual(["tooltip", "a & b"]);
    // What getXml writes out reads back the same.
    expect(read(writeXml(els))).toEqual(els);
  });

  it("reads the empty UI as no element", () => {
    expect(read("")).toEqual([]);
  });
});

describe.skipIf(moonsharpMissing() !== undefined)("issue 37: the two readers", () => {
  it("read the same elements from the same XML", () => {
    expect(parseXmlDotNet(TAKEN)).toEqual(parseXml(TAKEN));
  });
});
