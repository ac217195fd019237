import { describe, expect, it } from 'vitest';
import { RETRY_FIRST_DELAY_MS, RETRY_LIMIT, retry, retryDelays } from './retry.ts';

function fakeClock() {
  const waited: number[] = [];
  return { waited, sleep: async (ms: number) => void waited.push(ms) };
}

describe('retry', () => {
  it('uses the spec schedule: 5 retries, 350 ms doubling', () => {
    expect(RETRY_LIMIT).toBe(5);
    expect(RETRY_FIRST_DELAY_MS).toBe(350);
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it.each([
    [0, []],
    [1, [350]],
    [4, [350, 700, 1400, 2800]],
    [5, [350, 700, 1400, 2800, 5600]],
  ])('succeeds after %i failures, having waited %j', async (failures, waits) => {
    const clock = fakeClock();
    let calls = 0;
    const result = await retry(
      () => {
        calls++;
        if (calls <= failures) throw new Error(`failure ${calls}`);
        return 'ok';
      },
      { sleep: clock.sleep },
    );
    expect(result).toBe('ok');
    expect(calls).toBe(failures + 1);
    expect(clock.waited).toEqual(waits);
  });

  it('gives up after the fifth retry and throws the last failure', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      retry(
        () => {
          calls++;
          throw new Error(`failure ${calls}`);
        },
        { sleep: clock.sleep },
      ),
    ).rejects.toThrow('failure 6');
    expect(calls).toBe(6);
    expect(clock.waited).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops at once when shouldRetry says no, and applies jitter to each delay', async () => {
    const clock = fakeClock();
    let calls = 0;
    const fail = () => {
      calls++;
      throw new Error(calls < 3 ? 'busy' : 'bad request');
    };
    await expect(
      retry(fail, { sleep: clock.sleep, wait: (ms) => ms + 1, shouldRetry: (error) => (error as Error).message === 'busy' }),
    ).rejects.toThrow('bad request');
    expect(calls).toBe(3);
    expect(clock.waited).toEqual([351, 701]);
  });
});
