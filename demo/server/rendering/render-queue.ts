/**
 * How many renders run at once, and how many wait. A render is tens of milliseconds of CPU;
 * when they come faster than the server renders them, a queue without a bound would make
 * every include late (a CMS gives up after a few seconds, and the work it asked for is
 * wasted) and hold their requests in memory. So a render that would wait longer than
 * MAX_WAIT_MS, by the time renders take now, is refused at once: RenderBusy, which the
 * include answers with 503 and Retry-After, and the demo's pages by letting the browser
 * render the screen.
 */

/** How long a render may wait for its turn. */
export const MAX_WAIT_MS = 3_000;
/** Whatever renders take, no more than these wait. */
const MAX_WAITING = 1_000;
/** What a render is taken to cost before one has been measured. */
const FIRST_GUESS_MS = 50;

export class RenderBusy extends Error {
  /** @param retryAfter seconds, as Retry-After says them */
  constructor(readonly retryAfter: number) {
    super('too many renders wait');
  }
}

export class RenderQueue {
  /** when each job under way started (performance.now()) */
  private readonly running = new Set<number>();
  private readonly waiting: (() => void)[] = [];
  /** the time a job takes from start to end (beside the others under way), a moving average (ms) */
  private average = FIRST_GUESS_MS;

  private readonly slots: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;

  /**
   * `slots`: jobs under way at once (a render waits for its data part of the time);
   * `maxWaitMs`: how long a job may wait for its turn before it is refused (Infinity: never);
   * `now`: the clock in ms (tests fix it).
   */
  constructor({ slots, maxWaitMs = MAX_WAIT_MS, now = () => performance.now() }: { slots: number; maxWaitMs?: number; now?: () => number }) {
    this.slots = slots;
    this.maxWaitMs = maxWaitMs;
    this.now = now;
  }

  /**
   * How long one more job would wait for its turn, in ms: the jobs before it, `slots` at a
   * time, as long as jobs take now (at least as long as the oldest one under way has taken
   * so far: the first jobs of a burst have no average yet).
   */
  private expectedWait(): number {
    const now = this.now();
    const cost = Math.max(this.average, ...[...this.running].map((started) => now - started));
    return ((this.waiting.length + 1) * cost) / this.slots;
  }

  /** Runs `job` when its turn comes; throws RenderBusy at once when that would be too late. */
  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running.size < this.slots) return this.start(job);
    const wait = this.expectedWait();
    if (this.waiting.length >= MAX_WAITING || wait > this.maxWaitMs) throw new RenderBusy(Math.max(1, Math.ceil(wait / 1000)));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => void this.start(job).then(resolve, reject));
    });
  }

  private async start<T>(job: () => Promise<T>): Promise<T> {
    let started = this.now();
    // two jobs may start in the same microsecond: each has its own entry
    while (this.running.has(started)) started += 1e-6;
    this.running.add(started);
    try {
      return await job();
    } finally {
      this.average = this.average * 0.9 + (this.now() - started) * 0.1;
      this.running.delete(started);
      this.waiting.shift()?.();
    }
  }
}
