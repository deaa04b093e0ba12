/**
 * TTS's rewind points (its API docs, base "Rewind State Functions"): one stored about every 10
 * seconds unless a script blocked them (`storeRewindState(fn, true)`, until `allowRewindStore()`
 * or 60 seconds pass). The fake records the frame of each point stored.
 */
export class Rewind {
  /** Frames at which a rewind point was stored, in order. */
  readonly stored: number[] = [];
  /** Frame until which automatic stores are blocked (undefined: not blocked). */
  private blockedUntil: number | undefined = undefined;
  private last = 0;

  constructor(private readonly framesFor: (seconds: number) => number) {}

  /** Called every frame: the automatic store when its time has come and nothing blocks it. */
  tick(frame: number): void {
    if (this.blockedUntil !== undefined && frame >= this.blockedUntil) this.blockedUntil = undefined;
    if (this.blockedUntil === undefined && frame - this.last >= this.framesFor(10)) this.store(frame);
  }

  /** `storeRewindState(and_then, block_further_stores)`: stores now; with `block`, none automatically for 60 s. */
  storeNow(frame: number, block: boolean): void {
    this.store(frame);
    if (block) this.blockedUntil = frame + this.framesFor(60);
  }

  /** `allowRewindStore()`. */
  allow(): void {
    this.blockedUntil = undefined;
  }

  get blocked(): boolean {
    return this.blockedUntil !== undefined;
  }

  private store(frame: number): void {
    this.stored.push(frame);
    this.last = frame;
  }
}
