// Renders beyond what the server can render in time are refused at once (503 at the include),
// not queued until every include is late. No clock: a render's cost is what the queue measured.
import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, RenderBusy, RenderQueue } from './render-queue.ts';

/** A render that ends when the test says so. */
function job() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('rendered');
  });
  return { run: () => done, finish };
}

/** What the queue takes a render to cost before it has measured one (render-queue.ts). */
const FIRST_GUESS_MS = 50;

describe('RenderQueue', () => {
  it.each([1, 2, 4])('with %i slots, runs that many at once and keeps the others waiting, in order', async (slots) => {
    const queue = new RenderQueue({ slots, now: () => 0 });
    const jobs = Array.from({ length: slots + 2 }, job);
    const started: number[] = [];
    const results = jobs.map((each, index) =>
      queue.run(() => {
        started.push(index);
        return each.run();
      }),
    );
    expect(started).toEqual(Array.from({ length: slots }, (_, index) => index));
    jobs[0]!.finish();
    await results[0];
    await Promise.resolve();
    expect(started).toEqual(Array.from({ length: slots + 1 }, (_, index) => index));
    for (const each of jobs) each.finish();
    await expect(Promise.all(results)).resolves.toEqual(jobs.map(() => 'rendered'));
  });

  it.each([1, 2])('with %i slots, refuses the render that would wait longer than MAX_WAIT_MS, with the seconds to come back after', (slots) => {
    const queue = new RenderQueue({ slots, now: () => 0 });
    // the renders it keeps waiting: as many as `slots` render in MAX_WAIT_MS at the first guess of a render's cost
    const kept = (MAX_WAIT_MS * slots) / FIRST_GUESS_MS;
    const pending = job();
    for (let i = 0; i < slots + kept; i++) void queue.run(pending.run);
    let refusal: unknown;
    try {
      void queue.run(pending.run);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RenderBusy);
    expect((refusal as RenderBusy).retryAfter).toBe(Math.ceil(((kept + 1) * FIRST_GUESS_MS) / slots / 1000));
    pending.finish();
  });
});

describe('RenderQueue, at the start of a burst', () => {
  it('takes the renders under way as long as they have taken so far, before it has measured one', () => {
    let now = 0;
    const queue = new RenderQueue({ slots: 1, now: () => now });
    const pending = job();
    void queue.run(pending.run);
    void queue.run(pending.run);
    // the first has run a second: the one waiting will wait a second, one more two, the next three: too long
    now = 1_001;
    void queue.run(pending.run);
    expect(() => queue.run(pending.run)).toThrow(RenderBusy);
    pending.finish();
  });

  it('refuses nothing without a limit, whatever waits', () => {
    const queue = new RenderQueue({ slots: 1, maxWaitMs: Number.POSITIVE_INFINITY, now: () => 0 });
    const pending = job();
    for (let i = 0; i < 500; i++) void queue.run(pending.run);
    pending.finish();
  });
});
