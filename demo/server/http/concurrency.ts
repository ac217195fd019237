/**
 * A few at a time: work that takes memory or a core (reading and inspecting an upload)
 * runs for at most `atOnce` requests; up to `queue` more wait their turn, and past that a
 * request is answered at once `503 unavailable` with Retry-After instead of piling up.
 * A request holds its place until its answer is sent or its connection closes.
 */
import type { ServerResponse } from 'node:http';
import { fail, HttpError } from './errors.ts';

export interface ConcurrencyLimit {
  /** Waits for a place for the request answered by `response`; throws `unavailable` when the queue is full. */
  enter(response: ServerResponse): Promise<void>;
  /** requests running and waiting now */
  readonly running: number;
  readonly waiting: number;
}

export function concurrencyLimit(options: { atOnce: number; queue: number; retryAfter: number }): ConcurrencyLimit {
  let running = 0;
  const waiting: (() => void)[] = [];
  // a place is handed on to the first in line, or freed
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async enter(response) {
      if (running < options.atOnce) running += 1;
      else {
        if (waiting.length >= options.queue) fail('unavailable', { retryAfter: options.retryAfter });
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            response.off('close', gone);
            resolve();
          };
          // a client that gives up while waiting leaves the line
          const gone = () => {
            const index = waiting.indexOf(turn);
            if (index >= 0) waiting.splice(index, 1);
            reject(new HttpError('bad_request'));
          };
          waiting.push(turn);
          response.once('close', gone);
        });
      }
      if (response.closed) {
        leave();
        fail('bad_request');
      }
      response.once('close', leave);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
