// Renders beyond what the server can render in time are refused at once (503 at the include),
// not queued until every include is late. No clock: a render's cost is what the queue measured.
import { describe, expect, it } from 'vitest';
import { inAgency, scopedAgency } from '../db/agency-scope.ts';
import { MAX_WAIT_MS, MAX_WAITING_IN_LINE, RenderBusy, RenderQueue } from './render-queue.ts';

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

describe('RenderQueue, with many agencies', () => {
  /** A queue of one slot, one line per agency, and the jobs of each agency queued in its scope. */
  function agencies(maxWaitMs?: number) {
    const queue = new RenderQueue({ slots: 1, now: () => 0, lineOf: scopedAgency, ...(maxWaitMs ? { maxWaitMs } : {}) });
    const started: string[] = [];
    const add = (agency: number, name: string) => {
      const each = job();
      const result = inAgency(agency, () =>
        queue.run(() => {
          started.push(`${name} in ${scopedAgency()}`);
          return each.run();
        }),
      );
      return { ...each, result };
    };
    return { queue, started, add };
  }

  it('runs a waiting render in its own agency’s scope, not in that of the render it followed', async () => {
    const { started, add } = agencies();
    const first = add(1, 'a1');
    const second = add(2, 'b1');
    first.finish();
    await first.result;
    await expect.poll(() => started).toEqual(['a1 in 1', 'b1 in 2']);
    second.finish();
    await second.result;
  });

  it('gives freed slots to the lines in turn: another agency waits behind one render of the busy one', async () => {
    const { started, add } = agencies();
    const crawler = Array.from({ length: 5 }, (_, index) => add(1, `a${index + 1}`));
    const visitor = add(2, 'b1');
    for (const each of crawler.slice(0, 2)) {
      each.finish();
      await each.result;
    }
    await expect.poll(() => started).toEqual(['a1 in 1', 'a2 in 1', 'b1 in 2']);
    for (const each of [...crawler, visitor]) each.finish();
    await Promise.all([...crawler, visitor].map((each) => each.result));
    expect(started).toEqual(['a1 in 1', 'a2 in 1', 'b1 in 2', 'a3 in 1', 'a4 in 1', 'a5 in 1']);
  });

  it.each([
    [MAX_WAITING_IN_LINE - 1, 'kept'],
    [MAX_WAITING_IN_LINE, 'refused'],
  ] as const)('with %i of one agency’s renders waiting, its next is %s, and another agency’s is kept', (waiting, outcome) => {
    // no limit on the wait: the line's own bound refuses
    const { queue, add } = agencies(Number.POSITIVE_INFINITY);
    const endless = Array.from({ length: 1 + waiting }, () => add(1, 'a'));
    const next = () => inAgency(1, () => queue.run(() => Promise.resolve('rendered')));
    if (outcome === 'refused') expect(next).toThrow(RenderBusy);
    else expect(next).not.toThrow();
    expect(() => add(2, 'b')).not.toThrow();
    for (const each of endless) each.finish();
  });
});
