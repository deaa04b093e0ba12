/**
 * Jukas's cards (docs/cards.md): `resolveCard` draws the top card of a deck and resolves it, and
 * a `choose` while a card waits for the Crown resolves the rest of it. The draw and every step up
 * to the end of the card, or up to a Choice of the Crown, are one action with one undo entry.
 */
import { CARD_DECKS, Card, CardCursor, CardOutcome, CrownPick, continueCard, resolveCard } from "../core/card";
import { readCardLine } from "../core/card-line";
import { errorWords } from "../words/errors";
import { cardStepWords, describeValue } from "../words/text";
import { controllerWords } from "../words/controller";
import type { Controller } from "./controller-state";
import { joined } from "./carry-out";
import { TopCard, cardDefinitions, findCard, topCard } from "./decks";
import { Asked } from "./log";
import type { Decided, Press } from "./press-value";
import { ApiResult, resultOf } from "./results";
import { PausedCard } from "./session";
import { refuseTo } from "./refuse";
import { lastUndo } from "./undo-stack";

/** Draws the top card of a deck and resolves it. Nothing is drawn when the card cannot be resolved (no id, no description, a refusal). */
export function resolveTop(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const params = p.params;
  const pieces = read.pieces;
  const refuse = (error: string, warnings: string[]) => refuseTo(c.tabletop, error, warnings, p.caller);
  const deck = params === undefined || params.deck === undefined ? CARD_DECKS[0] : params.deck;
  if (typeof deck !== "string" || CARD_DECKS.indexOf(deck) < 0) return refuse(controllerWords.badDeck(describeValue(deck)), read.warnings);
  const pending = c.session.pending;
  if (pending !== undefined) return refuse(errorWords.pendingChoice(pending.candidates.length), read.warnings);
  // I13: the pile a player chose (its menu item), by object id or name; several may be Event decks.
  const pile = params === undefined ? undefined : params.pile;
  if (pile !== undefined && typeof pile !== "string") return refuse(controllerWords.noSuchPile(deck, describeValue(pile)), read.warnings);
  const top = topCard(pieces, deck, pile);
  if (top.top === undefined) return refuse(top.error!, read.warnings);
  let card: Card | undefined = undefined;
  let line: string | undefined = undefined;
  if (top.top.id === undefined) {
    // A card the card file does not name: its steps are the line a player wrote on it (card-line.ts).
    line = top.top.description ?? "";
    const written = lineCard(line, deck, top.top.name, top.top.object);
    // I13: a card of the Avatar Event deck with no steps of Jukas's is the core game's, drawn for the players.
    if (written.card === undefined && deck === "event") return drawCoreCard(c, p, top.top, deck);
    if (written.card === undefined) return refuse(written.error!, read.warnings);
    card = written.card;
  } else {
    const defs = cardDefinitions(pieces, c.tabletop.decode);
    if (defs.cards === undefined) return refuse(defs.error!, read.warnings);
    card = findCard(defs.cards, top.top.id);
    if (card === undefined) return refuse(controllerWords.noDefinition(cardStepWords.deckName(deck) + " " + top.top.id), read.warnings);
  }
  const outcome = withTableWarnings(resolveCard(read.snapshot!, card), read.warnings);
  if (!outcome.ok) return refuse(outcome.error!, outcome.warnings);
  const asked: Asked = { action: "resolveCard", params, by: p.caller, card, deck };
  // Undo names it by its deck: the id is the card file's (issue 41).
  const undo = { name: "the " + cardStepWords.deckName(card.deck), call: "resolveCard", card: card.id };
  p.work = { asked, decided: outcome, first: [top.top.draw], undo, card: { paused: pausedOf(outcome, card.id, deck, line) } };
  return cardResult(outcome, outcome.warnings, card.id, deck);
}

/**
 * I13: a card of the core game's Avatar Event deck that is not one of Jukas's, drawn face up onto
 * the deck's discard pile and announced as the core game's, for the players to resolve: nothing
 * is resolved and nothing refused. One undo entry, as any card's draw.
 */
function drawCoreCard(c: Controller, p: Press, top: TopCard, deck: string): ApiResult {
  const read = p.read!;
  const outcome: Decided = {
    effects: [{ kind: "announce", text: controllerWords.coreEvent(top.name), headline: true }],
    warnings: read.warnings,
  };
  const asked: Asked = { action: "resolveCard", params: p.params, by: p.caller, deck };
  p.work = { asked, decided: outcome, first: [top.draw], undo: { name: controllerWords.coreEventDrawn(top.name) } };
  return { ok: true, warnings: outcome.warnings, deck, status: "core" };
}

/** `choose` while a card waits for the Crown: settles the choice, then resolves the rest of the card. */
export function continueTop(c: Controller, p: Press): ApiResult {
  const read = p.read!;
  const params = p.params;
  const caller = p.caller;
  const paused = c.session.card!;
  const pending = c.session.pending;
  const refuse = (error: string, warnings: string[]) => refuseTo(c.tabletop, error, warnings, caller);
  if (pending === undefined) {
    c.session.card = undefined;
    return refuse(errorWords.nothingPending(), read.warnings);
  }
  let card: Card | undefined = undefined;
  if (paused.line !== undefined) card = lineCard(paused.line, paused.deck, "", paused.id).card;
  else {
    const defs = cardDefinitions(read.pieces, c.tabletop.decode);
    card = defs.cards && findCard(defs.cards, paused.id);
  }
  if (card === undefined)
    return refuse(controllerWords.definitionGone(cardStepWords.deckName(paused.deck) + " " + paused.id), read.warnings);
  const cursor: CardCursor = { card: paused.id, step: paused.step, pending };
  if (paused.target !== undefined) cursor.target = paused.target;
  const pick = { player: params && params.player, pick: params && params.pick } as unknown as CrownPick;
  const outcome = withTableWarnings(continueCard(read.snapshot!, card, cursor, pick), read.warnings);
  if (!outcome.ok) return refuse(outcome.error!, outcome.warnings);
  // One undo puts back the whole card: what it did before the choice (the drawn card included) joins this.
  const top = lastUndo(c);
  const earlier = top !== undefined && top.card === card.id ? top : undefined;
  const asked: Asked = { action: "choose", params, by: caller, pending, card, deck: paused.deck, cursor };
  const undo =
    earlier !== undefined
      ? { name: earlier.action, joins: earlier }
      : { name: "the " + cardStepWords.deckName(card.deck), call: "resolveCard", card: card.id, fresh: true };
  p.work = { asked, decided: outcome, undo, card: { paused: pausedOf(outcome, card.id, paused.deck, paused.line) } };
  return cardResult(outcome, outcome.warnings, card.id, paused.deck);
}

/**
 * The table's warnings (the read's: the snapshot's), which a card of only `say` steps would not
 * pass on, first; each once. Jukas's log replays a card through this too (tools/replay/).
 */
export function withTableWarnings(outcome: CardOutcome, tableWarnings: string[]): CardOutcome {
  const warnings = joined(tableWarnings, []);
  for (const w of outcome.warnings) if (warnings.indexOf(w) < 0) warnings.push(w);
  outcome.warnings = warnings; // the outcome is the card's own, made for this call
  return outcome;
}

/**
 * A card from the line a player wrote on it (src/core/card-line.ts): named by its name, or by its
 * object's id when it has none, so that its announcements and undo entry name it.
 */
function lineCard(line: string, deck: string, name: string, object: string): { card?: Card; error?: string } {
  const read = readCardLine(line, deck, name);
  if (read.steps === undefined) return { error: read.error };
  const id = name !== "" ? name : object;
  return { card: { id, name: read.text!, deck, steps: read.steps } };
}

/** The card's place while it waits for the Crown; undefined once the card is done. `line`: the steps a player wrote on it, when the card file does not name it. */
function pausedOf(outcome: CardOutcome, id: string, deck: string, line: string | undefined): PausedCard | undefined {
  const cursor = outcome.cursor;
  if (outcome.status !== "paused" || cursor === undefined) return undefined;
  const paused: PausedCard = { id, deck, step: cursor.step };
  if (line !== undefined) paused.line = line;
  if (cursor.target !== undefined) paused.target = cursor.target;
  return paused;
}

function cardResult(outcome: CardOutcome, warnings: string[], id: string, deck: string): ApiResult {
  const out = resultOf(outcome, warnings);
  out.card = id;
  out.deck = deck;
  out.status = outcome.status;
  if (outcome.cursor !== undefined) out.step = outcome.cursor.step;
  return out;
}
