/**
 * The physical steps a platform carries out, and how each is undone. Plain data: a plan is
 * checked in tests before any platform touches it, and the undo journal survives a save.
 */

export interface Vec {
  x: number;
  y: number;
  z: number;
}

export type Step =
  /**
   * Moves a piece lying on the table: it keeps its turn, or is turned to `rotY` when set (an
   * undo's move: the turn it had). `from` is where it lay, for undo. `instant`: set down at once,
   * not slid across the table (Jukas's teleport, R12, and its undo).
   */
  | { op: "move"; id: string; to: Vec; from: Vec; rotY?: number; instant?: boolean }
  /** Takes a piece out of a bag or deck (a given one when `item` is set) to a point on the table, turned to `rotY` when set. */
  | { op: "takeOut"; container: string; item?: string; to: Vec; rotY?: number }
  /**
   * Puts a piece into a bag or deck; `from` is where it lay, for undo. `orInto`: a card to put it
   * onto when the deck is gone (TTS replaces a deck by its last card; a card put on it forms a
   * deck again, which takes the gone deck's tags).
   */
  | { op: "putIn"; id: string; container: string; from: Vec; orInto?: string }
  /** Turns a tile over (a Room's Rebuilt side). */
  | { op: "flip"; id: string }
  /** Sets a counter; `from` is its value before. */
  | { op: "setCounter"; id: string; value: number; from: number }
  /**
   * Deals the deck's top card into a player's hand. `rest`: the deck's last card when this deal
   * leaves one (TTS then replaces the deck by it: it takes the deck's tags, so it is still read as
   * the deck, and undo puts the dealt card back onto it).
   */
  | { op: "deal"; deck: string; color: string; rest?: string }
  /**
   * Draws a Jukas card face up to `to` (turned to `rotY`): the card `card` out of the deck `pile`,
   * or the card itself when `pile` is `card` (a pile of one). `tag` is its deck's tag;
   * `from`/`fromRotY`: the top of the pile, where undo puts it back. `rest`: the deck's last card
   * when this draw leaves one (TTS then replaces the deck by it, as for `deal`).
   */
  | { op: "draw"; tag: string; pile: string; card: string; to: Vec; rotY: number; from: Vec; fromRotY: number; rest?: string }
  /**
   * Undo of a draw: the card (found on the table, or in a deck with `tag` if it joined the
   * discard pile) goes back face down onto `to`, then into the deck `pile` (on top) if it is
   * there, or with `orInto`, the card the deck became, into a deck again.
   */
  | { op: "undraw"; id: string; tag: string; pile: string; to: Vec; rotY: number; orInto?: string };

/** A piece that lay near a spot an undo puts a piece back on, before the action (Journal `beside`). */
export interface Beside {
  id: string;
  x: number;
  z: number;
}

/** What carrying out one step produced: the id of a piece that came out of a container. */
export interface StepDone {
  step: Step;
  /** takeOut: the piece now on the table; deal: the card now in the hand; draw: the card drawn. */
  id?: string;
  /**
   * move, putIn: the piece's turn about the vertical axis as the step found it, read as it moved
   * (a read before the press would be a frame or more old): what undo turns it back to.
   */
  rotY?: number;
}

/**
 * The steps that put back what `done` did, in reverse order (docs/rules.md `undo`). A piece taken
 * out goes back in; a piece put in comes out to where it lay; a dealt card returns to the deck;
 * a drawn Jukas card goes back face down on top of its pile.
 */
export function inverse(done: StepDone[]): Step[] {
  const out: Step[] = [];
  for (let i = done.length - 1; i >= 0; i--) {
    const step = undoOf(done[i]);
    if (step !== undefined) out.push(step);
  }
  return out;
}

function undoOf(d: StepDone): Step | undefined {
  const s = d.step;
  if (s.op === "move") {
    const back: Step = { op: "move", id: s.id, to: s.from, from: s.to };
    if (d.rotY !== undefined) back.rotY = d.rotY;
    if (s.instant === true) back.instant = true;
    return back;
  }
  if (s.op === "takeOut") {
    if (d.id === undefined) return undefined;
    return { op: "putIn", id: d.id, container: s.container, from: s.to };
  }
  if (s.op === "putIn") {
    const back: Step = { op: "takeOut", container: s.container, item: s.id, to: s.from };
    if (d.rotY !== undefined) back.rotY = d.rotY;
    return back;
  }
  if (s.op === "flip") return { op: "flip", id: s.id };
  if (s.op === "setCounter") return { op: "setCounter", id: s.id, value: s.from, from: s.value };
  if (s.op === "draw") {
    const back: Step = { op: "undraw", id: d.id === undefined ? s.card : d.id, tag: s.tag, pile: s.pile, to: s.from, rotY: s.fromRotY };
    if (s.rest !== undefined) back.orInto = s.rest;
    return back;
  }
  if (s.op === "undraw") return undefined; // only ever in an undo journal, which is not undone
  if (d.id === undefined) return undefined;
  const back: Step = { op: "putIn", id: d.id, container: s.deck, from: { x: 0, y: 0, z: 0 } };
  if (s.rest !== undefined) back.orInto = s.rest;
  return back;
}

/** Where a step sets its piece down, for the steps that do. */
export function toOf(step: Step): Vec | undefined {
  return (step as { to?: Vec }).to;
}
