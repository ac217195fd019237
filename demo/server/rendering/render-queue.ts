/**
 * How many renders run at once, and how many wait. A render is tens of milliseconds of CPU;
 * when they come faster than the server renders them, a queue without a bound would make
 * every include late (a CMS gives up after a few seconds, and the work it asked for is
 * wasted) and hold their requests in memory. So a render that would wait longer than
 * MAX_WAIT_MS, by the time renders take now, is refused at once: RenderBusy, which the
 * include answers with 503 and Retry-After, and the demo's pages by letting the browser
 * render the screen.
 *
 * With many agencies each waits in a line of its own (`lineOf`), and a freed slot goes to
 * the lines in turn: one agency's crawler lengthens its own line and meets RenderBusy, while
 * another agency's render waits behind one render of each busy line at most.
 */
import { AsyncResource } from 'node:async_hooks';
import { FairLines } from '../tenancy/fair-lines.ts';

/** How long a render may wait for its turn. */
export const MAX_WAIT_MS = 3_000;
/** Whatever renders take, no more than these wait, */
const MAX_WAITING = 1_000;
/** and no more than these in one agency's line (when the queue has a line per agency). */
export const MAX_WAITING_IN_LINE = 250;
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
  private readonly waiting = new FairLines<() => void>();
  /** the time a job takes from start to end (beside the others under way), a moving average (ms) */
  private average = FIRST_GUESS_MS;

  private readonly slots: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly lineOf: () => unknown;
  private readonly inLine: number;

  /**
   * `slots`: jobs under way at once (a render waits for its data part of the time);
   * `maxWaitMs`: how long a job may wait for its turn before it is refused (Infinity: never);
   * `now`: the clock in ms (tests fix it); `lineOf`: whose line a job waits in (default: one line for all).
   */
  constructor({ slots, maxWaitMs = MAX_WAIT_MS, now = () => performance.now(), lineOf }: { slots: number; maxWaitMs?: number; now?: () => number; lineOf?: () => unknown }) {
    this.slots = slots;
    this.maxWaitMs = maxWaitMs;
    this.now = now;
    this.lineOf = lineOf ?? (() => undefined);
    this.inLine = lineOf ? MAX_WAITING_IN_LINE : MAX_WAITING;
  }

  /**
   * How long one more job in `line` would wait for its turn, in ms: the jobs before it (as
   * the lines take turns: its own line's, and as many of each other line's at most), `slots`
   * at a time, as long as jobs take now (at least as long as the oldest one under way has
   * taken so far: the first jobs of a burst have no average yet).
   */
  private expectedWait(line: unknown): number {
    const now = this.now();
    const cost = Math.max(this.average, ...[...this.running].map((started) => now - started));
    return (this.waiting.before(line) * cost) / this.slots;
  }

  /** Runs `job` when its turn comes; throws RenderBusy at once when that would be too late. */
  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running.size < this.slots) return this.start(job);
    const key = this.lineOf();
    const wait = this.expectedWait(key);
    if (this.waiting.size >= MAX_WAITING || this.waiting.lengthOf(key) >= this.inLine || wait > this.maxWaitMs) throw new RenderBusy(Math.max(1, Math.ceil(wait / 1000)));
    return new Promise<T>((resolve, reject) => {
      // started when a job of whichever agency ends: in the scope of the one who asked, not of that job
      this.waiting.push(key, AsyncResource.bind(() => void this.start(job).then(resolve, reject)));
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
      this.waiting.next()?.();
    }
  }
}
