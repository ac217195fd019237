import { afterEach, describe, expect, it } from 'vitest';
import { deleteStorageEntries } from './storage.ts';

describe('a withdrawal deletes what a category left, never what the visitor keeps', () => {
  afterEach(() => localStorage.clear());

  it('keeps the favourites, the recently viewed and the language even under a catch-all pattern', () => {
    for (const key of ['agency-favourites', 'agency-recently-viewed', 'i18nextLng', 'stats_id', 'tracker-agency']) localStorage.setItem(key, '1');
    expect(deleteStorageEntries(['*']).sort()).toEqual(['stats_id', 'tracker-agency']);
    expect(Object.keys(localStorage).sort()).toEqual(['agency-favourites', 'agency-recently-viewed', 'i18nextLng']);
  });
});
