/** The spec's schedule: up to 5 retries, the first after 350 ms, each delay doubling. */
export const RETRY_LIMIT = 5;
export const RETRY_FIRST_DELAY_MS = 350;

export interface RetryOptions {
  /** retries after the first attempt (default 5) */
  retries?: number;
  /** delay before the first retry in ms (default 350); doubles each time */
  delay?: number;
  /** waits `ms`; tests pass a fake clock */
  sleep?: (ms: number) => Promise<void>;
  /** turns a scheduled delay, and the failure, into the wait used: jitter, a server's Retry-After (default: as is) */
  wait?: (ms: number, error: unknown) => number;
  /** whether this failure is worth another attempt (default: every failure) */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delays `retry` waits between attempts: 350, 700, 1400, 2800, 5600 by default. */
export function retryDelays(retries = RETRY_LIMIT, delay = RETRY_FIRST_DELAY_MS): number[] {
  return Array.from({ length: Math.max(0, retries) }, (_, index) => delay * 2 ** index);
}

/** Calls `fn` until it resolves, retrying failures on the spec's schedule; the last failure is thrown. */
export async function retry<T>(fn: (attempt: number) => Promise<T> | T, options: RetryOptions = {}): Promise<T> {
  const { sleep = realSleep, wait = (ms: number) => ms, shouldRetry = () => true, retries = RETRY_LIMIT, delay = RETRY_FIRST_DELAY_MS } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      // the schedule of retryDelays
      if (attempt >= retries || !shouldRetry(error, attempt)) throw error;
      await sleep(wait(delay * 2 ** attempt, error));
    }
  }
}
