/**
 * XML as TTS's UI reads it, in the MoonSharp tier: by .NET's `System.Xml` (`XmlReader`) inside
 * the bridge process, on Mono, the runtime family TTS is built on (bridge.cs, op "xml").
 */
import type { UiElement } from "../fake-tts/ui";
import { bridge } from "./process";

/** The elements of `xml`; throws the reader's message for XML it refuses. */
export function parseXmlDotNet(xml: string): UiElement[] {
  const reply = bridge().ask({ op: "xml", xml });
  if (typeof reply.e === "string") throw new Error(reply.e);
  return (reply.r as UiElement[][])[0];
}
