/**
 * Carries the controller's steps out on the TTS table, one at a time: each waits for its piece to
 * settle (callbacks, `resting`, with a timeout) and checks `isDestroyed()` after every wait, so a
 * piece deleted mid-move stops the action with a sentence instead of a script error.
 */
import { handPosition } from "./hand";
import { controllerWords } from "../words/controller";
import { stepWords } from "../words/steps";
import { Step, StepDone } from "../controller/steps";
import { liveObject } from "./live";

/** Seconds a move may take before the next step goes on regardless. */
const SETTLE_TIMEOUT = 5;
/**
 * Frames between two looks at a piece that is settling (a tenth of a second at 60 frames a
 * second): each look asks TTS, and a piece takes many frames to slide, land and rest.
 */
const LOOK_EVERY = 6;

/** `test`, asked every LOOK_EVERY frames (Wait.condition calls it every frame): false between. */
function everyFewFrames(test: (this: void) => boolean): (this: void) => boolean {
  let frames = 0;
  return () => {
    frames = frames + 1;
    if (frames < LOOK_EVERY) return false;
    frames = 0;
    return test();
  };
}

/** A Wait.condition's test: the piece lies still (no longer slid, landed, resting), or is gone. */
function stillOrGone(obj: TTSObject): (this: void) => boolean {
  return everyFewFrames(() => obj.isDestroyed() || (!obj.isSmoothMoving() && obj.resting));
}

/** A Wait.condition's test: the piece is gone from the table (into a container, or deleted). */
function goneFromTable(obj: TTSObject): (this: void) => boolean {
  return everyFewFrames(() => obj.isDestroyed());
}

/**
 * After `putObject`: done once the piece has left the table. A put another script refuses
 * (TTS's tryObjectEnterContainer / tryObjectEnter returning false) leaves it lying there: a nil
 * answer says so at once, a piece still on the table at the timeout says so then (issue #37).
 */
function whenPutIn(obj: TTSObject, answer: TTSObject | undefined, finish: Finish, rotY?: number): void {
  if (answer === undefined || answer === null) return finish(undefined, stepWords.putRefused());
  Wait.condition(
    () => finish(undefined, undefined, rotY),
    goneFromTable(obj),
    SETTLE_TIMEOUT,
    () => (obj.isDestroyed() ? finish(undefined, undefined, rotY) : finish(undefined, stepWords.putRefused())),
  );
}

/** `rotY`: a moved or put-in piece's turn as the step found it (StepDone.rotY). */
type Finish = (this: void, id: string | undefined, failure: string | undefined, rotY?: number) => void;

export function perform(steps: Step[], done: (this: void, result: StepDone[], failure: string | undefined) => void): void {
  const result: StepDone[] = [];
  const next = (i: number): void => {
    if (i >= steps.length) return done(result, undefined);
    runStep(steps[i], (id, failure, rotY) => {
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

/** The card a deck became, when the step names one (`orInto`). */
function heir(id: string | undefined): TTSObject | undefined {
  return id === undefined ? undefined : liveObject(id);
}

function gone(): string {
  return controllerWords.deletedWhileMoving();
}

/** Waits until the object is at rest (or the timeout passes), then checks it still exists. `rotY`: its turn before the step. */
function settle(obj: TTSObject, id: string, finish: Finish, result: string | undefined, rotY?: number): void {
  const check = () => {
    if (obj.isDestroyed()) finish(undefined, gone());
    else finish(result, undefined, rotY);
  };
  Wait.condition(check, stillOrGone(obj), SETTLE_TIMEOUT, check);
}

/**
 * Unlocks a locked piece the mod moves (the save locks the Room tiles, the Mage Cards and the
 * Avatar Card): TTS's docs do not say that a smooth move or a flip moves a locked object, so the
 * stricter reading holds (hosts/fake-tts). True when it was locked: lock it again once it lies.
 */
function unlocked(obj: TTSObject): boolean {
  if (!obj.getLock()) return false;
  obj.setLock(false);
  return true;
}

/** `finish`, once the piece is locked again (unless it is gone). */
function relocking(obj: TTSObject, finish: Finish): Finish {
  return (id, failure, rotY) => {
    if (!obj.isDestroyed()) obj.setLock(true);
    finish(id, failure, rotY);
  };
}

function runStep(step: Step, finish: Finish): void {
  if (step.op === "move") {
    const obj = liveObject(step.id);
    if (obj === undefined) return finish(undefined, gone());
    // Its turn now, not at the press's read: what undo turns it back to.
    const rot = obj.getRotation();
    const turned = step.rotY === undefined ? undefined : { x: rot.x, y: step.rotY, z: rot.z };
    const locked = unlocked(obj);
    // Jukas teleports (R12), a Room tile is laid (New Lodge): set down at once; any other piece slides there.
    if (step.instant === true) {
      obj.setPosition(step.to);
      if (turned !== undefined) obj.setRotation(turned);
      // Locked again in the same frame: no physics moves it from where it was set, over a tile not yet moved away.
      if (locked) obj.setLock(true);
      return settle(obj, step.id, finish, undefined, rot.y);
    }
    obj.setPositionSmooth(step.to, false, true);
    if (turned !== undefined) obj.setRotationSmooth(turned, false, true);
    return settle(obj, step.id, locked ? relocking(obj, finish) : finish, undefined, rot.y);
  }
  if (step.op === "takeOut") return takeOut(step.container, step.item, step.to, step.rotY, finish);
  if (step.op === "putIn") {
    const obj = liveObject(step.id);
    if (obj === undefined) return finish(undefined, gone());
    const into = liveObject(step.container);
    if (into === undefined) {
      const rest = heir(step.orInto);
      if (rest === undefined) return finish(undefined, gone());
      return putOntoRest(obj, rest, finish);
    }
    // Its turn as it goes in: undo takes it out turned so (StepDone.rotY).
    const rotY = obj.getRotation().y;
    // The piece is inside once TTS has destroyed its table object.
    return whenPutIn(obj, into.putObject(obj) as TTSObject | undefined, finish, rotY);
  }
  if (step.op === "flip") {
    const obj = liveObject(step.id);
    if (obj === undefined) return finish(undefined, gone());
    const locked = unlocked(obj);
    obj.flip();
    return settle(obj, step.id, locked ? relocking(obj, finish) : finish, undefined);
  }
  if (step.op === "setCounter") {
    const obj = liveObject(step.id);
    if (obj === undefined) return finish(undefined, gone());
    // A Counter's number is its value (TTS's setValue); any other object's, its own `value` member.
    if (obj.type === "Counter") obj.setValue(step.value);
    else obj.value = step.value;
    return finish(undefined, undefined);
  }
  if (step.op === "draw") return draw(step, finish);
  if (step.op === "undraw") return undraw(step, finish);
  return deal(step.deck, step.color, step.rest, finish);
}

type Draw = Extract<Step, { op: "draw" }>;
type Undraw = Extract<Step, { op: "undraw" }>;

/**
 * Waits until a card lies still, or has joined a deck where it landed (TTS stacks a card that
 * lands on another), then `then` runs.
 */
function whenLanded(card: TTSObject, then: (this: void) => void): void {
  Wait.condition(then, stillOrGone(card), SETTLE_TIMEOUT, then);
}

/** A Jukas card, face up, to the discard pile: out of its deck, or the last card itself. */
function draw(step: Draw, finish: Finish): void {
  const face = { x: 0, y: step.rotY, z: 0 };
  const landed = (card: TTSObject) => {
    const id = card.getGUID();
    whenLanded(card, () => finish(id, undefined));
  };
  if (step.pile === step.card) {
    const card = liveObject(step.card);
    if (card === undefined) return finish(undefined, gone());
    card.setPositionSmooth(step.to, false, true);
    card.setRotationSmooth(face, false, true);
    return landed(card);
  }
  const pile = liveObject(step.pile);
  if (pile === undefined) return finish(undefined, gone());
  const tags = pile.getTags();
  const fromDeck = (card: TTSObject) => {
    // TTS replaced the deck by its last card: a core card of the Avatar Event deck (I13) has no tag of its own, so it takes the deck's.
    if (step.rest !== undefined) tagLike(liveObject(step.rest), tags);
    landed(card);
  };
  const taken = pile.takeObject({ guid: step.card, position: step.to, rotation: face, smooth: true, callback_function: fromDeck }) as
    TTSObject | undefined;
  if (taken === undefined || taken === null) finish(undefined, gone());
}

/**
 * Undo of a draw: the card back face down on top of its pile, and into the deck if it is there;
 * when the draw left one card, which TTS made the deck's heir (`orInto`), the two form a deck.
 */
function undraw(step: Undraw, finish: Finish): void {
  const faceDown = { x: 0, y: step.rotY, z: 180 };
  const intoPile = (card: TTSObject) => {
    whenLanded(card, () => {
      if (card.isDestroyed()) return finish(undefined, undefined); // it joined the pile as it landed
      const pile = step.pile === step.id ? undefined : liveObject(step.pile);
      if (pile === undefined || (pile.type as string) !== "Deck") {
        // The draw left one card, which TTS made the deck's heir: the two form a deck again.
        const rest = heir(step.orInto);
        if (rest !== undefined) return putOntoRest(card, rest, finish);
        return finish(undefined, undefined);
      }
      // Lying on the deck, the card goes in at its top (TTS: the end nearest it in height).
      whenPutIn(card, pile.putObject(card) as TTSObject | undefined, finish);
    });
  };
  const card = liveObject(step.id);
  if (card !== undefined) {
    card.setPositionSmooth(step.to, false, true);
    card.setRotationSmooth(faceDown, false, true);
    return intoPile(card);
  }
  // It may have joined the discard pile's deck when it landed there: take it back out.
  for (const holder of getObjectsWithTag(step.tag)) {
    if (holder.isDestroyed() || (holder.type as string) !== "Deck") continue;
    for (const info of holder.getObjects() as ContainedObjectInfo[]) {
      if (info.guid !== step.id) continue;
      holder.takeObject({ guid: step.id, position: step.to, rotation: faceDown, smooth: true, callback_function: intoPile });
      return;
    }
  }
  finish(undefined, gone());
}

function takeOut(
  containerId: string,
  item: string | undefined,
  to: { x: number; y: number; z: number },
  rotY: number | undefined,
  finish: Finish,
): void {
  const container = liveObject(containerId);
  if (container === undefined) return finish(undefined, gone());
  const landed = (obj: TTSObject) => settle(obj, obj.getGUID(), finish, obj.getGUID());
  const params: TakeObjectByIndex & { guid?: string } = { position: to, smooth: true, callback_function: landed };
  if (item !== undefined) params.guid = item;
  // Undo lays a piece back turned as it lay (docs/rules.md: positions and rotations); else it comes out as the container lies.
  if (rotY !== undefined) params.rotation = { x: 0, y: rotY, z: 0 };
  // Nothing to take (the piece is no longer inside): TTS returns nil and calls no callback.
  const taken = container.takeObject(params) as TTSObject | undefined;
  if (taken === undefined || taken === null) finish(undefined, stepWords.notInContainer());
}

/** The top card into the player's hand: taken to the hand zone, where TTS puts it in the hand. */
function deal(deckId: string, color: string, rest: string | undefined, finish: Finish): void {
  const deck = liveObject(deckId);
  // Emptied since the press read it (TTS leaves no deck of one card, nor of none).
  if (deck === undefined) return finish(undefined, stepWords.noCardToDeal(color));
  const hand = handPosition(color);
  if (hand === undefined) return finish(undefined, controllerWords.noHand(color));
  const tags = deck.getTags();
  const taken = deck.takeObject({
    position: hand,
    smooth: true,
    callback_function: (card: TTSObject) => {
      // TTS replaced the deck by its last card: that card carries the deck's tags, so it is read as the deck.
      if (rest !== undefined) tagLike(liveObject(rest), tags);
      finish(card.getGUID(), undefined);
    },
  }) as TTSObject | undefined;
  // No card to take: nil, and no callback.
  if (taken === undefined || taken === null) finish(undefined, stepWords.noCardToDeal(color));
}

function tagLike(obj: TTSObject | undefined, tags: string[]): void {
  if (obj === undefined) return;
  for (const tag of tags) {
    if (!obj.hasTag(tag)) obj.addTag(tag);
  }
}

/**
 * Undo of a deal (or of a draw) whose deck TTS has replaced by its last card: the card goes back
 * onto that card, which forms a deck again, tagged as the gone deck was.
 */
function putOntoRest(obj: TTSObject, rest: TTSObject, finish: Finish): void {
  const tags = rest.getTags();
  const pos = rest.getPosition();
  // Above the card, so that it goes on top (TTS: the end nearest it in height).
  obj.setPosition({ x: pos.x, y: pos.y + 1, z: pos.z });
  const formed = rest.putObject(obj) as TTSObject | undefined;
  if (formed !== undefined && formed !== null) tagLike(formed, tags);
  whenPutIn(obj, formed, finish);
}
