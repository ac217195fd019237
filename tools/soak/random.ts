/**
 * A seeded random generator (mulberry32): the same seed plays the same visitors in the
 * same order, so a run that found something can be played again.
 */
export interface Random {
  /** 0 ≤ x < 1 */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** a generator of its own, drawn from this one (a visitor's, so that visitors do not share a sequence) */
  fork(): Random;
  /** the next delay of a Poisson process of `perSecond` events a second, in ms */
  interval(perSecond: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    fork: () => seededRandom(Math.floor(next() * 4_294_967_296)),
    interval: (perSecond) => (-Math.log(1 - next()) / perSecond) * 1000,
  };
  return random;
}
