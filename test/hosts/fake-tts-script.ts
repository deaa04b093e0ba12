/**
 * A scripted table on the fake TTS host, for the fake-tts*.test.ts files.
 */
import { DEFAULT_TIMING, FakeTTS, type FakeObject, type ObjectSpec } from "../../hosts/fake-tts";

export const T = DEFAULT_TIMING;

/** A table with one scripted card (GUID `s00001`) and whatever else the test adds before start. */
export function withScript(
  script: string,
  extra: ObjectSpec[] = [],
  options: ConstructorParameters<typeof FakeTTS>[0] = {},
): { tts: FakeTTS; obj: FakeObject } {
  const tts = new FakeTTS(options);
  const obj = tts.addObject({ guid: "s00001", kind: "card", nickname: "Scripted", script });
  for (const e of extra) tts.addObject(e);
  tts.start();
  return { tts, obj };
}
