import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage.ts';
import { changeSince } from './changes.ts';
import { FAVOURITES_KEY, MAX_FAVOURITES, dropFavourite, keepFavourite, readFavourites, type Favourite } from './favourites.ts';

const seen = (price: number | null, status: Favourite['status'] = 'available'): Favourite => ({ id: 7, price, status, savedAt: '2026-11-01T10:00:00.000Z' });
const now = (Price: number | null, Status: Favourite['status'] = 'available', PublishPrice = true) => ({ Price, Status, PublishPrice });

describe('what changed since the visitor kept a property', () => {
  it.each<[string, Favourite, Parameters<typeof changeSince>[1], ReturnType<typeof changeSince>]>([
    ['the same', seen(300_000), now(300_000), { kind: 'none' }],
    ['a price down by one euro', seen(300_000), now(299_999), { kind: 'priceDown', was: 300_000, now: 299_999 }],
    ['a price up', seen(300_000), now(315_000), { kind: 'priceUp', was: 300_000, now: 315_000 }],
    ['sold', seen(300_000), now(300_000, 'sold'), { kind: 'sold' }],
    ['sold out (a project)', seen(300_000), now(300_000, 'sold_out'), { kind: 'sold' }],
    ['rented', seen(900), now(900, 'rented'), { kind: 'rented' }],
    ['sold at a lower price: the sale says more', seen(300_000), now(280_000, 'sold'), { kind: 'sold' }],
    ['already sold when kept', seen(300_000, 'sold'), now(300_000, 'sold'), { kind: 'none' }],
    ['back on the market at its price', seen(300_000, 'sold'), now(300_000), { kind: 'none' }],
    ['gone (404)', seen(300_000), 'gone', { kind: 'gone' }],
    ['price now on request', seen(300_000), now(290_000, 'available', false), { kind: 'none' }],
    ['price on request when kept', seen(null), now(290_000), { kind: 'none' }],
  ])('%s', (_, saved, current, change) => {
    expect(changeSince(saved, current)).toEqual(change);
  });
});

describe('the kept properties', () => {
  const property = (ID: number, Price: number | null = 250_000) => ({ ID, Price, PublishPrice: true, Status: 'available' as const });

  it('keeps what the visitor saw, newest first, once each', () => {
    const storage = memoryStorage();
    keepFavourite(storage, property(1), new Date('2026-11-01T00:00:00Z'));
    keepFavourite(storage, { ...property(2), PublishPrice: false }, new Date('2026-11-02T00:00:00Z'));
    keepFavourite(storage, property(1, 240_000), new Date('2026-11-03T00:00:00Z'));
    expect(readFavourites(storage)).toEqual([
      { id: 1, price: 240_000, status: 'available', savedAt: '2026-11-03T00:00:00.000Z' },
      { id: 2, price: null, status: 'available', savedAt: '2026-11-02T00:00:00.000Z' },
    ]);
  });

  it('drops one, and leaves nothing stored when the last goes', () => {
    const storage = memoryStorage();
    keepFavourite(storage, property(1));
    keepFavourite(storage, property(2));
    dropFavourite(storage, 1);
    expect(readFavourites(storage).map((entry) => entry.id)).toEqual([2]);
    dropFavourite(storage, 2);
    expect(storage.read(FAVOURITES_KEY)).toBeUndefined();
  });

  it(`keeps at most ${MAX_FAVOURITES}: the oldest goes`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= MAX_FAVOURITES + 1; id++) keepFavourite(storage, property(id));
    const ids = readFavourites(storage).map((entry) => entry.id);
    expect(ids).toHaveLength(MAX_FAVOURITES);
    expect(ids[0]).toBe(MAX_FAVOURITES + 1);
    expect(ids).not.toContain(1);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"id":1}'],
    ['entries of another shape', '[{"id":"1"},{"id":-2,"price":1,"status":"available","savedAt":""},{"id":3,"price":1,"status":"gone","savedAt":""}]'],
  ])('reads nothing from %s', (_, text) => {
    const storage = memoryStorage();
    storage.write(FAVOURITES_KEY, text);
    expect(readFavourites(storage)).toEqual([]);
  });
});
