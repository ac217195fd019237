import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage.ts';
import { MAX_RECENTLY_VIEWED, RECENTLY_VIEWED_KEY, forgetRecentlyViewed, readRecentlyViewed, recordView } from './recently-viewed.ts';

const view = (id: number) => ({ id, lang: 'nl', title: `Huis ${id}`, path: `/nl/te-koop/huis-${id}/${id}/`, picture: '' });

describe('recently viewed', () => {
  it(`keeps the last ${MAX_RECENTLY_VIEWED}, newest first, each once`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= MAX_RECENTLY_VIEWED + 1; id++) recordView(storage, view(id));
    recordView(storage, view(3));
    const ids = readRecentlyViewed(storage).map((entry) => entry.id);
    expect(ids).toEqual([3, 7, 6, 5, 4, 2]);
  });

  it('forgets them all when the visitor hides the strip', () => {
    const storage = memoryStorage();
    recordView(storage, view(1));
    forgetRecentlyViewed(storage);
    expect(readRecentlyViewed(storage)).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it.each([
    ['another origin', '//evil.example/x'],
    ['a script', 'javascript:alert(1)'],
    ['an absolute address', 'https://evil.example/'],
  ])('never keeps a path to %s', (_, path) => {
    const storage = memoryStorage();
    storage.write(RECENTLY_VIEWED_KEY, JSON.stringify([{ ...view(1), path }, view(2)]));
    expect(readRecentlyViewed(storage).map((entry) => entry.id)).toEqual([2]);
  });
});
