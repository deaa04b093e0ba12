/**
 * Carries the controller's steps out on the TTPG table, one at a time, each settled before the
 * next (mirrors src/tts/perform.ts): a move animates and waits until the piece rests where it was
 * sent, or a timeout; a piece put into a bag, onto a stack or into a hand waits until TTPG has it
 * there. isValid() after every wait: a piece deleted mid-move stops with a sentence.
 */
import { Card, CardHolder, Container, GameObject, GameWorld, Rotator, Vector } from "@tabletop-playground/api";
import { controllerWords } from "../words/controller";
import { Step, StepDone, Vec } from "../controller/steps";
import { toWorld } from "./coords";
import { cardItemId, pileOrder } from "./read";
import { setCounterValue } from "./counter";
import { slotOfColour } from "./seats";

/** How pieces fly: TTPG's animation speed (1 is quick). */
const ANIMATION = 1;
/** Milliseconds between two looks at a moving piece, and how long a move may take before the next step goes on regardless. */
export const POLL_MS = 100;
export const SETTLE_TIMEOUT_MS = 5000;
/** A piece this close (cm, on the table plane) to where it was sent, and this slow, is at rest. */
const NEAR = 1;
const STILL = 0.5;

export interface Clock {
  later(this: void, fn: () => void, ms: number): void;
}

export const timers: Clock = { later: (fn, ms) => void setTimeout(fn, ms) };

/** `rotY`: a moved piece's turn as the step found it (StepDone.rotY). */
type Finish = (id: string | undefined, failure: string | undefined, rotY?: number) => void;

export function gone(): string {
  return controllerWords.deletedWhileMoving();
}

/** A player's hand: the card holder of their slot's player, else a holder owned by that slot. */
export function handOf(world: GameWorld, colour: string): CardHolder | undefined {
  const slot = slotOfColour(colour);
  if (slot < 0) return undefined;
  const player = world.getPlayerBySlot(slot);
  const hand = player === undefined ? undefined : player.getHandHolder();
  if (hand !== undefined && hand.isValid()) return hand;
  for (const obj of world.getAllObjects(true)) {
    if (obj instanceof CardHolder && obj.isValid() && obj.getOwningPlayerSlot() === slot) return obj;
  }
  return undefined;
}

type Draw = Extract<Step, { op: "draw" }>;
type Undraw = Extract<Step, { op: "undraw" }>;

function changed(pileId: string): string {
  return controllerWords.topCardChanged(pileId);
}

export class Performer {
  /** Where a deck lay when its last card was dealt (the card was the deck): undo lays it back there. */
  private deckSpots: { [id: string]: Vector } = {};

  constructor(
    private world: GameWorld,
    private clock: Clock = timers,
  ) {}

  perform(steps: Step[], done: (result: StepDone[], failure: string | undefined) => void): void {
    const result: StepDone[] = [];
    const next = (i: number): void => {
      if (i >= steps.length) return done(result, undefined);
      let finished = false;
      this.run(steps[i], (id, failure, rotY) => {
        if (finished) return;
        finished = true;
        if (failure !== undefined) return done(result, failure);
        const d: StepDone = { step: steps[i] };
        if (id !== undefined) d.id = id;
        if (rotY !== undefined) d.rotY = rotY;
        result.push(d);
        next(i + 1);
      });
    };
    next(0);
  }

  private find(id: string): GameObject | undefined {
    const obj = this.world.getObjectById(id);
    return obj !== undefined && obj.isValid() ? obj : undefined;
  }

  /** Waits until the piece is at rest (near `target` when given) or the timeout passes, then checks it still exists. */
  private settle(obj: GameObject, id: string, target: Vector | undefined, finish: Finish, result: string | undefined): void {
    let polls = 0;
    const check = (): void => {
      if (!obj.isValid()) return finish(undefined, gone());
      if (atRest(obj, target) || polls * POLL_MS >= SETTLE_TIMEOUT_MS) return finish(result, undefined);
      polls++;
      this.clock.later(check, POLL_MS);
    };
    this.clock.later(check, 0);
  }

  /**
   * Waits until `done()` holds (a piece inserted: TTPG animates it there), looking as settle
   * looks; `failure` when the timeout passes first, gone() when the container goes meanwhile.
   */
  private until(into: GameObject, id: string, done: () => boolean, finish: Finish, failure: string): void {
    let polls = 0;
    const check = (): void => {
      if (done()) return finish(undefined, undefined);
      if (!into.isValid()) return finish(undefined, gone());
      if (polls * POLL_MS >= SETTLE_TIMEOUT_MS) return finish(undefined, failure);
      polls++;
      this.clock.later(check, POLL_MS);
    };
    check();
  }

  private run(step: Step, finish: Finish): void {
    if (step.op === "move") return this.move(step.id, step.to, step.rotY, step.instant === true, finish);
    if (step.op === "takeOut") return this.takeOut(step.container, step.item, step.to, finish);
    if (step.op === "putIn") return this.putIn(step.id, step.container, finish);
    if (step.op === "flip") {
      const obj = this.find(step.id);
      if (obj === undefined) return finish(undefined, gone());
      obj.flipOrUpright();
      return this.settle(obj, step.id, undefined, finish, undefined);
    }
    if (step.op === "setCounter") {
      const obj = this.find(step.id);
      if (obj === undefined) return finish(undefined, gone());
      setCounterValue(obj, step.value);
      return finish(undefined, undefined);
    }
    if (step.op === "draw") return this.draw(step, finish);
    if (step.op === "undraw") return this.undraw(step, finish);
    return this.deal(step.deck, step.color, finish);
  }

  /**
   * A Jukas card face up to the discard spot: the top card off its pile (checked to be the card
   * that was read), or the pile itself when it is that one card. Its yaw is the pile's already.
   */
  private draw(step: Draw, finish: Finish): void {
    const pile = this.find(step.pile);
    if (pile === undefined) return finish(undefined, gone());
    if (!(pile instanceof Card)) return finish(undefined, controllerWords.notAPile(step.pile));
    let card: Card | undefined = pile;
    if (step.card !== step.pile) {
      if (pile.getStackSize() < 2 || cardItemId(pile.getId(), pileOrder(pile)[0]) !== step.card)
        return finish(undefined, changed(step.pile));
      card = pile.takeCards(1, pile.isFaceUp());
      if (card === undefined) return finish(undefined, changed(step.pile));
      // The card off a pile keeps the pile's tags (it stays a BRW:JukasCommand card).
      if (card.getTags().length === 0) card.setTags(pile.getTags());
    } else if (pile.getStackSize() !== 1) {
      return finish(undefined, changed(step.pile));
    }
    const target = new Vector(...toWorld(step.to));
    card.setPosition(target, ANIMATION);
    if (!card.isFaceUp()) card.flipOrUpright();
    this.settle(card, card.getId(), target, finish, card.getId());
  }

  /** Undo of a draw: the card face down back on top of its pile (into the stack), or where the pile lay when it was the pile. */
  private undraw(step: Undraw, finish: Finish): void {
    const card = this.find(step.id);
    if (card === undefined) return finish(undefined, gone());
    if (!(card instanceof Card)) return finish(undefined, controllerWords.notACard(step.id));
    if (card.isInHolder()) card.removeFromHolder();
    if (card.isFaceUp()) card.flipOrUpright();
    const pile = step.pile === step.id ? undefined : this.find(step.pile);
    if (pile instanceof Card && pile !== card) {
      // Face down, a pile's top is the back of the stack.
      if (pile.addCards(card, pile.isFaceUp(), 0, false)) return finish(undefined, undefined);
      return finish(undefined, controllerWords.cardNotPutBack(step.id, step.pile));
    }
    const target = new Vector(...toWorld(step.to));
    card.setPosition(target, ANIMATION);
    this.settle(card, step.id, target, finish, undefined);
  }

  /** `speed`: TTPG's animation speed (0: at once). */
  private send(obj: GameObject, to: Vec, rotY?: number, speed = ANIMATION): Vector {
    const target = new Vector(...toWorld(to));
    // A piece in a player's hand does not move: it falls where it is first.
    obj.release();
    obj.setPosition(target, speed);
    if (rotY !== undefined) {
      const rot = obj.getRotation();
      obj.setRotation(new Rotator(rot.pitch, rotY, rot.roll), speed);
    }
    return target;
  }

  /** `instant`: set down at once (Jukas teleports, R12). */
  private move(id: string, to: Vec, rotY: number | undefined, instant: boolean, finish: Finish): void {
    const obj = this.find(id);
    if (obj === undefined) return finish(undefined, gone());
    if (obj instanceof Card && obj.isInHolder()) obj.removeFromHolder();
    // Its turn as it moves: what undo turns it back to.
    const was = obj.getRotation().yaw;
    const target = this.send(obj, to, rotY, instant ? 0 : ANIMATION);
    this.settle(obj, id, target, (done, failure) => finish(done, failure, was), undefined);
  }

  /** One piece out of a bag (a given one, else the next), or one card off a stack, or a single piece itself. */
  private takeOut(containerId: string, item: string | undefined, to: Vec, finish: Finish): void {
    const from = this.find(containerId);
    if (from === undefined) return finish(undefined, gone());
    const target = new Vector(...toWorld(to));
    let obj: GameObject | undefined;
    if (from instanceof Container) {
      const items = from.getItems();
      let index = items.length - 1;
      if (item !== undefined) {
        index = -1;
        for (let i = 0; i < items.length; i++) if (items[i].getId() === item) index = i;
      }
      if (index < 0) return finish(undefined, controllerWords.pieceNotIn(item === undefined ? "" : item, containerId));
      obj = from.takeAt(index, target, true);
    } else if (from instanceof Card && from.getStackSize() > 1) {
      // The top token as players see it: the front of a face-up stack, the back of a face-down one.
      obj = from.takeCards(1, from.isFaceUp());
      if (obj !== undefined) {
        // The card off a stack keeps the stack's tags (a Vortex Token stays a BRW:Vortex).
        if (obj.getTags().length === 0) obj.setTags(from.getTags());
        obj.setPosition(target, ANIMATION);
      }
    } else {
      obj = from;
      obj.setPosition(target, ANIMATION);
    }
    if (obj === undefined) return finish(undefined, gone());
    this.settle(obj, obj.getId(), target, finish, obj.getId());
  }

  private putIn(id: string, containerId: string, finish: Finish): void {
    const obj = this.find(id);
    if (obj === undefined) return finish(undefined, gone());
    const into = containerId === id ? undefined : this.find(containerId);
    if (obj instanceof Card && obj.isInHolder()) obj.removeFromHolder();
    if (into === undefined) {
      // The deck's last card was dealt (the card was the deck): it goes back where the deck lay.
      const spot = this.deckSpots[containerId];
      if (spot === undefined || !(obj instanceof Card)) return finish(undefined, gone());
      obj.setPosition(spot, ANIMATION);
      return this.settle(obj, id, spot, finish, undefined);
    }
    const failed = controllerWords.pieceNotPutBack(id, containerId);
    if (into instanceof Container) {
      // Animated, the piece is in only once it has flown there (the API: not at once).
      into.insert([obj], 0, true);
      return this.until(into, containerId, () => obj.getContainer() === into, finish, failed);
    }
    if (into instanceof Card && obj instanceof Card) {
      const size = into.getStackSize() + obj.getStackSize();
      // On top as players see it: the front of a face-up stack, the back of a face-down one.
      if (into.addCards(obj, into.isFaceUp(), 0, true))
        return this.until(into, containerId, () => into.getStackSize() >= size, finish, failed);
    }
    finish(undefined, failed);
  }

  /** The deck's top card into the player's hand (their card holder). */
  private deal(deckId: string, colour: string, finish: Finish): void {
    const deck = this.find(deckId);
    if (deck === undefined) return finish(undefined, gone());
    if (!(deck instanceof Card)) return finish(undefined, controllerWords.notADeck(deckId));
    const hand = handOf(this.world, colour);
    if (hand === undefined) return finish(undefined, controllerWords.noHand(colour));
    // The top card as players see it: the back of a face-down deck (index 0 is the face shown).
    let card: Card | undefined = deck.getStackSize() > 1 ? deck.takeCards(1, deck.isFaceUp()) : undefined;
    if (card === undefined) {
      this.deckSpots[deckId] = deck.getPosition();
      card = deck;
    }
    const dealt = card;
    if (!hand.insert(dealt, hand.getNumCards())) return finish(undefined, controllerWords.cardNotDealt(colour));
    this.until(
      hand,
      hand.getId(),
      () => dealt.getHolder() === hand,
      (_id, failure) => finish(dealt.getId(), failure),
      controllerWords.cardNotDealt(colour),
    );
  }
}

function atRest(obj: GameObject, target: Vector | undefined): boolean {
  if (obj.isHeld()) return false;
  const v = obj.getLinearVelocity();
  if (Math.hypot(v.x, v.y, v.z) > STILL) return false;
  if (target === undefined) return true;
  const at = obj.getPosition();
  return Math.hypot(at.x - target.x, at.y - target.y) < NEAR;
}
