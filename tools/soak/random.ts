/**
 * The soak's seeded generator: the seed's (demo/server/seed/prng.ts, mulberry32), so the
 * same seed plays the same visitors in the same order and a run that found something can
 * be played again; plus a generator per visitor and the delays of a steady crowd.
 */
import { createRandom, type Random as SeedRandom } from '../../demo/server/seed/prng.ts';

export interface Random extends SeedRandom {
  /** a generator of its own, drawn from this one (a visitor's, so that visitors do not share a sequence) */
  fork(): Random;
  /** the next delay of a Poisson process of `perSecond` events a second, in ms */
  interval(perSecond: number): number;
}

export function seededRandom(seed: number): Random {
  const random = createRandom(seed);
  return {
    ...random,
    pick: (items) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return random.pick(items);
    },
    fork: () => seededRandom(Math.floor(random.next() * 4_294_967_296)),
    interval: (perSecond) => (-Math.log(1 - random.next()) / perSecond) * 1000,
  };
}
