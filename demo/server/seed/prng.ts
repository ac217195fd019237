/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data
 * on every machine, so a screenshot or a bug report names the same listings.
 */
export interface Random {
  /** 0 ≤ x < 1 */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  /** a number in [min, max) rounded to `step` */
  range(min: number, max: number, step?: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max, step = 1) => Math.round((min + next() * (max - min)) / step) * step,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
  return random;
}
