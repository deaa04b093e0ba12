/**
 * The frame clock's queue: TTS's `Wait` functions and the host's own delayed work (spawns).
 * Jobs run in the order they were scheduled; a job scheduled while the queue runs waits for a
 * later frame. Wait functions of a script that is gone (its object destroyed or reloaded) are
 * dropped.
 */
import type { ObjectScript } from "../script";

interface Job {
  id: number;
  kind: "frames" | "time" | "condition" | "internal";
  label: string;
  due: number;
  rt?: ObjectScript;
  fn?: number;
  condition?: number;
  timeoutAt?: number;
  timeoutFn?: number;
  interval?: number;
  /** Repetitions left for `Wait.time` (-1: forever). */
  remaining?: number;
  action?: () => void;
}

export interface WaitOptions {
  frames?: number;
  seconds?: number;
  repetitions?: number;
  condition?: number;
  timeout?: number;
  timeoutFn?: number;
}

export class Scheduler {
  private jobs: Job[] = [];
  private nextId = 1;

  constructor(private readonly framesFor: (seconds: number) => number) {}

  get pending(): number {
    return this.jobs.length;
  }

  describePending(): string[] {
    return this.jobs.map((j) => `${j.label}#${j.id}`);
  }

  /**
   * `Wait.frames(fn, n)` runs n frames on (at least 1); `Wait.time(fn, s, reps)` every s
   * seconds (as frames), reps times (-1: forever); `Wait.condition(fn, cond, timeout, onTimeout)`
   * checks cond from the next frame on, and at the frame the timeout is up runs onTimeout instead.
   */
  wait(rt: ObjectScript, frame: number, kind: "frames" | "time" | "condition", fn: number, o: WaitOptions): number {
    const job: Job = { id: this.nextId++, kind, label: `Wait.${kind}`, due: frame + 1, rt, fn };
    if (kind === "frames") job.due = frame + Math.max(1, Math.floor(o.frames ?? 1));
    if (kind === "time") {
      job.interval = this.framesFor(o.seconds ?? 0);
      job.due = frame + job.interval;
      job.remaining = o.repetitions === undefined || o.repetitions === 0 ? 1 : o.repetitions;
    }
    if (kind === "condition") {
      job.condition = o.condition;
      job.timeoutFn = o.timeoutFn;
      if (o.timeout !== undefined) job.timeoutAt = frame + this.framesFor(o.timeout);
    }
    this.jobs.push(job);
    return job.id;
  }

  /** Host work to do `frames` frames from `frame`. */
  later(frame: number, frames: number, label: string, action: () => void): void {
    this.jobs.push({ id: this.nextId++, kind: "internal", label, due: frame + frames, action });
  }

  stop(id: number): boolean {
    const job = this.jobs.find((j) => j.id === id && j.kind !== "internal");
    if (!job) return false;
    this.drop(job);
    return true;
  }

  stopAll(rt: ObjectScript): boolean {
    for (const j of this.jobs.filter((x) => x.rt === rt && x.kind !== "internal")) this.drop(j);
    return true;
  }

  /** Forgets the Wait functions of a script that is gone. */
  forget(rt: ObjectScript): void {
    this.jobs = this.jobs.filter((j) => j.rt !== rt);
  }

  private remove(job: Job): void {
    this.jobs = this.jobs.filter((j) => j !== job);
  }

  private drop(job: Job): void {
    this.remove(job);
    this.unrefAll(job);
  }

  private unrefAll(job: Job): void {
    const rt = job.rt;
    if (!rt || rt.closed) return;
    for (const r of [job.fn, job.condition, job.timeoutFn]) if (r !== undefined) rt.unref(r);
  }

  /** Runs what is due at frame `f`. */
  run(f: number): void {
    for (const job of [...this.jobs]) {
      if (!this.jobs.includes(job)) continue;
      if (job.rt?.closed) {
        this.remove(job);
        continue;
      }
      this.runJob(job, f);
    }
  }

  private runJob(job: Job, f: number): void {
    if (job.kind === "internal") {
      if (f >= job.due) {
        this.remove(job);
        job.action?.();
      }
      return;
    }
    const rt = job.rt;
    if (!rt || job.fn === undefined) return;
    if (job.kind === "frames" || job.kind === "time") {
      if (f < job.due) return;
      const last = job.kind === "frames" || job.remaining === 1;
      if (last) this.remove(job);
      else {
        job.due = f + (job.interval ?? 1);
        if (job.remaining !== undefined && job.remaining > 0) job.remaining--;
      }
      rt.callRef(job.label, job.fn, []);
      if (last) this.unrefAll(job);
      return;
    }
    if (f < job.due || job.condition === undefined) return;
    const r = rt.testRef("Wait.condition (condition)", job.condition);
    if (!r.ok) {
      this.drop(job); // a failing condition would fail every frame: TTS's console would fill up
      return;
    }
    if (r.value === true) {
      this.remove(job);
      rt.callRef("Wait.condition", job.fn, []);
      this.unrefAll(job);
    } else if (job.timeoutAt !== undefined && f >= job.timeoutAt) {
      this.remove(job);
      if (job.timeoutFn !== undefined) rt.callRef("Wait.condition (timeout)", job.timeoutFn, []);
      this.unrefAll(job);
    }
  }
}
