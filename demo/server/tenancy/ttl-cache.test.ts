import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

function counted(answers: Record<string, number | undefined>, now: () => number, ttlMs = 5_000) {
  const reads: string[] = [];
  const cache = new TtlCache<string, number | undefined>(
    async (key) => {
      reads.push(key);
      return answers[key];
    },
    { ttlMs, now, keeps: (value) => value !== undefined },
  );
  return { cache, reads };
}

describe('answers kept a while', () => {
  it.each([
    { after: 0, reads: 1 },
    { after: 4_999, reads: 1 },
    { after: 5_000, reads: 2 },
  ])('read once, again $after ms later only when the TTL is over', async ({ after, reads: expected }) => {
    let now = 0;
    const { cache, reads } = counted({ 'www.a.example': 1 }, () => now);
    expect(await cache.load('www.a.example')).toBe(1);
    now = after;
    expect(await cache.load('www.a.example')).toBe(1);
    expect(reads).toHaveLength(expected);
  });

  it('share one reading between the loads that come while it runs', async () => {
    const { cache, reads } = counted({ 'www.a.example': 1 }, () => 0);
    expect(await Promise.all([cache.load('www.a.example'), cache.load('www.a.example')])).toEqual([1, 1]);
    expect(reads).toEqual(['www.a.example']);
  });

  it('keep only what `keeps` accepts: an unknown host is asked again every time, and the answer it gets once known is fresh', async () => {
    const answers: Record<string, number | undefined> = {};
    const { cache, reads } = counted(answers, () => 0);
    expect(await cache.load('new.example')).toBeUndefined();
    expect(cache.latest('new.example')).toBeUndefined();
    answers['new.example'] = 7;
    expect(await cache.load('new.example')).toBe(7);
    expect(await cache.load('new.example')).toBe(7);
    expect(reads).toEqual(['new.example', 'new.example']);
  });

  it('forget one key or all', async () => {
    const { cache, reads } = counted({ a: 1, b: 2 }, () => 0);
    await Promise.all([cache.load('a'), cache.load('b')]);
    cache.forget('a');
    expect(cache.latest('a')).toBeUndefined();
    expect(cache.latest('b')).toBe(2);
    cache.forget();
    expect(cache.latest('b')).toBeUndefined();
    await cache.load('a');
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
