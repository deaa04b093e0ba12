/**
 * Helpers for the card tests on the fake TTS host (cards.test.ts, cards-undo.test.ts,
 * event-decks.test.ts): the decks of the built save, and reading and stacking them.
 */
import { expect } from "vitest";
import { FakeObject } from "../../hosts/fake-tts";
import { Game } from "./game";

export const COMMAND = "BRW:JukasCommand";
export const EVOCATION = "BRW:JukasEvocation";
export const EVENT = "BRW:JukasEvent";

export const model = (g: Game, colour: string) => g.one("BRW:Mage", colour);
export const jukas = (g: Game) => g.one("BRW:Mage", "BRW:Jukas");
export const notesOf = (id: string) => JSON.stringify({ card: id });
export const choices = (g: Game) =>
  g.tts
    .buttons(g.avatar)
    .filter((b) => b.click_function.startsWith("jukasChoose"))
    .map((b) => b.label);

/** The deck object of a deck tag (the face-down pile that holds cards). */
export function deckOf(g: Game, tag: string): FakeObject {
  const decks = g.all(tag).filter((o) => o.contents !== undefined);
  expect(decks, tag).toHaveLength(1);
  return decks[0];
}

/** The card `id` lying on the table (not in a deck). */
export function cardOnTable(g: Game, id: string): FakeObject {
  const found = g.tts.tableObjects().filter((o) => o.gmNotes === notesOf(id));
  expect(found, id).toHaveLength(1);
  return found[0];
}

/** The ids of a deck's cards, top first. */
export const idsIn = (deck: FakeObject) => (deck.contents ?? []).map((d) => JSON.parse(d.GMNotes ?? "{}").card);

/** Stacks the deck as the test needs: `id` on top (a player's hand would do the same). */
export function putOnTop(g: Game, tag: string, id: string): void {
  const deck = deckOf(g, tag);
  const i = (deck.contents ?? []).findIndex((d) => d.GMNotes === notesOf(id));
  expect(i, id).toBeGreaterThanOrEqual(0);
  const [card] = deck.contents!.splice(i, 1);
  deck.contents!.unshift(card);
}

/** A drawn card lies face up beside the draw pile: one card width and a fifth along +z, as the decks lie (rotY 90). */
export function expectDiscarded(card: FakeObject, pile: { x: number; z: number }): void {
  expect(card.isFaceDown).toBe(false);
  expect(card.position.x).toBeCloseTo(pile.x, 2);
  expect(card.position.z - pile.z).toBeCloseTo(2.2 * 1.2, 2);
}

/** A table with no Mage but Jukas: every piece of a seat colour leaves it (models, Mage Cards, counters…). */
export function onlyJukas(g: Game): void {
  for (const o of g.tts.tableObjects()) {
    if (["White", "Red", "Blue", "Green"].some((c) => o.tags.includes(c))) g.tts.destroy(o);
  }
  g.tts.runUntilIdle();
}

/** Every table object but a deck's cards, as `game.table()` shows them: equal before and after means unchanged. */
export function withoutDeck(g: Game, tag: string, drawn?: string): string {
  const round = (v: { x: number; y: number; z: number }) => [v.x, v.y, v.z].map((n) => Math.round(n * 100) / 100);
  const rest = g.tts.tableObjects().filter((o) => !o.tags.includes(tag) && o.guid !== drawn);
  return JSON.stringify(
    rest.map((o) => [o.guid, round(o.position), round(o.rotation), o.value, o.counter, o.quantity, o.contents?.length]),
  );
}

/** Red Instability pieces laid in a Room, side by side. */
export function redInstability(g: Game, room: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const piece = g.tts.addObject({
      kind: "token",
      nickname: "Red Instability",
      tags: ["BRW:Instability", "Red"],
      position: { x: 0, y: 3, z: 0 },
    });
    g.putIn(piece, room, -1.2 + 0.6 * i, 1.1);
  }
}
