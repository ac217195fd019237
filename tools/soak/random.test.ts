import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

describe('the soak’s seeded generator', () => {
  it('plays the same sequence for the same seed, another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 8 }, ((random) => () => random.int(0, 1_000_000))(seededRandom(seed)));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('stays in its bounds, both ends reached', () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from({ length: 1_000 }, () => random.next()).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
