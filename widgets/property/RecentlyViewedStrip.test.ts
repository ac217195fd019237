import { expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY } from '../../core/favourites/recently-viewed.ts';
import { STORED } from './RecentlyViewedStrip.tsx';

it('looks for the recently viewed under the key they are kept under', () => {
  expect(STORED).toBe(RECENTLY_VIEWED_KEY);
});
