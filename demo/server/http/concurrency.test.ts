// The bound on work that takes memory or a core: a few at a time, a bounded line behind
// them where each waits a bounded while, and a 503 with Retry-After past either bound.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { concurrencyLimit } from './concurrency.ts';
import { HttpError } from './errors.ts';

/** A response as the limit sees it: it closes when its answer was sent or its client left. */
const response = () => Object.assign(new EventEmitter(), { closed: false }) as unknown as ServerResponse & EventEmitter;
const close = (answered: ServerResponse & EventEmitter) => {
  (answered as { closed: boolean }).closed = true;
  answered.emit('close');
};

afterEach(() => vi.useRealTimers());

describe('concurrencyLimit', () => {
  it('lets `atOnce` in, keeps `queue` waiting in order, and refuses the next at once with Retry-After', async () => {
    const limit = concurrencyLimit({ atOnce: 1, queue: 2, maxWaitMs: 60_000, retryAfter: 5 });
    const [a, b, c, d] = [response(), response(), response(), response()];
    await limit.enter(a);
    const order: string[] = [];
    const waitingB = limit.enter(b).then(() => order.push('b'));
    const waitingC = limit.enter(c).then(() => order.push('c'));
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 1, waiting: 2 });
    await expect(limit.enter(d)).rejects.toMatchObject({ code: 'unavailable', retryAfter: 5 });
    close(a);
    await waitingB;
    close(b);
    await waitingC;
    expect(order).toEqual(['b', 'c']);
    close(c);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('with a line per agency, one agency’s full line refuses only its own, and places go to the lines in turn', async () => {
    let agency = 'a';
    const limit = concurrencyLimit({ atOnce: 1, queue: 2, maxWaitMs: 60_000, retryAfter: 5, lineOf: () => agency });
    const first = response();
    await limit.enter(first);
    const order: string[] = [];
    const inLine = (name: string) => {
      const answered = response();
      return { answered, entered: limit.enter(answered).then(() => order.push(name)) };
    };
    const [a1, a2] = [inLine('a1'), inLine('a2')];
    await expect(limit.enter(response())).rejects.toMatchObject({ code: 'unavailable', retryAfter: 5 });
    agency = 'b';
    const [b1, b2] = [inLine('b1'), inLine('b2')];
    await expect(limit.enter(response())).rejects.toMatchObject({ code: 'unavailable' });
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 1, waiting: 4 });
    for (const [left, next] of [
      [first, a1],
      [a1.answered, b1],
      [b1.answered, a2],
      [a2.answered, b2],
    ] as const) {
      close(left);
      await next.entered;
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2']);
    close(b2.answered);
    expect({ running: limit.running, waiting: limit.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('a request waits at most `maxWaitMs` for its turn, then is told to come back; its place in line is freed', async () => {
    vi.useFakeTimers();
    const limit = concurrencyLimit({ atOnce: 1, queue: 1, maxWaitMs: 10_000, retryAfter: 5 });
    const [a, b, c] = [response(), response(), response()];
    await limit.enter(a);
    const waiting = limit.enter(b);
    const refused = expect(waiting).rejects.toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(limit.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    await expect(waiting).rejects.toMatchObject({ code: 'unavailable', retryAfter: 5 });
    expect(limit.waiting).toBe(0);
    // the line has room again, and the place is handed on when the first leaves
    const next = limit.enter(c);
    close(a);
    await next;
    expect(limit.running).toBe(1);
  });

  it('a client that leaves while waiting leaves the line', async () => {
    const limit = concurrencyLimit({ atOnce: 1, queue: 1, maxWaitMs: 60_000, retryAfter: 5 });
    const [a, b] = [response(), response()];
    await limit.enter(a);
    const waiting = limit.enter(b);
    close(b);
    await expect(waiting).rejects.toMatchObject({ code: 'bad_request' });
    expect(limit.waiting).toBe(0);
  });
});
