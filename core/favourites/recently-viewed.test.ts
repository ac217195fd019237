import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage.ts';
import { MAX_RECENTLY_VIEWED, RECENTLY_VIEWED_KEY, type ViewedProperty, forgetRecentlyViewed, readRecentlyViewed, recordView } from './recently-viewed.ts';
import { stripPictures } from './strip-pictures.ts';

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

  describe('the strip shows no photo twice', () => {
    const seen = (id: number, picture: string, others?: unknown): ViewedProperty => ({ ...view(id), picture, ...(others === undefined ? {} : { others: others as string[] }) });
    it.each<[string, ViewedProperty[], string[]]>([
      ['each its own front', [seen(1, 'a.jpg', ['a2.jpg']), seen(2, 'b.jpg', ['b2.jpg'])], ['a.jpg', 'b.jpg']],
      ['two houses with one front: the later one shows its next photo', [seen(1, 'front.jpg', ['a2.jpg']), seen(2, 'front.jpg', ['b2.jpg', 'b3.jpg'])], ['front.jpg', 'b2.jpg']],
      ['its next photo shown above too: the one after', [seen(1, 'front.jpg'), seen(2, 'front.jpg', ['room.jpg']), seen(3, 'front.jpg', ['room.jpg', 'c3.jpg'])], ['front.jpg', 'room.jpg', 'c3.jpg']],
      ['no other photo (an entry kept before others were): its own, twice', [seen(1, 'front.jpg'), seen(2, 'front.jpg')], ['front.jpg', 'front.jpg']],
      ['no photo at all', [seen(1, ''), seen(2, 'b.jpg')], ['', 'b.jpg']],
      ['a stored list that is not one is ignored', [seen(1, 'front.jpg'), seen(2, 'front.jpg', 'b2.jpg')], ['front.jpg', 'front.jpg']],
    ])('%s', (_, viewed, expected) => {
      expect(stripPictures(viewed)).toEqual(expected);
    });

    it('from what the detail page kept, through storage', () => {
      const storage = memoryStorage();
      recordView(storage, seen(1, 'front.jpg', ['a2.jpg']));
      recordView(storage, seen(2, 'front.jpg', ['b2.jpg']));
      expect(stripPictures(readRecentlyViewed(storage))).toEqual(['front.jpg', 'a2.jpg']);
    });
  });
});
