/**
 * A few at a time: work that takes memory or a core (reading and inspecting an upload)
 * runs for at most `atOnce` requests; up to `queue` more wait their turn, each for at most
 * `maxWaitMs`. A request is answered `503 unavailable` with Retry-After when the line is
 * full as it arrives, or when its wait is over and no place came: a burst waits a moment
 * instead of being turned away, and nothing piles up without end. A waiting request holds
 * no more than its connection (its body is read once its turn came). A request holds its
 * place until its answer is sent or its connection closes.
 *
 * With many agencies each waits in a line of its own (`lineOf`): one agency's burst fills
 * its own line, never another's, and a freed place goes to the lines in turn, so that
 * another agency's request waits for one place at most, not for the burst.
 */
import type { ServerResponse } from 'node:http';
import { FairLines } from '../tenancy/fair-lines.ts';
import { fail, HttpError } from './errors.ts';

export interface ConcurrencyLimit {
  /** Waits for a place for the request answered by `response`; throws `unavailable` when the queue is full or the wait too long. */
  enter(response: ServerResponse): Promise<void>;
  /** requests running and waiting now */
  readonly running: number;
  readonly waiting: number;
}

export interface ConcurrencyOptions {
  atOnce: number;
  /** requests waiting at most */
  queue: number;
  /** how long one waits for its turn, in ms */
  maxWaitMs: number;
  /** seconds, as Retry-After says them */
  retryAfter: number;
  /** whose line a request waits in, `queue` long each (default: one line for all) */
  lineOf?: () => unknown;
}

export function concurrencyLimit(options: ConcurrencyOptions): ConcurrencyLimit {
  let running = 0;
  const lines = new FairLines<() => void>();
  // a place is handed on to the first of the next line, or freed
  const leave = () => {
    const next = lines.next();
    if (next) return next();
    running -= 1;
  };
  const unavailable = () => new HttpError('unavailable', { retryAfter: options.retryAfter });
  return {
    async enter(response) {
      if (running < options.atOnce) running += 1;
      else {
        const key = options.lineOf?.();
        if (lines.lengthOf(key) >= options.queue) throw unavailable();
        await new Promise<void>((resolve, reject) => {
          const out = (error: HttpError) => {
            lines.remove(key, turn);
            clearTimeout(timer);
            response.off('close', gone);
            reject(error);
          };
          const turn = () => {
            clearTimeout(timer);
            response.off('close', gone);
            resolve();
          };
          // a client that gives up while waiting leaves the line
          const gone = () => out(new HttpError('bad_request'));
          const timer = setTimeout(() => out(unavailable()), options.maxWaitMs);
          lines.push(key, turn);
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
      return lines.size;
    },
  };
}
